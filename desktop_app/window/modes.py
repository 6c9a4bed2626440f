"""The input modes of the board: each one small object that the interaction installs and that
gets the board's intent until it ends, as orange-canvas-core's ``UserInteraction`` subclasses
are installed by its scene one at a time.

- ``PlayMode``: the legal holes marked; a hole plays, a hole with direction arrows (Bechi 2×3
  centre) goes on to a ``DirectionMode``; the button above the board passes when there is no move;
- ``DirectionMode``: the arrows of one hole; the arrow keys (←/→ by where the first seed falls on
  the screen) or a click on an arrow choose, a click on a hole goes back to playing (another
  hole is played);
- ``RefillMode``: Bechi's refill, holes clicked in and out, the button above the board confirms;
- ``IdleMode``: nothing offered (a move is being shown, or a computer is to move).

A teaching feature may install its own (predict mode's answer), made from the same base class
(showing/input_mode.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import Move

from ..i18n import context
from ..showing.input_mode import InputMode

if TYPE_CHECKING:
    from .interaction import Interaction

# The words of playing on the board, in one translation context whichever mode says them.
Words = context("Interaction")


class IdleMode(InputMode):
    """Nothing is offered: a move is being shown, a computer is to move, or the game is over."""


class PlayMode(InputMode):
    """A human is to move and the board is still."""

    def start(self) -> None:
        i = self.interaction
        c = i.record
        moves = c.legal_moves()
        if [m.kind for m in moves] == ["pass"]:
            i.prompt.ask(Words.tr("{player} has no move").format(player=c.state.to_move), Words.tr("Pass"), True)
            return
        i.scene.set_legal({m.hole for m in moves if m.kind == "sow"})
        i.scene.set_choices(i.direction_choices())

    def choose_hole(self, label: str) -> None:
        i = self.interaction
        moves = [m for m in i.record.legal_moves() if m.kind == "sow" and m.hole == label]
        if len(moves) == 1 and moves[0].direction is None:
            i.play(moves[0])
        elif moves:
            i.install(DirectionMode(i, label))
        else:
            i.refuse_hole(label, Words.tr("{hole} cannot be played now").format(hole=label))

    def point_at_hole(self, label: str) -> None:
        i = self.interaction
        moves = [m for m in i.record.legal_moves() if m.kind == "sow" and m.hole == label and m.direction is None]
        i.scene.set_landing(i.record.landing(moves[0]) if label and moves else None)

    def choose_direction(self, key: str) -> None:
        self.interaction.play(Move.from_notation(key))

    def point_at_direction(self, key: str) -> None:
        i = self.interaction
        i.scene.set_landing(i.record.landing(Move.from_notation(key)) if key else None)

    def confirm(self) -> bool:
        i = self.interaction
        if i.prompt.isHidden():
            return False
        i.play(Move.from_notation("pass"))
        return True


class DirectionMode(PlayMode):
    """A hole with direction arrows was chosen: ← / → (or a click on an arrow) choose where it sows."""

    def __init__(self, interaction: Interaction, hole: str) -> None:
        super().__init__(interaction)
        self.hole = hole

    def start(self) -> None:
        i = self.interaction
        i.scene.set_legal({self.hole})
        i.scene.set_selected((self.hole,))
        i.scene.set_choices({self.hole: i.direction_choices()[self.hole]})
        i.say(Words.tr("Choose a direction for {hole}: ← or →, or click an arrow").format(
            hole=self.hole))

    def choose_hole(self, label: str) -> None:
        i = self.interaction
        i.install(PlayMode(i))
        if label != self.hole:
            i.mode.choose_hole(label)

    def arrow(self, side: int) -> bool:
        key = self.interaction.direction_on_side(self.hole, side)
        if key is None:
            self.interaction.say(Words.tr("No arrow points that way"))
        else:
            self.choose_direction(key)
        return True


class RefillMode(InputMode):
    """Bechi's refill: the player clicks the holes to refill, then confirms."""

    def __init__(self, interaction: Interaction) -> None:
        super().__init__(interaction)
        c = interaction.record
        player = c.state.to_move
        assert player is not None, "holes are refilled between rounds of a game not over"
        self.holes = c.game.holes_of(player)
        self.size = c.game.refill_count(c.state)
        self.chosen: list[str] = []

    def start(self) -> None:
        self.interaction.scene.set_legal(self.holes)
        self._ask()

    def choose_hole(self, label: str) -> None:
        i = self.interaction
        if label not in self.holes:
            i.refuse_hole(label, Words.tr("{hole} cannot be played now").format(hole=label))
            return
        if label in self.chosen:
            self.chosen.remove(label)
        elif len(self.chosen) < self.size:
            self.chosen.append(label)
        else:
            i.scene.flash_refused(label)
            return
        i.scene.set_selected(self.chosen)
        self._ask()

    def confirm(self) -> bool:
        if len(self.chosen) != self.size:
            return False
        self.interaction.play(Move.from_notation("refill:" + ",".join(self.chosen)))
        return True

    def _ask(self) -> None:
        state = self.interaction.record.state
        k, n = self.size, len(self.chosen)
        text = " ".join((Words.tr("{player}: click %n of your holes to refill", "", k).format(player=state.to_move),
                         Words.tr("(%n chosen)", "", n)))
        self.interaction.prompt.ask(text, Words.tr("Refill"), n == k)
