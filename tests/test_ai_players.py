"""Computer players: legal and sensible choices, deadlines, cancellation, every game and variant."""
import json
import random
import subprocess
import sys

import pytest

from rules import get_game, variants
from rules.ai import LEVEL_NAMES, get_player, sensible_moves
from rules.ai.match import match, play_game

from rules_helpers import mid_segment, play, position

ALL_VARIANTS = [(g, o) for g in ("leb-bbut-ahbochen", "bakuk", "djenon-aboure", "tihbat", "bechi")
                for o in variants(g)]


@pytest.mark.parametrize("level", list(LEVEL_NAMES))
def test_every_level_answers_a_legal_move_in_every_variant(level):
    for game_id, options in ALL_VARIANTS:
        game = get_game(game_id, **options)
        state = game.initial_state()
        move = get_player(level, seed=1, budget=0.02).choose(game, state)
        assert move in game.legal_moves(state), (game_id, options)


def test_unknown_level_is_refused_with_the_level_names():
    with pytest.raises(ValueError, match="Beginner"):
        get_player("grandmaster")


def test_beginner_takes_a_capture_when_there_is_one():
    game = get_game("leb-bbut-ahbochen")
    state = position(game, {"1B": 1, "6B": 2, "1A": 1, "2A": 3, "5A": 2})  # 6B captures 2A
    assert sensible_moves(game, state) == [game.parse_move("6B")]
    assert str(get_player("beginner", seed=3).choose(game, state)) == "6B"


def test_beginner_avoids_the_idle_single_seed_move():
    game = get_game("tihbat")
    state = position(game, {"1B": 1, "2B": 3, "1A": 5, "2A": 1})  # 1B only drops its seed back
    assert [str(m) for m in sensible_moves(game, state)] == ["2B"]


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_searching_levels_take_the_winning_capture(level):
    game = get_game("bakuk")
    # 3B sows 1A, 2A, 3A; 3A then holds 4 and is captured (1B, next, is empty: the sweep stops);
    # A's 1A and 2A then hold two each, B keeps 2B: B wins, while 2B first would lose
    state = position(game, {"2B": 1, "3B": 3, "1A": 1, "2A": 1, "3A": 3})
    assert str(get_player(level, seed=0, budget=0.1).choose(game, state)) == "3B"


def test_hard_beats_random_moves_in_quick_games():
    game = get_game("bakuk")
    hard, rng = get_player("hard", seed=5, budget=0.05), random.Random(5)
    random_mover = type("Random", (), {"choose": lambda self, g, s, *a: rng.choice(g.legal_moves(s))})()
    wins = losses = 0
    for i in range(20):
        state, _, _ = play_game(game, {i % 2: hard, 1 - i % 2: random_mover})
        winners = game.winners(state)
        wins += winners == (game.players[i % 2],)
        losses += game.players[i % 2] not in winners
    assert wins >= 16 and losses <= 2


class Clock:
    """A ``time.monotonic`` that moves on a millisecond at every reading, and remembers them:
    what a search does with its clock, without a real one (the time it takes is bench/ai.py's)."""

    def __init__(self):
        self.readings = [0.0]

    def monotonic(self) -> float:
        self.readings.append(self.readings[-1] + 0.001)
        return self.readings[-1]


@pytest.fixture
def clock(monkeypatch):
    from rules.ai import players as players_module
    from rules.ai import search as search_module

    fake = Clock()
    for module in (players_module, search_module):
        monkeypatch.setattr(module, "time", fake)
    return fake


# Bechi in a match of five rounds: the traditional match's first moves come from a book, unsearched.
@pytest.mark.parametrize("game_id,options", [("leb-bbut-ahbochen", {"holes": 10}), ("bechi", {"holes": 4, "rounds": 5})])
def test_expert_stops_at_the_first_look_at_the_clock_past_nine_tenths_of_its_budget(game_id, options, clock):
    # The tenth kept back is for unwinding; the clock is read every few dozen nodes, a few hundred
    # microseconds apart (bench/ai.py measures the whole move against the budget plus 10%).
    game = get_game(game_id, **options)
    move = get_player("expert", seed=2, budget=0.5).choose(game, game.initial_state())
    deadline = clock.readings[1] + 0.9 * 0.5
    past = [t for t in clock.readings if t >= deadline]
    assert len(past) == 1 and move in game.legal_moves(game.initial_state())


