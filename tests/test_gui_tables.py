"""Endgame tables in the window (desktop_app/analysis/tables.py): built in the background the
first time Expert, a hint or the analysis needs them, with progress and Stop building; saved
whole or not at all, each build in a folder of its own, two windows sharing the folder; a
damaged file (inside its arrays too) set aside and built again; the analysis, its graph and the
hint marking the values they prove exact."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest
from PySide6.QtWidgets import QLabel, QPushButton
from test_tables import damage_inside

from desktop_app.analysis import tables as app_tables
from desktop_app.analysis.staging import STAGING
from rules import get_game
from rules import tables as rules_tables
from rules.tables import Tables, segment_size, space


def building_on(window, teaching, seeds=6):
    """Building allowed, as far as ``seeds`` seeds (a fraction of a second); the builds' parts."""
    window.actions["build_tables"].trigger()
    builds = teaching.analysis.tables
    builds.seeds = seeds
    return builds


def reports(builds) -> tuple[list, list, list]:
    progress, finished, told = [], [], []
    builds.progressed.connect(lambda *args: progress.append(args))
    builds.finished.connect(finished.append)
    builds.told.connect(told.append)
    return progress, finished, told


def analyse_djenon_aboure(window, teaching) -> None:
    window.new_game("djenon-aboure")
    window.record.play("1B")
    teaching.analysis.start()


def building_without_end(qtbot, make_window):
    """A window building Djenon-aboure's tables as far as time allows, one seed count built."""
    window, teaching = make_window()
    builds = building_on(window, teaching, seeds=None)
    progress, finished, _told = reports(builds)
    analyse_djenon_aboure(window, teaching)
    qtbot.waitUntil(lambda: len(progress) > 1, timeout=20000)
    return window, teaching, builds, finished


def leftovers() -> list[str]:
    folder = app_tables.folder()
    return sorted(p.name for p in folder.rglob("*")) if folder.exists() else []


def test_a_build_in_the_app_goes_as_far_as_400000_positions_a_seed_count():
    variants = [get_game("djenon-aboure"), get_game("bakuk"), get_game("leb-bbut-ahbochen", holes=6),
                get_game("leb-bbut-ahbochen", holes=4), get_game("bechi"), get_game("bechi", holes=3)]
    assert [app_tables.reach(game) for game in variants] == [8, 26, 8, 14, 14, 26]  # even counts: the ones play meets
    assert segment_size(get_game("bakuk"), 26) == 339_822 and segment_size(get_game("bakuk"), 27) > 400_000


def test_a_bechi_build_in_the_app_holds_one_part_of_a_seed_count_at_a_time():
    # Bechi's seed count is solved a set of holes in play and opened at a time: the bound is on
    # the largest such part, not on the whole count.
    bechi = space(get_game("bechi"))
    assert bechi.largest(14) == 232_560 and bechi.largest(16) > 400_000
    assert segment_size(get_game("bechi"), 14) > 100 * 400_000


def test_the_menu_item_turns_building_on_and_off_and_is_remembered(qtbot, make_window):
    window, teaching = make_window()
    action = window.actions["build_tables"]
    assert not action.isChecked()  # the tests' default (the app's is on)
    action.trigger()
    assert window.settings.get("build_tables") is True
    action.trigger()
    assert window.settings.get("build_tables") is False
    analyse_djenon_aboure(window, teaching)
    assert teaching.analysis.tables.building is None  # off: nothing is built
    qtbot.waitUntil(lambda: not teaching.analysis.analysis.running, timeout=60000)
    assert leftovers() == []


def test_the_analysis_builds_the_tables_in_the_background_with_progress_then_uses_them(qtbot, make_window):
    window, teaching = make_window()
    builds = building_on(window, teaching)
    progress, finished, _told = reports(builds)
    analyse_djenon_aboure(window, teaching)
    assert builds.building == "Djenon-aboure"
    assert window.statusBar().isVisible()
    qtbot.waitUntil(lambda: builds.building is None, timeout=60000)
    assert [seeds for _title, seeds, _most in progress] == [0, 2, 4, 6]  # the even counts, the ones play meets
    assert {(title, most) for title, _seeds, most in progress} == {("Djenon-aboure", 6)}
    assert finished == ["Endgame tables for Djenon-aboure are ready, every position with up to 6 seeds on the "
                        "board: Expert, the hint and the analysis use them."]
    assert window.statusBar().currentMessage() == finished[0]
    assert leftovers() == ["djenon-aboure.npz"]  # renamed into place; nothing of the build left beside it
    found = rules_tables.tables_for(get_game("djenon-aboure"))
    assert found is not None and found.seeds == 6
    labels = [label.text() for label in window.statusBar().findChildren(QLabel)]
    assert "Endgame tables for Djenon-aboure: 6 of 6 seeds" in labels


