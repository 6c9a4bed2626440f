"""Endgame tables: bounds of the value under perfect play of every position with at most N
seeds on the board, exact wherever they meet, for the two-player games (Leb Bbut Ahbochen, Bakuk,
Djenon-aboure, and Bechi's rounds, valued as rounds) and three-player Bakuk (Tihbat is solved
whole by ``rules.tihbat_solver``).

The value of a position is the margin (B minus A) both players can force from it on, seeds
already won left out. A capture lowers the seeds on the board, so no position before it can come
back: the game falls into *segments*, one per number of seeds on the board. Inside a segment play
goes on until a move captures or ends the game (an *exit*, worth its seeds plus the value of the
position it enters, where the history starts anew) or a position repeats, which ends the game
with each player taking the seeds on their own side. What a repetition is worth so depends on the
position repeated, and which one repeats on the way there: the history matters wherever play can
go round. Play goes round only inside a group of positions that can each reach the others (a
strongly connected component), so positions outside any such group have exact values whatever the
history, and inside one a repetition is worth between the least and the most its positions leave.
With a repetition worth a constant, the value is found without any history by the attractors of
``rules.attractors``; the least and the most give the bounds (``Segment.bounds``). The tables
hold the bounds of positions first met (the start, a loaded position, or just after a capture); a
position later in its segment is solved again with its history (``Tables.future``).
``tests/test_tables.py`` checks the bounds, and the values where they meet, against a plain search
that carries the whole history.

Three-player Bakuk: the value is B's margin over the other two together, as a game of B against
them both (``rules.tables_three`` reads it for every player).

Positions are indexed by rank: the boards with s seeds in order (the first hole's count
ascending, then the next...), a position for each player to move, in turn order; s even
(``seed_counts``).
Bechi's segments hold a block of these for each class of holes in play and set of holes opened
(``Rounds``); a move that opens a hole leaves its set for a larger one, solved first, so only a
set's own positions can repeat (``Tables.first_met``).

For the app: ``default_folder()`` is where it keeps them, ``build(game, folder, ...)`` makes and
saves them (progress, cancel), ``use(folder)`` and ``tables_for(game)`` give those in use.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
import zipfile
import zlib
from collections import defaultdict
from collections.abc import Callable, Iterator
from functools import cache
from itertools import combinations
from math import comb
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from .ai.evaluation import Material
from .ai.rounds import RoundSearch
from .ai.search import Rules, Search, Stop, Tree
from .attractors import sweep
from .batch import batch_game
from .game import Game
from .registry import get_game
from .state import State

IntArray = npt.NDArray[np.int64]
# The games the tables cover, with two players, and Bakuk with three too; Bechi's tables value
# its rounds.
GAMES = ("leb-bbut-ahbochen", "bakuk", "djenon-aboure", "bechi")
BUILD_SECONDS = 600.0  # a build adds no segment that would take it past this processor time
MAX_BYTES = 20_000_000  # nor one that would take its file past this
# nor one of more positions: solving one takes about 1 kB a position at its peak (2 GB here)
MAX_POSITIONS = 2_000_000
# Bechi's small parts solved together, up to so many positions: each pass of the batch then
# plays many positions at once
GROUP = 1 << 15
POLL_STRIDE = 1 << 16  # positions or moves a solver's loop goes through between polls of a cancel
# progress(seeds_done, seeds_total, positions, exact, seconds): a build's segment done
Progress = Callable[[int, int, int, int, float], None]


def default_folder() -> Path:
    """Where the app keeps the tables: a folder of its data folder (platformdirs', as the app's)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("Siembra", appauthor=False)) / "tables"


def covered(game: Game) -> bool:
    """Whether tables can be built for this game and variant."""
    return game.id in GAMES and (len(game.players) == 2 or game.id == "bakuk")


@cache
def compositions(seeds: int, holes: int) -> IntArray:
    """Every board of ``holes`` holes with ``seeds`` seeds, in rank order (one row each)."""
    if holes == 1:
        return np.array([[seeds]], dtype=np.int64)
    parts = []
    for first in range(seeds + 1):
        rest = compositions(seeds - first, holes - 1)
        parts.append(np.hstack([np.full((len(rest), 1), first, dtype=np.int64), rest]))
    return np.vstack(parts)


def seed_counts(top: int) -> range:
    """The seed counts the tables hold, up to ``top``: the even ones. Every covered game captures
    an even count a hole and starts (Bechi: every round) with an even count, so no odd count
    occurs in play (a position set up with one is searched as usual; ``tests/test_tables.py``
    plays games to check)."""
    return range(2, top + 1, 2)


def segment_size(game: Game, seeds: int) -> int:
    """How many positions have ``seeds`` seeds on the board: the boards, each with any player to
    move (Bechi: and each class of holes in play and set of holes opened, ``Rounds``)."""
    return space(game).size(seeds)


