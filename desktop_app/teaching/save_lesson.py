"""Game > Save as lesson: the game on the board, with its comments, written as a lesson file.

The lesson starts where the game started and shows every move of the record (those to redo
too), with a title and an introduction in the interface language and the teacher's comments on
the moves. It is written (atomically, as games are: safe_output.write_file) into the user's lessons folder, where the
Lessons menu finds it, or wherever the teacher chooses; ``lesson_schema.read_lesson_file`` reads
it back.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
)

from rules.messages import excerpt_path
from rules.safe_input import InputError, ensure_folder

from ..i18n import current_language, rules_message
from ..lesson_schema import MAX_LESSON_MOVES, MAX_TEXT_CHARS, lesson_to_json
from ..notices import warn
from ..safe_output import OutputError, write_file
from ..settings import user_lessons_dir


class LessonDetails(QDialog):
    """The lesson's title and introduction, both needed."""

    def __init__(self, title: str, intro: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Save as lesson"))
        self.setMinimumWidth(520)
        self.title = QLineEdit(title)
        self.title.setMaxLength(200)
        self.title.setCursorPosition(0)
        self.intro = QPlainTextEdit(intro)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self._save = buttons.button(QDialogButtonBox.StandardButton.Save)
        form = QFormLayout(self)
        form.addRow(self.tr("Title:"), self.title)
        form.addRow(self.tr("Introduction:"), self.intro)
        form.addRow(buttons)
        self.title.textChanged.connect(self._check)
        self.intro.textChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        intro = self.intro.toPlainText()
        self._save.setEnabled(bool(self.title.text().strip() and intro.strip()) and len(intro) <= MAX_TEXT_CHARS)


class SaveAsLesson(QObject):
    def __init__(self, window, reload_lessons) -> None:
        super().__init__(window)
        self.window = window
        self._reload = reload_lessons

    def problem(self) -> str:
        """Why the game on the board cannot be a lesson, or ""."""
        moves = self.window.record.last_ply
        if not moves:
            return self.tr("A lesson shows moves: play at least one first.")
        if moves > MAX_LESSON_MOVES:
            return " ".join((self.tr("A lesson shows at most %n move(s).", "", MAX_LESSON_MOVES),
                             self.tr("This game has %n move(s).", "", moves)))
        return ""

    def dialog(self) -> None:
        """Ask for the title, the introduction and the file, then write the lesson."""
        w = self.window
        problem = self.problem()
        if problem:
            QMessageBox.information(w, self.tr("Save as lesson"), problem)
            return
        c = w.record
        title = self.tr("{game}: a game to study").format(game=c.game.title)
        intro = c.comment(0) or self.tr("Step through the moves of this game and read the comments on them.")
        details = LessonDetails(title, intro, w)
        if not details.exec():
            return
        folder = user_lessons_dir()
        try:
            ensure_folder(folder)
        except InputError as err:  # the dialog opens elsewhere; the folder's problem is told
            w.say(self.tr("Your lessons folder cannot be used: {reason}").format(reason=rules_message(err)))
            folder = Path(w.files.start_dir())
        suggested = folder / f"{slug(details.title.text()) or c.game.id}.json"
        path, _ = QFileDialog.getSaveFileName(w, self.tr("Save as lesson"), str(suggested),
                                              self.tr("Siembra lessons (*.json)"))
        if path:
            self.save(Path(path), details.title.text().strip(), details.intro.toPlainText().strip())

    def save(self, path: Path, title: str, intro: str) -> bool:
        """Write the game on the board as a lesson to ``path`` (".json" added if missing)."""
        if path.suffix != ".json":
            path = path.with_name(path.name + ".json")
        c = self.window.record
        record = c.line_record()
        language = current_language()
        data = lesson_to_json(c.game, record.start_state(), record.moves, {language: title}, {language: intro},
                              record.comments)
        try:
            write_file(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        except OutputError as err:
            text = self.tr("The lesson was not saved: {error}").format(error=rules_message(err))
            if self.window.show_dialogs:
                warn(self.window, self.tr("Save as lesson"), text)
            else:
                self.window.say(text)
            return False
        self._reload()
        self.window.say(self.tr("The lesson was saved as {file}").format(file=excerpt_path(path.name)))
        return True


def slug(title: str) -> str:
    """A file name from a title: lower-case letters, digits and dashes."""
    return re.sub(r"[^\w]+", "-", title.lower()).strip("-_")[:60]
