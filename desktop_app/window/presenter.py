"""The presenter that keeps the board showing the record (the frames come from showing/frames.py)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Signal

from ..board.animator import Animator
from ..board.scene import BoardScene
from ..showing.frames import MovePlayed, board_spec, frame_for, move_frames, state_counts, step_narration
from ..showing.narration import move_name, progress
from .record import GameRecord


class BoardPresenter(QObject):
    """Shows the record on the board: a new game builds the scene, a move's events become the
    animator's frames (choreography), undo or a jump glides to the position, and the narration
    follows the steps. ``moveShown`` carries a move once it is shown to its end (its summaries)."""

    moveShown = Signal(object)  # a MovePlayed

    def __init__(self, record: GameRecord, scene: BoardScene, animator: Animator,
                 narrate_step: Callable[[str, str], None], parent=None) -> None:
        super().__init__(parent)
        self._record, self._scene, self._animator = record, scene, animator
        self._narrate_step = narrate_step  # (narration, "step k / n")
        self._played: MovePlayed | None = None  # the move being shown
        self._due: MovePlayed | None = None     # the same, until shown to its end
        record.newGame.connect(self._build)
        record.positionChanged.connect(self._glide)
        record.eventsReady.connect(self._animate)
        animator.stepChanged.connect(self._on_step)
        animator.settled.connect(self._on_settled)

    def _build(self) -> None:
        self._animator.clear()
        self._played = self._due = None
        game, state = self._record.game, self._record.state
        self._scene.setup(board_spec(game), sum(state_counts(game, state).values()))

    def _glide(self, _ply: int) -> None:
        """Undo, redo, jump or a new game: seeds flow to the new position."""
        self._played = self._due = None
        c, animator = self._record, self._animator
        previous = animator.current_frame.places if animator.frames else None
        animator.glide_to(frame_for(c.game, c.state, previous))

    def _animate(self, played: MovePlayed) -> None:
        animator = self._animator
        animator.finish()
        frames = move_frames(self._record.game, played, animator.current_frame.places)
        self._played = self._due = played
        # During the move, the holes opened before it (its own origin opens only after it).
        self._scene.set_opened(played.before.opened)
        animator.load(frames)

    def move_progress(self) -> tuple[str, str] | None:
        """While a move is shown short of its end: the mover and what the step does, for the
        banner; None once the board is settled."""
        played, animator = self._played, self._animator
        if played is None or animator.at_end or not animator.steps:
            return None
        player = played.before.to_move
        return player, progress(animator.frames, animator.step, player, move_name(played.move))

    def _on_step(self, step: int, steps: int) -> None:
        if self._played is not None and steps:
            self._narrate_step(step_narration(self._played, self._animator.frames, step),
                               self.tr("step {step} / {steps}").format(step=step, steps=steps))
        else:
            self._narrate_step(" ", "")

    def _on_settled(self) -> None:
        self._scene.set_opened(self._record.state.opened)
        due, self._due = self._due, None
        if due is not None:
            self.moveShown.emit(due)
