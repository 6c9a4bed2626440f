"""Moves: small values whose notation round-trips (``3B``, ``pass``, ``2B:cw``, ``refill:1A,3A``)."""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, NamedTuple

from .messages import QT_TRANSLATE_NOOP, RulesError, excerpt


class IllegalMoveError(RulesError):
    """A move that the rules do not allow in this position; ``legal`` lists the moves that are."""

    def __init__(self, template: str, legal: Iterable[Move] = (), **fields: Any):
        super().__init__(template, **fields)
        self.legal = tuple(legal)


class MoveSyntaxError(IllegalMoveError):
    """Text that is not a move in any game's notation."""


# Compiled by re on the first move parsed, and kept in its cache: compiled here, it would slow
# every ``import rules``, while the engine and search never parse.
_SOW = r"^([1-9][0-9]?)([ABC])(?::(cw|ccw))?$"


class Move(NamedTuple):
    """A move of ``kind`` "sow", "pass" or "refill": ``hole`` is the label of the hole sown,
    ``direction`` "cw" or "ccw" where the hole lets the player choose (Bechi 2x3), ``holes`` the
    holes a refill chooses, in increasing hole number."""

    kind: str
    hole: str | None = None
    direction: str | None = None
    holes: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.kind == "pass":
            return "pass"
        if self.kind == "refill":
            return "refill:" + ",".join(self.holes)
        return f"{self.hole}" if self.direction is None else f"{self.hole}:{self.direction}"

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"

    @classmethod
    def from_notation(cls, text: str) -> Move:
        text = text.strip()
        if text == "pass":
            return PASS
        if text.startswith("refill:"):
            labels = [part.strip() for part in text[len("refill:"):].split(",") if part.strip()]
            for label in labels:
                if not re.match(_SOW, label) or ":" in label:
                    raise MoveSyntaxError(QT_TRANSLATE_NOOP("Rules", "{label} in {text} is not a hole label"),
                                          label=excerpt(label), text=excerpt(text))
            if len(set(labels)) != len(labels):
                raise MoveSyntaxError(QT_TRANSLATE_NOOP("Rules", "{text} names a hole twice"), text=excerpt(text))
            return cls("refill", holes=tuple(sorted(labels, key=hole_number)))
        match = re.match(_SOW, text)
        if not match:
            raise MoveSyntaxError(QT_TRANSLATE_NOOP(
                "Rules", "“{text}” is not a move: write a hole label such as 3B, pass, a direction such "
                "as 2B:cw, or a refill such as refill:1A,3A"), text=excerpt(text))
        return cls("sow", match.group(1) + match.group(2), match.group(3))


def hole_number(label: str) -> int:
    return int(label[:-1])


PASS = Move("pass")
