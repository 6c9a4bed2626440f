"""The toolbar's icons, drawn here as simple shapes.

The style's standard icons look different on every platform, some are missing offscreen (Hint
showed a broken-image cross), and making the Python type of ``QStyle`` would delay the first
frame (docs/packaging.md, "What the first frame may not wait for"). These are drawn in the
palette's button-text colour on a 24-unit grid, at two sizes so that a projector's high-density
screen gets sharp edges.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath

from ..board.painting import outline, solid, transparent_pixmap

SIZES = (24, 48)


def _polygon(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for point in points[1:]:
        path.lineTo(QPointF(*point))
    path.closeSubpath()
    return path


def _triangle(x: float, direction: int, half_height: float = 7.0, width: float = 10.0) -> QPainterPath:
    """A solid triangle pointing right (``direction`` 1) or left (-1), its base at ``x``."""
    return _polygon((x, 12 - half_height), (x + direction * width, 12), (x, 12 + half_height))


def _bar(x: float, width: float = 3.0, half_height: float = 7.0) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x, 12 - half_height, width, 2 * half_height), 1, 1)
    return path


def _curved_arrow(direction: int) -> tuple[QPainterPath, QPainterPath]:
    """Undo (``direction`` -1: back to the left) or redo (1): an arc and its arrowhead."""
    arc = QPainterPath(QPointF(12 - 7 * direction, 17))
    arc.cubicTo(QPointF(12 - 8 * direction, 8), QPointF(12 + 5 * direction, 5), QPointF(12 + 6 * direction, 12))
    return arc, _polygon((12 + 2 * direction, 11), (12 + 10 * direction, 11), (12 + 6.5 * direction, 17))


def _shapes(name: str) -> tuple[list[QPainterPath], list[QPainterPath]]:
    """(filled shapes, stroked shapes) of an icon, on a 24-unit grid."""
    if name == "play":
        return [_triangle(7, 1, 8, 12)], []
    if name == "pause":
        return [_bar(6, 4, 8), _bar(14, 4, 8)], []
    if name in ("forward", "back"):  # one seed on: two small arrowheads
        d = 1 if name == "forward" else -1
        return [_triangle(12 - 9 * d, d, 7, 9), _triangle(12, d, 7, 9)], []
    if name in ("end", "start"):  # to the end of the move: arrowhead against a bar
        d = 1 if name == "end" else -1
        return [_triangle(12 - 8 * d, d, 7, 11), _bar(12 + 4.5 * d - 1.5)], []
    if name in ("undo", "redo"):
        arc, head = _curved_arrow(-1 if name == "undo" else 1)
        return [head], [arc]
    if name == "new":  # a small board: two rows of three holes
        board = QPainterPath()
        board.addRoundedRect(QRectF(2, 5, 20, 14), 4, 4)
        holes = QPainterPath()
        for row in (9.5, 14.5):
            for col in (7, 12, 17):
                holes.addEllipse(QPointF(col, row), 1.8, 1.8)
        return [holes], [board]
    if name == "hint":  # a light bulb
        bulb = QPainterPath()
        bulb.addEllipse(QPointF(12, 9), 6, 6)
        neck = QPainterPath()
        neck.addRect(QRectF(9.5, 14, 5, 3))
        base = QPainterPath()
        base.addRoundedRect(QRectF(9.5, 18, 5, 2.5), 1, 1)
        return [bulb.united(neck), base], []
    raise KeyError(name)


def make_icon(name: str, colour: QColor) -> QIcon:
    """The icon ``name`` (play, pause, forward, back, end, start, undo, redo, new, hint)."""
    filled, stroked = _shapes(name)
    pen, brush = outline(colour, 2.2), solid(colour)
    icon = QIcon()
    for size in SIZES:
        pixmap = transparent_pixmap(size, size)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(size / 24, size / 24)
        for path in filled:
            painter.fillPath(path, brush)
        for path in stroked:
            painter.strokePath(path, pen)
        painter.end()
        icon.addPixmap(pixmap)
    return icon
