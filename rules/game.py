"""The ``Game`` base class: fixed parameters of a game and variant, and the shared mechanics.

Each game module composes these mechanics: sowing (with or without the origin, skipping holes out
of play), relay laps, capture chains forward or backward, passing, repetition and leftovers. The
hooks a game fills in are declared here, each with what it must do (see "hooks" below).
"""
from __future__ import annotations

from . import events as E
from .board import COUNT, MAX_SEEDS, SHIFT, above, count, emptied, empty, is_marked, pack, region, seeds, \
    sowable, sowable_test, unpack
from .messages import QT_TRANSLATE_NOOP, Rules, RulesError, excerpt, excerpt_plain
from .moves import PASS, IllegalMoveError, Move, MoveSyntaxError
from .state import State, players_for, ring_labels, scores_of

_new_state = tuple.__new__  # builds a State without the keyword machinery: the hot path of search
_NOT_SOWN = (None, None, None, 0)  # Game._starts_for's entry for a pass


class GameOptionError(RulesError):
    """An option that the game does not have, or a value it does not allow."""


class Game:
    id = ""
    title = ""
    seeds_per_hole = 4  # the seeds in every hole at the start (Bechi: of every round)
    default_holes = 6
    # option name -> (default, allowed values); every game also takes "first" (and "seed").
    OPTIONS: dict[str, tuple] = {}
    # Options that set how long a match lasts, not the board or the moves (Bechi's rounds): the
    # variants leave them at their default.
    match_options: tuple[str, ...] = ()

    # Every attribute of a game object has a slot: read on every move, a slot costs the same
    # however many attributes there are, where attributes kept in a dict get slower once the
    # object has many of them. A game that adds attributes names them in its own __slots__.
    __slots__ = ("options", "players", "n", "size", "per_player", "labels", "_index", "owner_index", "rows",
                 "row_masks", "all_mask", "first", "_own_moves", "empty_board", "_row_regions", "_sowable_tests",
                 "_sowable_anywhere", "_legal_by_holes", "_starts_in_play", "_not_opened", "_landing_counts",
                 "_capture_counts", "_must_feed", "_next", "_rings", "_key_tops", "_initial")

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
        # the board's named parts (rules.board): empty, each row, each row's sowable holes
        self.empty_board = empty(self.size)
        self._row_regions = tuple(map(region, self.rows))
        self._sowable_tests = tuple(sowable_test(row, self.min_seeds) for row in self.rows)
        self._sowable_anywhere = region(range(self.size), self.min_seeds)
        # The moves of each set of playable holes, and the sowings of each set of holes in play:
        # plain dicts, filled by _tabulate() as positions need them (a dict subclass that fills
        # itself is read through a slower slot).
        self._legal_by_holes: dict = {}  # State.playable_holes -> the moves
        self._starts_in_play: dict = {}  # holes in play -> sowing move -> start
        self._not_opened = 0 if self.tracks_opened else -1  # the holes capturable without opening
        # Class constants read on every move, copied into slots, which an instance reads faster
        # than its class's attributes.
        self._landing_counts, self._capture_counts = self.landing_counts, self.capture_counts
        self._must_feed = self.must_feed
        self._next = tuple((p + 1) % k for p in range(k))
        self._rings: dict = {}
        # key()'s top part for every turn and opened holes (only Bechi opens holes, 8 at most),
        # made once rather than on every move
        opened_sets = 1 << self.size if self.tracks_opened else 1
        self._key_tops = tuple(tuple(above(self.size, opened << 2 | turn) for opened in range(opened_sets))
                               for turn in range(k))
        self._initial = self._make_initial()

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
            import random  # only here: most programs never draw a first player, and the import is slow

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
        return count(state.board, self.index(label))

    # ----- positions -----------------------------------------------------------------------
    def key(self, board: int, turn: int, opened: int = 0) -> int:
        """What the repetition rule compares, as one int: holes (packed), whose turn and Bechi's
        opened holes above them (the holes in play never change within a round, and the seen
        positions are kept per round)."""
        return board | self._key_tops[turn][opened]

    def initial_state(self) -> State:
        return self._initial  # a value: one for every game played, made once (in __init__)

    def _make_initial(self) -> State:
        stores = (0,) * len(self.players) if self.plays_rounds else ()
        return self.make_state((self.seeds_per_hole,) * self.size, (0,) * len(self.players), self.first, stores)

    def make_state(self, pits, captured, turn, stores=(), opened=0, in_play=None, round=1, phase="play"):
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

    def position_problem(self, state: State) -> RulesError | None:
        """Why a position set up by hand (loaded, edited) cannot occur in this game, or None."""
        if state.turn >= 0 and not state.refill_count and self._ended(state.board, state.turn):
            return RulesError(QT_TRANSLATE_NOOP(
                "Rules", "by the rules this game (or Bechi round) is already over here; write "
                "\"to_move\": null and move the seeds left into \"captured\""))
        return None

    def without_history(self, state: State) -> State:
        return state._replace(seen=())

    def scores(self, state: State) -> dict[str, int]:
        return dict(zip(self.players, scores_of(state)))

    def winners(self, state: State) -> tuple[str, ...]:
        scores = self.scores(state)
        best = max(scores.values())
        return tuple(p for p in self.players if scores[p] == best)

    def refill_count(self, state: State) -> int:
        """How many holes the player to move must choose to refill (Bechi's refill phase), else 0."""
        return state.refill_count

    # ----- moves ---------------------------------------------------------------------------
    min_seeds = 1  # the fewest seeds a hole needs to be sown
    origin_first = False  # whether a sowing drops its first seed back into the hole it empties

    def legal_moves(self, state: State) -> list[Move]:
        # The fields are read by index (2: turn, 6: in_play_mask, 8: playable_holes, 9:
        # refill_count), which is faster than by name; the moves are copied, as a list.
        if state[9]:
            return [*self._refill_moves(state[2], state[9])]
        if state[2] < 0:
            return []
        try:
            return [*self._legal_by_holes[state[8]]]
        except KeyError:
            return [*self._tabulate(state[8], state[6])[0]]

    def playable_holes(self, board: int, turn: int) -> int:
        """The holes ``turn`` may play, marked as ``rules.board.sowable`` marks them: their own
        holes with enough seeds, or those that feed an empty opponent where that is a must;
        none once the game is over (``turn`` -1)."""
        if turn < 0:
            return 0
        if self._must_feed and not board & self._row_regions[1 - turn]:
            return self._feeding(board, turn)
        return sowable(board, self._sowable_tests[turn])

    def _tabulate(self, playable: int, in_play: int) -> tuple[tuple, dict]:
        """The moves of ``playable`` and the sowing starts of ``in_play``: tabulated when first
        met, then read from the tables."""
        if playable not in self._legal_by_holes:
            self._legal_by_holes[playable] = self._moves_of_holes(playable)
        if in_play not in self._starts_in_play:
            self._starts_in_play[in_play] = self._starts_for(in_play)
        return self._legal_by_holes[playable], self._starts_in_play[in_play]

    def _moves_of_holes(self, playable: int) -> tuple:
        """The sowings of the ``playable`` holes, or a pass if there are none."""
        return tuple(move for own in self._own_moves for i, move in own if is_marked(playable, i)) or (PASS,)

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

    def next_state(self, st: State, move, events: list | None = None) -> State:
        """The position after ``move`` (a Move or its notation; IllegalMoveError if it is not
        legal); ``events``, if given, receives the move's step events (``apply``).

        One function, with the sowing tables and the board's operations written out in place:
        it runs for every move of every search and simulation, where each call costs."""
        ev = events
        # Unpacked all at once: reading the fields by name costs more.
        board, captured, p, seen, stores, opened, in_play, round_number, playable, to_refill = st
        if to_refill or p < 0:  # Bechi's refill phase; a game over has no move, as _checked says
            return self._refill(st, self._checked(st, move), ev)

        # The move: legal if it is one of the tabulated moves of these playable holes.
        try:
            legal, starts = self._legal_by_holes[playable], self._starts_in_play[in_play]
        except KeyError:
            legal, starts = self._tabulate(playable, in_play)
        if move not in legal:
            move = self._checked(st, move)  # notation, or an illegal move: the slow path explains
        i, sowings, ring, opens = starts[move]
        gained = 0
        if ring is None:  # a pass
            if ev is not None:
                ev.append(E.Pass(self.players[p]))
        else:
            # Sow every seed of hole i (its count read as rules.board.count does): one addition.
            change, last, path = sowings[board >> SHIFT[i] & COUNT]
            if ev is not None:
                self._sow_events(ev, p, i, path, 0)
            board += change
            # Where the last seed fell, the game's own rule may go on: a relay, a capture.
            count = board >> SHIFT[last] & COUNT
            if count in self._landing_counts:
                board, gained = self._landed(board, p, last, count, ring, ev, opened | self._not_opened)
                if gained:  # the new captured counts, written out for two players (no call)
                    if len(captured) == 2:
                        captured = (captured[0] + gained, captured[1]) if p == 0 else (captured[0], captured[1] + gained)
                    else:
                        captured = captured[:p] + (captured[p] + gained,) + captured[p + 1:]
            opened |= opens

        # The next player's playable holes (playable_holes, written out).
        nxt = self._next[p]
        if self._must_feed and not board & self._row_regions[1 - nxt]:
            playable = self._feeding(board, nxt)
        else:
            low, top = self._sowable_tests[nxt]
            playable = ((board & low) + low | board) & top
        # With a hole to play the game goes on; with none, _ended() tells the end from a pass.
        if not playable and self._ended(board, nxt):
            return self._end(st, unpack(board), captured, ev)

        # Repetition: the position met a second time since the last capture ends the game.
        key = board | self._key_tops[nxt][opened]  # key(), written out
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
        return _new_state(State, (board, captured, nxt, seen, stores, opened, in_play, round_number, playable, 0))

    def _starts_for(self, in_play: int) -> dict:
        """For each move: its hole, the sowings from that hole and their ring (the holes in play,
        its direction), and what it adds to the opened holes (Bechi's rule: the hole itself);
        for a pass, _NOT_SOWN."""
        starts = {PASS: _NOT_SOWN}
        for own in self._own_moves:
            for i, move in own:
                ring = self.ring(self._step(i, move), self.origin_first, in_play)
                starts[move] = (i, ring.sowings[i], ring, self.tracks_opened << i)
        return starts

    def _step(self, i: int, move: Move) -> int:
        """The direction of a sowing: counter-clockwise (+1) unless a game says otherwise."""
        return 1

    # ----- hooks: what each game adds to the shared mechanics -------------------------------
    # The counts that the hole of a move's last seed may then hold for the move to go on (a
    # capture, a relay): only then is the game's own ``_landed`` called.
    landing_counts: frozenset = frozenset()
    capture_counts: frozenset = frozenset()  # the counts a capture chain takes
    tracks_opened = False  # Bechi's opened holes: a hole is captured only once it has been sown
    # Whether an empty opponent must be fed (``_feeding``), and the game ends when they cannot
    # be (``_unfed``).
    must_feed = False
    # Whether the game is a match of rounds (Bechi): each player keeps a store between rounds,
    # and a refill phase (``_refill``) fills the holes for the next round.
    plays_rounds = False

    def _landed(self, board: int, p: int, last: int, count: int, ring: Ring, ev, opened: int) -> tuple[int, int]:
        """The rest of ``p``'s move whose last seed fell in ``last``, which now holds ``count``,
        one of ``landing_counts`` (``opened``: the holes that may be captured); returns the
        board and the seeds won."""
        raise NotImplementedError

    def _feeding(self, board: int, p: int) -> int:
        """The holes of ``p`` that sow into the empty opponent's row, marked as
        ``playable_holes`` marks them (games that ``must_feed``)."""
        raise NotImplementedError

    def _unfed(self, board: int, nxt: int) -> bool:
        """Whether the game ends before ``nxt`` moves because an opponent must be fed and
        cannot be (games that ``must_feed``)."""
        raise NotImplementedError

    def _refill_due(self, chooser: int, stores: tuple) -> int:
        """How many holes ``chooser`` must choose to refill from ``stores`` (games that
        ``plays_rounds``)."""
        raise NotImplementedError

    def _refill_moves(self, chooser: int, k: int) -> tuple:
        """Every choice of ``k`` of ``chooser``'s holes to refill (games that ``plays_rounds``)."""
        raise NotImplementedError

    def _refill(self, st: State, move: Move, ev) -> State:
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

    def _sow_from(self, board: int, i: int, p: int, ev, ring: Ring, lap: int = 0) -> tuple[int, int]:
        """Player ``p`` lifts every seed of hole ``i`` (``lap`` 1, 2...: a relay) and sows them
        one by one along ``ring``; returns the board and the hole of the last seed."""
        change, last, path = ring.sowings[i][count(board, i)]
        if ev is not None:
            self._sow_events(ev, p, i, path, lap)
        return board + change, last

    def _sow_events(self, ev: list, p: int, i: int, path: tuple, lap: int) -> None:
        labels, n = self.labels, len(path)
        ev.append(E.Relay(labels[i], n, lap) if lap else E.Lift(self.players[p], labels[i], n))
        ev.extend(E.Sow(labels[h], lap) for h in path)

    def _capture(self, board: int, p: int, i: int, n: int, ev) -> tuple[int, int]:
        """Player ``p`` takes the ``n`` seeds of hole ``i``; returns the board and ``n``."""
        if ev is not None:
            ev.append(E.Capture(self.players[p], self.labels[i], n))
        return emptied(board, i), n

    def _capture_chain(self, board: int, p: int, start: int, n: int, ring: Ring, ev,
                       opened: int = -1) -> tuple[int, int]:
        """Capture ``start`` (which holds ``n``) and the holes after it along ``ring`` while
        each holds one of the game's ``capture_counts`` and is in ``opened`` (-1: every hole);
        never more than once round the ring. Returns the board and the seeds taken. The
        board's operations are written out, as in next_state."""
        total, j, after, counts = 0, start, ring.after, self._capture_counts
        while n in counts and (opened < 0 or opened >> j & 1):
            board -= n << SHIFT[j]  # seeds(j, n) taken
            total += n
            if ev is not None:
                ev.append(E.Capture(self.players[p], self.labels[j], n))
            j = after[j]
            if j == start:
                break
            n = board >> SHIFT[j] & COUNT  # count(board, j)
        return board, total

    def _ended(self, board: int, nxt: int) -> bool:
        """Whether the game ends before ``nxt`` moves (checked when they have no hole to play):
        when no hole can be sown (the board is empty; where a move needs two seeds, every hole
        holds 0 or 1), and in games where an empty opponent must be fed, when that cannot be done."""
        return not board & self._sowable_anywhere or self._must_feed and self._unfed(board, nxt)

    def _take_leftovers(self, pits: tuple, captured: tuple, ev) -> tuple:
        """Each player takes the seeds still in their own holes (``pits``, the board's counts)."""
        if ev is not None:
            for i, n in enumerate(pits):
                if n:
                    ev.append(E.Take(self.players[self.owner_index[i]], self.labels[i], n))
        per = self.per_player  # each row is a run of the ring
        if len(captured) == 2:  # written out: short games end often
            return (captured[0] + sum(pits[:per]), captured[1] + sum(pits[per:]))
        return tuple(c + sum(pits[p * per:p * per + per]) for p, c in enumerate(captured))

    def _end(self, st: State, pits: tuple, captured: tuple, ev) -> State:
        """The game is over: leftovers to their owners (Bechi ends a round instead)."""
        captured = self._take_leftovers(pits, captured, ev)
        state = _new_state(State, (self.empty_board, captured, -1, (), (), 0, self.all_mask, 1, 0, 0))
        if ev is not None:
            ev.append(E.GameOver(self.scores(state), self.winners(state)))
        return state


    # ----- queries for the user interface ---------------------------------------------------
    def landing(self, state: State, move) -> str | None:
        """The hole where the last seed of ``move`` falls (after any relay laps), or None for a
        move that sows nothing: what the last sowing event of ``apply`` names. Pointing at a hole
        asks this, so it sows without recording events: only relay laps, rarer, are noted, and
        only their sowing (IllegalMoveError if ``move`` is not legal)."""
        board, _, p, _, _, opened, in_play, _, playable, to_refill = state
        if to_refill or p < 0:  # a refill sows nothing; a game over has no move (_checked says so)
            self._checked(state, move)
            return None
        try:
            legal, starts = self._legal_by_holes[playable], self._starts_in_play[in_play]
        except KeyError:
            legal, starts = self._tabulate(playable, in_play)
        if move not in legal:
            move = self._checked(state, move)
        i, sowings, ring, _ = starts[move]
        if ring is None:
            return None
        change, last, _ = sowings[count(board, i)]
        board += change
        seeds_there = count(board, last)
        if seeds_there in self._landing_counts:
            laps = _LastSow()
            self._landed(board, p, last, seeds_there, ring, laps, opened | self._not_opened)
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


