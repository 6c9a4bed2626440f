"""The ``Game`` base class: fixed parameters of a game and variant, and the shared mechanics.

Each game module composes these mechanics: sowing (with or without the origin, skipping holes out
of play), relay laps, capture chains forward or backward, passing, repetition and leftovers.
"""
from __future__ import annotations

from itertools import combinations, compress
from operator import itemgetter

from . import events as E
from .messages import QT_TRANSLATE_NOOP, RulesError
from .moves import PASS, IllegalMoveError, Move, MoveSyntaxError
from .state import State, players_for, ring_labels

_new_state = tuple.__new__  # builds a State without the keyword machinery: the hot path of search
NONE_OR_ONE = frozenset((0, 1))  # holes that cannot be sown where a move needs two seeds


class GameOptionError(RulesError):
    """An option that the game does not have, or a value it does not allow."""


class Game:
    id = ""
    title = ""
    seeds_per_hole = 4
    # option name -> (default, allowed values); every game also takes "first" (and "seed").
    OPTIONS: dict[str, tuple] = {}
    tracks_opened = False  # Bechi's "opened holes"
    # How many sowing outcomes next_state remembers (0: none). It pays only where positions recur
    # often (measured: Tihbat's small board); elsewhere the lookups cost more than they save.
    sowings_remembered = 0

    def __init__(self, **options):
        self.options = self._normalise(options)
        self.players = players_for(self.options.get("players", 2))
        k = len(self.players)
        self.n = self.options.get("holes", self.default_holes)
        self.size = 2 * self.n
        self.per_player = self.size // k
        self.labels = ring_labels(self.size, k)
        self._index = {label: i for i, label in enumerate(self.labels)}
        self.owner_index = tuple(i // self.per_player for i in range(self.size))
        self.rows = tuple(range(p * self.per_player, (p + 1) * self.per_player) for p in range(k))
        self.all_mask = (1 << self.size) - 1
        self.first = self.players.index(self.options["first"])
        self._sow_moves = tuple(Move("sow", label) for label in self.labels)
        self._own_moves = tuple(self._moves_of(p) for p in range(k))
        # C-level helpers for the hot path of legal_moves: each own move's count, and the test
        self._own_move_list = tuple(tuple(move for _, move in own) for own in self._own_moves)
        self._own_counts = tuple(itemgetter(*(i for i, _ in own)) for own in self._own_moves)
        self._enough = (self.min_seeds - 1).__lt__
        self._next = tuple((p + 1) % k for p in range(k))
        self._rings: dict = {}
        self.sowing_ring = self.ring(1, self.origin_first)
        self._sowings: dict = {}
        self._legal_cache = (None, None)

    default_holes = 6

    def _moves_of(self, p: int) -> tuple:
        """(hole, move) for every move that starts in one of player ``p``'s holes."""
        return tuple((i, self._sow_moves[i]) for i in self.rows[p])

    # ----- options -------------------------------------------------------------------------
    def _normalise(self, options: dict) -> dict:
        options = dict(options)
        seed = options.pop("seed", None)
        first = options.pop("first", "B") or "B"
        result = {}
        for name, (default, allowed) in self.OPTIONS.items():
            value = given = options.pop(name, default)
            try:
                value = type(default)(value)
            except (TypeError, ValueError):
                value = None
            if value not in allowed:
                raise GameOptionError(
                    QT_TRANSLATE_NOOP("Rules", "{game}: {option} must be one of {allowed}, not {value}"),
                    game=self.title, option=name, allowed=", ".join(map(str, allowed)), value=given)
            result[name] = value
        if options:
            raise GameOptionError(QT_TRANSLATE_NOOP("Rules", "{game} has no option {option}"),
                                  game=self.title, option=", ".join(sorted(options)))
        players = players_for(result.get("players", 2))
        if first == "random":
            import random  # only here: at the top it would cost every ``import rules`` 3.5 M instructions

            first = random.Random(seed).choice(players)
        if first not in players:
            raise GameOptionError(QT_TRANSLATE_NOOP("Rules", "the first player must be one of {players} or random, not {value}"),
                                  players=", ".join(players), value=first)
        result["first"] = first
        return result

    # ----- labels and geometry -------------------------------------------------------------
    def index(self, label: str) -> int:
        try:
            return self._index[label]
        except KeyError:
            raise IllegalMoveError(QT_TRANSLATE_NOOP("Rules", "{label} is not a hole of this board ({labels})"),
                                   label=label, labels=" ".join(self.labels)) from None

    def owner(self, label: str) -> str:
        return self.players[self.owner_index[self.index(label)]]

    def holes_of(self, player: str) -> tuple[str, ...]:
        return tuple(self.labels[i] for i in self.rows[self.players.index(player)])

    def layout(self, label: str) -> tuple[int, int]:
        """(row, column): row 0 is the bottom row, read left to right; row 1 the top, right to left."""
        i = self.index(label)
        return (0, i) if i < self.n else (1, self.size - 1 - i)

    def mask_of(self, labels) -> int:
        mask = 0
        for label in labels:
            mask |= 1 << self.index(label)
        return mask

    def count(self, state: State, label: str) -> int:
        return state.pits[self.index(label)]

    # ----- positions -----------------------------------------------------------------------
    @staticmethod
    def key(pits: tuple, turn: int, opened: int = 0) -> tuple:
        """What the repetition rule compares: holes, whose turn and Bechi's opened holes (the
        holes in play never change within a round, and the seen positions are kept per round)."""
        return (pits, turn, opened)

    def initial_state(self) -> State:
        pits = (self.seeds_per_hole,) * self.size
        zeros = (0,) * len(self.players)
        return State(pits, zeros, self.first, frozenset((self.key(pits, self.first),)),
                     self._initial_stores(), 0, self.all_mask)

    def _initial_stores(self) -> tuple:
        return ()

    def make_state(self, pits, captured, turn, stores=(), opened=0, in_play=None, round=1, phase="play"):
        """A position as loaded or edited; it is its own first occurrence for the repetition rule."""
        in_play = self.all_mask if in_play is None else in_play
        pits, captured, stores = tuple(pits), tuple(captured), tuple(stores)
        return State(pits, captured, turn, frozenset((self.key(pits, turn, opened),)),
                     stores, opened, in_play, round, phase)

    def position_problem(self, state: State) -> RulesError | None:
        """Why a position set up by hand (loaded, edited) cannot occur in this game, or None."""
        if state.turn >= 0 and state.phase == "play" and self._ended(state.pits, state.turn, state.in_play_mask):
            return RulesError(QT_TRANSLATE_NOOP(
                "Rules", "by the rules this game (or Bechi round) is already over here; write "
                "\"to_move\": null and move the seeds left into \"captured\""))
        return None

    def without_history(self, state: State) -> State:
        return state._replace(seen=frozenset())

    def scores(self, state: State) -> dict[str, int]:
        stores = state.stores or (0,) * len(self.players)
        return {p: state.captured[i] + stores[i] for i, p in enumerate(self.players)}

    def winners(self, state: State) -> tuple[str, ...]:
        scores = self.scores(state)
        best = max(scores.values())
        return tuple(p for p in self.players if scores[p] == best)

    def refill_count(self, state: State) -> int:
        return 0

    # ----- moves ---------------------------------------------------------------------------
    min_seeds = 1  # the fewest seeds a hole needs to be sown
    origin_first = False  # whether a sowing drops its first seed back into the hole it empties

    def legal_moves(self, state: State) -> list[Move]:
        cached_state, moves = self._legal_cache
        if cached_state is state:
            return moves
        if state.turn < 0:
            moves = []
        elif state.phase == "play":
            moves = self._legal(state) or [PASS]
        else:
            moves = self._refill_moves(state.turn, self.refill_count(state))
        self._legal_cache = (state, moves)  # one tuple, so a thread never sees half of it
        return moves

    def _legal(self, st: State) -> list[Move]:
        p = st.turn
        counts = self._own_counts[p](st.pits)
        if self.min_seeds == 1:
            return list(compress(self._own_move_list[p], counts))
        return list(compress(self._own_move_list[p], map(self._enough, counts)))

    def parse_move(self, text) -> Move:
        return text if isinstance(text, Move) else Move.from_notation(str(text))

    def _checked(self, state: State, move) -> Move:
        """The legal move meant by ``move`` (a Move or its notation), or IllegalMoveError."""
        legal = self.legal_moves(state)
        try:
            move = self.parse_move(move)
        except MoveSyntaxError as err:
            raise MoveSyntaxError(QT_TRANSLATE_NOOP("Rules", "{reason}; legal here: {moves}"), legal,
                                  reason=err, moves=" ".join(map(str, legal)) or "-") from None
        if move not in legal:
            if state.turn < 0:
                raise IllegalMoveError(QT_TRANSLATE_NOOP("Rules", "{move} cannot be played: the game is over"),
                                       legal, move=move)
            raise IllegalMoveError(QT_TRANSLATE_NOOP("Rules", "{move} is not legal here; {player} can play: {moves}"),
                                   legal, move=move, player=state.to_move, moves=" ".join(map(str, legal)))
        return move

    def apply(self, state: State, move) -> tuple[State, list]:
        events: list = []
        return self._play(state, self._checked(state, move), events), events

    def next_state(self, state: State, move) -> State:
        cached_state, legal = self._legal_cache
        if cached_state is not state:
            legal = self.legal_moves(state)
        if move not in legal:  # notation, or an illegal move: the slow path explains
            move = self._checked(state, move)
        if move.kind != "sow":
            return self._play(state, move, None)
        if not self.sowings_remembered:
            pits, gained, opened = self._sow_move(state, move, None)
            return self._conclude(state, tuple(pits), gained, opened, None)
        # A sowing depends only on the holes, the mover and the flags: where search and simulation
        # meet the same ones again and again, their outcomes are remembered (up to a bound).
        key = (state.pits, state.turn, state.opened_mask, state.in_play_mask, move.hole, move.direction)
        outcome = self._sowings.get(key)
        if outcome is None:
            pits, gained, opened = self._sow_move(state, move, None)
            if len(self._sowings) >= self.sowings_remembered:
                self._sowings.clear()
            outcome = self._sowings[key] = (tuple(pits), gained, opened)
        return self._conclude(state, *outcome, None)

    def _play(self, st: State, move: Move, ev) -> State:
        kind = move.kind
        if kind == "sow":
            pits, gained, opened = self._sow_move(st, move, ev)
            return self._conclude(st, tuple(pits), gained, opened, ev)
        if kind == "pass":
            if ev is not None:
                ev.append(E.Pass(self.players[st.turn]))
            return self._conclude(st, st.pits, 0, st.opened_mask, ev)
        return self._refill(st, move, ev)

    # ----- shared mechanics ----------------------------------------------------------------
    def ring(self, step: int = 1, origin_first: bool = False, mask: int = -1) -> Ring:
        """The sowing paths one way round the board (``mask``: the holes in play, -1 all)."""
        key = (step, origin_first, self.all_mask if mask < 0 else mask)  # one ring for "all holes"
        ring = self._rings.get(key)
        if ring is None:
            ring = self._rings[key] = Ring(self.size, *key)
        return ring

    def _sow_from(self, pits: list, i: int, p: int, ev, ring: Ring, lap: int = 0) -> int:
        """Player ``p`` lifts every seed of hole ``i`` (``lap`` 1, 2...: a relay) and sows them
        one by one along ``ring``; returns the hole of the last seed."""
        count = pits[i]
        pits[i] = 0
        try:
            path = ring[i][count]
        except IndexError:
            path = ring.path(i, count)
        for h in path:
            pits[h] += 1
        if ev is not None:
            labels = self.labels
            ev.append(E.Relay(labels[i], count, lap) if lap else E.Lift(self.players[p], labels[i], count))
            ev.extend(E.Sow(labels[h], lap) for h in path)
        return path[-1]

    def _capture_chain(self, pits: list, p: int, start: int, after: tuple, counts: frozenset, ev,
                       opened: int = -1) -> int:
        """Capture ``start`` and the holes after it (``after``: each hole's next in the chain's
        direction) while each holds one of ``counts`` (and is opened, where ``opened`` says);
        never more than once round the ring. Returns the seeds taken."""
        total, j = 0, start
        while True:
            count = pits[j]
            if count not in counts or not opened >> j & 1:
                break
            pits[j] = 0
            total += count
            if ev is not None:
                ev.append(E.Capture(self.players[p], self.labels[j], count))
            j = after[j]
            if j == start:
                break
        return total

    def _ended(self, pits: tuple, nxt: int, in_play: int) -> bool:
        """Whether the game ends before ``nxt`` moves (checked after every move)."""
        return not any(pits)

    def _conclude(self, st: State, pits_t: tuple, gained: int, opened: int, ev) -> State:
        """End the turn: the seeds won, the game's own ending, then repetition, then hand over."""
        p = st.turn
        nxt = self._next[p]
        captured = _add(st.captured, p, gained) if gained else st.captured
        in_play = st.in_play_mask
        if self._ended(pits_t, nxt, in_play):
            return self._end(st, list(pits_t), captured, ev)
        position = {self.key(pits_t, nxt, opened)}  # hashed once, here; the set operations reuse it
        if gained:  # a capture lowers the board total: no earlier position can come back
            seen = frozenset(position)
        elif not st.seen.isdisjoint(position):
            if ev is not None:
                ev.append(E.Repetition())
            return self._end(st, list(pits_t), captured, ev)
        else:
            seen = st.seen.union(position)
        if ev is not None:
            ev.append(E.Turn(self.players[nxt]))
        return _new_state(State, (pits_t, captured, nxt, seen, st.stores, opened, in_play, st.round, "play"))

    def _take_leftovers(self, pits: list, captured: tuple, ev) -> tuple:
        """Each player takes the seeds still in their own holes."""
        totals = list(captured)
        for i, count in enumerate(pits):
            if count:
                p = self.owner_index[i]
                totals[p] += count
                pits[i] = 0
                if ev is not None:
                    ev.append(E.Take(self.players[p], self.labels[i], count))
        return tuple(totals)

    def _end(self, st: State, pits: list, captured: tuple, ev) -> State:
        """The game is over: leftovers to their owners (Bechi ends a round instead)."""
        captured = self._take_leftovers(pits, captured, ev)
        state = _new_state(State, ((0,) * self.size, captured, -1, frozenset(), (), 0, self.all_mask, 1, "play"))
        if ev is not None:
            ev.append(E.GameOver(self.scores(state), self.winners(state)))
        return state

    def _refill_moves(self, player: int, k: int) -> list[Move]:
        holes = [self.labels[i] for i in self.rows[player]]
        return [Move("refill", holes=combo) for combo in combinations(holes, k)]


def _add(captured: tuple, p: int, amount: int) -> tuple:
    if len(captured) == 2:
        return (captured[0] + amount, captured[1]) if p == 0 else (captured[0], captured[1] + amount)
    return captured[:p] + (captured[p] + amount,) + captured[p + 1:]


class Ring(list):
    """The sowings one way round the board: ``ring[hole][count]`` is the path (the holes that
    receive ``count`` seeds sown from ``hole``, in order), built as they are first needed
    (``path``); ``after[hole]`` is the next hole in
    play, for capture chains. Holes outside ``mask`` are skipped; the emptied hole is sown again
    on long sowings."""

    __slots__ = ("size", "step", "origin_first", "mask", "after")

    def __init__(self, size: int, step: int, origin_first: bool, mask: int):
        super().__init__([] for _ in range(size))
        self.size, self.step, self.origin_first, self.mask = size, step, origin_first, mask
        self.after = tuple(self._next_in_play(i) for i in range(size))

    def _next_in_play(self, i: int) -> int:
        j = (i + self.step) % self.size
        while not self.mask >> j & 1 and j != i:
            j = (j + self.step) % self.size
        return j

    def path(self, start: int, count: int) -> tuple:
        paths = self[start]
        while len(paths) <= count:
            wanted = len(paths)
            holes, h = [start] if self.origin_first and wanted else [], start
            while len(holes) < wanted:
                h = self._next_in_play(h)
                holes.append(h)
            paths.append(tuple(holes))
        return paths[count]
