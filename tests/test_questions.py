"""Predict mode's questions: which question a move gets, its choices and its right answer."""
import random

import pytest

from desktop_app.teaching.questions import CAPTURE, CAPTURES, KINDS, LAST_HOLE, NOTHING, RELAY, WHAT_NEXT, Tally, ask, check
from rules import GAME_IDS, variants

from rules_helpers import get_game, position

LEB = get_game("leb-bbut-ahbochen", holes=6)
BAKUK = get_game("bakuk")
THREE = get_game("bakuk", players=3)
DJENON = get_game("djenon-aboure")
BECHI = get_game("bechi", holes=4)
SMALL_BECHI = get_game("bechi", holes=3)


def kinds_asked(game, state, move, plies):
    _, events = game.apply(state, move)
    return [ask(game, state, game.parse_move(move), events, ply).kind for ply in plies]


def questions(game, state, move):
    """Every question the move can get, by kind: four turns of one team ask each kind."""
    _, events = game.apply(state, move)
    plies = range(0, 4 * len(game.players), len(game.players))
    asked = [ask(game, state, game.parse_move(move), events, ply) for ply in plies]
    return {question.kind: question for question in asked}


def answers(game, state, move):
    return {kind: question.answer for kind, question in questions(game, state, move).items()}


def test_a_relay_asks_where_the_seeds_of_the_chosen_hole_end_not_the_relayed_ones():
    start = position(LEB, {"5B": 3, "2A": 5, "4A": 1})  # 6B 1A 2A: 2A makes 6, relay 3A..2B
    assert answers(LEB, start, "5B") == {LAST_HOLE: "2A", WHAT_NEXT: RELAY, CAPTURES: 0}


def test_a_relay_move_is_asked_what_happens_next_more_often_by_each_team():
    start = position(LEB, {"5B": 3, "2A": 5, "4A": 1})
    b_side, a_side = range(0, 16, 2), range(1, 16, 2)
    for plies in (b_side, a_side):
        assert kinds_asked(LEB, start, "5B", plies) == [WHAT_NEXT, LAST_HOLE, WHAT_NEXT, CAPTURES,
                                                        LAST_HOLE, WHAT_NEXT, CAPTURES, WHAT_NEXT]


def test_a_capture_is_counted_and_asked_about_more_often():
    start = position(LEB, {"5B": 2, "1A": 1, "3A": 3})  # 6B 1A: 1A makes 2, A keeps 3
    assert answers(LEB, start, "5B") == {LAST_HOLE: "1A", WHAT_NEXT: CAPTURE, CAPTURES: 2}
    assert kinds_asked(LEB, start, "5B", range(0, 8, 2)) == [CAPTURES, LAST_HOLE, CAPTURES, WHAT_NEXT]


def test_three_players_each_meet_every_kind_of_question():
    start = THREE.initial_state()  # 1B: 2B 1C 2C 1A 2A 1B, a quiet move
    for team in range(3):
        kinds = kinds_asked(THREE, start, "1B", range(team, 12, 3))
        assert kinds == [LAST_HOLE, CAPTURES, LAST_HOLE, WHAT_NEXT]


def test_a_move_without_relay_or_capture_still_gets_every_kind_of_question():
    start = LEB.initial_state()  # 5B: 6B 1A 2A 3A, 3A makes 5
    asked = questions(LEB, start, "5B")
    assert {kind: q.answer for kind, q in asked.items()} == {LAST_HOLE: "3A", WHAT_NEXT: NOTHING, CAPTURES: 0}
    assert asked[LAST_HOLE].choices == LEB.labels
    assert asked[CAPTURES].choices == tuple(range(10))
    assert asked[WHAT_NEXT].choices == (NOTHING, CAPTURE, RELAY)
    assert {q.text_key for q in asked.values()} == {"predict.last_hole", "predict.captures", "predict.what_next"}


def test_a_capture_forbidden_by_the_grand_slam_rule_is_nothing():
    start = position(LEB, {"1B": 3, "6B": 1, "1A": 1})  # 1A makes 2, but A would be left with none
    assert answers(LEB, start, "6B") == {LAST_HOLE: "1A", WHAT_NEXT: NOTHING, CAPTURES: 0}


