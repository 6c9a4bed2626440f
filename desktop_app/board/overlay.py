"""The path overlay: where the move shown went, drawn over the board for a class to follow.

Up to the step shown: each drop numbered in order (a hole sown on several laps shows every
number), an arrow for each hop of the hand, a circling mark on the holes that relayed, a ring
on captured holes, and a hatched ring on holes out of play. It reads the animator's frames,
so stepping back and forth redraws it, and it knows no rules.
"""

from __future__ import annotations

import math

import shiboken6
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from .items import HOLE_R, PITCH

OVERLAY_Z = 75.0  # above resting seeds and the hand, below seeds in flight
RELAY_ARC_START, RELAY_ARC_SPAN = 190, 290  # degrees, counter-clockwise from 3 o'clock


def path_of(frames, step: int) -> dict:
    """What the overlay draws for ``frames[1..step]``: drops, hops, relays, captures."""
    drops: dict[str, list[int]] = {}
    hops: list[tuple[str, str]] = []
    relays: list[str] = []
    captures: list[str] = []
    previous = None
    number = 0
    for frame in frames[1:step + 1]:
        for event in frame.events:
            if event.kind in ("lift", "relay"):
                previous = event.hole
                if event.kind == "relay":
                    relays.append(event.hole)
            elif event.kind == "sow":
                number += 1
                drops.setdefault(event.hole, []).append(number)
                if previous is not None and previous != event.hole and (previous, event.hole) not in hops:
                    hops.append((previous, event.hole))
                previous = event.hole
            elif event.kind == "capture":
                captures.append(event.hole)
    return {"drops": drops, "hops": hops, "relays": relays, "captures": captures}


class PathOverlay(QGraphicsObject):
    def __init__(self, scene) -> None:
        super().__init__()
        self._scene = scene
        self.path = path_of([], 0)
        self.closed: frozenset[str] = frozenset()
        self.setZValue(OVERLAY_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(self)

    def boundingRect(self) -> QRectF:
        return self._scene.sceneRect()

    def show_path(self, frames, step: int) -> None:
        self.path = path_of(frames, step)
        self.closed = frames[step].closed if frames else frozenset()
        self.update()

    def _centre(self, label: str) -> QPointF:
        return self._scene.holes[label].pos()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        theme = self._scene.theme
        ink, paper = theme.color("label_text"), theme.color("window")
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        holes = self._scene.holes
        for label in self.closed & holes.keys():
            painter.setPen(QPen(ink, 3, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(128, 128, 128, 90))
            painter.drawEllipse(self._centre(label), HOLE_R + 6, HOLE_R + 6)
        for a, b in self.path["hops"]:
            self._arrow(painter, self._centre(a), self._centre(b), ink)
        for label in self.path["captures"]:
            painter.setPen(QPen(theme.color("selected"), 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(self._centre(label), HOLE_R + 9, HOLE_R + 9)
        for label in self.path["relays"]:
            self._relay_mark(painter, self._centre(label), theme.color("highlight"))
        for label, numbers in self.path["drops"].items():
            centre = self._centre(label)
            self._numbers(painter, centre, numbers, centre.y() < PITCH, ink, paper, theme.label_scale)

    @staticmethod
    def _arrow(painter: QPainter, a: QPointF, b: QPointF, colour: QColor) -> None:
        """A short arrow in the gap between two holes, pointing from ``a`` to ``b``."""
        line = QLineF(a, b)
        unit = line.unitVector()
        d = QPointF(unit.dx(), unit.dy())
        start, end = a + d * (HOLE_R - 2), b - d * (HOLE_R - 2)
        if QLineF(start, end).length() < 14:
            middle = (a + b) / 2
            start, end = middle - d * 9, middle + d * 9
        pen = QPen(colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(start, end)
        angle = math.atan2(d.y(), d.x())
        head = QPainterPath(end + d * 6)
        for turn in (2.5, -2.5):
            head.lineTo(end + QPointF(math.cos(angle + turn), math.sin(angle + turn)) * 14)
        head.closeSubpath()
        painter.setBrush(colour)
        painter.setPen(QPen(colour, 1))
        painter.drawPath(head)

    @staticmethod
    def _relay_mark(painter: QPainter, centre: QPointF, colour: QColor) -> None:
        """A circling arrow round the hole: the seeds went round again from here. It ends at
        the upper left, clear of the count badge (outer right) and the drop numbers."""
        r = HOLE_R + 12
        rect = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        end = math.radians(RELAY_ARC_START + RELAY_ARC_SPAN)
        painter.drawArc(rect, RELAY_ARC_START * 16, RELAY_ARC_SPAN * 16)
        # On screen (y down), the point at angle a and the counter-clockwise tangent there.
        point = centre + QPointF(math.cos(end), -math.sin(end)) * r
        tangent = QPointF(-math.sin(end), -math.cos(end))
        normal = QPointF(math.cos(end), -math.sin(end))
        head = QPainterPath(point + tangent * 14)
        head.lineTo(point - tangent * 6 + normal * 12)
        head.lineTo(point - tangent * 6 - normal * 12)
        head.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(head)

    @staticmethod
    def _numbers(painter: QPainter, centre: QPointF, numbers: list[int], top_row: bool, ink: QColor,
                 paper: QColor, scale: float) -> None:
        """The drop numbers on a badge toward the board's middle line (the count badge is on the
        outer side): left of centre for the top row, right for the bottom row, so that the two
        rows' badges do not meet in the gap between them."""
        inward = QPointF(-HOLE_R * 0.78, HOLE_R * 0.78) if top_row else QPointF(HOLE_R * 0.78, -HOLE_R * 0.78)
        number_badge(painter, centre + inward, " · ".join(map(str, numbers)), ink, paper, scale)


def number_badge(painter: QPainter, at: QPointF, text: str, fill: QColor, ink: QColor, scale: float,
                 rim: QColor | None = None) -> None:
    """``text`` in bold ``ink`` on a rounded badge of ``fill`` centred at ``at``, outlined in
    ``rim`` (by default ``ink``; a coloured rim is drawn thicker)."""
    size = 15 * scale
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size))
    painter.setFont(font)
    width = max(2 * size * 0.75, painter.fontMetrics().horizontalAdvance(text) + size * 0.8)
    height = size * 1.5
    rect = QRectF(at.x() - width / 2, at.y() - height / 2, width, height)
    painter.setPen(QPen(ink, 2) if rim is None else QPen(rim, 3.5))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, height / 2, height / 2)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class OverlayController:
    """Keeps a path overlay on the window's board while it is switched on."""

    def __init__(self, window) -> None:
        self.window = window
        self.enabled = False
        self._item: PathOverlay | None = None
        window.animator.stepChanged.connect(self._refresh)
        window.controller.changed.connect(self._refresh)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self._refresh()

    def _refresh(self, *_args) -> None:
        scene = self.window.scene
        # The scene deletes every item when it builds a new board.
        if self._item is not None and not shiboken6.isValid(self._item):
            self._item = None
        if not self.enabled or not scene.holes:
            if self._item is not None:
                scene.removeItem(self._item)
                self._item = None
            return
        if self._item is None:
            self._item = PathOverlay(scene)
        animator = self.window.animator
        self._item.show_path(animator.frames, animator.step if animator.frames else 0)

    @property
    def item(self) -> PathOverlay | None:
        return self._item
