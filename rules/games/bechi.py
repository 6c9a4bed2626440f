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
        # A player's left holes sow clockwise (-1), the right ones counter-clockwise (+1);
        # on 2x3 the centre hole goes either way.
        self._moves_from = []
        for i, label in enumerate(self.labels):
            number = i % self.n + 1
            if self.n == 3 and number == 2:
                self._moves_from.append((Move("sow", label, "cw"), Move("sow", label, "ccw")))
            else:
                self._moves_from.append((self._sow_moves[i],))

    def _initial_stores(self):
        return (0, 0)

    def key(self, pits, turn, opened=0, in_play=0):
        return (pits, turn, opened, in_play)

    def _step(self, move: Move, i: int) -> int:
        if move.direction is not None:
            return -1 if move.direction == "cw" else 1
        return -1 if i % self.n < self.n // 2 else 1

    def starter(self, round_number: int) -> int:
        """The first player alternates from round to round."""
        return self.first if round_number % 2 else 1 - self.first

    def _ended(self, pits, nxt, in_play):
        """The round ends when neither player can move: every hole in play holds 0 or 1."""
        return not any(count >= 2 and in_play >> i & 1 for i, count in enumerate(pits))

    def refill_count(self, state: State) -> int:
        if state.phase != "refill" or state.turn < 0:
            return 0
        return min(self.n, state.stores[state.turn] // ROUND_SEEDS)

    def _legal(self, st):
        if st.phase == "refill":
            return self._refill_moves(st.turn, self.refill_count(st))
        pits, in_play = st.pits, st.in_play_mask
        return [m for i in self.rows[st.turn] if pits[i] >= 2 and in_play >> i & 1 for m in self._moves_from[i]]

    def _play(self, st, move, ev):
        if move.kind == "refill":
            chooser = st.turn
            chosen = [self._index[label] for label in move.holes]
            richer = [i for i in self.rows[1 - chooser]]
            return self._start_round(st.stores, sorted(richer + chosen), st.round, ev)
        return super()._play(st, move, ev)

    def _sow_move(self, st, move, ev):
        p, in_play = st.turn, st.in_play_mask
        pits = list(st.pits)
        i = self._index[move.hole]
        step = self._step(move, i)
        last = self._sow(pits, i, self._lift(pits, i, p, ev), ev, step=step, origin_first=True, mask=in_play)
        opened = st.opened_mask  # the hole chosen now opens only after this move
        captured = self._capture_chain(
            pits, st.captured, p, last, step,
            lambda j, count: count and not count & 1 and opened >> j & 1, ev, in_play)
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
        return _new_state(State, (pits_t, (0, 0), first, frozenset((self.key(pits_t, first, 0, in_play),)),
                                  tuple(stores), 0, in_play, round_number, "play"))
