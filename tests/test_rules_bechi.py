"""Bechi: direction by hole, opened holes, even chains, rounds, refill and holes out of play."""
from rules_helpers import board, expected, get_game, play, position

BECHI = get_game("bechi", holes=4)
SMALL = get_game("bechi", holes=3)


def test_left_holes_sow_clockwise_and_right_holes_counter_clockwise():
    start = BECHI.initial_state()
    assert play(BECHI, start, "2B").pits == (7, 1, 6, 6, 7, 7, 7, 7)  # 2B 1B 4A 3A 2A 1A
    assert play(BECHI, start, "3B").pits == (6, 6, 1, 7, 7, 7, 7, 7)  # 3B 4B 1A 2A 3A 4A


def test_the_hole_chosen_now_is_not_yet_opened_for_its_own_captures():
    start = position(BECHI, {"4B": 2, "1A": 1, "2A": 3})
    after = play(BECHI, start, "4B")  # 1A makes 2 but was never chosen: no capture
    assert board(BECHI, after) == expected(BECHI, {"4B": 1, "1A": 2, "2A": 3}, "A", opened=["4B"])


def test_a_chain_stops_at_a_hole_that_was_never_opened():
    start = position(BECHI, {"3B": 2, "4B": 1, "1A": 2}, opened=["4B"])
    after = play(BECHI, start, "3B")  # 4B makes 2 (opened): take; 1A even but not opened: stop
    assert board(BECHI, after) == expected(BECHI, {"3B": 1, "1A": 2}, "A", {"B": 2}, opened=["3B", "4B"])


def test_two_by_three_centre_hole_is_sown_either_way():
    assert [str(m) for m in SMALL.legal_moves(SMALL.initial_state())] == ["1B", "2B:cw", "2B:ccw", "3B"]
    start = position(SMALL, {"1B": 1, "2B": 3, "3B": 1, "1A": 1, "3A": 1})
    assert board(SMALL, play(SMALL, start, "2B:cw")) == expected(
        SMALL, {"1B": 2, "2B": 1, "3B": 1, "1A": 1, "3A": 2}, "A", opened=["2B"])
    assert board(SMALL, play(SMALL, start, "2B:ccw")) == expected(
        SMALL, {"1B": 1, "2B": 1, "3B": 2, "1A": 2, "3A": 1}, "A", opened=["2B"])


def test_holes_out_of_play_are_skipped_by_sowing_and_chains():
    start = position(BECHI, {"3B": 3, "4B": 1, "2A": 1}, in_play=["1B", "2B", "3B", "4B", "2A", "3A"],
                     opened=["4B", "2A"], round=2, stores={"B": 10, "A": 2})
    after = play(BECHI, start, "3B")  # 3B 4B (1A skipped) 2A: 2A makes 2, then 3A empty stops
    assert board(BECHI, after) == expected(
        BECHI, {"3B": 1, "4B": 2}, "A", {"B": 2}, opened=["3B", "4B", "2A"], round=2,
        stores={"B": 10, "A": 2}, in_play=["1B", "2B", "3B", "4B", "2A", "3A"])


def test_the_match_is_lost_by_a_player_who_cannot_fill_one_hole():
    start = position(BECHI, {"4B": 2, "2A": 1}, captured={"B": 40, "A": 3})
    after, events = BECHI.apply(start, "4B")  # B takes 4B's 1, A takes 1A and 2A: 41 to 5
    assert board(BECHI, after) == expected(BECHI, {}, None, {"B": 41, "A": 5})
    assert BECHI.winners(after) == ("B",)
    assert events[-1].kind == "game_over"


def test_equal_capitals_fill_every_hole_and_the_other_player_starts_round_two():
    start = position(BECHI, {"4B": 2, "2A": 1}, captured={"B": 23, "A": 22})
    after = play(BECHI, start, "4B")  # B takes 4B's 1, A takes 1A and 2A: 24 each
    assert after.round == 2 and after.phase == "play" and after.to_move == "A"
    assert after.pits == (6,) * 8 and after.stores == (0, 0)


