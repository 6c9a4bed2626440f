"""What a screen reader is told as a game goes on, at a pace speech can follow.

A move is announced once, when the board has shown it to its end: who played which hole, how many
seeds were lifted, the relays, what was captured and whose turn it is now ("B lifts 4 from 3B; B
captures 6 seeds from 2A. A to move."). A move that ends a round or the game shows the end card,
which takes the focus: a screen reader says its result (its labels) as the focus enters it, once.
The narration line says each seed as the board shows it, several times a second at the usual
speed: it is spoken only when asked for (Animation > Speak each step, key S).

The board view is named after the game and whose turn it is, so that Tab into the board says
both and then the hole the focus ring is on (accessible.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ..i18n import context
from ..showing.frames import MovePlayed
from ..showing.narration import move_name
from ..showing.narration import tr as narration_tr
from .accessible import announce, install
from .banner import result_text

Spoken = context("Spoken")


def move_summary(played: MovePlayed) -> str:
    """One sentence for a whole move, in the narration's words: who lifted how many seeds from
    which hole, the relays, each capture and any pass ("B lifts 4 from 3B; 1 relay; B captures
    6 seeds from 2A")."""
    player, move = played.before.to_move, played.move
    lifts = [e for e in played.events if e.kind == "lift"]
    if move.kind == "sow" and lifts:
        parts = [narration_tr("{player} lifts %n from {hole}", None, lifts[0].count).format(
            player=player, hole=lifts[0].hole)]
    else:
        parts = [QCoreApplication.translate("BoardPresenter", "{player} plays {move}").format(
            player=player, move=move_name(move))]
    relays = sum(1 for e in played.events if e.kind == "relay")
    if relays:
        parts.append(Spoken.tr("%n relay(s)", "", relays))
    for e in played.events:
        if e.kind == "capture":
            parts.append(narration_tr("{player} captures %n from {hole}", None, e.count).format(
                player=e.player, hole=e.hole))
        elif e.kind == "pass":
            parts.append(narration_tr("{player} cannot move and passes").format(player=e.player))
    return "; ".join(parts) + "."


def turn_sentence(game, state, seats: dict) -> str:
    """Whose turn it is in ``state`` (or the result), as the board is named."""
    if state.is_over:
        return result_text(game, state)
    player = state.to_move
    if player in seats:
        return Spoken.tr("{player} to move (the computer)").format(player=player)
    return QCoreApplication.translate("TurnBanner", "{player} to move").format(player=player)


class Speech(QObject):
    """Announces each move shown, names and describes the board, and offers the step-by-step
    narration on request."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        install(window.view, window.speed)
        self.speak_steps = window.add_action(
            "animation", "speak_steps", self.tr("Speak each &step"), self._set_speak_steps, shortcut="S",
            checkable=True)
        # (The labels, the narration line and the turn banner, are named by their text.)
        window.move_list.setAccessibleName(self.tr("Moves of the game"))
        window.side_panel.setAccessibleName(self.tr("Side panel"))
        self.describe_board()

    def describe_board(self) -> None:
        record, view = self._window.record, self._window.view
        turn = turn_sentence(record.game, record.state, record.seats)
        view.setAccessibleName(self.tr("{game} board: {turn}").format(game=record.game.title, turn=turn))

    def _set_speak_steps(self, on: bool) -> None:
        self._window.pane.speak_steps = on
        announce(self._window.narration, self.tr("Each step will be spoken") if on
                 else self.tr("Each move will be spoken once it is shown"))

    def settled(self, played: MovePlayed | None) -> None:
        """The board is still: it is named anew, and a move just shown to its end is announced
        (the controller calls this once the end card, if any, is up)."""
        self.describe_board()
        if played is not None:
            self._announce(played)

    def _announce(self, played: MovePlayed) -> None:
        summary = move_summary(played)
        if played.after.is_over or any(e.kind == "round_end" for e in played.events):
            # The end card takes the focus: a screen reader says its result as it enters it.
            announce(self._window.narration, summary)
            return
        record = self._window.record
        turn = turn_sentence(record.game, played.after, record.seats)
        announce(self._window.narration, f"{summary} {turn}.")
