"""Djenon-aboure: origin first, at least two seeds, relay laps, backward capture chains."""
from rules_helpers import board, expected, get_game, play, position

DJENON = get_game("djenon-aboure")


def test_a_single_seed_may_not_be_moved():
    start = position(DJENON, {"1B": 1, "2B": 2, "3A": 2})
    assert [str(m) for m in DJENON.legal_moves(start)] == ["2B"]


def test_sowing_drops_the_first_seed_back_into_the_origin():
    start = position(DJENON, {"1B": 3, "5A": 3})
    after = play(DJENON, start, "1B")  # 3B was empty: the turn ends there
    assert board(DJENON, after) == expected(DJENON, {"1B": 1, "2B": 1, "3B": 1, "5A": 3}, "A")


def test_a_last_seed_that_makes_three_relays_from_that_hole():
    start = position(DJENON, {"1B": 2, "2B": 2, "5A": 3})
    after, events = DJENON.apply(start, "1B")
    assert [(e.hole, e.count, e.lap) for e in events if e.kind == "relay"] == [("2B", 3, 1)]
    assert board(DJENON, after) == expected(DJENON, {"1B": 1, "2B": 1, "3B": 1, "4B": 1, "5A": 3}, "A")


def test_capture_chain_runs_backward_across_the_rows():
    start = position(DJENON, {"6B": 3, "1A": 1, "2A": 3, "4A": 2})
    after, events = DJENON.apply(start, "6B")
    assert [(e.hole, e.count) for e in events if e.kind == "capture"] == [("2A", 4), ("1A", 2)]
    assert board(DJENON, after) == expected(DJENON, {"6B": 1, "4A": 2}, "A", {"B": 6})


def test_an_endless_relay_stops_the_move_without_capture():
    pits = dict(zip(DJENON.labels, [1, 2, 1, 4, 3, 1, 5, 4, 5, 2, 1, 2]))
    after, events = DJENON.apply(position(DJENON, pits), "5B")
    assert events[-2].kind == "endless_relay"
    assert sum(e.kind == "relay" for e in events) == 258
    assert "capture" not in {e.kind for e in events}
    assert after.pits == (1, 2, 1, 4, 1, 2, 6, 4, 5, 2, 1, 2)
    assert DJENON.next_state(position(DJENON, pits), "5B") == after  # search sows it again, noting laps


def test_the_game_ends_when_every_hole_holds_at_most_one_and_each_takes_their_row():
    start = position(DJENON, {"1B": 2, "3B": 1, "6A": 1})
    after = play(DJENON, start, "1B")
    assert board(DJENON, after) == expected(DJENON, {}, None, {"B": 3, "A": 1})


def test_a_player_with_no_hole_of_two_passes():
    start = position(DJENON, {"1B": 1, "3A": 3})
    assert [str(m) for m in DJENON.legal_moves(start)] == ["pass"]
