"""The engine every game shares: positions, legal moves and ``next_state``, with the mechanics
each game composes (sowing with or without the origin, skipping holes out of play, relay laps,
capture chains forward or backward, passing, repetition and leftovers). The hooks a game fills
in are declared here, each with what it must do (see "hooks" below).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from . import events as E
from .board import (
    MAX_SEEDS,
    above,
    emptied,
    empty,
    is_marked,
    marks,
    meet,
    pack,
    region,
    sow,
    sowable,
    sowable_test,
    take_chain,
    unpack,
)
from .layout import Layout
from .messages import QT_TRANSLATE_NOOP, Rules, RulesError, excerpt
from .moves import PASS, IllegalMoveError, Move, MoveSyntaxError
from .sowing import NO_SOWINGS, Ring, Sowings
from .state import State, scores_of

_new_state = tuple.__new__  # builds a State without the keyword machinery: the hot path of search
Events = list[E.Event] | None  # where a move's step events go; None: not recorded (search)
# A move's hole, its sowings, its ring (None: a pass, which sows nothing), what it opens, and the
# hole as ``playable_holes`` marks it (a pass: 0, none).
Start = tuple[int, Sowings, "Ring | None", int, int]
# How the holes a player may play are found: a rules.board operation (sowable, say) and its test.
Playable = tuple[Callable[[int, Any], int], Any]


class Engine(Layout):
    """The rules in motion: a game's tables, its positions and its moves."""

    seeds_per_hole = 4  # the seeds in every hole at the start (Bechi: of every round)

    # Every attribute of a game object has a slot: read on every move, a slot costs the same
    # however many attributes there are, where attributes kept in a dict get slower once the
    # object has many of them. A game that adds attributes names them in its own __slots__.
    __slots__ = ("_own_moves", "empty_board", "_row_regions", "_playable", "_sowable_anywhere",
                 "_legal_by_holes", "_starts_in_play", "_not_opened", "_landing_counts", "_capture_counts",
                 "_must_feed", "_handover", "_rings", "_key_tops", "_initial")

    def __init__(self, **options: Any):
        super().__init__(**options)
        k = len(self.players)
        self._own_moves = tuple(self._moves_of(p) for p in range(k))
        # the board's named parts (rules.board): empty, each row, the holes each player may play
        self.empty_board = empty(self.size)
        self._row_regions = tuple(map(region, self.rows))
        self._playable = tuple(map(self._playable_test, range(k)))
        self._sowable_anywhere = region(range(self.size), self.min_seeds)
        # The moves of each set of playable holes, and the sowings of each set of holes in play:
        # plain dicts, filled by _tabulate() as positions need them (a dict subclass that fills
        # itself is read through a slower slot).
        self._legal_by_holes: dict[int, tuple[Move, ...]] = {}  # State.playable_holes -> the moves
        self._starts_in_play: dict[int, dict[Move, Start]] = {}  # holes in play -> sowing move -> start
        self._not_opened = 0 if self.tracks_opened else -1  # the holes capturable without opening
        # Class constants read on every move, copied into slots, which an instance reads faster
        # than its class's attributes.
        self._landing_counts, self._capture_counts = self.landing_counts, self.capture_counts
        self._must_feed = self.must_feed
        self._rings: dict[tuple[int, bool, int], Ring] = {}
        # key()'s top part for every turn and opened holes (only Bechi opens holes, 8 at most),
        # made once rather than on every move
        opened_sets = 1 << self.size if self.tracks_opened else 1
        self._key_tops = tuple(tuple(above(self.size, opened << 2 | turn) for opened in range(opened_sets))
                               for turn in range(k))
        # What player p's move hands over, read with one look-up: the next player, how their
        # playable holes are found (a rules.board operation and its test) and their key tops.
        after = ((p + 1) % k for p in range(k))
        self._handover = tuple((q, *self._playable[q], self._key_tops[q]) for q in after)
        self._initial = self._make_initial()

    def _moves_of(self, p: int) -> tuple[tuple[int, Move], ...]:
        """(hole, move) for every move that starts in one of player ``p``'s holes."""
        return tuple((i, Move("sow", self.labels[i])) for i in self.rows[p])

    # ----- positions -----------------------------------------------------------------------
    def key(self, board: int, turn: int, opened: int = 0) -> int:
        """What the repetition rule compares, as one int: holes (packed), whose turn and Bechi's
        opened holes above them (the holes in play never change within a round, and the seen
        positions are kept per round). The repetition step makes it (``rules.board.meet``): it is
        the one position seen once this one is met afresh."""
        return meet(board, self._key_tops[turn][opened], (), 1)[0]

    def initial_state(self) -> State:
        return self._initial  # a value: one for every game played, made once (in __init__)

    def _make_initial(self) -> State:
        stores = (0,) * len(self.players) if self.plays_rounds else ()
        return self.make_state((self.seeds_per_hole,) * self.size, (0,) * len(self.players), self.first, stores)

    def make_state(self, pits: Iterable[int], captured: Iterable[int], turn: int, stores: Iterable[int] = (),
                   opened: int = 0, in_play: int | None = None, round: int = 1, phase: str = "play") -> State:
        """A position as loaded or edited; it is its own first occurrence for the repetition rule.
        RulesError if it holds more seeds than a hole can (``MAX_SEEDS`` in all). ``phase`` is
        "refill" between the rounds of a game that plays them, else "play"."""
        in_play = self.all_mask if in_play is None else in_play
        captured, stores = tuple(captured), tuple(stores)
        if sum(pits) + sum(captured) + sum(stores) > MAX_SEEDS:
            raise RulesError(Rules.tr("a position can hold at most %n seed(s) in all", "", MAX_SEEDS), n=MAX_SEEDS)
        board = pack(pits)
        to_refill = self._refill_due(turn, stores) if phase == "refill" and turn >= 0 else 0
        playable = 0 if to_refill else self.playable_holes(board, turn)
        seen = (self.key(board, turn, opened),) if turn >= 0 else ()
        return State(board, captured, turn, seen, stores, opened, in_play, round, playable, to_refill)

    def scores(self, state: State) -> dict[str, int]:
        return dict(zip(self.players, scores_of(state)))

    def winners(self, state: State) -> tuple[str, ...]:
        scores = self.scores(state)
        best = max(scores.values())
        return tuple(p for p in self.players if scores[p] == best)

    # ----- moves ---------------------------------------------------------------------------
    min_seeds = 1  # the fewest seeds a hole needs to be sown
    origin_first = False  # whether a sowing drops its first seed back into the hole it empties

    def legal_moves(self, state: State) -> list[Move]:
        # The fields are read by index (2: turn, 6: in_play_mask, 8: playable_holes, 9:
        # refill_count), which is faster than by name, and each once where it can be; the moves
        # are copied, as a list. A position with holes to play (most) is answered after one test.
        playable = state[8]
        if not playable:
            if state[9]:
                return [*self._refill_moves(state[2], state[9])]
            if state[2] < 0:
                return []
        try:
            return [*self._legal_by_holes[playable]]
        except KeyError:
            return [*self._tabulate(playable, state[6])[0]]

    def playable_holes(self, board: int, turn: int) -> int:
        """The holes ``turn`` may play, marked as ``rules.board.sowable`` marks them (see
        ``_playable_test``); none once the game is over (``turn`` -1)."""
        if turn < 0:
            return 0
        find, test = self._playable[turn]
        return find(board, test)

    def _playable_test(self, p: int) -> Playable:
        """How to find the holes player ``p`` may play: their own holes that hold enough seeds
        to be sown (a ``rules.board`` operation and its test)."""
        return sowable, sowable_test(self.rows[p], self.min_seeds)

    def _tabulate(self, playable: int, in_play: int) -> tuple[tuple[Move, ...], dict[Move, Start]]:
        """The moves of ``playable`` and the sowing starts of ``in_play``: tabulated when first
        met, then read from the tables."""
        if playable not in self._legal_by_holes:
            self._legal_by_holes[playable] = self._moves_of_holes(playable)
        if in_play not in self._starts_in_play:
            self._starts_in_play[in_play] = self._starts_for(in_play)
        return self._legal_by_holes[playable], self._starts_in_play[in_play]

    def _moves_of_holes(self, playable: int) -> tuple[Move, ...]:
        """The sowings of the ``playable`` holes, or a pass if there are none."""
        return tuple(move for own in self._own_moves for i, move in own if is_marked(playable, i)) or (PASS,)

    def parse_move(self, text: object) -> Move:
        return text if isinstance(text, Move) else Move.from_notation(str(text))

    def _checked(self, state: State, move: object) -> Move:
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
                                       legal, move=excerpt(str(move)))
            raise IllegalMoveError(QT_TRANSLATE_NOOP("Rules", "{move} is not legal here; {player} can play: {moves}"),
                                   legal, move=excerpt(str(move)), player=state.to_move, moves=" ".join(map(str, legal)))
        return move

    def apply(self, state: State, move: object) -> tuple[State, list[E.Event]]:
        events: list[E.Event] = []
        return self.next_state(state, self._checked(state, move), events), events

    def next_state(self, st: State, move: Move | str, events: Events = None) -> State:
        """The position after ``move`` (a Move or its notation; IllegalMoveError if it is not
        legal); ``events``, if given, receives the move's step events (``apply``).

        The rulebook's steps in order, each the call of its rule: the move, sow
        (``rules.board.sow``), landed (the game's own rule: a relay, a capture), next player
        (``rules.board.sowable``, as ``playable_holes``), end (``_ended``, ``_end``) and
        repetition (``rules.board.meet``, which ``key`` calls too). It runs for every move of
        every search: the game's hooks are called only when the rules reach them, and the
        position's fields and what the move hands over to the next player (``_handover``) are
        each read at once; docs/performance.md has what each of these choices costs."""
        # Unpacked all at once, from a plain tuple (st + () is one; (*st,) would iterate): reading
        # the fields by name costs more, and a State, a tuple subclass, unpacks through an
        # iterator, which costs more than the copy.
        board, captured, p, seen, stores, opened, in_play, round_number, playable, to_refill = st + ()  # noqa: RUF005
        if to_refill or p < 0:  # Bechi's refill phase; a game over has no move, as _checked says
            return self._refill(st, self._checked(st, move), events)

        # The move: its start, tabulated for the holes in play, is legal when the playable holes
        # mark its hole (a pass: when they mark none); _start explains any other.
        try:
            i, sowings, ring, opens, hole = self._starts_in_play[in_play][move]  # type: ignore[index]  # any other key: KeyError
        except (KeyError, TypeError):  # holes in play met first, notation, not a move
            i, sowings, ring, opens, hole = self._start(st, move)
        if not playable & hole and (playable or hole):
            self._start(st, move)

        gained = 0
        if ring is None:  # a pass
            if events is not None:
                events.append(E.Pass(self.players[p]))
        else:
            # Sow: every seed of hole i, one after the other.
            board, last, count, path = sow(board, i, sowings)
            if events is not None:
                self._sow_events(events, p, i, path, 0)
            # Landed: where the last seed fell, the game's own rule may go on (a relay, a capture).
            if count in self._landing_counts:
                board, gained, _ = self._landed(board, p, last, count, ring, events, opened | self._not_opened)
                if gained:  # the captured counts: written out for two players; else raised in a list
                    if len(captured) == 2:
                        captured = (captured[0] + gained, captured[1]) if p == 0 else (captured[0], captured[1] + gained)
                    else:
                        counts = [*captured]
                        counts[p] += gained
                        captured = tuple(counts)
            opened |= opens

        # Next player: the holes they may play (as playable_holes finds them).
        nxt, find, test, tops = self._handover[p]
        playable = find(board, test)
        # End: with no hole to play, _ended() tells the end of the game from a pass.
        if not playable and self._ended(board, nxt):
            return self._end(st, unpack(board), captured, events)
        # Repetition: the position (key) met a second time since the last capture ends the game.
        # A capture starts the positions seen again: it lowers the board total, so no earlier
        # position can come back.
        seen = meet(board, tops[opened], seen, gained)
        if not seen:
            if events is not None:
                events.append(E.Repetition())
            return self._end(st, unpack(board), captured, events)
        if events is not None:
            events.append(E.Turn(self.players[nxt]))
        return _new_state(State, (board, captured, nxt, seen, stores, opened, in_play, round_number, playable, 0))

    def _start(self, st: State, move: object) -> Start:
        """The start of ``move`` (a Move or its notation) in ``st``: its hole, its sowings and
        their ring, what it opens; IllegalMoveError if it is not legal there."""
        return self._tabulate(st[8], st[6])[1][self._checked(st, move)]

    def _starts_for(self, in_play: int) -> dict[Move, Start]:
        """For each move: its hole, the sowings from that hole and their ring (the holes in play,
        its direction), what it adds to the opened holes (Bechi's rule: the hole itself) and
        the hole marked as ``playable_holes`` marks it; for a pass, no ring and no hole."""
        starts: dict[Move, Start] = {PASS: (0, NO_SOWINGS, None, 0, 0)}
        for own in self._own_moves:
            for i, move in own:
                ring = self.ring(self._step(i, move), self.origin_first, in_play)
                starts[move] = (i, ring.sowings[i], ring, self.tracks_opened << i, marks((i,)))
        return starts

    def _step(self, i: int, move: Move) -> int:
        """The direction of a sowing: counter-clockwise (+1) unless a game says otherwise."""
        return 1

    # ----- hooks: what each game adds to the shared mechanics -------------------------------
    # The counts that the hole of a move's last seed may then hold for the move to go on (a
    # capture, a relay): only then is the game's own ``_landed`` called.
    landing_counts: frozenset[int] = frozenset()
    capture_counts: frozenset[int] = frozenset()  # the counts a capture chain takes
    tracks_opened = False  # Bechi's opened holes: a hole is captured only once it has been sown
    # Whether an empty opponent must be fed (its ``_playable_test`` says how), and the game ends
    # when they cannot be (``_unfed``).
    must_feed = False
    # Whether the game is a match of rounds (Bechi): each player keeps a store between rounds,
    # and a refill phase (``_refill``) fills the holes for the next round.
    plays_rounds = False

    def _landed(self, board: int, p: int, last: int, count: int, ring: Ring, ev: Events,
                opened: int = -1) -> tuple[int, int, int]:
        """The rest of ``p``'s move whose last seed fell in ``last``, which now holds ``count``,
        one of ``landing_counts`` (``opened``: the holes that may be captured, -1 all); returns
        the board, the seeds won and the hole where the move's last seed fell (after any relay
        laps), which ``landing`` asks for."""
        raise NotImplementedError

    def _unfed(self, board: int, nxt: int) -> bool:
        """Whether the game ends before ``nxt`` moves because an opponent must be fed and
        cannot be (games that ``must_feed``)."""
        raise NotImplementedError

    def _refill_due(self, chooser: int, stores: tuple[int, ...] | list[int]) -> int:
        """How many holes ``chooser`` must choose to refill from ``stores`` (games that
        ``plays_rounds``)."""
        raise NotImplementedError

    def _refill_moves(self, chooser: int, k: int) -> tuple[Move, ...]:
        """Every choice of ``k`` of ``chooser``'s holes to refill (games that ``plays_rounds``)."""
        raise NotImplementedError

    def _refill(self, st: State, move: Move, ev: Events) -> State:
        """The position after the refill ``move``, checked legal (games that ``plays_rounds``)."""
        raise NotImplementedError

    # ----- shared mechanics ----------------------------------------------------------------
    def ring(self, step: int = 1, origin_first: bool = False, mask: int = -1) -> Ring:
        """The sowing paths one way round the board (``mask``: the holes in play, -1 all)."""
        key = (step, origin_first, self.all_mask if mask < 0 else mask)  # one ring for "all holes"
        ring = self._rings.get(key)
        if ring is None:
            ring = self._rings[key] = Ring(self.size, *key)
        return ring

    def _sow_events(self, ev: list[E.Event], p: int, i: int, path: tuple[int, ...], lap: int) -> None:
        labels, n = self.labels, len(path)
        ev.append(E.Relay(labels[i], n, lap) if lap else E.Lift(self.players[p], labels[i], n))
        ev.extend(E.Sow(labels[h], lap) for h in path)

    def _capture(self, board: int, p: int, i: int, n: int, ev: Events) -> tuple[int, int, int]:
        """Player ``p`` takes the ``n`` seeds of hole ``i``, where the move's last seed fell;
        returns what ``_landed`` does: the board, ``n`` and ``i``."""
        if ev is not None:
            ev.append(E.Capture(self.players[p], self.labels[i], n))
        return emptied(board, i), n, i

    def _capture_chain(self, board: int, p: int, last: int, count: int, ring: Ring, ev: Events,
                       opened: int = -1) -> tuple[int, int, int]:
        """Capture ``last``, where the move's last seed fell (it holds ``count``), and the holes
        after it along ``ring`` while each holds one of the game's ``capture_counts`` and is in
        ``opened`` (-1: every hole); never more than once round the ring. Returns what
        ``_landed`` does: the board, the seeds taken and ``last``."""
        taken, total = take_chain(board, last, count, ring.after, self._capture_counts, opened)
        if ev is not None and total:  # the holes emptied, from ``last`` on
            before, now, j = unpack(board), unpack(taken), last
            while before[j] != now[j]:
                ev.append(E.Capture(self.players[p], self.labels[j], before[j]))
                j = ring.after[j]
                if j == last:
                    break
        return taken, total, last

    def _ended(self, board: int, nxt: int) -> bool:
        """Whether the game ends before ``nxt`` moves (checked when they have no hole to play):
        when no hole can be sown (the board is empty; where a move needs two seeds, every hole
        holds 0 or 1), and in games where an empty opponent must be fed, when that cannot be done."""
        return not board & self._sowable_anywhere or (self._must_feed and self._unfed(board, nxt))

    def _take_leftovers(self, pits: tuple[int, ...], captured: tuple[int, ...], ev: Events) -> tuple[int, ...]:
        """Each player takes the seeds still in their own holes (``pits``, the board's counts)."""
        if ev is not None:
            for i, n in enumerate(pits):
                if n:
                    ev.append(E.Take(self.players[self.owner_index[i]], self.labels[i], n))
        per = self.per_player  # each row is a run of the ring
        if len(captured) == 2:  # written out: short games end often
            return (captured[0] + sum(pits[:per]), captured[1] + sum(pits[per:]))
        return tuple(c + sum(pits[p * per:p * per + per]) for p, c in enumerate(captured))

    def _end(self, st: State, pits: tuple[int, ...], captured: tuple[int, ...], ev: Events) -> State:
        """The game is over: leftovers to their owners (Bechi ends a round instead)."""
        captured = self._take_leftovers(pits, captured, ev)
        state = _new_state(State, (self.empty_board, captured, -1, (), (), 0, self.all_mask, 1, 0, 0))
        if ev is not None:
            ev.append(E.GameOver(self.scores(state), self.winners(state)))
        return state
