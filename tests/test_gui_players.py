"""Computer players in the window: seats, demo games, hints, thinking off the GUI thread and
cancelled safely, the Statistics window."""

from __future__ import annotations

import pytest

import rules.ai
from desktop_app.window import players
from desktop_app.window.mainwindow import MainWindow

from gui_helpers import record_hand_overs, settle


def test_the_start_page_offers_every_level_of_rules_ai_easy_first(qtbot):
    from desktop_app.window.start_page import StartPage

    assert tuple(rules.ai.LEVELS) == players.LEVELS
    page = StartPage()
    qtbot.addWidget(page)
    box = page.cards["bakuk"].level_box
    assert [box.itemData(i) for i in range(box.count())] == list(rules.ai.LEVELS)
    assert box.currentData() == "easy" and box.currentText() == "Easy"


def test_expert_thinks_on_a_worker_thread_that_hands_the_interpreter_over_at_every_poll(qtbot, window,
                                                                                       monkeypatch):
    hand_overs = record_hand_overs(monkeypatch)
    window.thinker.budgets["expert"] = 0.2
    window.new_game("leb-bbut-ahbochen", {"holes": 6}, {"A": "expert"})
    window.record.play("3B")
    qtbot.waitUntil(lambda: window.thinker.thinking, timeout=2000)
    qtbot.waitUntil(lambda: window.record.ply == 2 and not window.thinker.thinking, timeout=5000)
    worker = [seconds for on_gui, seconds in hand_overs if not on_gui]
    assert len(worker) > 10 and set(worker) == {0}  # it searched a while, yielding at each poll


@pytest.mark.parametrize("interrupt", ["undo", "new game", "close"])
def test_undo_new_game_or_closing_cancels_thinking_and_a_stale_answer_changes_nothing(qtbot, window, interrupt,
                                                                                      monkeypatch):
    returned = []
    real = rules.ai.get_player

    def get_player(level, **kwargs):
        player = real(level, **kwargs)
        choose = player.choose
        player.choose = lambda *a, **k: (choose(*a, **k), returned.append(True))[0]
        return player

    monkeypatch.setattr(rules.ai, "get_player", get_player)
    window.thinker.budgets["expert"] = 120.0
    window.new_game("djenon-aboure", {}, {"A": "expert"})
    window.record.play("2B")
    qtbot.waitUntil(lambda: window.thinker.thinking, timeout=5000)
    asked = window.record.state
    if interrupt == "undo":
        window.actions["undo"].trigger()
        settle(qtbot, window)
        assert window.record.ply == 0
    elif interrupt == "new game":
        window.new_game("tihbat", {})
        settle(qtbot, window)
        assert window.record.game.id == "tihbat" and window.record.ply == 0
    else:
        window.close()
        assert window.thinker._pool.activeThreadCount() == 0
    # The search stopped (the two minutes' budget would otherwise keep it going).
    qtbot.waitUntil(lambda: returned == [True], timeout=20000)
    assert not window.thinker.thinking
    shown = (window.record.ply, [str(m) for m in window.record.moves])
    qtbot.wait(50)  # a late answer from the search, if any, would arrive now
    # And an answer about the position asked, arriving after it is gone, the way a real one does
    # (a move legal on the board now, so that only the staleness can stop it).
    window.thinker.moveChosen.emit(asked, window.record.legal_moves()[0])
    qtbot.wait(20)
    assert (window.record.ply, [str(m) for m in window.record.moves]) == shown


def test_a_hint_marks_a_legal_hole_and_does_not_play_it(qtbot, window):
    window.thinker.budgets["expert"] = 0.2
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    settle(qtbot, window)
    window.actions["hint"].trigger()
    assert window.thinker.hinting and "Looking" in window.banner.text()
    qtbot.waitUntil(lambda: any(h.hinted for h in window.scene.holes.values()), timeout=5000)
    hinted = [label for label, h in window.scene.holes.items() if h.hinted]
    assert len(hinted) == 1 and hinted[0] in {m.hole for m in window.record.legal_moves()}
    assert window.record.ply == 0 and window.narration.text() == f"Hint: {hinted[0]}"  # no margin proven
    window.record.play(hinted[0])
    assert not any(h.hinted for h in window.scene.holes.values())


