"""Tihbat: 2x2, origin first, captures of 2, 4, 6 or 8 only in the mover's own holes."""
import pytest

from rules import RecordError

from rules_helpers import board, expected, get_game, play, position

TIHBAT = get_game("tihbat")


def test_capture_only_in_the_movers_own_hole():
    start = position(TIHBAT, {"1B": 2, "2B": 1, "1A": 3, "2A": 2})
    after = play(TIHBAT, start, "1B")
    assert board(TIHBAT, after) == expected(TIHBAT, {"1B": 1, "1A": 3, "2A": 2}, "A", {"B": 2})


def test_landing_on_the_opponents_side_never_captures():
    start = position(TIHBAT, {"2B": 2, "1A": 1, "2A": 1})
    after = play(TIHBAT, start, "2B")
    assert board(TIHBAT, after) == expected(TIHBAT, {"2B": 1, "1A": 2, "2A": 1}, "A")


def test_a_single_seed_is_a_legal_idle_move():
    start = position(TIHBAT, {"1B": 1, "1A": 3})
    after = play(TIHBAT, start, "1B")
    assert board(TIHBAT, after) == expected(TIHBAT, {"1B": 1, "1A": 3}, "A")


def test_a_repeated_position_ends_the_game_and_the_rest_is_split_equally():
    start = position(TIHBAT, {"1B": 1, "1A": 1})
    after, events = TIHBAT.apply(play(TIHBAT, start, "1B"), "1A")
    assert [e.kind for e in events][-4:] == ["repetition", "take", "take", "game_over"]
    assert board(TIHBAT, after) == expected(TIHBAT, {}, None, {"B": 1, "A": 1})


def test_an_odd_number_of_seeds_on_the_board_is_refused():
    with pytest.raises(RecordError, match="even"):
        position(TIHBAT, {"1B": 2, "1A": 1})


def test_ten_seeds_is_not_a_capture():
    start = position(TIHBAT, {"1B": 2, "2B": 9, "1A": 1})
    after = play(TIHBAT, start, "1B")
    assert board(TIHBAT, after) == expected(TIHBAT, {"1B": 1, "2B": 10, "1A": 1}, "A")
