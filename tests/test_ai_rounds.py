"""Bechi's Expert plays for the match: its search stops at a round's end, whose capitals it values
by what they are worth to the match (rules/ai/rounds.py)."""
import random

import pytest

from rules import get_game
from rules.ai import get_player
from rules.ai.match import MatchRepeats, play_game, random_game
from rules.ai.round_outcomes import ROUND_ENDS
from rules.ai.rounds import MatchValue, RoundSearch, between_rounds, worths

from rules_helpers import play, position


@pytest.mark.parametrize("holes", [4, 3])
def test_the_measured_rounds_keep_every_seed_of_the_match(holes):
    total = 12 * holes
    for (capital, starter), ends in ROUND_ENDS[holes].items():
        assert 6 <= capital <= total // 2 and starter in (0, 1)
        assert all(0 <= c <= total and k > 0 for c, k in ends)


@pytest.mark.parametrize("holes", [4, 3])
def test_a_capital_is_worth_the_same_to_either_player(holes):
    total = 12 * holes
    for rounds_left in (None, 1, 3):
        table = worths(holes, rounds_left)
        for c in range(total + 1):
            # a player with c who begins the round, against one with the rest who does not
            assert table[0][c] == pytest.approx(-table[1][total - c], abs=1e-6)


def test_a_match_that_cannot_go_on_is_worth_its_final_margin():
    table = worths(4, None)
    for s in (0, 1):
        assert [table[s][c] for c in range(6)] == [2.0 * c - 48 for c in range(6)]
        assert [table[s][c] for c in range(43, 49)] == [2.0 * c - 48 for c in range(43, 49)]


def test_one_round_left_is_worth_the_final_margin_it_is_expected_to_leave():
    table, ends = worths(4, 1), ROUND_ENDS[4][(12, 0)]
    rounds = sum(k for _, k in ends)
    assert table[0][12] == pytest.approx(sum(k * (2 * c - 48) for c, k in ends) / rounds)


def test_a_short_lead_is_worth_more_than_a_long_deficit_in_the_traditional_match():
    table = worths(4, None)
    for s in (0, 1):
        assert table[s][12] < 0 < table[s][36]
        assert table[s][12] < table[s][18] and table[s][30] < table[s][36]


def _refill_position():
    """Worked example 5 of docs/rules.md: after 4B, A must choose two holes to fill."""
    game = get_game("bechi")
    state = position(game, {"1B": 1, "2B": 1, "4B": 2, "2A": 1}, captured={"B": 31, "A": 12})
    return game, state, play(game, state, "4B")


def test_between_rounds_the_value_is_the_worth_of_the_capitals():
    game, before, after = _refill_position()
    assert between_rounds(after) and not between_rounds(before)
    value = MatchValue(game)
    capitals = value.capital(after, 0), value.capital(after, 1)
    assert sum(capitals) == 48 and capitals[1] < 18
    b_begins = game.starter(after.round) == 0
    assert value(game, after, 0) == pytest.approx(worths(4, None)[0 if b_begins else 1][capitals[0]])
    assert value(game, after, 1) == pytest.approx(worths(4, None)[1 if b_begins else 0][capitals[1]])


def test_the_search_stops_at_the_end_of_its_round():
    game = get_game("bechi")
    states, _ = random_game(game, 400, random.Random(3))
    last = max(i for i, state in enumerate(states) if state.round == 1)
    before = states[last - 6]  # six plies before the first round's end
    search = RoundSearch(game, MatchValue(game), None, None)
    search.root(before, game.legal_moves(before), 10, lambda move, value: None)
    assert search.table and all(state.round == 1 for state in search.table)
    assert search.horizon > 0  # the round's ends it met are judged, not results


def test_the_search_of_a_refill_goes_on_into_the_round_it_starts():
    game, _, refill = _refill_position()
    search = RoundSearch(game, MatchValue(game), None, None)
    search.root(refill, game.legal_moves(refill), 4, lambda move, value: None)
    assert any(not between_rounds(state) for state in search.table)


def test_expert_chooses_a_refill_in_a_match_of_a_few_rounds_too():
    game = get_game("bechi", rounds=3)
    state = position(game, {"1B": 1, "2B": 1, "4B": 2, "2A": 1}, captured={"B": 31, "A": 12})
    refill = play(game, state, "4B")
    move = get_player("expert", seed=1, budget=0.2).choose(game, refill)
    assert move.kind == "refill" and move in game.legal_moves(refill)


def test_during_a_round_the_value_is_the_mean_worth_of_the_capitals_around_the_one_it_would_leave_now():
    game = get_game("bechi")
    state = random_game(game, 6, random.Random(5))[0][-1]
    assert state.round == 1 and not between_rounds(state)
    value = MatchValue(game)
    now = value.capital(state, 0)  # B's capital if the round ended here
    on_b, on_a = sum(state.pits[:4]), sum(state.pits[4:])
    b_begins_next = game.starter(2) == 0
    table = worths(4, None)[0 if b_begins_next else 1]
    low, high = now - on_b // 2, now + (on_a + 1) // 2
    expected = sum(table[low:high + 1]) / (high - low + 1)
    assert value(game, state, 0) == pytest.approx(expected)


def test_seeds_on_a_players_side_count_for_them_during_a_round():
    """A round ends with each side taking its own seeds: with the same seeds won, the position
    whose board seeds lie on B's side is worth more to B. (Valued by the seeds won alone, the
    two were worth the same.)"""
    game = get_game("bechi")
    value = MatchValue(game)
    won = {"B": 14, "A": 14}
    rich = position(game, {"1B": 8, "2B": 4, "3B": 3, "1A": 1}, to_move="A", captured=won)
    poor = position(game, {"1A": 8, "2A": 4, "3A": 3, "1B": 1}, to_move="A", captured=won)
    assert value(game, rich, 0) > value(game, poor, 0)
    assert value(game, rich, 1) < value(game, poor, 1)


def test_a_match_back_at_the_same_round_start_a_third_time_stops_there():
    game = get_game("bechi", holes=3)
    start = game.initial_state()
    repeats = MatchRepeats()
    # the same capitals and holes two rounds later: the same player begins again
    assert [repeats(start._replace(round=start.round + 2 * k)) for k in range(3)] == [False, False, True]
    alternate = MatchRepeats()  # the other player begins every other round: two starts, twice each
    assert not any(alternate(start._replace(round=start.round + k)) for k in range(4))
    once = MatchRepeats(times=1)
    assert not once(play(game, start, "1B"))  # within a round
    assert not once(get_game("bakuk").initial_state())  # no match of rounds
    state, plies, _ = play_game(game, {}, start, stop=MatchRepeats(times=1))
    assert (state, plies) == (start, 0)