def test_cancel_stops_the_search_at_the_first_check_that_asks_it_with_a_legal_move(clock):
    game = get_game("leb-bbut-ahbochen", holes=10)
    state = game.initial_state()
    asked = []

    def cancel() -> bool:
        asked.append(True)
        return len(asked) >= 20

    move = get_player("expert", budget=1000.0).choose(game, state, cancel=cancel)
    assert len(asked) == 20 and move in game.legal_moves(state)


def test_deadline_given_by_the_caller_wins_over_the_budget(clock):
    game = get_game("djenon-aboure")
    get_player("expert", budget=1000.0).choose(game, game.initial_state(), deadline=0.05)
    # It stopped at the first reading past the 50 ms given (the search alone would go on).
    assert [t for t in clock.readings if t >= 0.05] == [clock.readings[-1]]


def _refill_position():
    """Worked example 5 of docs/rules.md: after 4B, A must choose two holes to fill."""
    game = get_game("bechi")
    state = position(game, {"1B": 1, "2B": 1, "4B": 2, "2A": 1}, captured={"B": 31, "A": 12})
    return game, play(game, state, "4B")


@pytest.mark.parametrize("level", list(LEVEL_NAMES))
def test_refill_choice_is_legal(level):
    game, state = _refill_position()
    assert game.refill_count(state) == 2
    move = get_player(level, seed=4, budget=0.1).choose(game, state)
    assert move.kind == "refill" and move in game.legal_moves(state)


