"""The command line's exports, without a window: ``--export-animation`` and ``--worksheet``.

They draw offscreen whether or not there is a display (nothing is shown), in the user's
language, look and animation speed, and say on standard error what went wrong, if anything.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtWidgets import QApplication

from rules.messages import excerpt_path
from rules.record import Record

from .. import shell
from ..board.looks import make_theme
from ..board.theme import Theme
from ..files import RecordFileError, read_record
from ..i18n import choose_language, context, install_translators, rules_message
from ..safe_output import OutputError, write_file
from ..settings import Settings
from ..showing.speed import speed_to_ms

Options = context("Options")


def run(args) -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # read when the application is made
    app = QApplication.instance() or QApplication(shell.qt_arguments())
    settings = Settings()
    install_translators(app, choose_language(args.lang, settings.get("language")))
    try:
        return _animation(args, settings) if args.export_animation else _worksheet(args, settings)
    except (OutputError, OSError) as err:  # nothing is left at the target (safe_output.write_file)
        print(f"siembra: {rules_message(err)}", file=sys.stderr)
        return 1


def _look(settings: Settings) -> Theme:
    return make_theme(settings.get("theme"), settings.get("colour_blind"), settings.get("font_scale"))


def _read(path: str) -> Record | None:
    """The record in ``path``, or None once the reason is printed."""
    try:
        return read_record(path)
    except RecordFileError as err:
        print(f"siembra: {excerpt_path(path)}: {err}", file=sys.stderr)
        return None


def _animation(args, settings: Settings) -> int:
    # Each command imports its own modules: the animation's GIF encoder needs numpy, which a
    # worksheet does not.
    from .animation_export import DEFAULT_WIDTH, MAX_SIDE, MIN_SIDE, TooLong, export_animation, parse_plies

    record = _read(args.record)
    if record is None:
        return 2
    last = len(record.moves)
    try:
        plies = parse_plies(args.plies or str(last), last)
    except ValueError as err:
        print(f"siembra: --plies: {err}", file=sys.stderr)
        return 2
    width, height = args.size or (DEFAULT_WIDTH, None)
    if not all(MIN_SIDE <= side <= MAX_SIDE for side in (width, height or MIN_SIDE)):
        print("siembra: --size: " + Options.tr("each side of an animation is {low} to {high} pixels, not {width}x{height}")
              .format(low=MIN_SIDE, high=MAX_SIDE, width=width, height=height), file=sys.stderr)
        return 2
    try:
        write_file(args.export_animation, lambda out: export_animation(
            record.game, record.start or record.game.initial_state(), record.moves, plies,
            speed_to_ms(settings.get("speed")), width, height, theme=_look(settings), out=out))
    except TooLong as err:
        print(f"siembra: --plies: {err}", file=sys.stderr)
        return 2
    return 0


def _worksheet(args, settings: Settings) -> int:
    # The sheet's own modules (the PDF writer), which an animation does not need.
    from .lessons import lesson_folders, load_lessons
    from .worksheet import MAX_EXERCISES, Exercises, write_worksheet

    lessons, _problems = load_lessons(lesson_folders())
    lesson = next((lesson for lesson in lessons if lesson.id == args.worksheet), None)
    if lesson is not None:
        exercises = Exercises.of_lesson(lesson)
    elif os.path.isfile(args.worksheet):  # False, not an error, for a name with a NUL
        record = _read(args.worksheet)
        if record is None:
            return 2
        exercises = Exercises.of_record(record)
    else:
        ids = ", ".join(sorted(lesson.id for lesson in lessons))
        print("siembra: --worksheet: " + Options.tr("{name} is neither a lesson nor a file; the lessons are {ids}").format(
            name=excerpt_path(args.worksheet), ids=ids), file=sys.stderr)
        return 2
    if not exercises.moves:
        print("siembra: --worksheet: " + Options.tr("{name} has no move to ask about").format(
            name=excerpt_path(args.worksheet)), file=sys.stderr)
        return 2
    if len(exercises.items()) == MAX_EXERCISES:
        print("siembra: --worksheet: " + Options.tr("the sheet asks about the first %n move(s) that make a question", "",
                                                    MAX_EXERCISES), file=sys.stderr)
    write_worksheet(exercises, args.out, theme=_look(settings))
    return 0
