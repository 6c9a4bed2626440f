"""From the rules' game and states to what the scene draws: board spec and frames."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rules import Game, State

from ..board.choreography import Frame, Placement, initial_placement, rebalance
from ..board.scene import BoardSpec, HeapSpec, HoleSpec


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