@cache
def _binomials(top: int) -> IntArray:
    return np.array([[comb(n, k) for k in range(top + 1)] for n in range(top + 1)], dtype=np.int64)


def rank(pits: IntArray) -> IntArray:
    """The rank of each board (a row of ``pits``) among the boards with as many seeds and holes:
    those before it have a smaller count in the first hole where they differ."""
    boards, holes = pits.shape
    if holes == 1 or not boards:
        return np.zeros(boards, dtype=np.int64)
    seeds = pits.sum(axis=1)
    c = _binomials(int(seeds.max()) + holes + 1)
    left = seeds[:, None] - np.cumsum(pits, axis=1) + pits  # the seeds left for hole i and the ones after it
    result = np.zeros(boards, dtype=np.int64)
    for i in range(holes - 1):
        m = holes - i - 2  # holes after hole i, less one
        # the boards that put fewer seeds in hole i: sum over v < x of C(r - v + m, m)
        result += c[left[:, i] + m + 1, m + 1] - c[left[:, i] - pits[:, i] + m + 1, m + 1]
    return result


def against_the_rest(seeds: IntArray) -> IntArray:
    """What seeds (a row each, a column for each player in turn order) are worth in the tables'
    values: B's less all the others' (two players: B's margin over A)."""
    worth: IntArray = 2 * seeds[:, 0] - seeds.sum(axis=1)
    return worth


Bounds = tuple[npt.NDArray[np.int8], npt.NDArray[np.int8]]


class Part(NamedTuple):
    """Positions solved together, in the order of their segment's array from ``offset``: each
    board of ``boards`` (every hole of the board, a row each) with each player to move in turn
    order, with the holes ``opened`` (Bechi; one mask a board) and ``in_play`` (None: every
    hole)."""

    offset: int
    boards: IntArray
    opened: IntArray
    in_play: int | None = None


def _part(boards: IntArray) -> Part:
    """All the positions of a segment of a game without opened holes."""
    return Part(0, boards, np.zeros(len(boards), dtype=np.int64))


class Space:
    """Where a position is in its game's tables: a segment's array holds one part, the boards
    with its seeds in rank order (``rank``), each with any player to move."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.players = len(game.players)
        # the sign of each hole's seeds in the tables' value (``against_the_rest``): what a
        # repetition leaves, each side's seeds to its owner
        self.sides = against_the_rest(np.eye(self.players, dtype=np.int64)[list(game.owner_index)])

    def batch(self) -> Any:
        """The game as ``rules.batch`` plays it, every position of a part at once."""
        return batch_game(self.game.id, **self.game.options)

    def block(self, holes: int, seeds: int) -> int:
        """The positions of ``seeds`` seeds on ``holes`` holes (Bechi: one part of a class of so
        many holes in play): each board with each player to move."""
        return self.players * comb(seeds + holes - 1, holes - 1)

    def size(self, seeds: int) -> int:
        """How many positions the segment of ``seeds`` holds."""
        return self.block(self.game.size, seeds)

    def largest(self, seeds: int) -> int:
        """The positions of the segment's largest part: what solving it holds in memory."""
        return self.size(seeds)

    def parts(self, seeds: int) -> Iterator[Part]:
        """The segment's parts, each after those its moves lead to."""
        yield _part(compositions(seeds, self.game.size))

    def holds(self, state: State) -> bool:
        """Whether the tables have a place for ``state``'s holes in play."""
        return True

    def place(self, in_play: int | None, pits: IntArray, turn: IntArray, opened: IntArray) -> IntArray:
        """The index in the array of their seeds of positions with the holes ``in_play`` (all
        the holes ``pits``, a row each; the player to move; the holes opened)."""
        return self.players * rank(pits) + turn

    def span(self, seeds: int, opened: int, in_play: int) -> tuple[int, int]:
        """Where the part of a position with ``seeds`` on the board and those holes opened and in
        play starts in their array, and how many positions it holds (``part``: the part)."""
        return 0, self.size(seeds)

    def part(self, seeds: int, opened: int, in_play: int) -> Part:
        """That part with its boards laid out, to solve it again (``Tables.future``)."""
        return _part(compositions(seeds, self.game.size))


