"""The position editor: any position can be set up, an impossible one is refused with the rules
model's reason, and a valid one is played or saved as a record."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop_app.teaching.editor import EditorMode
from desktop_app.window.modes import PlayMode
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


def press(qtbot, key) -> None:
    """A key as the user presses it: to the widget with the focus, in the active window."""
    qtbot.keyClick(QApplication.focusWidget(), key)


def a_move_shown(qtbot, window):
    """A move played and shown to its end, the speed slider holding the focus (as after Tab)."""
    window.record.play(window.record.legal_moves()[0])
    settle(qtbot, window)
    window.speed.setFocus()
    return window.speed.value()


def test_the_editor_is_the_boards_input_mode_while_it_is_open(qtbot, installed):
    window, teaching = installed
    editor = teaching.edit_position()
    mode = window.interaction.mode
    assert isinstance(mode, EditorMode) and mode.editor is editor
    window.scene.holeClicked.emit("3A")  # a click on the board chooses the hole, digits set it
    for key in (Qt.Key.Key_1, Qt.Key.Key_2):
        qtbot.keyClick(window, key)
    assert editor.chosen == "3A" and editor.pits["3A"].value() == 12
    qtbot.keyClick(window, Qt.Key.Key_Right)
    right = window.scene.holes[editor.chosen]
    assert right.y() == window.scene.holes["3A"].y() and right.x() > window.scene.holes["3A"].x()
    chosen = editor.chosen
    window.record.play(window.record.legal_moves()[0])  # the board changes: editing goes on
    settle(qtbot, window)
    assert window.interaction.mode is mode and editor.chosen == chosen
    editor.reject()
    assert not isinstance(window.interaction.mode, EditorMode) and window.interaction.offers_moves


def test_home_and_end_in_the_editor_act_on_the_move_not_on_the_speed(qtbot, installed):
    window, teaching = installed
    speed = a_move_shown(qtbot, window)
    editor = teaching.edit_position()
    steps = window.animator.steps
    assert window.animator.step == steps > 0
    for target in (editor, window):
        target.activateWindow()
        qtbot.waitUntil(lambda target=target: QApplication.activeWindow() is target)
        press(qtbot, Qt.Key.Key_Home)
        assert window.animator.step == 0 and window.speed.value() == speed
        press(qtbot, Qt.Key.Key_End)
        assert window.animator.step == steps and window.speed.value() == speed
    editor.reject()


def test_play_from_here_installs_play_and_home_and_end_step_its_first_move(qtbot, installed):
    window, teaching = installed
    speed = a_move_shown(qtbot, window)
    editor = teaching.edit_position()
    window.speed.setFocus()  # tabbed to while editing
    editor.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is editor)
    editor.play_button.click()
    settle(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert isinstance(window.interaction.mode, PlayMode)
    window.record.play(window.record.legal_moves()[0])
    settle(qtbot, window)
    steps = window.animator.steps
    press(qtbot, Qt.Key.Key_Home)
    assert window.animator.step == 0 and window.speed.value() == speed
    press(qtbot, Qt.Key.Key_End)
    assert window.animator.step == steps and window.speed.value() == speed
