"""Endgame tables: bounds of the value under perfect play of every position with at most N
seeds on the board, exact wherever they meet, for the games played as one game (Leb Bbut
Ahbochen, Bakuk, Djenon-aboure; Tihbat is solved whole by ``rules.tihbat_solver``).

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
from collections.abc import Callable
from functools import cache
from math import comb
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from .ai.evaluation import Material
from .ai.search import Rules, Search, Stop, Tree
from .attractors import sweep
from .batch import batch_game
from .game import Game
from .registry import get_game
from .state import State

IntArray = npt.NDArray[np.int64]
# The games the tables cover: two players, one game (Bechi's rounds are not covered), and Bakuk
# with three players too.
GAMES = ("leb-bbut-ahbochen", "bakuk", "djenon-aboure")
BUILD_SECONDS = 600.0  # a build adds no segment that would take it past this processor time
MAX_BYTES = 20_000_000  # nor one that would take its file past this
# nor one of more positions: solving one takes about 1 kB a position at its peak (2 GB here)
MAX_POSITIONS = 2_000_000
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
    2 or 4 seeds a hole and starts with an even count, so no odd count occurs in play (a position
    set up with one is searched as usual; ``tests/test_tables.py`` plays games to check)."""
    return range(2, top + 1, 2)


def segment_size(game: Game, seeds: int) -> int:
    """How many positions have ``seeds`` seeds on the board: the boards, each with any player to move."""
    return len(game.players) * comb(seeds + game.size - 1, game.size - 1)


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


