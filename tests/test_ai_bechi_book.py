"""Bechi's first moves from the book of solved openings (rules/ai/bechi_book.py, read by
rules.ai.rounds.book_moves): Expert plays one of the best moves an exact search to the round's end
finds, where its second of search does not."""
import random
import time

import pytest

from rules import get_game
from rules.ai import get_player
from rules.ai.bechi_book import BEST_MOVES
from rules.ai.rounds import UNLIMITED, MatchValue, RoundSearch, book_moves
from rules.moves import Move


def play(game, state, *moves):
    for move in moves:
        state = game.next_state(state, game.parse_move(move))
    return state


def expert(seed):
    """Expert as it plays the sparring matches: a second of its thread's processor time a move."""
    return get_player("expert", seed=seed, clock=time.thread_time)


def test_expert_as_a_answers_1b_with_1a_on_2x4():
    # 2A, which a second's search chose (16 plies deep), loses the first round by two seeds and
    # then the match
    game = get_game("bechi")
    state = play(game, game.initial_state(), "1B")
    assert {expert(seed).choose(game, state) for seed in range(4)} == {Move("sow", "1A")}


def test_expert_as_b_begins_with_1b_or_4b_on_2x4_choosing_among_them_at_random():
    game = get_game("bechi")
    chosen = {expert(seed).choose(game, game.initial_state()) for seed in range(12)}
    assert chosen == {Move("sow", "1B"), Move("sow", "4B")}


@pytest.mark.parametrize("holes", [4, 3])
def test_the_book_holds_every_position_of_the_first_three_moves_and_the_fourth(holes):
    game = get_game("bechi", holes=holes)
    states = [game.initial_state()]
    for _ in range(3):
        states = [game.next_state(s, m) for s in states for m in game.legal_moves(s) if s.round == 1]
    for state in states:
        best = book_moves(game, state)
        assert best and set(best) <= set(game.legal_moves(state))


def test_the_book_answers_only_in_the_first_round_of_a_traditional_match():
    game = get_game("bechi")
    start = game.initial_state()
    assert book_moves(game, start)
    assert not book_moves(get_game("bechi", rounds=3), start)
    assert not book_moves(get_game("bechi", first="A"), get_game("bechi", first="A").initial_state())
    assert not book_moves(game, start._replace(round=3))
    # the same board after a different history is a different position under the repetition rule
    after = play(game, start, "1B")
    assert not book_moves(game, after._replace(seen=after.seen[1:]))


@pytest.mark.parametrize(("holes", "count"), [(4, 1), (3, 3)])  # a 2x4 search takes seconds
def test_the_books_best_moves_are_those_of_a_fresh_search_to_the_rounds_end(holes, count):
    game = get_game("bechi", holes=holes)
    deepest = max(len(line.split()) for line in BEST_MOVES[holes])
    lines = sorted(line for line in BEST_MOVES[holes] if len(line.split()) == deepest)
    for line in random.Random(holes).sample(lines, count):
        state = play(game, game.initial_state(), *line.split())
        search = RoundSearch(game, MatchValue(game), None, None)
        search.root(state, game.legal_moves(state), UNLIMITED, lambda move, value: None)
        values = {move: search.exact(game.next_state(state, move), UNLIMITED - 1) for move in game.legal_moves(state)}
        value, best = BEST_MOVES[holes][line]
        assert max(values.values()) == pytest.approx(value, abs=1e-3), line
        assert {str(m) for m, v in values.items() if v > max(values.values()) - 1e-6} == set(best), line
