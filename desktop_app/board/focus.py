"""The keyboard focus ring on the board: drawn where the view says the focus is; it knows no rules."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem

from .painting import ellipse, outline
from .pictures import HOLE_R
from .theme import Theme


class FocusRingItem(QGraphicsItem):
    """The keyboard focus on a hole: a light ring over a dark halo, plain on wood and on the
    dark window alike, round the hole's rim: under the hole, so that its count badge and marks
    stay on top, and clear of its label."""

    RADIUS = HOLE_R + 7

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self._theme = theme
        self.setZValue(-1)  # over the board, under the holes

    def restyle(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = self.RADIUS + 6
        return QRectF(-m, -m, 2 * m, 2 * m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = ellipse(QPointF(0, 0), self.RADIUS)
        painter.strokePath(ring, outline(QColor(0, 0, 0, 190), 8))
        painter.strokePath(ring, outline(self._theme.color("focus"), 3.5))
