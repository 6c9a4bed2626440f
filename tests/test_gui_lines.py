"""The game tree in the window: playing from an earlier position starts a new line and keeps the
old one, which the move list shows and follows; promote, delete; lines and comments saved and
opened; records of earlier versions open; the analysis's expected line stepped through."""
import json

from gui_helpers import settle


def three_moves(qtbot, window) -> list[str]:
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    for _ in range(3):
        window.record.play(window.record.legal_moves()[0])
        settle(qtbot, window)
    return [str(m) for m in window.record.moves]


def another_second_move(window, old: list[str]) -> str:
    return next(str(m) for m in window.record.legal_moves() if str(m) != old[1])


def variation_items(window) -> list:
    ml = window.move_list
    return [ml.topLevelItem(row).child(i) for row in range(ml.topLevelItemCount())
            for i in range(ml.topLevelItem(row).childCount())]


def test_playing_from_an_earlier_position_starts_a_new_line_and_keeps_the_old(qtbot, window):
    old = three_moves(qtbot, window)
    window.record.undo()
    window.record.undo()
    new = another_second_move(window, old)
    window.record.play(new)
    settle(qtbot, window)
    record = window.record
    assert [str(m) for m in record.moves] == [old[0], new]
    first = record.line[1]
    assert [str(child.move) for child in first.children] == [old[1], new]  # the old line is kept, first
    items = variation_items(window)
    assert len(items) == 1 and items[0].text(2).startswith(f"({old[1]} {old[2]}")
    assert items[0].parent() is window.move_list.topLevelItem(2)  # under the move it replaces
    window.move_list.itemClicked.emit(items[0], 2)  # a click follows the old line
    assert [str(m) for m in record.moves] == old and record.ply == 2 and record.node.is_main_line()
    assert window.animator.at_end and window.presenter.shown.move == record.node.move


def test_a_line_is_promoted_and_deleted_from_the_edit_menu(qtbot, window):
    old = three_moves(qtbot, window)
    window.record.jump(1)
    new = another_second_move(window, old)
    window.record.play(new)
    settle(qtbot, window)
    assert window.actions["promote"].isEnabled()
    window.actions["promote"].trigger()
    assert window.record.node.is_main_line() and window.record.to_record().moves == [old[0], new]
    assert window.record.to_record().lines  # the old line, now a variation
    window.actions["delete_line"].trigger()  # the shown move and what follows (no dialog in tests)
    assert window.record.ply == 1 and [str(c.move) for c in window.record.node.children] == [old[1]]
    settle(qtbot, window)
    assert window.interaction.may_move


def a_commented_line(qtbot, window) -> tuple[list[str], str]:
    """Three moves, then another second move with a comment: a line beside the main one."""
    old = three_moves(qtbot, window)
    window.record.jump(1)
    new = another_second_move(window, old)
    window.record.play(new)
    window.record.set_comment(2, "the other idea")
    settle(qtbot, window)
    return old, new


def test_lines_and_comments_are_saved_and_opened_again(qtbot, window, tmp_path):
    old, new = a_commented_line(qtbot, window)
    path = tmp_path / "lines.siembra"
    assert window.files.save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 3 and data["moves"] == old
    window.new_game("tihbat")
    assert window.files.open_path(path)
    record = window.record
    assert [str(m) for m in record.moves] == old
    variation = record.line[1].children[1]
    assert str(variation.move) == new and variation.comment == "the other idea"
    assert len(variation_items(window)) == 1


def test_records_of_earlier_versions_open(qtbot, window, tmp_path):
    game_moves = ["3B"]
    path = tmp_path / "old.siembra"
    path.write_text(json.dumps({"format": "siembra-record", "version": 1, "game": "leb-bbut-ahbochen",
                                "options": {"holes": 6}, "moves": game_moves}), encoding="utf-8")
    assert window.files.open_path(path)
    assert [str(m) for m in window.record.moves] == game_moves and not variation_items(window)


def test_the_expected_line_is_played_out_as_a_line_and_stepped(qtbot, window):
    old = three_moves(qtbot, window)
    window.record.jump(1)
    game, state = window.record.game, window.record.state
    first = next(m for m in game.legal_moves(state) if str(m) != old[1])
    reply = game.legal_moves(game.next_state(state, first))[0]
    node = window.record.add_line([str(first), str(reply)])  # what the analysis expects from here
    assert node is not None and not node.is_main_line() and window.record.ply == 1
    window.presenter.enter(node)
    assert window.record.node is node and window.animator.step == 0 and window.presenter.state == "paused"
    window.actions["end"].trigger()
    window.actions["forward"].trigger()  # past its end: on into the line's next move
    qtbot.waitUntil(lambda: not window.animator.moving)
    assert window.record.ply == 3 and window.record.node.move == reply and window.animator.step == 1


def test_a_deletion_is_undone_right_after_by_undo_and_not_after_another_change(qtbot, window):
    old, new = a_commented_line(qtbot, window)
    window.record.jump(1)
    settle(qtbot, window)
    variation = window.record.node.children[1]
    window.move_list.deleteRequested.emit(window.record.node.children[0])  # the main line, from move 2
    settle(qtbot, window)
    assert [str(c.move) for c in window.record.node.children] == [new]
    assert window.actions["undo_delete"].isEnabled() and window.actions["undo"].isEnabled()
    window.actions["undo"].trigger()  # Ctrl+Z right after the deletion
    settle(qtbot, window)
    record = window.record
    assert record.ply == 1 and [str(c.move) for c in record.node.children] == [old[1], new]
    assert [str(m) for m in record.to_record().moves] == old and variation.comment == "the other idea"
    assert not window.actions["undo_delete"].isEnabled() and len(variation_items(window)) == 1
    window.actions["delete_line"].trigger()  # move 1 itself: the whole game
    settle(qtbot, window)
    assert window.record.ply == 0 and window.actions["undo"].isEnabled()
    window.record.play(window.record.legal_moves()[0])
    settle(qtbot, window)
    assert not window.actions["undo_delete"].isEnabled(), "another change ends the offer"
    window.actions["undo"].trigger()
    assert window.record.tree.size == 1 and window.record.ply == 0
