"""The human interaction: intent from any input handed to the input mode installed.

The mouse (through the scene's signals), the keyboard (keyboard.py) and a presenter's remote or
a touch screen all reach the same intent slots of ``Interaction``, which give them to the one
input mode installed (modes.py):

- ``choose_hole(label)``, ``choose_direction(key)`` (a direction arrow, "2B:cw"),
  ``point_at_hole(label)`` / ``point_at_direction(key)`` ("" when the pointer leaves);
- the keys a mode may take before the window does: ``arrow(side)``, ``type_key(text)``,
  ``confirm()`` (Enter, the button above the board).

``refresh`` installs the mode of the position shown once the board is still (play, refill,
or nothing); ``leave`` installs the idle mode while a move is shown. A teaching feature installs
its own mode with ``install`` (predict mode's answer); a lasting one (the position editor's)
stays through ``leave`` and ``refresh`` until its feature calls ``remove``. Nothing else turns
input into moves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from rules import IllegalMoveError, Move

from ..board.animator import Animator
from ..board.scene import BoardScene
from ..i18n import rules_message
from ..qt_enums import set_enums
from ..showing.input_mode import InputMode
from ..showing.narration import move_name
from .modes import IdleMode, PlayMode, RefillMode
from .record import GameRecord

if TYPE_CHECKING:
    from rules.ai.players import Proven


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
    """Hands intent to the input mode installed; see the module's notes."""

    humanToMove = Signal(bool)  # a human may move now (the board is still): the Hint action follows it

    def __init__(self, record: GameRecord, scene: BoardScene, animator: Animator, prompt: PromptBar,
                 say: Callable[[str], None], parent=None) -> None:
        super().__init__(parent)
        self.record, self.scene, self.prompt, self.say = record, scene, prompt, say
        self._animator = animator
        self._mode: InputMode = IdleMode(self)
        scene.holeClicked.connect(self.choose_hole)
        scene.holeHovered.connect(self.point_at_hole)
        scene.choiceClicked.connect(self.choose_direction)
        scene.choiceHovered.connect(self.point_at_direction)
        prompt.pressed.connect(self.confirm)

    @property
    def mode(self) -> InputMode:
        return self._mode

    @property
    def offers_moves(self) -> bool:
        """The mode installed offers moves (play, a direction, a refill)."""
        return isinstance(self._mode, (PlayMode, RefillMode))

    @property
    def may_move(self) -> bool:
        """The board is still and a human is to move."""
        return self._animator.at_end and self.record.is_human_turn()

    # -- installing modes ---------------------------------------------------------------------
    def install(self, mode: InputMode) -> None:
        """Remove the mode installed and install ``mode``: it gets the intent until replaced."""
        old, self._mode = self._mode, mode
        old.finish()
        old.deleteLater()
        mode.start()
        self.humanToMove.emit(self.offers_moves)

    def remove(self, mode: InputMode) -> None:
        """Remove ``mode`` if it is installed (a lasting mode ends so): the mode of the position
        shown follows."""
        if self._mode is mode:
            self.install(self._position_mode())

    def leave(self) -> None:
        """Offer nothing (a move is being shown, or the position changes); a lasting mode stays."""
        self.scene.set_hint(())
        if not self._mode.lasting:
            self.install(IdleMode(self))

    def refresh(self) -> None:
        """The mode of the position shown (unless a lasting mode is installed)."""
        self.scene.set_hint(())
        if not self._mode.lasting:
            self.install(self._position_mode())

    def _position_mode(self) -> InputMode:
        """Play or refill if a human is to move in the position shown, else nothing."""
        if not self.may_move:
            return IdleMode(self)
        if self.record.state.phase == "refill":
            return RefillMode(self)
        return PlayMode(self)

    # -- intent, for the mode installed -----------------------------------------------------------
    def choose_hole(self, label: str) -> None:
        self._mode.choose_hole(label)

    def choose_direction(self, key: str) -> None:
        self._mode.choose_direction(key)

    def point_at_hole(self, label: str) -> None:
        self._mode.point_at_hole(label)

    def point_at_direction(self, key: str) -> None:
        self._mode.point_at_direction(key)

    def arrow(self, side: int) -> bool:
        return self._mode.arrow(side)

    def type_key(self, text: str) -> bool:
        return self._mode.type_key(text)

    def confirm(self) -> bool:
        return self._mode.confirm()

    # -- for the modes ---------------------------------------------------------------------------
    def play(self, move: Move) -> None:
        """Play ``move`` in the record, or say why not."""
        if not self.may_move:
            self.refuse_hole(None)
            return
        try:
            self.record.play(move)
        except IllegalMoveError as err:
            self.refuse_hole(None, rules_message(err))

    def refuse_hole(self, label: str | None, why: str | None = None) -> None:
        """Flash ``label`` (if any) and say why (by default: why nobody may move now)."""
        if why is None:
            why = (self.tr("Wait: the move is still being shown (End skips to its end)") if not self._animator.at_end
                   else self.tr("It is not your turn"))
        if label:
            self.scene.flash_refused(label)
        self.say(why)

    def direction_choices(self) -> dict[str, list]:
        """Each hole with direction arrows: its moves and the hole each first sows into."""
        c = self.record
        choices: dict[str, list] = {}
        for move in c.legal_moves():
            if move.direction is not None and move.hole is not None:
                choices.setdefault(move.hole, []).append((str(move), c.first_step(move)))
        return choices

    def direction_on_side(self, hole: str, side: int) -> str | None:
        """The direction of ``hole`` whose first seed falls left (-1) or right (+1) on screen."""
        holes = self.scene.holes
        for key, toward in self.direction_choices().get(hole, ()):
            if toward and (holes[toward].x() - holes[hole].x()) * side > 0:
                return key
        return None

    def show_hint(self, state, move, proven: Proven | None = None) -> None:
        """Mark the hole (or holes) of a suggested move, if the position is still the one asked
        about, and name it on the narration line (which a screen reader says): with what it
        leads to under best play where that is ``proven`` (a table, Tihbat's solved table or a
        search to the end of every line): the margin, or with three players each one's final
        seeds."""
        if state is not self.record.state or not self._animator.at_end:
            return
        self.scene.set_hint(move.holes if move.kind == "refill" else [move.hole] if move.hole else [])
        name, player = move_name(move), state.to_move
        if proven is None:
            self.say(self.tr("Hint: {move}").format(move=name))
        elif isinstance(proven, tuple):
            totals = ", ".join(f"{who} {seeds}" for who, seeds in zip(self.record.game.players, proven))
            self.say(self.tr("Hint: {move} — final seeds with best play: {totals} (exact)").format(
                move=name, totals=totals))
        elif self.record.game.plays_rounds:  # Bechi: the capitals at the round's end
            self.say(self._round_hint(round(proven)).format(move=name, player=player))
        elif proven > 0:
            self.say(self.tr("Hint: {move} — {player} wins by %n seeds with best play (exact)", "",
                             round(proven)).format(move=name, player=player))
        elif proven < 0:
            self.say(self.tr("Hint: {move} — {player} loses by %n seeds with best play (exact)", "",
                             round(-proven)).format(move=name, player=player))
        else:
            self.say(self.tr("Hint: {move} — a draw with best play (exact)").format(move=name))

    def _round_hint(self, margin: int) -> str:
        """A Bechi hint's words for the margin of capital its move leads to at the round's end."""
        if margin > 0:
            return self.tr("Hint: {move} — {player} ends the round %n seeds of capital ahead with best play (exact)",
                           "", margin)
        if margin < 0:
            return self.tr("Hint: {move} — {player} ends the round %n seeds of capital behind with best play (exact)",
                           "", -margin)
        return self.tr("Hint: {move} — the round ends with equal capitals with best play (exact)")
