"""The ``Game`` base class: fixed parameters of a game and variant, and the shared mechanics.

Each game module composes these mechanics: sowing (with or without the origin, skipping holes out
of play), relay laps, capture chains forward or backward, passing, repetition and leftovers.
"""
from __future__ import annotations

from itertools import combinations

from . import events as E
from .messages import QT_TRANSLATE_NOOP, RulesError, excerpt, excerpt_plain
from .moves import PASS, IllegalMoveError, Move, MoveSyntaxError
from .state import MAX_SEEDS, State, pack, players_for, ring_labels, unpack

_new_state = tuple.__new__  # builds a State without the keyword machinery: the hot path of search
_NOT_SOWN = (None, None, 0)  # Game._starts_for's entry for a pass or a refill


class GameOptionError(RulesError):
    """An option that the game does not have, or a value it does not allow."""


class Game:
    id = ""
    title = ""
    seeds_per_hole = 4
    # option name -> (default, allowed values); every game also takes "first" (and "seed").
    OPTIONS: dict[str, tuple] = {}
    # Options that set how long a match lasts, not the board or the moves (Bechi's rounds): the
    # variants leave them at their default.
    match_options: tuple[str, ...] = ()
    tracks_opened = False  # Bechi's "opened holes"

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
        self.row_masks = tuple(sum(1 << i for i in row) for row in self.rows)
        self.all_mask = (1 << self.size) - 1
        self.first = self.players.index(self.options["first"])
        self._own_moves = tuple(self._moves_of(p) for p in range(k))
        # Masks over the packed board (see rules.state), which test every hole at once: the
        # empty board; each row's bytes; a count of at least min_seeds (1 or 2) sets bit 7 of
        # (count & low) + low | count, low being 0x7F or 0x7E, without carrying into the next
        # byte; and count & 0xFF or 0xFE is non-zero for the same counts.
        assert self.min_seeds in (1, 2)
        holes = range(self.size)
        self.empty_board = pack((0,) * self.size)
        self._row_bytes = tuple(sum(255 << 8 * i for i in row) for row in self.rows)
        self._row_top_bits = tuple(sum(128 << 8 * i for i in row) for row in self.rows)
        self._sowable_low = sum((128 - self.min_seeds) << 8 * i for i in holes)
        self._sowable = sum((256 - self.min_seeds) << 8 * i for i in holes)
        # Plain dicts, filled by _tabulate() as positions need them: a dict subclass with
        # __missing__ is read through a slower slot, which cost every move about 2% (callgrind).
        self._legal_by_holes: dict = {}  # State.playable -> the moves
        self._starts_in_play: dict = {}  # holes in play -> sowing move -> start
        self._not_opened = 0 if self.tracks_opened else -1  # the holes capturable without opening
        # class constants read on every move, copied where the instance finds them fastest
        self._landing_counts, self._capture_counts = self.landing_counts, self.capture_counts
        self._must_feed = self.must_feed
        self._next = tuple((p + 1) % k for p in range(k))
        self._rings: dict = {}
        # key()'s top part, opened << 2 | turn shifted above the board's top byte, for every
        # value (only Bechi opens holes, 8 at most): read from a list, not shifted every move
        shift = 8 * (self.size + 1)
        self._key_tops = [top << shift for top in range(4 << self.size if self.tracks_opened else 4)]
        self._initial = self._make_initial()
        # No more than 29 attributes in all, a game's own included: with a 30th, CPython 3.11
        # moves them from the object into a dict of their own, reads each more slowly, and every
        # move costs about 2% more (callgrind). tests/test_architecture.py checks the count.

    default_holes = 6

    def _moves_of(self, p: int) -> tuple:
        """(hole, move) for every move that starts in one of player ``p``'s holes."""
        return tuple((i, Move("sow", self.labels[i])) for i in self.rows[p])

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
            except (TypeError, ValueError, OverflowError):  # OverflowError: an infinite float
                value = None
            if value not in allowed:
                raise GameOptionError(
                    QT_TRANSLATE_NOOP("Rules", "{game}: {option} must be one of {allowed}, not {value}"),
                    game=self.title, option=name, allowed=", ".join(map(str, allowed)), value=excerpt_plain(given))
            result[name] = value
        if options:
            raise GameOptionError(QT_TRANSLATE_NOOP("Rules", "{game} has no option {option}"),
                                  game=self.title, option=excerpt(", ".join(sorted(map(str, options)))))
        players = players_for(result.get("players", 2))
        if first == "random":
            import random  # only here: at the top it would cost every ``import rules`` 3.5 M instructions

            first = random.Random(seed).choice(players)
        if first not in players:
            raise GameOptionError(QT_TRANSLATE_NOOP("Rules", "the first player must be one of {players} or random, not {value}"),
                                  players=", ".join(players), value=excerpt_plain(first))
        result["first"] = first
        return result

    # ----- labels and geometry -------------------------------------------------------------
    def index(self, label: str) -> int:
        try:
            return self._index[label]
        except KeyError:
            raise IllegalMoveError(QT_TRANSLATE_NOOP("Rules", "{label} is not a hole of this board ({labels})"),
                                   label=excerpt(str(label)), labels=" ".join(self.labels)) from None

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
        try:
            for label in labels:
                mask |= 1 << self._index[label]
        except KeyError:
            self.index(label)  # raises the error that names the label
        return mask

    def count(self, state: State, label: str) -> int:
        return state.pits[self.index(label)]

    # ----- positions -----------------------------------------------------------------------
    def key(self, board: int, turn: int, opened: int = 0) -> int:
        """What the repetition rule compares, as one int: holes (packed), whose turn and Bechi's
        opened holes above them (the holes in play never change within a round, and the seen
        positions are kept per round)."""
        return board | self._key_tops[opened << 2 | turn]

    def initial_state(self) -> State:
        return self._initial  # a value: one for every game played, made once (in __init__)

    def _make_initial(self) -> State:
        board = pack((self.seeds_per_hole,) * self.size)
        zeros = (0,) * len(self.players)
        return State(board, zeros, self.first, (self.key(board, self.first),),
                     self._initial_stores(), 0, self.all_mask, playable=self.playable(board, self.first))

    def _initial_stores(self) -> tuple:
        return ()

    def make_state(self, pits, captured, turn, stores=(), opened=0, in_play=None, round=1, phase="play"):
        """A position as loaded or edited; it is its own first occurrence for the repetition rule.
        RulesError if it holds more seeds than a hole can (``MAX_SEEDS`` in all)."""
        in_play = self.all_mask if in_play is None else in_play
        captured, stores = tuple(captured), tuple(stores)
        if sum(pits) + sum(captured) + sum(stores) > MAX_SEEDS:
            raise RulesError(QT_TRANSLATE_NOOP("Rules", "a position can hold at most {most} seeds in all"),
                             most=MAX_SEEDS)
        board = pack(pits)
        return State(board, captured, turn, (self.key(board, turn, opened),),
                     stores, opened, in_play, round, phase, self.playable(board, turn, phase, stores))

    def position_problem(self, state: State) -> RulesError | None:
        """Why a position set up by hand (loaded, edited) cannot occur in this game, or None."""
        if state.turn >= 0 and state.phase == "play" and self._ended(state.board, state.turn):
            return RulesError(QT_TRANSLATE_NOOP(
                "Rules", "by the rules this game (or Bechi round) is already over here; write "
                "\"to_move\": null and move the seeds left into \"captured\""))
        return None

    def without_history(self, state: State) -> State:
        return state._replace(seen=())

    def scores(self, state: State) -> dict[str, int]:
        stores = state.stores or (0,) * len(self.players)
        return {p: state.captured[i] + stores[i] for i, p in enumerate(self.players)}

    def winners(self, state: State) -> tuple[str, ...]:
        scores = self.scores(state)
        best = max(scores.values())
        return tuple(p for p in self.players if scores[p] == best)

    def refill_count(self, state: State) -> int:
        """How many holes the player to move must choose to refill (Bechi's refill phase), else 0."""
        return self._refill_of(state.playable)[0] if state.playable < -1 else 0

    # ----- moves ---------------------------------------------------------------------------
    min_seeds = 1  # the fewest seeds a hole needs to be sown
    origin_first = False  # whether a sowing drops its first seed back into the hole it empties

    def legal_moves(self, state: State) -> list[Move]:
        # State.playable and in_play_mask read by index, faster than by name; [*moves] is a
        # shade faster than list(moves)
        try:
            return [*self._legal_by_holes[state[9]]]
        except KeyError:
            return [*self._tabulate(state[9], state[6])[0]]

    def playable(self, board: int, turn: int, phase: str = "play", stores: tuple = ()) -> int:
        """What ``turn`` may play (``State.playable``): the own holes with enough seeds, all found
        at once (see the masks in __init__), or those that feed an empty opponent where that is
        a must; -1 once the game is over; in Bechi's refill phase, ``refill_choice``."""
        if turn < 0 or phase != "play":
            return -1
        if self._must_feed and not board & self._row_bytes[1 - turn]:
            return self._feeding(board, turn)
        low = self._sowable_low
        return ((board & low) + low | board) & self._row_top_bits[turn]

    def refill_choice(self, chooser: int, k: int) -> int:
        """``State.playable`` when ``chooser`` must choose ``k`` of their holes to refill (Bechi)."""
        return -2 - (k * len(self.players) + chooser)

    def _refill_of(self, choice: int) -> tuple[int, int]:
        """(k, chooser) of a ``refill_choice``."""
        return divmod(-2 - choice, len(self.players))

    def _tabulate(self, playable: int, in_play: int) -> tuple[tuple, dict]:
        """The moves of ``playable`` and the sowing starts of ``in_play``: tabulated when first
        met, then read from the tables."""
        if playable not in self._legal_by_holes:
            self._legal_by_holes[playable] = self._moves_of_holes(playable)
        if in_play not in self._starts_in_play:
            self._starts_in_play[in_play] = self._starts_for(in_play)
        return self._legal_by_holes[playable], self._starts_in_play[in_play]

    def _moves_of_holes(self, holes: int) -> tuple:
        """The moves of ``State.playable``: the sowings of those holes, or pass if there are none;
        no move at all for -1; the refills of a ``refill_choice``. Listed once for each, then copied."""
        if holes >= 0:
            return tuple(move for own in self._own_moves for i, move in own if holes >> 8 * i & 128) or (PASS,)
        if holes == -1:
            return ()
        k, chooser = self._refill_of(holes)
        return self._refill_moves(chooser, k)

    def _refill_moves(self, chooser: int, k: int) -> tuple:
        """Every choice of ``k`` of ``chooser``'s holes to refill (Bechi)."""
        labels = [self.labels[i] for i in self.rows[chooser]]
        return tuple(Move("refill", holes=combo) for combo in combinations(labels, k))

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
                                       legal, move=excerpt(str(move)))
            raise IllegalMoveError(QT_TRANSLATE_NOOP("Rules", "{move} is not legal here; {player} can play: {moves}"),
                                   legal, move=excerpt(str(move)), player=state.to_move, moves=" ".join(map(str, legal)))
        return move

    def apply(self, state: State, move) -> tuple[State, list]:
        events: list = []
        return self.next_state(state, self._checked(state, move), events), events

    # The counts that the hole of a move's last seed may then hold for the move to go on (a
    # capture, a relay): only then is the game's own ``_landed`` called.
    landing_counts: frozenset = frozenset()

    def _landed(self, board: int, p: int, last: int, count: int, ring: Ring, ev, opened: int) -> tuple[int, int]:
        """The rest of ``p``'s move whose last seed fell in ``last``, which now holds ``count``,
        one of ``landing_counts`` (``opened``: the holes that may be captured); returns the
        board and the seeds won. In Bakuk and Bechi, this is the capture chain."""
        raise NotImplementedError

    def next_state(self, st: State, move, events: list | None = None) -> State:
        """The position after ``move`` (a Move or its notation; IllegalMoveError if it is not
        legal); ``events``, if given, receives the move's step events (``apply``). Written out
        in one function, with the sowing table read in place, because it runs for every move of
        every search and simulation, and each call costs."""
        ev = events
        # Unpacked all at once: reading the fields by name costs more.
        board, captured, p, seen, stores, opened, in_play, round_number, _, playable = st
        try:
            legal, starts = self._legal_by_holes[playable], self._starts_in_play[in_play]
        except KeyError:
            legal, starts = self._tabulate(playable, in_play)
        if move not in legal:
            move = self._checked(st, move)  # notation, or an illegal move: the slow path explains
        gained = 0
        i, ring, opens = starts[move]
        if ring is None:  # a move that sows nothing: a pass, or Bechi's refill
            if move.kind == "refill":
                return self._refill(st, move, ev)
            if ev is not None:
                ev.append(E.Pass(self.players[p]))
        else:
            change, last, path = ring[i << 8 | board >> 8 * i & 255]  # as _sow_from does
            if ev is not None:
                self._sow_events(ev, p, i, path, 0)
            board += change
            count = board >> 8 * last & 255
            if count in self._landing_counts:
                board, gained = self._landed(board, p, last, count, ring, ev, opened | self._not_opened)
                if gained:  # the new captured counts, written out for two players (no call)
                    if len(captured) == 2:
                        captured = (captured[0] + gained, captured[1]) if p == 0 else (captured[0], captured[1] + gained)
                    else:
                        captured = captured[:p] + (captured[p] + gained,) + captured[p + 1:]
            opened |= opens
        nxt = self._next[p]
        # self.playable(), written out
        if self._must_feed and not board & self._row_bytes[1 - nxt]:
            playable = self._feeding(board, nxt)
        else:
            low = self._sowable_low
            playable = ((board & low) + low | board) & self._row_top_bits[nxt]
        # with a hole to sow, the game goes on; with none, _ended() tells the end from a pass
        if not playable and self._ended(board, nxt):
            return self._end(st, unpack(board), captured, ev)
        key = board | self._key_tops[opened << 2 | nxt]  # self.key(), written out
        if gained:  # a capture lowers the board total: no earlier position can come back
            seen = (key,)
        elif key in seen:
            if ev is not None:
                ev.append(E.Repetition())
            return self._end(st, unpack(board), captured, ev)
        else:
            seen += (key,)
        if ev is not None:
            ev.append(E.Turn(self.players[nxt]))
        return _new_state(State, (board, captured, nxt, seen, stores, opened, in_play, round_number, "play", playable))

    def _starts_for(self, in_play: int) -> dict:
        """For each sowing move: its hole, its ring (the holes in play, its direction) and what it
        adds to the opened holes (Bechi's rule: the hole itself); for every move that sows nothing,
        _NOT_SOWN. Every move of the game is there: next_state reads it without a try, where a
        KeyError raised for each pass and refill cost Bechi 1.2% of all its moves."""
        starts = dict.fromkeys(self._unsown_moves(), _NOT_SOWN)
        for own in self._own_moves:
            for i, move in own:
                ring = self.ring(self._step(i, move), self.origin_first, in_play)
                starts[move] = (i, ring, self.tracks_opened << i)
        return starts

    def _unsown_moves(self) -> tuple:
        """The moves that sow nothing: a pass (and in Bechi, every refill)."""
        return (PASS,)

    def _step(self, i: int, move: Move) -> int:
        """The direction of a sowing: counter-clockwise (+1) unless a game says otherwise."""
        return 1

    # ----- shared mechanics ----------------------------------------------------------------
    def ring(self, step: int = 1, origin_first: bool = False, mask: int = -1) -> Ring:
        """The sowing paths one way round the board (``mask``: the holes in play, -1 all)."""
        key = (step, origin_first, self.all_mask if mask < 0 else mask)  # one ring for "all holes"
        ring = self._rings.get(key)
        if ring is None:
            ring = self._rings[key] = Ring(self.size, *key)
        return ring

    def _sow_from(self, board: int, i: int, p: int, ev, ring: Ring, lap: int = 0) -> tuple[int, int]:
        """Player ``p`` lifts every seed of hole ``i`` (``lap`` 1, 2...: a relay) and sows them
        one by one along ``ring``; returns the board and the hole of the last seed."""
        change, last, path = ring[i << 8 | board >> 8 * i & 255]
        if ev is not None:
            self._sow_events(ev, p, i, path, lap)
        return board + change, last

    def _sow_events(self, ev: list, p: int, i: int, path: tuple, lap: int) -> None:
        labels, count = self.labels, len(path)
        ev.append(E.Relay(labels[i], count, lap) if lap else E.Lift(self.players[p], labels[i], count))
        ev.extend(E.Sow(labels[h], lap) for h in path)

    capture_counts: frozenset = frozenset()

    def _capture_chain(self, board: int, p: int, start: int, count: int, ring: Ring, ev,
                       opened: int = -1) -> tuple[int, int]:
        """Capture ``start`` (which holds ``count``) and the holes after it along ``ring`` while
        each holds one of the game's ``capture_counts`` and is in ``opened`` (-1: every hole);
        never more than once round the ring. Returns the board and the seeds taken."""
        total, j, after, counts = 0, start, ring.after, self._capture_counts
        while count in counts and (opened < 0 or opened >> j & 1):
            board -= count << 8 * j
            total += count
            if ev is not None:
                ev.append(E.Capture(self.players[p], self.labels[j], count))
            j = after[j]
            if j == start:
                break
            count = board >> 8 * j & 255
        return board, total

    # Whether a game ends with a player who cannot feed an empty opponent (``_unfed``).
    must_feed = False

    def _ended(self, board: int, nxt: int) -> bool:
        """Whether the game ends before ``nxt`` moves (checked after every move): when no hole
        can be sown (the board is empty; where a move needs two seeds, every hole holds 0 or 1),
        and in games where an empty opponent must be fed, when that cannot be done."""
        return not board & self._sowable or self._must_feed and self._unfed(board, nxt)

    def _take_leftovers(self, pits: tuple, captured: tuple, ev) -> tuple:
        """Each player takes the seeds still in their own holes (``pits``, the board's counts)."""
        if ev is not None:
            for i, count in enumerate(pits):
                if count:
                    ev.append(E.Take(self.players[self.owner_index[i]], self.labels[i], count))
        per = self.per_player  # each row is a run of the ring
        if len(captured) == 2:  # written out: a third of the loop's cost, and short games end often
            return (captured[0] + sum(pits[:per]), captured[1] + sum(pits[per:]))
        return tuple(c + sum(pits[p * per:p * per + per]) for p, c in enumerate(captured))

    def _end(self, st: State, pits: tuple, captured: tuple, ev) -> State:
        """The game is over: leftovers to their owners (Bechi ends a round instead)."""
        captured = self._take_leftovers(pits, captured, ev)
        state = _new_state(State, (self.empty_board, captured, -1, (), (), 0, self.all_mask, 1, "play", -1))
        if ev is not None:
            ev.append(E.GameOver(self.scores(state), self.winners(state)))
        return state


    # ----- queries for the user interface ---------------------------------------------------
    def landing(self, state: State, move) -> str | None:
        """The hole where the last seed of ``move`` falls (after any relay laps), or None for a
        move that sows nothing: what the last sowing event of ``apply`` names. Pointing at a hole
        asks this, so it sows without recording events: only relay laps, rarer, are noted, and
        only their sowing (IllegalMoveError if ``move`` is not legal)."""
        board, _, p, _, _, opened, in_play, _, _, playable = state
        try:
            legal, starts = self._legal_by_holes[playable], self._starts_in_play[in_play]
        except KeyError:
            legal, starts = self._tabulate(playable, in_play)
        if move not in legal:
            move = self._checked(state, move)
        i, ring, _ = starts[move]
        if ring is None:
            return None
        change, last, _ = ring[i << 8 | board >> 8 * i & 255]
        board += change
        count = board >> 8 * last & 255
        if count in self._landing_counts:
            laps = _LastSow()
            self._landed(board, p, last, count, ring, laps, opened | self._not_opened)
            if laps.hole is not None:
                return laps.hole
        return self.labels[last]


