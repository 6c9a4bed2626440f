"""The direction arrows offered beside a hole whose seeds may go either way."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsObject

from .painting import outline, solid


class ArrowItem(QGraphicsObject):
    """A clickable arrow offering a sowing direction; reports its key, clicked or hovered."""

    clicked = Signal(str)
    hovered = Signal(str, bool)

    def __init__(self, key: str, angle: float, colour: QColor) -> None:
        super().__init__()
        self.key = key
        self._colour = colour
        self.setRotation(angle)
        self.setZValue(60)
        self.setAcceptHoverEvents(True)
        self._hover = False
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    _BOUNDS = QRectF(-18, -16, 36, 32)

    def restyle(self, colour: QColor) -> None:
        self._colour = colour
        self.update()

    def boundingRect(self) -> QRectF:
        return self._BOUNDS

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.boundingRect())
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath(QPointF(16, 0))
        path.lineTo(QPointF(-4, -14))
        path.lineTo(QPointF(-4, -6))
        path.lineTo(QPointF(-16, -6))
        path.lineTo(QPointF(-16, 6))
        path.lineTo(QPointF(-4, 6))
        path.lineTo(QPointF(-4, 14))
        path.closeSubpath()
        painter.fillPath(path, solid(self._colour.lighter(140) if self._hover else self._colour))
        painter.strokePath(path, outline(QColor(0, 0, 0, 160), 2))

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        self.clicked.emit(self.key)

    def hoverEnterEvent(self, event) -> None:
        self._hover = True
        self.update()
        self.hovered.emit(self.key, True)

    def hoverLeaveEvent(self, event) -> None:
        self._hover = False
        self.update()
        self.hovered.emit(self.key, False)
