"""Bechi in batch: each hole's own way round, captures only in opened holes, even counts chained,
and a match of rounds: the round's take joins each store, the poorer player refills holes of
their choice, holes left empty are out of play."""
from __future__ import annotations

from math import comb

import numpy as np

from ..games.bechi import Bechi as Rules
from ..moves import PASS, Move
from .engine import ANTICLOCKWISE, CLOCKWISE, Array, BatchGame, Boards


class Bechi(BatchGame):
    """Codes: sow hole c (on 2x3 the centre clockwise), then on 2x3 each centre anticlockwise,
    then pass, then every refill choice."""

    def __init__(self, game: Rules) -> None:
        super().__init__(game)
        S, n = self.S, self.n
        self.round_seeds = game.seeds_per_hole  # the seeds that fill one hole at a round's start
        self.starters = np.array([game.starter(r) for r in (0, 1)])  # each round's first player, by parity
        self.row_mask = np.array([sum(1 << i for i in np.flatnonzero(self.owner == p)) for p in range(2)])
        filled = (np.arange(1 << S)[:, None] >> np.arange(S) & 1).astype(np.int64)
        self.filled_pits = self.round_seeds * filled  # holes to fill, as a mask -> the board
        # refill choices: player, holes to fill -> their codes; each code's holes as a mask
        self.refill_holes = np.zeros(self.M, dtype=np.int64)
        self.refill_count = np.ones((2, n + 1), dtype=np.int64)
        self.refill_codes = np.zeros((2, n + 1, comb(n, n // 2)), dtype=np.int64)  # the most choices a k has
        self.refill_legal = np.zeros((2, n + 1, self.M), dtype=bool)
        for p in range(2):
            for k in range(1, n + 1):
                codes = [self.code[move] for move in game._refill_moves(p, k)]
                self.refill_count[p, k] = len(codes)
                self.refill_codes[p, k, :len(codes)] = codes
                self.refill_legal[p, k, codes] = True
        for move, c in self.code.items():
            if move.kind == "refill":
                self.refill_holes[c] = sum(1 << self.game.labels.index(label) for label in move.holes)
        self.first_refill = min(c for m, c in self.code.items() if m.kind == "refill")

    # ----- moves --------------------------------------------------------------------------
    def _move_list(self) -> list[Move]:
        sowings = self.sowings()
        moves = [move for move in sowings if move.direction != "ccw"]
        moves += [move for move in sowings if move.direction == "ccw"]
        moves.append(PASS)
        for p in range(2):
            for k in range(1, self.n + 1):
                moves += self.game._refill_moves(p, k)
        return moves

    def _way(self, move: Move, hole: int) -> int:
        """The way round the game gives the move (``rules.games.bechi.Bechi._step``)."""
        return CLOCKWISE if self.game._step(hole, move) < 0 else ANTICLOCKWISE

    def _in_play_masks(self) -> list[int]:
        return list(range(1 << len(self.game.labels)))  # table row = the mask itself

    def mask_rows(self, b: Boards) -> Array | int:
        return b.inplay

    def sowable(self, b: Boards) -> Array:
        """In the refill phase nobody sows."""
        return super().sowable(b) & ~b.refill

    def passing(self, b: Boards) -> Array:
        return (b.turn >= 0) & ~b.refill

    def refill_size(self, b: Boards, rows: Array) -> tuple[Array, Array]:
        """How many holes the chooser of each game ``rows`` must refill: as many as the store fills."""
        p = b.turn[rows]
        return p, np.minimum(self.n, b.stores[p, rows] // self.round_seeds)

    def legal(self, b: Boards) -> Array:
        legal = super().legal(b)
        rows = np.flatnonzero(b.refill & (b.turn >= 0))
        if len(rows):
            legal[rows] = self.refill_legal[self.refill_size(b, rows)]
        return legal

    def random_moves(self, b: Boards, rng: np.random.Generator) -> Array:
        """The chooser refills holes chosen at random."""
        codes = super().random_moves(b, rng)
        rows = np.flatnonzero(b.refill & (b.turn >= 0))
        if len(rows):
            p, k = self.refill_size(b, rows)
            pick = (rng.random(len(rows)) * self.refill_count[p, k]).astype(np.int64)
            codes[rows] = self.refill_codes[p, k, pick]
        return codes

    # ----- a move -------------------------------------------------------------------------
    def landed(self, b: Boards, rows: Array, last: Array, count: Array, mover: Array, way: Array, mrow: Array | int) -> Array:
        """Capture: an even count in an opened hole (one chosen to start a move in an earlier
        turn of the round), and the chain goes on the way of the sowing."""
        return self.chain(b, rows, last, way, mrow, b.opened[rows])

    def sown(self, b: Boards, hole: Array, sowed: Array) -> None:
        """The hole chosen opens after its own move."""
        b.opened |= np.where(sowed, self.bit[hole], 0)

    def special(self, codes: Array) -> Array:
        return codes >= self.first_refill

    def special_moves(self, b: Boards, codes: Array, playing: Array) -> None:
        """A refill: the chooser fills the holes chosen from their store."""
        rows = np.flatnonzero(playing & self.special(codes))
        if not len(rows):
            return
        holes = self.refill_holes[codes[rows]]
        b.stores[b.turn[rows], rows] -= self.round_seeds * self.popcount(holes)
        self.refill_or_start(b, rows, b.inplay[rows] | holes)

    def popcount(self, masks: Array) -> Array:
        return (masks[:, None] >> np.arange(self.S) & 1).sum(axis=1)

    # ----- rounds -------------------------------------------------------------------------
    def end(self, b: Boards, rows: Array) -> None:
        """The round ends: each side's seeds and captures join its store, the capital. The match
        ends when a capital cannot fill a hole, or after its last round (the ``rounds`` option);
        the capitals are then the final scores."""
        self.leftovers(b, rows)
        capital = b.stores[:, rows] + b.captured[:, rows]
        b.captured[:, rows] = 0
        b.stores[:, rows] = capital
        ended = capital.min(axis=0) < self.round_seeds
        if self.game.options["rounds"]:
            ended |= b.rnd[rows] >= self.game.options["rounds"]
        if ended.any():
            over = rows[ended]
            b.captured[:, over] = capital[:, ended]
            b.stores[:, over] = 0
            b.turn[over] = -1
            rows = rows[~ended]
        b.rnd[rows] += 1
        self.refill_or_start(b, rows, np.zeros(len(rows), dtype=np.int64))

    def starter(self, rnd: Array) -> Array:
        """The first player alternates from round to round."""
        return self.starters[rnd % 2]

    def refill_or_start(self, b: Boards, rows: Array, filled: Array) -> None:
        """Who must still choose holes: each player who has filled none and cannot fill them all,
        the poorer first (on equal stores, the round's first player). With nobody, the round
        starts; else the chooser is asked, the holes filled so far on the board."""
        if not len(rows):  # every match whose round ended is over
            return
        stores = b.stores[:, rows]
        waiting = (stores < self.round_seeds * self.n) & (filled[None, :] & self.row_mask[:, None] == 0)
        tie = np.where(stores[0] == stores[1], self.starter(b.rnd[rows]), np.argmin(stores, axis=0))
        chooser = np.where(waiting.all(axis=0), tie, np.argmax(waiting, axis=0))
        asks = waiting.any(axis=0)
        if not asks.any():  # nobody chooses (equal capitals, say): every round starts at once
            self.start_round(b, rows, filled)
            return
        self.start_round(b, rows[~asks], filled[~asks])
        rows, filled = rows[asks], filled[asks]
        b.holes[:, rows] = self.filled_pits[filled].T
        b.captured[:, rows] = 0
        b.turn[rows] = chooser[asks]
        b.inplay[rows] = filled
        b.opened[rows] = 0
        b.refill[rows] = True

    def start_round(self, b: Boards, rows: Array, filled: Array) -> None:
        """Players who did not choose fill every hole of theirs; holes left empty are out of play."""
        for p in range(2):
            whole = filled & self.row_mask[p] == 0
            b.stores[p, rows[whole]] -= self.round_seeds * self.per
            filled = np.where(whole, filled | self.row_mask[p], filled)
        b.holes[:, rows] = self.filled_pits[filled].T
        b.captured[:, rows] = 0
        b.inplay[rows] = filled
        b.opened[rows] = 0
        b.refill[rows] = False
        b.turn[rows] = self.starter(b.rnd[rows])
        self.first_seen(b, rows)
