"""bench/ceiling.py bounds the best share any player could take from two Beginners in
three-player Bakuk (docs/ai.md, "Why not 90%"): its intervals must hold the exact values."""
import random
import sys
from pathlib import Path

import pytest

from rules.ai.match import opening, random_game
from rules.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from ceiling import Ceiling, alone_games  # noqa: E402

THREE = get_game("bakuk", players=3)


def late_positions(count: int, seed: int = 3):
    """Positions of random games with few seeds left, each with a seat to play for."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        states, _ = random_game(THREE, rng.randint(20, 40), rng)
        state = states[-1]
        if not state.is_over and sum(state.pits) <= 14:
            found.append((state, rng.randrange(3)))
    return found


@pytest.mark.parametrize("state, me", late_positions(6))
def test_a_line_cut_off_is_given_bounds_that_hold_its_exact_value(state, me):
    exact_lo, exact_hi, _, _ = Ceiling(THREE, me, 9.0, 0.0).value(state, 1.0)
    assert exact_lo == exact_hi  # nothing cut off: the exact value
    widths = []
    for cutoff in (0.2, 0.05, 0.01):
        lo, hi, _, _ = Ceiling(THREE, me, 9.0, cutoff).value(state, 1.0)
        assert lo - 1e-9 <= exact_lo <= hi + 1e-9
        widths.append(hi - lo)
    assert widths == sorted(widths, reverse=True)


def test_a_finished_game_counts_each_pair_above_one_and_each_below_minus_lam():
    ceiling = Ceiling(THREE, 0, 9.0, 0.0)
    assert ceiling.pairs((15, 12, 9)) == (2, 2, 2, 0)
    assert ceiling.pairs((12, 15, 9)) == (1 - 9, 1 - 9, 1, 1)
    assert ceiling.pairs((12, 12, 12)) == (0, 0, 0, 0)


def test_a_pair_the_seeds_left_cannot_change_is_decided():
    ceiling = Ceiling(THREE, 0, 9.0, 0.0)
    # 6 seeds on the board: 20 against 13 stays above, 20 against 17 can end either way.
    assert ceiling.pairs((20, 13, 17), 6) == (1 - 9, 1 + 1, 1, 0)
    # 20 against 14 with 6 left: above, or level if all six go to the other.
    assert ceiling.pairs((20, 14, 3), 6) == (0 + 1, 1 + 1, 1, 0)


def test_the_games_of_one_player_alone_are_every_seat_of_each_opening():
    games = list(alone_games(1, 12))
    assert [me for _, me in games] == [0, 1, 2, 0, 1, 2]
    # Games 0-2 and 6-8 of rules.ai.match: one opening for each cycle of six games.
    assert [start for start, _ in games] == [opening(THREE, 2, random.Random(f"1:{i}")) for i in (0, 0, 0, 6, 6, 6)]
