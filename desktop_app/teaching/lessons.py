"""Lessons: the worked examples of the rules texts, set up on the board and played step by step.

A lesson is a JSON file (format "siembra-lesson", see resources/lessons and tests/test_lessons.py):
a game, a start position, the moves to show, a title and introduction per language, and any
teacher's comments on its moves, shown on the narration line as the moves are played. The
bundled lessons come from resources/lessons; a teacher's own files, in the user lessons folder,
appear beside them (a file with a bundled lesson's id replaces it). A file that cannot be read
is skipped and listed with the reason, in the menu and on standard error.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QFont
from PySide6.QtWidgets import (
    QDockWidget, QHBoxLayout, QLabel, QMenu, QMessageBox, QPushButton, QVBoxLayout, QWidget,
)

from rules import GAME_IDS, GameOptionError, IllegalMoveError, RecordError, get_game
from rules.record import comments_from_json, position_from_json

from ..i18n import DEFAULT, context, current_language, rules_message
from ..resources import resources_dir
from ..settings import user_lessons_dir

MAX_LESSON_BYTES = 1_000_000


LessonFile = context("LessonFile")


class LessonError(Exception):
    """A lesson file that cannot be used; the message says why, in the interface language."""


@dataclass(frozen=True)
class Lesson:
    id: str
    game: object      # rules.Game
    start: object     # rules.State
    moves: tuple[str, ...]
    title: dict
    intro: dict
    path: Path
    user: bool        # from the teacher's folder
    comments: dict    # ply -> a teacher's comment on the move that leads there

    def text(self, field: str, language: str | None = None) -> str:
        texts = getattr(self, field)
        return texts.get(language or current_language()) or texts.get(DEFAULT) or next(iter(texts.values()))


def _texts(data: dict, field: str) -> dict:
    texts = data.get(field)
    if not isinstance(texts, dict) or not texts or not all(
            isinstance(v, str) and v.strip() for v in texts.values()):
        raise LessonError(LessonFile.tr('"{field}" must give a text per language, e.g. {{"en": "…", "es": "…"}}').format(field=field))
    return texts


def read_lesson(path: Path, user: bool = False) -> Lesson:
    """The lesson in ``path``, with its moves checked from its start; LessonError says why not."""
    try:
        if path.stat().st_size > MAX_LESSON_BYTES:
            raise LessonError(LessonFile.tr("the file is far too large to be a lesson"))
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise LessonError(LessonFile.tr("the file is not readable JSON ({error})").format(error=err)) from err
    if not isinstance(data, dict) or data.get("format") != "siembra-lesson":
        raise LessonError(LessonFile.tr('this is not a lesson (no "format": "siembra-lesson")'))
    if data.get("version") != 1:
        raise LessonError(LessonFile.tr("lesson version {version} is not known to this Siembra").format(version=data.get("version")))
    if data.get("game") not in GAME_IDS:
        raise LessonError(LessonFile.tr('unknown game {game}; the games are {games}').format(
            game=data.get("game"), games=", ".join(GAME_IDS)))
    options = data.get("options", {})
    try:
        game = get_game(data["game"], **(options if isinstance(options, dict) else {}))
        start = position_from_json(game, data.get("start"))
    except (GameOptionError, RecordError, TypeError) as err:
        raise LessonError(LessonFile.tr("the game or its start position is not valid: {error}").format(
            error=rules_message(err))) from err
    moves = data.get("moves")
    if not isinstance(moves, list) or not moves or not all(isinstance(m, str) for m in moves):
        raise LessonError(LessonFile.tr('"moves" must be a list of moves such as ["4B"]'))
    state = start
    for number, move in enumerate(moves, start=1):
        try:
            state = game.next_state(state, move)
        except (IllegalMoveError, ValueError) as err:
            raise LessonError(LessonFile.tr("move {number} ({move}) cannot be played: {error}").format(
                number=number, move=move, error=rules_message(err))) from err
    try:
        comments = comments_from_json(data.get("comments", {}), len(moves))
    except RecordError as err:
        raise LessonError(rules_message(err)) from err
    lesson_id = data.get("id") if isinstance(data.get("id"), str) and data.get("id") else path.stem
    return Lesson(lesson_id, game, start, tuple(moves), _texts(data, "title"), _texts(data, "intro"), path, user,
                  comments)


def load_lessons(folders: list[tuple[Path, bool]]) -> tuple[list[Lesson], list[tuple[Path, str]]]:
    """Lessons from (folder, is_user) pairs, later folders replacing earlier ids; and the problems."""
    by_id: dict[str, Lesson] = {}
    problems = []
    for folder, user in folders:
        for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
            try:
                lesson = read_lesson(path, user)
            except LessonError as err:
                problems.append((path, str(err)))
                print(f"siembra: lesson {path} skipped: {err}", file=sys.stderr)
                continue
            by_id[lesson.id] = lesson
    return list(by_id.values()), problems


def lesson_folders() -> list[tuple[Path, bool]]:
    return [(resources_dir() / "lessons", False), (user_lessons_dir(), True)]


class LessonDock(QDockWidget):
    """The lesson shown: its title and introduction, and the button that plays its next move."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("lesson-dock")
        self.setWindowTitle(self.tr("Lesson"))
        self.title = QLabel()
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.progress = QLabel()
        self.progress.setWordWrap(True)
        self.play_button = QPushButton()
        self.restart_button = QPushButton(self.tr("Start again"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.restart_button)
        body = QWidget()
        column = QVBoxLayout(body)
        column.addWidget(self.title)
        column.addWidget(self.intro)
        column.addWidget(self.progress)
        column.addLayout(buttons)
        column.addStretch()
        self.setWidget(body)


class Lessons(QObject):
    """The Lessons menu and the lesson being shown."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.menu = QMenu(self.tr("&Lessons"), window)
        self.dock = LessonDock(window)
        self.dock.hide()
        self.dock.play_button.clicked.connect(self.play_next)
        self.dock.restart_button.clicked.connect(lambda: self.open(self.lesson))
        self.lesson: Lesson | None = None
        self.lessons: list[Lesson] = []
        self.problems: list[tuple[Path, str]] = []
        self._intro_due = False
        window.record.recordChanged.connect(self._refresh)
        window.animator.settled.connect(self._settled)
        self.reload()

    def reload(self) -> None:
        self.lessons, self.problems = load_lessons(lesson_folders())
        self._build_menu()

    def _build_menu(self) -> None:
        menu = self.menu
        menu.clear()
        for game_id in GAME_IDS:
            mine = [lesson for lesson in self.lessons if lesson.game.id == game_id]
            if not mine:
                continue
            sub = menu.addMenu(mine[0].game.title)
            for lesson in sorted(mine, key=lambda item: item.user):
                title = lesson.text("title")
                action = sub.addAction(self.tr("{title} (yours)").format(title=title) if lesson.user else title)
                action.setObjectName(f"lesson:{lesson.id}")
                action.triggered.connect(lambda _=False, chosen=lesson: self.open(chosen))
        menu.addSeparator()
        if self.problems:
            menu.addAction(self.tr("{n} lesson file(s) could not be read…").format(n=len(self.problems)),
                           self.show_problems)
        menu.addAction(self.tr("Open my lessons folder"), self.open_folder)
        menu.addAction(self.tr("Reload lessons"), self.reload)

    def show_problems(self) -> None:
        lines = "\n\n".join(f"{path.name}: {why}" for path, why in self.problems)
        QMessageBox.warning(self.window, self.tr("Lessons"),
                            self.tr("These lesson files were skipped:\n\n{lines}").format(lines=lines))

    def open_folder(self) -> None:
        folder = user_lessons_dir()
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def find(self, lesson_id: str) -> Lesson:
        return next(lesson for lesson in self.lessons if lesson.id == lesson_id)

    # -- showing a lesson -----------------------------------------------------------------
    def open(self, lesson: Lesson) -> None:
        w = self.window
        self.lesson = lesson
        self._intro_due = True
        w.record.start_from(lesson.game, lesson.start, seats={}, comments={0: lesson.comments.get(0, "")})
        self.dock.title.setText(lesson.text("title"))
        self.dock.intro.setText(lesson.text("intro"))
        self.dock.show()
        self.dock.raise_()
        self._refresh()
        if w.animator.at_end:
            self._settled()

    def _settled(self) -> None:
        if self._intro_due and self.lesson is not None:
            self._intro_due = False
            self.window.say(self.lesson.text("intro"))

    def on_lesson(self) -> bool:
        """The moves up to the position shown are the lesson's first moves."""
        c = self.window.record
        if self.lesson is None or c.game is not self.lesson.game or c.ply > len(self.lesson.moves):
            return False
        expected = [str(c.game.parse_move(m)) for m in self.lesson.moves[:c.ply]]
        return [str(m) for m in c.moves[:c.ply]] == expected

    def next_move(self) -> str | None:
        """The lesson's next move, or None when it is over or the board left it."""
        c = self.window.record
        if not self.on_lesson() or c.ply >= len(self.lesson.moves):
            return None
        return str(c.game.parse_move(self.lesson.moves[c.ply]))

    def play_next(self) -> None:
        """Play the next move paused at its start: the stepping controls show it seed by seed."""
        move = self.next_move()
        if move is None:
            return
        self.window.animator.set_playing(False)
        self.window.record.play(move)

    def _refresh(self) -> None:
        if self.lesson is None:
            return
        c = self.window.record
        if c.game is not self.lesson.game:
            # Another game was started: the lesson is over.
            self.lesson = None
            self.dock.hide()
            return
        move = self.next_move()
        total = len(self.lesson.moves)
        if self.on_lesson():
            # On the lesson's moves: the comment on the move just played comes with it.
            comment = self.lesson.comments.get(c.ply, "")
            if comment and not c.comment(c.ply):
                c.set_comment(c.ply, comment)
        self.dock.play_button.setEnabled(move is not None)
        self.dock.play_button.setText(self.tr("Play {move}").format(move=move) if move else self.tr("Play the move"))
        if move is not None:
            text = self.tr("Move {number} of {total}: {move}. It starts paused: step with → or play with Space.").format(
                number=c.ply + 1, total=total, move=move)
        elif c.ply >= total and [str(m) for m in c.moves[:total]] == [
                str(c.game.parse_move(m)) for m in self.lesson.moves]:
            text = self.tr("The lesson's moves are shown. Step back with ← to see them again, or play on.")
        else:
            text = self.tr("The board has left the lesson's moves: \"Start again\" sets it up again.")
        self.dock.progress.setText(text)
