"""The immutable position value shared by every game."""
from __future__ import annotations

from collections import namedtuple
from functools import lru_cache

PLAYERS_2 = ("B", "A")
PLAYERS_3 = ("B", "C", "A")  # three-player Bakuk, in turn order


def players_for(count: int) -> tuple[str, ...]:
    return PLAYERS_3 if count == 3 else PLAYERS_2


@lru_cache(maxsize=None)
def ring_labels(size: int, n_players: int) -> tuple[str, ...]:
    """Hole labels in counter-clockwise ring order: each player's holes, numbered from their left."""
    per_player = size // n_players
    return tuple(
        f"{k + 1}{player}" for player in players_for(n_players) for k in range(per_player)
    )


# The holes are packed into one int, a byte per hole (hole i in byte i) under a top byte 1 that
# marks the board's size: sowing a whole lap is then one addition, and hashing a position for the
# repetition rule and the search's tables hashes one int instead of a tuple of counts.
MAX_SEEDS = 255  # the most seeds a position may hold in all, so that no hole outgrows its byte


def pack(pits) -> int:
    """The board of ``pits`` (counts in ring order, each 0..255)."""
    return int.from_bytes(bytes(pits) + b"\x01", "little")


def unpack(board: int) -> tuple[int, ...]:
    """The counts of a packed board, in ring order."""
    return tuple(board.to_bytes((board.bit_length() + 7) >> 3, "little"))[:-1]


def bits_to_labels(mask: int, labels: tuple[str, ...]) -> frozenset[str]:
    return frozenset(label for i, label in enumerate(labels) if mask >> i & 1)


# Subclassed from collections.namedtuple, not typing.NamedTuple: importing typing and turning
# the annotations into its ForwardRefs cost ``import rules`` 24 M instructions, more than half
# of it. The fields are the same C-level getters: the engine runs no slower.
class State(namedtuple("State", "board captured turn seen stores opened_mask in_play_mask round phase playable",
                       defaults=((), (), 0, 0, 1, "play", -1))):
    """A position: every hole's count, captured seeds, whose turn, and game-specific flags.

    ``board`` is the holes packed (``pack``), read as ``pits``, a tuple of counts in ring order;
    ``captured`` is a tuple of counts in turn order;
    ``turn`` indexes the game's players, -1 once the game is over. ``in_play_mask`` holds the
    holes in play (every hole but in Bechi's later rounds); the rest is Bechi's: ``stores``, the
    seeds set aside from earlier rounds, ``opened_mask``, the holes chosen to start a move in an
    earlier turn of this round, ``round`` and ``phase`` ("play" or "refill").

    ``seen`` holds the positions met since the last capture (in Bechi: in this round), in the
    order met, as ``Game.key`` writes them, which the repetition rule needs; two states are equal
    only if they also agree on it, since only then do they have the same future. It is a tuple,
    not a set: there are a handful of them, and extending a tuple costs a fraction of a new set.

    ``playable`` holds what the player to move may play, found when the position is made
    (``Game.playable``), so that listing and checking the moves is one table lookup: the holes
    they may sow, as bit 7 of each such hole's byte in ``board``'s layout (0: they must pass);
    -1 once the game is over; in Bechi's refill phase, how many holes the chooser must refill
    (``Game.refill_choice``).
    """

    __slots__ = ()

    @property
    def pits(self) -> tuple[int, ...]:
        return unpack(self.board)

    @property
    def players(self) -> tuple[str, ...]:
        return players_for(len(self.captured))

    @property
    def labels(self) -> tuple[str, ...]:
        return ring_labels((self.board.bit_length() - 1) >> 3, len(self.captured))

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