def test_relay_then_capture_answers_relay_and_counts_the_whole_chain_but_not_the_leftovers():
    start = position(DJENON, {"5B": 2, "6B": 2, "1A": 1, "2A": 3})
    # 5B 6B: 6B makes 3, relay 6B 1A 2A: 2A makes 4, chain back 2A, 1A (2); the game ends and
    # B takes the seeds left in 5B and 6B, which are no capture
    _, events = DJENON.apply(start, "5B")
    assert [e.kind for e in events].count("take") == 2
    assert answers(DJENON, start, "5B") == {LAST_HOLE: "6B", WHAT_NEXT: RELAY, CAPTURES: 6}


def test_bechi_left_holes_sow_clockwise_so_the_last_seed_falls_on_that_side():
    start = BECHI.initial_state()
    assert answers(BECHI, start, "2B")[LAST_HOLE] == "1A"  # 2B 1B 4A 3A 2A 1A
    assert answers(BECHI, start, "3B")[LAST_HOLE] == "4A"  # 3B 4B 1A 2A 3A 4A


def test_bechi_two_by_three_centre_hole_is_asked_the_way_it_is_sown():
    start = position(SMALL_BECHI, {"1B": 1, "2B": 3, "3B": 1, "1A": 1, "3A": 1})
    assert answers(SMALL_BECHI, start, "2B:cw")[LAST_HOLE] == "3A"  # 2B 1B 3A
    assert answers(SMALL_BECHI, start, "2B:ccw")[LAST_HOLE] == "1A"  # 2B 3B 1A


def test_bechi_holes_out_of_play_are_not_offered():
    in_play = ["1B", "2B", "3B", "4B", "2A", "3A"]
    start = position(BECHI, {"3B": 3, "4B": 1, "2A": 1}, in_play=in_play, opened=["4B", "2A"], round=2,
                     stores={"B": 10, "A": 2})
    asked = questions(BECHI, start, "3B")  # 3B 4B 2A: 2A makes 2 (opened), 3A empty stops
    assert asked[LAST_HOLE].choices == tuple(in_play)
    assert {kind: q.answer for kind, q in asked.items()} == {LAST_HOLE: "2A", WHAT_NEXT: CAPTURE, CAPTURES: 2}


def test_capture_buttons_go_no_higher_than_the_seeds_on_the_board():
    start = position(BAKUK, {"1B": 1, "2B": 1, "1A": 3})  # 1B sows 2B, which makes 2: 5 seeds in all
    assert questions(BAKUK, start, "1B")[CAPTURES].choices == (0, 1, 2, 3, 4, 5)


def test_a_large_capture_gets_ten_buttons_in_a_row_around_it():
    start = position(BAKUK, {"2B": 3, "3B": 1, "1A": 3, "2A": 4, "3A": 4})  # 1A 2A 3A make 4, 4, 4
    _, events = BAKUK.apply(start, "3B")
    asked = [ask(BAKUK, start, BAKUK.parse_move("3B"), events, ply) for ply in range(40)]
    asked = [question for question in asked if question.kind == CAPTURES]
    assert len(asked) == 20
    for question in asked:
        assert question.answer == 12
        assert question.choices == tuple(range(question.choices[0], question.choices[0] + 10))
        assert 12 in question.choices and question.choices[-1] <= 15  # the seeds on the board
    assert len({question.choices[0] for question in asked}) > 1  # the answer is not always at one button


def test_a_worksheet_may_ask_one_kind_of_question_for_every_move():
    start = position(LEB, {"5B": 2, "1A": 1, "3A": 3})
    _, events = LEB.apply(start, "5B")
    for ply in range(8):
        question = ask(LEB, start, LEB.parse_move("5B"), events, ply, kind=LAST_HOLE)
        assert (question.kind, question.answer) == (LAST_HOLE, "1A")
    with pytest.raises(ValueError, match="there is no question 'seeds'; the questions are last_hole, captures"):
        ask(LEB, start, LEB.parse_move("5B"), events, 0, kind="seeds")


