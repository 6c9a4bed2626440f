"""The evaluation graph: a value per ply, one line per series, drawn with QPainter.

Ply on the x axis, a margin in seeds on the y axis (zero in the middle, the same scale above and
below). Two players: one line, the margin for B, the area above zero in B's colour and below it
in A's; three players: a line per player and a legend. Where values are exact (proven under best
play) the line is cased in the text's colour, a lone exact ply gets a square, and a key in the
plot's top left corner says what the casing means. The ply shown is marked by a vertical
line, and a click chooses a ply (``plyChosen``). Tick steps are 1, 2 or 5 times a power of ten,
the smallest whose labels keep a clear gap between them at the widget's size and font, so labels
never overlap. It knows no rules: the analysis panel gives it the series and the words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from desktop_app.ticks import round_steps


class Series(NamedTuple):
    name: str              # shown in the legend (three players)
    colour: QColor
    values: list           # per ply: a number, or None where not known yet


LINE_WIDTH = 3.0
CASING = 3.0  # the casing of exact values, each side of the line


def tick_step(span: float, room: float, least_gap: float) -> float:
    """The smallest step of 1, 2 or 5 times a power of ten at which ticks over ``span`` (data
    units), drawn over ``room`` pixels, are at least ``least_gap`` pixels apart."""
    return next(step for step in round_steps() if span <= 0 or room * step >= least_gap * span)


def margin_axis(bound: float, room: float, least_gap: float) -> tuple[float, float]:
    """The step and the end of a y axis from -end to +end holding ``bound``, its ticks (every
    step, ending on one) at least ``least_gap`` pixels apart over ``room`` pixels, or one
    interval a side if even that is too tight."""
    for step in round_steps():
        end = step * -(-bound // step)
        if room * step >= least_gap * 2 * end or end == step:
            break
    return step, end


class EvaluationGraph(QWidget):
    """``set_data(plies, series, marks)``, ``set_current(ply)``; ``plyChosen(ply)`` on a click."""

    plyChosen = Signal(int)

    def __init__(self, colours: Callable[[], dict], parent=None) -> None:
        """``colours()``: the colours of the moment, {"above": ..., "below": ...} for the two
        areas of a two-player graph (the window's theme may change at any time)."""
        super().__init__(parent)
        self._colours = colours
        self.plies = 0
        self.series: list[Series] = []
        self.marks: dict[int, QColor] = {}
        self.exact: set[int] = set()
        self.current = 0
        self.caption = ""
        self.above_text = self.below_text = self.exact_text = ""
        self.describe: Callable[[int], str] = lambda ply: ""
        self.setMinimumSize(220, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:
        return QSize(320, 220)

    # -- data ------------------------------------------------------------------------------
    def set_data(self, plies: int, series: list[Series], marks: dict[int, QColor], exact=()) -> None:
        """``plies``: the last ply (x runs 0..plies); ``marks``: plies to dot in a colour;
        ``exact``: the plies whose values are exact."""
        self.plies, self.series, self.marks, self.exact = plies, list(series), dict(marks), set(exact)
        self.update()

    def set_current(self, ply: int) -> None:
        if ply != self.current:
            self.current = ply
            self.update()

    def set_texts(self, caption: str, above: str = "", below: str = "", exact: str = "") -> None:
        """The caption over the graph, what the areas above and below zero mean, and the key's
        words for the casing of exact values."""
        self.caption, self.above_text, self.below_text, self.exact_text = caption, above, below, exact
        self.update()

    # -- geometry ----------------------------------------------------------------------------
    def _bound(self) -> int:
        """The largest margin on the y axis: every known value fits, and at least 2 seeds."""
        values = [abs(v) for s in self.series for v in s.values if v is not None]
        return max(2, *values) if values else 2

    def plot_rect(self) -> QRectF:
        metrics = self.fontMetrics()
        bound = self._bound()
        label_width = max(metrics.horizontalAdvance(f"+{bound * 2}"), metrics.horizontalAdvance("0"))
        top = self._caption_height() + (metrics.height() * 1.2 if len(self.series) > 2 else 0) + 6
        return QRectF(label_width + 10, top, max(10, self.width() - label_width - 22),
                      max(10, self.height() - top - metrics.height() - 12))

    def _caption_rect(self) -> QRectF:
        return QRectF(4, 0, max(10, self.width() - 8), 1000)

    def _caption_height(self) -> float:
        if not self.caption:
            return 0
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        return self.fontMetrics().boundingRect(self._caption_rect().toRect(), flags, self.caption).height() + 2

    def _x(self, plot: QRectF, ply: float) -> float:
        return plot.left() + plot.width() * ply / max(1, self.plies)

    def _y(self, plot: QRectF, value: float, bound: float) -> float:
        return plot.center().y() - plot.height() / 2 * value / bound

    def ply_at(self, x: float) -> int:
        plot = self.plot_rect()
        share = (x - plot.left()) / plot.width() if plot.width() else 0
        return max(0, min(self.plies, round(share * self.plies)))

    # -- painting ----------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        plot = self.plot_rect()
        text = palette.color(QPalette.ColorRole.Text)
        metrics = self.fontMetrics()
        bound: float = self._bound()
        step_y, bound = margin_axis(bound, plot.height(), metrics.height() * 1.4)
        colours = self._colours()
        if len(self.series) <= 2:
            painter.fillRect(QRectF(plot.left(), plot.top(), plot.width(), plot.height() / 2), _faint(colours["above"]))
            painter.fillRect(QRectF(plot.left(), plot.center().y(), plot.width(), plot.height() / 2), _faint(colours["below"]))
        self._axes(painter, plot, bound, step_y, text)
        self._current_mark(painter, plot, text)
        for series in self.series:
            self._casing(painter, plot, bound, series, text)
        for series in self.series:
            self._line(painter, plot, bound, series)
        for ply, colour in self.marks.items():
            value = self.series[0].values[ply] if self.series and ply < len(self.series[0].values) else None
            if value is not None and len(self.series) == 1:
                painter.setPen(QPen(text, 1.5))
                painter.setBrush(colour)
                painter.drawEllipse(QPointF(self._x(plot, ply), self._y(plot, value, bound)), 5.5, 5.5)
        self._texts(painter, plot, text)
        painter.end()

    def _axes(self, painter: QPainter, plot: QRectF, bound: float, step_y: float, text: QColor) -> None:
        metrics = self.fontMetrics()
        grid = QColor(text)
        grid.setAlpha(60)
        value = -bound
        while value <= bound + 1e-9:
            y = self._y(plot, value, bound)
            painter.setPen(QPen(text if value == 0 else grid, 2 if value == 0 else 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            label = f"{value:+g}" if value else "0"
            painter.setPen(text)
            painter.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            value += step_y
        widest = metrics.horizontalAdvance(str(max(self.plies, 1)))
        step_x = max(1.0, tick_step(max(1, self.plies), plot.width(), widest + metrics.horizontalAdvance("  ")))
        ply = 0.0
        while ply <= self.plies:
            x = self._x(plot, ply)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            painter.setPen(text)
            painter.drawText(QRectF(x - widest, plot.bottom() + 4, 2 * widest, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, f"{ply:g}")
            ply += step_x
        painter.setPen(QPen(grid, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(plot)

    def _current_mark(self, painter: QPainter, plot: QRectF, colour: QColor) -> None:
        x = self._x(plot, self.current)
        colour = QColor(colour)
        colour.setAlpha(170)
        painter.setPen(QPen(colour, 2, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))

    def _path(self, plot: QRectF, bound: float, values: list, plies) -> QPainterPath:
        """The line through ``values`` at ``plies``, broken where a ply is missing or unknown."""
        path = QPainterPath()
        drawing = False
        for ply in range(len(values)):
            value = values[ply]
            if value is None or ply not in plies:
                drawing = False
                continue
            point = QPointF(self._x(plot, ply), self._y(plot, value, bound))
            if drawing:
                path.lineTo(point)
            else:
                path.moveTo(point)
                drawing = True
        return path

    def _casing(self, painter: QPainter, plot: QRectF, bound: float, series: Series, text: QColor) -> None:
        """Under the line where its values are exact: a wider line in the text's colour, a
        square at an exact ply whose neighbours are not."""
        if not self.exact:
            return
        painter.setPen(QPen(text, LINE_WIDTH + 2 * CASING, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path(plot, bound, series.values, self.exact))
        side = LINE_WIDTH + 2 * CASING + 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(text)
        for ply in self.exact:
            value = series.values[ply] if ply < len(series.values) else None
            if value is not None and ply - 1 not in self.exact and ply + 1 not in self.exact:
                painter.drawRect(QRectF(self._x(plot, ply) - side / 2, self._y(plot, value, bound) - side / 2, side, side))

    def _line(self, painter: QPainter, plot: QRectF, bound: float, series: Series) -> None:
        painter.setPen(QPen(series.colour, LINE_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path(plot, bound, series.values, range(len(series.values))))
        if self.current < len(series.values) and series.values[self.current] is not None:
            painter.setBrush(series.colour)
            painter.drawEllipse(QPointF(self._x(plot, self.current), self._y(plot, series.values[self.current], bound)), 5, 5)

    def _texts(self, painter: QPainter, plot: QRectF, text: QColor) -> None:
        metrics = self.fontMetrics()
        painter.setPen(text)
        if self.caption:
            painter.drawText(self._caption_rect(), Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, self.caption)
        inner = plot.adjusted(6, 3, -6, -3)
        paper = self.palette().color(QPalette.ColorRole.Base)
        paper.setAlpha(200)
        key = self._key(painter, inner, paper, text)
        painter.setPen(text)
        if len(self.series) > 2:
            x = 4.0
            y = self._caption_height() + 2
            for series in self.series:
                painter.fillRect(QRectF(x, y + metrics.height() * 0.35, 18, 4), series.colour)
                painter.drawText(QPointF(x + 22, y + metrics.ascent()), series.name)
                x += 30 + metrics.horizontalAdvance(series.name)
            return
        for words, align, room in ((self.above_text, Qt.AlignmentFlag.AlignTop, inner.width() - key),
                                   (self.below_text, Qt.AlignmentFlag.AlignBottom, inner.width())):
            if words:
                words = metrics.elidedText(words, Qt.TextElideMode.ElideRight, int(room))
                box = painter.boundingRect(inner, align | Qt.AlignmentFlag.AlignRight, words)
                # On a veil of the background: the line may pass under the words.
                painter.fillRect(box.adjusted(-3, 0, 3, 0), paper)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, words)

    def _key(self, painter: QPainter, inner: QRectF, paper: QColor, text: QColor) -> float:
        """The key of the casing in the plot's top left corner, while any value is exact: a
        cased stretch of line and its words, on a veil. The width it takes (0: none)."""
        if not self.exact or not self.exact_text or not self.series:
            return 0.0
        metrics = self.fontMetrics()
        sample = 2.2 * metrics.height()
        words = metrics.elidedText(self.exact_text, Qt.TextElideMode.ElideRight,
                                   int(max(0.0, inner.width() / 2 - sample - 6)))
        box = QRectF(inner.left(), inner.top(), sample + 6 + metrics.horizontalAdvance(words), metrics.height())
        painter.fillRect(box.adjusted(-3, 0, 3, 0), paper)
        y = box.center().y()
        for colour, width in ((text, LINE_WIDTH + 2 * CASING), (self.series[0].colour, LINE_WIDTH)):
            painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawLine(QPointF(box.left() + CASING, y), QPointF(box.left() + sample - CASING, y))
        painter.setPen(text)
        painter.drawText(box.adjusted(sample + 6, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, words)
        return box.width() + 12

    # -- input -------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.plyChosen.emit(self.ply_at(event.position().x()))

    def mouseMoveEvent(self, event) -> None:
        text = self.describe(self.ply_at(event.position().x()))
        if text:
            QToolTip.showText(event.globalPosition().toPoint(), text, self)
        else:
            QToolTip.hideText()


def _faint(colour: QColor) -> QColor:
    faint = QColor(colour)
    faint.setAlpha(38)
    return faint
