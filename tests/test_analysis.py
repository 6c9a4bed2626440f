"""Reviewing a game: values and marks from the analysis, checked against the solved Tihbat table
and against their own definitions in every game; comments kept in records; the command line."""
import json
import random
import re
from itertools import islice
from pathlib import Path

import pytest

from rules import Record, RecordError, dump_record, get_game, load_record
from rules.ai.match import random_game
from rules.ai.rounds import RoundView
from rules.analysis import MARKS, analyse, mark, searched
from rules.cli import main
from rules.tihbat_solver import best_moves, solution

BUDGET = 0.01  # seconds a position: the checks hold at any depth, so the tests stay quick
VARIANTS = [("tihbat", {}), ("djenon-aboure", {}), ("bakuk", {}), ("bakuk", {"players": 3}),
            ("bechi", {}), ("bechi", {"holes": 3}), ("leb-bbut-ahbochen", {})]


@pytest.mark.parametrize("seed", range(4))
def test_tihbat_marks_and_best_moves_agree_exactly_with_the_solved_table(seed):
    game, table = get_game("tihbat"), solution()
    states, moves = random_game(game, 200, random.Random(seed))
    results = list(analyse(game, states, moves, BUDGET, passes=1))
    assert [r.ply for r in results] == list(range(len(states)))
    for r, state in zip(results, states):
        assert r.exact and r.values == {"B": table.value(state), "A": -table.value(state)}
        assert r.best == tuple(str(m) for m in (best_moves(game, state) if not state.is_over else ()))
        if r.ply == 0:
            continue
        before = states[r.ply - 1]
        sign = 1 if before.to_move == "B" else -1
        assert r.move_best == tuple(str(m) for m in best_moves(game, before))
        assert r.value_before == sign * table.value(before)
        assert r.value_after == sign * table.value(state)
        assert r.mark == mark(r.value_before - r.value_after) and r.move_exact


@pytest.mark.parametrize(("game_id", "options"), VARIANTS)
def test_the_best_value_is_at_least_the_played_value_and_marks_follow_the_thresholds(game_id, options):
    game = get_game(game_id, **options)
    states, moves = random_game(game, 24, random.Random(7))
    results = list(analyse(game, states, moves, BUDGET, passes=2))
    assert [(r.pass_number, r.ply) for r in results] == [(p, i) for p in (1, 2) for i in range(len(states))]
    for r in results:
        state = states[r.ply]
        assert list(r.values) == list(game.players)
        if len(game.players) == 2:
            assert r.values["B"] == -r.values["A"]
        if state.is_over:
            assert r.best == r.line == () and r.exact
        else:
            assert r.best and set(r.best) <= {str(m) for m in game.legal_moves(state)}
            assert r.line[0] in r.best
        if r.move is None:
            continue
        assert r.player == states[r.ply - 1].to_move and r.move == moves[r.ply - 1]
        assert r.value_before >= r.value_after and r.loss == r.value_before - r.value_after
        assert r.mark == mark(r.loss)
        assert (r.move in r.move_best) == (r.loss == 0)


def test_marks_follow_the_thresholds_written_in_the_docs():
    assert [mark(loss) for loss in range(9)] == ["best", "good", "inaccuracy", "inaccuracy", "mistake",
                                                 "mistake", "mistake", "blunder", "blunder"]
    docs = (Path(__file__).resolve().parents[1] / "docs" / "analysis.md").read_text(encoding="utf-8")
    for name, most in MARKS:
        assert re.search(rf"\| {name} \|[^\n]*\b{most}\b", docs), name
    assert "| blunder |" in docs


def test_a_value_the_search_calls_exact_is_the_solved_tables():
    """The search's own proofs (every line to the end of the game), checked on Tihbat."""
    game, table = get_game("tihbat"), solution()
    proven = 0
    for seed in range(6):
        states, moves = random_game(game, 200, random.Random(seed))
        for state, move in zip(states, moves):
            found = searched(game, state, BUDGET, move, None, None)
            if not found.exact:
                continue
            proven += 1
            sign = 1 if state.to_move == "B" else -1
            assert found.best == tuple(str(m) for m in best_moves(game, state))
            assert found.move_values[move] == sign * table.value(game.next_state(state, move))
    assert proven >= 20


def test_bechi_is_valued_to_the_end_of_the_round_being_played_in_capital():
    game = get_game("bechi", holes=3)
    rng = random.Random(2)
    ends = 0
    while ends < 6:
        state = game.initial_state()
        while not state.is_over and ends < 6:
            move = rng.choice(game.legal_moves(state))
            child, events = game.apply(state, move)
            ended = [e for e in events if e.kind == "round_end"]
            seen = RoundView(game, state.round).next_state(state, move)
            if ended:
                ends += 1
                assert seen.is_over and dict(zip(game.players, seen.captured)) == ended[0].capitals
            else:
                assert seen == child
            state = child


