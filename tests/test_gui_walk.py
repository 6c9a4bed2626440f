"""Walking a game: wherever the record stands, the move that led there and the next one can be
shown seed by seed; one playback state; input modes installed one at a time; the controller's
order; predict mode keeps the answer out of sight."""
import ast
from pathlib import Path

from desktop_app.showing.frames import state_counts

from gui_helpers import settle

ROOT = Path(__file__).resolve().parents[1]


def board_counts(window) -> dict:
    frame = window.animator.current_frame
    return {k: v for k, v in frame.counts().items() if v}


def position_counts(window, ply: int) -> dict:
    c = window.record
    return {k: v for k, v in state_counts(c.game, c.state_at(ply)).items() if v}


def two_moves(qtbot, window) -> None:
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    window.record.play("3B")
    settle(qtbot, window)
    window.record.play(window.record.legal_moves()[0])
    settle(qtbot, window)


def assert_walks_move(qtbot, window, ply: int) -> None:
    """At ``ply``, shown at the end of its move: Home, Right, Left, End and Space show that move."""
    p = window.presenter
    assert window.record.ply == ply and window.animator.at_end and p.state == "still"
    assert window.animator.steps > 1 and board_counts(window) == position_counts(window, ply)
    assert window.narration.text().strip()  # the narration tells what the board shows
    window.actions["start"].trigger()  # Home
    assert window.animator.step == 0 and board_counts(window) == position_counts(window, ply - 1)
    window.actions["forward"].trigger()  # Right
    qtbot.waitUntil(lambda: not window.animator.moving)
    assert window.animator.step == 1 and p.state == "paused" and "(paused)" in window.banner.text()
    window.actions["back"].trigger()  # Left
    assert window.animator.step == 0
    window.actions["play"].trigger()  # Space
    assert p.state == "playing" and window.actions["play"].text() == "Pause"
    settle(qtbot, window)
    assert window.record.ply == ply and board_counts(window) == position_counts(window, ply)
    assert window.actions["play"].text() == "Play"


def test_after_undo_the_move_shown_and_the_next_one_are_stepped_seed_by_seed(qtbot, window):
    two_moves(qtbot, window)
    window.actions["undo"].trigger()
    assert_walks_move(qtbot, window, 1)
    window.actions["forward"].trigger()  # past the end of move 1: into move 2, one step
    qtbot.waitUntil(lambda: not window.animator.moving)
    assert window.record.ply == 2 and window.animator.step == 1
    window.actions["end"].trigger()
    assert window.animator.at_end and board_counts(window) == position_counts(window, 2)


def test_after_redo_and_a_click_in_the_move_list_the_move_is_stepped(qtbot, window):
    two_moves(qtbot, window)
    window.record.jump(0)
    assert window.presenter.shown is None and window.animator.at_end  # the start: no move led there
    window.actions["redo"].trigger()
    assert_walks_move(qtbot, window, 1)
    item = window.move_list.topLevelItem(2)
    window.move_list.itemClicked.emit(item, 0)
    assert_walks_move(qtbot, window, 2)
    window.actions["start"].trigger()
    window.actions["back"].trigger()  # before the start of move 2: the last step of move 1
    assert window.record.ply == 1 and window.animator.step == window.animator.steps - 1


def test_review_the_game_then_space_plays_the_first_move(qtbot, window):
    two_moves(qtbot, window)
    window.summaries.review()
    assert window.record.ply == 0
    window.actions["play"].trigger()
    assert window.record.ply == 1 and window.presenter.state == "playing"
    settle(qtbot, window)


def test_a_lessons_move_is_stepped_before_any_button(qtbot, make_window):
    window, teaching = make_window()
    teaching.lessons.open(teaching.lessons.find("leb-feeding"))
    settle(qtbot, window)
    window.actions["forward"].trigger()  # Right, with no button clicked
    qtbot.waitUntil(lambda: not window.animator.moving)
    assert [str(m) for m in window.record.moves] == ["5B"] and window.animator.step == 1
    window.actions["back"].trigger()
    window.actions["forward"].trigger()
    window.actions["play"].trigger()  # Space plays it on
    assert window.presenter.state == "playing"
    settle(qtbot, window)
    assert window.record.ply == 1