class Segment:
    """The positions with ``seeds`` seeds on the board: the moves that stay inside, the exits
    (moves that capture or end the game) with the bounds of their values, and the groups of
    positions that play can go round (``components``, those no play leaves and comes back to
    first). ``lower(s)`` gives the bounds of a smaller segment. The moves are played by
    ``rules.batch``, every position at once."""

    def __init__(self, game: Game, seeds: int, lower: Callable[[int], Bounds],
                 cancel: Callable[[], bool] | None = None) -> None:
        batch = batch_game(game.id, **game.options)
        k = self.players = len(game.players)
        boards = compositions(seeds, game.size)
        count = self.size = k * len(boards)
        here = batch.boards(np.repeat(boards, k, axis=0), np.tile(np.arange(k), len(boards)))
        legal = batch.legal(here)
        self.moves: list[int] = legal.sum(axis=1).tolist()
        # What a repetition ends the game with: each side's seeds to its owner.
        sides = boards.reshape(len(boards), k, -1).sum(axis=2)
        self.leftover: list[int] = np.repeat(against_the_rest(sides), k).tolist()
        sources, targets = [], []
        self.exits: list[list[tuple[int, int]]] = [[] for _ in range(count)]  # (low, high) per exit
        for code in range(batch.M):
            _poll(cancel)
            rows = np.flatnonzero(legal[:, code])
            if not len(rows):
                continue
            child = batch.step(here.take(rows), np.full(len(rows), code))
            pits, turn = child.pits.astype(np.int64), child.turn.astype(np.int64)
            gained = against_the_rest(child.cap.astype(np.int64))
            left = pits.sum(axis=1)
            inside = (turn >= 0) & (left == seeds)
            sources.append(rows[inside])
            targets.append(k * rank(pits[inside]) + turn[inside])
            out = np.flatnonzero(~inside)
            low, high = gained[out].copy(), gained[out].copy()
            going = np.flatnonzero(turn[out] >= 0)
            for s in np.unique(left[out][going]).tolist():
                at = going[left[out][going] == s]
                if s:
                    index = k * rank(pits[out][at]) + turn[out][at]
                    below = lower(s)
                    low[at] += below[0][index]
                    high[at] += below[1][index]
            for i, lo, hi in zip(rows[out].tolist(), low.tolist(), high.tolist()):
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
        self._segments: dict[int, Segment] = {}

    @classmethod
    def build(cls, game: Game, seeds: int | None = None, seconds: float = BUILD_SECONDS,
              max_bytes: int = MAX_BYTES, progress: Progress | None = None,
              cancel: Callable[[], bool] | None = None, max_positions: int = MAX_POSITIONS) -> Tables:
        """Segments from 2 seeds up (``seed_counts``), to ``seeds`` or as far as ``seconds`` of
        processor time allow (a segment is left out when the last one's time, grown as the count
        of positions, would take the build past them), the tables compressed ``max_bytes`` and a
        segment ``max_positions`` (its memory).
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
        total = max((s for s in seed_counts(top) if segment_size(game, s) <= max_positions), default=0)
        size, took = 0, 0.0
        for s in seed_counts(total):
            begun = time.process_time()
            if seeds is None and took and begun - started + took * segment_size(game, s) / segment_size(game, s - 2) > seconds:
                break
            low, high = Segment(game, s, bounds.__getitem__, cancel).bounds(cancel=cancel)
            pair = np.array(low, dtype=np.int8), np.array(high, dtype=np.int8)
            size += len(zlib.compress(pair[0].tobytes() + pair[1].tobytes()))  # as saved, nearly
            if size > max_bytes:
                break
            bounds[s] = pair
            took = time.process_time() - begun
            if progress is not None:
                exact = int(np.count_nonzero(pair[0] == pair[1]))
                progress(s, total, len(low), exact, time.process_time() - started)
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
        """Whether ``state`` is a game not over whose seeds on the board the tables hold."""
        return state.turn >= 0 and sum(state.pits) in self.bounds

    def future(self, state: State, cancel: Callable[[], bool] | None = None) -> tuple[int, int] | None:
        """Bounds of what B gains on A (on the other two together) from ``state`` on under
        perfect play, its history included, or None beyond the tables. A position later in its
        segment: the segment solved again with the positions seen (as long as a build of it:
        ``cancel`` is polled, ``Stop`` when it says so; the last segment is kept for the next
        position)."""
        if not self.reaches(state):
            return None
        pits = np.array([state.pits], dtype=np.int64)
        s = int(pits.sum())
        here = len(self.game.players) * int(rank(pits)[0]) + state.turn
        if len(state.seen) > 1:
            if s not in self._segments:
                self._segments = {s: Segment(self.game, s, self.bounds.__getitem__, cancel)}
            removed = frozenset(self.index(key) for key in state.seen) - {here}
            low, high = self._segments[s].bounds(removed, cancel)
            return low[here], high[here]
        return int(self.bounds[s][0][here]), int(self.bounds[s][1][here])

    def index(self, key: int) -> int:
        """The position of a repetition key (``Game.key``: the holes a byte each, a byte that
        marks the board's size, then whose turn)."""
        size: int = self.game.size
        pits = np.array([[key >> (8 * i) & 0xFF for i in range(size)]], dtype=np.int64)
        return len(self.game.players) * int(rank(pits)[0]) + (key >> (8 * (size + 1)) & 3)

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
                 cancel: Callable[[], bool] | None, trust: tuple[float, ...] | None = None) -> Tree[Any]:
        """The search that ends its lines where these tables know the value (``TableSearch``;
        ``trust``: three players' model of each seat, ``rules.ai.search.MixedMaxN``)."""
        return TableSearch(game, evaluate, deadline, cancel, self)


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
    build.add_argument("--holes", type=int, help="holes per row (Leb Bbut Ahbochen 4-10)")
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
    start.add_argument("--holes", type=int, help="holes per row (Leb Bbut Ahbochen 4-10)")
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


class TableSearch(Search):
    """Alpha-beta that stops at a position first met whose value the tables know exactly: a leaf
    with that value as a finished game's (so, like a game's end, it counts as reached, not cut
    off, and a search whose every line ends so is exact)."""

    def __init__(self, game: Rules, evaluate: Material, deadline: float | None,
                 cancel: Callable[[], bool] | None, tables: Tables) -> None:
        self.known: dict[State, State] = {}
        super().__init__(game, TableValue(evaluate, self.known), deadline, cancel)
        self.tables = tables

    def leaf(self, state: State, depth: int) -> bool:
        if state.turn >= 0 and len(state.seen) <= 1 and self.tables.reaches(state):
            value = self.tables.value(state)
            if value is not None:
                # as a finished game: the margin from the start of it, every seed won
                self.known[state] = state._replace(turn=-1, captured=(max(value, 0), max(-value, 0)), seen=())
                return True
        return super().leaf(state, depth)
