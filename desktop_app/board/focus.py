"""The keyboard focus ring on the board: drawn where the view says the focus is; it knows no rules."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from .painting import ring
from .pictures import HOLE_R
from .theme import Theme


class FocusRingItem(QGraphicsItem):
    """The keyboard focus on a hole: a light ring between dark edges, over the outer part of the
    hole's glow (whose colour still shows inside it) and clear of the hole's count and label."""

    RADIUS, WIDTH = HOLE_R + 11, 2.0

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self._theme = theme
        self._clear = QPainterPath()
        self.setZValue(1)  # over the holes and their glow

    def restyle(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def keep_clear(self, *rects: QRectF) -> None:
        """The places (a count, a label, in the ring's coordinates) the ring leaves uncovered."""
        self._clear = QPainterPath()
        for rect in rects:
            self._clear.addRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)
        self.update()

    def boundingRect(self) -> QRectF:
        m = self.RADIUS + self.WIDTH + 4
        return QRectF(-m, -m, 2 * m, 2 * m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QPainterPath()
        area.addRect(self.boundingRect())
        painter.setClipPath(area.subtracted(self._clear))
        ring(painter, QPointF(0, 0), self.RADIUS, self._theme.color("focus"), self._theme.color("halo"), self.WIDTH)
        # The view does not save the painter's state around each item (DontSavePainterState):
        # a clip left set would hide every item painted after this one, the seeds among them.
        painter.setClipping(False)