def test_a_pause_or_a_step_does_not_carry_into_the_next_move(qtbot, window):
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    window.animator.step_ms = 300
    window.record.play("3B")
    window.actions["play"].trigger()  # Pause
    assert window.presenter.state == "paused" and not window.animator.at_end
    window.actions["forward"].trigger()
    window.actions["end"].trigger()
    settle(qtbot, window)
    window.record.play(window.record.legal_moves()[0])  # the next move (a person's or the computer's)
    assert window.presenter.state == "playing" and window.animator.playing


def test_instant_moves_show_a_new_move_at_its_end_and_a_ply_change_is_always_instant(qtbot, window):
    two_moves(qtbot, window)
    window.animator.step_ms = 1000
    window.record.undo()
    assert window.animator.at_end  # at once, whatever the speed
    window.actions["instant"].trigger()  # instant moves, on
    window.record.play(window.record.legal_moves()[-1])
    assert window.animator.at_end and window.presenter.state == "still"


def test_bechi_direction_is_chosen_with_the_arrow_keys(qtbot, window):
    window.new_game("bechi", {"holes": 3})
    settle(qtbot, window)
    interaction = window.interaction
    hole = next(iter(interaction.direction_choices()))
    window.scene.holeClicked.emit(hole)
    assert type(interaction.mode).__name__ == "DirectionMode" and "←" in window.narration.text()
    right = interaction.direction_on_side(hole, +1)
    window.actions["forward"].trigger()  # → chooses the arrow pointing right, not a step
    assert [str(m) for m in window.record.moves] == [right]
    settle(qtbot, window)
    assert type(interaction.mode).__name__ in ("PlayMode", "IdleMode")


def test_the_controller_calls_the_parts_in_its_order(qtbot, window, monkeypatch):
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    settle(qtbot, window)
    calls = []
    for owner, name in ((window.interaction, "leave"), (window.computers, "cancel"), (window.move_list, "follow"),
                        (window.presenter, "show"), (window, "record_shown"), (window.presenter, "settled"),
                        (window.interaction, "refresh"), (window.computers, "settled")):
        original = getattr(owner, name)
        monkeypatch.setattr(owner, name, lambda *a, _o=original, _n=name: (calls.append(_n), _o(*a))[1])
    window.controller.changed.connect(lambda change: calls.append("changed:" + change.kind))
    window.controller.settled.connect(lambda: calls.append("features settled"))
    window.actions["instant"].trigger()  # instant moves, on
    window.record.play("3B")
    assert calls == ["leave", "cancel", "follow", "show", "record_shown", "changed:move",
                     "settled", "refresh", "settled", "features settled"]


def test_nothing_filters_the_whole_applications_events():
    filters = []
    for path in sorted((ROOT / "desktop_app").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "installEventFilter":
                target = ast.unparse(node.func.value)
                if "QApplication" in target or "QCoreApplication" in target or target == "app":
                    filters.append(f"{path.relative_to(ROOT)}: {target}")
    assert not filters


def test_predict_mode_hides_the_lessons_explanation_until_the_answer_is_in(qtbot, make_window):
    window, teaching = make_window()
    teaching.predict.set_enabled(True)
    lessons = teaching.lessons
    lesson = lessons.find("leb-feeding")
    intro = lesson.text("intro")
    lessons.open(lesson)
    settle(qtbot, window)
    assert intro not in lessons.panel.intro.text() and intro not in window.narration.text()
    lessons.play_next()
    predict = teaching.predict
    assert predict.waiting and window.animator.step == 0
    shown = [lessons.panel.intro.text(), lessons.panel.progress.text(), window.narration.text(),
             window.banner.text(), window.move_list.topLevelItem(1).text(3)]
    assert not any(intro in text for text in shown)
    assert window.move_list.topLevelItem(1).text(3) == ""  # what it captures is not written yet
    window.scene.holeClicked.emit(predict.question.answer if predict.question.kind == "last_hole"
                                  else window.record.game.labels[0])
    if predict.waiting:
        predict.answer(predict.question.answer)
    settle(qtbot, window)
    assert lessons.panel.intro.text() == intro and window.narration.text() == intro


def test_after_a_click_on_the_analysis_graph_the_move_is_stepped(qtbot, make_window):
    window, teaching = make_window()
    two_moves(qtbot, window)
    teaching.analysis.graph.plyChosen.emit(1)
    assert_walks_move(qtbot, window, 1)
