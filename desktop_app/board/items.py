"""The board's graphics items. They draw themselves and report clicks; they know no rules."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import (
    QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient, QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .painting import device_scale, ellipse, is_vector, outline, paint_text, rounded, solid, transparent_pixmap
from .theme import Theme

PITCH = 100.0      # distance between hole centres, in scene units
HOLE_R = 40.0
SEED_R = 8.5
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


def _badge(painter: QPainter, centre: QPointF, radius: float, colour: QColor, text: str,
           text_colour: QColor) -> None:
    """A count on a rounded tag in a player's colour."""
    width = max(2 * radius, radius * 0.9 * len(text) + radius)
    rect = QRectF(centre.x() - width / 2, centre.y() - radius, width, 2 * radius)

    def draw(painter: QPainter) -> None:
        shape = rounded(rect, radius)
        painter.fillPath(shape, solid(colour))
        painter.strokePath(shape, outline(QColor(0, 0, 0, 120), radius * 0.12))
        paint_text(painter, rect, radius * 1.3, text_colour, text)

    # Margins for the outline's antialiasing.
    _PICTURES.paint(painter, rect.adjusted(-2, -2, 2, 2), ("badge", radius, colour.rgba(), text, text_colour.rgba()),
                    draw)


class _Pictures:
    """Pictures drawn once per key at the view's scale, then copied. A board repeats a few looks
    many times: the twelve holes of a first frame have two bodies (the mover's, glowing, and the
    other player's) and two count badges."""

    def __init__(self) -> None:
        self._scale = 0.0
        self._pictures: dict[tuple, QPixmap] = {}

    def paint(self, painter: QPainter, rect: QRectF, key: tuple, draw) -> None:
        """Copy the picture ``key`` into ``rect``, first drawn there by ``draw(painter)``. An
        SVG gets the shapes themselves (painting.is_vector)."""
        if is_vector(painter):
            draw(painter)
            return
        scale = device_scale(painter)
        if scale != self._scale:  # the view was resized: the old sizes will not come back
            self._scale, self._pictures = scale, {}
        picture = self._pictures.get(key)
        if picture is None:
            width, height = max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale))
            picture = transparent_pixmap(width, height)
            picture_painter = QPainter(picture)
            picture_painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            picture_painter.scale(width / rect.width(), height / rect.height())
            picture_painter.translate(-rect.topLeft())
            draw(picture_painter)
            picture_painter.end()
            self._pictures[key] = picture
        painter.drawPixmap(rect, picture, QRectF(picture.rect()))


_PICTURES = _Pictures()


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

    def boundingRect(self) -> QRectF:  # noqa: N802
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
        # no antialiasing, which made them cost 60 ms, most of the first frame.
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
    def _bounds_for(theme: Theme) -> QRectF:
        m = HOLE_R + 26 * theme.label_scale + 14
        return QRectF(-m, -m, 2 * m, 2 * m)

    def restyle(self, theme: Theme, owner_colour: QColor) -> None:
        """Another look: its colours and the size of its label and count."""
        self.prepareGeometryChange()
        self._theme, self._owner = theme, owner_colour
        self._bounds = self._bounds_for(theme)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
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
                *(getattr(t, name) for name in _HoleBody.COLOURS))
        _PICTURES.paint(painter, _HoleBody.RECT, ("hole", *look), lambda painter: _HoleBody.draw(painter, look))
        if self.landing:
            # Dashes of 4 and gaps of 2 pen widths, as Qt's dashed line.
            painter.strokePath(ellipse(centre, HOLE_R + 7), outline(t.color("landing"), 5, (4.0, 2.0)))
        if self.hinted:
            painter.strokePath(ellipse(centre, HOLE_R + 9), outline(t.color("hint"), 7))
        # The count sits on the rim, toward the outside of the board, clear of the seeds.
        side = 1 if self._label_below else -1
        scale = t.count_scale
        _badge(painter, QPointF(HOLE_R * 0.78, side * HOLE_R * 0.78), 13 * scale,
               self._owner, str(self.count), t.color("count_text"))
        if self.opened:
            # A small dot on the rim, across from the count: present, but not louder than it.
            dot = ellipse(QPointF(-HOLE_R * 0.8, side * HOLE_R * 0.8), 6 * scale)
            painter.fillPath(dot, solid(t.color("label_text")))
            painter.strokePath(dot, outline(QColor(0, 0, 0, 150), 1.5))
        h = 22 * t.label_scale
        y = HOLE_R + 6 if self._label_below else -HOLE_R - 6 - h
        paint_text(painter, QRectF(-40, y, 80, h), 18 * t.label_scale, t.color("label_text"), self.label)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self.shape().contains(event.pos()):
            self.clicked.emit(self.label)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self.hovered.emit(self.label, True)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.hovered.emit(self.label, False)


SEED_RECT = QRectF(-SEED_R - 1, -SEED_R - 1, 2 * SEED_R + 4, 2 * SEED_R + 5)
SEED_TURNS = 12  # pebble orientations: enough to look random, few enough to draw once each


