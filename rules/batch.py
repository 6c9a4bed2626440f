"""Many games at once, array-at-a-time: random or Beginner self-play for every game and variant.

Each ply is a handful of numpy operations over every game still running: the legal moves as a
boolean matrix, one move per game drawn among them, the sowing as a table look-up (how many
seeds each hole receives follows from its rank in the sowing order, so one gather replaces the
seed-by-seed loop), capture chains as a short loop over the chain length, and the repetition
rule as a comparison with each game's positions since the last capture. Finished games leave
the arrays at once, so the long games of a batch run on small arrays.

Positions are compared through a 64-bit hash (random weights per hole, whose turn and the opened
holes): two different positions of one game collide with probability about 2**-64 per pair,
far below anything a batch could meet. ``tests/test_batch.py`` replays the moves of batch games
through the rules model and checks every result.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from itertools import combinations
from math import comb

import numpy as np

from .game import Game
from .moves import PASS, Move
from .registry import get_game

ROUND_SEEDS = 6


@dataclass
class Boards:
    """The running games, one row each."""
    pits: np.ndarray      # (G, S) seeds per hole, ring order
    cap: np.ndarray       # (G, K) captured (Bechi: this round)
    turn: np.ndarray      # (G,) player to move, -1 once over
    hist: np.ndarray      # (G, H) hashes of the positions since the last capture (then stale ones)
    hlen: np.ndarray      # (G,) how many of them
    stores: np.ndarray    # (G, K) Bechi stores (zeros elsewhere)
    opened: np.ndarray    # (G,) Bechi opened holes as a bit mask
    inplay: np.ndarray    # (G,) holes in play as a bit mask
    rnd: np.ndarray       # (G,) Bechi round
    refill: np.ndarray    # (G,) Bechi: the player to move must choose holes to refill
    plies: np.ndarray     # (G,)
    ids: np.ndarray       # (G,) the game's number in the batch

    def take(self, rows) -> "Boards":
        return Boards(*(getattr(self, name)[rows] for name in _FIELDS))


_FIELDS = tuple(f.name for f in fields(Boards))


@dataclass
class Results:
    """Per game: final scores (seat order of ``game.players``), winners, plies; ``moves`` holds
    each game's move codes when recorded."""
    scores: np.ndarray
    winner: np.ndarray   # seat of the sole winner, -1 for a draw
    plies: np.ndarray
    first: int
    moves: list | None = None   # recorded: each game's moves
    legal: list | None = None   # recorded: the sowing and passing moves legal at each ply


