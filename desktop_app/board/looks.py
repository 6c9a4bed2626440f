"""How the board looks: the projector theme, the colour-blind-safe palette and the text size.

A look is a ``Theme`` value (theme.py) built from three independent choices: the base theme,
the palette and the text scale. A live window takes another look with ``MainWindow.set_look``:
the scene restyles its items in place (``BoardScene.set_theme``), so the move shown stays at
its step.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypedDict

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

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


class Palette(TypedDict):
    """The colours a palette sets in a theme (the fields of ``Theme`` of the same names)."""
    players: Mapping[str, str]
    highlight: str
    landing: str
    selected: str
    refused: str
    marks: Mapping[str, str]


# Okabe and Ito's palette, told apart with every common colour-vision deficiency: players
# blue, vermilion and reddish purple; highlights orange and sky blue; refusals black.
COLOUR_BLIND: Palette = {
    "players": {"B": "#0072b2", "A": "#d55e00", "C": "#cc79a7"},
    "highlight": "#e69f00", "landing": "#56b4e9", "selected": "#009e73", "refused": "#000000",
    "marks": {"best": "#009e73", "good": "#56b4e9", "inaccuracy": "#f0e442", "mistake": "#e69f00", "blunder": "#d55e00"},
}


def make_theme(name: str = "wood", colour_blind: bool = False, font_scale: float = 1.0) -> Theme:
    theme = THEMES.get(name, DEFAULT_THEME)
    if colour_blind:
        theme = theme._replace(**COLOUR_BLIND)
    return theme._replace(label_scale=theme.label_scale * font_scale, count_scale=theme.count_scale * font_scale,
                          ui_font_scale=theme.ui_font_scale * font_scale)


_base_font: QFont | None = None


def interface_font(scale: float = 1.0) -> QFont:
    """The interface font as it was at start-up (before any scaling), ``scale`` times larger."""
    global _base_font
    if _base_font is None:
        _base_font = QFont(QApplication.font())
    font = QFont(_base_font)
    font.setPointSizeF(_base_font.pointSizeF() * scale)
    return font