class Table(dict):
    """A table filled as it is read: a missing entry is ``make(key)``, made when first asked for."""

    __slots__ = ("make",)

    def __init__(self, make):
        super().__init__()
        self.make = make

    def __missing__(self, key):
        value = self[key] = self.make(key)
        return value


class Ring(dict):
    """The sowings one way round the board: ``ring[hole << 8 | count]`` is the sowing of ``count``
    seeds from ``hole``: (the change it makes to a packed board, the hole of the last seed, the
    path: the holes that receive the seeds, in order), built when first needed, so a whole lap
    is sown with one addition. ``after[hole]`` is the next hole in play, for capture chains.
    Holes outside ``mask`` are skipped; the emptied hole is sown again on long sowings."""

    __slots__ = ("size", "step", "origin_first", "mask", "after")

    def __init__(self, size: int, step: int, origin_first: bool, mask: int):
        super().__init__()
        self.size, self.step, self.origin_first, self.mask = size, step, origin_first, mask
        self.after = tuple(self._next_in_play(i) for i in range(size))

    def _next_in_play(self, i: int) -> int:
        j = (i + self.step) % self.size
        while not self.mask >> j & 1 and j != i:
            j = (j + self.step) % self.size
        return j

    def __missing__(self, key: int) -> tuple:
        start, count = key >> 8, key & 255
        holes, h = [start] if self.origin_first and count else [], start
        while len(holes) < count:
            h = self._next_in_play(h)
            holes.append(h)
        change = sum(1 << 8 * h for h in holes) - (count << 8 * start)
        sowing = self[key] = (change, holes[-1] if holes else start, tuple(holes))
        return sowing


class _LastSow:
    """Stands for the event list of a move's relay laps in ``Game.landing``: keeps the hole of
    the last seed sown and drops every other event."""

    hole: str | None = None

    def append(self, event) -> None:
        pass

    def extend(self, events) -> None:
        for event in events:
            self.hole = event.hole
