"""The retrograde sweep of the exact solvers (``rules.tihbat_solver``, ``rules.tables``): the value
under perfect play of every position of a group in which play can go round, when a repetition is
worth a constant and every move out of the group (an *exit*) a known value.

Values are counted from the repetition's worth: B maximises, A minimises. For a threshold t > 0,
"B can make at least t" is a reachability game: B must force an exit worth at least t, and a
repetition is a failure. B can exactly from B's attractor of those exits, computed with the
positions already seen removed (moving into one repeats it): the attractor's strategy moves to a
position reached earlier in the sweep every ply, so it never repeats one, and from outside the
attractor A can keep play outside it, where it ends by a repetition or an exit worth less. The same
holds for A and t < 0. So a position's value is the largest t whose attractor holds it (B's side),
the smallest (A's), or 0: one sweep per side takes the exits in order of value and grows each
attractor from the previous one's.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

from .ai.search import Stop

# Positions reached between two polls of a caller's cancel: a few hundred microseconds at most,
# as a search's CHECK_EVERY nodes are.
POLL_EVERY = 512


def sweep(sides: Sequence[int], moves: Sequence[int], preds: Sequence[Sequence[int]],
          exits: Mapping[int, Sequence[int]], removed: Collection[int] = (),
          cancel: Callable[[], bool] | None = None) -> list[int]:
    """The value of each position 0..n-1 of a group, counted from what a repetition is worth.

    ``sides[i]``: who moves (0: B, 1: A); ``moves[i]``: how many moves they have; ``preds[i]``:
    the positions with a move to i inside the group (one entry a move); ``exits[t]``: the
    positions with a move out worth t (one entry a move); ``removed``: the positions already
    seen. ``cancel`` is polled every ``POLL_EVERY`` positions reached: ``Stop`` when it says so."""
    values = [0] * len(sides)
    polled = 0
    for side in (0, 1):  # B's attractors of the values above 0, then A's of those below
        sign = 1 - 2 * side
        waiting = list(moves)  # the opponent's moves not yet known to reach the threshold
        won = [False] * len(sides)
        for i in removed:
            won[i] = True  # never reached: a move into it repeats a position
        for t in sorted((t for t in exits if t * sign > 0), reverse=side == 0):
            arrivals = list(exits[t])  # moves that reach the threshold, by the position they leave
            while arrivals:
                i = arrivals.pop()
                if won[i]:
                    continue
                if sides[i] != side:  # the opponent is forced only once every move of theirs reaches
                    waiting[i] -= 1
                    if waiting[i]:
                        continue
                won[i] = True
                values[i] = t
                arrivals += preds[i]
                polled += 1
                if cancel is not None and polled % POLL_EVERY == 0 and cancel():
                    raise Stop
    return values
