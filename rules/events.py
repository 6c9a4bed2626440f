"""Step events: what happens during a move, one seed at a time, for viewers to animate.

Seeds move between four kinds of place: holes, the mover's hand, each player's captured heap and
each player's store. ``replay`` applies events to a state; it must give exactly the state that
``Game.apply`` returned (a property the tests check for every move of every game).
"""
from __future__ import annotations

from collections.abc import Iterable
from operator import itemgetter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # events are replayed with them, but rules.engine imports this module
    from .game import Game
    from .state import State


class Event(tuple):  # type: ignore[type-arg]  # fields of any type, as named by each kind
    """A step of a move: an immutable tuple of fields, readable by name, whose ``kind`` names it.

    Built without ``collections.namedtuple``, which compiles source for every class, a cost
    that fifteen classes would add to every ``import rules`` (docs/performance.md). Events of
    different kinds never compare equal, even where their fields do.
    """

    __slots__ = ()
    kind = ""
    _fields: tuple[str, ...] = ()
    _defaults: tuple[Any, ...] = ()  # the values of the last fields when they are not given

    def __new__(cls, *values: Any) -> Event:
        missing = len(cls._fields) - len(values)
        if missing:
            if not 0 < missing <= len(cls._defaults):
                raise TypeError(f"{cls.__name__} takes the fields {', '.join(cls._fields)}, not {values!r}")
            values += cls._defaults[-missing:]
        return tuple.__new__(cls, values)

    def __getnewargs__(self) -> tuple[Any, ...]:  # what copy and pickle pass back to __new__
        return tuple(self)

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((self.kind, tuple(self)))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={v!r}' for n, v in zip(self._fields, self))})"


def _field(index: int) -> Any:
    """The property that reads field ``index`` of an event (a C-level getter). A field named
    ``count`` hides tuple's count method, which no event needs."""
    return property(itemgetter(index))


class Lift(Event):
    """All ``count`` seeds of ``hole`` go into the hand."""
    __slots__ = ()
    kind = "lift"
    _fields = ("player", "hole", "count")
    player: str = _field(0)
    hole: str = _field(1)
    count: int = _field(2)  # type: ignore[assignment]  # hides tuple.count


class Sow(Event):
    """One seed from the hand into ``hole`` (lap 0 is the first lap)."""
    __slots__ = ()
    kind = "sow"
    _fields = ("hole", "lap")
    _defaults = (0,)
    hole: str = _field(0)
    lap: int = _field(1)


class Relay(Event):
    """The last seed made ``hole`` relay: its seeds go into the hand."""
    __slots__ = ()
    kind = "relay"
    _fields = ("hole", "count", "lap")
    hole: str = _field(0)
    count: int = _field(1)  # type: ignore[assignment]  # hides tuple.count
    lap: int = _field(2)


class Capture(Event):
    """The seeds of ``hole`` go to ``player``'s captured heap."""
    __slots__ = ()
    kind = "capture"
    _fields = ("player", "hole", "count")
    player: str = _field(0)
    hole: str = _field(1)
    count: int = _field(2)  # type: ignore[assignment]  # hides tuple.count


class NoCapture(Event):
    """A capture the rules forbid (``reason``: grand slam)."""
    __slots__ = ()
    kind = "no_capture"
    _fields = ("hole", "reason")
    hole: str = _field(0)
    reason: str = _field(1)


class EndlessRelay(Event):
    """The laps repeated: the move stops here."""
    __slots__ = ()
    kind = "endless_relay"
    _fields = ("hole",)
    hole: str = _field(0)


class Pass(Event):
    """The player passes."""
    __slots__ = ()
    kind = "pass"
    _fields = ("player",)
    player: str = _field(0)


class Repetition(Event):
    """The position repeated: the game (round) ends."""
    __slots__ = ()
    kind = "repetition"


class Take(Event):
    """Leftover seeds of ``hole`` go to ``player``'s heap ``to``."""
    __slots__ = ()
    kind = "take"
    _fields = ("player", "hole", "count", "to")
    _defaults = ("captured",)
    player: str = _field(0)
    hole: str = _field(1)
    count: int = _field(2)  # type: ignore[assignment]  # hides tuple.count
    to: str = _field(3)


class Bank(Event):
    """Seeds between a player's heaps, ``source`` to ``target``."""
    __slots__ = ()
    kind = "bank"
    _fields = ("player", "count", "source", "target")
    player: str = _field(0)
    count: int = _field(1)  # type: ignore[assignment]  # hides tuple.count
    source: str = _field(2)
    target: str = _field(3)