class BatchGame:
    """The array form of one game and variant; subclasses supply the sowing and capture rules."""
    origin_first = False

    def __init__(self, game: Game):
        self.game = game
        self.S, self.K, self.n = game.size, len(game.players), game.n
        S = self.S
        self.owner = np.array(game.owner_index)
        self.own = np.array([[self.owner[i] == p for i in range(S)] for p in range(self.K)])  # (K, S)
        self.bit = (1 << np.arange(S)).astype(np.int64)
        rng = np.random.default_rng(20240601)
        self.weights = rng.integers(1, 2**63, size=S + 2, dtype=np.int64)  # int64 sums wrap: a hash
        self.moves = self._move_list()
        self.PASS = self.moves.index(PASS)
        self.M = self.PASS + 1  # codes chosen through the legal matrix; any after are special
        self._sow_tables()

    # ----- move codes -------------------------------------------------------------------
    def _move_list(self) -> list[Move]:
        """Code c < S sows hole c; then pass."""
        return [Move("sow", label) for label in self.game.labels] + [PASS]

    def _sow_tables(self):
        """For every in-play mask, start hole and direction: each hole's rank in the sowing order
        and the hole at each rank. Games without holes out of play use the full mask only."""
        S = self.S
        masks = range(1 << S) if self.game.tracks_opened else [(1 << S) - 1]
        self.mask_row = np.zeros(1 << S if self.game.tracks_opened else 1, dtype=np.int64)
        rank = np.full((len(self.mask_row), S, 2, S), S, dtype=np.int64)
        order = np.zeros((len(self.mask_row), S, 2, S), dtype=np.int64)
        after = np.zeros((len(self.mask_row), S, 2), dtype=np.int64)  # the next hole in play
        size = np.ones(len(self.mask_row), dtype=np.int64)
        for row, mask in enumerate(masks):
            if self.game.tracks_opened:
                self.mask_row[mask] = row
            size[row] = max(1, bin(mask).count("1"))
            for h in range(S):
                for d, step in enumerate((1, -1)):
                    seq = [h] if self.origin_first else []
                    j = h
                    while len(seq) < S:
                        j = (j + step) % S
                        if self.origin_first and j == h:
                            break
                        if mask >> j & 1 or j == h:
                            seq.append(j)
                    for k, j in enumerate(seq):
                        rank[row, h, d, j] = k
                        order[row, h, d, k] = j
                    j = (h + step) % S
                    while not mask >> j & 1 and j != h:
                        j = (j + step) % S
                    after[row, h, d] = j
        self.rank, self.order, self.ring, self.after = rank, order, size, after

    def mask_rows(self, b: Boards, rows) -> np.ndarray:
        if self.game.tracks_opened:
            return self.mask_row[b.inplay[rows]]
        return np.zeros(len(rows), dtype=np.int64)

    # ----- set-up -----------------------------------------------------------------------
    def initial(self, count: int) -> Boards:
        S, K = self.S, self.K
        b = Boards(np.full((count, S), self.game.seeds_per_hole, dtype=np.int64),
                   np.zeros((count, K), dtype=np.int64), np.full(count, self.game.first, dtype=np.int64),
                   np.zeros((count, 16), dtype=np.int64), np.ones(count, dtype=np.int64),
                   np.zeros((count, K), dtype=np.int64), np.zeros(count, dtype=np.int64),
                   np.full(count, (1 << S) - 1, dtype=np.int64), np.ones(count, dtype=np.int64),
                   np.zeros(count, dtype=bool), np.zeros(count, dtype=np.int64), np.arange(count))
        b.hist[:, 0] = self.key(b.pits, b.turn, b.opened)
        return b

    def boards(self, pits, turn) -> Boards:
        """Games set up at the given holes and players to move, nothing captured, each position
        its own first occurrence (as ``Game.make_state``)."""
        b = self.initial(len(turn))
        b.pits[:] = pits
        b.turn[:] = turn
        b.hist[:, 0] = self.key(b.pits, b.turn, b.opened)
        return b

    def key(self, pits, turn, opened) -> np.ndarray:
        w = self.weights
        return pits @ w[:self.S] + turn * w[self.S] + opened * w[self.S + 1]

    # ----- legal moves ------------------------------------------------------------------
    min_seeds = 1

    def legal(self, b: Boards) -> np.ndarray:
        """(G, M) legal move codes: own holes with enough seeds, else pass (holes out of play
        are always empty)."""
        legal = np.zeros((len(b.turn), self.M), dtype=bool)
        legal[:, :self.S] = self.own[b.turn] & (b.pits >= self.min_seeds)
        legal[:, self.PASS] = ~legal.any(axis=1)
        return legal

    # ----- one ply ----------------------------------------------------------------------
    def step(self, b: Boards, codes: np.ndarray) -> Boards:
        """Play ``codes`` (one per game) on ``b`` itself, and return it (games over have turn -1)."""
        b.plies += 1
        special = self.special_codes(codes)
        rows = np.flatnonzero(~special)
        sow = np.flatnonzero(codes[rows] != self.PASS)
        took = np.zeros(len(rows), dtype=bool)
        opened = b.opened[rows]
        if len(sow):
            took[sow] = self.sow_move(b, rows[sow], codes[rows[sow]])
            if self.game.tracks_opened:  # the hole chosen opens after its own move
                opened[sow] |= self.bit[codes[rows[sow]] % self.S]
        self.conclude(b, rows, took, opened)
        if special.any():
            self.special_move(b, np.flatnonzero(special), codes[special])
        return b

    def special_codes(self, codes) -> np.ndarray:
        """Moves other than sowing and passing (Bechi's refill choices)."""
        return np.zeros(len(codes), dtype=bool)

    def sow(self, b: Boards, rows, hole, direction=None) -> np.ndarray:
        """Lift every seed of ``hole`` and sow them; returns the hole of the last seed."""
        d = 0 if direction is None else direction
        count = b.pits[rows, hole]
        b.pits[rows, hole] = 0
        mrow = self.mask_rows(b, rows)
        ring = self.ring[mrow]
        q, r = np.divmod(count, ring)
        rank = self.rank[mrow, hole, d]
        b.pits[rows] += (q[:, None] + (rank < r[:, None])) * (rank < self.S)
        return self.order[mrow, hole, d, (count - 1) % ring]

    def chain(self, b: Boards, rows, start, d, takes, mover) -> np.ndarray:
        """Capture ``start`` and the holes after it in direction ``d`` (0 anticlockwise, 1
        clockwise) while ``takes(counts, holes, which)`` holds (``which`` indexes ``rows``),
        passing over holes out of play, at most once round; returns the totals."""
        total = np.zeros(len(rows), dtype=np.int64)
        counts = b.pits[rows, start]
        live = takes(counts, start, slice(None))
        if not live.any():  # most moves capture nothing: settle them in one test
            return total
        which = np.flatnonzero(live)
        j, counts, start = start[which], counts[which], start[which]
        d = np.broadcast_to(d, rows.shape)[which]
        mrow = self.mask_rows(b, rows[which])
        at = np.arange(len(which))  # the chains still going, as indices into ``which``
        while True:
            total[which[at]] += counts
            b.pits[rows[which[at]], j] = 0
            j = self.after[mrow[at], j, d[at]]
            going = j != start[at]  # never more than once round
            at, j = at[going], j[going]
            counts = b.pits[rows[which[at]], j]
            live = takes(counts, j, which[at])
            if not live.all():
                at, j, counts = at[live], j[live], counts[live]
            if not len(at):
                break
        b.cap[rows, mover] += total
        return total

    def conclude(self, b: Boards, rows, took, opened):
        """End the turn of ``rows``: the game's own ending, then repetition, then the next player."""
        if not len(rows):
            return
        nxt = (b.turn[rows] + 1) % self.K
        pits, hlen = b.pits[rows], b.hlen[rows]
        key = self.key(pits, nxt, opened)
        width = int(hlen.max())
        # Stale hashes past hlen are harmless: they come from before a capture, with more seeds
        # on the board, so they cannot match (Bechi clears them at each new round).
        seen = (b.hist[rows, :width] == key[:, None]).any(axis=1)
        over = self.ended(pits, nxt, b.inplay[rows]) | (seen & ~took)
        go = ~over
        if width == b.hist.shape[1]:
            b.hist = np.concatenate([b.hist, np.zeros_like(b.hist)], axis=1)
        b.hist[rows[go], np.where(took, 0, hlen)[go]] = key[go]
        b.hlen[rows] = np.where(took, 1, hlen + 1)
        b.turn[rows[go]] = nxt[go]
        b.opened[rows] = opened
        if over.any():
            self.end(b, rows[over])

    def ended(self, pits, nxt, inplay) -> np.ndarray:
        return ~pits.any(axis=1)

    def end(self, b: Boards, rows):
        """Leftovers to the owners of their holes; the game is over."""
        pits = b.pits[rows]
        for p in range(self.K):
            b.cap[rows, p] += (pits * self.own[p]).sum(axis=1)
        b.pits[rows] = 0
        b.turn[rows] = -1

    def scores(self, b: Boards) -> np.ndarray:
        return b.cap + b.stores

    # ----- players ----------------------------------------------------------------------
    def random_moves(self, legal: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        """One code per row, uniformly among its legal ones: the legal code with the highest
        random key."""
        return (rng.random(legal.shape) + legal).argmax(axis=1)

    def beginner_moves(self, b: Boards, legal: np.ndarray, rng) -> np.ndarray:
        """As ``rules.ai.sensible_moves``: moves that win seeds at once if any, else moves that
        change the board, else any; uniformly among them."""
        rows_g = np.arange(len(b.turn))
        before = self.scores(b)[rows_g, b.turn]
        gain = np.zeros(legal.shape, dtype=bool)
        active = np.zeros(legal.shape, dtype=bool)
        for code in np.flatnonzero(legal.any(axis=0)):
            rows = np.flatnonzero(legal[:, code])
            after = self.step(b.take(rows), np.full(len(rows), code))
            gain[rows, code] = self.scores(after)[np.arange(len(rows)), b.turn[rows]] > before[rows]
            active[rows, code] = (after.pits != b.pits[rows]).any(axis=1) | (after.turn < 0)
        many = legal.sum(axis=1) > 1
        sensible = np.where((gain.any(axis=1) & many)[:, None], gain, legal)
        changing = legal & active
        sensible = np.where((~gain.any(axis=1) & many & changing.any(axis=1))[:, None], changing, sensible)
        return self.random_moves(sensible, rng)

    def choose(self, b: Boards, player: str, rng) -> np.ndarray:
        legal = self.legal(b)
        return self.random_moves(legal, rng) if player == "random" else self.beginner_moves(b, legal, rng)

    # ----- whole games ------------------------------------------------------------------
    def play(self, count: int, rng: np.random.Generator, player: str = "random", record: bool = False) -> Results:
        b = self.initial(count)
        scores = np.zeros((count, self.K), dtype=np.int64)
        plies = np.zeros(count, dtype=np.int64)
        log = [] if record else None
        while len(b.turn):
            codes = self.choose(b, player, rng)
            if record:
                log.append((b.ids, codes, self.legal(b)))
            b = self.step(b, codes)
            done = b.turn < 0
            if done.any():
                scores[b.ids[done]] = self.scores(b)[done]
                plies[b.ids[done]] = b.plies[done]
                b = b.take(~done)
        best = scores.max(axis=1)
        sole = (scores == best[:, None]).sum(axis=1) == 1
        winner = np.where(sole, scores.argmax(axis=1), -1)
        moves = legal = None
        if record:
            moves, legal = [[] for _ in range(count)], [[] for _ in range(count)]
            for ids, codes, offered in log:
                for i, c, row in zip(ids.tolist(), codes.tolist(), offered):
                    moves[i].append(self.moves[c])
                    legal[i].append({self.moves[k] for k in np.flatnonzero(row)})
        return Results(scores, winner, plies, self.game.first, moves, legal)


class Tihbat(BatchGame):
    origin_first = True

    def sow_move(self, b, rows, hole):
        mover = b.turn[rows]
        last = self.sow(b, rows, hole)
        count = b.pits[rows, last]
        took = (self.owner[last] == mover) & (count % 2 == 0) & (count >= 2) & (count <= 8)
        b.cap[rows[took], mover[took]] += count[took]
        b.pits[rows[took], last[took]] = 0
        return took

    def end(self, b, rows):
        """The seeds left are shared equally (always an even number)."""
        b.cap[rows] += b.pits[rows].sum(axis=1)[:, None] // 2
        b.pits[rows] = 0
        b.turn[rows] = -1


def _two_or_four(counts, holes, which):
    return (counts == 2) | (counts == 4)


class Bakuk(BatchGame):
    def sow_move(self, b, rows, hole):
        last = self.sow(b, rows, hole)
        return self.chain(b, rows, last, 0, _two_or_four, b.turn[rows]) > 0


class DjenonAboure(BatchGame):
    origin_first = True
    min_seeds = 2

    def ended(self, pits, nxt, inplay):
        return pits.max(axis=1) <= 1

    def sow_move(self, b, rows, hole):
        """Laps until the last seed falls in an empty hole or captures; a lap ending as an
        earlier lap of the same move did (board and hole) stops the move."""
        mover = b.turn[rows]
        took = np.zeros(len(rows), dtype=bool)
        live = np.arange(len(rows))
        noted = np.zeros((len(rows), 0), dtype=np.int64)
        while len(live):
            r = rows[live]
            last = self.sow(b, r, hole)
            after = b.pits[r, last]
            capture = (after == 2) | (after == 4)
            if capture.any():
                c = np.flatnonzero(capture)
                took[live[c]] = self.chain(b, r[c], last[c], 1, _two_or_four, mover[live[c]]) > 0
            relay = (after != 1) & ~capture
            lap_end = self.key(b.pits[r], last, np.zeros_like(last))
            repeated = (noted[live] == lap_end[:, None]).any(axis=1)
            relay &= ~repeated
            noted = np.concatenate([noted, np.zeros((len(rows), 1), dtype=np.int64)], axis=1)
            noted[live, -1] = lap_end
            live, hole = live[relay], last[relay]
        return took


class LebBbutAhbochen(BatchGame):
    def legal(self, b):
        """An empty opponent must be fed: only holes whose seeds reach their row."""
        legal = super().legal(b)
        starving = ~(b.pits * self.own[1 - b.turn]).any(axis=1)
        feeds = b.pits[:, :self.S] >= self.n - np.arange(self.S) % self.n
        legal[:, :self.S] &= ~starving[:, None] | feeds
        legal[:, self.PASS] = ~legal[:, :self.S].any(axis=1)
        return legal

    def ended(self, pits, nxt, inplay):
        """The player to move has no seeds, or must feed an empty opponent and cannot."""
        own, other = self.own[nxt], self.own[1 - nxt]
        feeds = pits >= self.n - np.arange(self.S) % self.n
        return ~(pits * own).any(axis=1) | (~(pits * other).any(axis=1) & ~(feeds & own).any(axis=1))

    def sow_move(self, b, rows, hole):
        mover = b.turn[rows]
        last = self.sow(b, rows, hole)
        count = b.pits[rows, last]
        away = self.owner[last] != mover
        relay = away & (count == 6)
        if relay.any():
            self.sow(b, rows[relay], last[relay])  # relay once; the turn then ends
        side = (b.pits[rows] * self.own[self.owner[last]]).sum(axis=1)
        took = away & ((count == 2) | (count == 4)) & (side > count)  # never a grand slam
        b.cap[rows[took], mover[took]] += count[took]
        b.pits[rows[took], last[took]] = 0
        return took


class Bechi(BatchGame):
    """Codes: sow hole c (its own direction; on 2x3 the centre's clockwise), c + S the 2x3
    centre anticlockwise, then refill choices, then pass."""
    origin_first = True
    min_seeds = 2

    def _move_list(self):
        S, n, game = self.S, self.n, self.game
        moves = []
        for i, label in enumerate(game.labels):
            moves.append(Move("sow", label, "cw" if n == 3 and i % n == 1 else None))
        for i, label in enumerate(game.labels):
            moves.append(Move("sow", label, "ccw") if n == 3 and i % n == 1 else None)
        moves.append(PASS)
        # The refill choices come after pass: drawn directly, not through the legal matrix.
        self.refill_holes = [0] * len(moves)
        choices = np.zeros((2, n + 1, comb(n, n // 2)), dtype=np.int64)  # player, holes to fill -> codes
        self.refill_count = np.ones((2, n + 1), dtype=np.int64)
        for p in range(2):
            for k in range(1, n + 1):
                combos = list(combinations(game.rows[p], k))
                self.refill_count[p, k] = len(combos)
                for c, combo in enumerate(combos):
                    choices[p, k, c] = len(moves)
                    self.refill_holes.append(sum(1 << i for i in combo))
                    moves.append(Move("refill", holes=tuple(game.labels[i] for i in combo)))
        self.refill_choices = choices
        self.refill_holes = np.array(self.refill_holes)
        self.row_mask = np.array([sum(1 << i for i in game.rows[p]) for p in range(2)])
        # For every mask of holes to fill: the holes' seeds, and what each player pays for them.
        filled = (np.arange(1 << S)[:, None] >> np.arange(S) & 1).astype(np.int64)
        self.filled_pits = ROUND_SEEDS * filled
        self.filled_cost = self.filled_pits @ self.own.T
        self.even = np.arange(S * ROUND_SEEDS + 1) % 2 == 0  # the counts a chain takes
        self.even[0] = False  # an empty hole ends the chain
        # Each code's hole and direction (0 anticlockwise, +1; 1 clockwise, -1): a player's left
        # holes sow clockwise, the right ones anticlockwise; the 2x3 centre clockwise for code c,
        # anticlockwise for c + S. Refill codes and pass have neither (0).
        self.code_hole = np.array([i % S if i < 2 * S else 0 for i in range(len(moves))])
        column = self.code_hole % n
        clockwise = (column < n // 2) | ((n == 3) & (column == 1))
        self.code_direction = np.where((np.arange(len(moves)) < S) & clockwise, 1, 0)
        return moves

    def choose(self, b, player, rng):
        """The poorer player refills holes chosen at random (all choices are sensible)."""
        codes = super().choose(b, player, rng)
        if b.refill.any():
            rows = np.flatnonzero(b.refill)
            p = b.turn[rows]
            k = np.minimum(self.n, b.stores[rows, p] // ROUND_SEEDS)
            pick = (rng.random(len(rows)) * self.refill_count[p, k]).astype(np.int64)
            codes[rows] = self.refill_choices[p, k, pick]
        return codes

    def legal(self, b):
        S = self.S
        legal = np.zeros((len(b.turn), self.M), dtype=bool)
        play = ~b.refill
        sow = self.own[b.turn] & (b.pits >= 2) & play[:, None]  # holes out of play are empty
        legal[:, :S] = sow
        if self.n == 3:
            legal[:, S:2 * S] = sow & (np.arange(S) % 3 == 1)
        legal[:, self.PASS] = play & ~legal[:, :2 * S].any(axis=1)
        return legal

    def special_codes(self, codes):
        return self.refill_holes[codes] > 0

    def special_move(self, b, rows, codes):
        """The poorer player's refill: their chosen holes and all the richer player's."""
        richer = self.row_mask[1 - b.turn[rows]]
        self.start_round(b, rows, self.refill_holes[codes] | richer)

    def sow_move(self, b, rows, codes):
        hole, d = self.code_hole[codes], self.code_direction[codes]
        mover = b.turn[rows]
        last = self.sow(b, rows, hole, d)
        opened = b.opened[rows]

        def takes(counts, holes, which):
            return self.even[counts] & (opened[which] >> holes & 1 == 1)

        return self.chain(b, rows, last, d, takes, mover) > 0

    def ended(self, pits, nxt, inplay):
        """Neither player can move: every hole holds 0 or 1 (those out of play are empty)."""
        return pits.max(axis=1) < 2

    def end(self, b, rows):
        """The round ends: each side's seeds and captures join its store (the capital); the match
        ends if a capital is below 6 or its last round (the ``rounds`` option) was played, else
        the next round starts or the poorer player chooses."""
        capital = b.stores[rows] + b.cap[rows] + b.pits[rows] @ self.own.T
        b.pits[rows] = 0
        b.cap[rows] = 0
        b.stores[rows] = capital
        over = capital.min(axis=1) < ROUND_SEEDS
        if self.game.options["rounds"]:
            over |= b.rnd[rows] >= self.game.options["rounds"]
        if over.any():  # the match is over: the capitals are the final totals
            b.cap[rows[over]] = capital[over]
            b.stores[rows[over]] = 0
            b.turn[rows[over]] = -1
            rows, capital = rows[~over], capital[~over]
        b.rnd[rows] += 1
        # Both fill every hole when the capitals are equal or the poorer can fill all n of theirs;
        # otherwise the poorer player chooses which holes to fill.
        full = (capital[:, 0] == capital[:, 1]) | (capital.min(axis=1) >= ROUND_SEEDS * self.n)
        if full.all():
            self.start_round(b, rows, (1 << self.S) - 1)
            return
        self.start_round(b, rows[full], (1 << self.S) - 1)
        wait = rows[~full]
        b.refill[wait] = True
        b.turn[wait] = capital[~full].argmin(axis=1)
        b.opened[wait] = 0
        b.inplay[wait] = 0

    def start_round(self, b, rows, holes):
        """Fill ``holes`` (a mask), the stores paying for them; the round's first player moves."""
        b.pits[rows] = self.filled_pits[holes]
        b.stores[rows] -= self.filled_cost[holes]
        b.inplay[rows] = holes
        b.opened[rows] = 0
        b.refill[rows] = False
        b.turn[rows] = (b.rnd[rows] + self.game.first + 1) % 2  # first player alternates by round
        b.hist[rows] = 0
        b.hist[rows, 0] = self.key(b.pits[rows], b.turn[rows], b.opened[rows])
        b.hlen[rows] = 1


CLASSES = {"tihbat": Tihbat, "bakuk": Bakuk, "djenon-aboure": DjenonAboure,
           "leb-bbut-ahbochen": LebBbutAhbochen, "bechi": Bechi}


def batch_game(game_id: str, **options) -> BatchGame:
    game = get_game(game_id, **options)
    return CLASSES[game_id](game)


def simulate(game_id: str, options: dict, games: int, seed: int | None = None, player: str = "random",
             record: bool = False) -> Results:
    """Play ``games`` whole games (Bechi: matches) with both sides ``"random"`` or ``"beginner"``."""
    return batch_game(game_id, **options).play(games, np.random.default_rng(seed), player, record)
