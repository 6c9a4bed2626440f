"""Playing without a mouse: a hole is chosen by its number, from the mover's own numbering.

1..9 (and 0 for hole 10) reach the same intent slot as a click on that hole of the player to
move (``Interaction.choose_hole``): they play it, or pick it for a Bechi refill, or are refused
with the same words as a click. [ and ] choose the direction arrow that points left or right on
the screen (Bechi 2x3 centre hole), and Enter presses the button above the board (Refill, Pass).
Each key goes first to the input mode installed
(a digit may be an answer in predict mode, an arrow a direction): what it does not take does
what is said here. The window's own keys step the animation.

Tab goes from the window to the board, the move list and the speed control, in that order; on
the board the arrows move a focus ring from hole to hole and Enter or Space plays it (view.py).
The board is described to assistive technology from here on (accessible.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from .accessible import install as install_accessible
from .menus import say_keys


def install_action_keys(actions: dict) -> None:
    """The keys of the window's actions, each said in its tooltip. A presenter's remote sends
    Page Down and Page Up: they step a lesson too."""
    key = QKeySequence.StandardKey
    shortcuts = {
        "new": key.New, "open": key.Open, "save": key.Save, "save_as": key.SaveAs, "hint": Qt.Key.Key_H,
        "quit": key.Quit, "undo": key.Undo, "redo": "Ctrl+Shift+Z", "play": Qt.Key.Key_Space,
        "forward": (Qt.Key.Key_Right, Qt.Key.Key_PageDown), "back": (Qt.Key.Key_Left, Qt.Key.Key_PageUp),
        "end": Qt.Key.Key_End, "start": Qt.Key.Key_Home, "panel": Qt.Key.Key_F9,
    }
    for name, keys in shortcuts.items():
        actions[name].setShortcuts([QKeySequence(k) for k in (keys if isinstance(keys, tuple) else (keys,))])
        say_keys(actions[name])


def help_text() -> str:
    # One literal: lupdate does not join adjacent string literals.
    return QCoreApplication.translate("KeyboardPlay", "1 … 9, 0: play the hole with that number (your own numbering, from your left)\n[ and ]: the direction arrow pointing left or right (Bechi 2×3 centre hole)\nEnter: the button above the board (Refill, Pass)\n→ / ←: one step forward or back; Space: play or pause; Home / End: start or end of the move\nF11: classroom mode; Ctrl++ / Ctrl+-: larger or smaller text\nTab: to the board (the arrows choose a hole, Enter or Space plays it), the move list (↑ / ↓ go through the game) and the speed")


class KeyboardPlay(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.actions: list[QAction] = []
        interaction = window.interaction
        for number in range(1, 11):
            self._add(str(number % 10), lambda _=False, n=number: self.choose_hole(n))
        self.digits = list(self.actions)  # also live in the position editor's window
        self._add("[", lambda: self.choose_direction(-1))
        self._add("]", lambda: self.choose_direction(+1))
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._add(QKeySequence(key), interaction.confirm)
        window.setTabOrder(window.view, window.move_list)
        window.setTabOrder(window.move_list, window.speed)
        install_accessible(window.view)

    def _add(self, key, slot) -> None:
        action = QAction(self.window)
        action.setShortcut(QKeySequence(key))
        # Live while the menu bar is hidden (classroom mode); a field being typed in keeps its keys.
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.window.addAction(action)
        self.actions.append(action)

    def hole_for(self, number: int) -> str | None:
        c = self.window.record
        player = c.state.to_move
        holes = c.game.holes_of(player) if player else ()
        return holes[number - 1] if number <= len(holes) else None

    def choose_hole(self, number: int) -> None:
        if self.window.interaction.type_key(str(number % 10)):
            return
        label = self.hole_for(number)
        if label is None:
            self.window.say(self.tr("There is no hole {number} here").format(number=number))
            return
        self.window.interaction.choose_hole(label)

    def choose_direction(self, side: int) -> None:
        """Play the offered direction whose first seed falls left (-1) or right (+1) on screen."""
        interaction = self.window.interaction
        if interaction.arrow(side):
            return
        holes = interaction.direction_choices() if interaction.may_move else {}
        key = interaction.direction_on_side(next(iter(holes)), side) if len(holes) == 1 else None
        if key is None:
            self.window.say(self.tr("No direction to choose now"))
        else:
            interaction.choose_direction(key)
