"""The board's column of the window: turn banner, prompt bar, board view, narration line."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..qt_enums import set_enums
from .banner import TurnBanner
from .interaction import PromptBar
from .view import BoardView

NARRATION_FONT = 1.35  # relative to the interface font


class BoardPane(QWidget):
    def __init__(self, view: BoardView, font_scale: float) -> None:
        super().__init__()
        self.banner = TurnBanner(font_scale)
        self.prompt_bar = PromptBar()
        self.narration = QLabel(" ")
        # Plain text: the narration also tells file names and lesson texts, whose markup must
        # not be rendered (it could load pictures from any path).
        set_enums(self.narration, alignment="AlignCenter", textFormat="PlainText")
        self.narration.setWordWrap(True)
        self._set_narration_font(QFont(self.font()), font_scale)
        self.step_label = QLabel()
        # Each step's narration is shown; a screen reader says it only when asked to (speech.py
        # says a summary of each move instead): at full speed steps come faster than speech.
        self.speak_steps = False
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(self.banner)
        column.addWidget(self.prompt_bar)
        column.addWidget(view, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.narration, 1)
        bottom.addWidget(self.step_label)
        column.addLayout(bottom)

    def set_fonts(self, base: QFont, scale: float) -> None:
        """The banner's and the narration's fonts, from the interface font ``base``."""
        self.banner.set_font(base, scale)
        self._set_narration_font(base, scale)

    def _set_narration_font(self, base: QFont, scale: float) -> None:
        font = QFont(base)
        font.setPointSizeF(base.pointSizeF() * NARRATION_FONT * scale)
        self.narration.setFont(font)

    def narrate_step(self, text: str, step: str) -> None:
        """The narration of a step of the move shown, and "step k / n" beside it."""
        self.set_narration(text, self.speak_steps)
        self.step_label.setText(step)

    def set_narration(self, text: str, spoken: bool = True) -> None:
        """The narration line; a screen reader says each new sentence (accessible.py), unless
        not ``spoken``."""
        if text == self.narration.text():
            return
        self.narration.setText(text)
        if spoken and text.strip():
            from .accessible import announce
            announce(self.narration, text)
