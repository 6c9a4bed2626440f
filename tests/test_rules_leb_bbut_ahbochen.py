"""Leb Bbut Ahbochen: relay once, single capture on the opponent's side, grand slam, feeding."""
import pytest

from rules import IllegalMoveError

from rules_helpers import board, expected, get_game, play, position

LEB = get_game("leb-bbut-ahbochen", holes=6)


def test_sowing_starts_in_the_next_hole_counter_clockwise():
    after = play(LEB, LEB.initial_state(), "5B")
    assert after.pits == (4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 4)
    assert after.to_move == "A"


def test_no_capture_on_ones_own_side():
    start = position(LEB, {"1B": 1, "2B": 3, "3A": 2})
    after = play(LEB, start, "1B")
    assert board(LEB, after) == expected(LEB, {"2B": 4, "3A": 2}, "A")


def test_no_capture_that_empties_the_opponent():
    start = position(LEB, {"1B": 3, "6B": 1, "1A": 1})
    after, events = LEB.apply(start, "6B")
    assert board(LEB, after) == expected(LEB, {"1B": 3, "1A": 2}, "A")
    assert [(e.kind, e.hole) for e in events if e.kind == "no_capture"] == [("no_capture", "1A")]


def test_an_empty_opponent_must_be_fed():
    start = position(LEB, {"1B": 1, "5B": 2, "6B": 0, "1A": 0})
    assert [str(m) for m in LEB.legal_moves(start)] == ["5B"]
    with pytest.raises(IllegalMoveError, match="B can play: 5B"):
        LEB.apply(start, "1B")


def test_the_game_ends_when_an_empty_opponent_cannot_be_fed():
    start = position(LEB, {"1B": 1, "6A": 1}, to_move="A")
    after, events = LEB.apply(start, "6A")  # 1B makes 2, but taking it would empty B: no capture
    assert after.is_over
    assert board(LEB, after) == expected(LEB, {}, None, {"B": 2, "A": 0})
    assert [e.kind for e in events][-3:] == ["no_capture", "take", "game_over"]
    assert LEB.winners(after) == ("B",)


def test_a_relay_on_a_short_board_may_end_in_the_opponents_row_and_still_ends_the_turn():
    game = get_game("leb-bbut-ahbochen", holes=4)
    start = position(game, {"4B": 3, "2A": 1, "3A": 5})
    after, events = game.apply(start, "4B")  # 3A makes 6: relay 4A 1B 2B 3B 4B 1A; 1A makes 2
    assert [e.kind for e in events].count("relay") == 1
    assert board(game, after) == expected(
        game, {"1B": 1, "2B": 1, "3B": 1, "4B": 1, "1A": 2, "2A": 2, "4A": 1}, "A")
    assert "capture" not in [e.kind for e in events]


def test_a_long_sowing_does_not_skip_the_emptied_hole():
    start = position(LEB, {"1B": 12, "1A": 1})
    after = play(LEB, start, "1B")
    assert after.pits[0] == 1 and sum(after.pits) == 13


def test_the_game_ends_on_a_repeated_position_and_each_takes_their_own_side():
    game = get_game("leb-bbut-ahbochen", holes=4)
    state = position(game, {"4B": 1, "4A": 1})  # two seeds chase each other round the ring
    for move in ["4B", "4A", "1B", "1A", "2B", "2A", "3B"]:
        state = play(game, state, move)
        assert not state.is_over
    after, events = game.apply(state, "3A")  # back to the start position, B to move
    assert [e.kind for e in events][-4:] == ["repetition", "take", "take", "game_over"]
    assert board(game, after) == expected(game, {}, None, {"B": 1, "A": 1})


def test_a_loaded_position_that_is_already_over_is_refused():
    from rules import RecordError
    with pytest.raises(RecordError, match="already over"):
        position(LEB, {"1A": 3}, to_move="B")
