"""The window on small screens and on a projector, measured on widget geometry: the start page
fits a 1366x768 screen without scrolling in every language, the board keeps more than 60% of a
1024 pixel wide window whatever the side panel shows, and classroom mode scales the menus, the
toolbar, the buttons and the counters with its text."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QPushButton


# A 1366x768 screen: the window maximised, and at the size Siembra opens at on it (9/10 of the
# screen less a panel of 30 pixels).
@pytest.mark.parametrize("size", [(1366, 768), (1229, 691)])
def test_the_start_page_fits_a_1366x768_screen_without_scrolling(qtbot, make_window, language, size):
    window, _ = make_window()
    window.show_start_page(False)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    page = window.start_screen.page
    scroll = page.parentWidget().parentWidget()
    qtbot.wait(20)  # the layout's turn
    viewport = scroll.viewport().rect()
    assert scroll.verticalScrollBar().maximum() == 0
    for card in page.cards.values():
        for widget in (card.lessons, *card.buttons.values(), card.level_box):
            corner = widget.mapTo(scroll.viewport(), widget.rect().bottomRight())
            assert viewport.contains(corner), (card.game_id, widget.accessibleName())
            assert widget.height() >= widget.minimumSizeHint().height()


def test_the_board_keeps_60_percent_of_a_1024_pixel_window(qtbot, make_window):
    window, _teaching = make_window()
    window.new_game("leb-bbut-ahbochen", {"holes": 10})
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.width() == 1366)
    splitter = window.side_panel.parentWidget()
    splitter.moveSplitter(100, 1)  # the panel dragged as wide as it goes
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)
    for index in range(window.side_panel.count()):
        window.side_panel.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.view.width() >= 0.6 * window.width())
        assert window.side_panel.width() >= window.side_panel.minimumSizeHint().width()


def test_classroom_mode_scales_menus_toolbar_buttons_and_counters(qtbot, make_window):
    window, teaching = make_window()
    window.new_game("tihbat")

    def sizes() -> dict[str, float]:
        speed_label = window.speed.label
        play = window.toolbar.widgetForAction(window.actions["play"])
        return {"menu bar": window.menuBar().font().pointSizeF(),
                "menu": window.menus["game"].font().pointSizeF(),
                "toolbar": play.font().pointSizeF(), "toolbar label": speed_label.font().pointSizeF(),
                "button": QPushButton().font().pointSizeF(),  # as the predict panel's answers are made
                "step counter": window.pane.step_label.font().pointSizeF()}

    plain = sizes()
    teaching.classroom.set_active(True)
    qtbot.wait(20)  # the fonts reach the widgets through the event loop
    scale = window.theme.ui_font_scale
    assert scale > 1.5
    assert {name: size / plain[name] for name, size in sizes().items()} == pytest.approx(
        dict.fromkeys(plain, scale), rel=0.02)
    teaching.classroom.set_active(False)
    qtbot.wait(20)
    assert sizes() == plain
    assert QApplication.font().pointSizeF() == plain["button"]
