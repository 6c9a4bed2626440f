"""Amounts given from outside on a command line: read as numbers only within their limits.

Python's ``int`` and ``float`` read far more than a person types for a count or a time: digits
of other scripts (``int("٣")`` is 3), ``inf``, ``nan``, ``1e308``, underscores, thousands of
digits. An option that takes an amount reads it with one of these argparse types instead: ASCII
digits only (a sign; for seconds a decimal point), a finite value between the option's limits;
a refusal is argparse's one line, quoting at most an excerpt of what was given.
"""
from __future__ import annotations

import argparse
import re
from collections.abc import Callable

from .messages import QT_TRANSLATE_NOOP, RulesError, excerpt

MAX_DIGITS = 20  # as rules.safe_input.MAX_INT_DIGITS: more is never a count Siembra uses
# A number of seconds: digits, a point and more digits, no exponent.
_SECONDS = re.compile(r"[0-9]{1,6}(?:\.[0-9]{1,6})?|\.[0-9]{1,6}")
_WHOLE = re.compile(rf"[+-]?[0-9]{{1,{MAX_DIGITS}}}")

# The limits of the command lines' amounts (docs/api.md, "Amounts on the command line").
MAX_SECONDS = 600.0  # a computer's or an analysis's time per move or position: ten minutes
MAX_GAMES = 100_000  # games of a match


class AmountError(RulesError, argparse.ArgumentTypeError):
    """An amount refused: argparse shows it in English; the app translates its template."""


def whole_number(low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number in ASCII digits, from ``low`` to ``high`` (both or neither)."""
    def parse(text: str) -> int:
        value = int(text) if _WHOLE.fullmatch(text) else None
        if value is None or (low is not None and value < low) or (high is not None and value > high):
            if low is None:
                raise AmountError(QT_TRANSLATE_NOOP("Rules", 'not a whole number written in digits 0-9: "{value}"'),
                                  value=excerpt(text))
            raise AmountError(QT_TRANSLATE_NOOP("Rules", 'not a whole number from {low} to {high} written in digits 0-9: '
                                                         '"{value}"'), low=low, high=high, value=excerpt(text))
        return value
    parse.__name__ = "whole number"  # argparse names the type so in its own messages
    return parse


def seconds(high: float = MAX_SECONDS) -> Callable[[str], float]:
    """An argparse type: a number of seconds above 0 and at most ``high``, like 0.5 or 10."""
    def parse(text: str) -> float:
        value = float(text) if _SECONDS.fullmatch(text) else 0.0
        if not 0 < value <= high:
            raise AmountError(QT_TRANSLATE_NOOP("Rules", 'not a number of seconds above 0 and at most {high}, written like '
                                                         '0.5: "{value}"'), high=f"{high:g}", value=excerpt(text))
        return value
    parse.__name__ = "seconds"
    return parse