class RoundEnd(Event):
    """Bechi: the round is over; takes and capitals by player."""
    __slots__ = ()
    kind = "round_end"
    _fields = ("round", "takes", "capitals")
    round: int = _field(0)
    takes: dict[str, int] = _field(1)
    capitals: dict[str, int] = _field(2)


class Refill(Event):
    """Bechi: ``count`` seeds from the store into ``hole``."""
    __slots__ = ()
    kind = "refill"
    _fields = ("player", "hole", "count")
    player: str = _field(0)
    hole: str = _field(1)
    count: int = _field(2)  # type: ignore[assignment]  # hides tuple.count


class RoundStart(Event):
    """Bechi: the next round begins."""
    __slots__ = ()
    kind = "round_start"
    _fields = ("round", "first", "in_play")
    round: int = _field(0)
    first: str = _field(1)
    in_play: tuple[str, ...] = _field(2)


class Turn(Event):
    """The turn passes to ``player``."""
    __slots__ = ()
    kind = "turn"
    _fields = ("player",)
    player: str = _field(0)


class GameOver(Event):
    """The game (match) is over."""
    __slots__ = ()
    kind = "game_over"
    _fields = ("scores", "winners")
    scores: dict[str, int] = _field(0)
    winners: tuple[str, ...] = _field(1)


class Tally:
    """Where every seed is while events are replayed: holes, hand, captured heaps, stores."""

    def __init__(self, labels: Iterable[str], players: Iterable[str], pits: Iterable[int], captured: Iterable[int],
                 stores: Iterable[int]):
        self.index = {label: i for i, label in enumerate(labels)}
        self.player_index = {p: i for i, p in enumerate(players)}
        self.pits = list(pits)
        self.captured = list(captured)
        self.stores = list(stores)
        self.hand = 0

    def _heap(self, name: str) -> list[int]:
        return self.captured if name == "captured" else self.stores

    def apply(self, event: Any) -> None:
        kind = event.kind
        if kind in ("lift", "relay"):
            i = self.index[event.hole]
            if self.pits[i] != event.count:
                raise ValueError(f"{kind} of {event.count} from {event.hole}, which holds {self.pits[i]}")
            self.pits[i] = 0
            self.hand += event.count
        elif kind == "sow":
            if self.hand <= 0:
                raise ValueError(f"sowing into {event.hole} with an empty hand")
            self.hand -= 1
            self.pits[self.index[event.hole]] += 1
        elif kind in ("capture", "take"):
            i = self.index[event.hole]
            if self.pits[i] < event.count:
                raise ValueError(f"{kind} of {event.count} from {event.hole}, which holds {self.pits[i]}")
            self.pits[i] -= event.count
            target = self.stores if kind == "take" and event.to == "store" else self.captured
            target[self.player_index[event.player]] += event.count
        elif kind == "bank":
            p = self.player_index[event.player]
            self._heap(event.source)[p] -= event.count
            self._heap(event.target)[p] += event.count
        elif kind == "refill":
            p = self.player_index[event.player]
            self.stores[p] -= event.count
            self.pits[self.index[event.hole]] += event.count


def replay(game: Game, state: State, events: Iterable[Any]) -> State:
    """Apply ``events`` to ``state`` and return the position they lead to.

    Counts come from the seed events; whose turn and the game's flags from the ``lift`` (Bechi's
    opened holes), ``turn``, ``round_end``, ``refill`` (Bechi's holes in play), ``round_start`` and
    ``game_over`` events. The result carries no history (``seen`` is empty): compare it with
    ``game.without_history(new_state)``.
    """
    tally = Tally(game.labels, game.players, state.pits, state.captured, state.stores)
    turn, opened, in_play = state.turn, state.opened_mask, state.in_play_mask
    rnd, phase, ended = state.round, state.phase, None
    for event in events:
        tally.apply(event)
        kind = event.kind
        if kind == "lift" and game.tracks_opened:
            opened |= game.mask_of((event.hole,))
        elif kind == "turn":
            turn = game.players.index(event.player)
        elif kind == "round_end":
            ended = event.round
            rnd, phase, opened, in_play = ended + 1, "refill", 0, 0
        elif kind == "refill":
            in_play |= game.mask_of((event.hole,))
        elif kind == "round_start":
            rnd, phase, opened, in_play = event.round, "play", 0, game.mask_of(event.in_play)
        elif kind == "game_over":
            turn = -1
            if ended is not None:
                rnd, phase, in_play = ended, "play", game.all_mask
    if tally.hand:
        raise ValueError(f"{tally.hand} seeds left in the hand")
    return game.without_history(game.make_state(tally.pits, tally.captured, turn, tally.stores, opened, in_play,
                                                rnd, phase))
