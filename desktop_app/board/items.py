"""The board's graphics items. They draw themselves and report clicks; they know no rules."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .painting import TEXT_LINE, device_scale, ellipse, fitted_size, outline, paint_text, ring, rounded, solid, text_width
from .pictures import HOLE_R, PICTURES, PITCH, SEED_R, SEED_RECT, SEED_TURNS, SPRITES, HoleBody, badge, badge_rect
from .theme import Theme

# Counts and labels grow with the text size up to these sizes (scene units), which the board's
# layout has room for: two-digit counts of neighbouring holes stay apart, a label stays between
# its hole's count and the board's edge (or a store), whatever the text size.
BADGE_MAX = 24.0
LABEL_MAX = 24.0
BADGE_AT = HOLE_R * 0.78  # a hole's count sits on its rim, this far out along each axis
LABEL_GAP = BADGE_AT + BADGE_MAX + 2  # from a hole's centre to the near edge of its label, at most
GOLDEN_ANGLE = math.pi * (3 - math.sqrt(5))


def _hash01(seed_id: int, salt: int) -> float:
    """A deterministic pseudo-random number in [0, 1) for a seed."""
    return ((seed_id * 2654435761 + salt * 40503) & 0xFFFF) / 65536.0


def spread(slot: int, seed_id: int, rx: float, ry: float, seed_r: float = SEED_R) -> QPointF:
    """A seed's resting offset from the centre of an elliptic place of radii rx, ry.

    A sunflower spiral fills the place evenly; once a layer is full the next one lies on
    top, turned and slightly smaller, as a pile would. A little jitter from the seed's id
    makes it look natural, and everything is deterministic.
    """
    capacity = max(1, int((rx - seed_r) * (ry - seed_r) / (1.1 * seed_r * seed_r)))
    layer, j = divmod(slot, capacity)
    shrink = 0.8 ** min(layer, 4)
    radius = math.sqrt((j + 0.5) / capacity) * shrink
    angle = j * GOLDEN_ANGLE + layer * 1.3
    jitter = seed_r * 0.25
    return QPointF(
        radius * (rx - seed_r) * math.cos(angle) + (_hash01(seed_id, 1) - 0.5) * jitter,
        radius * (ry - seed_r) * math.sin(angle) + (_hash01(seed_id, 2) - 0.5) * jitter,
    )



class BoardItem(QGraphicsItem):
    """The wooden board: a rounded slab with grain, painted once into a cache (see
    BoardScene.cache_items)."""

    def __init__(self, rect: QRectF, theme: Theme) -> None:
        super().__init__()
        self._rect = rect
        self._theme = theme
        self.setZValue(-10)

    def restyle(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    @property
    def frame(self) -> QRectF:
        """The board's edge: every label and count lies inside it."""
        return self._rect

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 10, 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        t = self._theme
        r = self._rect
        radius = PITCH * 0.35
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(rounded(r.translated(5, 9), radius), solid(QColor(0, 0, 0, 90)))
        gradient = QLinearGradient(r.topLeft(), r.bottomLeft())
        gradient.setColorAt(0, t.color("board_light"))
        gradient.setColorAt(1, t.color("board_dark"))
        path = rounded(r, radius)
        painter.fillPath(path, QBrush(gradient))
        # Grain: long wavy strokes, the same every time (fixed random seed). Faint enough to need
        # no antialiasing, which made them the most costly part of the first frame
        # (docs/performance.md, "Start-up to the first frame").
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setClipPath(path)
        rng = random.Random(7)
        grain = t.color("grain")
        for _ in range(int(r.height() / 7)):
            y = rng.uniform(r.top(), r.bottom())
            grain.setAlpha(rng.randint(25, 70))
            pen = outline(grain, rng.uniform(0.6, 2.2))
            stroke = QPainterPath(QPointF(r.left(), y))
            x = r.left()
            while x < r.right():
                step = rng.uniform(60, 160)
                stroke.quadTo(QPointF(x + step / 2, y + rng.uniform(-5, 5)), QPointF(x + step, y))
                x += step
                y += rng.uniform(-1.5, 1.5)
            painter.strokePath(stroke, pen)
        painter.restore()
        # The edge goes over the grain: it hides the steps of the unantialiased clip.
        painter.strokePath(path, outline(t.color("board_edge"), 3))
        # A soft bevel along the top edge.
        painter.strokePath(rounded(r.adjusted(3, 3, -3, -3), radius - 3), outline(QColor(255, 240, 210, 70), 2))


