"""From the rules' game and states to what the scene draws: board spec, frames, and the
presenter that keeps the board showing the record."""

from __future__ import annotations

import sys
from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from rules import Game, State

from ..board.animator import Animator
from ..board.choreography import ChoreographyError, Frame, Placement, choreograph, initial_placement, rebalance
from ..board.scene import BoardScene, BoardSpec, HeapSpec, HoleSpec
from ..teaching.narration import move_name, narrate, progress
from .record import GameRecord, MovePlayed


def board_spec(game: Game) -> BoardSpec:
    holes = []
    cols_of: dict[str, list[int]] = {p: [] for p in game.players}
    rows_of: dict[str, set[int]] = {p: set() for p in game.players}
    for label in game.labels:
        row, col = game.layout(label)
        owner = game.owner(label)
        holes.append(HoleSpec(label, row, col, owner))
        cols_of[owner].append(col)
        rows_of[owner].add(row)
    heaps = []
    for player in game.players:
        cols = (min(cols_of[player]), max(cols_of[player]))
        rows = rows_of[player]
        if len(game.players) == 2:
            # Each player's heap at their right hand: B (bottom) right, A (top) left.
            side = "right" if rows == {0} else "left"
        elif len(rows) == 2:
            side = "right" if sum(cols) >= game.n - 1 else "left"
        else:
            side = "bottom" if rows == {0} else "top"
        heaps.append(HeapSpec(("captured", player), side, cols,
                              QCoreApplication.translate("Board", "{player} captured").format(player=player)))
        if game.initial_state().stores:
            heaps.append(HeapSpec(("store", player), "bottom" if rows == {0} else "top", (1, game.n - 2),
                                  QCoreApplication.translate("Board", "{player} store").format(player=player)))
    return BoardSpec(game.n, tuple(holes), tuple(heaps))


def state_counts(game: Game, state: State) -> dict:
    counts = {("hole", label): n for label, n in zip(game.labels, state.pits)}
    counts.update({("captured", p): n for p, n in zip(game.players, state.captured)})
    counts.update({("store", p): n for p, n in zip(game.players, state.stores)})
    return counts


def closed_holes(game: Game, state: State) -> frozenset[str]:
    """Holes out of play. Between Bechi rounds (the refill phase) no hole is: the next round's
    holes are being chosen, and a lid would hide the very holes the player must click."""
    if state.phase == "refill":
        return frozenset()
    return frozenset(game.labels) - state.in_play


def frame_for(game: Game, state: State, previous: Placement | None = None) -> Frame:
    """The frame showing ``state``, moving as few seeds as possible from ``previous``."""
    counts = state_counts(game, state)
    if previous is None:
        places = initial_placement(counts.items())
    else:
        places = rebalance(previous, counts)
    return Frame(places, None, closed_holes(game, state))


def move_frames(game: Game, played: MovePlayed, start: Placement) -> list[Frame]:
    """The frames of a move's steps, from the placement ``start`` of its position before."""
    try:
        frames = choreograph(start, closed_holes(game, played.before), played.events)
        shown = {k: v for k, v in frames[-1].counts().items() if v}
        if shown != {k: v for k, v in state_counts(game, played.after).items() if v}:
            raise ChoreographyError("the events do not lead to the new position")
    except ChoreographyError as err:
        # Never show a wrong board: go straight to the new position.
        print(f"siembra: cannot animate {played.move}: {err}", file=sys.stderr)
        frames = [frame_for(game, played.after, start)]
    return frames


def step_narration(played: MovePlayed, frames: list[Frame], step: int) -> str:
    """The narration line of step ``step`` of a move (step 0: who plays what)."""
    if step:
        return narrate(frames[step])
    return QCoreApplication.translate("BoardPresenter", "{player} plays {move}").format(
        player=played.before.to_move, move=move_name(played.move))


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
