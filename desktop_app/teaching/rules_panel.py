"""The Rules panel: the current game's rules text, in the interface language.

The texts are Markdown files, resources/rules/<language>/<game-id>.md (rules for players, origin
and sources, and how Siembra reads them); a language without a text falls back to English.
They are shown as text alone: the browser loads nothing a text names (no picture, no style
sheet, local or remote) and follows no link, so a text can neither reach outside itself nor
make the panel wait.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from rules.safe_input import InputError, read_text_file

from ..i18n import DEFAULT, current_language, rules_message
from ..resources import resources_dir


def rules_file(game_id: str, language: str) -> Path:
    folder = resources_dir() / "rules"
    path = folder / language / f"{game_id}.md"
    return path if path.exists() else folder / DEFAULT / f"{game_id}.md"


MAX_RULES_BYTES = 1_000_000  # the texts are some 10 kB each


class TextOnlyDocument(QTextDocument):
    """A document that loads nothing its text names. Qt's own, when its browser loads nothing,
    reads a local file named by the text itself."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.requested: set[str] = set()  # what the text asked to load, refused (the tests read it)

    def loadResource(self, kind: int, name) -> None:
        self.requested.add(name.toString())
        return None


class TextOnlyBrowser(QTextBrowser):
    """A text browser that shows the text it is given: it loads no resource, follows no link and
    goes to no other source."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setDocument(TextOnlyDocument(self))
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)

    def loadResource(self, kind: int, name) -> None:
        return self.document().loadResource(kind, name)

    def doSetSource(self, name, kind=None) -> None:
        pass


class RulesPanel(QWidget):
    """The Rules tab of the side panel."""

    def __init__(self, window) -> None:
        super().__init__()
        self.setObjectName("rules-panel")
        self.browser = TextOnlyBrowser()
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.browser)
        self.game_id = ""
        self._window = window
        window.controller.changed.connect(lambda _change: self.follow_game())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.follow_game()

    def follow_game(self) -> None:
        """Show the current game's text (read when the panel is visible and the game changed)."""
        game_id = self._window.record.game.id
        if game_id == self.game_id or not self.isVisible():
            return
        self.game_id = game_id
        path = rules_file(game_id, current_language())
        try:
            text = read_text_file(path, MAX_RULES_BYTES)
        except InputError as err:
            self.browser.setPlainText(self.tr("The rules text cannot be shown: {reason}").format(reason=rules_message(err)))
            return
        self.browser.setMarkdown(text)