def test_the_computer_and_the_hint_are_told_who_plays_each_seat(qtbot, window, monkeypatch):
    """Expert plays to the table: a Beginner seat is searched as Beginner plays (rules.ai)."""
    asked = []
    real = rules.ai.get_player

    def get_player(level, **kwargs):
        asked.append((level, kwargs.get("seats")))
        return real(level, **kwargs)

    monkeypatch.setattr(rules.ai, "get_player", get_player)
    window.thinker.budgets["expert"] = 0.1
    window.new_game("bakuk", {"players": 3}, {"C": "expert", "A": "beginner"})
    settle(qtbot, window)
    window.actions["hint"].trigger()
    qtbot.waitUntil(lambda: not window.thinker.thinking, timeout=5000)
    window.record.play(window.record.legal_moves()[0])
    qtbot.waitUntil(lambda: window.record.ply >= 2, timeout=10000)
    table = ("human", "expert", "beginner")  # B, C, A: the seats in turn order
    assert ("expert", table) in asked and all(seats == table for level, seats in asked if seats is not None)
    assert [level for level, seats in asked if seats is not None][:2] == ["expert", "expert"]  # the hint, then C


def test_the_hint_is_only_offered_to_a_human_to_move(qtbot, window):
    window.thinker.budgets["beginner"] = 0.1
    window.new_game("tihbat", {}, {"B": "beginner"})
    assert not window.actions["hint"].isEnabled()
    qtbot.waitUntil(lambda: window.record.ply == 1, timeout=5000)
    settle(qtbot, window)
    assert window.actions["hint"].isEnabled()


def test_a_game_between_computers_plays_itself_and_pause_holds_it(qtbot, window):
    window.new_game("bakuk", {}, {"B": "beginner", "A": "easy"})
    assert window.demo
    window.animator.step_ms = 50
    qtbot.waitUntil(lambda: window.record.ply >= 3 and window.presenter.state == "playing", timeout=10000)
    window.presenter.play_pause()  # Pause: the move stops part-way, and the game waits for it
    held = window.record.ply
    qtbot.wait(300)
    assert window.record.ply == held and window.presenter.state == "paused"
    window.presenter.play_pause()  # Play: the move goes on, and the game after it
    qtbot.waitUntil(lambda: window.record.ply > held, timeout=10000)


def test_the_statistics_window_opens_for_the_game_on_the_board(qtbot, window):
    window.new_game("bakuk", {"players": 3})
    window.actions["statistics"].trigger()
    stats = window.statistics._shown
    assert stats.isVisible() and stats.game_id == "bakuk" and stats.options["players"] == 3
    stats.count.setValue(100)
    stats.start()
    window.close()  # with the statistics still playing: their worker stops first
    assert stats.worker is None


def test_the_thinking_time_per_level_is_kept_for_the_next_start(qtbot, tmp_path):
    from desktop_app.__main__ import _keep_budgets
    from desktop_app.settings import Settings
    path = tmp_path / "siembra.json"
    first = MainWindow()
    qtbot.addWidget(first)
    _keep_budgets(first, Settings(path))
    assert first.thinker.budgets["expert"] == 1.0
    first.thinker.budgets["expert"] = 2.5
    first.computers.budgetsChanged.emit(dict(first.thinker.budgets))
    again = MainWindow()
    qtbot.addWidget(again)
    _keep_budgets(again, Settings(path))
    assert again.thinker.budgets == {**dict.fromkeys(players.LEVELS, 1.0), "expert": 2.5}


def test_a_new_tihbat_game_prepares_expert_on_the_worker_thread(qtbot, window):
    from rules import tihbat_solver

    tihbat_solver.solution.cache_clear()
    window.new_game("tihbat")
    qtbot.waitUntil(lambda: tihbat_solver.solution.cache_info().currsize == 1, timeout=20000)
    assert not window.thinker.thinking  # no move was asked for: the table was built ahead of one