def test_expert_refill_is_at_least_as_good_as_any_other_at_hard_depth():
    """Sensible: the holes chosen are among the best by a deeper look than the Expert's own."""
    from rules.ai.evaluation import Material
    from rules.ai.search import Search

    game, state = _refill_position()
    search = Search(game, Material(), None, None)
    search.me = state.turn
    values = {m: search.exact(game.next_state(state, m), 4) for m in game.legal_moves(state)}
    chosen = get_player("expert", seed=1, budget=0.3).choose(game, state)
    assert values[chosen] >= sorted(values.values())[len(values) // 2]


@pytest.mark.parametrize("level", ["beginner", "medium", "expert"])
def test_three_player_bakuk_plays_to_the_end(level):
    game = get_game("bakuk", players=3)
    players = {seat: get_player(level, seed=seat, budget=0.01) for seat in range(3)}
    state, plies, _ = play_game(game, players)
    assert state.is_over and plies > 0
    assert sum(state.captured) == 36


def _tihbat_state(pits, to_move=0):
    """A fresh Tihbat position, the seeds off the board shared equally."""
    game = get_game("tihbat")
    return game, game.make_state(pits, ((28 - sum(pits)) // 2,) * 2, to_move)


def test_expert_in_a_lost_tihbat_position_loses_least_rather_than_setting_a_costlier_trap():
    """1B loses by 2 and 2B by 4 against perfect play; after 2B a shallow search goes wrong, but a
    strong opponent would win by 4 instead of 2."""
    from rules.tihbat_solver import move_values

    game, state = _tihbat_state((7, 5, 1, 1))
    assert {str(m): v for m, v in move_values(game, state).items()} == {"1B": -2, "2B": -4}
    assert {str(get_player("expert", seed=i).choose(game, state)) for i in range(4)} == {"1B"}


def test_expert_in_lost_tihbat_positions_plays_a_move_that_loses_least_against_perfect_play():
    from rules.tihbat_solver import move_values, solution

    rng = random.Random(12)
    checked = 0
    while checked < 12:
        cuts = sorted(rng.randint(0, 20) for _ in range(3))
        game, state = _tihbat_state((cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 20 - cuts[2]), rng.randint(0, 1))
        if state.is_over or game.position_problem(state):
            continue
        sign = 1 if state.turn == 0 else -1
        values = {m: sign * v for m, v in move_values(game, state).items()}
        if sign * solution().value(state) >= 0 or len(set(values.values())) < 2:
            continue  # not lost, or every move loses as much
        player = get_player("expert", seed=checked)
        move = player.choose(game, state)
        assert values[move] == max(values.values()) == player.proven, state  # the margin the hint tells
        checked += 1


def test_expert_never_gives_up_a_drawn_or_won_tihbat_position():
    from rules.tihbat_solver import move_values, solution

    game = get_game("tihbat")
    rng = random.Random(11)
    checked = 0
    while checked < 12:
        cuts = sorted(rng.randint(0, 20) for _ in range(3))
        game, state = _tihbat_state((cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 20 - cuts[2]), rng.randint(0, 1))
        sign = 1 if state.turn == 0 else -1
        value = sign * solution().value(state)
        if state.is_over or game.position_problem(state) or value < 0:
            continue
        player = get_player("expert", seed=checked)
        move = player.choose(game, state)
        assert sign * move_values(game, state)[move] == value == player.proven, state
        checked += 1


def test_swindle_counts_a_trap_only_when_the_reply_really_gives_up_the_win():
    from rules.ai.swindle import Swindle
    from rules.tihbat_solver import solution

    game, state = _tihbat_state((7, 5, 1, 1))

    def result(s):
        v = solution().value(s)
        return (v > 0) - (v < 0), v

    swindle = Swindle(game, 0, result, (2,), None, None)
    expected = {str(m): swindle.expected(game.next_state(state, m), 1) for m in game.legal_moves(state)}
    assert expected["1B"] < expected["2B"] <= 1


def test_match_alternates_seats_and_counts_every_game():
    summary = match("djenon-aboure", {}, "easy", "beginner", 6, seed=1, budget_a=0.05, budget_b=0.05)
    assert summary["wins"] + summary["draws"] + summary["losses"] == 6
    assert summary["a_seats"] == summary["b_seats"] == 6
    assert summary["average_length"] > 0


def test_three_player_match_plays_a_alone_and_b_alone_from_every_seat():
    from rules.ai.match import seats_of_a

    assert [sorted(seats_of_a(i, 3)) for i in range(6)] == [[0], [1], [2], [1, 2], [0, 2], [0, 1]]
    summary = match("bakuk", {"players": 3}, "easy", "beginner", 6, seed=1, budget_a=0.05, budget_b=0.05)
    assert summary["a_seats"] == summary["b_seats"] == 9


def test_share_weighs_wins_by_the_seats_played():
    from rules.ai.match import share

    assert share(30, 10, 40, 40) == 0.75  # two players: wins among decided games
    assert share(20, 20, 30, 60) == pytest.approx(2 / 3)  # a won as often with half the seats


def test_games_of_a_round_start_from_the_same_opening_and_rounds_differ():
    from rules.ai.match import opening

    game = get_game("bechi")
    assert opening(game, 2, random.Random("1:0")) == opening(game, 2, random.Random("1:0"))
    assert len({opening(game, 2, random.Random(f"1:{i}")).pits for i in range(0, 40, 2)}) > 3


def test_match_command_prints_a_json_summary():
    out = subprocess.run([sys.executable, "-m", "rules", "match", "tihbat", "--a", "easy", "--b", "beginner",
                          "--games", "4", "--seed", "2", "--budget", "0.05"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert {"wins", "draws", "losses", "average_length"} <= set(summary)
    assert summary["wins"] + summary["draws"] + summary["losses"] == 4


def test_swindle_models_a_beginner_as_every_sensible_reply():
    """Depth 0 among the opponent models is Beginner: each of its sensible moves, equally likely."""
    from rules.ai.swindle import Swindle

    game, state = _tihbat_state((7, 5, 1, 1))
    after = game.next_state(state, game.parse_move("2B"))
    swindle = Swindle(game, 0, lambda s: (0, 0), (0, 2), None, None)
    assert swindle.replies(after, 0) == [game.next_state(after, m) for m in sensible_moves(game, after)]


def test_mixed_model_values_an_opponent_turn_as_half_their_best_half_a_random_sensible_move():
    from rules.ai.evaluation import Material
    from rules.ai.search import MaxN, MixedMaxN

    game = get_game("bakuk", players=3)
    state = game.initial_state()
    for move in ("1B", "2C", "2A", "2B"):  # a position with a choice for C, not the root player B
        state = game.next_state(state, game.parse_move(move))
    assert state.turn == 1 and len(game.legal_moves(state)) > 1
    mixed, plain = MixedMaxN(game, Material(), None, None), MaxN(game, Material(), None, None)
    mixed.me = plain.me = 0
    kids = [game.next_state(state, m) for m in sensible_moves(game, state)]
    values = [Material().margins(game, kid) for kid in kids]
    best = max(values, key=lambda v: v[1])
    assert plain.margins(state, 1) == best
    assert mixed.margins(state, 1) == pytest.approx(tuple(0.5 * b + 0.5 * sum(v[q] for v in values) / len(values)
                                                       for q, b in enumerate(best)))


def test_three_player_easy_uses_the_mixed_model_and_the_other_levels_max_n():
    from rules.ai import players

    assert ("bakuk", 3, "easy") in players.MIXED_MODEL
    assert not any(level != "easy" for _, _, level in players.MIXED_MODEL)


def test_expert_prepared_for_tihbat_builds_no_table_while_choosing(monkeypatch):
    from rules import tihbat_solver

    game = get_game("tihbat")
    tihbat_solver.solution.cache_clear()
    expert = get_player("expert", seed=1)
    expert.prepare(game)

    def build_again(self):
        raise AssertionError("the solved table was built during a move")

    monkeypatch.setattr(tihbat_solver.Solution, "__init__", build_again)
    state = game.initial_state()
    assert expert.choose(game, state) in tihbat_solver.best_moves(game, state)



def test_three_player_expert_values_a_finished_game_by_each_opponent_it_ended_above_or_below():
    from rules.ai.evaluation import WIN, Material, Standing

    game = get_game("bakuk", players=3)
    second = position(game, {}, to_move=None, captured={"B": 10, "C": 14, "A": 6})
    last = position(game, {}, to_move=None, captured={"B": 5, "C": 14, "A": 11})
    b = game.players.index("B")
    # Above A and below C is worth more than below both; margins over the others' mean break ties.
    assert Standing()(game, second, b) == 0 + (10 - (14 + 6) / 2)
    assert Standing()(game, last, b) == -WIN + (5 - (14 + 11) / 2)
    # The margin over the leader alone counts both as the same loss.
    assert Material()(game, second, b) == -WIN - 4 and Material()(game, last, b) == -WIN - 9


def test_three_player_expert_counts_seeds_won_against_the_others_mean_and_the_levels_below_the_leaders():
    from rules.ai import players
    from rules.ai.evaluation import Material, Standing

    game = get_game("bakuk", players=3)
    state = position(game, {"1B": 4, "2B": 4, "1C": 4, "2C": 4, "1A": 4, "2A": 4},
                     captured={"B": 9, "C": 12, "A": 3})
    b = game.players.index("B")
    assert Standing().margins(game, state)[b] == 9 - (12 + 3) / 2
    assert Material().margins(game, state)[b] == 9 - 12
    assert type(players.ExpertPlayer("expert").evaluation(game)) is Standing
    assert type(players.SearchPlayer("hard").evaluation(game)) is Material
    assert type(players.ExpertPlayer("expert").evaluation(get_game("bakuk"))) is Material


def _bakuk3_with_a_choice(turn: str):
    """Three-player Bakuk from the start, moves played until ``turn`` has two moves to choose from."""
    game = get_game("bakuk", players=3)
    state = game.initial_state()
    for move in ("1B", "2C", "2A", "2B", "1C", "1A", "1B", "2C", "2A"):
        if game.players[state.turn] == turn and len(game.legal_moves(state)) > 1:
            return game, state
        state = game.next_state(state, game.parse_move(move))
    raise AssertionError(f"no choice for {turn}")


def test_three_player_expert_searches_a_beginner_seat_as_beginner_plays_and_the_others_at_their_best():
    from rules.ai import players
    from rules.ai.evaluation import Pairs

    expert = get_player("expert", seats=("expert", "beginner", "human"))
    kind = expert.search_kind(get_game("bakuk", players=3))
    assert kind.keywords["trust"] == (1.0, 0.0, 1.0)
    for turn, beginner in (("C", True), ("A", False)):
        game, state = _bakuk3_with_a_choice(turn)
        search = kind(game, Pairs(), None, None)
        search.me = 0
        kids = [game.next_state(state, m) for m in (sensible_moves(game, state) if beginner else game.legal_moves(state))]
        values = [Pairs().margins(game, kid) for kid in kids]
        p = state.turn
        expected = tuple(sum(v[q] for v in values) / len(values) for q in range(3)) if beginner \
            else max(values, key=lambda v: v[p])
        assert search.margins(state, 1) == pytest.approx(expected)
    assert type(expert.evaluation(game)) is Pairs
    # Without a Beginner at the table, or not knowing who sits there, or with two players:
    # plain max-n (alpha-beta) and the evaluations the levels were measured with.
    for seats, g in ((("expert", "hard", "human"), game), ((), game), (("expert", "beginner"), get_game("bakuk"))):
        other = players.ExpertPlayer("expert", seats=seats)
        assert other.search_kind(g) is None
        assert type(other.evaluation(g)) is (players.Standing if len(g.players) == 3 else players.Material)


def test_at_a_table_with_beginners_expert_values_each_opponent_finished_above_or_below_as_one():
    from math import tanh

    from rules.ai.evaluation import PAIR_SCALE, Pairs

    game = get_game("bakuk", players=3)
    b = game.players.index("B")
    finished = position(game, {}, to_move=None, captured={"B": 10, "C": 14, "A": 6})
    assert Pairs()(game, finished, b) == pytest.approx(0 + (10 - (14 + 6) / 2) / 1000)
    playing = position(game, {"1B": 4, "2B": 4, "1C": 4, "2C": 4, "1A": 4, "2A": 4},
                       captured={"B": 9, "C": 12, "A": 3})
    assert Pairs()(game, playing, b) == pytest.approx(tanh(-3 / PAIR_SCALE) + tanh(6 / PAIR_SCALE))
    # However wide a lead, it is worth less than finishing above both opponents, however narrowly.
    far_ahead = position(game, {"1B": 1, "1C": 1, "1A": 2}, captured={"B": 30, "C": 1, "A": 1})
    narrow_finish = position(game, {}, to_move=None, captured={"B": 13, "C": 12, "A": 11})
    assert Pairs()(game, far_ahead, b) < 2 < Pairs()(game, narrow_finish, b)


def test_at_a_table_with_beginners_a_level_finish_is_worth_most_of_a_finish_above():
    from rules.ai.evaluation import LEVEL_PAIR, Pairs

    game = get_game("bakuk", players=3)
    b = game.players.index("B")

    def finished(c, a):
        return Pairs()(game, position(game, {}, to_move=None, captured={"B": 12, "C": c, "A": a}), b)

    assert finished(12, 6) == pytest.approx(1 + LEVEL_PAIR + (12 - 9) / 1000)
    # Level with both is worth more than above one and below the other, and less than above both.
    assert finished(11, 13) < finished(12, 12) < finished(11, 11)
    # A sure level finish outweighs an even chance of finishing above or below that opponent.
    assert (finished(6, 10) + finished(6, 14)) / 2 < finished(6, 12)


def test_tihbat_expert_cancelled_while_the_solver_re_solves_answers_with_a_legal_move():
    game = get_game("tihbat")
    state = mid_segment(game)
    assert get_player("expert", seed=1).choose(game, state, cancel=lambda: True) in game.legal_moves(state)
