"""The base of the board's input modes (window/modes.py, and a teaching feature's own): one
small object the interaction installs, which gets the board's intent until another replaces it.
Its intent methods for keys answer whether they took the input: what a mode does not take, the
window does (the arrow keys then step the animation)."""

from __future__ import annotations

from PySide6.QtCore import QObject


class InputMode(QObject):
    """One way of taking the board's input. ``start`` shows what it offers, ``finish`` takes it
    away; the intent methods return whether the input was taken."""

    # A mode that stays while the position changes (the editor's: editing goes on while the board
    # shows a move), until the one who installed it removes it (``Interaction.remove``).
    lasting = False

    def __init__(self, interaction) -> None:
        super().__init__(interaction)
        self.interaction = interaction

    def start(self) -> None:
        """Installed: show what this mode offers."""

    def finish(self) -> None:
        """Removed: take away what it showed."""
        s = self.interaction.scene
        s.set_legal(())
        s.set_choices({})
        s.set_landing(None)
        s.set_selected(())
        self.interaction.prompt.hide()

    def choose_hole(self, label: str) -> None:
        self.interaction.refuse_hole(label)

    def point_at_hole(self, label: str) -> None:
        self.interaction.scene.set_landing(None)

    def choose_direction(self, key: str) -> None:
        self.interaction.refuse_hole(None)

    def point_at_direction(self, key: str) -> None:
        self.interaction.scene.set_landing(None)

    def arrow(self, side: int) -> bool:
        """An arrow key: -1 left, +1 right."""
        return False

    def type_key(self, text: str) -> bool:
        """A letter or digit typed."""
        return False

    def confirm(self) -> bool:
        """Enter, or the button above the board."""
        return False
