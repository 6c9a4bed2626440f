"""The Tihbat solver agrees with plain minimax over the rules model's states (history included)."""
import random
import subprocess
import sys
from functools import cache

import pytest

from rules import get_game
from rules.tihbat_solver import best_moves, move_values, solution

from rules_helpers import mid_segment

GAME = get_game("tihbat")


@cache
def minimax(state):
    """The final margin B minus A with both sides perfect; the state carries its own history."""
    if state.is_over:
        return state.captured[0] - state.captured[1]
    values = [minimax(GAME.next_state(state, m)) for m in GAME.legal_moves(state)]
    return max(values) if state.turn == 0 else min(values)


def small_positions(seeds, count, rng):
    for _ in range(count):
        cuts = sorted(rng.randint(0, seeds) for _ in range(3))
        pits = (cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], seeds - cuts[2])
        yield GAME.make_state(pits, (0, 0), rng.randint(0, 1))


@pytest.mark.parametrize("seeds", [2, 4, 6, 8])
def test_table_value_of_a_fresh_position_equals_minimax(seeds):
    rng = random.Random(seeds)
    for state in small_positions(seeds, 25, rng):
        assert solution().value(state) == minimax(state), state


@pytest.mark.parametrize("seeds", [4, 6, 8])
def test_value_after_moves_without_capture_accounts_for_the_positions_seen(seeds):
    """Mid-segment the history matters: the solver re-solves without the positions seen."""
    rng = random.Random(100 + seeds)
    checked = 0
    for state in small_positions(seeds, 40, rng):
        for _ in range(rng.randint(2, 6)):
            nxt = GAME.next_state(state, rng.choice(GAME.legal_moves(state)))
            if nxt.is_over or nxt.captured != state.captured:
                break
            state = nxt
        if len(state.seen) > 1:
            checked += 1
            assert solution().value(state) == minimax(state), state
    assert checked >= 10


def test_history_can_change_the_value_of_a_position():
    """Some position is worth differently with and without the positions seen before it: a
    history-free table alone would not be exact."""
    rng = random.Random(7)
    for state in small_positions(8, 300, rng):
        for move in GAME.legal_moves(state):
            nxt = GAME.next_state(state, move)
            if nxt.is_over or nxt.captured != state.captured:
                continue
            fresh = GAME.make_state(nxt.pits, (0, 0), nxt.turn)
            if minimax(nxt) != minimax(fresh):
                assert solution().value(nxt) == minimax(nxt)
                assert solution().value(fresh) == minimax(fresh)
                return
    pytest.fail("no position found whose value depends on its history")


def test_best_moves_keep_the_value_of_the_position():
    state = GAME.initial_state()
    value = solution().value(state)
    for _ in range(12):
        if state.is_over:
            break
        moves = best_moves(GAME, state)
        assert all(move_values(GAME, state)[m] == value for m in moves)
        state = GAME.next_state(state, moves[0])
    assert solution().value(state) == value


def test_solve_command_prints_the_start_value_and_best_first_moves():
    out = subprocess.run([sys.executable, "-m", "rules", "solve", "tihbat"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert '"value"' in out.stdout and '"best_moves"' in out.stdout


def test_re_solving_a_segment_polls_the_callers_cancel_and_stops_when_it_says_so():
    """As a search does: the window's worker hands the interpreter over at each poll, and
    Cancel stops the analysis of a Tihbat game within the segment being solved."""
    from rules.ai.search import Stop

    state = mid_segment(GAME)
    polls = []
    assert solution().value(state, cancel=lambda: polls.append(True) and False) == solution().value(state)
    assert len(polls) >= 2  # a segment of 28 seeds reaches thousands of positions: many polls
    with pytest.raises(Stop):
        solution().value(state, cancel=lambda: True)


def test_the_attractor_sweep_values_a_cycle_with_and_without_the_positions_seen():
    """B at 0 may exit for 3 or move on to 1; A at 1 may exit for -2 or move on to 2; B at 2 can
    only move back to 0. A repetition is worth 0."""
    from rules.attractors import sweep

    sides, moves, preds, exits = [0, 1, 0], [2, 2, 1], [[2], [0], [1]], {3: [0], -2: [1]}
    assert sweep(sides, moves, preds, exits) == [3, -2, 3]
    # with 0 seen, B at 2 repeats it: worth 0
    assert sweep(sides, moves, preds, exits, removed=[0])[1:] == [-2, 0]
    # without A's exit, A's one move leads to 3 as well
    assert sweep(sides, [2, 1, 1], preds, {3: [0]}) == [3, 3, 3]
