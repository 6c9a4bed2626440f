"""The position editor: any position can be set up, an impossible one is refused with the rules
model's reason, and a valid one is played or saved as a record."""

from __future__ import annotations

from rules import load_record

from gui_helpers import settle


def test_an_impossible_position_is_refused_with_the_reason(installed):
    window, teaching = installed
    window.new_game("tihbat")
    editor = teaching.edit_position()
    assert editor.play_button.isEnabled()
    editor.pits["1B"].setValue(8)  # 29 seeds: odd
    assert not editor.play_button.isEnabled() and not editor.save_button.isEnabled()
    assert "even number of seeds" in editor.status.text()
    editor.pits["2B"].setValue(6)
    assert editor.play_button.isEnabled()
    editor.reject()


def test_a_set_up_position_is_played_from_the_board(qtbot, installed):
    window, teaching = installed
    editor = teaching.edit_position()
    editor.empty_button.click()
    for label, count in {"4B": 5, "1A": 1, "3A": 5, "6A": 2}.items():
        editor.pits[label].setValue(count)
    editor.captured["B"].setValue(32)
    editor.to_move.setCurrentIndex(editor.to_move.findData("B"))
    editor.play_button.click()
    settle(qtbot, window)
    c = window.record
    assert c.game.count(c.state, "3A") == 5 and c.state.captured[0] == 32 and c.ply == 0
    window.record.play("4B")
    assert any(e.kind == "relay" for e in c.events_of(1))


def test_bechi_holes_out_of_play_and_opened_are_set_and_checked(qtbot, installed, tmp_path):
    window, teaching = installed
    editor = teaching.edit_position()
    editor._game_box.setCurrentIndex(editor._game_box.findData("bechi"))
    assert set(editor.in_play) == set(editor.pits) and all(box.isChecked() for box in editor.in_play.values())
    editor.in_play["2A"].setChecked(False)  # 2A still holds 6 seeds
    assert "out of play but holds seeds" in editor.status.text()
    editor.pits["2A"].setValue(0)
    editor.opened["1B"].setChecked(True)
    assert editor.save_button.isEnabled()
    assert editor.save_to(tmp_path / "bechi-position")
    record = load_record((tmp_path / "bechi-position.siembra").read_text(encoding="utf-8"))
    assert record.moves == [] and "2A" not in record.start.in_play and "1B" in record.start.opened
    editor.play_button.click()
    settle(qtbot, window)
    assert window.scene.holes["2A"].closed
