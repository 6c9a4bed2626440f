"""The batch simulator plays by the rules model's rules: its games replay move for move."""
import numpy as np
import pytest

from rules import GameOptionError, get_game, variants
from rules.ai import sensible_moves
from rules.batch import batch_game, simulate

ALL_VARIANTS = [(g, o) for g in ("leb-bbut-ahbochen", "bakuk", "djenon-aboure", "tihbat", "bechi")
                for o in variants(g)]


def _replay(game, results, i, check_move=None):
    """Replay game ``i``: every move legal, the same legal moves offered, the same end."""
    state = game.initial_state()
    for move, offered in zip(results.moves[i], results.legal[i]):
        legal = game.legal_moves(state)
        if state.phase == "play":
            assert offered == set(legal), (state, offered)
        if check_move is not None:
            check_move(state, move)
        state = game.next_state(state, move)
    assert state.is_over
    scores = game.scores(state)
    assert [scores[p] for p in game.players] == results.scores[i].tolist()
    assert len(results.moves[i]) == results.plies[i]
    winners = game.winners(state)
    assert results.winner[i] == (game.players.index(winners[0]) if len(winners) == 1 else -1)


@pytest.mark.parametrize("game_id,options", ALL_VARIANTS)
def test_random_batch_games_replay_through_the_rules_model_with_the_same_results(game_id, options):
    game = get_game(game_id, **options)
    results = simulate(game_id, options, 12, seed=3, record=True)
    for i in range(12):
        _replay(game, results, i)


@pytest.mark.parametrize("game_id,options", ALL_VARIANTS)
def test_beginner_batch_games_choose_only_sensible_moves(game_id, options):
    game = get_game(game_id, **options)
    results = simulate(game_id, options, 6, seed=4, player="beginner", record=True)

    def sensible(state, move):
        assert move in sensible_moves(game, state), (state, move)

    for i in range(6):
        _replay(game, results, i, sensible)


def test_first_player_option_is_followed():
    results = simulate("tihbat", {"first": "A"}, 20, seed=1, record=True)
    game = get_game("tihbat", first="A")
    assert results.first == 1
    for i in range(3):
        _replay(game, results, i)


def test_the_same_seed_plays_the_same_games():
    a = simulate("bakuk", {"players": 3}, 50, seed=9)
    b = simulate("bakuk", {"players": 3}, 50, seed=9)
    assert np.array_equal(a.scores, b.scores) and np.array_equal(a.plies, b.plies)


def test_every_seed_is_accounted_for_at_the_end():
    for game_id, options in ALL_VARIANTS:
        game = get_game(game_id, **options)
        results = simulate(game_id, options, 60, seed=2)
        assert (results.scores.sum(axis=1) == game.size * game.seeds_per_hole).all()


def test_an_endless_relay_stops_the_move_as_in_the_rules_model():
    game = get_game("djenon-aboure")
    pits = [1, 2, 1, 4, 3, 1, 5, 4, 5, 2, 1, 2]  # 5B relays 258 laps, then a lap repeats
    state = game.next_state(game.make_state(pits, (0, 0), 0), "5B")
    bg = batch_game("djenon-aboure")
    b = bg.step(bg.boards([pits], [0]), np.array([bg.code[game.parse_move("5B")]]))
    assert b.pits[0].tolist() == list(state.pits) and b.cap[0].tolist() == list(state.captured)
    assert b.turn[0] == game.players.index(state.to_move)


def test_an_unknown_game_option_or_player_is_refused_with_a_clear_message():
    with pytest.raises(GameOptionError, match="no game"):
        simulate("oware", {}, 5)
    with pytest.raises(GameOptionError, match="holes"):
        simulate("bechi", {"holes": 5}, 5)
    with pytest.raises(ValueError, match="random, beginner"):
        simulate("tihbat", {}, 5, player="expert")


@pytest.mark.parametrize("rounds", [1, 3])
def test_bechi_matches_of_so_many_rounds_end_after_their_last_round_as_the_rules_model_has_it(rounds):
    game = get_game("bechi", rounds=rounds)
    results = simulate("bechi", {"rounds": rounds}, 12, seed=5, record=True)
    for i in range(12):
        _replay(game, results, i)
    assert results.plies.max() < simulate("bechi", {}, 12, seed=5).plies.max()