class Rounds(Space):
    """Bechi's rounds: a position is also its holes in play and the holes opened. The holes in
    play are any a match can leave (a row and part or all of the other); two sets whose holes,
    read round the ring, have the same owners and ways of sowing play alike, so they share a
    *class* and their positions are stored once, by their holes in play alone in ring order
    (holes out of play hold nothing). A class's block of a segment holds one part per set of
    its holes opened (the bits in that order), the set's number its place: a move opens a hole
    or keeps the set, so play only goes from a part to one after it, solved first."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        ways: defaultdict[int, list[int]] = defaultdict(list)  # each hole's ways of sowing
        for moves in game._own_moves:
            for i, move in moves:
                ways[i].append(game._step(i, move))
        sets = [game.all_mask] + [
            game.row_masks[1 - p] | sum(1 << i for i in chosen)
            for p in range(2) for k in range(1, game.n) for chosen in combinations(game.rows[p], k)]
        self.classes: list[tuple[int, ...]] = []  # each class's holes in play, in ring order
        self.class_of: dict[int, int] = {}  # holes in play -> their class
        signatures: dict[tuple[Any, ...], int] = {}
        for mask in sets:
            holes = _holes(mask)
            signature = tuple((game.owner_index[i], *ways[i]) for i in holes)
            if signature not in signatures:
                signatures[signature] = len(self.classes)
                self.classes.append(holes)
            self.class_of[mask] = signatures[signature]

        # each class's block of every segment: where it starts in the array, and its parts' size
        seeds = np.arange(game.seeds_per_hole * game.size + 1)
        blocks = np.array([[self.block(len(h), int(s)) for s in seeds] for h in self.classes], dtype=np.int64)
        self.blocks = blocks
        self.starts = np.vstack([np.zeros(len(seeds), dtype=np.int64),
                                 np.cumsum(blocks << np.array([[len(h)] for h in self.classes]), axis=0)])

    def batch(self) -> Any:
        """A match of one round: the round's end ends it, each side's take as its seeds won."""
        return batch_game(self.game.id, **{**self.game.options, "rounds": 1})

    def size(self, seeds: int) -> int:
        return int(self.starts[-1, seeds])

    def largest(self, seeds: int) -> int:
        return int(self.blocks[:, seeds].max())

    def parts(self, seeds: int) -> Iterator[Part]:
        """Each class's sets of holes opened, the most first, a few together where they are
        small (``GROUP``): one pass of the batch over many positions costs less than many."""
        for c, holes in enumerate(self.classes):
            together = max(1, GROUP // int(self.blocks[c, seeds]))
            for first in reversed(range(0, 1 << len(holes), together)):
                yield self._part(seeds, c, range(first, min(first + together, 1 << len(holes))), holes)

    def _part(self, seeds: int, c: int, numbers: range, holes: tuple[int, ...]) -> Part:
        """Class ``c``'s parts ``numbers`` (its sets of holes opened), played on the holes ``holes``."""
        boards = np.zeros((int(self.blocks[c, seeds]) // self.players, self.game.size), dtype=np.int64)
        boards[:, holes] = compositions(seeds, len(holes))
        opened = [sum(1 << i for k, i in enumerate(holes) if number >> k & 1) for number in numbers]
        return Part(int(self.starts[c, seeds] + numbers.start * self.blocks[c, seeds]), np.tile(boards, (len(numbers), 1)),
                    np.repeat(np.array(opened, dtype=np.int64), len(boards)), sum(1 << i for i in holes))

    def holds(self, state: State) -> bool:
        return state.in_play_mask in self.class_of

    def place(self, in_play: int | None, pits: IntArray, turn: IntArray, opened: IntArray) -> IntArray:
        assert in_play is not None
        c, holes = self.class_of[in_play], _holes(in_play)
        seeds = pits.sum(axis=1)
        number = sum((opened >> i & 1) << k for k, i in enumerate(holes))
        index: IntArray = self.starts[c, seeds] + number * self.blocks[c, seeds] + self.players * rank(pits[:, holes]) + turn
        return index

    def span(self, seeds: int, opened: int, in_play: int) -> tuple[int, int]:
        c, number = self.class_of[in_play], _number(opened, in_play)
        return int(self.starts[c, seeds] + number * self.blocks[c, seeds]), int(self.blocks[c, seeds])

    def part(self, seeds: int, opened: int, in_play: int) -> Part:
        number = _number(opened, in_play)
        return self._part(seeds, self.class_of[in_play], range(number, number + 1), _holes(in_play))


def _holes(mask: int) -> tuple[int, ...]:
    """The holes of a mask, in ring order."""
    return tuple(i for i in range(mask.bit_length()) if mask >> i & 1)


def _number(opened: int, in_play: int) -> int:
    """The number of a set of holes opened among the holes in play: a bit each, in ring order."""
    return sum((opened >> i & 1) << k for k, i in enumerate(_holes(in_play)))


_spaces: dict[str, Space] = {}


def space(game: Game) -> Space:
    """The layout of a variant's tables, made once."""
    name = variant_name(game)
    if name not in _spaces:
        _spaces[name] = Rounds(game) if game.plays_rounds else Space(game)
    return _spaces[name]


class Segment:
    """The positions of one part (``Part``) of the segment of ``seeds`` seeds on the board:
    the moves that stay inside, the exits (moves that capture, end the game, or, in Bechi, open
    a hole) with the bounds of their values, and the groups of positions that play can go round
    (``components``, those no play leaves and comes back to first). ``lower(s)`` gives the
    bounds of the segment of s seeds (of this one: the parts solved before). The moves are
    played by ``rules.batch``, every position at once."""

    def __init__(self, space: Space, seeds: int, part: Part, lower: Callable[[int], Bounds],
                 cancel: Callable[[], bool] | None = None) -> None:
        batch = space.batch()
        k = self.players = space.players
        count = self.size = k * len(part.boards)
        self.moves: list[int] = []
        # What a repetition ends the game with: each side's seeds to its owner.
        self.leftover: list[int] = np.repeat(part.boards @ space.sides, k).tolist()
        sources, targets = [], []
        self.exits: list[list[tuple[int, int]]] = [[] for _ in range(count)]  # (low, high) per exit
        for first in range(0, count, POLL_STRIDE):  # a stride of positions at a time: a cancel is heard between
            _poll(cancel)
            positions = np.arange(first, min(first + POLL_STRIDE, count))
            here = batch.boards(part.boards[positions // k], positions % k, opened=part.opened[positions // k],
                                inplay=part.in_play)
            legal = batch.legal(here)
            self.moves += legal.sum(axis=1).tolist()
            for code in range(batch.M):
                rows = np.flatnonzero(legal[:, code])
                if not len(rows):
                    continue
                child = batch.step(here.take(rows), np.full(len(rows), code))
                pits, turn = child.pits.astype(np.int64), child.turn.astype(np.int64)
                gained = against_the_rest(child.cap.astype(np.int64))
                left = pits.sum(axis=1)
                going = turn >= 0
                index = np.zeros(len(rows), dtype=np.int64)
                index[going] = space.place(part.in_play, pits[going], turn[going], child.opened[going])
                inside = going & (left == seeds) & (index >= part.offset) & (index < part.offset + count)
                sources.append(first + rows[inside])
                targets.append(index[inside] - part.offset)
                out = np.flatnonzero(~inside)
                low, high = gained[out].copy(), gained[out].copy()
                on = np.flatnonzero(going[out])
                for s in np.unique(left[out][on]).tolist():
                    at = on[left[out][on] == s]
                    below = lower(s)
                    low[at] += below[0][index[out][at]]
                    high[at] += below[1][index[out][at]]
                for i, lo, hi in zip((first + rows[out]).tolist(), low.tolist(), high.tolist()):
                    self.exits[i].append((lo, hi))
        source, target = np.concatenate(sources), np.concatenate(targets)
        self.succ: list[list[int]] = [[] for _ in range(count)]
        for start in range(0, len(source), POLL_STRIDE):
            _poll(cancel)
            for a, b in zip(source[start:start + POLL_STRIDE].tolist(), target[start:start + POLL_STRIDE].tolist()):
                self.succ[a].append(b)
        self.components = strongly_connected(self.succ, cancel)

    def bounds(self, removed: frozenset[int] = frozenset(),
               cancel: Callable[[], bool] | None = None) -> tuple[list[int], list[int]]:
        """Bounds of every position's value (more margin for B from here), with the positions
        ``removed`` already seen: moving into one repeats it.

        Play that goes round within a component can only repeat a position of that component,
        and a repetition ends the game with the seeds on each side to their owner: worth between
        the least and the most a position of the component leaves. With the repetition worth a
        constant instead, "B can make at least t" is a reachability game solved by attractors, as
        in ``rules.attractors``: the least such constant gives a lower bound, the largest an
        upper one. A component of one position cannot repeat: its value is exact. The components
        are solved from those play ends in (the exits) back."""
        low, high = [0] * self.size, [0] * self.size
        for done, component in enumerate(self.components):
            if done % POLL_STRIDE == 0:
                _poll(cancel)
            if len(component) == 1 and not removed:
                v = component[0]
                options = self.exits[v] + [(low[w], high[w]) for w in self.succ[v]]
                pick = max if v % self.players == 0 else min
                low[v] = pick(lo for lo, _ in options)
                high[v] = pick(hi for _, hi in options)
                continue
            repeats = [self.leftover[v] for v in component]
            for bound, which, c in ((low, 0, min(repeats)), (high, 1, max(repeats))):
                values = self.attractors(component, bound, which, c, removed, cancel)
                for v, value in zip(component, values):
                    bound[v] = value
        return low, high

    def attractors(self, component: list[int], bound: list[int], which: int, c: int,
                   removed: frozenset[int], cancel: Callable[[], bool] | None) -> list[int]:
        """The values of ``component``'s positions with a repetition worth ``c``: exits and moves
        out of the component are worth their bound ``which`` (``bound`` holds those already
        found); ``rules.attractors.sweep`` does the rest."""
        local = {v: i for i, v in enumerate(component)}
        preds: list[list[int]] = [[] for _ in component]
        outs: defaultdict[int, list[int]] = defaultdict(list)
        for i, v in enumerate(component):
            if i % POLL_STRIDE == 0:
                _poll(cancel)
            for w in self.succ[v]:
                if w in local:
                    preds[local[w]].append(i)
                else:
                    outs[bound[w] - c].append(i)
            for exit_bounds in self.exits[v]:
                outs[exit_bounds[which] - c].append(i)
        sides = [int(v % self.players > 0) for v in component]  # B, or another
        moves = [self.moves[v] for v in component]
        seen = [local[v] for v in removed if v in local]
        return [c + value for value in sweep(sides, moves, preds, outs, seen, cancel)]


def solve(space: Space, seeds: int, lower: dict[int, Bounds], cancel: Callable[[], bool] | None = None) -> Bounds:
    """The bounds of every position with ``seeds`` on the board (those of fewer: ``lower``),
    a part at a time, each after the parts its moves lead to."""
    low, high = np.zeros(space.size(seeds), dtype=np.int8), np.zeros(space.size(seeds), dtype=np.int8)
    known = {**lower, seeds: (low, high)}
    for part in space.parts(seeds):
        lows, highs = Segment(space, seeds, part, known.__getitem__, cancel).bounds(cancel=cancel)
        low[part.offset:part.offset + len(lows)] = lows
        high[part.offset:part.offset + len(highs)] = highs
    return low, high


def _poll(cancel: Callable[[], bool] | None) -> None:
    if cancel is not None and cancel():
        raise Stop


def strongly_connected(succ: list[list[int]], cancel: Callable[[], bool] | None = None) -> list[list[int]]:
    """The strongly connected components of the graph ``succ`` (Tarjan's, without recursion),
    each listed after every component it leads to."""
    n = len(succ)
    index, low, on_stack = [-1] * n, [0] * n, [False] * n
    stack: list[int] = []
    components: list[list[int]] = []
    counter = 0
    for root in range(n):
        if index[root] >= 0:
            continue
        work = [(root, 0)]
        while work:
            v, k = work.pop()
            if k == 0:
                index[v] = low[v] = counter
                counter += 1
                if counter % POLL_STRIDE == 0:
                    _poll(cancel)
                stack.append(v)
                on_stack[v] = True
            edges = succ[v]
            while k < len(edges):
                w = edges[k]
                k += 1
                if index[w] < 0:
                    work.append((v, k))
                    work.append((w, 0))
                    break
                if on_stack[w]:
                    low[v] = min(low[v], index[w])
            else:
                if low[v] == index[v]:
                    component = []
                    while True:
                        w = stack.pop()
                        on_stack[w] = False
                        component.append(w)
                        if w == v:
                            break
                    components.append(component)
                if work:
                    u = work[-1][0]
                    low[u] = min(low[u], low[v])
    return components


def variant_name(game: Game) -> str:
    """The file name of a variant's tables: the game and its board options."""
    options = "".join(f"-{k}{v}" for k, v in sorted(game.options.items()) if k not in ("first", *game.match_options))
    return game.id + options


class Tables:
    """The tables of one game and variant: ``bounds[s]``, the low and high bounds of every
    position with ``s`` seeds on the board, for every s up to ``seeds``; equal where the value is
    known exactly."""

    def __init__(self, game: Game, bounds: dict[int, Bounds]) -> None:
        self.game = game
        self.bounds = bounds
        self.seeds = max(bounds, default=0)
        self.space = space(game)
        self.opened_shift = 8 * (game.size + 1) + 2  # a repetition key's holes opened, from this bit up (``index``)
        self._segments: dict[tuple[int, int, int], Segment] = {}

    @classmethod
    def build(cls, game: Game, seeds: int | None = None, seconds: float = BUILD_SECONDS,
              max_bytes: int = MAX_BYTES, progress: Progress | None = None,
              cancel: Callable[[], bool] | None = None, max_positions: int = MAX_POSITIONS) -> Tables:
        """Segments from 2 seeds up (``seed_counts``), to ``seeds`` (None: all) as far as
        ``seconds`` of processor time allow (a segment is left out when the last one's time, grown
        as the count of positions, would take the build past them), the tables compressed
        ``max_bytes`` and a segment ``max_positions`` (its memory).
        ``progress(seeds_done, seeds_total, positions, exact, seconds)`` hears of each segment
        done (``seeds_total``: the most seeds the limits on positions allow, the time limit
        unknown until it is reached); ``cancel`` is polled within segments: ``Stop`` when it
        says so."""
        if not covered(game):
            raise ValueError(f"no endgame tables for {game.title} with {len(game.players)} players")
        started = time.process_time()
        bounds: dict[int, Bounds] = {}
        most = sum(game.initial_state().pits)
        top = min(most, seeds if seeds is not None else most)
        total = max((s for s in seed_counts(top) if space(game).largest(s) <= max_positions), default=0)
        size, took = 0, 0.0
        for s in seed_counts(total):
            begun = time.process_time()
            if took and begun - started + took * segment_size(game, s) / segment_size(game, s - 2) > seconds:
                break
            pair = solve(space(game), s, bounds, cancel)
            size += len(zlib.compress(pair[0].tobytes() + pair[1].tobytes()))  # as saved, nearly
            if size > max_bytes:
                break
            bounds[s] = pair
            took = time.process_time() - begun
            if progress is not None:
                exact = int(np.count_nonzero(pair[0] == pair[1]))
                progress(s, total, len(pair[0]), exact, time.process_time() - started)
        return tables_kind(game)(game, bounds)

    def save(self, folder: Path) -> Path:
        """Write the tables to ``folder`` whole or not at all: a file of another name first,
        renamed once complete (a build stopped or a full disk leaves the last tables as they
        were)."""
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{variant_name(self.game)}.npz"
        arrays = {f"{name}{s}": b[i] for s, b in self.bounds.items() for i, name in enumerate(("low", "high"))}
        part = folder / f".{path.name}.{os.urandom(8).hex()}.part"  # made as any file is: the user's umask
        try:
            with open(part, "xb") as out:
                np.savez_compressed(out, **arrays)  # type: ignore[arg-type]
            os.replace(part, path)
        except BaseException:
            part.unlink(missing_ok=True)
            raise
        return path

    @classmethod
    def load(cls, game: Game, folder: Path) -> Tables | None:
        """The tables saved in ``folder`` for this game and variant, or None: none there, or a file
        that is not whole tables of this variant (damaged, cut short), which a new build replaces."""
        path = folder / f"{variant_name(game)}.npz"
        if not covered(game) or not path.is_file():
            return None
        try:
            with np.load(path) as data:
                counts = seed_counts(2 * sum(name.startswith("low") for name in data.files))
                bounds = {s: (data[f"low{s}"], data[f"high{s}"]) for s in counts}
        except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile, zlib.error):
            return None
        if len(data.files) != 2 * len(counts) or not all(
                low.shape == high.shape == (segment_size(game, s),) and low.dtype == high.dtype == np.int8
                and (low <= high).all() for s, (low, high) in bounds.items()):
            return None
        return tables_kind(game)(game, bounds)

    def reaches(self, state: State) -> bool:
        """Whether ``state`` is a game (Bechi: a round) not over whose seeds on the board the
        tables hold (Bechi: and its holes in play)."""
        return (state.turn >= 0 and not state.refill_count and sum(state.pits) in self.bounds
                and self.space.holds(state))

    def first_met(self, state: State) -> bool:
        """Whether no position seen before ``state`` can come back, so that the tables' bounds
        are its own: none since the last capture (Bechi: none with the holes opened as now; a
        move that opened one left every earlier position behind)."""
        return not any(key >> self.opened_shift == state.opened_mask for key in state.seen[:-1])

    def future(self, state: State, cancel: Callable[[], bool] | None = None) -> tuple[int, int] | None:
        """Bounds of what B gains on A (on the other two together) from ``state`` on under
        perfect play, its history included, or None beyond the tables. A position later in its
        segment: the segment solved again with the positions seen (as long as a build of it:
        ``cancel`` is polled, ``Stop`` when it says so; the last segment is kept for the next
        position)."""
        if not self.reaches(state):
            return None
        s, in_play, opened = sum(state.pits), state.in_play_mask, state.opened_mask
        here = self.index(self.game.key(state.board, state.turn, opened), in_play)[1]
        offset, count = self.space.span(s, opened, in_play)
        # the positions seen that play could meet again: those of this part (``first_met``)
        keys = [key for key in state.seen[:-1] if key >> self.opened_shift == opened]
        removed = frozenset(i - offset for seeds, i in (self.index(key, in_play) for key in keys)
                            if seeds == s and 0 <= i - offset < count) - {here - offset}
        if removed:
            if (s, offset, in_play) not in self._segments:
                part = self.space.part(s, opened, in_play)
                self._segments = {(s, offset, in_play): Segment(self.space, s, part, self.bounds.__getitem__, cancel)}
            lows, highs = self._segments[s, offset, in_play].bounds(removed, cancel)
            return lows[here - offset], highs[here - offset]
        return int(self.bounds[s][0][here]), int(self.bounds[s][1][here])

    def index(self, key: int, in_play: int) -> tuple[int, int]:
        """The seeds on the board and the place in their array of the position of a repetition
        key with the holes ``in_play`` (``Game.key``: the holes a byte each, a byte that marks the
        board's size, then whose turn and the holes opened)."""
        size: int = self.game.size
        pits = np.array([[key >> (8 * i) & 0xFF for i in range(size)]], dtype=np.int64)
        top = key >> (8 * (size + 1))
        return int(pits.sum()), int(self.space.place(in_play, pits, np.array([top & 3]), np.array([top >> 2]))[0])

    def value(self, state: State, cancel: Callable[[], bool] | None = None) -> int | None:
        """The final margin B minus A (three players: B minus the other two together) under
        perfect play from ``state``, where the tables know it exactly; None elsewhere
        (``cancel``: ``future``)."""
        won = state.captured
        if state.turn < 0:
            return won[0] - sum(won[1:])
        future = self.future(state, cancel)
        if future is None or future[0] != future[1]:
            return None
        return won[0] - sum(won[1:]) + future[0]

    def told(self, state: State) -> Any:
        """What ``python -m rules tables start`` prints of a position: its value, exact or its
        bounds [low, high], in final margin B minus A."""
        won = state.captured[0] - state.captured[1]
        future = self.future(state)  # None: the game is over
        low, high = (won, won) if future is None else (won + future[0], won + future[1])
        return low if low == high else [low, high]

    def searcher(self, game: Rules, evaluate: Material, deadline: float | None,
                 cancel: Callable[[], bool] | None, finish: Callable[[State], State] | None = None,
                 trust: tuple[float, ...] | None = None) -> Tree[Any]:
        """The search that ends its lines where these tables know the value: ``TableSearch``;
        Bechi's Expert ``RoundTableSearch``, which takes a round's end for what the rules make of
        it, unless ``finish`` shows the search a round's end as the caller values it (``trust``:
        three players' model of each seat, ``rules.tables_three``)."""
        kind = RoundTableSearch if self.game.plays_rounds and finish is None else TableSearch
        return kind(game, evaluate, deadline, cancel, self, finish)


def tables_kind(game: Game) -> type[Tables]:
    """What reads a variant's tables: ``Tables``, or for three players ``rules.tables_three``'s."""
    if len(game.players) == 2:
        return Tables
    from .tables_three import Guarantees

    return Guarantees


def add_command(commands: argparse._SubParsersAction[Any]) -> None:
    """``python -m rules tables build GAME [FOLDER]``."""
    from .cli import Parser  # the command line's parser, loaded by now: it is adding this command

    class FolderAfterOptions(Parser):
        """``build GAME --holes 8 FOLDER`` names the folder too: Python 3.11's argparse fills an
        optional positional with nothing at the first run of positionals and leaves a later one
        over, unrecognised."""

        def parse_known_args(self, args: Any = None, namespace: Any = None) -> tuple[argparse.Namespace, list[str]]:  # type: ignore[override]
            namespace, extras = super().parse_known_args(args, namespace)
            if namespace.folder is None and len(extras) == 1 and not extras[0].startswith("-"):
                namespace.folder = Path(extras.pop())
            return namespace, extras

    tables = commands.add_parser("tables", help="endgame tables").add_subparsers(
        dest="action", required=True, parser_class=FolderAfterOptions)
    build = tables.add_parser("build", help="build a game's endgame tables into a folder")
    build.add_argument("game", choices=GAMES)
    build.add_argument("folder", type=Path, nargs="?",
                       help=f"where to write them (default: where the app looks for them, {default_folder()})")
    build.add_argument("--holes", type=int, help="holes per row (Leb Bbut Ahbochen 4-10, Bechi 3 or 4)")
    build.add_argument("--players", type=int, help="players (Bakuk 2 or 3)")
    build.add_argument("--seeds", type=int, help="at most this many seeds on the board (default: as many as "
                       "the time and size limits allow)")
    build.add_argument("--seconds", type=float, default=BUILD_SECONDS,
                       help=f"processor time the build may take (default {BUILD_SECONDS:g})")
    build.add_argument("--positions", type=int, default=MAX_POSITIONS,
                       help=f"the most positions of one seed count, about 1 kB of memory each while it is solved "
                            f"(default {MAX_POSITIONS:,})")
    build.set_defaults(run=build_command)
    start = tables.add_parser("start", help="the value of the start and of each first move, from the tables built")
    start.add_argument("game", choices=GAMES)
    start.add_argument("folder", type=Path, nargs="?", help="where they are (default: where the app looks for them)")
    start.add_argument("--holes", type=int, help="holes per row (Leb Bbut Ahbochen 4-10, Bechi 3 or 4)")
    start.add_argument("--players", type=int, help="players (Bakuk 2 or 3)")
    start.set_defaults(run=start_command)


def _variant(args: argparse.Namespace) -> Game:
    options = {"holes": args.holes, "players": args.players}
    return get_game(args.game, **{k: v for k, v in options.items() if v is not None})


def build_command(args: argparse.Namespace) -> int:
    """Build, save and report, a line per segment."""
    game = _variant(args)

    done = [0, 0, 0]  # seeds, positions, exact

    def report(s: int, total: int, count: int, exact: int, elapsed: float) -> None:
        done[:] = s, done[1] + count, done[2] + exact
        print(f"{s:>3} seeds {count:>10} positions {exact:>10} exact {elapsed:8.1f}s", flush=True)

    path = build(game, args.folder, args.seeds, report, seconds=args.seconds, max_positions=args.positions)
    assert path is not None  # nothing cancels it
    print(f"{variant_name(game)}: up to {done[0]} seeds, {done[1]} positions ({done[2]} exact), "
          f"{path.stat().st_size} bytes in {path}")
    return 0


def start_command(args: argparse.Namespace) -> int:
    """One JSON line: the start's value and each first move's (B first), each as ``Tables.told``
    gives it; or how far the tables reach."""
    game = _variant(args)
    folder = default_folder() if args.folder is None else args.folder
    tables = Tables.load(game, folder)
    if tables is None:
        print(f"error: no tables of {variant_name(game)} in {folder}", file=sys.stderr)
        return 2
    start = game.initial_state()
    if not tables.reaches(start):
        print(json.dumps({"game": variant_name(game), "reach": tables.seeds, "start_seeds": sum(start.pits)}))
        return 0

    told = tables.told
    print(json.dumps({"game": variant_name(game), "reach": tables.seeds, "value": told(start),
                      "move_values": {str(m): told(game.next_state(start, m)) for m in game.legal_moves(start)}}))
    return 0


def build(game: Game, folder: Path | None = None, seeds: int | None = None, progress: Progress | None = None,
          cancel: Callable[[], bool] | None = None, seconds: float = BUILD_SECONDS,
          max_bytes: int = MAX_BYTES, max_positions: int = MAX_POSITIONS) -> Path | None:
    """Build a variant's tables (``Tables.build``) and save them in ``folder``, by default
    ``default_folder()``: the file written, or None when ``cancel`` stopped the build (nothing
    written; tables saved before stay). The tables in use read the new file when next asked."""
    try:
        tables = Tables.build(game, seeds, seconds, max_bytes, progress, cancel, max_positions)
    except Stop:
        return None
    path = tables.save(default_folder() if folder is None else folder)
    _loaded.pop(variant_name(game), None)
    return path


# ----- using the tables -----------------------------------------------------------------------
_folder: list[Path] = []  # where the app keeps the tables (``use``); none: no tables are used
_loaded: dict[str, Tables | None] = {}


def use(folder: Path | None) -> None:
    """Use the tables saved in ``folder`` from now on (None: none)."""
    _folder[:] = [] if folder is None else [folder]
    _loaded.clear()


def tables_for(game: Game) -> Tables | None:
    """The tables of this game and variant in the folder in use, loaded once; None without."""
    if not _folder or not covered(game):
        return None
    name = variant_name(game)
    if name not in _loaded:
        _loaded[name] = Tables.load(game, _folder[0])
    return _loaded[name]


class TableValue(Material):
    """An evaluation that values the positions in ``known`` as the finished games they stand for."""

    def __init__(self, base: Material, known: dict[State, State]) -> None:
        self.base, self.known = base, known

    def __call__(self, game: object, state: State, me: int) -> float:
        return self.base(game, self.known.get(state, state), me)

    def margins(self, game: object, state: State) -> tuple[float, ...]:
        return self.base.margins(game, self.known.get(state, state))


def ended(game: Game, state: State, value: int) -> State:
    """What the rules make of the end of the game from ``state`` (Bechi: of its round), B ahead by
    ``value`` seeds won in it: the game over, or Bechi's next round or the match over, each
    side's take of the round (its seeds won and on the board) joining its store."""
    if game.plays_rounds:
        seeds = sum(state.captured) + sum(state.pits)
        takes = ((seeds + value) // 2, (seeds - value) // 2)
        return game._end(state, (0,) * game.size, takes, None)
    # as a finished game: the margin from the start of it, every seed won
    return state._replace(turn=-1, captured=(max(value, 0), max(-value, 0)), seen=())


class TableSearch(Search):
    """Alpha-beta that stops at a position first met whose value the tables know exactly: a leaf
    with that value as a finished game's (so, like a game's end, it counts as reached, not cut
    off, and a search whose every line ends so is exact). Bechi: the round's end that value
    stands for, as the rules make it (``ended``), then as ``finish`` shows it to the search
    (``rules.ai.rounds.RoundView``: the capitals)."""

    judged = False  # whether what follows the end is still a judgement, counted as cut off

    def __init__(self, game: Rules, evaluate: Material, deadline: float | None,
                 cancel: Callable[[], bool] | None, tables: Tables,
                 finish: Callable[[State], State] | None = None) -> None:
        self.known: dict[State, State] = {}
        super().__init__(game, TableValue(evaluate, self.known), deadline, cancel)
        self.tables = tables
        self.finish = finish

    def leaf(self, state: State, depth: int) -> bool:
        if self.tables.first_met(state) and self.tables.reaches(state):
            value = self.tables.value(state)
            if value is not None:
                end = ended(self.tables.game, state, value)
                self.known[state] = end if self.finish is None else self.finish(end)
                self.horizon += self.judged
                return True
        return super().leaf(state, depth)


class RoundTableSearch(TableSearch, RoundSearch):
    """Bechi's Expert (``rules.ai.rounds.RoundSearch``) with the tables: a round's end they
    prove is valued for the match as any other round's end, a judgement."""

    judged = True