def test_expert_and_the_hint_ask_for_the_tables_first(qtbot, make_window):
    window, teaching = make_window()
    builds = building_on(window, teaching)
    window.new_game("bakuk", {}, {"A": "expert"})
    window.thinker.budgets["expert"] = 0.1
    window.record.play("1B")  # Expert to move
    qtbot.waitUntil(lambda: leftovers() == ["bakuk-players2.npz"] and builds.building is None, timeout=60000)
    window.new_game("leb-bbut-ahbochen", {"holes": 4})
    window.actions["hint"].trigger()
    assert builds.building == "Leb Bbut Ahbochen"
    qtbot.waitUntil(lambda: builds.building is None, timeout=60000)
    assert "leb-bbut-ahbochen-holes4.npz" in leftovers()


def test_stop_building_ends_the_build_at_once_saves_nothing_and_play_goes_on_without_tables(qtbot, make_window):
    window, teaching, builds, finished = building_without_end(qtbot, make_window)
    status = next(b for b in window.statusBar().findChildren(QPushButton) if b.text() == "Stop building")
    status.click()
    qtbot.waitUntil(lambda: builds.building is None, timeout=60000)
    assert finished == ["Endgame tables for Djenon-aboure: stopped. Siembra plays on without them and builds "
                        "them again when it next starts."]
    assert leftovers() == []
    teaching.analysis.start()  # not built again until Siembra starts again
    assert builds.building is None
    qtbot.waitUntil(lambda: not teaching.analysis.analysis.running, timeout=60000)
    assert teaching.analysis.analysis.result(1) is not None


def test_closing_the_window_while_building_ends_the_build_process_and_leaves_no_file(qtbot, make_window):
    window, _teaching, builds, finished = building_without_end(qtbot, make_window)
    pid = builds.process.processId()
    window.close()
    assert builds.process is None and finished == [] and leftovers() == []
    with pytest.raises(ProcessLookupError):  # killed and reaped
        os.kill(pid, 0)


