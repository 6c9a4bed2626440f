"""Pictures the board's items copy rather than draw: hole bodies, count badges and seed sprites,
each drawn once per look and scale (the caches are keyed by colour and size, so another theme
simply draws its own)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap, QRadialGradient, QTransform

from .painting import device_scale, ellipse, is_vector, outline, paint_text, ring, rounded, solid, transparent_pixmap

PITCH = 100.0      # distance between hole centres, in scene units
HOLE_R = 40.0
SEED_R = 8.5


def badge_rect(centre: QPointF, radius: float, text: str) -> QRectF:
    """Where ``badge`` draws the tag of ``text``: wider for more digits."""
    width = max(2 * radius, radius * 0.9 * len(text) + radius)
    return QRectF(centre.x() - width / 2, centre.y() - radius, width, 2 * radius)


def badge(painter: QPainter, centre: QPointF, radius: float, colour: QColor, text: str,
           text_colour: QColor) -> None:
    """A count on a rounded tag in a player's colour."""
    rect = badge_rect(centre, radius, text)

    def draw(painter: QPainter) -> None:
        shape = rounded(rect, radius)
        painter.fillPath(shape, solid(colour))
        painter.strokePath(shape, outline(QColor(0, 0, 0, 120), radius * 0.12))
        paint_text(painter, rect, radius * 1.3, text_colour, text)

    # Margins for the outline's antialiasing.
    PICTURES.paint(painter, rect.adjusted(-2, -2, 2, 2), ("badge", radius, colour.rgba(), text, text_colour.rgba()),
                    draw)


class Pictures:
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


PICTURES = Pictures()

SEED_RECT = QRectF(-SEED_R - 1, -SEED_R - 1, 2 * SEED_R + 4, 2 * SEED_R + 5)
SEED_TURNS = 12  # pebble orientations: enough to look random, few enough to draw once each


class HoleBody:
    """A hole's glow, rim and depth (or lid): all of it that is the same in many holes."""

    COLOURS = ("hole_rim_light", "hole_outer", "hole_inner", "board_light", "closed_lid", "board_edge", "halo")
    GLOW_AT, GLOW_WIDTH = HOLE_R + 8, 5.0  # the glow's ring, just outside the rim, with its dark edges
    RADIUS = HOLE_R + 14  # all of it, with room for the antialiasing
    RECT = QRectF(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS)

    @classmethod
    def draw(cls, painter: QPainter, look: tuple) -> None:
        owner, glow, closed, rim_light, outer, inner, board_light, closed_lid, board_edge, halo = look
        centre = QPointF(0, 0)
        if glow is not None:
            ring(painter, centre, cls.GLOW_AT, QColor.fromRgba(glow), QColor(halo), cls.GLOW_WIDTH)
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


class SeedSprites:
    """Seeds drawn once per colour and orientation at the view's scale, then copied: a board
    redrawn after a resize or a new game paints 80 seeds by copying a few dozen small images.

    The sprites of the seeds on the board (see ``expect``) are drawn together, side by side in
    one image with a single painter, which is much quicker than one image and one painter each
    (docs/performance.md, "Start-up to the first frame")."""

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


SPRITES = SeedSprites()


def expect_seeds(keys) -> None:
    """The ``sprite_key`` of every seed on the board (see SeedSprites.expect)."""
    SPRITES.expect(keys)
