"""Round steps for the scales of the charts: 1, 2 or 5 times a power of ten."""

from __future__ import annotations

import math
from collections.abc import Iterator


def round_steps(least: float = 1) -> Iterator[float]:
    """1, 2, 5, 10, 20, 50, ... from the power of ten at or below ``least``."""
    scale = 10 ** math.floor(math.log10(least))
    while True:
        for nice in (1, 2, 5):
            yield nice * scale
        scale *= 10


def step_for(top: float, ticks: int = 4) -> float:
    """The smallest round step that divides 0..``top`` into at most about ``ticks`` parts."""
    raw = max(top, 1) / ticks
    return next(step for step in round_steps(raw) if step >= raw)