def test_a_repeated_position_ends_the_round():
    start = position(BECHI, {"1B": 2, "2B": 2, "4A": 3}, opened=["1B"], captured={"B": 20, "A": 21})
    after = play(BECHI, start, "1B")
    assert not after.is_over and after.round == 1
    # Had this position already occurred in the round, the same move ends the round instead.
    earlier = start._replace(seen=(*start.seen, BECHI.key(after.board, 1, after.opened_mask)))
    ended, events = BECHI.apply(earlier, "1B")
    assert "repetition" in [e.kind for e in events]
    assert events[[e.kind for e in events].index("repetition") + 1:][-1].kind in ("turn", "game_over")
    assert ended.round == 2


def test_the_first_player_alternates_from_round_to_round():
    game = get_game("bechi", holes=4, first="A")
    assert [game.players[game.starter(r)] for r in (1, 2, 3, 4)] == ["A", "B", "A", "B"]


def test_with_too_few_seeds_for_a_full_board_both_players_choose_their_holes_poorer_first():
    start = position(BECHI, {"4B": 2}, captured={"B": 13, "A": 14})
    between = play(BECHI, start, "4B")  # capitals 14 (B) and 15 (A): neither can fill four holes
    assert board(BECHI, between) == expected(BECHI, {}, "B", stores={"B": 14, "A": 15}, round=2,
                                             phase="refill", in_play=[])
    halfway = play(BECHI, between, "refill:1B,4B")
    assert board(BECHI, halfway) == expected(BECHI, {"1B": 6, "4B": 6}, "A", stores={"B": 2, "A": 15},
                                             round=2, phase="refill", in_play=["1B", "4B"])
    assert BECHI.refill_count(halfway) == 2
    round_two = play(BECHI, halfway, "refill:2A,3A")
    assert board(BECHI, round_two) == expected(
        BECHI, {"1B": 6, "4B": 6, "2A": 6, "3A": 6}, "A", stores={"B": 2, "A": 3}, round=2,
        in_play=["1B", "4B", "2A", "3A"])


def test_on_equal_capital_too_small_for_a_full_board_the_rounds_first_player_chooses_first():
    start = position(BECHI, {"4B": 2}, captured={"B": 13, "A": 13})
    between = play(BECHI, start, "4B")
    assert between.phase == "refill" and between.to_move == "A" and between.stores == (14, 14)


def test_a_match_of_three_rounds_ends_after_round_three_and_the_larger_capital_wins():
    game = get_game("bechi", holes=4, rounds=3)
    start = position(game, {"4B": 2, "2A": 1}, captured={"B": 26, "A": 19}, round=3)
    after, events = game.apply(start, "4B")  # B takes 4B's 1, A takes 1A and 2A: 27 to 21
    assert board(game, after) == expected(game, {}, None, {"B": 27, "A": 21}, round=3)
    assert game.winners(after) == ("B",)
    assert events[-1].kind == "game_over"


def test_before_its_last_round_a_match_of_rounds_goes_on_as_the_tradition_has_it():
    game = get_game("bechi", holes=4, rounds=3)
    start = position(game, {"4B": 2, "2A": 1}, captured={"B": 26, "A": 19}, round=2)
    after = play(game, start, "4B")
    assert after.round == 3 and not after.is_over and after.phase == "refill" and after.to_move == "A"


def test_equal_capitals_after_the_last_round_are_a_draw():
    game = get_game("bechi", holes=4, rounds=1)
    start = position(game, {"4B": 2, "2A": 1}, captured={"B": 23, "A": 22})
    after = play(game, start, "4B")  # 24 each: the traditional match would go on to round 2
    assert after.is_over and game.winners(after) == ("B", "A")


def test_the_traditional_match_has_no_last_round_and_records_keep_the_match_length():
    assert get_game("bechi").options["rounds"] == 0
    start = position(BECHI, {"4B": 2, "2A": 1}, captured={"B": 26, "A": 19}, round=10)
    assert play(BECHI, start, "4B").round == 11
    from rules import Record, dump_record, load_record
    game = get_game("bechi", holes=3, rounds=5)
    assert load_record(dump_record(Record(game, None, ["1B"]))).game.options == {"holes": 3, "rounds": 5, "first": "B"}
