"""The sowing tables: every sowing one way round the board, made when first needed, so that
sowing a whole lap is one addition to a packed board (``rules.board``)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from .board import seeds

K = TypeVar("K")
V = TypeVar("V")


class Table(dict[K, V]):
    """A table filled as it is read: a missing entry is ``make(key)``, made when first asked for."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[K], V]):
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> V:
        value = self[key] = self.make(key)
        return value


class Ring:
    """The sowings one way round the board: ``sowings[hole]`` holds those from ``hole`` (see
    ``Sowings``); ``after[hole]`` is the next hole in play, for capture chains. Holes outside
    ``mask`` are skipped; the emptied hole is sown again on long sowings."""

    __slots__ = ("sowings", "after")

    def __init__(self, size: int, step: int, origin_first: bool, mask: int):
        def next_in_play(i: int) -> int:
            j = (i + step) % size
            while not mask >> j & 1 and j != i:
                j = (j + step) % size
            return j

        self.after = tuple(map(next_in_play, range(size)))
        self.sowings = tuple(Sowings(i, self.after, origin_first) for i in range(size))


Sowing = tuple[int, int, tuple[int, ...]]  # the change to the board, the hole of the last seed, the path


class Sowings(dict[int, Sowing]):
    """The sowings from one hole: ``sowings[count]`` is the sowing of ``count`` seeds: (the
    change it makes to a packed board, the hole of the last seed, the path: the holes that
    receive the seeds, in order), built when first needed, so a whole lap is sown with one
    addition. Each is made from one lap round the ring (``lap``), whole laps and the rest."""

    __slots__ = ("hole", "after", "origin_first", "_lap")

    def __init__(self, hole: int, after: tuple[int, ...], origin_first: bool):
        super().__init__()
        self.hole, self.after, self.origin_first = hole, after, origin_first
        self._lap: tuple[tuple[int, ...], tuple[int, ...]] | None = None

    def lap(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The holes that one lap from ``hole`` sows, in order (the next hole in play first, the
        emptied hole last), and the change to the board of the first 0, 1, ... of them."""
        if self._lap is None:
            after, h = self.after, self.after[self.hole]
            holes = [h]
            while (h := after[h]) != holes[0]:
                holes.append(h)
            changes = [0]
            for h in holes:
                changes.append(changes[-1] + seeds(h))
            self._lap = tuple(holes), tuple(changes)
        return self._lap

    def __missing__(self, n: int) -> Sowing:
        start = self.hole
        first = (start,) if self.origin_first and n else ()  # origin first: a seed back into it
        holes, changes = self.lap()
        laps, rest = divmod(n - len(first), len(holes))
        path = first + holes * laps + holes[:rest]
        change = changes[-1] * laps + changes[rest] - seeds(start, n - len(first))  # less those lifted, but one dropped back
        sowing = self[n] = (change, path[-1] if path else start, path)
        return sowing


NO_SOWINGS = Sowings(0, (), False)  # a pass's: never read
