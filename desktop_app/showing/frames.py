"""From the rules' game and states to what the scene draws: the board's spec, the frame of a
position, the frames of a move's steps and the narration of each step. The window shows the
record with them; the teaching features draw boards off the screen (pictures, animations) with
the same helpers."""

from __future__ import annotations

import sys
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from rules import Game, Move, State

from ..board.choreography import ChoreographyError, Frame, Placement, choreograph, initial_placement, rebalance
from ..board.scene import BoardSpec, HeapSpec, HoleSpec
from .narration import move_name, narrate


# A named tuple rather than a frozen dataclass, and records imported when used: neither the
# dataclasses module nor rules.record is needed before the first frame.
class MovePlayed(NamedTuple):
    """A move played, the positions around it and its events."""

    ply: int            # the ply of ``after``
    before: State
    move: Move
    events: tuple
    after: State


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
