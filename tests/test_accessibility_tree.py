"""What a screen reader finds and hears, read through Qt's accessibility interfaces (as the
AT-SPI bridge reads them): the start page's cards and controls name their game, the holes can be
pressed and say whether they can be played, the slider speaks seeds per second, the end card is
in the tree with its result, and the game is told once a move, not once a seed."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtWidgets import QApplication

from gui_helpers import settle

Name, Description, Value = QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value


def tree(interface, depth=0):
    """Every interface under ``interface``, with its depth."""
    yield depth, interface
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is not None and depth < 30:
            assert interface.indexOfChild(child) == index
            yield from tree(child, depth + 1)


def dump(widget) -> list[tuple]:
    """The tree under ``widget`` as a screen reader reads it: role, name, description, the
    actions, and whether each is unavailable, for what is on the screen."""
    rows = []
    for depth, iface in tree(QAccessible.queryAccessibleInterface(widget)):
        state = iface.state()
        if state.invisible:
            continue
        actions = iface.actionInterface()
        rows.append((depth, iface.role(), iface.text(Name), iface.text(Description),
                     tuple(actions.actionNames()) if actions else (), bool(state.disabled)))
    return rows


@pytest.fixture
def said(monkeypatch):
    """What assistive technology is told: (event type, interface or object, message)."""
    events = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(lambda event: events.append(
        (event.type(), getattr(event, "message", lambda: "")()))))
    return events


def announcements(events) -> list[str]:
    return [text for kind, text in events if kind == QAccessible.Event.Announcement]


def test_each_card_of_the_start_page_and_each_of_its_controls_names_its_game(qtbot, make_window):
    window, _ = make_window()
    window.show_start_page(False)
    page = window.start_screen.page
    window.start_screen._after_first_paint()
    rows = dump(page)
    groups = [name for _, role, name, *_ in rows if role == QAccessible.Role.Grouping]
    assert groups == ["Leb Bbut Ahbochen", "Bakuk", "Djenon-aboure", "Tihbat", "Bechi", "Go on with a game"]
    buttons = {name for _, role, name, *_ in rows if role == QAccessible.Role.Button}
    for game in ("Leb Bbut Ahbochen", "Bakuk", "Djenon-aboure", "Tihbat", "Bechi"):
        assert {f"Play {game} against the computer", f"Play {game}, two players on this screen",
                f"Watch the computer play {game}", f"Lessons of {game}…"} <= buttons
    assert "Open a saved game…" in buttons
    # Qt on Linux names a combo box by its text ("Easy") and its label: the label says what it is.
    box = QAccessible.queryAccessibleInterface(page.cards["bakuk"].level_box)
    labels = [other.text(Name) for other, _ in box.relations(QAccessible.Relation.Label)]
    assert labels == ["Computer level for Bakuk"] and box.text(Value) == "Easy"
    # Three players: the button says so.
    page.cards["bakuk"].option_boxes["players"].setCurrentIndex(1)
    assert page.cards["bakuk"].buttons["together"].accessibleName() == "Play Bakuk, three players on this screen"
    page.set_recent(["/tmp/games/opening.siembra"])
    recent = QAccessible.queryAccessibleInterface(page.recent_buttons[0])
    assert (recent.text(Name), recent.text(Description)) == ("Open the recent game opening.siembra",
                                                            "/tmp/games/opening.siembra")


def test_the_holes_can_be_pressed_and_say_whether_they_can_be_played(window, qtbot):
    window.new_game("tihbat")
    settle(qtbot, window)
    board = QAccessible.queryAccessibleInterface(window.view)
    assert board.text(Name) == "Tihbat board: B to move"
    holes = {row[2]: row for row in dump(window.view) if row[1] == QAccessible.Role.Button}
    press, focus = QAccessibleActionInterface.pressAction(), QAccessibleActionInterface.setFocusAction()
    assert holes == {
        "1B": (1, QAccessible.Role.Button, "1B", "1B, 7 seeds, can be played", (press, focus), False),
        "2B": (1, QAccessible.Role.Button, "2B", "2B, 7 seeds, can be played", (press, focus), False),
        "1A": (1, QAccessible.Role.Button, "1A", "1A, 7 seeds", (press, focus), True),
        "2A": (1, QAccessible.Role.Button, "2A", "2A, 7 seeds", (press, focus), True)}
    # Pressed, a hole is played as if clicked; a hole that cannot be played says why not.
    hole = next(board.child(i) for i in range(board.childCount()) if board.child(i).text(Name) == "2B")
    hole.actionInterface().doAction(press)
    settle(qtbot, window)
    assert [str(m) for m in window.record.moves] == ["2B"]
    assert board.text(Name) == "Tihbat board: A to move"
    hole.actionInterface().doAction(press)
    assert [str(m) for m in window.record.moves] == ["2B"] and window.narration.text().strip()
    # Set Focus puts the focus ring on it.
    hole.actionInterface().doAction(focus)
    qtbot.waitUntil(window.view.hasFocus)
    assert window.view.focused_hole == "2B"


def test_the_speed_is_said_in_seeds_per_second(window):
    window.speed.setValue(55)
    slider = QAccessible.queryAccessibleInterface(window.speed)
    value = slider.valueInterface()
    assert slider.text(Name) == "Animation speed" and slider.role() == QAccessible.Role.Slider
    assert window.speed.seeds_per_second() > 1
    assert slider.text(Value) == f"{window.speed.seeds_per_second()} seeds per second"
    assert value.currentValue() == pytest.approx(1000 / window.speed.step_ms(), abs=0.05)
    assert (value.minimumValue(), value.maximumValue()) == (1.0, 25.0)
    value.setCurrentValue(25.0)
    assert window.speed.value() == 100
    value.setCurrentValue(2.0)
    assert 1000 / window.speed.step_ms() == pytest.approx(2.0, rel=0.05)
    # The slider has no other interface: Qt is told so.
    assert slider.textInterface() is None and slider.actionInterface() is None


def test_the_move_list_and_the_side_panel_have_names(window):
    for widget, name in ((window.move_list, "Moves of the game"), (window.side_panel, "Side panel")):
        assert QAccessible.queryAccessibleInterface(widget).text(Name) == name


def _play_to_the_end(window, qtbot) -> int:
    moves = 0
    while not window.record.state.is_over:
        window.interaction.choose_hole(window.record.legal_moves()[0].hole)
        settle(qtbot, window)
        moves += 1
    return moves


def test_each_move_is_announced_once_and_the_end_card_with_its_result(window, qtbot, said):
    window.new_game("tihbat")
    settle(qtbot, window)
    window.animator.step_ms = 5  # animated: each seed is a step of the narration line
    said.clear()
    moves = _play_to_the_end(window, qtbot)
    qtbot.waitUntil(lambda: len(announcements(said)) == moves)
    told = announcements(said)
    assert moves > 3 and told[0].startswith("B lifts 7 from ")
    assert all(text.endswith(("A to move.", "B to move.")) for text in told[:-1]), told
    # The end card is in the tree, under the board: a group described by the result, whose
    # labels say it, with the focus on its first button. The last move's announcement does not
    # say the result again.
    result = window.banner.text()
    assert result.startswith(("A wins", "B wins", "Draw")) and not any(result in text for text in told)
    rows = dump(window.view)
    card = [row for row in rows if row[1] == QAccessible.Role.Grouping and row[0] == 1]
    assert card == [(1, QAccessible.Role.Grouping, "End of the game", f"Game over. {result}", (), False)]
    labels = [row[2] for row in rows if row[1] == QAccessible.Role.StaticText and row[0] == 2]
    assert labels[0] == f"Game over. {result}"
    buttons = [row[2] for row in rows if row[1] == QAccessible.Role.Button and row[0] == 2]
    assert buttons == ["New game", "Review the game"]
    assert QApplication.focusWidget() is window.summaries.card.new_game


def test_a_round_end_is_in_the_tree_with_its_table(window, qtbot, said):
    window.new_game("bechi", {"holes": 3, "rounds": 3})
    settle(qtbot, window)
    said.clear()
    while not window.summaries.card.isVisible():
        window.record.play(window.record.legal_moves()[0])
        settle(qtbot, window)
    card = QAccessible.queryAccessibleInterface(window.summaries.card)
    assert card.text(Name) == "End of the round"
    assert card.text(Description).startswith("Round 1 is over. Player B, Take ")
    assert "Round 1 is over" not in " ".join(announcements(said))


def test_each_step_is_spoken_only_when_asked_for(window, qtbot, said):
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    settle(qtbot, window)
    window.animator.step_ms = 5
    said.clear()
    window.interaction.choose_hole("1B")
    settle(qtbot, window)
    qtbot.waitUntil(lambda: len(announcements(said)) == 1)
    window.actions["speak_steps"].trigger()
    assert window.actions["speak_steps"].shortcut().toString() == "S"
    said.clear()
    window.interaction.choose_hole("1A")
    settle(qtbot, window)
    steps = len(window.animator.frames)
    qtbot.waitUntil(lambda: announcements(said)[-1:] and announcements(said)[-1].startswith("A lifts 4 from 1A"))
    assert len(announcements(said)) >= steps  # each step, then the move
