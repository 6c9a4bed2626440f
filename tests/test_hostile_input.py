"""Hostile files and values, one class at a time: each is read or refused with a short message in
plain words, never a traceback, a hang or a message that grows with the bad value."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app import settings_schema
from desktop_app.lesson_schema import LessonFileError, read_lesson_file, read_lesson_folder
from rules import GameOptionError, get_game
from rules.cli import main
from rules.messages import EXCERPT_CHARS
from rules.record import MAX_RECORD_BYTES, Record, RecordError, dump_record, load_record, read_record
from rules.safe_input import FileError, JsonError, ensure_folder, parse_json, read_text_file

GOOD = {"format": "siembra-record", "version": 1, "game": "leb-bbut-ahbochen",
        "options": {"holes": 6, "first": "B"}, "moves": ["6B", "6A"]}
LESSON = {"format": "siembra-lesson", "version": 1, "id": "mine", "game": "tihbat", "options": {"first": "B"},
          "title": {"en": "A lesson"}, "intro": {"en": "Watch."},
          "start": {"pits": {"1B": 1, "1A": 1}, "captured": {"B": 10, "A": 10}, "to_move": "B"}, "moves": ["1B"]}


def record_text(**change) -> str:
    return json.dumps({**GOOD, **change})


def short(message: str) -> bool:
    return 0 < len(message) < 300


# ----- the file itself ---------------------------------------------------------------------

def test_a_fifo_given_as_a_record_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "game.siembra"
    os.mkfifo(fifo)
    # no writer ever opens the FIFO: reading it would wait for ever
    with pytest.raises(RecordError, match="not an ordinary file"):
        read_record(fifo)


def test_a_link_is_followed_to_a_regular_file_only(tmp_path):
    (tmp_path / "real.siembra").write_text(record_text())
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "to-file").symlink_to(tmp_path / "real.siembra")
    (tmp_path / "to-fifo").symlink_to(tmp_path / "fifo")
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    assert read_record(tmp_path / "to-file").moves == ["6B", "6A"]
    with pytest.raises(RecordError, match="not an ordinary file"):
        read_record(tmp_path / "to-fifo")
    with pytest.raises(RecordError, match="cannot be read: No such file"):
        read_record(tmp_path / "dangling")


@pytest.mark.parametrize(("path", "message"), [("/dev/zero", "not an ordinary file"), ("/", "is a folder")])
def test_a_device_or_a_folder_given_as_a_record_is_refused(path, message):
    with pytest.raises(RecordError, match=message):
        read_record(path)


def test_a_file_larger_than_the_limit_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.siembra"
    with path.open("wb") as f:
        f.truncate(MAX_RECORD_BYTES + 1)  # sparse: nothing is written, the size is what counts
    with pytest.raises(RecordError, match=f"too large: a file of this kind has at most {MAX_RECORD_BYTES} bytes"):
        read_record(path)


def test_a_record_of_invalid_utf8_is_refused_with_the_offending_byte(tmp_path):
    path = tmp_path / "latin.siembra"
    path.write_bytes(record_text(meta={"who": "x"}).replace('"x"', '"Nú"').encode("latin-1"))
    with pytest.raises(RecordError, match=r"latin.siembra is not UTF-8 text \(byte \d+ is not valid\)"):
        read_record(path)


def test_a_record_with_a_byte_order_mark_is_read(tmp_path):
    path = tmp_path / "bom.siembra"
    path.write_bytes(b"\xef\xbb\xbf" + record_text().encode())
    assert read_record(path).moves == ["6B", "6A"]


def test_a_nul_in_a_file_name_is_refused_not_raised():
    with pytest.raises(FileError, match="not a file name that can be opened"):
        read_text_file("game\0.siembra", 100)


# ----- the JSON ----------------------------------------------------------------------------

def test_a_record_nested_a_thousand_deep_is_refused_with_a_message():
    deep = record_text(meta={"x": 0}).replace("0}", "[" * 1000 + "]" * 1000 + "}")
    with pytest.raises(RecordError, match="nested more than 32 levels deep"):
        load_record(deep)


def test_brackets_never_closed_count_as_nesting():
    with pytest.raises(JsonError, match="nested more than"):
        parse_json("[" * 100_000)


def test_brackets_inside_strings_do_not_count_as_nesting():
    assert parse_json('{"a": "' + "[" * 1000 + '\\" {"}') == {"a": "[" * 1000 + '" {'}


def test_an_integer_of_thousands_of_digits_is_refused_with_a_message():
    with pytest.raises(RecordError, match=r"a number of 5000 digits \(9{12}…\); at most 20") as caught:
        load_record(record_text().replace('"holes": 6', '"holes": ' + "9" * 5000))
    assert short(str(caught.value))


@pytest.mark.parametrize("token", ["Infinity", "-Infinity", "NaN", "1e999"])
def test_infinity_or_nan_as_an_option_is_refused_with_a_message(token):
    with pytest.raises(RecordError, match=f"holds {token}, which is not a finite number"):
        load_record(record_text().replace('"holes": 6', '"holes": ' + token))


def test_infinity_given_to_a_game_by_a_program_is_an_option_error():
    with pytest.raises(GameOptionError, match="holes must be one of"):
        get_game("leb-bbut-ahbochen", holes=float("inf"))


def test_a_lone_surrogate_escape_is_refused_so_that_messages_and_saves_stay_printable():
    with pytest.raises(RecordError, match=r"holds \\ud800, half of a character"):
        load_record(record_text(meta={"who": "\ud800"}))
    assert load_record(record_text(meta={"who": "\U0001f600"})).meta == {"who": "\U0001f600"}


# ----- the record's fields -----------------------------------------------------------------

def test_a_refusal_quotes_at_most_a_short_excerpt_of_the_bad_value():
    for change in ({"game": "x" * 3_000_000}, {"moves": ["6B", "9" * 3_000_000]}, {"format": "y" * 3_000_000},
                   {"z" * 3_000_000: 1}, {"options": {"holes": 6, "first": "Q" * 3_000_000}}):
        with pytest.raises(RecordError) as caught:
            load_record(record_text(**change))
        assert short(str(caught.value)), change


def test_a_record_from_a_newer_siembra_asks_for_a_newer_siembra():
    with pytest.raises(RecordError, match=r"version 4, written by a newer Siembra.*open it with a newer Siembra"):
        load_record(record_text(version=4))


@pytest.mark.parametrize(("change", "message"), [
    ({"version": "1"}, "must be a record version such as 3"),
    ({"version": True}, "must be a record version"),
    ({"options": {"holes": "6"}}, "option holes must be a whole number, not \"6\""),
    ({"options": {"holes": 6.0}}, "option holes must be a whole number, not 6.0"),
    ({"options": {"holes": True}}, "option holes must be a whole number"),
    ({"options": {"first": 1}}, "first player must be named by a letter"),
    ({"options": {"game_id": 1}}, "has no option game_id"),
    ({"moves": ["6B"] * 100_001}, "100001 moves; a game has at most 100000"),
    ({"moves": ["refill:" + "1A," * 30]}, "far too long to be a move"),
    ({"game": ["bechi"]}, 'unknown game \\["bechi"\\]'),
    ({"game": "bechi", "options": {}, "moves": [],
      "start": {"pits": {"1B": 1, "1A": 2}, "captured": {"B": 20, "A": 25}, "to_move": "B", "round": 10**15}},
     "round number from 1 to 1000"),
    ({"start": {"pits": {"1B": 10**19}, "to_move": "B"}}, "at most 255 seeds"),
])
def test_record_fields_of_the_wrong_type_or_out_of_range_are_refused(change, message):
    with pytest.raises(RecordError, match=message):
        load_record(record_text(**change))


def test_an_illegal_move_names_the_ply_the_move_and_the_legal_moves():
    with pytest.raises(RecordError, match=r"move 2 \(6B\): 6B is not legal here; A can play: 1A 2A 3A 4A 5A 6A"):
        load_record(record_text(moves=["6B", "6B"]))


# ----- the command line --------------------------------------------------------------------

@pytest.mark.parametrize("data", [b"\xff\xfe{}", b"[" * 5000, b'{"holes": Infinity}', b"", record_text(version=9).encode()])
def test_replay_refuses_a_bad_record_with_one_line_and_status_2(data):
    result = subprocess.run([sys.executable, "-m", "rules", "replay", "-"], input=data, capture_output=True, check=False)
    assert result.returncode == 2 and result.stdout == b""
    lines = result.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in lines[0]


@pytest.mark.parametrize(("args", "message"), [
    (["--holes", "99"], "holes must be one of 4, 6, 8, 10, not 99"),
    (["--first", "Z"], "first player must be one of B, A or random, not Z"),
    (["--seed", "abc"], 'argument --seed: not a whole number written in digits 0-9: "abc"'),
    (["--holes", "9" * 5000], "argument --holes: not a whole number written in digits 0-9: \"999"),
])
def test_play_with_a_bad_option_answers_like_argparse(capsys, args, message):
    with pytest.raises(SystemExit) as caught:
        main(["play", "leb-bbut-ahbochen", *args])
    err = capsys.readouterr().err
    assert caught.value.code == 2 and err.startswith("usage: ") and message in err


@pytest.mark.parametrize("args", [["--seed", "x" * 10_000], ["--first", "Q" * 10_000], ["--holes", "\udcff" * 5000]])
def test_an_option_of_thousands_of_characters_is_quoted_by_an_excerpt(capsys, args):
    with pytest.raises(SystemExit):
        main(["play", "bechi", *args])
    error = capsys.readouterr().err.splitlines()[-1]
    assert ": error: " in error and error.rstrip("\"").endswith("…") and len(error) < 250 and error.isprintable()


# ----- lessons -----------------------------------------------------------------------------

def test_one_bad_lesson_file_is_skipped_and_the_others_load(tmp_path):
    (tmp_path / "good.json").write_text(json.dumps(LESSON))
    os.mkfifo(tmp_path / "fifo.json")
    (tmp_path / "deep.json").write_text("[" * 10_000)
    (tmp_path / "folder.json").mkdir()
    (tmp_path / "illegal.json").write_text(json.dumps({**LESSON, "moves": ["1A"]}))
    (tmp_path / "notes.txt").write_text("not a lesson, not looked at")
    lessons, problems = read_lesson_folder(tmp_path)
    assert [lesson.id for _, lesson in lessons] == ["mine"]
    reasons = {path.name: str(err) for path, err in problems}
    assert set(reasons) == {"fifo.json", "deep.json", "folder.json", "illegal.json"}
    assert "move 1 (1A) cannot be played" in reasons["illegal.json"]


def test_a_lessons_folder_that_is_a_file_is_a_problem_and_a_missing_one_holds_none(tmp_path):
    (tmp_path / "lessons").write_text("")
    assert read_lesson_folder(tmp_path / "lessons")[0] == []
    assert "cannot be read" in str(read_lesson_folder(tmp_path / "lessons")[1][0][1])
    assert read_lesson_folder(tmp_path / "absent") == ([], [])


def test_a_lesson_from_a_newer_siembra_says_so(tmp_path):
    path = tmp_path / "new.json"
    path.write_text(json.dumps({**LESSON, "version": 3}))
    with pytest.raises(LessonFileError, match="version 3, written for a newer Siembra"):
        read_lesson_file(path)


def test_a_lesson_message_is_translated_in_its_own_context_with_its_reason_in_the_rules_context(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({**LESSON, "options": {"holes": 5}}))
    with pytest.raises(LessonFileError) as caught:
        read_lesson_file(path)
    contexts = []
    caught.value.translated(lambda context, text, *count: contexts.append(context) or text)
    assert contexts == ["Rules", "LessonFile"]


# ----- settings ----------------------------------------------------------------------------

def test_a_text_size_of_nan_falls_back_to_the_default_with_a_notice():
    value, problem = settings_schema.read("font_scale", "NaN")
    assert value == 1.0 and "The text size cannot be read" in str(problem)


@pytest.mark.parametrize("raw", ["1e308", "100000000000000000000", "-5", "55.5", "true", '"fast"'])
def test_a_speed_out_of_range_or_of_the_wrong_type_falls_back_to_the_default_with_a_notice(raw):
    value, problem = settings_schema.read("speed", raw)
    assert value == 55 and problem is not None and short(str(problem))


def test_a_setting_nested_a_thousand_deep_falls_back_to_the_default_with_a_notice():
    value, problem = settings_schema.read("recent", "[" * 1000 + "]" * 1000)
    assert value == [] and "nested more than" in str(problem)


def test_a_list_setting_keeps_its_usable_entries_and_says_what_it_dropped():
    value, problem = settings_schema.check("recent", ["a.siembra", 7, "b.siembra", "x\0y"])
    assert value == ["a.siembra", "b.siembra"] and "holds 7, which is not a file path" in str(problem)
    value, problem = settings_schema.check("seats", {"A": "expert", "B": "grandmaster"})
    assert value == {"A": "expert"} and 'B has the seat "grandmaster"' in str(problem)


def test_every_default_passes_its_own_check_and_an_absent_setting_is_its_default():
    for key, setting in settings_schema.SCHEMA.items():
        assert settings_schema.check(key, setting.default) == (setting.default, None), key
        assert settings_schema.read(key, None) == (setting.default, None), key


def test_a_stored_value_that_is_not_text_is_refused_by_its_kind_never_a_python_repr():
    from PySide6.QtCore import QSize

    value, problem = settings_schema.read("geometry", ["a", "b"] * 100_000)
    assert value == "" and str(problem).endswith("can read: list")
    value, problem = settings_schema.read("geometry", QSize(100000, 100000))  # what QSettings' INI reader made
    assert value == "" and str(problem).endswith("can read: QSize") and "PySide6" not in str(problem)


def test_the_schema_offers_what_the_app_offers():
    from desktop_app import features as teaching
    from desktop_app import i18n, settings
    from desktop_app.board import looks
    from desktop_app.window import players

    assert tuple(i18n.LANGUAGES) == settings_schema.LANGUAGES
    assert tuple(looks.THEMES) == settings_schema.THEMES
    assert settings_schema.LEVEL_NAMES == players.LEVEL_NAMES
    assert settings_schema.LEVELS == players.LEVELS and tuple(players.seat_levels()) == settings_schema.SEAT_LEVELS
    assert settings_schema.TEXT_SCALE == (teaching.MIN_TEXT, teaching.MAX_TEXT)
    assert settings_schema.DEFAULT_THINKING == players.DEFAULT_BUDGET
    assert settings_schema.MAX_RECENT == settings.MAX_RECENT
    assert {key: s.default for key, s in settings_schema.SCHEMA.items() if "/" not in key} == settings.Settings.DEFAULTS
    from desktop_app.window.sidepanel import DEFAULT_WIDTH
    assert settings_schema.SCHEMA["panel_width"].default == DEFAULT_WIDTH


def test_a_setting_problem_names_the_setting_in_the_settings_context():
    _, problem = settings_schema.read("thinking/expert", "99")
    assert str(problem) == "The thinking time of the Expert level must be a number from 0.1 to 30.0, not 99"
    contexts = []
    problem.translated(lambda context, text, *count: contexts.append(context) or text)
    assert contexts == ["Levels", "Settings", "Settings"]


def test_an_excerpt_is_cut_to_its_limit_and_shows_what_cannot_be_printed():
    from rules.messages import excerpt, excerpt_value

    assert excerpt("ab\x00\ud800") == "ab\\x00\\ud800"
    assert excerpt("x" * 100) == "x" * EXCERPT_CHARS + "…"
    assert excerpt_value([[]] * 10**6) == excerpt_value([[]] * 100) and len(excerpt_value([[]] * 100)) == EXCERPT_CHARS + 1
    assert excerpt_value(10**10000) == "10001-digit number"


# ----- folders -----------------------------------------------------------------------------

def test_a_data_folder_that_is_a_file_is_refused_with_a_message(tmp_path):
    (tmp_path / "Siembra").write_text("")
    with pytest.raises(FileError, match="Siembra is a file, not a folder"):
        ensure_folder(tmp_path / "Siembra")
    with pytest.raises(FileError, match="cannot be made: Not a directory"):
        ensure_folder(tmp_path / "Siembra" / "autosave")
    ensure_folder(tmp_path / "new" / "autosave")
    assert (tmp_path / "new" / "autosave").is_dir()


def test_a_long_path_is_quoted_by_its_end():
    from rules.messages import excerpt_path

    quoted = excerpt_path("/home/" + "x" * 500 + "/lessons")
    assert quoted.startswith("…") and quoted.endswith("x/lessons") and len(quoted) == 2 * EXCERPT_CHARS + 1


def test_replay_into_a_reader_that_stops_early_ends_without_a_traceback(tmp_path):
    game = get_game("bechi")
    state, moves = game.initial_state(), []
    while not state.is_over and len(moves) < 600:  # some 200 kB of lines: more than a pipe holds
        move = game.legal_moves(state)[0]
        state, moves = game.next_state(state, move), [*moves, str(move)]
    path = tmp_path / "long.siembra"
    path.write_text(dump_record(Record(game, None, moves)))
    process = subprocess.Popen([sys.executable, "-m", "rules", "replay", str(path)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdout.readline()
    process.stdout.close()  # like `| head -1`
    err = process.stderr.read().decode()
    assert process.wait() == 1 and err == ""


def test_a_damaged_file_is_set_aside_under_a_free_name_and_kept(tmp_path):
    from rules.safe_input import set_aside

    autosave = tmp_path / "current.siembra"
    for content in ("first", "second"):
        autosave.write_text(content)
        set_aside(autosave)
    os.mkfifo(autosave)  # a FIFO is moved aside like a file, without being opened
    set_aside(autosave)
    assert not autosave.exists()
    assert (tmp_path / "current.siembra.damaged").read_text() == "first"
    assert (tmp_path / "current.siembra.damaged-2").read_text() == "second"
    assert (tmp_path / "current.siembra.damaged-3").is_fifo()
    with pytest.raises(FileError, match="cannot be set aside: No such file"):
        set_aside(autosave)


# ----- what Siembra writes -----------------------------------------------------------------

def special_files(tmp_path) -> dict[str, Path]:
    """A FIFO, a device, a folder, and links to them, where a file is to be written."""
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    places = {"fifo": tmp_path / "fifo", "folder": tmp_path / "folder"}
    for name, target in (("link to fifo", tmp_path / "fifo"), ("link to a device", Path("/dev/zero")),
                         ("link to a folder", tmp_path / "folder")):
        places[name] = tmp_path / name.replace(" ", "-")
        places[name].symlink_to(target)
    return places


def test_a_file_is_never_written_over_a_fifo_a_device_a_folder_or_a_link_to_one(tmp_path):
    from desktop_app.safe_output import OutputError, write_file

    for name, place in special_files(tmp_path).items():
        kind = os.lstat(place).st_mode
        with pytest.raises(OutputError, match=r"is a folder, not a file|is not an ordinary file") as refused:
            write_file(place, b"data")
        assert short(str(refused.value)) and os.lstat(place).st_mode == kind, name
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo", "folder", "link-to-a-device", "link-to-a-folder",
                                                         "link-to-fifo"]  # no temporary file left


def test_a_link_to_a_regular_file_is_written_through_and_stays_a_link(tmp_path):
    from desktop_app.safe_output import write_file

    (tmp_path / "real.siembra").write_text("old")
    (tmp_path / "link.siembra").symlink_to(tmp_path / "real.siembra")
    write_file(tmp_path / "link.siembra", "new")
    assert (tmp_path / "link.siembra").is_symlink() and (tmp_path / "real.siembra").read_text() == "new"


@pytest.mark.parametrize("where", ["while writing", "at the flush to the disk", "at the rename"])
def test_a_write_that_fails_leaves_the_old_file_whole_and_no_temporary_file(tmp_path, monkeypatch, where):
    import errno

    from desktop_app import safe_output

    target = tmp_path / "game.siembra"
    target.write_text("the old game")

    def full(*args):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    content = full if where == "while writing" else "the new game" * 1000
    if where == "at the flush to the disk":
        monkeypatch.setattr(safe_output.os, "fsync", full)
    elif where == "at the rename":
        monkeypatch.setattr(safe_output.os, "replace", full)
    with pytest.raises(safe_output.OutputError, match=r"game\.siembra was not written: No space left on device"):
        safe_output.write_file(target, content)
    assert target.read_text() == "the old game" and [p.name for p in tmp_path.iterdir()] == ["game.siembra"]
    target.unlink()
    with pytest.raises(safe_output.OutputError):
        safe_output.write_file(target, content)
    assert not list(tmp_path.iterdir())  # nothing at the target, nothing beside it


def test_a_temporary_file_left_by_a_killed_write_is_replaced_not_opened(tmp_path):
    from desktop_app.safe_output import write_file

    os.mkfifo(tmp_path / ".out.gif.tmp")
    write_file(tmp_path / "out.gif", b"GIF89a")
    assert (tmp_path / "out.gif").read_bytes() == b"GIF89a" and sorted(p.name for p in tmp_path.iterdir()) == ["out.gif"]


def test_a_log_that_is_a_fifo_or_a_link_to_a_device_is_not_opened(tmp_path):
    from desktop_app.crash import LOG_FILE, _Log

    for make in (os.mkfifo, lambda p: p.symlink_to("/dev/zero")):
        folder = tmp_path / str(len(list(tmp_path.iterdir())))
        folder.mkdir()
        make(folder / LOG_FILE)
        log = _Log()
        try:
            assert log.start(folder) is None and "is not an ordinary file" in log.problem
        finally:
            log.stop()


# ----- amounts from outside ----------------------------------------------------------------

@pytest.mark.parametrize("args", [
    ["analyse", "GAME", "--seconds", "1e308"], ["analyse", "GAME", "--seconds", "inf"], ["analyse", "GAME", "--seconds", "nan"],
    ["analyse", "GAME", "--seconds", "-1"], ["analyse", "GAME", "--seconds", "601"], ["analyse", "GAME", "--seconds", "٣"],
    ["match", "bechi", "--budget", "inf"], ["match", "bechi", "--budget", "nan"], ["match", "bechi", "--budget", "0"],
    ["match", "bechi", "--games", "-5"], ["match", "bechi", "--games", "0"], ["match", "bechi", "--games", "100001"],
    ["match", "bechi", "--games", "１０"], ["play", "bechi", "--holes", "٣"], ["play", "bechi", "--seed", "1_0"],
    ["play", "bechi", "--seed", "9" * 5000],
])
def test_an_amount_out_of_its_limits_or_not_in_ascii_digits_is_refused_in_one_line(capsys, tmp_path, args):
    (tmp_path / "game.siembra").write_text(record_text())
    args = [str(tmp_path / "game.siembra") if word == "GAME" else word for word in args]
    with pytest.raises(SystemExit) as caught:
        main(args)
    last = capsys.readouterr().err.splitlines()[-1]
    assert caught.value.code == 2 and ": error: argument --" in last and short(last)


def test_match_of_no_games_prints_no_json_that_is_not_json(capsys):
    with pytest.raises(SystemExit):
        main(["match", "bechi", "--games", "-5"])
    assert capsys.readouterr().out == ""  # it printed NaN, which is not JSON, and ended with 0


def test_a_lesson_folder_of_many_files_reads_the_first_and_counts_the_rest_in_one_problem(tmp_path):
    from desktop_app.lesson_schema import MAX_LESSON_FILES

    for number in range(MAX_LESSON_FILES + 1000):
        (tmp_path / f"{number:05}.json").write_text(json.dumps({**LESSON, "id": f"l{number}"}))
    lessons, problems = read_lesson_folder(tmp_path)
    assert len(lessons) == MAX_LESSON_FILES and len(problems) == 1
    path, err = problems[0]
    assert path.name == "00500.json"
    assert str(err) == ("not read, nor 999 files after it (00501.json, 00502.json, 00503.json, …): a lessons folder is "
                        "read up to its first 500 files, 16 MB in all")


def test_a_lesson_folder_reads_at_most_its_bytes_budget(tmp_path):
    from desktop_app.lesson_schema import MAX_LESSON_BYTES, MAX_LESSON_FOLDER_BYTES

    big = json.dumps({**LESSON, "intro": {f"l{n}": "x" * 19_000 for n in range(50)}})
    assert MAX_LESSON_BYTES // 2 < len(big) < MAX_LESSON_BYTES
    for number in range(40):
        (tmp_path / f"{number:02}.json").write_text(big.replace('"mine"', f'"l{number}"'))
    lessons, problems = read_lesson_folder(tmp_path)
    assert len(lessons) == MAX_LESSON_FOLDER_BYTES // len(big) and len(problems) == 1
    assert "nor" in str(problems[0][1]) and "16 MB" in str(problems[0][1])
