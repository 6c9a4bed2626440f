"""Where every seed is at every step of a move, computed from the move's events.

Pure Python, no Qt and no rules: a *place* is ``("hole", label)``, ``("hand", "")``,
``("captured", player)`` or ``("store", player)``, and a placement maps each place to
the ordered tuple of seed ids resting there (the index is the seed's slot). The events
are exactly replayable, so the placement after every event can be computed up front;
stepping to step k is then just showing frame k.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

HAND = ("hand", "")

Place = tuple[str, str]
Placement = Mapping[Place, tuple[int, ...]]

# Events that move seeds; every other event kind is informational and joins a step.
_MOVING = {"lift", "sow", "relay", "capture", "take", "bank", "refill"}


class ChoreographyError(ValueError):
    """The events do not fit the placement (they were computed from another state)."""


# A named tuple rather than a frozen dataclass: the dataclasses module is not needed before the
# first frame.
class Frame(NamedTuple):
    """The board after one step: the seeds' places, the hand's hole and the closed holes."""

    places: Mapping[Place, tuple[int, ...]]
    anchor: str | None
    closed: frozenset[str]
    events: tuple = ()

    def count(self, place: Place) -> int:
        return len(self.places.get(place, ()))

    def counts(self) -> dict[Place, int]:
        return {place: len(seeds) for place, seeds in self.places.items()}


def initial_placement(counts: Iterable[tuple[Place, int]]) -> dict[Place, tuple[int, ...]]:
    """Number the seeds 0.. place by place, in the given order."""
    placement: dict[Place, tuple[int, ...]] = {}
    next_id = 0
    for place, count in counts:
        placement[place] = tuple(range(next_id, next_id + count))
        next_id += count
    placement.setdefault(HAND, ())
    return placement


def rebalance(old: Placement, counts: Mapping[Place, int]) -> dict[Place, tuple[int, ...]]:
    """The placement with the given counts that moves the fewest seeds from ``old``.

    Used when the position changes without events (undo, jump): seeds stay where they
    were when they can, so the change reads as a few seeds flowing back.
    """
    if sum(len(s) for s in old.values()) != sum(counts.values()):
        raise ChoreographyError("the new position does not hold the same number of seeds")
    placement: dict[Place, tuple[int, ...]] = {}
    loose: list[int] = []
    for place, seeds in old.items():
        keep = counts.get(place, 0)
        placement[place] = seeds[:keep]
        loose.extend(seeds[keep:])
    loose.sort()
    for place, count in counts.items():
        have = placement.get(place, ())
        need = count - len(have)
        if need > 0:
            placement[place] = have + tuple(loose[:need])
            del loose[:need]
    placement.setdefault(HAND, ())
    return placement


def choreograph(start: Placement, closed: frozenset[str], events: Iterable) -> list[Frame]:
    """Frames 0..n: frame 0 is ``start``; each later frame is one step that moves seeds.

    Informational events (turn, no_capture, round_end, ...) join the step before them,
    or the first step when nothing moved before them; a move that moves no seed (a pass)
    still gets one step so that it can be narrated.
    """
    places = {place: list(seeds) for place, seeds in start.items()}
    places.setdefault(HAND, [])
    anchor: str | None = None
    frames = [Frame(_freeze(places), None, closed)]
    pending: list = []  # informational events waiting for their step

    def take(place: Place, count: int | None = None) -> list[int]:
        seeds = places.setdefault(place, [])
        if count is None:
            count = len(seeds)
        if count > len(seeds):
            raise ChoreographyError(f"{place[1] or place[0]} holds {len(seeds)} seeds, not {count}")
        taken = seeds[len(seeds) - count:]
        del seeds[len(seeds) - count:]
        return taken

    def put(place: Place, seeds: list[int]) -> None:
        places.setdefault(place, []).extend(seeds)

    for event in events:
        kind = event.kind
        if kind not in _MOVING:
            if kind == "round_start":
                closed = frozenset(label for (k, label) in places if k == "hole") - frozenset(event.in_play)
            elif kind == "round_end":
                closed = frozenset()  # the board is emptied: the holes of the next round are not chosen yet
            if len(frames) > 1 and not pending:
                last = frames[-1]
                frames[-1] = Frame(last.places, last.anchor, closed, (*last.events, event))
            else:
                pending.append(event)
            continue
        if kind == "lift" or kind == "relay":
            seeds = take(("hole", event.hole))
            if len(seeds) != event.count:
                raise ChoreographyError(f"{event.hole} holds {len(seeds)} seeds, not {event.count}")
            put(HAND, seeds)
            anchor = event.hole
        elif kind == "sow":
            hand = places[HAND]
            if not hand:
                raise ChoreographyError(f"sowing into {event.hole} with an empty hand")
            put(("hole", event.hole), [hand.pop(0)])
            anchor = event.hole
        elif kind in ("capture", "take"):
            # A capture empties the hole; a take may share a hole's seeds between players.
            seeds = take(("hole", event.hole), event.count if kind == "take" else None)
            if len(seeds) != event.count:
                raise ChoreographyError(f"{event.hole} holds {len(seeds)} seeds, not {event.count}")
            put((getattr(event, "to", "captured"), event.player), seeds)
            anchor = None
        elif kind == "bank":
            put((event.target, event.player), take((event.source, event.player), event.count))
            anchor = None
        elif kind == "refill":
            put(("hole", event.hole), take(("store", event.player), event.count))
            anchor = None
        frames.append(Frame(_freeze(places), anchor, closed, (*pending, event)))
        pending = []
    if pending:
        frames.append(Frame(_freeze(places), anchor, closed, tuple(pending)))
    return frames


def _freeze(places: Mapping[Place, list[int]]) -> dict[Place, tuple[int, ...]]:
    return {place: tuple(seeds) for place, seeds in places.items()}
