"""Brushes, pens, shapes and text for the board's items and the toolbar's icons."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
)

# What the first frame shows (the board, the toolbar's icons) is painted with fillPath() and
# strokePath() and the brushes, pens and images made here; never with setPen(), setBrush(),
# drawText(), QBrush(QColor) or QImage.fill(). Given a colour, those look among their overloads
# for a Qt.GlobalColor or a Qt.PenStyle, and PySide then creates the Python types of all 93
# enums of the Qt namespace (Qt.Key and the rest), a large share of a bare window's whole
# start-up (docs/packaging.md, "What the first frame may not wait for"). A test keeps them out
# of the first frame.


def solid(colour: QColor) -> QBrush:
    """A brush of one colour: a palette's, which is made without that overload search."""
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, colour)
    return palette.window()


def outline(colour: QColor, width: float, dashes: tuple[float, ...] = ()) -> QPen:
    pen = QPen()
    pen.setColor(colour)
    pen.setWidthF(width)
    if dashes:
        pen.setDashPattern(list(dashes))
    return pen


def transparent_pixmap(width: int, height: int) -> QPixmap:
    """A picture to paint on, transparent to begin with."""
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor(0, 0, 0, 0))
    return pixmap


def ellipse(centre: QPointF, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(centre, rx, rx if ry is None else ry)
    return path


def ring(painter: QPainter, centre: QPointF, radius: float, colour: QColor, halo: QColor, width: float) -> None:
    """A ring of ``colour`` between two dark edges of ``halo``: the edges give it 3:1 against any
    board under it, light or dark, and the colour stands 3:1 against its edges."""
    path = ellipse(centre, radius)
    painter.strokePath(path, outline(halo, width + 4))
    painter.strokePath(path, outline(colour, width))


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


# QInternal::PaintDeviceFlags: a widget, a pixmap, an image. An SVG generator is "unknown" (0).
RASTER_DEVICES = frozenset((1, 2, 3))


def is_vector(painter: QPainter) -> bool:
    """Whether ``painter`` writes shapes (an SVG) rather than pixels: there shapes and text stay
    shapes and text, where the screen gets copies of pictures drawn once."""
    return painter.device().devType() not in RASTER_DEVICES


def device_scale(painter: QPainter) -> float:
    """Device pixels per item unit, to a thousandth: the size at which a picture drawn once is
    copied pixel for pixel."""
    return round(abs(painter.worldTransform().m11()) or 1.0, 3)


def paint_text(painter: QPainter, rect: QRectF, size: float, colour: QColor, text: str,
               centred: bool = True) -> None:
    """``text`` in bold, ``size`` pixels high, on one line in ``rect``: centred (else from its
    left edge), vertically centred."""
    if is_vector(painter):
        # A picture exported as SVG keeps its text as text (found, selected, edited). Exports
        # come after the first frame, when the Qt enums may be made.
        from PySide6.QtCore import Qt
        align = Qt.AlignmentFlag
        painter.setFont(bold_font(size))
        painter.setPen(colour)
        painter.drawText(rect, align.AlignCenter if centred else align.AlignLeft | align.AlignVCenter, text)
        return
    path, width, height = _text_shape(text, max(1, int(size)))
    x = rect.center().x() - width / 2 if centred else rect.left()
    painter.fillPath(path.translated(x, rect.center().y() + height / 2), solid(colour))


def text_width(text: str, size: float) -> float:
    """How wide ``paint_text`` draws ``text`` at ``size`` pixels."""
    return _text_shape(text, max(1, int(size)))[1]


def fitted_size(text: str, size: float, width: float, height: float) -> float:
    """``size``, or less so that ``text`` fits a box of ``width`` by ``height`` (a line of text
    takes TEXT_LINE times its size)."""
    size = min(size, height / TEXT_LINE)
    wide = text_width(text, size)
    if wide > width:
        size = size * width / wide
    while size > 1 and text_width(text, size) > width:  # whole pixel sizes: round down
        size -= 1
    return max(1.0, size)


# The height of a line of board text, in pixel sizes: room for ascent and descent.
TEXT_LINE = 1.22


@lru_cache(maxsize=256)
def _text_shape(text: str, pixel_size: int) -> tuple[QPainterPath, float, float]:
    """The outline of ``text`` from its baseline's left end, its width, and the height that
    centres it (ascent less descent): a board shows the same counts and labels again and again."""
    font = bold_font(pixel_size)
    metrics = QFontMetricsF(font)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    return path, metrics.horizontalAdvance(text), metrics.ascent() - metrics.descent()


def bold_font(pixel_size: float) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, int(pixel_size)))
    return font
