"""The animation speed: the slider the toolbar and the animated export show, and its scale."""

from __future__ import annotations

import math

from PySide6.QtWidgets import QLabel, QSlider

from ..qt_enums import owns_key, set_enums
from ..settings_schema import SCHEMA, SPEED

SLOWEST_MS, FASTEST_MS = 1000, 40


def speed_to_ms(value: int) -> int:
    """Slider 0..100 to milliseconds per seed, on a log scale (1 s down to 40 ms)."""
    return round(SLOWEST_MS * (FASTEST_MS / SLOWEST_MS) ** (value / 100))


def ms_to_speed(ms: float) -> int:
    """The slider's value nearest to ``ms`` milliseconds per seed (speed_to_ms's inverse)."""
    return max(SPEED[0], min(SPEED[1], round(100 * math.log(ms / SLOWEST_MS) / math.log(FASTEST_MS / SLOWEST_MS))))


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
        """The value as a screen reader says it: "6 seeds per second"."""
        return self.tr("%n seed(s) per second", "", self.seeds_per_second())

    def _say(self) -> None:
        n = self.seeds_per_second()
        # Worded so that English reads right for any count; Spanish and Catalan have plural forms.
        self.label.setText(self.tr("Seeds/s: %n", "", n))
        self.setToolTip(self.tr("Animation speed, in seeds per second: %n (slow on the left, fast on the right)", "", n))
        self.label.setToolTip(self.toolTip())
