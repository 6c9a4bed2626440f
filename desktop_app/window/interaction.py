"""The human interaction: intent from any input turned into moves, and what the player may do shown.

The mouse (through the scene's signals), the keyboard (keyboard.py) and a presenter's remote or
a touch screen all reach the same intent slots of ``Interaction``:

- ``choose_hole(label)``: play that hole, pick it for a refill, or say why not;
- ``choose_direction(key)``: play the direction arrow ``key`` (a move such as "2B:cw");
- ``toggle_refill(label)``: add a hole to the refill choice, or take it back;
- ``confirm()``: the button above the board (Refill once enough holes are chosen, or Pass);
- ``point_at_hole(label)`` / ``point_at_direction(key)``: show where the last seed would land
  ("" when the pointer leaves).

While a question about the move being shown waits for a hole (predict mode,
``answer_holes_with``), a hole chosen answers it instead of being played.

Nothing else turns input into moves. Between moves the interaction marks the legal holes,
the direction arrows and the refill choice on the scene; while a move is shown it offers nothing.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from rules import IllegalMoveError

from ..board.animator import Animator
from ..board.scene import BoardScene
from ..i18n import rules_message
from ..showing.narration import move_name
from .record import GameRecord
from ..qt_enums import set_enums


class PromptBar(QWidget):
    """The bar above the board: a sentence and one button (Refill, Pass)."""

    pressed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel()
        self.button = QPushButton()
        set_enums(self.button, focusPolicy="NoFocus")
        self.button.clicked.connect(self.pressed)
        bar = QHBoxLayout(self)
        bar.setContentsMargins(8, 0, 8, 0)
        bar.addStretch()
        bar.addWidget(self.label)
        bar.addWidget(self.button)
        bar.addStretch()
        self.hide()

    def ask(self, text: str, button: str, enabled: bool) -> None:
        self.label.setText(text)
        self.button.setText(button)
        self.button.setEnabled(enabled)
        self.show()


class Interaction(QObject):
    """Turns intent into moves of the record; see the module's notes for the slots."""

    humanToMove = Signal(bool)  # a human may move now (the board is still): the Hint action follows it

    def __init__(self, record: GameRecord, scene: BoardScene, animator: Animator, prompt: PromptBar,
                 say: Callable[[str], None], parent=None) -> None:
        super().__init__(parent)
        self._record, self._scene, self._animator, self._prompt, self._say = record, scene, animator, prompt, say
        self._refill_holes: tuple[str, ...] = ()  # the holes a refill may choose (Bechi), in this turn
        self._refill_size = 0
        self._chosen: list[str] = []              # the refill choice so far, in the order picked
        self._answer: Callable[[str], None] | None = None  # a question waiting for a hole
        scene.holeClicked.connect(self.choose_hole)
        scene.holeHovered.connect(self.point_at_hole)
        scene.choiceClicked.connect(self.choose_direction)
        scene.choiceHovered.connect(self.point_at_direction)
        prompt.pressed.connect(self.confirm)
        # Nothing is offered while a move is shown.
        record.eventsReady.connect(lambda _played: self.clear())
        animator.stepChanged.connect(lambda step, steps: step < steps and self.clear())

    @property
    def refill_choice(self) -> list[str]:
        return list(self._chosen)

    @property
    def may_move(self) -> bool:
        """The board is still and a human is to move."""
        return self._animator.at_end and self._record.is_human_turn()

    # -- what the player may do -------------------------------------------------------------
    def clear(self) -> None:
        """Offer nothing (a move is being shown)."""
        s = self._scene
        s.set_legal(())
        s.set_choices({})
        s.set_landing(None)
        s.set_hint(())
        s.set_selected(())
        self._refill_holes, self._refill_size, self._chosen = (), 0, []
        self._prompt.hide()
        self.humanToMove.emit(False)

    def refresh(self) -> None:
        """Offer the moves of the position shown, if a human is to move in it."""
        self.clear()
        c = self._record
        if not self.may_move:
            return
        self.humanToMove.emit(True)
        state = c.state
        if state.phase == "refill":
            self._refill_holes, self._refill_size = c.game.holes_of(state.to_move), c.game.refill_count(state)
            self._scene.set_legal(self._refill_holes)
            self._refresh_prompt()
            return
        moves = c.legal_moves()
        if [m.kind for m in moves] == ["pass"]:
            self._refresh_prompt()
            return
        choices: dict[str, list] = {}
        for move in moves:
            if move.direction is not None:
                choices.setdefault(move.hole, []).append((str(move), c.first_step(move)))
        self._scene.set_legal({m.hole for m in moves if m.kind == "sow"})
        self._scene.set_choices(choices)

    def _refresh_prompt(self) -> None:
        """Confirm a refill, or pass when there is no move."""
        state = self._record.state
        if state.phase == "refill":
            k, n = self._refill_size, len(self._chosen)
            text = " ".join((self.tr("{player}: click %n of your holes to refill", "", k).format(player=state.to_move),
                             self.tr("(%n chosen)", "", n)))
            self._prompt.ask(text, self.tr("Refill"), n == k)
        else:
            self._prompt.ask(self.tr("{player} has no move").format(player=state.to_move), self.tr("Pass"), True)

    def show_hint(self, state, move) -> None:
        """Mark the hole (or holes) of a suggested move, if the position is still the one asked about."""
        if state is not self._record.state or not self._animator.at_end:
            return
        self._scene.set_hint(move.holes if move.kind == "refill" else [move.hole] if move.hole else [])
        self._say(self.tr("Hint: {move}").format(move=move_name(move)))

    def answer_holes_with(self, answer: Callable[[str], None] | None) -> None:
        """From now on (until None), a hole chosen by any input is given to ``answer``."""
        self._answer = answer

    # -- intent -------------------------------------------------------------------------------
    def choose_hole(self, label: str) -> None:
        if self._answer is not None:
            self._answer(label)
            return
        if label in self._refill_holes:
            self.toggle_refill(label)
            return
        c = self._record
        if not self._animator.at_end:
            self._refuse(label, self.tr("Wait: the move is still being shown (End skips to its end)"))
            return
        if not c.is_human_turn():
            self._refuse(label, self.tr("It is not your turn"))
            return
        moves = [m for m in c.legal_moves() if m.kind == "sow" and m.hole == label]
        if len(moves) == 1 and moves[0].direction is None:
            self._play(moves[0])
        elif moves:
            self._refuse(None, self.tr("Choose a direction with one of the arrows"))
        else:
            self._refuse(label, self.tr("{hole} cannot be played now").format(hole=label))

    def toggle_refill(self, label: str) -> None:
        if label not in self._refill_holes:
            self.choose_hole(label)  # not a hole to refill now: refused as a click would be
            return
        if label in self._chosen:
            self._chosen.remove(label)
        elif len(self._chosen) < self._refill_size:
            self._chosen.append(label)
        else:
            self._scene.flash_refused(label)
            return
        self._scene.set_selected(self._chosen)
        self._refresh_prompt()

    def choose_direction(self, key: str) -> None:
        self._play(key)

    def confirm(self) -> None:
        """The prompt's button, if it is offered and enabled."""
        if self._prompt.isHidden() or not self._prompt.button.isEnabled():
            return
        if self._record.state.phase == "refill":
            self._play("refill:" + ",".join(self._chosen))
        else:
            self._play("pass")

    def point_at_hole(self, label: str) -> None:
        landing = None
        if label and self.may_move:
            moves = [m for m in self._record.legal_moves()
                     if m.kind == "sow" and m.hole == label and m.direction is None]
            if moves:
                landing = self._record.landing(moves[0])
        self._scene.set_landing(landing)

    def point_at_direction(self, key: str) -> None:
        self._scene.set_landing(self._record.landing(key) if key and self.may_move else None)

    def direction_on_side(self, side: int) -> str | None:
        """The offered direction whose first seed falls left (-1) or right (+1) on screen."""
        if not self.may_move:
            return None
        c, holes = self._record, self._scene.holes
        for move in c.legal_moves():
            if move.direction is None:
                continue
            toward = c.first_step(move)
            if toward and (holes[toward].x() - holes[move.hole].x()) * side > 0:
                return str(move)
        return None

    # -- internals ------------------------------------------------------------------------------
    def _refuse(self, label: str | None, why: str) -> None:
        if label:
            self._scene.flash_refused(label)
        self._say(why)

    def _play(self, move) -> None:
        if not self.may_move:
            self._refuse(None, self.tr("Wait: the move is still being shown (End skips to its end)"))
            return
        try:
            self._record.play(move)
        except IllegalMoveError as err:
            self._refuse(None, rules_message(err))
