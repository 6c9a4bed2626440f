"""The board for assistive technology and the keyboard: every hole is in Qt's accessibility tree
with a name and a description, the narration line is announced, Tab reaches the board, the move
list and the speed control, the arrows move a visible focus ring and Enter or Space plays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui_helpers import settle


def _tree(interface, depth=0):
    """Every interface under ``interface`` in Qt's accessibility tree."""
    yield interface
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is not None and depth < 30:
            yield from _tree(child, depth + 1)


def _hole_interface(window, label):
    found = [i for i in _tree(QAccessible.queryAccessibleInterface(window))
             if i.role() == QAccessible.Role.Button and i.text(QAccessible.Text.Name) == label]
    assert len(found) == 1, label
    return found[0]


@pytest.fixture
def board(window, qtbot):
    window.resize(1600, 900)  # the whole toolbar, speed control included, on the screen
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    settle(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def test_each_hole_has_a_name_and_a_description_in_the_accessibility_tree(board):
    seeds = board.scene.holes["3B"].count
    assert seeds > 1
    hole = _hole_interface(board, "3B")
    assert hole.text(QAccessible.Text.Description) == f"3B, {seeds} seeds, can be played"
    assert hole.parent().object() is board.view
    assert hole.parent().text(QAccessible.Text.Name) == "Leb Bbut Ahbochen board: B to move"
    # A hole of the player not to move cannot be played now; an empty one says so in the singular.
    assert _hole_interface(board, "3A").text(QAccessible.Text.Description) == f"3A, {board.scene.holes['3A'].count} seeds"
    board.scene.holes["3A"].set_state(count=1)
    assert _hole_interface(board, "3A").text(QAccessible.Text.Description) == "3A, 1 seed"
    # Where it is on the screen: over the hole's item.
    item = board.scene.holes["3B"]
    centre = board.view.viewport().mapToGlobal(board.view.mapFromScene(item.scenePos()))
    assert hole.rect().contains(centre)
    assert hole.parent().childAt(centre.x(), centre.y()).text(QAccessible.Text.Name) == "3B"


def test_tab_reaches_the_board_the_move_list_and_the_speed_control(board, qtbot):
    # At first the window holds the focus: the arrows and Space are its shortcuts.
    assert QApplication.focusWidget() is board and not (board.scene.focus_ring and board.scene.focus_ring.isVisible())
    reached = []
    for _ in range(3):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached == [board.view, board.move_list, board.speed]


def test_the_arrows_move_a_visible_focus_ring_and_enter_plays_the_hole(board, qtbot):
    view, scene = board.view, board.scene
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    assert view.focused_hole == "1B"  # the first hole to play
    assert scene.focus_ring.isVisible() and scene.focus_ring.pos() == scene.holes["1B"].pos()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_hole == "2B" and scene.focus_ring.pos() == scene.holes["2B"].pos()
    assert _hole_interface(board, "2B").state().focused
    QTest.keyClick(view, Qt.Key.Key_Up)  # across the board: the hole facing it
    facing = view.focused_hole
    assert facing.endswith("A") and scene.holes[facing].x() == scene.holes["2B"].x()
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.focused_hole == "2B"
    assert board.record.moves == []
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert [str(m) for m in board.record.moves] == ["2B"]


def test_space_plays_the_focused_hole_and_elsewhere_the_keys_are_the_windows(board, qtbot):
    board.install_shortcuts()
    board.animator.step_ms = 200
    view = board.view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert [str(m) for m in board.record.moves] == ["1B"]
    # With the focus on the move list, Space is Play / Pause again and the ring is gone.
    board.move_list.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(board.move_list.hasFocus)
    assert not (board.scene.focus_ring and board.scene.focus_ring.isVisible())
    playing = board.animator.playing
    QTest.keyClick(board.move_list, Qt.Key.Key_Space)
    assert board.animator.playing != playing


def test_a_click_leaves_the_focus_where_it_was(board, qtbot):
    assert board.view.focusPolicy() == Qt.FocusPolicy.TabFocus
    board.move_list.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(board.move_list.hasFocus)
    QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=board.view.viewport().rect().center())
    assert board.move_list.hasFocus()


def test_the_narration_line_is_announced_as_it_changes(board, monkeypatch):
    said = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(
        lambda event: said.append((event.type(), event.object(), getattr(event, "message", lambda: "")()))))
    board.say("B sows 4 seeds")
    board.say("B sows 4 seeds")  # the same sentence again: said once
    board.say(" ")
    announced = [(obj, text) for kind, obj, text in said if kind == QAccessible.Event.Announcement]
    assert announced == [(board.narration, "B sows 4 seeds")]


def test_the_focus_moving_is_told_to_assistive_technology(board, qtbot, monkeypatch):
    said = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(
        lambda event: said.append((event.type(), event.accessibleInterface()))))
    board.view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(board.view.hasFocus)
    QTest.keyClick(board.view, Qt.Key.Key_Right)

    def focus():
        return [iface.text(QAccessible.Text.Name) for kind, iface in said if kind == QAccessible.Event.Focus and iface]
    # Told after the view's own focus event (the next turn of the event loop), which it follows.
    qtbot.waitUntil(lambda: focus()[-1:] == ["2B"])


def test_the_move_list_and_the_speed_take_their_own_arrows_when_focused(board, qtbot):
    board.install_shortcuts()
    for move in ("1B", "1A"):
        board.interaction.choose_hole(move)
        settle(qtbot, board)
    board.move_list.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(board.move_list.hasFocus)
    QTest.keyClick(board.move_list, Qt.Key.Key_Up)  # one move back through the game
    assert board.record.ply == 1
    board.speed.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(board.speed.hasFocus)
    value, step = board.speed.value(), board.animator.step
    QTest.keyClick(board.speed, Qt.Key.Key_Right)
    assert board.speed.value() > value and board.animator.step == step


def test_the_focus_ring_hides_no_seed_of_the_other_holes(board, qtbot):
    view, scene = board.view, board.scene
    far = scene.holes["6B"]
    assert scene.holes["1B"].count and far.count  # seeds to see in the hole focused and in one far from it
    centre = view.mapFromScene(far.scenePos())
    before = view.viewport().grab().toImage().copy(centre.x() - 20, centre.y() - 20, 40, 40)
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: view.focused_hole == "1B")
    after = view.viewport().grab().toImage().copy(centre.x() - 20, centre.y() - 20, 40, 40)
    assert after == before
