"""The immutable position value shared by every game."""
from __future__ import annotations

from functools import cache
from operator import add
from typing import NamedTuple

from .board import MAX_SEEDS, pack, size_of, unpack  # noqa: F401 (a position's board is read with them)

PLAYERS_2 = ("B", "A")
PLAYERS_3 = ("B", "C", "A")  # three-player Bakuk, in turn order


def players_for(count: int) -> tuple[str, ...]:
    return PLAYERS_3 if count == 3 else PLAYERS_2


@cache
def ring_labels(size: int, n_players: int) -> tuple[str, ...]:
    """Hole labels in counter-clockwise ring order: each player's holes, numbered from their left."""
    per_player = size // n_players
    return tuple(
        f"{k + 1}{player}" for player in players_for(n_players) for k in range(per_player)
    )


def scores_of(state: State) -> tuple[int, ...]:
    """Each player's score, in turn order: the seeds captured, and those in store (Bechi)."""
    return tuple(map(add, state.captured, state.stores)) if state.stores else state.captured


def bits_to_labels(mask: int, labels: tuple[str, ...]) -> frozenset[str]:
    return frozenset(label for i, label in enumerate(labels) if mask >> i & 1)


class State(NamedTuple):
    """A position: every hole's count, captured seeds, whose turn, and game-specific flags.

    ``board`` is the holes packed (``rules.board``), read as ``pits``, a tuple of counts in ring
    order; ``captured`` is a tuple of counts in turn order; ``turn`` indexes the game's players,
    -1 once the game is over (``is_over``). ``in_play_mask`` holds the holes in play (every hole
    but in Bechi's later rounds); the rest is Bechi's: ``stores``, the seeds set aside from
    earlier rounds (empty in the other games), ``opened_mask``, the holes chosen to start a move
    in an earlier turn of this round, and ``round``.

    ``seen`` holds the positions met since the last capture (in Bechi: in this round), in the
    order met, as ``Game.key`` writes them, which the repetition rule needs; two states are equal
    only if they also agree on it, since only then do they have the same future. It is a tuple,
    not a set: there are a handful of them, and extending a tuple costs a fraction of a new set.

    What the player to move may do is found when the position is made, so that listing and
    checking the moves is one table lookup: ``playable_holes``, the holes they may sow, marked
    as ``rules.board.sowable`` marks them (0: they must pass, or the game is over), and
    ``refill_count``, in Bechi's refill phase the number of holes they must choose to refill
    (0 in play).
    """

    board: int
    captured: tuple[int, ...]
    turn: int
    seen: tuple[int, ...] = ()
    stores: tuple[int, ...] = ()
    opened_mask: int = 0
    in_play_mask: int = 0
    round: int = 1
    playable_holes: int = 0
    refill_count: int = 0

    @property
    def pits(self) -> tuple[int, ...]:
        return unpack(self.board)

    @property
    def players(self) -> tuple[str, ...]:
        return players_for(len(self.captured))

    @property
    def labels(self) -> tuple[str, ...]:
        return ring_labels(size_of(self.board), len(self.captured))

    @property
    def phase(self) -> str:
        """Bechi's phase: "refill" between rounds, while holes are chosen to refill; else "play"."""
        return "refill" if self.refill_count else "play"

    @property
    def is_over(self) -> bool:
        return self.turn < 0

    @property
    def to_move(self) -> str | None:
        return None if self.turn < 0 else self.players[self.turn]

    @property
    def opened(self) -> frozenset[str]:
        return bits_to_labels(self.opened_mask, self.labels)

    @property
    def in_play(self) -> frozenset[str]:
        return bits_to_labels(self.in_play_mask, self.labels)

    def __repr__(self) -> str:
        holes = " ".join(f"{label}:{count}" for label, count in zip(self.labels, self.pits))
        caught = " ".join(f"{p}:{c}" for p, c in zip(self.players, self.captured))
        extra = f" stores {self.stores} round {self.round} {self.phase}" if self.stores else ""
        return f"<State {holes} | captured {caught} | to move {self.to_move}{extra}>"
