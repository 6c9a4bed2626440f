"""Colours, fonts and scale factors of the board, kept in one place.

Another look (the classroom's, the colour-blind palette: board/looks.py) is another ``Theme``
value; nothing else in the app hard-codes a colour.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from PySide6.QtGui import QColor


# A named tuple rather than a frozen dataclass: defining a dataclass is slow enough to delay the
# first frame noticeably (docs/performance.md, "Start-up to the first frame").
# Change a look with ``theme._replace(...)``.
class Theme(NamedTuple):
    name: str = "wood"
    window: str = "#2b2119"
    board_light: str = "#c99a5f"
    board_dark: str = "#8f5f30"
    board_edge: str = "#5a3718"
    grain: str = "#7a4c22"
    hole_inner: str = "#3a230f"
    hole_outer: str = "#8a5a2c"
    hole_rim_light: str = "#e2bd86"
    closed_lid: str = "#6e4520"
    label_text: str = "#fff3dc"
    count_text: str = "#ffffff"
    highlight: str = "#ffd84a"
    landing: str = "#7cf0ff"
    refused: str = "#ff4a3a"
    selected: str = "#7dff7a"
    hint: str = "#ff6ad5"
    focus: str = "#ffffff"  # the keyboard focus ring
    # The dark edges of every ring that means something (playable, chosen, hinted, focus): with
    # them a ring stands 3:1 against the board in every look (#AARRGGBB).
    halo: str = "#e6000000"
    # Player colours, by player letter.
    players: Mapping[str, str] = MappingProxyType({"B": "#2f7fe0", "A": "#e0462f", "C": "#35a852"})
    # The analysis's marks of a move, best to blunder (tags in the move list, dots on the graph).
    marks: Mapping[str, str] = MappingProxyType({"best": "#1e8f3e", "good": "#5a9bd5", "inaccuracy": "#e0b000",
                                                 "mistake": "#e8730c", "blunder": "#c8251c"})
    # Natural pebble hues; a seed's hue is fixed by its identity.
    seed_hues: tuple = ("#c8a46a", "#9b4a2e", "#6f7a3a", "#e3d6b8", "#5b3b26", "#7d8791", "#b87333")
    # Scale factors: a classroom theme makes labels and counts bigger.
    label_scale: float = 1.0
    count_scale: float = 1.0
    ui_font_scale: float = 1.0

    def color(self, name: str) -> QColor:
        return QColor(getattr(self, name))

    def player_color(self, player: str) -> QColor:
        return QColor(self.players.get(player, "#888888"))

    def seed_color(self, seed_id: int) -> QColor:
        # A multiplicative hash spreads neighbouring ids over the hues.
        return QColor(self.seed_hues[(seed_id * 2654435761 >> 7) % len(self.seed_hues)])


DEFAULT_THEME = Theme()
