"""The command line's exports, without a window: ``--export-animation`` and ``--worksheet``.

They draw offscreen whether or not there is a display (nothing is shown), in the user's
language, look and animation speed, and say on standard error what went wrong, if anything.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def run(args) -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    from .. import shell
    from ..i18n import choose_language, install_translators
    from ..settings import Settings
    app = QApplication.instance() or QApplication(shell.qt_arguments())
    settings = Settings()
    install_translators(app, choose_language(args.lang, settings.get("language")))
    try:
        return _animation(args, settings) if args.export_animation else _worksheet(args, settings)
    except OSError as err:
        path = args.export_animation or args.out
        print(f"siembra: cannot write {path}: {err.strerror or err}", file=sys.stderr)
        return 1


def _look(settings):
    from ..board.looks import make_theme
    return make_theme(settings.get("theme"), settings.get("colour_blind"), settings.get("font_scale"))


def _read(path: str):
    """The record in ``path``, or None once the reason is printed."""
    from ..files import RecordFileError, read_record
    try:
        return read_record(path)
    except RecordFileError as err:
        print(f"siembra: {path}: {err}", file=sys.stderr)
        return None


def _animation(args, settings) -> int:
    from ..showing.speed import speed_to_ms
    from .animation_export import DEFAULT_WIDTH, MAX_SIDE, MIN_SIDE, export_animation, parse_plies

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
        print(f"siembra: --size: each side between {MIN_SIDE} and {MAX_SIDE} pixels, not {width}x{height}",
              file=sys.stderr)
        return 2
    data = export_animation(record.game, record.start or record.game.initial_state(), record.moves, plies,
                            speed_to_ms(settings.get("speed")), width, height, theme=_look(settings))
    Path(args.export_animation).write_bytes(data)
    return 0


def _worksheet(args, settings) -> int:
    from .lessons import lesson_folders, load_lessons
    from .worksheet import Exercises, write_worksheet

    lessons, _problems = load_lessons(lesson_folders())
    lesson = next((lesson for lesson in lessons if lesson.id == args.worksheet), None)
    if lesson is not None:
        exercises = Exercises.of_lesson(lesson)
    elif Path(args.worksheet).is_file():
        record = _read(args.worksheet)
        if record is None:
            return 2
        exercises = Exercises.of_record(record)
    else:
        ids = ", ".join(sorted(lesson.id for lesson in lessons))
        print(f"siembra: --worksheet: {args.worksheet} is neither a lesson nor a file; the lessons are {ids}",
              file=sys.stderr)
        return 2
    if not exercises.moves:
        print(f"siembra: --worksheet: {args.worksheet} has no move to ask about", file=sys.stderr)
        return 2
    write_worksheet(exercises, args.out, theme=_look(settings))
    return 0