class _HoleBody:
    """A hole's glow, rim and depth (or lid): all of it that is the same in many holes."""

    COLOURS = ("hole_rim_light", "hole_outer", "hole_inner", "board_light", "closed_lid", "board_edge")
    RADIUS = HOLE_R + 12  # the glow's
    RECT = QRectF(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS)

    @classmethod
    def draw(cls, painter: QPainter, look: tuple) -> None:
        owner, glow, closed, rim_light, outer, inner, board_light, closed_lid, board_edge = look
        centre = QPointF(0, 0)
        if glow is not None:
            halo = QRadialGradient(centre, cls.RADIUS)
            colour = QColor.fromRgba(glow)
            halo.setColorAt(0.75, colour)
            halo.setColorAt(1.0, QColor(colour.red(), colour.green(), colour.blue(), 0))
            painter.fillPath(ellipse(centre, cls.RADIUS), QBrush(halo))
        # Rim in the owner's colour, lit from the top left.
        rim = ellipse(centre, HOLE_R + 2)
        painter.fillPath(rim, solid(QColor(rim_light)))
        painter.strokePath(rim, outline(QColor.fromRgba(owner), 4))
        inside = ellipse(centre, HOLE_R - 1)
        if closed:
            lid = QRadialGradient(QPointF(-HOLE_R * 0.3, -HOLE_R * 0.4), HOLE_R * 1.4)
            lid.setColorAt(0, QColor(board_light))
            lid.setColorAt(1, QColor(closed_lid))
            painter.fillPath(inside, QBrush(lid))
            painter.strokePath(inside, outline(QColor(board_edge), 2))
            # A cross of two round-ended bars.
            d = HOLE_R * 0.45 * math.sqrt(2)
            bar = rounded(QRectF(-d - 2.5, -2.5, 2 * d + 5, 5), 2.5)
            for angle in (45, -45):
                painter.fillPath(QTransform().rotate(angle).map(bar), solid(QColor(0, 0, 0, 110)))
        else:
            # Depth: dark at the top (in the shadow of the rim), lighter at the bottom.
            depth = QRadialGradient(QPointF(0, HOLE_R * 0.25), HOLE_R * 1.05, QPointF(0, HOLE_R * 0.45))
            depth.setColorAt(0, QColor(outer))
            depth.setColorAt(0.75, QColor(inner))
            depth.setColorAt(1, QColor(20, 10, 4))
            painter.fillPath(inside, QBrush(depth))


class _SeedSprites:
    """Seeds drawn once per colour and orientation at the view's scale, then copied: a board
    redrawn after a resize or a new game paints 80 seeds by copying a few dozen small images.

    The sprites of the seeds on the board (see ``expect``) are drawn together, side by side in
    one image with a single painter: for the ~44 different sprites of a first frame that took
    less than half the time of one image and one painter each."""

    def __init__(self) -> None:
        self._scale = 0.0
        self._sprites: dict[tuple[int, int], tuple[QPixmap, QRectF]] = {}
        self._paints: dict[int, tuple[QBrush, QPen, QBrush, QBrush]] = {}
        self._expected: dict[tuple[int, int], QColor] = {}

    def expect(self, seeds) -> None:
        """The (colour, turn) of every seed on the board: the first sprite asked for at a new
        scale draws all of theirs."""
        self._expected = {(colour.rgba(), turn): colour for colour, turn in seeds}

    def get(self, colour: QColor, turn: int, scale: float) -> tuple[QPixmap, QRectF]:
        """The image holding the sprite, and the sprite's rectangle in it (``scale``: see
        painting.device_scale)."""
        if scale != self._scale:  # the view was resized: the old sizes will not come back
            self._scale, self._sprites = scale, {}
        key = (colour.rgba(), turn)
        sprite = self._sprites.get(key)
        if sprite is None:
            wanted = {k: c for k, c in self._expected.items() if k not in self._sprites}
            wanted[key] = colour
            self._draw_all(wanted, scale)
            sprite = self._sprites[key]
        return sprite

    def _paints_of(self, colour: QColor) -> tuple[QBrush, QPen, QBrush, QBrush]:
        """The pens and brushes of a pebble of ``colour``: made once per colour rather than once
        per sprite, they took a third of the time of drawing one (the first frame draws ~44)."""
        paints = self._paints.get(colour.rgba())
        if paints is None:
            body = QRadialGradient(QPointF(-SEED_R * 0.35, -SEED_R * 0.4), SEED_R * 1.5)
            body.setColorAt(0, colour.lighter(150))
            body.setColorAt(0.45, colour)
            body.setColorAt(1, colour.darker(230))
            gloss = QRadialGradient(QPointF(-SEED_R * 0.35, -SEED_R * 0.42), SEED_R * 0.45)
            gloss.setColorAt(0, QColor(255, 255, 255, 200))
            gloss.setColorAt(1, QColor(255, 255, 255, 0))
            paints = self._paints[colour.rgba()] = (
                solid(QColor(0, 0, 0, 80)), outline(colour.darker(300), 0.6), QBrush(body), QBrush(gloss),
            )
        return paints

    def _draw_all(self, wanted: dict[tuple[int, int], QColor], scale: float) -> None:
        size = SEED_RECT.size() * scale
        width, height = max(1, round(size.width())), max(1, round(size.height()))
        # Sprites are whole pixels apart, so each is drawn exactly as in an image of its own; the
        # transparent gap keeps a scaled copy from picking up its neighbour's edge.
        pitch = width + 2
        atlas = transparent_pixmap(pitch * len(wanted), height)
        painter = QPainter(atlas)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, (key, colour) in enumerate(wanted.items()):
            painter.resetTransform()
            painter.translate(i * pitch, 0)
            painter.scale(width / SEED_RECT.width(), height / SEED_RECT.height())
            painter.translate(-SEED_RECT.topLeft())
            self._draw(painter, self._paints_of(colour), key[1] * 180 / SEED_TURNS)
        painter.end()
        for i, key in enumerate(wanted):
            self._sprites[key] = (atlas, QRectF(i * pitch, 0, width, height))

    @staticmethod
    def _draw(painter: QPainter, paints: tuple[QBrush, QPen, QBrush, QBrush], angle: float) -> None:
        shadow, edge, body, gloss = paints
        painter.fillPath(ellipse(QPointF(1.5, 2.5), SEED_R, SEED_R * 0.9), shadow)
        # Slightly oval pebbles, each turned its own way.
        painter.save()
        painter.rotate(angle)
        pebble = ellipse(QPointF(0, 0), SEED_R, SEED_R * 0.86)
        painter.fillPath(pebble, body)
        painter.strokePath(pebble, edge)
        painter.restore()
        painter.fillPath(ellipse(QPointF(-SEED_R * 0.35, -SEED_R * 0.42), SEED_R * 0.45, SEED_R * 0.35), gloss)


