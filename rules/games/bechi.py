"""Bechi (Kunama, Eritrea): direction by hole, opened holes, even captures chained, a match of rounds."""
from __future__ import annotations

from functools import partial
from itertools import combinations
from operator import add
from typing import Any

from .. import events as E
from ..board import MAX_SEEDS, pack
from ..engine import Events, _new_state
from ..game import Game
from ..messages import QT_TRANSLATE_NOOP, RulesError
from ..moves import Move
from ..sowing import Table
from ..state import State

# The match lengths Siembra offers besides the traditional match (0), which ends only when a
# player cannot fill a hole: after the last of so many rounds the larger capital wins.
MATCH_ROUNDS = (0, 1, 3, 5, 10)


class Bechi(Game):
    id = "bechi"
    title = "Bechi"
    seeds_per_hole = 6  # in every hole in play, at the start of every round
    default_holes = 4
    OPTIONS = {"holes": (4, (4, 3)), "rounds": (0, MATCH_ROUNDS)}
    match_options = ("rounds",)
    tracks_opened = True
    plays_rounds = True
    __slots__ = ("_round_boards", "_refills")

    min_seeds = 2
    origin_first = True
    landing_counts = capture_counts = frozenset(range(2, MAX_SEEDS + 1, 2))
    # captures only in opened holes (next_state passes them); the hole chosen now is opened
    # only after this move
    _landed = Game._capture_chain

    def __init__(self, **options: Any):
        super().__init__(**options)
        self._round_boards: Table[int, int] = Table(self._round_board)  # holes filled -> the board
        # each player's refill moves, by the number of holes to choose, listed when first asked
        self._refills = tuple(Table(partial(self._choices, p)) for p in range(len(self.players)))

    def _step(self, i: int, move: Move) -> int:
        """A player's left holes sow clockwise (-1), the right ones counter-clockwise (+1); the
        2x3 centre hole goes the way its move says."""
        return -1 if move.direction == "cw" or (move.direction is None and i % self.n < self.n // 2) else 1

    def _moves_of(self, p: int) -> tuple[tuple[int, Move], ...]:
        """On 2x3 the centre hole may be sown either way: two moves."""
        moves: list[tuple[int, Move]] = []
        for i in self.rows[p]:
            label = self.labels[i]
            if self.n == 3 and i % self.n == 1:
                moves += [(i, Move("sow", label, "cw")), (i, Move("sow", label, "ccw"))]
            else:
                moves.append((i, Move("sow", label)))
        return tuple(moves)

    def starter(self, round_number: int) -> int:
        """The first player alternates from round to round."""
        return self.first if round_number % 2 else 1 - self.first

    def position_problem(self, state: State) -> RulesError | None:
        if state.phase == "refill" and state.turn >= 0:
            filled = state.in_play_mask
            if any(state.captured) or state.opened_mask:
                return RulesError(QT_TRANSLATE_NOOP(
                    "Rules", "between rounds, while holes are chosen for the refill, the captured heaps are empty and no hole is opened"))
            if any(count != (self.seeds_per_hole if filled >> i & 1 else 0) for i, count in enumerate(state.pits)):
                return RulesError(QT_TRANSLATE_NOOP(
                    "Rules", "between rounds only the holes already refilled hold seeds, six each"))
            choosers = self._choosers(state.stores, filled, state.round)
            if not choosers or choosers[0] != state.turn:
                return RulesError(QT_TRANSLATE_NOOP(
                    "Rules", "in the refill phase the player to move must be the one who chooses holes: the "
                    "poorer player, with 6 or more seeds in store but too few to fill every hole"))
        return super().position_problem(state)

    # ----- the refill phase between rounds ----------------------------------------------
    def _refill_due(self, chooser: int, stores: tuple[int, ...] | list[int]) -> int:
        """As many holes as the chooser's store can fill."""
        return min(self.n, stores[chooser] // self.seeds_per_hole)

    def _refill_moves(self, chooser: int, k: int) -> tuple[Move, ...]:
        return self._refills[chooser][k]

    def _choices(self, chooser: int, k: int) -> tuple[Move, ...]:
        labels = [self.labels[i] for i in self.rows[chooser]]
        return tuple(Move("refill", holes=combo) for combo in combinations(labels, k))

    def _refill(self, st: State, move: Move, ev: Events) -> State:
        """The chooser fills the holes they chose; once nobody is left to choose, the round starts."""
        stores = list(st.stores)
        filled = self._fill(stores, st.turn, self.mask_of(move.holes), st.in_play_mask, ev)
        return self._refill_or_start(stores, filled, st.round, ev)

    def _refill_or_start(self, stores: list[int], filled: int, round_number: int, ev: Events) -> State:
        """The next player who must choose holes is asked to; with nobody left, the round starts."""
        choosers = self._choosers(stores, filled, round_number)
        if choosers:
            return self._await_refill(stores, filled, choosers[0], round_number, ev)
        return self._start_round(stores, filled, round_number, ev)

    def _choosers(self, stores: tuple[int, ...] | list[int], filled: int, round_number: int) -> list[int]:
        """Who must still choose holes to refill, poorer first (on equal capital the round's first
        player first): each player who has filled nothing yet and cannot fill all n holes. With
        the full 12n seeds only the poorer player can be one; with fewer (a position set up by
        hand) the richer may be one too."""
        full = self.seeds_per_hole * self.n
        waiting: list[int] = []
        for p, row in enumerate(self.row_masks):
            if stores[p] < full and not filled & row:
                waiting.append(p)
        if len(waiting) > 1:
            starter = self.starter(round_number)
            waiting.sort(key=lambda p: (stores[p], p != starter))
        return waiting

    def _end(self, st: State, pits: tuple[int, ...], captured: tuple[int, ...], ev: Events) -> State:
        """Each side takes its seeds; the round's take joins the store to make each capital."""
        takes = self._take_leftovers(pits, captured, ev)
        capitals = tuple(map(add, st.stores, takes))
        if ev is not None:
            for p, take in enumerate(takes):
                if take:
                    ev.append(E.Bank(self.players[p], take, "captured", "store"))
            ev.append(E.RoundEnd(st.round, dict(zip(self.players, takes)), dict(zip(self.players, capitals))))
        # The match is over when the poorer side cannot fill a hole, or (a match of so many
        # rounds) after its last round.
        if min(capitals) < self.seeds_per_hole or 0 < self.options["rounds"] <= st.round:
            final = _new_state(State, (self.empty_board, capitals, -1, (), (0, 0), 0, self.all_mask, st.round, 0, 0))
            if ev is not None:
                for p, capital in enumerate(capitals):
                    if capital:
                        ev.append(E.Bank(self.players[p], capital, "store", "captured"))
                ev.append(E.GameOver(self.scores(final), self.winners(final)))
            return final
        return self._refill_or_start(list(capitals), 0, st.round + 1, ev)

    def _await_refill(self, stores: list[int], filled: int, chooser: int, round_number: int, ev: Events) -> State:
        if ev is not None:
            ev.append(E.Turn(self.players[chooser]))
        return _new_state(State, (self._round_boards[filled], (0, 0), chooser, (), tuple(stores), 0, filled,
                                  round_number, 0, self._refill_due(chooser, stores)))

    def _fill(self, stores: list[int], p: int, holes: int, filled: int, ev: Events) -> int:
        """Player ``p`` fills ``holes`` (a mask of their own holes) from their store; returns the
        holes in play."""
        if ev is not None:
            for i in self.rows[p]:
                if holes >> i & 1:
                    ev.append(E.Refill(self.players[p], self.labels[i], self.seeds_per_hole))
        stores[p] -= self.seeds_per_hole * holes.bit_count()
        return filled | holes

    def level_round(self, round_number: int) -> State:
        """Round ``round_number`` as it begins after a round that ended level: every hole full,
        nothing in store, the round's first player to move (round 1 of a match, too)."""
        full = self.seeds_per_hole * self.n
        return self._start_round([full, full], 0, round_number, None)

    def _start_round(self, stores: list[int], filled: int, round_number: int, ev: Events) -> State:
        """Players who did not choose fill every hole; holes left empty are out of play."""
        for p, row in enumerate(self.row_masks):
            if not filled & row:
                filled = self._fill(stores, p, row, filled, ev)
        first = self.starter(round_number)
        if ev is not None:
            ev.append(E.RoundStart(round_number, self.players[first],
                                   tuple(label for i, label in enumerate(self.labels) if filled >> i & 1)))
            ev.append(E.Turn(self.players[first]))
        board = self._round_boards[filled]
        return _new_state(State, (board, (0, 0), first, (self.key(board, first),),
                                  tuple(stores), 0, filled, round_number, self.playable_holes(board, first), 0))

    def _round_board(self, filled: int) -> int:
        """The board between rounds: six seeds in each hole of ``filled``, none elsewhere."""
        return pack(self.seeds_per_hole if filled >> i & 1 else 0 for i in range(self.size))
