"""The line the computer expects, drawn on the board: the next moves' holes numbered in order.

The window gives the marks (a hole label, the number of the move in the line, the colour of the
player who makes it); the item draws a badge per hole in the hint's colour, rimmed in the player's, on the inner side of the hole opposite the
path overlay's numbers, so that both can be shown at once. A hole met twice in the line shows
both numbers. It knows no rules.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject

from .items import HOLE_R, PITCH
from .overlay import OVERLAY_Z, number_badge


class LineMarks(QGraphicsObject):
    """Numbered marks on holes: ``show_marks([(label, number, colour), ...])``."""

    def __init__(self, scene) -> None:
        super().__init__()
        self._scene = scene
        self.marks: dict[str, list[tuple[int, QColor]]] = {}
        self.setZValue(OVERLAY_Z + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(self)

    def boundingRect(self) -> QRectF:
        return self._scene.sceneRect()

    def show_marks(self, marks) -> None:
        """Marks for holes of the board (labels it does not have are left out)."""
        by_hole: dict[str, list[tuple[int, QColor]]] = {}
        for label, number, colour in marks:
            if label in self._scene.holes:
                by_hole.setdefault(label, []).append((number, QColor(colour)))
        self.marks = by_hole
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        theme = self._scene.theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for label, numbers in self.marks.items():
            centre = self._scene.holes[label].pos()
            top_row = centre.y() < PITCH
            # Toward the board's middle, on the side the path overlay leaves free.
            inward = QPointF(HOLE_R * 0.78, HOLE_R * 0.78) if top_row else QPointF(-HOLE_R * 0.78, -HOLE_R * 0.78)
            text = " · ".join(str(n) for n, _ in numbers)
            # The hint's colour tells them from the counts; the rim is the colour of the player
            # who makes the move.
            number_badge(painter, centre + inward, text, theme.color("hint"), QColor("#000000"),
                         theme.label_scale * 1.15, numbers[0][1])