_SPRITES = _SeedSprites()


def expect_seeds(keys) -> None:
    """The ``sprite_key`` of every seed on the board (see _SeedSprites.expect)."""
    _SPRITES.expect(keys)


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

    def boundingRect(self) -> QRectF:  # noqa: N802
        return SEED_RECT

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # The sprite is drawn at the painter's scale, so it is copied pixel for pixel (an export
        # to SVG or a picture of another size draws at its own scale).
        atlas, source = _SPRITES.get(self._colour, self._turn, device_scale(painter))
        painter.drawPixmap(SEED_RECT, atlas, source)


class HeapItem(QGraphicsObject):
    """A tray where a player's captured seeds (or Bechi store) pile up, with a count."""

    def __init__(self, rect: QRectF, colour: QColor, caption: str, theme: Theme) -> None:
        super().__init__()
        self.rect = rect
        self._colour = colour
        self.caption = caption
        self._theme = theme
        self.count = 0
        self.setZValue(-5)
        self._bounds = self._bounds_for(theme)

    def _bounds_for(self, theme: Theme) -> QRectF:
        # Room for the caption, whose size follows the label scale: above a tall heap (wider
        # than the heap itself), right of a wide one.
        k = theme.label_scale
        return self.rect.adjusted(-60 * k, -30 * k, 60 * k if self._tall else 240 * k, 30 * k)

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

    def boundingRect(self) -> QRectF:  # noqa: N802
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
        tall = self._tall
        k = t.label_scale
        # The caption above a tall heap, right of a wide one.
        caption_rect = (QRectF(r.left() - 60 * k, r.top() - 28 * k, r.width() + 120 * k, 24 * k) if tall
                        else QRectF(r.right() + 30, r.top(), 210, r.height()))
        paint_text(painter, caption_rect, 16 * k, t.color("label_text"), self.caption, centred=tall)
        badge_centre = (QPointF(r.center().x(), r.bottom() + 4) if tall
                        else QPointF(r.right() + 6, r.center().y()))
        _badge(painter, badge_centre, 15 * t.count_scale, self._colour, str(self.count), t.color("count_text"))


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

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._BOUNDS

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shadow = QRadialGradient(QPointF(4, 8), 34)
        shadow.setColorAt(0, QColor(0, 0, 0, 110))
        shadow.setColorAt(1, QColor(0, 0, 0, 0))
        painter.fillPath(ellipse(QPointF(4, 8), 34), QBrush(shadow))
        _badge(painter, QPointF(0, 42), 11, QColor(30, 30, 30, 220), str(self.count), QColor("white"))


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
        from PySide6.QtCore import Qt  # imported here: arrows are rare (see painting.py)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    _BOUNDS = QRectF(-18, -16, 36, 32)

    def restyle(self, colour: QColor) -> None:
        self._colour = colour
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
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

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        self.clicked.emit(self.key)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self._hover = True
        self.update()
        self.hovered.emit(self.key, True)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self._hover = False
        self.update()
        self.hovered.emit(self.key, False)
