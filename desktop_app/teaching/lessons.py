"""Lessons: the worked examples of the rules texts, set up on the board and played step by step.

A lesson is a JSON file (format "siembra-lesson", see resources/lessons and tests/test_lessons.py):
a game, a start position, the moves to show, a title and introduction per language, and any
teacher's comments on its moves, shown on the narration line as the moves are played. The
bundled lessons come from resources/lessons; a teacher's own files, in the user lessons folder,
appear beside them (a file with a bundled lesson's id replaces it). A file that cannot be read
is skipped and listed with the reason, in the menu and in a notice of the window; the others load.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rules import GAME_IDS
from rules.messages import excerpt, excerpt_path
from rules.safe_input import InputError, ensure_folder

from ..i18n import DEFAULT, current_language, rules_message
from ..lesson_schema import LessonData, read_lesson_folder
from ..notices import MAX_LISTED, notify, warn
from ..plain import plain_tooltip
from ..resources import resources_dir
from ..settings import user_lessons_dir
from ..showing.narration import move_name

MENU_TITLE_CHARS = 80  # a title may be a paragraph long; its menu item shows the start
NOTICES_NAMED = 3  # lesson files named in notices; the others are counted in one more
PROBLEMS_LISTED = MAX_LISTED  # lesson files listed in the message of those skipped (it fits a 768-pixel screen)


@dataclass(frozen=True)
class Lesson(LessonData):
    """A checked lesson (lesson_schema) and where it came from."""

    path: Path
    user: bool        # from the teacher's folder

    @classmethod
    def of(cls, data: LessonData, path: Path, user: bool) -> Lesson:
        return cls(**{f.name: getattr(data, f.name) for f in fields(data)}, path=path, user=user)

    def text(self, field: str, language: str | None = None) -> str:
        texts = getattr(self, field)
        return texts.get(language or current_language()) or texts.get(DEFAULT) or next(iter(texts.values()))


def load_lessons(folders: list[tuple[Path, bool]]) -> tuple[list[Lesson], list[tuple[Path, str]]]:
    """Lessons from (folder, is_user) pairs, later folders replacing earlier ids; and each file
    (or folder) that could not be read, with the reason in the interface language. Every file
    is checked by lesson_schema before it is used: one bad file leaves the others."""
    by_id: dict[str, Lesson] = {}
    problems = []
    for folder, user in folders:
        lessons, refused = read_lesson_folder(folder)
        for path, data in lessons:
            by_id[data.id] = Lesson.of(data, path, user)
        problems += [(path, rules_message(err)) for path, err in refused]
    return list(by_id.values()), problems


def lesson_folders() -> list[tuple[Path, bool]]:
    return [(resources_dir() / "lessons", False), (user_lessons_dir(), True)]


class LessonPanel(QWidget):
    """The Lesson tab of the side panel: the lesson shown, its title and introduction, and the
    button that plays its next move."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("lesson-panel")
        # A lesson's texts are shown as they are written: markup in a teacher's file is not
        # rendered, so it can load no picture and follow no link.
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.intro = QLabel()
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        self.intro.setWordWrap(True)
        self.intro.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.progress = QLabel()
        self.progress.setWordWrap(True)
        self.play_button = QPushButton()
        self.restart_button = QPushButton(self.tr("Start again"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.restart_button)
        column = QVBoxLayout(self)
        column.addWidget(self.title)
        column.addWidget(self.intro)
        column.addWidget(self.progress)
        column.addLayout(buttons)
        column.addStretch()
        self.show_none()

    def show_none(self) -> None:
        """No lesson open: say where lessons are."""
        self.title.setText(self.tr("No lesson is open"))
        self.intro.setText(self.tr("Choose one in the Lessons menu: it sets up the board and shows its moves step by step."))
        self.progress.setText("")
        for button in (self.play_button, self.restart_button):
            button.setVisible(False)

    def show_lesson(self, title: str, intro: str) -> None:
        self.title.setText(title)
        self.intro.setText(intro)
        for button in (self.play_button, self.restart_button):
            button.setVisible(True)


class Lessons(QObject):
    """The Lessons menu and the lesson being shown."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.menu = QMenu(self.tr("&Lessons"), window)
        self.panel = LessonPanel()
        self.panel.play_button.clicked.connect(self.play_next)
        self.panel.restart_button.clicked.connect(self._restart)
        self.lesson: Lesson | None = None
        self.lessons: list[Lesson] = []
        self.problems: list[tuple[Path, str]] = []
        self._intro_due = False
        # Predict mode is on: the lesson's explanation (its introduction) waits until the class
        # has answered, that is until the board has shown the lesson's moves.
        self.predicting: Callable[[], bool] = lambda: False
        window.controller.changed.connect(self.refresh)
        window.controller.settled.connect(self._settled)
        # The lesson's next move is the one Space and → show when the record has none to redo.
        window.presenter.next_move = self.next_move_value
        self.reload()

    def reload(self) -> None:
        folders = lesson_folders()
        self.lessons, self.problems = load_lessons(folders)
        self._build_menu()
        for path, why in self.problems[:NOTICES_NAMED]:
            text = (self.tr("Your own lessons are not shown: {reason} ({file})") if (path, True) in folders
                    else self.tr("The lesson file {file} was skipped: {reason}"))
            notify(self.window, text.format(file=excerpt_path(str(path)), reason=why))
        if len(self.problems) > NOTICES_NAMED:  # a folder of hundreds of bad files: a few named, the rest counted
            notify(self.window, self.tr("%n other lesson file(s) were skipped too (Lessons menu: the files that could "
                                        "not be read).", "", len(self.problems) - NOTICES_NAMED))

    def _build_menu(self) -> None:
        menu = self.menu
        # The window's own actions in this menu (predict mode, worksheets) stay, at its end.
        kept = [action for action in menu.actions() if action in self.window.actions.values()]
        menu.clear()
        for game_id in GAME_IDS:
            mine = [lesson for lesson in self.lessons if lesson.game.id == game_id]
            if not mine:
                continue
            sub = menu.addMenu(mine[0].game.title)
            sub.setObjectName(f"lessons-{game_id}")  # the start page's link to the game's lessons
            for lesson in sorted(mine, key=lambda item: item.user):
                title = excerpt(lesson.text("title"), MENU_TITLE_CHARS)
                action = sub.addAction(self.tr("{title} (yours)").format(title=title) if lesson.user else title)
                action.setToolTip(plain_tooltip(action.text()))  # an action's tooltip is its text, read as markup
                action.setObjectName(f"lesson:{lesson.id}")
                action.triggered.connect(lambda _=False, chosen=lesson: self.open(chosen))
        menu.addSeparator()
        if self.problems:
            menu.addAction(self.tr("%n lesson file(s) could not be read…", "", len(self.problems)),
                           self.show_problems)
        menu.addAction(self.tr("Open my lessons folder"), self.open_folder)
        menu.addAction(self.tr("Reload lessons"), self.reload)
        if kept:
            menu.addSeparator()
            menu.addActions(kept)

    def show_problems(self) -> None:
        lines = "\n\n".join(f"{excerpt_path(path.name)}: {why}" for path, why in self.problems[:PROBLEMS_LISTED])
        if len(self.problems) > PROBLEMS_LISTED:
            lines += "\n\n" + self.tr("…and %n other file(s).", "", len(self.problems) - PROBLEMS_LISTED)
        warn(self.window, self.tr("Lessons"), self.tr("These lesson files were skipped:\n\n{lines}").format(lines=lines))

    def open_folder(self) -> None:
        folder = user_lessons_dir()
        try:
            ensure_folder(folder)
        except InputError as err:
            warn(self.window, self.tr("Lessons"), self.tr("Your lessons folder cannot be used: {reason}").format(
                reason=rules_message(err)))
            return
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def find(self, lesson_id: str) -> Lesson:
        return next(lesson for lesson in self.lessons if lesson.id == lesson_id)

    # -- showing a lesson -----------------------------------------------------------------
    def _restart(self) -> None:
        if self.lesson is not None:  # the panel shows the button with a lesson only
            self.open(self.lesson)

    def open(self, lesson: Lesson) -> None:
        w = self.window
        self.lesson = lesson
        self._intro_due = True
        w.record.start_from(lesson.game, lesson.start, seats={}, comments={0: lesson.comments.get(0, "")})
        self.panel.show_lesson(lesson.text("title"), self._intro(lesson))
        w.show_panel(self.panel)
        self.refresh()
        if w.animator.at_end:
            self._settled()

    def _settled(self) -> None:
        c = self.window.record
        if self.lesson is not None and c.game is self.lesson.game and self.on_lesson():
            # The lesson's comment on a move (its explanation) comes once the move is shown: in
            # predict mode, not before the class has answered.
            comment = self.lesson.comments.get(c.ply, "")
            if comment and not c.comment(c.ply):
                c.set_comment(c.ply, comment)
        self.refresh()
        if self._intro_due and self.lesson is not None and not self._veiled():
            self._intro_due = False
            self.window.say(self.lesson.text("intro"))

    def on_lesson(self) -> bool:
        """The moves up to the position shown are the lesson's first moves."""
        return self._followed() is not None

    def _followed(self) -> Lesson | None:
        """The lesson, while the moves up to the position shown are its first moves."""
        c = self.window.record
        lesson = self.lesson
        if lesson is None or c.game is not lesson.game or c.ply > len(lesson.moves):
            return None
        expected = [str(c.game.parse_move(m)) for m in lesson.moves[:c.ply]]
        return lesson if [str(m) for m in c.moves[:c.ply]] == expected else None

    def next_move(self) -> str | None:
        """The lesson's next move, or None when it is over or the board left it."""
        c = self.window.record
        lesson = self._followed()
        if lesson is None or c.ply >= len(lesson.moves):
            return None
        return str(c.game.parse_move(lesson.moves[c.ply]))

    def next_move_value(self):
        move = self.next_move()
        return None if move is None else self.window.record.game.parse_move(move)

    def play_next(self) -> None:
        """The next move, paused at its start: the stepping controls show it seed by seed."""
        if self.next_move() is not None:
            self.window.presenter.start_next()

    def _veiled(self) -> bool:
        """The introduction waits for the class's answers (predict mode, moves still to show)."""
        c = self.window.record
        lesson = self._followed()
        shown = lesson is not None and c.ply >= len(lesson.moves) and self.window.animator.at_end
        return self.predicting() and not shown

    def _intro(self, lesson: Lesson) -> str:
        if self._veiled():
            return self.tr("Predict first: the explanation is shown once the class has answered.")
        return lesson.text("intro")

    def refresh(self, _change=None) -> None:
        if self.lesson is None:
            return
        c = self.window.record
        if c.game is not self.lesson.game:
            # Another game was started: the lesson is over.
            self.lesson = None
            self.panel.show_none()
            return
        move = self.next_move()
        name = move_name(c.game.parse_move(move)) if move is not None else None
        total = len(self.lesson.moves)
        self.panel.intro.setText(self._intro(self.lesson))
        self.panel.play_button.setEnabled(move is not None)
        self.panel.play_button.setText(self.tr("Play {move}").format(move=name) if move else self.tr("Play the move"))
        if c.ply and not self.window.animator.at_end and self.on_lesson():
            # The move just played is being shown (or held for a question in predict mode).
            text = self.tr("Move {number} of {total}: {move}.").format(
                number=c.ply, total=total, move=move_name(c.moves[c.ply - 1]))
        elif move is not None:
            text = self.tr("Move {number} of {total}: {move}. It starts paused: step with → or play with Space.").format(
                number=c.ply + 1, total=total, move=name)
        elif c.ply >= total and [str(m) for m in c.moves[:total]] == [
                str(c.game.parse_move(m)) for m in self.lesson.moves]:
            text = self.tr("The lesson's moves are shown. Step back with ← to see them again, or play on.")
        else:
            text = self.tr("The board has left the lesson's moves: \"Start again\" sets it up again.")
        self.panel.progress.setText(text)
