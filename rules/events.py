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


def _event(name: str, kind: str, doc: str, *fields: str | tuple[str, Any]) -> type[Event]:
    """An event class whose ``kind`` is fixed; ``fields`` are names or (name, default)."""
    names = tuple(f if isinstance(f, str) else f[0] for f in fields)
    namespace: dict[str, Any] = {field: property(itemgetter(i)) for i, field in enumerate(names)}
    namespace.update(__slots__=(), __doc__=doc, __module__=__name__, kind=kind, _fields=names,
                     _defaults=tuple(f[1] for f in fields if not isinstance(f, str)))
    return type(name, (Event,), namespace)


# Name -> kind, doc and fields (names or (name, default)). Each class is made when it is first
# used, by __getattr__: events are needed only once a move is shown, so a program that only
# plays never pays for making them.
_EVENTS: dict[str, tuple[Any, ...]] = {
    "Lift": ("lift", "All ``count`` seeds of ``hole`` go into the hand.", "player", "hole", "count"),
    "Sow": ("sow", "One seed from the hand into ``hole`` (lap 0 is the first lap).", "hole", ("lap", 0)),
    "Relay": ("relay", "The last seed made ``hole`` relay: its seeds go into the hand.",
              "hole", "count", "lap"),
    "Capture": ("capture", "The seeds of ``hole`` go to ``player``'s captured heap.",
                "player", "hole", "count"),
    "NoCapture": ("no_capture", "A capture the rules forbid (``reason``: grand slam).", "hole", "reason"),
    "EndlessRelay": ("endless_relay", "The laps repeated: the move stops here.", "hole"),
    "Pass": ("pass", "The player passes.", "player"),
    "Repetition": ("repetition", "The position repeated: the game (round) ends."),
    "Take": ("take", "Leftover seeds of ``hole`` go to ``player``'s heap ``to``.",
             "player", "hole", "count", ("to", "captured")),
    "Bank": ("bank", "Seeds between a player's heaps, ``source`` to ``target``.",
             "player", "count", "source", "target"),
    "RoundEnd": ("round_end", "Bechi: the round is over; takes and capitals by player.",
                 "round", "takes", "capitals"),
    "Refill": ("refill", "Bechi: ``count`` seeds from the store into ``hole``.",
               "player", "hole", "count"),
    "RoundStart": ("round_start", "Bechi: the next round begins.", "round", "first", "in_play"),
    "Turn": ("turn", "The turn passes to ``player``.", "player"),
    "GameOver": ("game_over", "The game (match) is over.", "scores", "winners"),
}


def __getattr__(name: str) -> type[Event]:
    try:
        kind, doc, *fields = _EVENTS[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    # setdefault: threads that ask at the same time all get the same class
    event: type[Event] = globals().setdefault(name, _event(name, kind, doc, *fields))
    return event


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EVENTS))


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
