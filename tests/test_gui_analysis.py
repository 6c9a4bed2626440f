"""The analysis panel: the game analysed off the GUI thread (the window ticking on), results
filling in pass by pass, cancelled or dropped when the record changes, the graph, the marks, the
expected line on the board, and a teacher's comments through save, open and Save as lesson."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt

import rules.analysis
from desktop_app import lesson_schema, settings_schema
from desktop_app.analysis.graph import margin_axis, tick_step
from desktop_app.analysis.marks import SYMBOLS, line_marks
from desktop_app.files import read_record
from desktop_app.settings import Settings, user_lessons_dir

from gui_helpers import record_hand_overs, settle

# A Leb Bbut Ahbochen game of twelve moves (6 holes a row), with captures.
MOVES = ["4B", "3A", "5B", "3A", "1B", "5A", "3B", "3A", "2B", "4A", "4B", "1A"]


def played(window, moves=MOVES, game="leb-bbut-ahbochen", options=None):
    window.new_game(game, {"holes": 6} if options is None else options)
    for move in moves:
        window.record.play(move)
    return window


def another_move(window) -> str:
    """A legal move other than the one the record plays next."""
    c = window.record
    return next(str(m) for m in c.legal_moves() if str(m) != str(c.moves[c.ply]))


def analysed(qtbot, window, teaching, seconds=0.05):
    panel = teaching.analysis
    panel.seconds.setValue(seconds)
    panel.start()
    qtbot.waitUntil(lambda: not panel.analysis.running, timeout=60000)
    return panel


def test_the_game_is_analysed_on_a_worker_thread_that_hands_the_interpreter_over_at_every_poll(
        qtbot, make_window, monkeypatch):
    window, teaching = make_window()
    played(window)
    hand_overs = record_hand_overs(monkeypatch)
    panel = teaching.analysis
    panel.show()  # the graph is drawn as results come
    analysed(qtbot, window, teaching, seconds=0.2)
    worker = [seconds for on_gui, seconds in hand_overs if not on_gui]
    assert panel.analysis.received == 2 * (len(MOVES) + 1)
    assert len(worker) > 100 and set(worker) == {0}  # it searched a while, yielding at each poll


def test_a_quick_pass_then_a_deep_one_fill_in_every_ply_the_graph_and_the_marks(qtbot, make_window):
    window, teaching = make_window()
    played(window)
    arrived = []
    teaching.analysis.analysis.resultReady.connect(lambda r: arrived.append((r.pass_number, r.ply)))
    panel = analysed(qtbot, window, teaching)
    plies = len(MOVES)
    assert arrived == [(1, ply) for ply in range(plies + 1)] + [(2, ply) for ply in range(plies + 1)]
    assert panel.progress.value() == panel.progress.maximum() == 2 * (plies + 1)
    assert panel.status.text() == "Positions analysed: 13."
    (series,) = panel.graph.series
    assert series.name == "B" and len(series.values) == plies + 1 and None not in series.values
    assert series.values == [panel.analysis.result(ply).values["B"] for ply in range(plies + 1)]
    for ply in range(1, plies + 1):
        result = panel.analysis.result(ply)
        item = window.move_list.topLevelItem(ply)
        assert item.text(4) == SYMBOLS[result.mark]
        tip = item.toolTip(2)
        assert f"lost against the best move there: {result.loss}." in tip
        assert f"Best there: {', '.join(result.move_best)}" in tip
        assert "Seeds a move costs: Best 0, Good 1, Inaccuracy 2–3, Mistake 4–6, Blunder 7+" in tip


def test_the_thresholds_shown_are_those_of_the_analysis():
    from desktop_app.analysis.marks import thresholds
    assert rules.analysis.MARKS == (("best", 0), ("good", 1), ("inaccuracy", 3), ("mistake", 6))
    assert thresholds().endswith("Best 0, Good 1, Inaccuracy 2–3, Mistake 4–6, Blunder 7+")


def test_cancel_stops_the_analysis_and_keeps_what_it_found(qtbot, make_window):
    window, teaching = make_window()
    played(window)
    panel = teaching.analysis
    panel.seconds.setValue(5.0)
    panel.start()
    assert panel.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: panel.analysis.received >= 3, timeout=20000)
    panel.cancel_button.click()
    found = dict(panel.analysis.results)
    assert not panel.analysis.running and not panel.cancel_button.isEnabled()
    assert panel.status.text() == "Cancelled: what was found so far is shown."
    qtbot.wait(300)  # a worker still finishing its position sends nothing that counts
    assert panel.analysis.results == found


@pytest.mark.parametrize("change", ["another line", "new game"])
def test_another_line_or_game_drops_the_analysis_and_its_late_results(qtbot, make_window, change):
    window, teaching = make_window()
    played(window)
    panel = teaching.analysis
    panel.seconds.setValue(2.0)
    panel.start()
    qtbot.waitUntil(lambda: panel.analysis.received >= 1, timeout=20000)
    late = panel.analysis.result(0)
    stale = panel.analysis._generation
    if change == "another line":
        window.record.jump(4)
        window.record.play(another_move(window))
    else:
        window.new_game("tihbat")
    assert not panel.analysis.running and panel.analysis.results == {}
    assert all(window.move_list.topLevelItem(p).text(4) == "" for p in range(1, window.record.last_ply + 1))
    panel.analysis._sent.emit(stale, late)  # what the old worker might still send
    qtbot.wait(10)
    assert panel.analysis.results == {}


def test_moves_played_after_the_analysed_ones_keep_the_analysis(qtbot, make_window):
    window, teaching = make_window()
    played(window, MOVES[:6])
    panel = analysed(qtbot, window, teaching)
    window.record.play(MOVES[6])
    assert len(panel.analysis.results) == 7
    assert window.move_list.topLevelItem(6).text(4) != "" and window.move_list.topLevelItem(7).text(4) == ""


def test_clicking_the_graph_jumps_to_that_ply_and_marks_it(qtbot, make_window):
    window, teaching = make_window()
    played(window)
    panel = analysed(qtbot, window, teaching)
    panel.show()
    graph = panel.graph
    graph.resize(400, 260)
    plot = graph.plot_rect()
    x = plot.left() + plot.width() * 5 / len(MOVES)
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(plot.center().y())))
    assert window.record.ply == 5 and graph.current == 5
    window.record.jump(9)
    assert graph.current == 9


@pytest.mark.parametrize("height", [90, 150, 240, 600])
@pytest.mark.parametrize("bound", [2, 3, 7, 13, 40, 72, 250])
def test_the_axis_labels_never_overlap(height, bound):
    gap = 20  # pixels: a label's height and some room
    step, end = margin_axis(bound, height, gap)
    assert end >= bound and end % step == 0 and str(step)[0] in "125"
    assert height * step >= gap * 2 * end or end == step
    for plies, width in ((12, 200), (60, 300), (400, 300), (3000, 900)):
        x_step = tick_step(plies, width, 40)
        assert width * x_step / plies >= 40


def test_three_player_bakuk_draws_a_line_per_player(qtbot, make_window):
    window, teaching = make_window()
    window.new_game("bakuk", {"players": 3})
    for _ in range(4):
        window.record.play(window.record.legal_moves()[0])
    panel = analysed(qtbot, window, teaching)
    assert [s.name for s in panel.graph.series] == list(window.record.game.players)
    assert all(None not in s.values for s in panel.graph.series)


def test_the_board_shows_the_expected_line_numbered_while_it_is_still(qtbot, make_window):
    window, teaching = make_window()
    played(window)
    panel = analysed(qtbot, window, teaching)
    window.record.jump(6)
    settle(qtbot, window)
    result = panel.analysis.result(6)
    item = panel.expected.item
    expected = line_marks(window.record.game, window.record.state, result.line, window.theme)
    assert expected and expected[0][:2] == (result.line[0], 1)
    assert item.marks == {label: [(n, c) for lab, n, c in expected if lab == label] for label, _, _ in expected}
    panel.show_line.setChecked(False)
    assert item.marks == {}
    panel.show_line.setChecked(True)
    marked = dict(item.marks)
    window.side_panel.close_tab(panel)  # done with the analysis: its marks go with its tab
    assert item.marks == {}
    window.side_panel.show_tab(panel)
    assert item.marks == marked
    window.animator.step_ms = 200
    window.presenter.play_pause()  # the next move shown seed by seed: while the board moves, nothing is marked
    assert window.record.ply == 7 and window.presenter.state == "playing"
    assert item.marks == {}


def test_the_time_per_position_is_remembered_in_the_settings(qtbot, make_window):
    assert settings_schema.DEFAULT_ANALYSIS == Settings.DEFAULTS["analysis_seconds"] == rules.analysis.DEFAULT_SECONDS
    window, teaching = make_window()
    assert teaching.analysis.seconds.value() == rules.analysis.DEFAULT_SECONDS
    teaching.analysis.seconds.setValue(1.5)
    assert window.settings.get("analysis_seconds") == 1.5
    low, high = settings_schema.ANALYSIS_SECONDS
    assert (teaching.analysis.seconds.minimum(), teaching.analysis.seconds.maximum()) == (low, high)
    assert settings_schema.check("analysis_seconds", 99)[1] is not None


# -- comments --------------------------------------------------------------------------------------

def type_comment(qtbot, panel, text):
    panel.comment.clear()
    qtbot.keyClicks(panel.comment, text)


def test_a_comment_typed_on_a_move_shows_when_that_move_is_stepped_or_played(qtbot, make_window):
    window, teaching = make_window()
    played(window)
    panel = teaching.analysis
    window.record.jump(3)
    settle(qtbot, window)
    type_comment(qtbot, panel, "5B opens the right side")
    assert window.record.comment(3) == "5B opens the right side"
    assert panel.comment_label.text() == "Comment on move 3 (B 5B):"
    window.record.jump(5)
    settle(qtbot, window)
    assert panel.comment.text() == ""
    assert "5B opens" not in window.narration.text()
    window.record.jump(3)
    settle(qtbot, window)
    assert window.narration.text() == "Move 3 (B 5B): 5B opens the right side"
    window.record.jump(2)
    settle(qtbot, window)
    window.record.redo()  # played again, animated
    settle(qtbot, window)
    assert window.narration.text() == "Move 3 (B 5B): 5B opens the right side"


def test_a_comment_goes_with_its_move_when_another_is_played_instead(qtbot, make_window):
    window, _teaching = make_window()
    played(window)
    window.record.set_comment(2, "kept")
    window.record.set_comment(5, "replaced")
    window.record.jump(4)
    window.record.play(another_move(window))
    assert window.record.comments == {2: "kept"}


def test_comments_round_trip_through_save_and_open(qtbot, make_window, tmp_path):
    window, teaching = make_window()
    played(window)
    window.record.set_comment(0, "A game from the class of Monday")
    window.record.set_comment(7, "Now A threatens 3A")
    path = tmp_path / "game.siembra"
    assert window.files.save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 2 and data["comments"] == {"0": "A game from the class of Monday", "7": "Now A threatens 3A"}
    window.new_game("tihbat")
    assert window.record.comments == {}
    assert window.files.open_path(path)
    assert window.record.comments == {0: "A game from the class of Monday", 7: "Now A threatens 3A"}
    window.record.jump(7)
    assert teaching.analysis.comment.text() == "Now A threatens 3A"


def test_a_record_without_comments_opens_and_a_newer_one_is_refused_with_a_clear_message(tmp_path):
    plain = tmp_path / "plain.siembra"
    plain.write_text(json.dumps({"format": "siembra-record", "version": 1, "game": "tihbat", "moves": ["1B"]}))
    assert read_record(plain).comments == {}
    newer = tmp_path / "newer.siembra"
    newer.write_text(json.dumps({"format": "siembra-record", "version": 4, "game": "tihbat", "moves": []}))
    with pytest.raises(Exception, match=r"version 4, written by a newer Siembra.*open it with a newer Siembra"):
        read_record(newer)


def test_save_as_lesson_keeps_the_comments_and_the_lessons_menu_offers_it(qtbot, make_window):
    window, teaching = make_window()
    played(window)
    window.record.set_comment(4, "Watch the seeds in 2A")
    window.record.jump(6)
    path = user_lessons_dir() / "monday.json"
    path.parent.mkdir(parents=True)  # made by the dialog, which offers it
    assert teaching.save_lesson.save(path, "Monday's game", "The game we played on Monday.")
    lesson = lesson_schema.read_lesson_file(path)
    assert lesson.moves == tuple(MOVES) and lesson.comments == {4: "Watch the seeds in 2A"}
    assert lesson.title == {"en": "Monday's game"} and lesson.game.options == window.record.game.options
    mine = teaching.lessons.find("monday")
    assert mine.user and mine.comments == {4: "Watch the seeds in 2A"}
    # Played as a lesson, the comment comes with its move.
    teaching.lessons.open(mine)
    for _ in range(4):
        teaching.lessons.play_next()
        window.animator.to_end()
        settle(qtbot, window)
    assert window.record.comment(4) == "Watch the seeds in 2A"
    assert window.narration.text() == f"Move 4 (A {MOVES[3]}): Watch the seeds in 2A"


def test_save_as_lesson_needs_moves(qtbot, make_window):
    window, teaching = make_window()
    window.new_game("tihbat")
    assert teaching.save_lesson.problem() == "A lesson shows moves: play at least one first."


def test_the_autosave_keeps_a_comment_once_the_typing_pauses(qtbot, make_window):
    window, teaching = make_window()
    played(window, MOVES[:3])
    type_comment(qtbot, teaching.analysis, "typed")
    qtbot.waitUntil(lambda: '"typed"' in window.autosave.path.read_text(encoding="utf-8"), timeout=5000)


def test_tihbat_is_valued_exactly_and_bechi_by_the_capital_at_the_end_of_the_round(qtbot, make_window):
    window, teaching = make_window()
    played(window, ["1B", "1A", "2B"], "tihbat", {})
    panel = analysed(qtbot, window, teaching)
    assert all(panel.analysis.result(ply).exact for ply in range(4))
    assert "Both values are exact: proven under best play." in window.move_list.topLevelItem(2).toolTip(0)
    assert panel.graph.caption == "Expected final margin for B (seeds)"
    window.new_game("bechi", {"holes": 3})
    assert panel.graph.caption == "Expected margin of capital for B at the end of the round (seeds)"


def test_a_lesson_whose_comments_name_a_ply_it_does_not_have_is_refused_with_the_reason(tmp_path):
    from rules import get_game
    from rules.record import position_to_json
    game = get_game("tihbat")
    data = lesson_schema.lesson_to_json(game, game.initial_state(), ["1B"], {"en": "t"}, {"en": "i"}, {1: "fine"})
    assert data["comments"] == {"1": "fine"} and data["start"] == position_to_json(game, game.initial_state())
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(dict(data, comments={"5": "too far"})))
    with pytest.raises(lesson_schema.LessonFileError, match="names ply \"5\", but the plies of this record are 0 to 1"):
        lesson_schema.read_lesson_file(path)


def test_the_lesson_dialog_asks_for_a_title_and_an_introduction(qtbot):
    from desktop_app.teaching.save_lesson import LessonDetails, slug
    dialog = LessonDetails("Monday", "", None)
    qtbot.addWidget(dialog)
    assert not dialog._save.isEnabled()
    dialog.intro.setPlainText("What we saw")
    assert dialog._save.isEnabled()
    dialog.title.setText("  ")
    assert not dialog._save.isEnabled()
    assert slug("Bakuk: the chain, día 2!") == "bakuk-the-chain-día-2"


def test_closing_the_window_while_it_analyses_stops_the_worker(qtbot, make_window):
    window, teaching = make_window()
    played(window)
    analysis = teaching.analysis.analysis
    teaching.analysis.seconds.setValue(10.0)
    teaching.analysis.start()
    qtbot.waitUntil(lambda: analysis.received >= 1, timeout=20000)
    window.close()
    assert not analysis.running and analysis._pool.activeThreadCount() == 0


def test_the_move_list_shows_which_moves_have_a_comment(qtbot, make_window):
    window, _teaching = make_window()
    played(window, MOVES[:4])
    window.record.set_comment(2, "here")
    assert [window.move_list.topLevelItem(p).text(2) for p in (1, 2)] == [MOVES[0], f"{MOVES[1]} ✎"]
    window.record.set_comment(2, "")
    assert window.move_list.topLevelItem(2).text(2) == MOVES[1]


def test_enter_in_the_comment_field_ends_the_typing_and_does_not_pass(qtbot, make_window):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    window, teaching = make_window()
    played(window, MOVES[:2])
    field = teaching.analysis.comment
    teaching.analysis.show()
    field.setFocus()
    override = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r")
    override.ignore()
    field.event(override)
    assert override.isAccepted()  # the field keeps Enter: the window's Enter action is not fired
    type_comment(qtbot, teaching.analysis, "done")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert window.record.comment(2) == "done" and window.record.ply == 2



@pytest.mark.parametrize("stored", ["NaN", "-3", "1e9", '"fast"'])
def test_a_damaged_time_per_position_in_the_settings_gives_way_to_the_default(qtbot, make_window, stored):
    from PySide6.QtCore import QSettings

    from desktop_app.settings import config_dir
    store = QSettings(str(config_dir() / "siembra.ini"), QSettings.Format.IniFormat)
    store.setValue("analysis_seconds", stored)
    store.sync()
    _window, teaching = make_window()
    assert teaching.analysis.seconds.value() == rules.analysis.DEFAULT_SECONDS
