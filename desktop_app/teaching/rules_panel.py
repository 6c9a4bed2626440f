"""The Rules panel: the current game's rules text, in the interface language.

The texts are Markdown files, resources/rules/<language>/<game-id>.md (rules for players, origin
and sources, and how Siembra reads them); a language without a text falls back to English.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from ..i18n import DEFAULT, current_language
from ..resources import resources_dir


def rules_file(game_id: str, language: str) -> Path:
    folder = resources_dir() / "rules"
    path = folder / language / f"{game_id}.md"
    return path if path.exists() else folder / DEFAULT / f"{game_id}.md"


class RulesPanel(QWidget):
    """The Rules tab of the side panel."""

    def __init__(self, window) -> None:
        super().__init__()
        self.setObjectName("rules-panel")
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.browser)
        self.game_id = ""
        self._window = window
        window.record.newGame.connect(self.follow_game)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.follow_game()

    def follow_game(self) -> None:
        """Show the current game's text (read when the panel is visible and the game changed)."""
        game_id = self._window.record.game.id
        if game_id == self.game_id or not self.isVisible():
            return
        self.game_id = game_id
        self.browser.setMarkdown(rules_file(game_id, current_language()).read_text(encoding="utf-8"))
