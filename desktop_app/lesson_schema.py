"""Lesson files checked field by field, and a lessons folder read file by file, without Qt.

A lesson file is JSON (format "siembra-lesson"): a game and its options, a start position, the
moves to show, a title and an introduction per language, and optionally a teacher's comments on
its moves (as a record has them: ply -> text). ``lesson_to_json`` writes one from a game. Teachers write them by hand, so
every field is checked and one bad file is refused on its own: the folder's other lessons load.
Every refusal is an ``InputError`` (``rules.safe_input``): a FileError or JsonError for the file
itself, a ``LessonFileError`` for its content, each translated in its own context.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from rules.game import Game
from rules.messages import QT_TRANSLATE_NOOP, counting, excerpt, excerpt_plain, excerpt_value
from rules.moves import IllegalMoveError
from rules.record import (
    MAX_MOVE_CHARS,
    RecordError,
    comments_from_json,
    game_from_options,
    position_from_json,
    position_to_json,
)
from rules.registry import GAME_IDS
from rules.safe_input import InputError, load_json_file
from rules.state import State

FORMAT = "siembra-lesson"
VERSION = 1
MAX_LESSON_BYTES = 1_000_000  # the bundled lessons are 2-3 kB each
MAX_LESSON_MOVES = 1_000
MAX_TEXT_CHARS = 20_000  # a title or an introduction, in one language
MAX_ID_CHARS = 100
MAX_LESSON_FILES = 500  # a folder's first files, in name order, are read; the rest are counted in one notice
# The files read from one folder add up to at most 16 MB: 500 lessons of 1 MB would take seconds
# and hundreds of MB to read; the bundled lessons are 2-3 kB each.
MAX_LESSON_FOLDER_BYTES = 16_000_000
MAX_SCANNED_ENTRIES = 100_000  # a folder's entries looked at for lessons, in the order the system gives
LEFT_NAMED = 3  # files named in the notice of those left unread


LessonFile = counting("LessonFile")  # marks the counting messages for lupdate


class LessonFileError(InputError):
    """A lesson file whose content cannot be used; translated in the context "LessonFile"."""

    context = "LessonFile"


@dataclass(frozen=True)
class LessonData:
    """A checked lesson: the moves play from the start position."""

    id: str
    game: Game
    start: State
    moves: tuple[str, ...]
    title: dict[str, str]       # language code -> text
    intro: dict[str, str]
    comments: dict[int, str]    # ply (0: the start) -> text


def lesson_from_json(data, default_id: str) -> LessonData:
    """Check a decoded lesson and play its moves; LessonFileError names the first problem.
    ``default_id`` (the file's name) is the id of a lesson that gives none."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LessonFileError(QT_TRANSLATE_NOOP("LessonFile", 'this is not a lesson (no "format": "siembra-lesson")'))
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        newer = isinstance(version, int) and not isinstance(version, bool) and version > VERSION
        raise LessonFileError(
            QT_TRANSLATE_NOOP("LessonFile", "this lesson is version {version}, written for a newer Siembra; this Siembra reads version {known}")
            if newer else QT_TRANSLATE_NOOP("LessonFile", "lesson version {version} is not known to this Siembra"),
            version=excerpt_value(version), known=VERSION)
    lesson_id = data.get("id", default_id)
    if not isinstance(lesson_id, str) or not 0 < len(lesson_id) <= MAX_ID_CHARS:
        raise LessonFileError(QT_TRANSLATE_NOOP("LessonFile", '"id" must be a short name such as "bakuk-forward-chain", not {value}'),
                              value=excerpt_value(lesson_id))
    if data.get("game") not in GAME_IDS:
        raise LessonFileError(QT_TRANSLATE_NOOP("LessonFile", "unknown game {game}; the games are {games}"),
                              game=excerpt_plain(data.get("game")), games=", ".join(GAME_IDS))
    try:
        game = game_from_options(data["game"], data.get("options", {}))
        start = position_from_json(game, data.get("start"))
    except RecordError as err:
        raise LessonFileError(QT_TRANSLATE_NOOP("LessonFile", "the game or its start position is not valid: {error}"),
                              error=err) from None
    moves = data.get("moves")
    if not isinstance(moves, list) or not 0 < len(moves) <= MAX_LESSON_MOVES or not all(
            isinstance(m, str) and len(m) <= MAX_MOVE_CHARS for m in moves):
        raise LessonFileError(QT_TRANSLATE_NOOP("LessonFile", '"moves" must be a list of moves such as ["4B"]'))
    state = start
    for number, move in enumerate(moves, start=1):
        try:
            state = game.next_state(state, move)
        except IllegalMoveError as err:
            raise LessonFileError(QT_TRANSLATE_NOOP("LessonFile", "move {number} ({move}) cannot be played: {error}"),
                                  number=number, move=excerpt(move), error=err) from None
    try:
        comments = comments_from_json(data.get("comments", {}), len(moves))
    except RecordError as err:
        raise LessonFileError(err.template, **err.fields) from None
    return LessonData(lesson_id, game, start, tuple(moves), _texts(data, "title"), _texts(data, "intro"), comments)


def lesson_to_json(game, start, moves, title: dict, intro: dict, comments: dict) -> dict:
    """A lesson file's content: ``moves`` (notation) played from ``start`` (a State), a title and
    an introduction per language, the comments by ply. ``lesson_from_json`` reads it back."""
    data = {"format": FORMAT, "version": VERSION, "game": game.id, "options": dict(game.options),
            "start": position_to_json(game, start), "moves": [str(m) for m in moves],
            "title": dict(title), "intro": dict(intro)}
    kept = {str(ply): text for ply, text in sorted(comments.items()) if text}
    if kept:
        data["comments"] = kept
    return data


def _texts(data: dict, field: str) -> dict:
    texts = data.get(field)
    if not isinstance(texts, dict) or not texts or not all(
            isinstance(k, str) and len(k) <= 16 and isinstance(v, str) and v.strip() and len(v) <= MAX_TEXT_CHARS
            for k, v in texts.items()):
        raise LessonFileError(QT_TRANSLATE_NOOP("LessonFile", '"{field}" must give a text per language, e.g. {{"en": "…", "es": "…"}}'),
                              field=field)
    return texts


def read_lesson_file(path: Path) -> LessonData:
    """The lesson in the file ``path``, checked as a file and as a lesson; InputError says why not."""
    return lesson_from_json(load_json_file(path, MAX_LESSON_BYTES), path.stem)


def read_lesson_folder(folder: Path) -> tuple[list[tuple[Path, LessonData]], list[tuple[Path, InputError]]]:
    """Every lesson (``*.json``) of ``folder`` in name order, and each file refused with its
    reason. A folder that does not exist holds no lessons; one that cannot be read is a problem.
    The first MAX_LESSON_FILES files are read, while they add up to MAX_LESSON_FOLDER_BYTES;
    the files left are one problem, given for the first of them, that names a few and counts
    the rest. At most MAX_SCANNED_ENTRIES of the folder's entries are looked at."""
    names, scanned = [], 0
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                scanned += 1
                if scanned > MAX_SCANNED_ENTRIES:
                    break
                if entry.name.endswith(".json"):
                    names.append(entry.name)
    except FileNotFoundError:
        return [], []
    except OSError as err:
        return [], [(folder, LessonFileError(QT_TRANSLATE_NOOP("LessonFile", "the lessons folder cannot be read: {detail}"),
                                             detail=err.strerror or type(err).__name__))]
    names.sort()
    lessons: list[tuple[Path, LessonData]] = []
    problems: list[tuple[Path, InputError]] = []
    total = 0
    for number, name in enumerate(names):
        path = folder / name
        try:
            size = os.stat(path).st_size
        except (OSError, ValueError):
            size = 0  # refused by read_lesson_file with its reason
        if number == MAX_LESSON_FILES or total + min(size, MAX_LESSON_BYTES) > MAX_LESSON_FOLDER_BYTES:
            problems.append((path, _left(names[number:], scanned > MAX_SCANNED_ENTRIES)))
            break
        total += min(size, MAX_LESSON_BYTES)
        try:
            lessons.append((path, read_lesson_file(path)))
        except InputError as err:
            problems.append((path, err))
    return lessons, problems


def _left(names: list[str], more: bool) -> LessonFileError:
    """The problem of the files left unread: this one, a few named, the others counted."""
    limit = LessonFileError(LessonFile.tr("a lessons folder is read up to its first %n file(s), {megabytes} MB in all", "",
                                          MAX_LESSON_FILES), n=MAX_LESSON_FILES, megabytes=MAX_LESSON_FOLDER_BYTES // 1_000_000)
    if len(names) == 1 and not more:
        return LessonFileError(QT_TRANSLATE_NOOP("LessonFile", "not read: {reason}"), reason=limit)
    named = ", ".join(excerpt(name) for name in names[1:LEFT_NAMED + 1])
    return LessonFileError(LessonFile.tr("not read, nor %n file(s) after it ({names}): {reason}", "", len(names) - 1),
                           n=len(names) - 1, names=named + (", …" if len(names) > LEFT_NAMED + 1 or more else ""),
                           reason=limit)
