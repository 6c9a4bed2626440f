"""The worked examples of docs/rules.md, each played as written."""
from rules_helpers import board, expected, get_game, play, position


def test_leb_no_multiple_capture_only_the_last_hole_is_taken():
    game = get_game("leb-bbut-ahbochen", holes=6)
    start = position(game, {"1B": 1, "6B": 2, "1A": 1, "2A": 3, "5A": 2})
    after = play(game, start, "6B")
    assert board(game, after) == expected(game, {"1B": 1, "1A": 2, "5A": 2}, "A", {"B": 4})


def test_leb_relay_once_then_the_turn_ends_without_capture():
    game = get_game("leb-bbut-ahbochen", holes=6)
    start = position(game, {"4B": 5, "1A": 1, "3A": 5, "6A": 2})
    after, events = game.apply(start, "4B")
    assert board(game, after) == expected(
        game, {"1B": 1, "2B": 1, "3B": 1, "5B": 1, "6B": 1, "1A": 2, "2A": 1, "4A": 1, "5A": 1, "6A": 3}, "A")
    assert [e.hole for e in events if e.kind == "sow"] == [
        "5B", "6B", "1A", "2A", "3A", "4A", "5A", "6A", "1B", "2B", "3B"]
    assert [e.kind for e in events if e.kind in ("relay", "capture")] == ["relay"]


def test_bechi_capture_chain_follows_the_sowing_direction_through_opened_holes():
    game = get_game("bechi", holes=4)
    start = position(game, {"1B": 2, "2B": 3, "3B": 4, "4B": 1, "1A": 1, "2A": 1, "3A": 2, "4A": 4},
                     opened=["2A", "3A", "4A", "1B"])
    after, events = game.apply(start, "3B")
    assert [(e.hole, e.count) for e in events if e.kind == "capture"] == [("2A", 2), ("3A", 2), ("4A", 4), ("1B", 2)]
    assert board(game, after) == expected(
        game, {"2B": 3, "3B": 1, "4B": 2, "1A": 2}, "A", {"B": 10}, opened=["1B", "3B", "2A", "3A", "4A"])


def test_bechi_chain_runs_on_from_the_last_hole_and_stops_at_an_odd_one():
    game = get_game("bechi", holes=4)
    start = position(game, {"2B": 1, "3B": 4, "4B": 7, "1A": 2}, opened=["2B", "3B"])
    after = play(game, start, "4B")
    assert board(game, after) == expected(
        game, {"1B": 1, "4B": 1, "1A": 3, "2A": 1, "3A": 1, "4A": 1}, "A", {"B": 6}, opened=["2B", "3B", "4B"])


def test_bechi_round_ends_when_no_hole_holds_two_and_the_poorer_player_chooses_holes():
    game = get_game("bechi", holes=4)
    start = position(game, {"1B": 1, "2B": 1, "4B": 2, "2A": 1}, captured={"B": 31, "A": 12})
    between = play(game, start, "4B")
    assert board(game, between) == expected(
        game, {}, "A", stores={"B": 34, "A": 14}, round=2, phase="refill")
    assert game.refill_count(between) == 2
    assert "refill:1A,3A" in [str(m) for m in game.legal_moves(between)]
    round_two = play(game, between, "refill:3A,1A")
    assert board(game, round_two) == expected(
        game, {"1B": 6, "2B": 6, "3B": 6, "4B": 6, "1A": 6, "3A": 6}, "A",
        stores={"B": 10, "A": 2}, round=2, in_play=["1B", "2B", "3B", "4B", "1A", "3A"])


def test_bechi_a_single_seed_cannot_be_chosen():
    game = get_game("bechi", holes=4)
    start = position(game, {"1B": 1, "2B": 3, "3A": 2})
    assert [str(m) for m in game.legal_moves(start)] == ["2B"]