@pytest.mark.parametrize("damage", ["not a zip", "truncated", "wrong sizes", "a byte changed inside an array"])
def test_a_damaged_file_is_set_aside_with_a_message_and_built_again(qtbot, make_window, damage):
    window, teaching = make_window()
    game = get_game("djenon-aboure")
    folder = app_tables.folder()
    path = Tables.build(game, 6).save(folder)
    data = path.read_bytes()
    if damage == "not a zip":
        path.write_bytes(b"PK\x03\x04 not really" * 10)
    elif damage == "truncated":
        path.write_bytes(data[:len(data) // 2])
    elif damage == "wrong sizes":
        np.savez_compressed(path, low1=np.zeros(5, dtype=np.int8), high1=np.zeros(5, dtype=np.int8))
    else:
        damage_inside(path)
    builds = building_on(window, teaching)
    _progress, finished, told = reports(builds)
    analyse_djenon_aboure(window, teaching)
    qtbot.waitUntil(lambda: bool(told), timeout=20000)  # the arrays are read whole off the GUI thread
    assert told == ["The endgame tables for Djenon-aboure were damaged: they are kept aside as "
                    "djenon-aboure.npz.damaged and built again."]
    qtbot.waitUntil(lambda: builds.building is None and not teaching.analysis.analysis.running, timeout=60000)
    assert finished[0].startswith("Endgame tables for Djenon-aboure are ready")
    assert leftovers() == ["djenon-aboure.npz", "djenon-aboure.npz.damaged"]
    assert rules_tables.tables_for(game).seeds == 6
    assert teaching.analysis.status.text() == "Positions analysed: 2."


def test_a_folder_that_cannot_be_written_is_told_and_play_goes_on(qtbot, make_window):
    window, teaching = make_window()
    folder = app_tables.folder()
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file where the folder should be")
    builds = building_on(window, teaching)
    _progress, finished, _told = reports(builds)
    analyse_djenon_aboure(window, teaching)
    qtbot.waitUntil(lambda: builds.building is None and not teaching.analysis.analysis.running, timeout=60000)
    assert len(finished) == 1 and finished[0].startswith("Endgame tables for Djenon-aboure could not be built: ")
    assert "is a file, not a folder" in finished[0] and finished[0].endswith("Siembra plays on without them.")
    assert teaching.analysis.status.text() == "Positions analysed: 2."


def test_the_analysis_marks_a_position_the_tables_prove_exact(qtbot, make_window):
    game = get_game("bakuk")
    # 16 seeds on the board, 20 won: more than a tenth of a second's search sees to the end of,
    # and every capture leads into the reach of tables of 12 seeds
    state = game.make_state((6, 2, 2, 2, 2, 2), (12, 8), 0)

    def analysed():
        window, teaching = make_window()
        panel = teaching.analysis
        window.record.start_from(game, state, seats={})
        window.record.play("2B")
        window.record.jump(0)
        panel.seconds.setValue(0.1)
        panel.start()
        qtbot.waitUntil(lambda: not panel.analysis.running, timeout=60000)
        window.close()
        return panel, panel.analysis.result(0)

    panel, without = analysed()
    assert not without.exact
    without_graph_exact = panel.graph.exact
    assert panel.details.text().endswith(f"Expected margins: B {without.values['B']:+.0f}, A {without.values['A']:+.0f}")
    Tables.build(game, 12).save(app_tables.folder())
    panel, found = analysed()
    value = Tables.build(game, 16).value(state)  # tables that reach the position itself
    assert found.exact and found.values == {"B": value, "A": -value}
    # in the details, the label a screen reader reads, and in the graph's words for the ply
    assert panel.details.text().endswith(f"Exact margins under best play: B {value:+d}, A {-value:+d}")
    assert panel.graph.describe(0) == f"Move 0: B {value:+d}, A {-value:+d}, exact"
    # and cased in the graph (ply 1, after a capture, a tenth of a second may prove without tables)
    assert 0 in panel.graph.exact and 0 not in without_graph_exact


def test_two_windows_build_tables_into_the_same_folder_at_once_each_in_a_folder_of_its_own(qtbot, make_window):
    (window1, teaching1), (window2, teaching2) = make_window(), make_window()
    builds1, builds2 = building_on(window1, teaching1, seeds=4), building_on(window2, teaching2, seeds=6)
    _progress, finished1, _told = reports(builds1)
    _progress, finished2, _told = reports(builds2)
    builds1.need(get_game("djenon-aboure"))
    builds2.need(get_game("bakuk"))
    assert builds1.process is not None and builds2.process is not None  # two build processes at once
    staging = sorted(p.name for p in (app_tables.folder() / STAGING).iterdir())
    assert len(staging) == 4 and staging[0].startswith("bakuk-players2.") and staging[2].startswith("djenon-aboure.")
    qtbot.waitUntil(lambda: builds1.building is None and builds2.building is None, timeout=120000)
    assert finished1[0].startswith("Endgame tables for Djenon-aboure are ready")
    assert finished2[0].startswith("Endgame tables for Bakuk are ready")
    assert leftovers() == ["bakuk-players2.npz", "djenon-aboure.npz"]


def test_a_window_waits_for_the_tables_another_window_builds_then_uses_its_file(qtbot, make_window):
    game = get_game("djenon-aboure")
    (window1, teaching1), (window2, teaching2) = make_window(), make_window()
    builds1, builds2 = building_on(window1, teaching1, seeds=4), building_on(window2, teaching2, seeds=4)
    _progress, finished2, told2 = reports(builds2)
    builds1.need(game)
    builds2.need(game)
    assert builds2.building is None and told2 == [
        "Another Siembra window is building the endgame tables for Djenon-aboure: they are used once they are ready."]
    builds2.need(game)
    assert len(told2) == 1  # told once
    qtbot.waitUntil(lambda: builds1.building is None, timeout=60000)
    rules_tables._loaded[rules_tables.variant_name(game)] = None  # as a search in its own process read: none yet
    builds2.need(game)  # the next request finds the file
    assert builds2.building is None and finished2 == [] and leftovers() == ["djenon-aboure.npz"]
    qtbot.waitUntil(lambda: rules_tables.tables_for(game) is not None)


def test_of_two_builds_of_one_variant_begun_at_once_the_first_file_renamed_into_place_is_kept(qtbot, make_window):
    game = get_game("djenon-aboure")
    (window1, teaching1), (window2, teaching2) = make_window(), make_window()
    builds1, builds2 = building_on(window1, teaching1, seeds=2), building_on(window2, teaching2, seeds=6)
    builds2._start(game, "djenon-aboure")  # begun before the other window could see it
    builds1._start(game, "djenon-aboure")
    qtbot.waitUntil(lambda: builds1.building is None, timeout=60000)
    first = (app_tables.folder() / "djenon-aboure.npz").read_bytes()
    qtbot.waitUntil(lambda: builds2.building is None, timeout=60000)
    assert (app_tables.folder() / "djenon-aboure.npz").read_bytes() == first
    assert leftovers() == ["djenon-aboure.npz"]


HOLDER = """
import sys, time
from PySide6.QtCore import QLockFile
import desktop_app  # a Siembra: its command line names it
lock = QLockFile(sys.argv[1])
assert lock.tryLock(0)
open(sys.argv[2] + "/part", "w").close()
print("held", flush=True)
time.sleep(120)
"""


def build_left_by(staging, name):
    """A Siembra process holding a build's lock and folder in ``staging``, as a build does."""
    folder = staging / f"djenon-aboure.{name}"
    folder.mkdir(parents=True)
    process = subprocess.Popen([sys.executable, "-c", HOLDER, f"{folder}.lock", str(folder)], stdout=subprocess.PIPE)
    assert process.stdout.readline() == b"held\n"
    return process


def test_what_a_killed_siembra_left_is_removed_and_a_build_still_running_is_not(qtbot, make_window):
    window, teaching = make_window()
    builds = building_on(window, teaching)
    _progress, _finished, told = reports(builds)
    staging = app_tables.folder() / STAGING
    killed, running = build_left_by(staging, "killed"), build_left_by(staging, "running")
    try:
        killed.kill()
        killed.wait()
        (staging / "djenon-aboure.npz").write_bytes(b"what an older Siembra left")
        builds.need(get_game("djenon-aboure"))
        assert builds.building is None and told[0].startswith("Another Siembra window is building")
        assert sorted(p.name for p in staging.iterdir()) == ["djenon-aboure.running", "djenon-aboure.running.lock"]
        assert (staging / "djenon-aboure.running" / "part").exists()
    finally:
        running.kill()
        running.wait()
    builds.need(get_game("djenon-aboure"))  # its Siembra gone: removed, and built here
    assert builds.building == "Djenon-aboure"
    assert not (staging / "djenon-aboure.running").exists()
    qtbot.waitUntil(lambda: builds.building is None, timeout=60000)
    assert leftovers() == ["djenon-aboure.npz"]


@pytest.mark.parametrize("pits,captured,words", [
    ((6, 2, 2, 2, 2, 2), (12, 8), "B wins by {value} seeds with best play (exact)"),
    ((2, 2, 0, 4, 4, 2), (6, 16), "B loses by {loss} seeds with best play (exact)")])
def test_the_hint_says_the_margin_its_move_leads_to_where_a_table_or_a_finished_search_proves_it(
        qtbot, make_window, pits, captured, words):
    game = get_game("bakuk")
    state = game.make_state(pits, captured, 0)
    Tables.build(game, 12).save(app_tables.folder())
    window, _teaching = make_window()
    window.thinker.budgets["expert"] = 1.0
    window.record.start_from(game, state, seats={})
    window.actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.narration.text().startswith("Hint:"), timeout=30000)
    value = Tables.build(game, 16).value(state)  # B to move: B's margin under best play
    hinted = [label for label, hole in window.scene.holes.items() if hole.hinted]
    assert window.narration.text() == f"Hint: {hinted[0]} — " + words.format(value=value, loss=-value)


@pytest.mark.parametrize("pits,turn,opened,in_play,words", [
    ((0, 0, 2, 1, 2, 1), 1, 0b111101, 0b111101, "A ends the round {value} seeds of capital ahead with best play (exact)"),
    ((0, 2, 0, 2, 1, 1), 0, 0b111010, 0b111010, "B ends the round {loss} seeds of capital behind with best play (exact)"),
    ((2, 0, 2, 1, 1, 0), 0, 0b111100, 0b111111, "the round ends with equal capitals with best play (exact)")])
def test_a_bechi_hint_says_the_margin_of_capital_its_move_leads_to_at_the_rounds_end_where_a_search_proves_it(
        qtbot, make_window, pits, turn, opened, in_play, words):
    from test_tables import plain_value

    from desktop_app.showing.narration import move_name
    from rules.ai.rounds import RoundView

    game = get_game("bechi", holes=3)
    # round 2, 6 seeds on the board and 30 in the stores and won: the search reaches the round's end
    state = game.make_state(pits, (2, 4), turn, (12, 12), opened, in_play, 2)
    view, sign = RoundView(game, 2), 1 if turn == 0 else -1
    window, _teaching = make_window()
    window.thinker.budgets["expert"] = 1.0
    window.record.start_from(game, state, seats={})
    window.actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.narration.text().startswith("Hint:"), timeout=30000)
    told = {}
    for move in game.legal_moves(state):  # the mover's margin of capital after each move
        value = sign * plain_value(view, view.next_state(state, move))
        told[f"Hint: {move_name(move)} — " + words.format(value=value, loss=-value)] = move
    assert window.narration.text() in told
    assert [label for label, hole in window.scene.holes.items() if hole.hinted] == [told[window.narration.text()].hole]


