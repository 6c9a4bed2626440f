"""A game's options and its board's geometry: which holes there are, whose they are, where they
are drawn and what they are called (``Layout``, the base of ``rules.game.Game``)."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from .board import count
from .messages import QT_TRANSLATE_NOOP, RulesError, excerpt, excerpt_plain
from .moves import IllegalMoveError
from .state import State, players_for, ring_labels


class GameOptionError(RulesError):
    """An option that the game does not have, or a value it does not allow."""


class Layout:
    """The options of a game and variant, checked, and the board they make: its players, holes,
    labels and rows."""

    id = ""
    title = ""
    default_holes = 6
    # option name -> (default, allowed values); every game also takes "first" (and "seed").
    OPTIONS: ClassVar[dict[str, tuple[Any, tuple[Any, ...]]]] = {}
    # Options that set how long a match lasts, not the board or the moves (Bechi's rounds): the
    # variants leave them at their default.
    match_options: tuple[str, ...] = ()

    # Every attribute of a game object has a slot (rules.engine.Engine says why).
    __slots__ = ("options", "players", "n", "size", "per_player", "labels", "_index", "owner_index", "rows",
                 "row_masks", "all_mask", "first")

    def __init__(self, **options: Any):
        self.options = self._normalise(options)
        self.players: tuple[str, ...] = players_for(self.options.get("players", 2))
        k = len(self.players)
        self.n: int = self.options.get("holes", self.default_holes)
        self.size = 2 * self.n
        self.per_player = self.size // k
        self.labels = ring_labels(self.size, k)
        self._index = {label: i for i, label in enumerate(self.labels)}
        self.owner_index: tuple[int, ...] = tuple(i // self.per_player for i in range(self.size))
        self.rows = tuple(range(p * self.per_player, (p + 1) * self.per_player) for p in range(k))
        self.row_masks = tuple(sum(1 << i for i in row) for row in self.rows)
        self.all_mask = (1 << self.size) - 1
        self.first = self.players.index(self.options["first"])

    # ----- options -------------------------------------------------------------------------
    def _normalise(self, options: dict[str, Any]) -> dict[str, Any]:
        options = dict(options)
        seed = options.pop("seed", None)
        first = options.pop("first", "B") or "B"
        result: dict[str, Any] = {}
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

    def mask_of(self, labels: Iterable[str]) -> int:
        mask = 0
        try:
            for label in labels:
                mask |= 1 << self._index[label]
        except KeyError:
            self.index(label)  # raises the error that names the label
        return mask

    def count(self, state: State, label: str) -> int:
        return count(state.board, self.index(label))