class HoleItem(QGraphicsObject):
    """One hole: depth shading, owner colour, count badge and label; reports clicks."""

    clicked = Signal(str)
    hovered = Signal(str, bool)

    def __init__(self, label: str, owner_colour: QColor, label_below: bool, theme: Theme) -> None:
        super().__init__()
        self.label = label
        self._owner = owner_colour
        self._label_below = label_below
        self._theme = theme
        self.count = 0
        self.legal = False
        self.landing = False
        self.selected = False
        self.closed = False
        self.refused = False
        self.hinted = False
        self.opened = False
        self.setAcceptHoverEvents(True)
        self._bounds = self._bounds_for(theme)

    @staticmethod
    def _sizes(theme: Theme) -> tuple[float, float]:
        """The count's radius and the label's size in ``theme``."""
        return min(13 * theme.count_scale, BADGE_MAX), min(18 * theme.label_scale, LABEL_MAX)

    @classmethod
    def _bounds_for(cls, theme: Theme) -> QRectF:
        radius, size = cls._sizes(theme)
        m = max(BADGE_AT + radius + 2 + size * TEXT_LINE, BADGE_AT + 1.5 * radius, HOLE_R + 12) + 4
        return QRectF(-m, -m, 2 * m, 2 * m)

    def badge_rect(self) -> QRectF:
        """Where the count is drawn, in the item's coordinates."""
        side = 1 if self._label_below else -1
        return badge_rect(QPointF(BADGE_AT, side * BADGE_AT), self._sizes(self._theme)[0], str(self.count))

    def label_rect(self) -> QRectF:
        """Where the label is drawn: beyond the count, toward the board's edge."""
        radius, size = self._sizes(self._theme)
        width, height = text_width(self.label, size), size * TEXT_LINE
        gap = BADGE_AT + radius + 2
        return QRectF(-width / 2, gap if self._label_below else -gap - height, width, height)

    def restyle(self, theme: Theme, owner_colour: QColor) -> None:
        """Another look: its colours and the size of its label and count."""
        self.prepareGeometryChange()
        self._theme, self._owner = theme, owner_colour
        self._bounds = self._bounds_for(theme)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), HOLE_R + 4, HOLE_R + 4)
        return path

    def set_state(self, **changes) -> None:
        """Change any of count, legal, landing, selected, closed, refused, hinted, opened; repaint
        if needed."""
        if any(getattr(self, key) != value for key, value in changes.items()):
            for key, value in changes.items():
                setattr(self, key, value)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        t = self._theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = QPointF(0, 0)
        glow = ("refused" if self.refused else "selected" if self.selected else "highlight"
                if self.legal else None)
        look = (self._owner.rgba(), glow and t.color(glow).rgba(), self.closed,
                *(getattr(t, name) for name in HoleBody.COLOURS))
        PICTURES.paint(painter, HoleBody.RECT, ("hole", *look), lambda painter: HoleBody.draw(painter, look))
        if self.landing:
            # Dashes of 4 and gaps of 2 pen widths, as Qt's dashed line.
            painter.strokePath(ellipse(centre, HOLE_R + 7), outline(t.color("landing"), 5, (4.0, 2.0)))
        if self.hinted:  # over the glow, in its place
            ring(painter, centre, HoleBody.GLOW_AT, t.color("hint"), t.color("halo"), HoleBody.GLOW_WIDTH)
        # The count sits on the rim, toward the outside of the board, clear of the seeds.
        side = 1 if self._label_below else -1
        radius, size = self._sizes(t)
        badge(painter, QPointF(BADGE_AT, side * BADGE_AT), radius, self._owner, str(self.count), t.color("count_text"))
        if self.opened:
            # A small dot on the rim, across from the count: present, but not louder than it.
            dot = ellipse(QPointF(-HOLE_R * 0.8, side * HOLE_R * 0.8), 6 * min(t.count_scale, 2.0))
            painter.fillPath(dot, solid(t.color("label_text")))
            painter.strokePath(dot, outline(QColor(0, 0, 0, 150), 1.5))
        paint_text(painter, self.label_rect(), size, t.color("label_text"), self.label)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.shape().contains(event.pos()):
            self.clicked.emit(self.label)

    def hoverEnterEvent(self, event) -> None:
        self.hovered.emit(self.label, True)

    def hoverLeaveEvent(self, event) -> None:
        self.hovered.emit(self.label, False)