def test_with_three_players_the_hint_says_each_players_final_seeds_where_the_tables_fix_them(qtbot, make_window):
    game = get_game("bakuk", players=3)
    state = game.make_state((1, 1, 0, 1, 1, 2), (10, 12, 8), 0)
    tables = Tables.build(game, 6)
    tables.save(app_tables.folder())
    assert [tables.outcome(game.next_state(state, move)) for move in game.legal_moves(state)] == [
        (12, 16, 8), (10, 18, 8)]  # after 1B and after 2B: fixed
    window, _teaching = make_window()
    window.thinker.budgets["expert"] = 1.0
    window.record.start_from(game, state, seats={})
    window.actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.narration.text().startswith("Hint:"), timeout=30000)
    assert [label for label, hole in window.scene.holes.items() if hole.hinted] == ["1B"]
    assert window.narration.text() == "Hint: 1B — final seeds with best play: B 12, C 16, A 8 (exact)"


def test_the_graph_cases_the_line_where_values_are_exact_with_a_key_saying_so(qtbot):
    from PySide6.QtGui import QColor, QPalette

    from desktop_app.analysis.graph import EvaluationGraph, Series

    graph = EvaluationGraph(lambda: {"above": QColor("#ddddff"), "below": QColor("#ffdddd")})
    qtbot.addWidget(graph)
    graph.resize(400, 260)
    graph.set_texts("Expected final margin for B (seeds)", "B ahead", "A ahead", "exact")
    blue, text = QColor("#1060e0"), graph.palette().color(QPalette.ColorRole.Text)

    def drawn(exact):
        graph.set_data(8, [Series("B", blue, [1] * 9)], {}, exact)
        graph.set_current(8)
        return graph.grab().toImage()

    def above_line(image, ply):
        """The colour a few pixels above the line's top edge, between ``ply`` and the next."""
        plot = graph.plot_rect()
        x = round(graph._x(plot, ply + 0.5))
        top = next(y for y in range(image.height()) if image.pixelColor(x, y) == blue)
        return image.pixelColor(x, top - 2)

    def key_pixels(image):
        plot = graph.plot_rect()
        return sum(image.pixelColor(x, y) == text for x in range(int(plot.left()) + 6, int(plot.left()) + 40)
                   for y in range(int(plot.top()), int(plot.top()) + graph.fontMetrics().height()))

    plain, cased = drawn(()), drawn({5, 6, 7, 8})
    assert above_line(cased, 6) == text and above_line(cased, 2) != text and above_line(plain, 6) != text
    assert key_pixels(cased) > 20 and key_pixels(plain) == 0