def test_cancel_stops_the_analysis_after_the_position_in_hand():
    game = get_game("djenon-aboure")
    states, moves = random_game(game, 10, random.Random(1))
    calls = []
    results = list(analyse(game, states, moves, BUDGET, cancel=lambda: bool(calls.append(1)) or len(calls) > 1))
    assert len(results) <= 1
    assert [r.ply for r in islice(analyse(game, states, moves, BUDGET), 3)] == [0, 1, 2]


def test_a_game_with_a_wrong_number_of_positions_is_refused():
    game = get_game("tihbat")
    with pytest.raises(ValueError, match="3 positions need 2 moves"):
        next(analyse(game, [game.initial_state()] * 3, ["1B"]))


def test_comments_round_trip_and_only_a_record_with_comments_is_version_2():
    game = get_game("tihbat")
    plain = Record(game, None, ["1B", "1A"])
    assert json.loads(dump_record(plain))["version"] == 1
    commented = Record(game, None, ["1B", "1A"], comments={0: "Watch B's left hole.", 2: "A captures: ¡bien!", 1: ""})
    data = json.loads(dump_record(commented))
    assert data["version"] == 2 and data["comments"] == {"0": "Watch B's left hole.", "2": "A captures: ¡bien!"}
    again = load_record(dump_record(commented))
    assert again.comments == {0: "Watch B's left hole.", 2: "A captures: ¡bien!"}
    assert dump_record(again) == dump_record(commented)
    assert load_record(dump_record(plain)).comments == {}


GOOD = {"format": "siembra-record", "version": 2, "game": "tihbat", "options": {"first": "B"}, "moves": ["1B", "1A"]}


@pytest.mark.parametrize(("change", "message"), [
    ({"version": 4}, "version 4, written by a newer Siembra; this Siembra reads version 3"),
    ({"version": True}, "must be a record version such as 3, not true"),
    ({"comments": ["nice"]}, "\"comments\" must be an object"),
    ({"comments": {"3": "too far"}}, "ply \"3\", but the plies of this record are 0 to 2"),
    ({"comments": {"one": "x"}}, "ply \"one\""),
    ({"comments": {"-1": "x"}}, "ply \"-1\""),
    ({"comments": {"1": 5}}, "the comment on ply 1 must be text of at most 10000 characters, not 5"),
])
def test_a_newer_record_or_damaged_comments_are_refused_with_the_reason(change, message):
    with pytest.raises(RecordError, match=re.escape(message)):
        load_record(json.dumps({**GOOD, **change}))


def write_record(tmp_path, game, moves):
    path = tmp_path / "game.siembra"
    path.write_text(dump_record(Record(game, None, moves)), encoding="utf-8")
    return str(path)


def test_analyse_command_prints_the_start_then_one_line_per_move(tmp_path, capsys):
    game = get_game("tihbat")
    states, moves = random_game(game, 8, random.Random(3))
    assert main(["analyse", write_record(tmp_path, game, moves), "--seconds", "0.01"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["ply"] for line in lines] == list(range(len(moves) + 1))
    assert lines[0]["move"] is None and lines[0]["player"] == "B" and lines[0]["loss"] is None
    for line, move, before in zip(lines[1:], moves, states):
        assert {"ply", "move", "player", "best", "value_before", "value_after", "loss", "mark", "exact"} <= set(line)
        assert line["move"] == move and line["player"] == before.to_move and line["exact"] is True
        assert line["best"] == [str(m) for m in best_moves(game, before)]


@pytest.mark.parametrize(("text", "message"), [("{not json", "not valid JSON"),
                                               (json.dumps({**GOOD, "moves": ["1B", "1B"]}), "move 2 (1B)")])
def test_analyse_command_refuses_a_bad_file_in_one_line(tmp_path, capsys, text, message):
    path = tmp_path / "bad.siembra"
    path.write_text(text, encoding="utf-8")
    assert main(["analyse", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and message in err
    assert main(["analyse", str(tmp_path / "missing.siembra")]) == 2
    assert "cannot be read" in capsys.readouterr().err


def test_analyse_command_refuses_a_time_that_is_not_above_zero(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["analyse", "x.siembra", "--seconds", "-1"])
    assert stop.value.code == 2 and "number of seconds above 0" in capsys.readouterr().err
