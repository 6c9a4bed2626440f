"""Bechi (Kunama, Eritrea): direction by hole, opened holes, even captures chained, a match of rounds."""
from __future__ import annotations

from .. import events as E
from ..game import Game, _new_state
from ..moves import Move
from ..state import State

ROUND_SEEDS = 6  # seeds that fill one hole at the start of a round


class Bechi(Game):
    id = "bechi"
    title = "Bechi"
    seeds_per_hole = ROUND_SEEDS
    default_holes = 4
    OPTIONS = {"holes": (4, (4, 3))}
    tracks_opened = True

    def __init__(self, **options):
        super().__init__(**options)
        self._even = frozenset(range(2, 2 * self.size * ROUND_SEEDS + 1, 2))
        # A player's left holes sow clockwise (-1), the right ones counter-clockwise (+1); the
        # 2x3 centre hole goes the way its move says.
        self._steps = {move: -1 if move.direction == "cw" or (move.direction is None and i % self.n < self.n // 2)
                       else 1 for own in self._own_moves for i, move in own}

    min_seeds = 2

    def _moves_of(self, p):
        """On 2x3 the centre hole may be sown either way: two moves."""
        moves = []
        for i in self.rows[p]:
            label = self.labels[i]
            if self.n == 3 and i % self.n == 1:
                moves += [(i, Move("sow", label, "cw")), (i, Move("sow", label, "ccw"))]
            else:
                moves.append((i, self._sow_moves[i]))
        return tuple(moves)

    def _initial_stores(self):
        return (0, 0)


    def starter(self, round_number: int) -> int:
        """The first player alternates from round to round."""
        return self.first if round_number % 2 else 1 - self.first

    def _ended(self, pits, nxt, in_play):
        """The round ends when neither player can move: every hole in play holds 0 or 1 (holes
        out of play are always empty)."""
        return max(pits) < 2

    def refill_count(self, state: State) -> int:
        if state.phase != "refill" or state.turn < 0:
            return 0
        return min(self.n, state.stores[state.turn] // ROUND_SEEDS)

    def _refill(self, st, move, ev):
        """The poorer player's chosen holes and all of the richer player's are filled."""
        chosen = [self._index[label] for label in move.holes]
        return self._start_round(st.stores, sorted([*self.rows[1 - st.turn], *chosen]), st.round, ev)

    def _sow_move(self, st, move, ev):
        p, in_play = st.turn, st.in_play_mask
        pits = list(st.pits)
        i = self._index[move.hole]
        step = self._steps[move]
        last = self._sow_from(pits, i, p, ev, step, True, in_play)
        opened = st.opened_mask  # the hole chosen now opens only after this move
        captured = st.captured
        if pits[last] in self._even:
            captured = self._capture_chain(pits, captured, p, last, step, self._even, ev, in_play, opened)
        return self._conclude(st, pits, captured, 1 - p, ev, captured is not st.captured, opened | 1 << i)

    def _end(self, st, pits, captured, ev):
        """Each side takes its seeds; the round's take joins the store to make each capital."""
        takes = self._take_leftovers(pits, captured, ev)
        capitals = tuple(s + t for s, t in zip(st.stores, takes))
        if ev is not None:
            for p, take in enumerate(takes):
                if take:
                    ev.append(E.Bank(self.players[p], take, "captured", "store"))
            ev.append(E.RoundEnd(st.round, dict(zip(self.players, takes)), dict(zip(self.players, capitals))))
        zeros = (0,) * self.size
        if min(capitals) < ROUND_SEEDS:  # the poorer side cannot fill a hole: the match is over
            final = _new_state(State, (zeros, capitals, -1, frozenset(), (0, 0), 0, self.all_mask, st.round, "play"))
            if ev is not None:
                for p, capital in enumerate(capitals):
                    if capital:
                        ev.append(E.Bank(self.players[p], capital, "store", "captured"))
                ev.append(E.GameOver(self.scores(final), self.winners(final)))
            return final
        poorer = 0 if capitals[0] < capitals[1] else 1
        if capitals[0] == capitals[1] or capitals[poorer] >= ROUND_SEEDS * self.n:
            return self._start_round(capitals, range(self.size), st.round + 1, ev)
        if ev is not None:
            ev.append(E.Turn(self.players[poorer]))
        return _new_state(State, (zeros, (0, 0), poorer, frozenset(), capitals, 0, self.all_mask,
                                  st.round + 1, "refill"))

    def _start_round(self, stores, holes, round_number: int, ev) -> State:
        """Fill ``holes`` with six seeds each from their owners' stores; the rest are out of play."""
        pits, stores, in_play = [0] * self.size, list(stores), 0
        for i in holes:
            p = self.owner_index[i]
            pits[i] = ROUND_SEEDS
            stores[p] -= ROUND_SEEDS
            in_play |= 1 << i
            if ev is not None:
                ev.append(E.Refill(self.players[p], self.labels[i], ROUND_SEEDS))
        first = self.starter(round_number)
        if ev is not None:
            ev.append(E.RoundStart(round_number, self.players[first],
                                   tuple(self.labels[i] for i in sorted(holes))))
            ev.append(E.Turn(self.players[first]))
        pits_t = tuple(pits)
        return _new_state(State, (pits_t, (0, 0), first, frozenset((self.key(pits_t, first),)),
                                  tuple(stores), 0, in_play, round_number, "play"))
