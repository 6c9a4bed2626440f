"""Every colour that means something on the board (a playable hole's glow, a hole chosen for a
refill, the hint, the keyboard focus) stands at least 3:1 against what is around it, in every
look, as WCAG asks of graphics that carry meaning: measured on rendered pixels.

Each mark is a ring of its colour between two dark edges. Around the hole, in at least three
directions of four (the hole's count and label may cover the rest), the mark changes the board
under it by 3:1 or more; and the ring's colour stands 3:1 against its edges."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.board.focus import FocusRingItem
from desktop_app.board.looks import THEMES, make_theme
from desktop_app.board.pictures import HOLE_R, HoleBody
from desktop_app.board.scene import BoardScene
from desktop_app.window.presenter import board_spec
from rules import get_game

SCALE = 4.0  # pixels per scene unit
AROUND = HOLE_R + 20  # the part of the scene rendered round the hole
HOLE = "3B"
MARKS = {  # name -> (turn it on, turn it off, the ring's radius and width)
    "playable": (lambda s: s.set_legal([HOLE]), lambda s: s.set_legal([]), HoleBody.GLOW_AT, HoleBody.GLOW_WIDTH),
    "chosen": (lambda s: s.set_selected([HOLE]), lambda s: s.set_selected([]), HoleBody.GLOW_AT, HoleBody.GLOW_WIDTH),
    "hinted": (lambda s: s.set_hint([HOLE]), lambda s: s.set_hint([]), HoleBody.GLOW_AT, HoleBody.GLOW_WIDTH),
    "focus": (lambda s: s.set_focus_ring(HOLE), lambda s: s.set_focus_ring(""), FocusRingItem.RADIUS, FocusRingItem.WIDTH),
}


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance."""
    def linear(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(colour.red()) + 0.7152 * linear(colour.green()) + 0.0722 * linear(colour.blue())


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def render(scene: BoardScene) -> QImage:
    centre = scene.holes[HOLE].pos()
    image = QImage(int(2 * AROUND * SCALE), int(2 * AROUND * SCALE), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()),
                 QRectF(centre.x() - AROUND, centre.y() - AROUND, 2 * AROUND, 2 * AROUND))
    painter.end()
    return image


def pixel(image: QImage, radius: float, angle: float) -> QColor:
    return image.pixelColor(int((AROUND + radius * math.cos(angle)) * SCALE),
                            int((AROUND + radius * math.sin(angle)) * SCALE))


def looks():
    return [(name, blind) for name in THEMES for blind in (False, True)]


@pytest.fixture(scope="module")
def scenes(qapp):
    game = get_game("leb-bbut-ahbochen", holes=6)
    made = {}
    for name, blind in looks():
        scene = BoardScene(make_theme(name, blind))
        scene.setup(board_spec(game), 0)
        made[name, blind] = scene
    return made


@pytest.mark.parametrize("mark", MARKS)
@pytest.mark.parametrize(("theme", "colour_blind"), looks())
def test_a_mark_stands_3_to_1_against_the_board_and_its_colour_against_its_edges(scenes, theme, colour_blind, mark):
    on, off, radius, width = MARKS[mark]
    scene = scenes[theme, colour_blind]
    before = render(scene)
    on(scene)
    try:
        after = render(scene)
    finally:
        off(scene)
    directions = [2 * math.pi * k / 72 for k in range(72)]
    reach = [max(contrast(pixel(before, r / 4, a), pixel(after, r / 4, a)) for r in range(4 * int(HOLE_R + 3), 4 * int(HOLE_R + 16)))
             for a in directions]
    seen = sum(value >= 3 for value in reach) / len(reach)
    assert seen >= 0.75, f"{mark} in {theme}: 3:1 against the board in {seen:.0%} of directions ({sorted(reach)[len(reach) // 2]:.2f}:1 in the median)"
    left = math.pi  # the side of a hole no count or label covers
    band = pixel(after, radius, left)
    edges = [pixel(after, radius + side * (width / 2 + 1), left) for side in (-1, 1)]
    assert min(contrast(band, edge) for edge in edges) >= 3, (mark, theme, band.name(), [e.name() for e in edges])


def test_the_measure_finds_a_faint_mark(scenes):
    """The glow of old, a colour fading out over the board, stood 1.3:1 in the classroom."""
    scene = scenes["classroom", False]
    before = render(scene)
    scene.setForegroundBrush(QColor(255, 153, 0, 120))  # an orange veil over everything
    try:
        after = render(scene)
    finally:
        scene.setForegroundBrush(QColor(0, 0, 0, 0))
    assert max(contrast(pixel(before, r, 0), pixel(after, r, 0)) for r in range(44, 56)) < 3