class Ring:
    """The sowings one way round the board: ``sowings[hole]`` holds those from ``hole`` (see
    ``Sowings``); ``after[hole]`` is the next hole in play, for capture chains. Holes outside
    ``mask`` are skipped; the emptied hole is sown again on long sowings."""

    __slots__ = ("sowings", "after")

    def __init__(self, size: int, step: int, origin_first: bool, mask: int):
        def next_in_play(i):
            j = (i + step) % size
            while not mask >> j & 1 and j != i:
                j = (j + step) % size
            return j

        self.after = tuple(map(next_in_play, range(size)))
        self.sowings = tuple(Sowings(i, self.after, origin_first) for i in range(size))


class Sowings(dict):
    """The sowings from one hole: ``sowings[count]`` is the sowing of ``count`` seeds: (the
    change it makes to a packed board, the hole of the last seed, the path: the holes that
    receive the seeds, in order), built when first needed, so a whole lap is sown with one
    addition."""

    __slots__ = ("hole", "after", "origin_first")

    def __init__(self, hole: int, after: tuple, origin_first: bool):
        super().__init__()
        self.hole, self.after, self.origin_first = hole, after, origin_first

    def __missing__(self, n: int) -> tuple:
        start = h = self.hole
        path = [start] if self.origin_first and n else []
        while len(path) < n:
            h = self.after[h]
            path.append(h)
        change = sum(map(seeds, path)) - seeds(start, n)
        sowing = self[n] = (change, path[-1] if path else start, tuple(path))
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
