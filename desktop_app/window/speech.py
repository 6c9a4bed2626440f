"""What a screen reader is told as a game goes on, at a pace speech can follow.

A move is announced once, when the board has shown it to its end: who played which hole, how many
seeds were sown, the relays, what was captured, whose turn it is now, and the end card's result
when the move ended the round or the game ("B sows 4 seeds from 3B; captures 6: 2 from 2A, 4 from
1A. A to move."). The narration line says each seed as the board shows it, several times a second
at the usual speed: it is spoken only when asked for (Animation > Speak each step, key S).

The board view is named after the game and described by whose turn it is, so that Tab into the
board says the game, the turn and then the hole the focus ring is on (accessible.py).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from ..i18n import context
from ..teaching.narration import move_name
from .accessible import announce, install
from .banner import result_text
from .record import MovePlayed

Speech_ = context("Speech")


def move_summary(played: MovePlayed) -> str:
    """One sentence for a whole move: the mover, the hole, the seeds sown, relays and captures."""
    player, move = played.before.to_move, played.move
    lifts = [e for e in played.events if e.kind == "lift"]
    if move.kind == "sow" and lifts:
        parts = [Speech_.tr("{player} sows %n seed(s) from {hole}", "", lifts[0].count).format(
            player=player, hole=lifts[0].hole)]
    else:
        parts = [Speech_.tr("{player} plays {move}").format(player=player, move=move_name(move))]
    relays = sum(1 for e in played.events if e.kind == "relay")
    if relays:
        parts.append(Speech_.tr("%n relay(s)", "", relays))
    captures = [e for e in played.events if e.kind == "capture"]
    if captures:
        where = ", ".join(Speech_.tr("{count} from {hole}").format(count=e.count, hole=e.hole) for e in captures)
        parts.append(Speech_.tr("{player} captures %n: {where}", "", sum(e.count for e in captures)).format(
            player=captures[0].player, where=where))
    passes = [e.player for e in played.events if e.kind == "pass"]
    for passer in passes:
        parts.append(Speech_.tr("{player} cannot move and passes").format(player=passer))
    return "; ".join(parts) + "."


def turn_sentence(record) -> str:
    """Whose turn it is (or the result), as the board is described."""
    state = record.state
    if state.is_over:
        return result_text(record.game, state)
    player = state.to_move
    if player in record.seats:
        return Speech_.tr("{player} to move (the computer)").format(player=player)
    return Speech_.tr("{player} to move").format(player=player)


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
        record = window.record
        record.newGame.connect(self.describe_board)
        record.positionChanged.connect(lambda _ply: self.describe_board())
        record.turnChanged.connect(lambda _player: self.describe_board())
        window.presenter.moveShown.connect(self._move_shown)
        window.move_list.setAccessibleName(self.tr("Moves of the game"))
        window.side_panel.setAccessibleName(self.tr("Side panel"))
        window.narration.setAccessibleName(self.tr("Narration"))
        window.pane.step_label.setAccessibleName(self.tr("Step of the move"))
        window.banner.setAccessibleName(self.tr("Turn"))
        self.describe_board()

    def describe_board(self) -> None:
        record, view = self._window.record, self._window.view
        view.setAccessibleName(self.tr("{game} board").format(game=record.game.title))
        view.setAccessibleDescription(turn_sentence(record))

    def _set_speak_steps(self, on: bool) -> None:
        self._window.pane.speak_steps = on
        announce(self._window.narration, self.tr("Each step will be spoken") if on
                 else self.tr("Each move will be spoken once it is shown"))

    def _move_shown(self, played: MovePlayed) -> None:
        # After the other parts have heard of the move: the end card is shown by then.
        QTimer.singleShot(0, self, lambda: self._announce_move(played))

    def _announce_move(self, played: MovePlayed) -> None:
        record = self._window.record
        self.describe_board()
        sentences = [move_summary(played)]
        card = self._window.summaries.shown()
        if card is not None:
            sentences.append(card.spoken_result())
        elif not record.state.is_over:
            sentences.append(turn_sentence(record) + ".")
        announce(self._window.narration, " ".join(sentences))
