"""Bechi's first moves from the book of solved openings (rules/ai/bechi_book.py, read by
rules.ai.rounds.book_moves): Expert plays one of the best moves an exact search to the round's end
finds, where its second of search does not, in every round begun with every hole full."""
import random
import time

import pytest

from rules import get_game
from rules.ai import get_player
from rules.ai.bechi_book import BEST_MOVES
from rules.ai.rounds import MIRRORED, UNLIMITED, MatchValue, RoundSearch, book_moves
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


def test_expert_as_b_answers_1a_with_1b_in_a_round_a_begins_with_every_hole_full():
    # the first round turned about: after a level first round A begins the second, and 2B (the
    # search's answer, as 2A was in the first) loses it by two seeds and then the match
    game = get_game("bechi")
    state = play(game, game.level_round(2), "1A")
    assert {expert(seed).choose(game, state) for seed in range(4)} == {Move("sow", "1B")}


@pytest.mark.parametrize("holes", [4, 3])
def test_the_book_holds_every_position_of_the_first_three_moves_and_the_fourth(holes):
    game = get_game("bechi", holes=holes)
    states = [game.initial_state()]
    for _ in range(3):
        states = [game.next_state(s, m) for s in states for m in game.legal_moves(s) if s.round == 1]
    for state in states:
        best = book_moves(game, state)
        assert best and set(best) <= set(game.legal_moves(state))


def test_the_book_answers_in_every_round_of_a_traditional_match_begun_with_every_hole_full():
    game = get_game("bechi")
    start = game.initial_state()
    assert game.level_round(1) == start  # a match begins as a round after a level one does
    assert book_moves(game, start) == (Move("sow", "1B"), Move("sow", "4B"))
    assert book_moves(game, game.level_round(3)) == book_moves(game, start)
    # A begins the even rounds: the book turned about, hole kA for kB
    second = game.level_round(2)
    assert second.turn == 1 and book_moves(game, second) == (Move("sow", "1A"), Move("sow", "4A"))
    assert book_moves(game, play(game, second, "1A")) == (Move("sow", "1B"),)
    first_a = get_game("bechi", first="A")
    assert book_moves(first_a, first_a.initial_state()) == (Move("sow", "1A"), Move("sow", "4A"))
    assert not book_moves(get_game("bechi", rounds=3), start)
    assert not book_moves(game, start._replace(round=2))  # B does not begin round 2
    # the same board after a different history is a different position under the repetition rule
    after = play(game, start, "1B")
    assert not book_moves(game, after._replace(seen=after.seen[1:]))


# A 2x4 search takes seconds. Rounds begun by A: round 2, and round 1 of a match A begins.
@pytest.mark.parametrize(("holes", "first", "round_number", "count"),
                         [(4, "B", 1, 1), (3, "B", 1, 3), (4, "B", 2, 1), (3, "B", 2, 2), (3, "A", 1, 1)])
def test_the_books_best_moves_are_those_of_a_fresh_search_to_the_rounds_end(holes, first, round_number, count):
    game = get_game("bechi", holes=holes, first=first)
    begun = game.level_round(round_number)
    turned = MIRRORED if begun.turn else {}
    deepest = max(len(line.split()) for line in BEST_MOVES[holes])
    lines = sorted(line for line in BEST_MOVES[holes] if len(line.split()) == deepest)
    for line in random.Random(holes + round_number).sample(lines, count):
        state = play(game, begun, *line.translate(turned).split())
        search = RoundSearch(game, MatchValue(game), None, None)
        search.root(state, game.legal_moves(state), UNLIMITED, lambda move, value: None)
        values = {move: search.exact(game.next_state(state, move), UNLIMITED - 1) for move in game.legal_moves(state)}
        value, best = BEST_MOVES[holes][line]
        assert max(values.values()) == pytest.approx(value, abs=1e-3), line
        assert {str(m) for m, v in values.items() if v > max(values.values()) - 1e-6} == {m.translate(turned) for m in best}, line
