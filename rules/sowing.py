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
    addition."""

    __slots__ = ("hole", "after", "origin_first")

    def __init__(self, hole: int, after: tuple[int, ...], origin_first: bool):
        super().__init__()
        self.hole, self.after, self.origin_first = hole, after, origin_first

    def __missing__(self, n: int) -> Sowing:
        start = h = self.hole
        path = [start] if self.origin_first and n else []
        while len(path) < n:
            h = self.after[h]
            path.append(h)
        change = sum(map(seeds, path)) - seeds(start, n)
        sowing = self[n] = (change, path[-1] if path else start, tuple(path))
        return sowing


NO_SOWINGS = Sowings(0, (), False)  # a pass's: never read
