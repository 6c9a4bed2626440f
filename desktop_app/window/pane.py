"""The board's column of the window (turn banner, prompt bar, board view, narration line) and
the animation speed slider."""

from __future__ import annotations

import math

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QVBoxLayout, QWidget

from ..settings_schema import SCHEMA, SPEED
from .banner import TurnBanner
from .interaction import PromptBar
from .view import BoardView, owns_key, set_enums

SLOWEST_MS, FASTEST_MS = 1000, 40
NARRATION_FONT = 1.35  # relative to the interface font


def speed_to_ms(value: int) -> int:
    """Slider 0..100 to milliseconds per seed, on a log scale (1 s down to 40 ms)."""
    return round(SLOWEST_MS * (FASTEST_MS / SLOWEST_MS) ** (value / 100))


def ms_to_speed(ms: float) -> int:
    """The slider's value nearest to ``ms`` milliseconds per seed (speed_to_ms's inverse)."""
    return max(SPEED[0], min(SPEED[1], round(100 * math.log(ms / SLOWEST_MS) / math.log(FASTEST_MS / SLOWEST_MS))))


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


def _slider_keys() -> tuple:
    from PySide6.QtCore import Qt
    return Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End


class SpeedSlider(QSlider):
    """The animation speed: slow (left) to fast (right), said in seeds per second by its tooltip
    and by ``label``, which the toolbar shows beside it."""

    def __init__(self) -> None:
        super().__init__()
        # Reached with Tab; while it has the focus, the arrows move it rather than the animation.
        set_enums(self, orientation="Horizontal", focusPolicy="TabFocus")
        self.setRange(*SPEED)
        self.setMaximumWidth(140)
        self.setAccessibleName(self.tr("Animation speed"))
        self.label = QLabel()
        self.valueChanged.connect(self._say)
        self.setValue(SCHEMA["speed"].default)

    def event(self, event) -> bool:
        if owns_key(self, event, _slider_keys):
            return True
        return super().event(event)

    def step_ms(self) -> int:
        return speed_to_ms(self.value())

    def seeds_per_second(self) -> int:
        return max(1, round(1000 / self.step_ms()))

    def seeds_per_second_range(self) -> tuple[float, float]:
        return 1000 / speed_to_ms(SPEED[0]), 1000 / speed_to_ms(SPEED[1])

    def set_seeds_per_second(self, rate: float) -> None:
        self.setValue(ms_to_speed(1000 / max(rate, 0.1)))

    def spoken_value(self) -> str:
        """The value as a screen reader says it: "seeds per second: 6"."""
        return self.tr("seeds per second: {count}").format(count=self.seeds_per_second())

    def _say(self) -> None:
        n = self.seeds_per_second()
        # Worded so that English reads right for any count; Spanish and Catalan have plural forms.
        self.label.setText(self.tr("Seeds/s: %n", "", n))
        self.setToolTip(self.tr("Animation speed, in seeds per second: %n (slow on the left, fast on the right)", "", n))
        self.label.setToolTip(self.toolTip())
