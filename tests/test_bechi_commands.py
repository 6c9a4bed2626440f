"""``python -m rules bechi``: the book of openings, how rounds end and a round's value, each run
through the command line with small arguments and its output checked against what it computes."""
import re

import pytest
from test_tables import plain_value

from rules import get_game
from rules.ai.bechi_book import BEST_MOVES
from rules.ai.round_outcomes import ROUND_ENDS
from rules.ai.rounds import RoundView, worths
from rules.cli import main

# Bechi 2x3, round 1, ten seeds on the board, the round's end a few plies away; B to move, then A
B_NEAR_END = "3B 3A 1B 2A:cw 3B 3A 2B:ccw 3A 2B:ccw 2A:ccw 1B 2A:cw 2B:ccw 1A 2B:cw 3A 2B:cw 1A"
A_NEAR_END = "2B:cw 2A:cw 2B:ccw 3A 1B 1A 3B 2A:ccw 2B:cw 2A:cw 1B"
MOVE_LINE = re.compile(r"  (\S+)  (-?[0-9]+\.[0-9]{2})")


def run(capsys, *args):
    code = main(["bechi", *args])
    out, err = capsys.readouterr()
    return code, out, err


def module_of(text):
    """The names a printed data module defines, run as Python."""
    names = {}
    exec(compile(text, "<printed module>", "exec"), names)
    return names


def reached(moves):
    game = get_game("bechi", holes=3)
    state = game.initial_state()
    for move in moves.split():
        state = game.next_state(state, move)
    assert state.round == 1 and state.turn >= 0
    return game, state


def exact_capital_margins(moves):
    """Each move's capital margin to the player to move, by the plain search to the round's end
    (``RoundView`` turns the round's end into a finished position of capitals)."""
    game, state = reached(moves)
    view, known, sign = RoundView(game, 1), {}, 1 if state.turn == 0 else -1
    return {str(m): sign * plain_value(view, view.next_state(state, m), known) for m in game.legal_moves(state)}


def printed_values(out):
    return {move: float(value) for move, value in MOVE_LINE.findall(out)}


def test_round_value_says_which_moves_end_the_match_and_prints_their_margin_without_the_wins_bonus(capsys):
    # 2x3, the first round lost 9-27 by A: whichever hole A refills, the second round under best
    # play leaves A under one hole's six seeds, which ends the match 3-33
    moves = "3B 3A 1B 2A:ccw 2B:ccw 1A 1B 1A 2B:cw 3A 1B"
    for valued in ([], ["--capitals"]):
        code, out, _ = run(capsys, "round-value", moves, "--holes", "3", *valued)
        assert code == 0 and "stores (27, 9) round 2 refill" in out
        assert [line.strip() for line in out.splitlines() if line.startswith("  ")] == [
            f"refill:{hole}  -30.00 (the match ends)" for hole in ("1A", "2A", "3A")]


@pytest.mark.parametrize("moves,mover", [(B_NEAR_END, "B"), (A_NEAR_END, "A")])
def test_round_value_by_capitals_is_what_a_plain_search_to_the_rounds_end_finds(capsys, moves, mover):
    code, out, err = run(capsys, "round-value", moves, "--holes", "3", "--capitals")
    expected = exact_capital_margins(moves)
    assert code == 0 and err == ""
    assert f"{mover} to move; the value of each move to {mover} (capital margin, exact):" in out
    assert printed_values(out) == expected
    assert len(set(expected.values())) == len(expected) > 1  # the moves differ: a swapped value shows