class SeedItem(QGraphicsObject):
    """One seed: a small glossy pebble. Its identity lasts the whole game."""

    def __init__(self, seed_id: int, colour: QColor) -> None:
        super().__init__()
        self.seed_id = seed_id
        self._colour = colour
        # Clicks need no refusing here: an item that ignores a press (the default) passes it to
        # the hole beneath.
        self._turn = int(_hash01(seed_id, 3) * SEED_TURNS)

    def restyle(self, colour: QColor) -> None:
        if colour != self._colour:
            self._colour = colour
            self.update()

    @property
    def sprite_key(self) -> tuple[QColor, int]:
        return self._colour, self._turn

    def boundingRect(self) -> QRectF:
        return SEED_RECT

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # The sprite is drawn at the painter's scale, so it is copied pixel for pixel (an export
        # to SVG or a picture of another size draws at its own scale).
        atlas, source = SPRITES.get(self._colour, self._turn, device_scale(painter))
        painter.drawPixmap(SEED_RECT, atlas, source)


class HeapItem(QGraphicsObject):
    """A tray where a player's captured seeds (or Bechi store) pile up, with a count."""

    def __init__(self, rect: QRectF, caption_box: QRectF, colour: QColor, caption: str, theme: Theme) -> None:
        """``caption_box``: the room the board gives the caption (the scene's layout)."""
        super().__init__()
        self.rect = rect
        self.caption_box = caption_box
        self._colour = colour
        self.caption = caption
        self._theme = theme
        self.count = 0
        self.setZValue(-5)
        self._bounds = self._bounds_for(theme)

    def _bounds_for(self, theme: Theme) -> QRectF:
        r = self.rect
        badge_room = 1.5 * BADGE_MAX
        return r.united(self.caption_box).adjusted(-badge_room, -4, badge_room, badge_room + 6)

    def _badge_centre(self) -> QPointF:
        r = self.rect
        return QPointF(r.center().x(), r.bottom() + 4) if self._tall else QPointF(r.right() + 6, r.center().y())

    def badge_rect(self) -> QRectF:
        """Where the count is drawn (the item's coordinates are the scene's)."""
        return badge_rect(self._badge_centre(), min(15 * self._theme.count_scale, BADGE_MAX), str(self.count))

    def caption_rect(self) -> QRectF:
        """Where the caption is drawn: in its box, as large as the text size asks or the box allows;
        just above a tall heap, centred on it; from the left of the box beside a wide one."""
        box = self.caption_box
        size = self._caption_size()
        width, height = text_width(self.caption, size), size * TEXT_LINE
        if self._tall:
            return QRectF(self.rect.center().x() - width / 2, box.bottom() - height, width, height)
        return QRectF(box.left(), self.rect.center().y() - height / 2, width, height)

    def _caption_size(self) -> float:
        box = self.caption_box
        return fitted_size(self.caption, 16 * self._theme.label_scale, box.width(), box.height())

    def restyle(self, theme: Theme, colour: QColor) -> None:
        """Another look: its colours and the size of its caption and count."""
        self.prepareGeometryChange()
        self._theme, self._colour = theme, colour
        self._bounds = self._bounds_for(theme)
        self.update()

    @property
    def radii(self) -> tuple[float, float]:
        return self.rect.width() / 2 - 4, self.rect.height() / 2 - 4

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    @property
    def _tall(self) -> bool:
        return self.rect.height() > self.rect.width()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        t = self._theme
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(r.width(), r.height()) / 2
        depth = QLinearGradient(r.topLeft(), r.bottomLeft())
        depth.setColorAt(0, t.color("hole_inner"))
        depth.setColorAt(1, t.color("hole_outer"))
        tray = rounded(r, radius)
        painter.fillPath(tray, QBrush(depth))
        painter.strokePath(tray, outline(self._colour, 4))
        paint_text(painter, self.caption_rect(), self._caption_size(), t.color("label_text"), self.caption)
        badge(painter, self._badge_centre(), min(15 * t.count_scale, BADGE_MAX), self._colour, str(self.count),
              t.color("count_text"))


class HandItem(QGraphicsObject):
    """A soft shadow under the seeds in the mover's hand, with how many are left."""

    _BOUNDS = QRectF(-40, -40, 80, 95)

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self._theme = theme
        self.count = 0
        self.setZValue(50)

    def restyle(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.setVisible(count > 0)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._BOUNDS

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shadow = QRadialGradient(QPointF(4, 8), 34)
        shadow.setColorAt(0, QColor(0, 0, 0, 110))
        shadow.setColorAt(1, QColor(0, 0, 0, 0))
        painter.fillPath(ellipse(QPointF(4, 8), 34), QBrush(shadow))
        badge(painter, QPointF(0, 42), 11, QColor(30, 30, 30, 220), str(self.count), QColor("white"))