def test_a_pass_or_a_refill_asks_nothing():
    start = position(BAKUK, {"1A": 3, "3A": 1}, to_move="B")
    _, events = BAKUK.apply(start, "pass")
    assert ask(BAKUK, start, BAKUK.parse_move("pass"), events, 0) is None
    between = position(BECHI, {}, "B", stores={"B": 14, "A": 15}, round=2, phase="refill", in_play=[])
    move = BECHI.legal_moves(between)[0]
    _, events = BECHI.apply(between, move)
    assert ask(BECHI, between, move, events, 5) is None


def test_events_of_another_kind_of_move_are_refused():
    start = position(BAKUK, {"1A": 3, "3A": 1}, to_move="B")
    _, events = BAKUK.apply(start, "pass")
    with pytest.raises(ValueError, match="sow nothing"):
        ask(BAKUK, start, BAKUK.parse_move("1A"), events, 0)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_move_of_random_games_gets_questions_whose_answer_is_a_choice(game_id):
    rng = random.Random(game_id)
    for options in variants(game_id):
        game = get_game(game_id, **options)
        for _ in range(3):
            state, ply = game.initial_state(), 0
            while not state.is_over:
                move = rng.choice(game.legal_moves(state))
                new, events = game.apply(state, move)
                for kind in KINDS:
                    question = ask(game, state, move, events, ply, kind)
                    assert (question is None) == (move.kind != "sow")
                    if question is not None:
                        assert check(question, question.answer), (game_id, options, state, move, question)
                        assert len(question.choices) <= 10 or kind == LAST_HOLE
                state, ply = new, ply + 1


def test_check_takes_the_answer_as_a_button_or_a_key_gives_it():
    asked = questions(LEB, position(LEB, {"5B": 2, "1A": 1, "3A": 3}), "5B")
    assert check(asked[LAST_HOLE], "1A") and check(asked[LAST_HOLE], " 1a ")
    assert not check(asked[LAST_HOLE], "2A")
    assert check(asked[CAPTURES], 2) and check(asked[CAPTURES], "2") and not check(asked[CAPTURES], 0)
    assert check(asked[WHAT_NEXT], CAPTURE) and not check(asked[WHAT_NEXT], RELAY)
    with pytest.raises(ValueError, match="7 is not one of the choices: 0, 1, 2, 3, 4, 5, 6"):
        check(asked[CAPTURES], 7)
    with pytest.raises(ValueError, match="'9Z' is not one of the choices"):
        check(asked[LAST_HOLE], "9z")


def test_three_player_bakuk_has_a_team_per_player_each_answering_for_its_own_moves():
    tally = Tally(THREE.players)
    state, teams = THREE.initial_state(), []
    for ply, move in enumerate(["1B", "1C", "1A", "2B"]):
        new, events = THREE.apply(state, move)
        question = ask(THREE, state, THREE.parse_move(move), events, ply)
        team = state.to_move
        teams.append(team)
        wrong = next(choice for choice in question.choices if choice != question.answer)
        tally.record(ply, team, check(question, wrong if team == "C" else question.answer))
        state = new
    assert teams == ["B", "C", "A", "B"]
    assert tally.scores() == {"B": (2, 2), "C": (0, 1), "A": (1, 1)}
    assert tally.leaders() == ("B",)


def test_a_ply_answered_again_after_an_undo_counts_once():
    tally = Tally(("B", "A"))
    tally.record(0, "B", True)
    tally.record(1, "A", True)
    tally.record(2, "B", False)
    tally.forget(1)  # two moves taken back
    assert tally.scores() == {"B": (1, 1), "A": (0, 0)}
    tally.record(1, "A", False)
    tally.record(1, "A", True)
    assert tally.scores() == {"B": (1, 1), "A": (1, 1)}
    assert tally.leaders() == ("B", "A")
    tally.clear()
    assert tally.scores() == {"B": (0, 0), "A": (0, 0)} and tally.leaders() == ("B", "A")


def test_a_tally_refuses_unknown_or_repeated_teams():
    with pytest.raises(ValueError, match="there is no team 'C'; the teams are B, A"):
        Tally(("B", "A")).record(0, "C", True)
    with pytest.raises(ValueError, match="each named once"):
        Tally(("B", "B"))
    with pytest.raises(ValueError, match="one or more teams"):
        Tally(())
