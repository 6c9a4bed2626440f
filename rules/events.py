"""Step events: what happens during a move, one seed at a time, for viewers to animate.

Seeds move between four kinds of place: holes, the mover's hand, each player's captured heap and
each player's store. ``replay`` applies events to a state; it must give exactly the state that
``Game.apply`` returned (a property the tests check for every move of every game).
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Lift:
    player: str
    hole: str
    count: int
    kind: str = field(default="lift", init=False)


@dataclass(frozen=True, slots=True)
class Sow:
    hole: str
    lap: int = 0
    kind: str = field(default="sow", init=False)


@dataclass(frozen=True, slots=True)
class Relay:
    hole: str
    count: int
    lap: int
    kind: str = field(default="relay", init=False)


@dataclass(frozen=True, slots=True)
class Capture:
    player: str
    hole: str
    count: int
    kind: str = field(default="capture", init=False)


@dataclass(frozen=True, slots=True)
class NoCapture:
    hole: str
    reason: str  # "grand slam"
    kind: str = field(default="no_capture", init=False)


@dataclass(frozen=True, slots=True)
class EndlessRelay:
    hole: str
    kind: str = field(default="endless_relay", init=False)


@dataclass(frozen=True, slots=True)
class Pass:
    player: str
    kind: str = field(default="pass", init=False)


@dataclass(frozen=True, slots=True)
class Repetition:
    kind: str = field(default="repetition", init=False)


@dataclass(frozen=True, slots=True)
class Take:
    player: str
    hole: str
    count: int
    to: str = "captured"  # "captured" or "store"
    kind: str = field(default="take", init=False)


@dataclass(frozen=True, slots=True)
class Bank:
    player: str
    count: int
    source: str  # "captured" or "store"
    target: str
    kind: str = field(default="bank", init=False)


@dataclass(frozen=True, slots=True)
class RoundEnd:
    round: int
    takes: dict
    capitals: dict
    kind: str = field(default="round_end", init=False)


@dataclass(frozen=True, slots=True)
class Refill:
    player: str
    hole: str
    count: int
    kind: str = field(default="refill", init=False)


@dataclass(frozen=True, slots=True)
class RoundStart:
    round: int
    first: str
    in_play: tuple
    kind: str = field(default="round_start", init=False)


@dataclass(frozen=True, slots=True)
class Turn:
    player: str
    kind: str = field(default="turn", init=False)


@dataclass(frozen=True, slots=True)
class GameOver:
    scores: dict
    winners: tuple
    kind: str = field(default="game_over", init=False)


class Tally:
    """Where every seed is while events are replayed: holes, hand, captured heaps, stores."""

    def __init__(self, labels, players, pits, captured, stores):
        self.index = {label: i for i, label in enumerate(labels)}
        self.player_index = {p: i for i, p in enumerate(players)}
        self.pits = list(pits)
        self.captured = list(captured)
        self.stores = list(stores)
        self.hand = 0

    def _heap(self, name: str) -> list:
        return self.captured if name == "captured" else self.stores

    def apply(self, event) -> None:
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


def replay(game, state, events):
    """Apply ``events`` to ``state`` and return the position they lead to.

    Counts come from the seed events; whose turn and the game's flags from the ``lift`` (Bechi's
    opened holes), ``turn``, ``round_end``, ``refill`` (Bechi's holes in play), ``round_start`` and
    ``game_over`` events. The result
    carries no history (``seen`` is empty): compare it with ``game.without_history(new_state)``.
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
    return type(state)(tuple(tally.pits), tuple(tally.captured), turn, frozenset(),
                       tuple(tally.stores), opened, in_play, rnd, phase)
