"""The window's layout: one side panel with tabs beside a board that keeps most of the width, a
banner that says what the step shown does, one end card per round or game end, and toolbar
actions that say their keys."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialog

from rules import get_game

from gui_helpers import settle


def random_game(game_id: str, options: dict, seed: int = 0):
    """The moves of a random game played to its end."""
    game = get_game(game_id, **options)
    rng, state, moves = random.Random(seed), game.initial_state(), []
    while not state.is_over:
        move = rng.choice(game.legal_moves(state))
        moves.append(str(move))
        state = game.next_state(state, move)
    return game, moves


@pytest.mark.parametrize("language", ["en", "es", "ca"])
def test_no_tab_of_the_side_panel_needs_more_than_its_share_at_the_largest_text(qtbot, make_window, language):
    from desktop_app import i18n
    from desktop_app.board.looks import interface_font
    from desktop_app.features import MAX_TEXT
    app = QApplication.instance()
    before_translators = set(app.findChildren(QTranslator))
    i18n.install_translators(app, language)
    translators = set(app.findChildren(QTranslator)) - before_translators
    window, _ = make_window()
    before = QApplication.font()
    QApplication.setFont(interface_font(MAX_TEXT))
    try:
        qtbot.wait(10)
        panel = window.side_panel
        wide = {panel.tabText(i): panel.widget(i).minimumSizeHint().width() for i in range(panel.count())}
        assert max(wide.values()) <= 0.3 * 1280, wide
    finally:
        QApplication.setFont(before)
        for translator in translators:
            QCoreApplication.removeTranslator(translator)


def end_of(qtbot, window, game, moves) -> None:
    """The game ``moves`` long set up to its last move, then that move played and shown."""
    window.record.start_from(game, None, moves=moves[:-1])
    settle(qtbot, window)
    window.record.play(moves[-1])
    settle(qtbot, window)


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1024, 768)])
def test_the_side_panel_has_a_tab_per_panel_and_leaves_the_board_most_of_the_width(qtbot, make_window, size):
    window, teaching = make_window()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    panel = window.side_panel
    assert [panel.tabText(i) for i in range(panel.count())] == ["Moves", "Rules", "Lesson", "Analysis"]
    teaching.rules_action.trigger()
    assert panel.isVisible() and panel.currentWidget() is teaching.rules
    assert window.view.width() >= 0.6 * window.width()
    assert teaching.rules.browser.height() > 0.6 * window.view.height()  # not a box a few lines high
    # Nothing of the toolbar is pushed into its overflow menu.
    assert window.toolbar.sizeHint().width() <= window.width()


def test_one_key_collapses_the_side_panel_and_its_width_is_kept(qtbot, make_window):
    window, teaching = make_window()
    window.resize(1280, 800)
    panel = window.side_panel
    qtbot.waitUntil(lambda: panel.width() > 0)
    assert window.actions["panel"].shortcut() == QKeySequence(Qt.Key.Key_F9)
    window.actions["panel"].trigger()
    assert not panel.isVisible()
    qtbot.waitUntil(lambda: window.view.width() > 0.95 * window.width())
    window.actions["panel"].trigger()
    assert panel.isVisible()
    splitter = panel.parentWidget()
    splitter.moveSplitter(window.width() - 420, 1)
    assert abs(panel.width() - 420) <= splitter.handleWidth() + 2
    assert abs(teaching.settings.get("panel_width") - panel.width()) <= 1
    # Dragged wider than the board allows, it gives the board its share back.
    splitter.moveSplitter(200, 1)
    window.resize(1300, 800)
    qtbot.waitUntil(lambda: window.width() == 1300)
    qtbot.waitUntil(lambda: window.view.width() >= 0.6 * window.width())  # once the splitter has resized
    second, _ = make_window()
    second.resize(1280, 800)
    qtbot.waitUntil(lambda: second.side_panel.width() > 0)
    assert second.side_panel.preferred_width == teaching.settings.get("panel_width")


def test_the_move_list_columns_fit_their_contents(qtbot, window):
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    window.record.play("3B")
    settle(qtbot, window)
    header = window.move_list.header()
    for column in range(3):
        assert header.sectionSize(column) >= window.move_list.sizeHintForColumn(column)
    assert header.sectionSize(2) < 0.5 * window.move_list.width()


def test_the_banner_says_who_sows_and_which_seed_until_the_move_is_settled(qtbot, window):
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    window.animator.step_ms = 0  # each step is shown at once
    window.record.play("3B")
    window.presenter.to_start()  # Home: the move shown again from its start
    banner = window.banner
    assert banner.text() == "B plays 3B (paused)" and window.presenter.state == "paused"
    window.animator.step_forward()
    assert banner.text() == "B lifts 4 from 3B (paused)"
    for seed in range(1, 5):
        window.animator.step_forward()
        assert banner.text() == (f"B sows from 3B: seed {seed} of 4 (paused)" if seed < 4 else "A to move")
    assert window.board_settled
    window.animator.step_back()  # a teacher steps back inside B's move
    assert banner.text() == "B sows from 3B: seed 3 of 4 (paused)"
    window.animator.to_end()
    assert banner.text() == "A to move"


@pytest.mark.parametrize("size", [(1280, 800), (1230, 745), (1366, 768)])
def test_the_board_keeps_its_place_while_the_banner_tells_the_steps(qtbot, make_window, size):
    window, _ = make_window()
    window.resize(*size)
    window.new_game("tihbat")
    window.animator.step_ms = 0
    window.record.play("1B")
    window.presenter.to_start()
    qtbot.wait(20)  # the layout's turn
    place = window.view.geometry()
    for _ in range(2):  # to "B sows from 1B: seed 1 of 7", a line of its own width
        window.animator.step_forward()
    assert "seed 1 of 7" in window.banner.text()
    qtbot.wait(20)  # the layout's turn
    assert window.view.geometry() == place


def test_the_banner_counts_the_seeds_of_each_lap_of_a_relay(qtbot, window):
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    game = window.record.game
    window.record.play("3B")
    settle(qtbot, window)
    relay = next(m for m in game.legal_moves(window.record.state)
                 if any(e.kind == "relay" for e in game.apply(window.record.state, m)[1]))
    window.animator.step_ms = 0
    played = window.record.play(relay)
    window.presenter.to_start()
    lap = next(e for e in played.events if e.kind == "relay")
    texts = []
    while not window.animator.at_end:
        window.animator.step_forward()
        texts.append(window.banner.text())
    assert f"A lifts {lap.count} from {lap.hole} (paused)" in texts
    assert f"A sows from {lap.hole}: seed 1 of {lap.count} (paused)" in texts



def test_a_bechi_round_end_shows_one_card_with_the_round_table_and_next_round(qtbot, window):
    from test_gui_window import bechi_refill_game
    game, moves, _ = bechi_refill_game()
    window.record.start_from(game, None, moves=moves[:-1])
    settle(qtbot, window)
    card = window.summaries.card
    assert not card.isVisible()
    window.record.play(moves[-1])
    settle(qtbot, window)
    cards = [w for w in window.findChildren(type(card)) if w.isVisible()]
    assert cards == [card] and not [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    assert "Round 1 is over" in card.headline.text() and "Holes refilled" in card.table.text()
    assert card.next_round.isVisible() and card.new_game.isVisible() and not card.review.isVisible()
    view = window.view.rect()
    assert view.contains(card.geometry())
    card.next_round.click()
    assert not card.isVisible()


def test_the_end_of_a_bechi_match_is_one_card_with_the_last_round_and_the_result(qtbot, window):
    game, moves = random_game("bechi", {"holes": 3})
    end_of(qtbot, window, game, moves)
    card = window.summaries.card
    assert card.isVisible() and card.headline.text().startswith("Game over")
    assert "Holes refilled" in card.table.text() and card.table.text().count("<table") == 1
    assert card.review.isVisible() and not card.next_round.isVisible()
    card.review.setFocus()
    card.review.click()
    assert window.record.ply == 0 and window.side_panel.currentWidget() is window.moves_page
    assert not card.isVisible()
    # The keys are the window's again, not the board view's, whose arrows would move its ring.
    assert window.focusWidget() is window


def test_new_game_on_the_end_card_takes_the_new_game_action(qtbot, window):
    game, moves = random_game("tihbat", {})
    end_of(qtbot, window, game, moves)
    card = window.summaries.card
    assert card.isVisible() and "Total" in card.table.text()
    asked = []
    window.actions["new"].triggered.disconnect()
    window.actions["new"].triggered.connect(lambda: asked.append(True))
    card.new_game.click()
    assert asked == [True] and not card.isVisible()


def test_the_end_cards_headline_takes_one_line_where_the_board_has_room(qtbot, window):
    window.resize(1280, 800)
    game, moves = random_game("tihbat", {})
    end_of(qtbot, window, game, moves)
    headline = window.summaries.card.headline
    assert headline.height() < 2 * headline.fontMetrics().height()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_in_classroom_mode_the_end_card_is_as_large_as_the_banner_and_fits_the_board(qtbot, make_window, size):
    window, teaching = make_window()
    game, moves = random_game("bechi", {"holes": 3})
    end_of(qtbot, window, game, moves)
    card = window.summaries.card
    plain = card.new_game.font().pointSizeF()
    teaching.classroom.set_active(True)
    window.setWindowState(window.windowState() & ~window.windowState().WindowFullScreen)
    window.resize(*size)
    end_of(qtbot, window, game, moves)
    assert card.isVisible() and window.theme.ui_font_scale > 1
    assert card.new_game.font().pointSizeF() >= plain * window.theme.ui_font_scale - 0.01
    assert window.view.rect().contains(card.geometry())
    assert card.geometry().height() >= card.minimumSizeHint().height()


def test_every_toolbar_action_says_its_key_and_the_speed_says_seeds_per_second(window):
    window.install_shortcuts()
    for action in window.toolbar.actions():
        if action.isSeparator() or action.text() == "" or action.shortcut().isEmpty():
            continue
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert key in action.toolTip(), action.text()
    assert window.actions["forward"].shortcuts()[-1] == QKeySequence(Qt.Key.Key_PageDown)
    assert window.actions["back"].shortcuts()[-1] == QKeySequence(Qt.Key.Key_PageUp)
    window.speed.setValue(100)
    assert window.speed.label.text() == "Seeds/s: 25" and "seeds per second: 25" in window.speed.toolTip()
    window.speed.setValue(0)
    assert window.speed.label.text() == "Seeds/s: 1"
