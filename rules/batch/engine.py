"""The array machinery every game's batch form shares: boards, sowing tables, capture chains,
the repetition rule, turns and whole games.

A batch holds many games at once. Its arrays are laid out hole by hole: ``holes[h, g]`` is the
count of hole ``h`` in game ``g``, so that a question about every hole of every game (may the
mover sow? is the round over?) runs down whole contiguous rows of games, which numpy does far
faster than along the short rows of one game each.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

import numpy as np
from numpy.typing import NDArray

from ..ai.evaluation import BEGINNER_RANK
from ..board import MAX_SEEDS
from ..game import Game
from ..moves import PASS, Move

Array = NDArray[Any]  # numpy's arrays, of any shape and type
SEEDS = np.int16  # a hole never holds more than MAX_SEEDS, so sums of counts stay exact
ANTICLOCKWISE, CLOCKWISE = 0, 1  # the two ways round the ring, as table indices
PLAYERS = ("random", "beginner")  # rules.ai's Random and Beginner, in batch
HISTORY = 16  # first width of the repetition history; it doubles when a game needs more
BLOOM = 8  # words of 64 bits a game for the bits of the hashes met (a power of two)
SHORT = 32  # histories up to this long are compared apart from the longer ones
RANK = np.array(BEGINNER_RANK)  # indexed by arrays of flags


@dataclass
class Boards:
    """The games of a batch, one column each (``pits`` and ``cap`` are per game, one row each)."""
    holes: Array     # (S, G) seeds per hole, ring order
    captured: Array  # (K, G) seeds captured (Bechi: this round)
    turn: Array      # (G,) the player to move, -1 once over
    hist: Array      # (G, H) hashes of the positions met since the last capture, a game's
                          # in a row: a long history is then read in one sweep
    hlen: Array      # (G,) how many of them
    bloom: Array     # (BLOOM, G) a bit per hash met, among 64 * BLOOM: most new positions
                          # show as new there, without reading the history
    stores: Array    # (K, G) Bechi's stores (zeros elsewhere)
    opened: Array    # (G,) Bechi's opened holes, a bit mask
    inplay: Array    # (G,) the holes in play, a bit mask (Bechi's refill phase: refilled)
    rnd: Array       # (G,) Bechi's round
    refill: Array    # (G,) Bechi's refill phase: the player to move chooses holes
    plies: Array     # (G,) moves played
    ids: Array       # (G,) each game's number in the batch

    @property
    def pits(self) -> Array:
        """(G, S): each game's holes in ring order."""
        return self.holes.T

    @property
    def cap(self) -> Array:
        """(G, K): each game's captured seeds, in the order of ``game.players``."""
        return self.captured.T

    def take(self, rows: Array) -> Boards:
        """The games ``rows`` (indices or a mask), as a batch of their own."""
        return Boards(*(np.ascontiguousarray(getattr(self, name)[..., rows]) if name in _BY_COLUMN
                        else getattr(self, name)[rows] for name in _FIELDS))


_FIELDS = tuple(f.name for f in fields(Boards))
_BY_COLUMN = {"holes", "captured", "stores", "bloom"}  # the arrays laid out a game a column


@dataclass
class Results:
    """Per game: final scores (seat order of ``game.players``), winner, plies; ``moves`` holds
    each game's moves when recorded."""
    scores: Array
    winner: Array   # seat of the sole winner, -1 for a draw
    plies: Array
    first: int
    moves: list[list[Move]] | None = None   # recorded: each game's moves
    legal: list[list[set[Move]]] | None = None   # recorded: the moves legal at each ply


def count_table(counts: frozenset[int]) -> Array:
    """``counts`` as a table: entry ``c`` is True when ``c`` is one of them."""
    table = np.zeros(MAX_SEEDS + 1, dtype=bool)
    table[sorted(counts)] = True
    return table


