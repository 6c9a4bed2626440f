"""Records: JSON that round-trips and refuses anything damaged with a plain reason; the command line."""
import json
import subprocess
import sys

import pytest

from rules import Record, RecordError, dump_record, get_game, load_record
from rules.cli import main

from rules_helpers import position

GOOD = {"format": "siembra-record", "version": 1, "game": "leb-bbut-ahbochen",
        "options": {"holes": 6, "first": "B"}, "moves": ["6B", "6A"]}


def run_cli(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, [json.loads(line) for line in out.splitlines()], err


def test_a_record_round_trips_with_its_start_position():
    game = get_game("bechi", holes=4)
    start = position(game, {"1B": 1, "2B": 1, "4B": 2, "2A": 1}, captured={"B": 31, "A": 12})
    record = Record(game, start, ["4B", "refill:3A,1A"])
    again = load_record(dump_record(record))
    assert again.moves == ["4B", "refill:1A,3A"]
    assert again.states() == record.states()


def test_random_first_player_is_stored_as_the_player_chosen():
    game = get_game("tihbat", first="random", seed=5)
    assert game.options["first"] in ("B", "A")
    assert json.loads(dump_record(Record(game)))["options"]["first"] == game.options["first"]


@pytest.mark.parametrize(("change", "message"), [
    ({"format": "chess"}, "not a Siembra game record"),
    ({"version": 7}, "version 7"),
    ({"game": "oware"}, 'unknown game "oware"'),
    ({"options": {"holes": 5}}, "holes must be one of"),
    ({"options": {"first": "random"}}, "not \"random\""),
    ({"moves": "6B 6A"}, "must be a list"),
    ({"moves": ["6B", "9Z"]}, "move 2"),
    ({"moves": ["6B", "6B"]}, r"move 2 \(6B\).*A can play"),
    ({"start": {"pits": {"7B": 1}, "to_move": "B"}}, "7B, which is not a hole"),
    ({"start": {"pits": {"1B": -1}, "to_move": "B"}}, "whole number"),
    ({"start": {"pits": {"1B": 2}, "to_move": "Z"}}, "to_move"),
    ({"start": {"pits": {"1B": 200, "1A": 50}, "captured": {"B": 6}, "to_move": "B"}}, "at most 255 seeds"),
    ({"start": {"pits": {"1B": 2, "1A": 1}, "to_move": "B", "stores": {}}}, "no field “stores”"),
    ({"surprise": 1}, "no field “surprise”"),
])
def test_a_damaged_record_is_refused_with_the_reason(change, message):
    with pytest.raises(RecordError, match=message):
        load_record(json.dumps({**GOOD, **change}))


def test_text_that_is_not_json_is_refused():
    with pytest.raises(RecordError, match="not valid JSON"):
        load_record("{not json")


def test_bechi_refill_positions_must_make_sense():
    game = get_game("bechi")
    with pytest.raises(RecordError, match="poorer"):
        position(game, {}, to_move="B", stores={"B": 40, "A": 8}, phase="refill", round=2)
    with pytest.raises(RecordError, match="out of play but holds seeds"):
        position(game, {"2A": 3, "1B": 2}, in_play=["1B", "1A"])


def test_replay_prints_one_line_per_position_then_stops_at_an_illegal_move(tmp_path, capsys):
    path = tmp_path / "game.siembra"
    path.write_text(json.dumps({**GOOD, "moves": ["6B", "6A", "6A"]}))
    code, lines, err = run_cli(capsys, "replay", str(path))
    assert code == 2
    assert [line["ply"] for line in lines] == [0, 1, 2]
    assert lines[0]["move"] is None and lines[1]["move"] == "6B"
    assert set(lines[1]) >= {"ply", "move", "pits", "captured", "to_move", "over", "legal"}
    assert len(lines[1]["pits"]) == 12 and lines[1]["legal"] == ["1A", "2A", "3A", "4A", "5A", "6A"]
    assert "ply 3" in err and "6A" in err and "B can play" in err


def test_replay_of_a_bechi_match_reports_rounds_and_stores(capsys):
    code, lines, _ = run_cli(capsys, "play", "bechi", "--holes", "3", "--moves", "1B 3A")
    assert code == 0
    assert {"stores", "round", "phase", "opened", "in_play"} <= set(lines[-1])
    assert lines[-1]["to_move"] == "B"


def test_replay_reads_standard_input():
    result = subprocess.run([sys.executable, "-m", "rules", "replay", "-"], input=json.dumps(GOOD),
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert len(result.stdout.splitlines()) == 3 and result.stderr == ""


def test_list_names_every_game(capsys):
    code = main(["list"])
    games = [json.loads(line)["game"] for line in capsys.readouterr().out.splitlines()]
    assert code == 0 and games == ["leb-bbut-ahbochen", "bakuk", "djenon-aboure", "tihbat", "bechi"]


def test_list_shows_bechis_match_length_with_the_traditional_match_by_default(capsys):
    main(["list"])
    bechi = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert bechi["options"]["rounds"] == [0, 1, 3, 5, 10] and bechi["defaults"]["rounds"] == 0


def test_a_missing_file_is_a_clear_error(capsys):
    assert main(["replay", "/nonexistent/x.siembra"]) == 2
    assert "cannot be read" in capsys.readouterr().err
