"""The toolbar and menu icons follow the palette when it changes while Siembra runs (a dark
desktop theme chosen), and so do the move list's rows."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from gui_helpers import settle


def _ink(icon) -> QColor:
    """The colour of an icon's most opaque pixel (its shapes are drawn in one colour)."""
    image = icon.pixmap(24, 24).toImage()
    pixels = (image.pixelColor(x, y) for x in range(24) for y in range(24))
    return max(pixels, key=lambda c: c.alpha())


def _dark() -> QPalette:
    palette = QPalette(QColor("#2d2d30"))  # a dark button colour; Qt derives the rest
    palette.setColor(QPalette.ColorRole.ButtonText, QColor("#e8e8e8"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#e8e8e8"))
    palette.setColor(QPalette.ColorRole.Base, QColor("#1e1e1e"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#f0f0f0"))
    return palette


def test_the_icons_follow_a_new_application_palette(window, qtbot):
    app = QApplication.instance()
    light = QPalette(app.palette())
    before = {key: _ink(window.actions[key].icon()).rgb() for key in ("new", "undo", "play", "hint")}
    assert set(before.values()) == {light.color(QPalette.ColorRole.ButtonText).rgb()}
    app.setPalette(_dark())
    try:
        qtbot.waitUntil(lambda: _ink(window.actions["new"].icon()).rgb() == QColor("#e8e8e8").rgb())
        for key in ("new", "undo", "redo", "hint", "play", "forward", "back", "start", "end"):
            assert _ink(window.actions[key].icon()).rgb() == QColor("#e8e8e8").rgb(), key
        # An icon changed later (Play becomes Pause) is drawn in the new colour too.
        window.animator.set_playing(not window.animator.playing)
        assert _ink(window.actions["play"].icon()).rgb() == QColor("#e8e8e8").rgb()
    finally:
        app.setPalette(light)
    qtbot.waitUntil(lambda: _ink(window.actions["new"].icon()).rgb() == light.color(QPalette.ColorRole.ButtonText).rgb())


def test_the_move_list_takes_the_new_text_colours(window, qtbot):
    window.new_game("tihbat")
    window.record.play("1B")
    settle(qtbot, window)
    window.setPalette(_dark())
    row = window.move_list.topLevelItem(1)
    assert row.foreground(2).color() == QColor("#f0f0f0")