class BatchGame:
    """The array form of one game and variant. Every parameter and table comes from the game
    object (``rules.games``); a game's batch module writes only the array form of its steps:
    which holes may be sown (``sowable``), how a move whose last seed makes one of the game's
    ``landing_counts`` goes on (``landed``: relay, capture) and how the game ends (``ended``,
    ``leftovers``)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.origin_first = game.origin_first  # a sowing's first seed drops back into the hole it empties
        self.min_seeds = game.min_seeds  # the fewest seeds a hole needs to be sown
        self.lands = count_table(game.landing_counts)  # last-seed counts after which a move goes on
        self.captures = count_table(game.capture_counts)  # the counts a capture chain takes
        labels, players = game.labels, game.players
        S, K = self.S, self.K = len(labels), len(players)
        self.n, self.per = game.n, S // K
        self.first = players.index(game.options["first"])
        self.owner = np.array([players.index(game.owner(label)) for label in labels])
        self.next_player = np.append((np.arange(K) + 1) % K, 0)  # index -1 (a game over) reads 0
        self.bit = 1 << np.arange(S, dtype=np.int64)
        rng = np.random.default_rng(20240601)
        self.weights = rng.integers(1, 2**63, size=S + 2, dtype=np.int64)  # int64 sums wrap: a hash
        self.moves = self._move_list()
        self.code = {move: c for c, move in enumerate(self.moves)}
        self.PASS = self.code[PASS]
        self.M = len(self.moves)
        self._code_tables()
        self._slot_tables()
        self._sow_tables()

    # ----- move codes ---------------------------------------------------------------------
    def sowings(self) -> list[Move]:
        """The game's sowings, in ring order."""
        return [move for own in self.game._own_moves for _, move in own]

    def _move_list(self) -> list[Move]:
        """Every move of the game, its index its code: code c < S sows hole c; then pass."""
        return [*self.sowings(), PASS]

    def _code_tables(self) -> None:
        """Each code's hole, way round and whether it sows (pass and refills sow nothing)."""
        holes = [self.game.index(m.hole) if m.kind == "sow" and m.hole else -1 for m in self.moves]
        self.code_hole = np.array([max(h, 0) for h in holes])
        self.code_way = np.array([self._way(m, h) if h >= 0 else 0 for m, h in zip(self.moves, holes)])
        self.code_sows = np.array([h >= 0 for h in holes])

    def _way(self, move: Move, hole: int) -> int:
        return ANTICLOCKWISE

    def _player_moves(self, p: int) -> list[int]:
        """The codes of the sowings player ``p`` may ever make, one slot each."""
        return [c for c in range(self.M) if self.code_sows[c] and self.owner[self.code_hole[c]] == p]

    def _slot_tables(self) -> None:
        """Each player's sowings as slots 0, 1, ...: a position's legal sowings are then one small
        integer, a bit per slot, and one is drawn at random through two table look-ups (how many
        bits are set; the r-th set bit). Slot ``width`` stands for a pass."""
        slots = [self._player_moves(p) for p in range(self.K)]
        width = self.width = max(map(len, slots))
        self.slot_code = np.full((self.K + 1, width + 1), self.PASS)  # row -1: a game over passes
        self.slot_weight = np.zeros((self.K, self.S), dtype=np.int64)  # hole -> its slots' bits
        for p, codes in enumerate(slots):
            for s, c in enumerate(codes):
                self.slot_code[p, s] = c
                self.slot_weight[p, self.code_hole[c]] |= 1 << s
        masks = np.arange(1 << width)
        is_set = masks[:, None] >> np.arange(width) & 1 == 1
        self.slot_count = is_set.sum(axis=1)
        self.slot_select = np.full((1 << width, width), width)
        for mask in range(1 << width):
            chosen = np.flatnonzero(is_set[mask])
            self.slot_select[mask, :len(chosen)] = chosen

    # ----- sowing tables ------------------------------------------------------------------
    def _in_play_masks(self) -> list[int]:
        """The sets of holes in play a game may meet (Bechi: any; elsewhere all of them)."""
        return [(1 << self.S) - 1]

    def mask_rows(self, b: Boards) -> Array | int:
        """The sowing tables' row of each game's holes in play (0 where every hole always is)."""
        return 0

    def _sow_tables(self) -> None:
        """For every set of holes in play, hole, way round and count up to the seeds of a full
        board: what the sowing adds to each hole (minus the seeds lifted) and the hole of its
        last seed. A move is then one table look-up, whatever the number of seeds sown, as the
        rules model's Ring does for one game. Larger counts (a position set up by hand) add
        whole laps first (``sow``)."""
        S, origin_first = self.S, self.origin_first
        masks = self._in_play_masks()
        shape = (len(masks), S, 2)
        rank = np.full((*shape, S), S)  # each hole's place in the sowing's order; S: never sown
        order = np.zeros((*shape, S), dtype=np.int64)  # the hole at each place
        after = np.zeros(shape, dtype=np.int64)  # the next hole in play: capture chains
        for m, mask in enumerate(masks):
            for h in range(S):
                for way, step in ((ANTICLOCKWISE, 1), (CLOCKWISE, -1)):
                    ring = [(h + step * k) % S for k in range(1, S + 1)]  # ends at h itself
                    ring = [j for j in ring if mask >> j & 1 or j == h]
                    after[m, h, way] = ring[0]
                    if origin_first:  # the first seed drops back into the emptied hole
                        ring = ring[-1:] + ring[:-1]
                    for place, j in enumerate(ring):
                        rank[m, h, way, j], order[m, h, way, place] = place, j
        self.after = after
        self.cycle = (rank < S).astype(SEEDS)  # (masks, S, 2, S): the holes a lap goes through
        self.cycle_len = self.cycle.sum(axis=-1).astype(np.int64)
        top = self.top = self.S * self.game.seeds_per_hole
        counts = np.arange(top + 1)
        ring_len = self.cycle_len[..., None]  # (masks, S, 2, 1)
        laps, part = counts // ring_len, counts % ring_len  # (masks, S, 2, counts)
        change = laps[..., None] * self.cycle[:, :, :, None, :] + (rank[:, :, :, None, :] < part[..., None])
        change[:, np.arange(S), :, :, np.arange(S)] -= counts  # the seeds lifted
        last = np.take_along_axis(order, (counts - 1)[None, None, None, :] % ring_len, axis=-1)
        last[..., 0] = np.arange(S)[None, :, None]  # sowing nothing ends where it starts
        self.sow_change = change.reshape(-1, S).T.astype(SEEDS).copy()  # (S, table entries)
        self.sow_last = last.reshape(-1)

    def sow(self, b: Boards, rows: Array | None, hole: Array, way: Array, count: Array, mrow: Array | int = 0) -> Array:
        """Lift ``count`` seeds (all there are) from ``hole`` and sow them ``way`` round, in the
        games ``rows`` (None: all); returns the hole of each last seed."""
        top = self.top
        big = count > top
        if big.any():  # whole laps first, then the table's sowing of what is left
            ring_len = self.cycle_len[mrow, hole, way]
            laps = np.where(big, (count - top + ring_len - 1) // ring_len, 0)
            count = count - laps * ring_len
        index = ((mrow * self.S + hole) * 2 + way) * (top + 1) + count
        change = self.sow_change[:, index]
        if big.any():
            cycle = self.cycle[mrow, hole, way]  # (G, S)
            change = change + (laps[:, None] * cycle).T.astype(SEEDS)
            np.subtract.at(change, (hole, np.arange(len(hole))), (laps * ring_len).astype(SEEDS))
        if rows is None:
            b.holes += change
        else:
            b.holes[:, rows] += change
        return self.sow_last[index]

    @staticmethod
    def of_player(table: Array, players: Array) -> Array:
        """Each game's entry of a (K, G) table, for the player given for that game."""
        games = table.shape[1]
        return table.reshape(-1)[players * games + np.arange(games)]

    def count_at(self, b: Boards, hole: Array, rows: Array | None = None) -> Array:
        """The seeds in ``hole`` of each game (``rows``: of those games)."""
        games = len(b.turn)
        at = hole * games + (np.arange(games) if rows is None else rows)
        return b.holes.reshape(-1)[at]

    def chain(self, b: Boards, rows: Array, start: Array, way: Array | int, mrow: Array | int = 0, opened: Array | None = None) -> Array:
        """Capture ``start`` and the holes after it ``way`` round while each holds one of the
        game's ``capture_counts`` (and, with ``opened``, a mask a game of ``rows``, is one of
        them), passing over holes out of play, never more than once round; returns the seeds
        taken in each game."""
        total = np.zeros(len(rows), dtype=np.int64)
        flat, games = b.holes.reshape(-1), len(b.turn)
        way, mrow = np.broadcast_to(way, rows.shape), np.broadcast_to(mrow, rows.shape)
        at = np.arange(len(rows))  # the chains still going
        j = start
        while len(at):
            counts = flat[j * games + rows[at]]
            live = self.captures[counts]
            if opened is not None:
                live &= opened[at] >> j & 1 == 1
            at, j, counts = at[live], j[live], counts[live]
            total[at] += counts
            flat[j * games + rows[at]] = 0
            j = self.after[mrow[at], j, way[at]]
            going = j != start[at]
            at, j = at[going], j[going]
        return total

    # ----- set-up -------------------------------------------------------------------------
    def boards(self, pits: Any, turn: Any, captured: Any = 0, stores: Any = 0, opened: Any = 0, inplay: Any = None,
               rnd: Any = 1, refill: Any = False) -> Boards:
        """Games set up at the given holes (G, S) and players to move (G,), and optionally what
        else a position holds (captured and stores (G, K)); each position is its own first
        occurrence, as ``Game.make_state`` makes it."""
        turn = np.array(turn, dtype=np.int64).reshape(-1)
        G, K = len(turn), self.K

        def column(value: Any, dtype: Any = np.int64) -> Array:
            return np.array(np.broadcast_to(value, (G,)), dtype=dtype)

        def by_hole(value: Any, width: int, dtype: Any = np.int64) -> Array:  # one column a game, laid out contiguous
            return np.array(np.broadcast_to(value, (G, width)).T, dtype=dtype, order="C")

        b = Boards(by_hole(pits, self.S, SEEDS), by_hole(captured, K), turn,
                   np.zeros((G, HISTORY), dtype=np.int64), np.ones(G, dtype=np.int64),
                   np.zeros((BLOOM, G), dtype=np.int64),
                   by_hole(stores, K), column(opened),
                   column((1 << self.S) - 1 if inplay is None else inplay), column(rnd), column(refill, bool),
                   np.zeros(G, dtype=np.int64), np.arange(G))
        self.first_seen(b, np.arange(G))
        return b

    def initial(self, count: int) -> Boards:
        return self.boards(self.game.seeds_per_hole, np.full(count, self.first))

    def key(self, b: Boards, turn: Array, rows: Array | None = None) -> Array:
        """The repetition rule's hash of each position: holes, player to move, opened holes."""
        w, S = self.weights, self.S
        holes, opened = (b.holes, b.opened) if rows is None else (b.holes[:, rows], b.opened[rows])
        return w[:S] @ holes + turn * w[S] + opened * w[S + 1]

    @staticmethod
    def _bloom_bit(key: Array, columns: Array, games: int) -> tuple[Array, Array]:
        """Where the hashes ``key`` of the games ``columns`` (of ``games``) have their bits in
        ``Boards.bloom`` flattened, and the bits: chosen by nine high bits of each hash."""
        return ((key >> 58) & (BLOOM - 1)) * games + columns, np.left_shift(1, (key >> 52) & 63)

    def first_seen(self, b: Boards, rows: Array) -> None:
        """The positions of ``rows`` start the repetition history afresh."""
        key = self.key(b, b.turn[rows], rows)
        b.hist[rows, 0] = key
        b.hlen[rows] = 1
        b.bloom[:, rows] = 0
        word, bit = self._bloom_bit(key, rows, len(b.turn))
        b.bloom.reshape(-1)[word] |= bit

    @staticmethod
    def seen_before(b: Boards, rows: Array, key: Array) -> Array:
        """Whether each game ``rows`` has met ``key`` since its last capture: the short histories
        and the long ones apart, so that a few long ones do not widen every comparison."""
        met = np.zeros(len(rows), dtype=bool)
        short = b.hlen[rows] <= SHORT
        for part in (np.flatnonzero(short), np.flatnonzero(~short)):
            if len(part):
                games, hlen = rows[part], b.hlen[rows[part]]
                width = int(hlen.max())
                met[part] = ((b.hist[games, :width] == key[games, None]) & (np.arange(width) < hlen[:, None])).any(axis=1)
        return met

    # ----- legal moves --------------------------------------------------------------------
    def sowable(self, b: Boards) -> Array:
        """(S, G): the holes with the seeds a sowing needs (holes out of play are empty)."""
        return b.holes >= self.min_seeds

    def slots(self, b: Boards) -> Array:
        """Each game's legal sowings as a slot mask (0: the mover must pass, or the game is over)."""
        per_player = self.slot_weight @ self.sowable(b)  # (K, G)
        return self.of_player(per_player, np.maximum(b.turn, 0)) * (b.turn >= 0)

    def legal(self, b: Boards) -> Array:
        """(G, M): each game's legal moves by code."""
        games = len(b.turn)
        slots = self.slots(b)
        legal = np.zeros((games, self.M), dtype=bool)
        codes = self.slot_code[b.turn, :self.width]
        legal[np.arange(games)[:, None], codes] = (slots[:, None] >> np.arange(self.width) & 1) == 1
        legal[:, self.PASS] = (slots == 0) & self.passing(b)
        return legal

    def passing(self, b: Boards) -> Array:
        """Where a game with no sowing to make passes: every game not over."""
        return b.turn >= 0

    # ----- one ply ------------------------------------------------------------------------
    def step(self, b: Boards, codes: Array) -> Boards:
        """Play ``codes`` (one per game; games over take any) on ``b`` itself, and return it."""
        playing = b.turn >= 0
        b.plies += playing
        hole, way = self.code_hole[codes], self.code_way[codes]
        count = self.count_at(b, hole) * self.code_sows[codes]
        mrow = self.mask_rows(b)
        last = self.sow(b, None, hole, way, count, mrow)
        reached = self.count_at(b, last)
        took = np.zeros(len(codes), dtype=bool)
        rows = np.flatnonzero(self.lands[reached] & (count > 0))
        if len(rows):
            mover = b.turn[rows]
            gained = self.landed(b, rows, last[rows], reached[rows], mover, way[rows],
                                 mrow[rows] if isinstance(mrow, np.ndarray) else mrow)
            b.captured.reshape(-1)[mover * len(codes) + rows] += gained
            took[rows] = gained > 0
        self.sown(b, hole, count > 0)
        self.conclude(b, playing & ~self.special(codes), took)
        self.special_moves(b, codes, playing)
        return b

    def landed(self, b: Boards, rows: Array, last: Array, count: Array, mover: Array, way: Array, mrow: Array | int) -> Array:
        """The rest of the moves of ``rows`` whose last seed fell in ``last``, which now holds
        ``count``, one of the game's ``landing_counts``; returns the seeds each captures."""
        raise NotImplementedError

    def sown(self, b: Boards, hole: Array, sowed: Array) -> None:
        """After the sowing (Bechi opens the hole sown)."""

    def special(self, codes: Array) -> Array:
        """Moves that are neither a sowing nor a pass (Bechi's refills)."""
        return np.zeros(len(codes), dtype=bool)

    def special_moves(self, b: Boards, codes: Array, playing: Array) -> None:
        """Play the special moves of ``codes``."""

    def conclude(self, b: Boards, moved: Array, took: Array) -> None:
        """End the turn of the games ``moved``: the game's own end, then repetition, then the
        next player. ``took``: the games whose move captured, which cannot repeat a position."""
        nxt = self.next_player[b.turn]
        over = self.ended(b, nxt) & moved
        key = self.key(b, nxt)
        word, bit = self._bloom_bit(key, np.arange(len(key)), len(key))
        bloom = b.bloom.reshape(-1)
        maybe = np.flatnonzero((bloom[word] & bit != 0) & moved & ~took & ~over)
        if len(maybe):  # a position met before has its bit set: read the histories of those
            over[maybe[self.seen_before(b, maybe, key)]] = True
        goes = moved & ~over
        place = np.where(took, 0, b.hlen)
        width = b.hist.shape[1]
        if place.max(initial=0) >= width:
            b.hist = np.concatenate([b.hist, np.zeros_like(b.hist)], axis=1)
            width *= 2
        # Every game writes its place; those that did not go on write a place that nothing reads.
        b.hist.reshape(-1)[np.arange(len(key)) * width + place] = key
        b.hlen = np.where(goes, place + 1, b.hlen)
        b.bloom &= np.where(goes & took, 0, -1)  # a capture: no earlier position can come back
        bloom[word] |= np.where(goes, bit, 0)
        b.turn = np.where(goes, nxt, b.turn)
        if over.any():
            self.end(b, np.flatnonzero(over))

    def ended(self, b: Boards, nxt: Array) -> Array:
        """Whether each game ends before ``nxt`` moves: no hole can be sown."""
        return b.holes.max(axis=0) < self.min_seeds

    def end(self, b: Boards, rows: Array) -> None:
        """Leftovers: each player takes the seeds in their own holes; the game is over."""
        self.leftovers(b, rows)
        b.turn[rows] = -1

    def leftovers(self, b: Boards, rows: Array) -> None:
        """Each player takes the seeds left in their own holes."""
        left = b.holes[:, rows]
        b.captured[:, rows] += left.reshape(self.K, self.per, len(rows)).sum(axis=1)
        b.holes[:, rows] = 0

    def scores(self, b: Boards) -> Array:
        """(G, K) captured plus stored."""
        return (b.captured + b.stores).T

    # ----- players ------------------------------------------------------------------------
    def random_moves(self, b: Boards, rng: np.random.Generator) -> Array:
        """One code per game, uniformly among its legal ones: the r-th of the slots set."""
        slots = self.slots(b)
        count = self.slot_count[slots]
        r = np.minimum((rng.random(len(slots)) * count).astype(np.int64), np.maximum(count - 1, 0))
        return self.slot_code[b.turn, self.slot_select[slots, r]]

    @staticmethod
    def pick(legal: Array, rng: np.random.Generator) -> Array:
        """One code per row of a legal matrix, uniformly: the legal code with the highest key."""
        return (rng.random(legal.shape) + legal).argmax(axis=1)

    def beginner_moves(self, b: Boards, rng: np.random.Generator) -> Array:
        """As ``rules.ai.sensible_moves``: uniformly among the legal moves of the highest
        ``BEGINNER_RANK`` (those that win seeds at once, else those that change the board, else
        any). Every legal move of every game is tried at once, in one batch of copies: one ply's
        fixed cost, not one a move."""
        legal = self.legal(b)
        rows, codes = np.nonzero(legal)
        mover = b.turn[rows]
        after = self.step(b.take(rows), codes)
        wins = self.of_player(after.captured + after.stores, mover) > self.of_player(b.captured + b.stores, b.turn)[rows]
        changes = (after.holes != b.holes[:, rows]).any(axis=0) | (after.turn < 0)
        rank = np.full(legal.shape, -1)
        rank[rows, codes] = RANK[wins.astype(np.int64), changes.astype(np.int64)]
        return self.pick(rank == rank.max(axis=1, keepdims=True), rng)

    def choose(self, b: Boards, player: str, rng: np.random.Generator) -> Array:
        return self.random_moves(b, rng) if player == "random" else self.beginner_moves(b, rng)

    # ----- whole games --------------------------------------------------------------------
    def play(self, count: int, rng: np.random.Generator, player: str = "random", record: bool = False) -> Results:
        """Play ``count`` whole games from the start. Games over stay in the arrays, inert, until
        an eighth of them is over: then the batch is compacted, so that copying it is rare and
        the long games at the end run on small arrays."""
        if player not in PLAYERS:
            raise ValueError(f"the batch players are {', '.join(PLAYERS)}, not {player!r}")
        b = self.initial(count)
        scores = np.zeros((count, self.K), dtype=np.int64)
        plies = np.zeros(count, dtype=np.int64)
        log: list[tuple[Array, Array, Array]] = []  # what the games played, when recorded
        while len(b.turn):
            playing = b.turn >= 0
            codes = self.choose(b, player, rng)
            if record:
                log.append((b.ids[playing], codes[playing], self.legal(b)[playing]))
            self.step(b, codes)
            done = playing & (b.turn < 0)
            if done.any():
                scores[b.ids[done]] = self.scores(b)[done]
                plies[b.ids[done]] = b.plies[done]
            over = np.count_nonzero(b.turn < 0)
            if over and 8 * over >= len(b.turn):
                b = b.take(b.turn >= 0)
                if len(b.turn):  # the history as wide as the games left need (one long game widened it)
                    width = max(HISTORY, 1 << int(b.hlen.max()).bit_length())
                    b.hist = np.ascontiguousarray(b.hist[:, :width])
        best = scores.max(axis=1)
        sole = (scores == best[:, None]).sum(axis=1) == 1
        winner = np.where(sole, scores.argmax(axis=1), -1)
        if not record:
            return Results(scores, winner, plies, self.first)
        moves: list[list[Move]] = [[] for _ in range(count)]
        legal: list[list[set[Move]]] = [[] for _ in range(count)]
        for ids, codes, offered in log:
            for i, c, row in zip(ids.tolist(), codes.tolist(), offered):
                moves[i].append(self.moves[c])
                legal[i].append({self.moves[k] for k in np.flatnonzero(row)})
        return Results(scores, winner, plies, self.first, moves, legal)
