"""How the board looks: the projector theme, the colour-blind-safe palette, the text size, and
switching a live window to another look.

A look is a ``Theme`` value (theme.py) built from three independent choices: the base theme,
the palette and the text scale. Switching rebuilds the board items with the new theme and shows
the move again at the step it was at, so stepping back through it still works.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from .painting import solid
from ..window.presenter import board_spec
from .theme import DEFAULT_THEME, Theme

# Light and high-contrast: a white room, a pale board, dark text, strong player colours.
# Pale holes keep the (dark, natural) seeds visible from the back of a classroom.
CLASSROOM_THEME = DEFAULT_THEME._replace(
    name="classroom", window="#ffffff", board_light="#f6ecd9", board_dark="#e6d2ad",
    board_edge="#3b2a18", grain="#c9ab7c", hole_inner="#d9c29a", hole_outer="#fbf4e6",
    hole_rim_light="#fffdf8", closed_lid="#9a9a9a", label_text="#111111", count_text="#ffffff",
    highlight="#ff9900", landing="#0077ff", refused="#d00000", selected="#00a040",
    players={"B": "#0050b5", "A": "#c0261a", "C": "#167a35"},
    label_scale=1.35, count_scale=1.6, ui_font_scale=1.7,
)
THEMES = {"wood": DEFAULT_THEME, "classroom": CLASSROOM_THEME}

# Okabe and Ito's palette, told apart with every common colour-vision deficiency: players
# blue, vermilion and reddish purple; highlights orange and sky blue; refusals black.
COLOUR_BLIND = {
    "players": {"B": "#0072b2", "A": "#d55e00", "C": "#cc79a7"},
    "highlight": "#e69f00", "landing": "#56b4e9", "selected": "#009e73", "refused": "#000000",
}

BANNER_FONT, NARRATION_FONT = 1.6, 1.35  # the main window's sizes, relative to the app font


def make_theme(name: str = "wood", colour_blind: bool = False, font_scale: float = 1.0) -> Theme:
    theme = THEMES.get(name, DEFAULT_THEME)
    if colour_blind:
        theme = theme._replace(**COLOUR_BLIND)
    return theme._replace(label_scale=theme.label_scale * font_scale, count_scale=theme.count_scale * font_scale,
                          ui_font_scale=theme.ui_font_scale * font_scale)


_base_font: QFont | None = None


class LookSwitcher:
    """Applies a theme to a live main window, and scales the interface's text."""

    def __init__(self, window) -> None:
        global _base_font
        self.window = window
        # The application font before any scaling: the first switcher of the process sees it.
        if _base_font is None:
            _base_font = QFont(QApplication.font())
        self._base_font = _base_font

    def font(self, scale: float) -> QFont:
        """The interface font as it was at start-up, ``scale`` times larger."""
        font = QFont(self._base_font)
        font.setPointSizeF(self._base_font.pointSizeF() * scale)
        return font

    def apply(self, theme: Theme, app_font_scale: float = 1.0) -> None:
        w = self.window
        QApplication.setFont(self.font(app_font_scale))
        for label, factor in ((w.banner, BANNER_FONT), (w.narration, NARRATION_FONT)):
            big = self.font(factor * theme.ui_font_scale)
            big.setBold(label is w.banner)
            label.setFont(big)
        if theme == w.scene.theme:
            return
        w.theme = w.scene.theme = theme
        w.scene.setBackgroundBrush(solid(theme.color("window")))
        animator = w.animator
        if not animator.frames:
            return  # no board yet: the first game builds it with the new theme
        # The rebuilt items take over the move shown, at the same step, still playing or not.
        frames, step, playing, step_ms = animator.frames, animator.step, animator.playing, animator.step_ms
        w.scene.setup(board_spec(w.record.game), sum(frames[0].counts().values()))
        animator.step_ms = 0
        animator.set_playing(False)
        animator.load(frames)
        for _ in range(step):
            animator.step_forward()
        animator.step_ms = step_ms
        animator.set_playing(playing)