def test_round_value_in_seeds_of_the_match_is_the_worth_of_the_capitals_the_round_leaves(capsys):
    code, out, _ = run(capsys, "round-value", B_NEAR_END, "--holes", "3")
    game, _ = reached(B_NEAR_END)
    total = 12 * game.n
    # B does not begin round 2: the worth of a capital to a player who does not begin the next round
    worth = worths(game.n, None)[0 if game.starter(2) == 0 else 1]
    expected = {move: round(worth[(total + margin) // 2], 2) for move, margin in exact_capital_margins(B_NEAR_END).items()}
    assert code == 0 and "(seeds of the match, exact):" in out
    assert printed_values(out) == pytest.approx(expected, abs=0.006)


def test_round_value_within_seconds_deepens_and_names_the_best_move(capsys):
    code, out, _ = run(capsys, "round-value", A_NEAR_END, "--holes", "3", "--capitals", "--seconds", "0.2")
    expected = exact_capital_margins(A_NEAR_END)
    best = max(expected, key=expected.get)
    first = re.fullmatch(r"deepened to ([0-9]+) plies in [0-9.]+ s: best (\S+)", out.splitlines()[0])
    assert code == 0 and first is not None and first[2] == best
    assert f"(capital margin, at depth {first[1]}):" in out
    assert printed_values(out) == expected  # the round ends within the depth reached


def test_round_value_refuses_an_illegal_move_naming_its_ply_and_a_board_bechi_has_not(capsys):
    code, out, err = run(capsys, "round-value", "1B 9A", "--holes", "3")
    assert code == 2 and out == "" and err.startswith("ply 2: 9A is not legal here")
    with pytest.raises(SystemExit) as refused:
        main(["bechi", "round-value", "1B", "--holes", "5"])
    assert refused.value.code == 2 and "invalid choice: 5" in capsys.readouterr().err


def test_book_prints_a_module_whose_rows_are_the_books(capsys):
    code, out, err = run(capsys, "book", "--plies", "2", "--holes", "3")
    printed = module_of(out)["BEST_MOVES"]
    book = BEST_MOVES[3]
    assert code == 0 and list(printed) == [3]
    # the start and each first move, in the book's order, with the same values and best moves
    assert list(printed[3].items()) == [(line, row) for line, row in book.items() if len(line.split()) <= 1]
    assert "written by\npython -m rules bechi book --plies 2 --holes 3, read by ``rules.ai.rounds``." in out
    assert "bechi 2x3: 5 positions in" in err


def test_book_check_sets_experts_move_against_the_books_best(capsys):
    code, out, err = run(capsys, "book", "--check", "0", "--sample", "1", "--holes", "3")
    value, best = BEST_MOVES[3][""]
    line = re.fullmatch(r" +best (.+?) +\( *(-?[0-9.]+)\)  Expert (\S+) \(depth [0-9]+\)\n", err)
    assert code == 0 and line is not None
    assert line[1].split() == list(best) and float(line[2]) == round(value, 2)
    found = 1 if line[3] in best else 0
    assert out == f"bechi 2x3 ply 0: Expert at 1 s found a best move in {found} of 1\n"


def test_round_outcomes_prints_a_module_of_every_split_of_the_capitals(capsys):
    code, out, _ = run(capsys, "round-outcomes", "--rounds", "2", "--level", "beginner", "--noise", "0.5")
    ends = module_of(out)["ROUND_ENDS"]
    assert code == 0 and out.startswith('"""Bechi: B\'s capital at the end of a round, counted over 2 rounds between two '
                                         "Beginner\nplayers making a random sensible move 50% of the time")
    assert "written by python -m rules bechi round-outcomes, read by ``rules.ai.rounds``." in out
    assert list(ends) == list(ROUND_ENDS) == [4, 3]
    for holes, splits in ends.items():
        assert list(splits) == list(ROUND_ENDS[holes])  # every capital of B from 6 to half the seeds, each first player
        for counts in splits.values():
            capitals = [capital for capital, _ in counts]
            assert capitals == sorted(set(capitals)) and all(0 <= c <= 12 * holes for c in capitals)
            assert sum(rounds for _, rounds in counts) == 2


def test_round_outcomes_refuses_noise_outside_0_to_1(capsys):
    with pytest.raises(SystemExit) as refused:
        main(["bechi", "round-outcomes", "--noise", "1.5"])
    assert refused.value.code == 2 and 'not a number from 0 to 1 written like 0.1: "1.5"' in capsys.readouterr().err
