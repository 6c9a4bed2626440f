"""Hostile files, settings and options met by the app, one class at a time: each is used or
refused with a short notice in the window, and the game, the lessons and the autosave go on."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop_app import __main__ as app_main
from desktop_app.files import take_lock
from desktop_app.notices import notices
from desktop_app.resources import resources_dir
from desktop_app.settings import Settings, autosave_path, config_dir, data_dir, user_lessons_dir
from rules import Record, dump_record, get_game
from rules.record import MAX_RECORD_BYTES

from gui_helpers import new_window, settle

GOOD = {"format": "siembra-record", "version": 1, "game": "bechi", "options": {"holes": 4, "first": "B"},
        "moves": ["3B", "2A"]}
SHORT = 400  # a notice quotes at most an excerpt: a few lines at most


def shown(qtbot, window) -> list[str]:
    """The notices the window has given, once those waiting have been shown."""
    qtbot.wait(1)
    notices(window).flush()
    return notices(window).shown


def write_settings(**values) -> Path:
    """A settings file as a user may have edited it: each value written as it is given."""
    path = config_dir() / "siembra.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[General]\n" + "".join(f"{key}={value}\n" for key, value in values.items()), encoding="utf-8")
    return path


def start(qtbot, args: list[str] | None = None):
    """The window as ``siembra`` builds it, with its features, autosave and notices installed."""
    parsed = app_main.parse_args(args or [])
    settings = Settings()
    window = new_window(qtbot)
    window._settings = settings
    app_main._keep_budgets(window, settings)
    refused = app_main._first_game(window, parsed)
    app_main._install_features(window, parsed, autosave=True, refused=refused)
    window.show()
    return window


# ----- the autosave ------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["fifo", "folder", "half a record", "too large", "nested a thousand deep"])
def test_a_damaged_autosave_is_set_aside_kept_and_told_once_and_the_new_one_is_written(qtbot, user_dirs, kind):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    if kind == "fifo":
        os.mkfifo(path)  # no writer ever opens it: reading it would freeze the window
    elif kind == "folder":
        path.mkdir()
    elif kind == "too large":
        with path.open("wb") as f:
            f.truncate(MAX_RECORD_BYTES + 1)
    else:
        path.write_text("{ half a rec" if kind == "half a record" else "[" * 1000 + "]" * 1000, encoding="utf-8")
    window = start(qtbot)
    aside = path.with_name(path.name + ".damaged")
    assert os.path.lexists(aside)
    told = [text for text in shown(qtbot, window) if "autosaved last time" in text]
    assert len(told) == 1 and "current.siembra.damaged" in told[0] and len(told[0]) < SHORT
    window.record.play("3B")
    assert path.is_file() and json.loads(path.read_text(encoding="utf-8"))["moves"] == ["3B"]


def test_a_fifo_put_where_the_autosave_is_written_does_not_freeze_the_window(qtbot, user_dirs):
    window = start(qtbot)
    path = autosave_path()
    path.unlink()
    os.mkfifo(path)
    os.mkfifo(path.with_name(f".{path.name}.tmp"))
    window.record.play("3B")  # the FIFO is neither opened nor replaced: the window says why
    assert stat.S_ISFIFO(os.lstat(path).st_mode)
    assert any("not autosaved" in text and "not an ordinary file" in text for text in shown(qtbot, window))
    path.unlink()
    window.record.play("3A")  # the next move tries again
    assert path.is_file() and json.loads(path.read_text(encoding="utf-8"))["moves"] == ["3B", "3A"]


def test_a_left_over_autosave_with_a_ply_out_of_range_resumes_at_its_end(qtbot, user_dirs):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    record = Record(get_game("bechi", holes=4), None, ["3B", "2A"], {"ply": 10**18, "seats": {"Z": "human", "A": 5}})
    path.write_text(dump_record(record), encoding="utf-8")
    window = new_window(qtbot)
    assert window.start_autosave(lambda rec: True)
    assert window.record.ply == 2 and window.record.seats == {}


def _lock_of(pid: int) -> Path:
    """The autosave's lock file as a Siembra with process id ``pid`` on this computer left it:
    written by Qt for this process, the process id then changed."""
    from PySide6.QtCore import QLockFile
    lock = autosave_path().with_suffix(".lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    scratch = QLockFile(str(lock.with_name("scratch.lock")))
    assert scratch.tryLock(0)
    lines = Path(scratch.fileName()).read_text(encoding="utf-8").split("\n")
    scratch.unlock()
    lock.write_text("\n".join([str(pid), *lines[1:]]), encoding="utf-8")
    return lock


@pytest.mark.parametrize("program", [["sleep", "60"], [sys.executable, "-c", "import time; time.sleep(60)"]])
def test_a_stale_lock_whose_process_id_now_belongs_to_another_program_is_taken_over(qtbot, user_dirs, program):
    # the second program is a Python like Siembra run from its sources: only its command line
    # tells it apart
    other = subprocess.Popen(program)
    try:
        time.sleep(0.2)  # its command line is its own once it runs
        _lock_of(other.pid)
        window = new_window(qtbot)
        window.start_autosave(lambda rec: False)
        assert window.autosave.active
        window.record.new_game("tihbat")
        assert autosave_path().is_file()
        assert not [text for text in notices(window).shown if "not autosaved" in text]
    finally:
        other.kill()
        other.wait()


def test_a_lock_of_a_process_that_has_ended_is_taken_over(qtbot, user_dirs):
    ended = subprocess.Popen(["true"])
    ended.wait()
    _lock_of(ended.pid)
    window = new_window(qtbot)
    window.start_autosave(lambda rec: False)
    assert window.autosave.active


def test_an_autosave_held_by_a_running_siembra_is_left_to_it_and_the_window_says_so(qtbot, user_dirs):
    first = new_window(qtbot)
    first.start_autosave(lambda rec: False)
    second = start(qtbot)
    assert first.autosave.active and not second.autosave.active
    told = [text for text in shown(qtbot, second) if "not autosaved" in text]
    assert told == ["This game is not autosaved: another Siembra is running and keeps its own game there."]
    second.record.play("3B")
    assert "3B" not in autosave_path().read_text(encoding="utf-8")


def test_a_lock_is_not_stale_by_its_age_alone(qtbot, user_dirs):
    from PySide6.QtCore import QLockFile
    # a Python whose command line names Siembra, as one run from its sources: running for days
    running = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", "desktop_app"])
    try:
        time.sleep(0.2)
        lock = _lock_of(running.pid)
        old = time.time() - 3 * 24 * 3600
        os.utime(lock, (old, old))
        assert not take_lock(QLockFile(str(lock)))
    finally:
        running.kill()
        running.wait()


# ----- the data and config folders ---------------------------------------------------------

def test_a_data_folder_that_is_a_file_leaves_the_bundled_lessons_and_says_autosave_is_off(qtbot, user_dirs):
    folder = data_dir()
    folder.parent.mkdir(parents=True)
    folder.write_text("not a folder", encoding="utf-8")
    window = start(qtbot)
    told = shown(qtbot, window)
    assert any(text.startswith("This game is not autosaved: the folder") for text in told)
    assert any(text.startswith("Your own lessons are not shown: the lessons folder cannot be read") for text in told)
    lessons = [a for a in window.menus["lessons"].actions() if a.menu()]
    assert lessons, "the bundled lessons are in the menu"
    window.record.play("3B")  # the game goes on
    assert folder.read_text(encoding="utf-8") == "not a folder"


def test_a_config_folder_that_is_a_file_leaves_the_app_working_and_saves_nothing_there(qtbot, user_dirs):
    folder = config_dir()
    folder.parent.mkdir(parents=True)
    folder.write_text("not a folder", encoding="utf-8")
    window = start(qtbot)
    assert not window.settings.saved
    window.speed.setValue(90)
    assert window.settings.get("speed") == 90  # kept for the session
    assert any("settings cannot be kept" in text for text in shown(qtbot, window))
    assert folder.read_text(encoding="utf-8") == "not a folder"


def test_a_fifo_as_the_settings_file_does_not_freeze_the_start(qtbot, user_dirs):
    path = config_dir() / "siembra.json"
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    window = start(qtbot)
    assert not window.settings.saved
    assert any("not an ordinary file" in text for text in shown(qtbot, window))


# ----- the settings ------------------------------------------------------------------------

@pytest.mark.parametrize(("key", "stored", "default"), [
    ("font_scale", "NaN", 1.0), ("font_scale", "1e999", 1.0), ("speed", "9" * 5000, 55), ("speed", "1e300", 55),
    ("theme", '"neon"', "wood"), ("language", '"zz"', ""), ("thinking/expert", "-3", 1.0),
    ("geometry", '"not base64!"', ""), ("seats", '{"A": "grandmaster"}', {}),
])
def test_a_setting_out_of_range_starts_with_its_default_and_one_notice(qtbot, user_dirs, key, stored, default):
    group, _, name = key.rpartition("/")
    if group:  # a grouped key: its own INI section
        path = config_dir() / "siembra.ini"
        path.parent.mkdir(parents=True)
        path.write_text(f"[{group}]\n{name}={stored}\n", encoding="utf-8")
    else:
        write_settings(**{key: stored})
    window = start(qtbot)
    level = key.split("/")[1] if "/" in key else None
    value = window.thinker.budgets[level] if level else window.settings.get(key)
    assert value == default
    told = shown(qtbot, window)
    about = [text for text in told if "default is used" in text or "left out" in text]
    assert len(about) == 1 and len(about[0]) < SHORT, told


def test_a_nan_text_size_starts_with_the_default_text_size_and_a_notice(qtbot, user_dirs):
    write_settings(font_scale="NaN")
    window = start(qtbot)
    assert window.settings.get("font_scale") == 1.0
    assert shown(qtbot, window) == ["The text size cannot be read: the JSON holds NaN, which is not a finite number; "
                                    "the default is used instead."]


def test_a_setting_of_three_megabytes_gives_a_short_notice(qtbot, user_dirs):
    write_settings(recent=json.dumps(["x" * 3_000_000]))
    window = start(qtbot)
    assert window.settings.get("recent") == []
    told = shown(qtbot, window)
    assert len(told) == 1 and len(told[0]) < SHORT


def test_a_recent_game_that_vanished_or_became_bad_is_told_and_leaves_the_list(qtbot, user_dirs, tmp_path):
    gone, bad = tmp_path / "gone.siembra", tmp_path / "bad.siembra"
    bad.write_text("{", encoding="utf-8")
    window = start(qtbot)
    window.settings.set("recent", [str(gone), str(bad)])
    window.files.fill_recent(window.recent_menu)
    for action in window.recent_menu.actions()[:2]:
        action.trigger()
    assert window.settings.get("recent") == []
    told = shown(qtbot, window)
    assert any("gone.siembra was not opened" in text for text in told)
    assert any("bad.siembra was not opened" in text for text in told)



def test_the_file_dialogs_open_in_a_folder_that_is_there(qtbot, user_dirs, tmp_path, monkeypatch):
    from desktop_app import files
    window = start(qtbot)
    monkeypatch.setattr(files, "documents_dir", lambda: tmp_path / "no Documents here")
    assert window.files.start_dir() == str(Path.home())
    window.settings.set("recent", [str(tmp_path / "gone" / "game.siembra")])
    assert window.files.start_dir() == str(Path.home())
    window.settings.set("recent", [str(tmp_path / "game.siembra")])
    assert window.files.start_dir() == str(tmp_path)

# ----- records given to the window --------------------------------------------------------

def test_a_three_megabyte_bad_value_gives_a_short_message_and_the_board_stays(qtbot, user_dirs, tmp_path):
    window = start(qtbot)
    window.record.play("3B")
    before = window.record.to_record().to_json()
    path = tmp_path / "long.siembra"
    path.write_text(json.dumps({**GOOD, "game": "x" * 1_900_000}), encoding="utf-8")
    path3 = tmp_path / "three.siembra"
    path3.write_text(json.dumps({**GOOD, "game": "x" * 3_000_000}), encoding="utf-8")
    messages = []
    for p in (path, path3):
        assert not window.files.open_path(p, report=messages.append)
    assert all(len(text) < SHORT for text in messages)
    assert window.record.to_record().to_json() == before


def test_a_file_name_written_as_markup_is_shown_as_text(qtbot, user_dirs, tmp_path):
    window = start(qtbot)
    path = tmp_path / "<img src=x>.siembra"
    path.write_text("{", encoding="utf-8")
    window.files.open_path(path)
    qtbot.wait(1)
    notices(window).flush()
    assert "<img src=x>.siembra was not opened" in window.narration.text()
    from PySide6.QtCore import Qt
    assert window.narration.textFormat() == Qt.TextFormat.PlainText


def test_a_game_file_dropped_on_the_window_opens_as_file_open_would(qtbot, user_dirs, tmp_path):
    from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    window = start(qtbot)
    good, bad = tmp_path / "good.siembra", tmp_path / "bad.siembra"
    good.write_text(json.dumps(GOOD), encoding="utf-8")
    bad.write_bytes(b"\xff\xfe")

    def drop(path):
        """A file dropped on the board: the events reach the widget under the pointer first."""
        data = QMimeData()
        data.setUrls([QUrl.fromLocalFile(str(path))])
        board = window.view.viewport()
        for kind in (QDragEnterEvent, QDropEvent):
            event = kind(QPoint(50, 50) if kind is QDragEnterEvent else QPointF(50, 50), Qt.DropAction.CopyAction, data,
                         Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(board, event)
            assert event.isAccepted()
        qtbot.wait(5)

    drop(good)
    assert window.record.game.id == "bechi" and [str(m) for m in window.record.moves] == ["3B", "2A"]
    drop(bad)
    assert [str(m) for m in window.record.moves] == ["3B", "2A"]
    assert any("bad.siembra was not opened" in text and "not UTF-8" in text for text in shown(qtbot, window))


# ----- lessons and rules texts -------------------------------------------------------------

def test_a_bad_lesson_file_among_good_ones_is_skipped_with_a_notice_naming_it(qtbot, user_dirs):
    folder = user_lessons_dir()
    folder.mkdir(parents=True)
    good = json.loads((resources_dir() / "lessons" / "leb-relay-once.json").read_text(encoding="utf-8"))
    (folder / "mine.json").write_text(json.dumps({**good, "id": "mine"}), encoding="utf-8")
    (folder / "deep.json").write_text("[" * 1000, encoding="utf-8")
    os.mkfifo(folder / "pipe.json")  # would freeze a reader that opens it
    window = start(qtbot)
    told = shown(qtbot, window)
    assert any("deep.json was skipped" in text and "nested more than" in text for text in told)
    assert any("pipe.json was skipped" in text and "not an ordinary file" in text for text in told)
    names = [a.objectName() for a in window.findChildren(type(window.actions["open"]))]
    assert "lesson:mine" in names and "lesson:leb-relay-once" in names


def test_a_lesson_text_written_as_markup_loads_no_picture(qtbot, user_dirs):
    from PySide6.QtCore import Qt
    folder = user_lessons_dir()
    folder.mkdir(parents=True)
    good = json.loads((resources_dir() / "lessons" / "leb-relay-once.json").read_text(encoding="utf-8"))
    intro = '<img src="file:///etc/passwd"><a href="https://example.org">more</a>'
    (folder / "img.json").write_text(json.dumps({**good, "id": "img", "intro": {"en": intro}}), encoding="utf-8")
    window = start(qtbot)
    action = next(a for a in window.findChildren(type(window.actions["open"])) if a.objectName() == "lesson:img")
    action.trigger()
    settle(qtbot, window)
    from desktop_app.teaching.lessons import LessonPanel
    dock = window.findChild(LessonPanel, "lesson-panel")
    assert dock.intro.textFormat() == Qt.TextFormat.PlainText and dock.intro.text() == intro
    assert dock.title.textFormat() == Qt.TextFormat.PlainText
    assert window.narration.text() == intro and window.narration.textFormat() == Qt.TextFormat.PlainText


def test_the_rules_browser_loads_no_picture_and_follows_no_link(qtbot):
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    from desktop_app.teaching.rules_panel import TextOnlyBrowser
    browser = TextOnlyBrowser()
    qtbot.addWidget(browser)
    browser.resize(400, 300)
    browser.show()
    browser.setHtml('<img src="https://example.org/tracker.png">')
    qtbot.wait(5)
    browser.setMarkdown("![x](file:///etc/passwd) [a link](https://example.org)")
    qtbot.wait(5)
    requested = set(browser.document().requested)
    assert requested >= {"file:///etc/passwd", "https://example.org/tracker.png"}
    for name in requested:
        assert browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(name)) is None
    assert not browser.openLinks() and not browser.openExternalLinks()
    before = browser.toMarkdown()
    browser.setSource(QUrl("file:///etc/passwd"))  # what a followed link would do: nothing is read
    assert "root:" not in browser.toPlainText() and browser.toMarkdown() == before


# ----- the command line --------------------------------------------------------------------

def run_siembra(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "desktop_app", *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, cwd=Path(__file__).resolve().parents[1])


@pytest.mark.parametrize("args", [["--holes", "99"], ["--first", "Z"], ["--seed", "abc"], ["--level", "x"],
                                  ["--lang", "zz"], ["--size", "0x0"], ["--game", "x" * 5000], ["--computer", "XZ"],
                                  ["--players", "7", "--game", "bakuk"]])
def test_a_bad_command_line_option_gives_one_short_line_and_status_2(args, tmp_path):
    process = run_siembra(*args, "--screenshot", str(tmp_path / "x.png"))
    assert process.returncode == 2
    last = process.stderr.splitlines()[-1]
    assert last.startswith("siembra: ") and len(last) < SHORT and "Traceback" not in process.stderr
    assert not (tmp_path / "x.png").exists()


def test_a_bad_record_with_screenshot_says_why_and_ends_with_status_2(tmp_path):
    bad = tmp_path / "bad.siembra"
    bad.write_text(json.dumps({**GOOD, "options": {"holes": float("inf")}}), encoding="utf-8")  # writes Infinity
    process = run_siembra(str(bad), "--screenshot", str(tmp_path / "x.png"))
    assert process.returncode == 2
    assert process.stderr.strip().endswith("bad.siembra was not opened. This is not a Siembra game that can be played: "
                                           "the JSON holds Infinity, which is not a finite number")


def test_a_bad_record_at_an_interactive_start_is_told_in_the_window_over_the_default_game(qtbot, user_dirs, tmp_path):
    bad = tmp_path / "bad.siembra"
    bad.write_bytes(b"\xff")
    window = start(qtbot, [str(bad)])
    assert window.record.game.id == app_main.DEFAULT_GAME
    assert any("bad.siembra was not opened" in text for text in shown(qtbot, window))


def test_parse_args_refuses_a_language_siembra_does_not_speak(capsys):
    with pytest.raises(SystemExit) as caught:
        app_main.parse_args(["--lang", "zz"])
    assert caught.value.code == 2 and "not a language Siembra speaks" in capsys.readouterr().err
    assert app_main.parse_args(["--lang", "ES"]).lang == "es"
    assert isinstance(app_main.parse_args(["--size", "1280x800"]), argparse.Namespace)


def test_a_refusal_is_given_in_the_interface_language(tmp_path):
    bad = tmp_path / "malo.siembra"
    bad.write_text("[" * 1000, encoding="utf-8")
    process = run_siembra(str(bad), "--lang", "es", "--screenshot", str(tmp_path / "x.png"))
    assert process.returncode == 2
    assert "malo.siembra" in process.stderr and "el JSON tiene más de 32 niveles" in process.stderr, process.stderr


def test_many_notices_at_once_fit_one_message_that_lists_the_first(qtbot):
    from desktop_app.notices import notify
    window = new_window(qtbot)
    window.show_dialogs = True
    window.show()
    for number in range(12):
        notify(window, f"problem {number}")
    notices(window).flush()
    box = notices(window)._box
    assert box.isVisible() and not box.isModal()
    assert box.text().split("\n\n") == [f"problem {number}" for number in range(8)] + ["…and others, which this message leaves out."]
    assert window.narration.text().startswith("Siembra found problems: problem 0")
    box.close()


def test_a_lesson_title_a_paragraph_long_is_cut_in_the_menu(qtbot, user_dirs):
    folder = user_lessons_dir()
    folder.mkdir(parents=True)
    good = json.loads((resources_dir() / "lessons" / "leb-relay-once.json").read_text(encoding="utf-8"))
    (folder / "long.json").write_text(json.dumps({**good, "id": "long", "title": {"en": "word " * 4000}}), encoding="utf-8")
    window = start(qtbot)
    action = next(a for a in window.findChildren(type(window.actions["open"])) if a.objectName() == "lesson:long")
    assert len(action.text()) < 100 and action.text().endswith("… (yours)")


def test_a_screenshot_that_cannot_be_written_says_where_and_ends_with_status_1(tmp_path):
    process = run_siembra("--screenshot", str(tmp_path / "no-such-folder" / "x.png"))
    assert process.returncode == 1
    last = process.stderr.splitlines()[-1]
    assert last.startswith("siembra: ") and last.endswith("no-such-folder/x.png was not written: No such file or directory")


# ----- files Siembra writes or locks -------------------------------------------------------

@pytest.mark.parametrize("content", [b"", b"\x00" * 30, b"not a lock\n"])
def test_an_empty_or_garbage_lock_left_by_a_crash_is_taken_over(qtbot, user_dirs, content):
    lock = autosave_path().with_suffix(".lock")
    lock.parent.mkdir(parents=True)
    lock.write_bytes(content)
    os.utime(lock, (time.time() - 60, time.time() - 60))
    window = start(qtbot)
    assert window.autosave.active and not [text for text in shown(qtbot, window) if "not autosaved" in text]


@pytest.mark.parametrize("make", [os.mkfifo, lambda path: path.symlink_to("/dev/zero"), lambda path: path.mkdir()])
def test_a_lock_that_is_a_fifo_a_link_or_a_folder_is_refused_with_the_true_reason(qtbot, user_dirs, make):
    lock = autosave_path().with_suffix(".lock")
    lock.parent.mkdir(parents=True)
    make(lock)
    window = start(qtbot)  # Qt would read a FIFO here for ever
    told = [text for text in shown(qtbot, window) if "not autosaved" in text]
    assert len(told) == 1 and "is not an ordinary file" in told[0] and "another Siembra" not in told[0]
    assert len(told[0]) < SHORT


@pytest.mark.parametrize("option", ["--worksheet", "--export-animation", "--screenshot"])
def test_an_output_that_is_a_fifo_ends_with_status_1_and_one_line_without_blocking(tmp_path, option):
    record = tmp_path / "game.siembra"
    record.write_text(json.dumps(GOOD), encoding="utf-8")
    out = tmp_path / "out"
    os.mkfifo(out)
    args = {"--worksheet": ["--worksheet", str(record), "--out", str(out)],
            "--export-animation": ["--record", str(record), "--export-animation", str(out)],
            "--screenshot": ["--screenshot", str(out)]}[option]
    process = run_siembra(*args)  # run_siembra's timeout catches a write that blocks
    assert process.returncode == 1, process.stderr
    assert process.stderr.splitlines()[-1].endswith("out is not an ordinary file (it is a pipe, a device, a socket "
                                                    "or a link to one); nothing was written")
    assert stat.S_ISFIFO(os.lstat(out).st_mode)


@pytest.mark.parametrize("option", ["--worksheet", "--export-animation", "--screenshot"])
def test_an_output_on_a_full_disk_ends_with_status_1_and_leaves_nothing(tmp_path, monkeypatch, capsys, option):
    import errno

    from desktop_app import safe_output

    record = tmp_path / "game.siembra"
    record.write_text(json.dumps(GOOD), encoding="utf-8")
    out = tmp_path / "out.file"

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(safe_output.os, "fsync", full)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    args = {"--worksheet": ["--worksheet", str(record), "--out", str(out)],
            "--export-animation": ["--record", str(record), "--export-animation", str(out)],
            "--screenshot": ["--screenshot", str(out)]}[option]
    assert app_main.main(args) == 1
    assert capsys.readouterr().err.splitlines()[-1].endswith("out.file was not written: No space left on device")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.siembra"]


def test_exports_from_the_window_to_a_fifo_say_why_in_a_message_and_leave_it(qtbot, user_dirs, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from desktop_app.features import Teaching
    window = start(qtbot)
    window.record.play("3B")
    warned = []
    fifo = tmp_path / "board.png"
    os.mkfifo(fifo)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(fifo), "")))
    monkeypatch.setattr("desktop_app.features.warn", lambda parent, title, text: warned.append(text))
    window.findChild(Teaching).export_picture("png")
    assert len(warned) == 1 and "board.png is not an ordinary file" in warned[0]
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_save_as_lesson_with_a_data_folder_that_is_a_file_says_so_and_a_failed_write_too(qtbot, user_dirs, tmp_path,
                                                                                          monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from desktop_app.features import Teaching
    from desktop_app.teaching.save_lesson import LessonDetails
    window = start(qtbot)
    window.record.play("3B")
    shutil.rmtree(data_dir())
    data_dir().write_text("a file where the data folder goes")
    told, offered = [], []
    monkeypatch.setattr("desktop_app.teaching.save_lesson.warn", lambda parent, title, text: told.append(text))
    monkeypatch.setattr(LessonDetails, "exec", lambda self: True)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda parent, title, suggested, pattern: offered.append(suggested) or (str(tmp_path / "gone" / "mine.json"), "")))
    window.show_dialogs = True
    window.findChild(Teaching).save_lesson.dialog()
    assert "Your lessons folder cannot be used" in window.narration.text()
    assert Path(offered[0]).parent.is_dir()  # the dialog opens in a folder that is there
    assert len(told) == 1 and "mine.json was not written: No such file or directory" in told[0]


# ----- settings stored as text, lists checked entry by entry -------------------------------

def test_settings_are_a_json_file_read_back_as_they_were_written(qtbot, user_dirs):
    settings = Settings()
    settings.set("theme", "classroom")
    settings.set("recent", ["/a.siembra"])
    assert settings.path == config_dir() / "siembra.json"
    assert json.loads(settings.path.read_text(encoding="utf-8")) == {"theme": "classroom", "recent": ["/a.siembra"]}
    again = Settings()
    assert again.get("theme") == "classroom" and again.get("recent") == ["/a.siembra"] and not again._problems


def test_an_earlier_ini_file_is_taken_over_once_and_left_as_it_was(qtbot, user_dirs):
    from PySide6.QtCore import QSettings
    ini = config_dir() / "siembra.ini"
    ini.parent.mkdir(parents=True)
    store = QSettings(str(ini), QSettings.Format.IniFormat)
    for key, value in {"theme": "classroom", "speed": 80, "recent": ["/a b/x,y;\"z\".siembra"], "thinking/expert": 4.5}.items():
        store.setValue(key, json.dumps(value))
    store.sync()
    before = ini.read_bytes()
    settings = Settings()
    assert (settings.get("theme"), settings.get("speed"), settings.get("recent"), settings.get("thinking/expert")) == (
        "classroom", 80, ['/a b/x,y;"z".siembra'], 4.5)
    assert ini.read_bytes() == before and settings.path.is_file()
    ini.write_text("[General]\ntheme=\\\"wood\\\"\n", encoding="utf-8")
    assert Settings().get("theme") == "classroom"  # taken over once: the JSON file rules from then on


@pytest.mark.parametrize("depth", [1000, 30_000])
def test_a_setting_that_qt_would_read_as_nested_objects_is_left_out_without_a_crash(tmp_path, depth):
    ini = tmp_path / "config" / "Siembra" / "siembra.ini"
    ini.parent.mkdir(parents=True)
    ini.write_text("[General]\ntheme=" + "@Variant(\\0\\0\\0\\x7f" * depth + ")" * depth
                   + "\nspeed=80\n", encoding="utf-8")
    env = {"XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"), "HOME": str(tmp_path)}
    process = subprocess.run([sys.executable, "-m", "desktop_app", "--screenshot", str(tmp_path / "x.png")],
                             capture_output=True, text=True, timeout=60, cwd=Path(__file__).resolve().parents[1],
                             env={**os.environ, **env, "QT_QPA_PLATFORM": "offscreen"})
    assert process.returncode == 0, process.stderr[-500:]
    told = [line for line in process.stderr.splitlines() if line.startswith("siembra: ")]
    assert len(told) == 1 and "theme" in told[0] and "not plain text" in told[0] and len(told[0]) < SHORT
    assert json.loads((ini.with_name("siembra.json")).read_text(encoding="utf-8")) == {"speed": 80}


def test_a_recent_file_whose_name_is_not_text_is_dropped_alone(qtbot, user_dirs, tmp_path):
    good = tmp_path / "good.siembra"
    good.write_text(json.dumps(GOOD), encoding="utf-8")
    odd = os.fsdecode(bytes(tmp_path) + b"/caf\xe9.siembra")  # a Latin-1 name: a lone surrogate in Python
    Path(odd).write_text(json.dumps(GOOD), encoding="utf-8")
    window = start(qtbot)
    assert window.files.open_path(good) and window.files.open_path(odd)  # opened, not kept in the list
    assert Settings().get("recent") == [str(good)]
    # written in the file by hand (or by an earlier Siembra): that entry alone is dropped, and told
    path = config_dir() / "siembra.json"
    path.write_text('{"recent": ["/a.siembra", "/caf\\udce9.siembra", "/b.siembra"]}', encoding="utf-8")
    again, told = Settings(), []
    again.report_to(told.append)
    assert again.get("recent") == ["/a.siembra", "/b.siembra"]
    assert len(told) == 1 and "caf\\udce9.siembra" in told[0] and "left out" in told[0]


def test_a_settings_file_that_is_not_an_object_leaves_the_defaults_in_memory(qtbot, user_dirs):
    path = config_dir() / "siembra.json"
    path.parent.mkdir(parents=True)
    path.write_text("[1, 2]", encoding="utf-8")
    settings = Settings()
    settings.set("speed", 90)
    assert settings.get("speed") == 90 and not settings.saved and path.read_text(encoding="utf-8") == "[1, 2]"


# ----- sizes -------------------------------------------------------------------------------

def long_record(tmp_path, plies: int = 300) -> Path:
    """A record of ``plies`` moves (Bechi's traditional match is long), written to a file."""
    game = get_game("bechi", holes=4, rounds=0)
    state, moves = game.initial_state(), []
    while len(moves) < plies and not state.is_over:
        move = game.legal_moves(state)[len(moves) % len(game.legal_moves(state))]
        state, moves = game.next_state(state, move), [*moves, str(move)]
    path = tmp_path / "long.siembra"
    path.write_text(dump_record(Record(game, None, moves)), encoding="utf-8")
    return path


def test_an_animation_of_too_many_pictures_is_refused_before_any_is_drawn(tmp_path):
    from desktop_app.teaching.animation_export import MAX_PICTURES
    record = long_record(tmp_path)
    process = run_siembra("--record", str(record), "--export-animation", str(tmp_path / "x.gif"), "--plies", "1-300")
    assert process.returncode == 2
    last = process.stderr.splitlines()[-1]
    assert last.startswith("siembra: --plies: these moves make ") and f"most {MAX_PICTURES}:" in last
    assert not (tmp_path / "x.gif").exists() and len(last) < SHORT


def test_an_animation_of_too_many_pixels_is_refused_before_any_is_drawn(tmp_path):
    from desktop_app.teaching.animation_export import MAX_PIXELS
    process = run_siembra("--record", str(long_record(tmp_path, 40)), "--export-animation", str(tmp_path / "x.gif"),
                          "--plies", "1-40", "--size", "3840x3840")
    assert process.returncode == 2 and not (tmp_path / "x.gif").exists()
    assert f"most {MAX_PIXELS // 3840 ** 2}: choose fewer moves" in process.stderr.splitlines()[-1]


def test_a_worksheet_of_a_long_record_asks_about_its_first_moves_only(tmp_path):
    from desktop_app.teaching.worksheet import MAX_EXERCISES, page_count
    process = run_siembra("--worksheet", str(long_record(tmp_path)), "--out", str(tmp_path / "x.pdf"))
    assert process.returncode == 0
    assert f"the first {MAX_EXERCISES} move" in process.stderr.splitlines()[-1]
    assert (tmp_path / "x.pdf").read_bytes().count(b"/Type /Page\n") + (tmp_path / "x.pdf").read_bytes().count(
        b"/Type /Page\r") + (tmp_path / "x.pdf").read_bytes().count(b"/Type /Page ") <= page_count(MAX_EXERCISES)


def test_a_lessons_folder_of_hundreds_of_bad_files_names_a_few_and_counts_the_rest(qtbot, user_dirs):
    from desktop_app.teaching.lessons import NOTICES_NAMED
    folder = user_lessons_dir()
    folder.mkdir(parents=True)
    for number in range(700):
        (folder / f"bad-{number:03}.json").write_text("{", encoding="utf-8")
    window = start(qtbot)
    told = [text for text in shown(qtbot, window) if "lesson" in text]
    assert len(told) == NOTICES_NAMED + 1
    # 500 files read and refused, and one problem for the 200 left unread
    assert told[-1].startswith(f"{501 - NOTICES_NAMED} other lesson files were skipped too")
    assert all(len(text) < SHORT for text in told)


# ----- text from outside is never markup ---------------------------------------------------

MARK = "<b>MARK"  # a tag: Qt would read any text holding it as rich text (as it read <img src=/dev/zero>)


def _rich_shown(widgets, actions, extra_tips) -> list[str]:
    """Every place among ``widgets``, ``actions`` and ``extra_tips`` where a text holding MARK
    would be read as markup: a label not set to plain text, a tooltip not escaped."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel
    found = []
    for widget in widgets:
        if isinstance(widget, QLabel) and MARK in widget.text() and widget.textFormat() != Qt.TextFormat.PlainText:
            found.append(f"label {widget.objectName() or type(widget).__name__}: {widget.text()[:80]!r}")
        if MARK in widget.toolTip():
            found.append(f"tooltip of {type(widget).__name__}: {widget.toolTip()[:80]!r}")
    found += [f"tooltip of the action {a.text()!r}" for a in actions if MARK in a.toolTip()]
    found += [f"tooltip {tip[:80]!r}" for tip in extra_tips if MARK in tip]
    return found


def test_every_widget_the_window_shows_shows_hostile_names_as_plain_text(qtbot, user_dirs, tmp_path):
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication, QGraphicsItem, QTreeWidget

    from desktop_app.features import Teaching
    from desktop_app.notices import notify
    folder = user_lessons_dir()
    folder.mkdir(parents=True)
    good = json.loads((resources_dir() / "lessons" / "leb-relay-once.json").read_text(encoding="utf-8"))
    (folder / f"{MARK}.json").write_text(json.dumps({**good, "id": "mark", "title": {"en": f"{MARK} title"},
                                                     "intro": {"en": f"{MARK} intro"}, "comments": {"1": f"{MARK} note"}}))
    (folder / f"{MARK} bad.json").write_text("{")
    record = tmp_path / f"{MARK}.siembra"
    record.write_text(dump_record(Record(get_game("bechi", holes=4), None, ["3B", "2A"], comments={1: f"{MARK} comment"})))
    bad = tmp_path / f"{MARK} bad.siembra"
    bad.write_bytes(b"\xff")
    window = start(qtbot, [str(record)])
    window.files.open_path(bad)
    window.files.open_path(record)
    window.files.save_to(tmp_path / "missing" / f"{MARK}.siembra")  # refused: the name in a notice
    window.record.jump(1)
    notify(window, f"{MARK} notice")
    window.show_dialogs = True
    notices(window).flush()  # the non-modal message of the notices
    teaching = window.findChild(Teaching)
    teaching.lessons.open(teaching.lessons.find("mark"))
    window.files.fill_recent(window.recent_menu)
    window.show_start_page()
    qtbot.wait(10)
    widgets = QApplication.allWidgets()
    tips = [item.toolTip(column) for tree in window.findChildren(QTreeWidget)
            for item in (tree.topLevelItem(i) for i in range(tree.topLevelItemCount())) for column in range(tree.columnCount())]
    tips += [item.toolTip() for item in window.scene.items() if isinstance(item, QGraphicsItem)]
    assert any(MARK in w.text() for w in widgets if hasattr(w, "text") and isinstance(w.text(), str))  # the names are shown
    assert _rich_shown(widgets, window.findChildren(QAction), tips) == []


# ----- messages ----------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "words"), [
    (["--size", "١٠٠x١٠٠"], '--size: not a size like 1280x800 (each side from 1 to 8192, in digits 0-9): "١٠٠x١٠٠"'),
    (["--lang", "x\nx"], '--lang: not a language Siembra speaks (it speaks en, es, ca): "x\\nx"'),
    (["--game", "<b>x"], '--game: "<b>x" is not one of leb-bbut-ahbochen, bakuk, djenon-aboure, tihbat, bechi'),
    (["--seed", "²"], '--seed: not a whole number written in digits 0-9: "²"'),
    (["--holes", "9" * 5000], '--holes: not a whole number written in digits 0-9: "' + "9" * 40 + '…"'),
    (["--first", "Z"], '--first: "Z" is not one of B, A, C, random'),
    # argparse's own refusals, in Siembra's words
    (["a.siembra", "b.siembra", "--bogus"], "unknown options or extra words: b.siembra --bogus"),
    (["--game"], "--game needs a value"),
    (["--classroom=3"], "--classroom takes no value, not '3'"),
])
def test_a_refused_option_is_one_line_with_its_value_quoted_escaped_and_shortened(capsys, args, words):
    with pytest.raises(SystemExit) as caught:
        app_main.parse_args(args)
    err = capsys.readouterr().err
    assert caught.value.code == 2 and err == f"siembra: {words}\n"


def test_plies_written_in_other_digits_are_refused_in_siembras_words(tmp_path):
    record = tmp_path / "game.siembra"
    record.write_text(json.dumps(GOOD), encoding="utf-8")
    process = run_siembra("--record", str(record), "--export-animation", str(tmp_path / "x.gif"), "--plies", "1-²")
    assert process.returncode == 2 and process.stderr.splitlines()[-1] == 'siembra: --plies: not a range of moves like 3-5: "1-²"'


def test_an_option_refusal_is_translated_in_the_language_asked_for():
    text = "{name} is a folder, not a file"
    assert app_main.option_translator(["--size", "0x0", "--lang", "es"])("Rules", text) == "{name} es una carpeta, no un archivo"
    assert app_main.option_translator(["--lang=ca"])("Rules", text) not in (text, "{name} es una carpeta, no un archivo")
    nested = "the JSON is nested more than %n level(s) deep"  # a counting message: its plural form
    assert app_main.option_translator(["--lang", "es"])("Rules", nested, None, 2).startswith("el JSON")


def test_argparses_own_refusal_is_in_the_language_asked_for(capsys):
    with pytest.raises(SystemExit) as caught:
        app_main.parse_args(["--bogus", "--lang", "es"])
    err = capsys.readouterr().err
    assert caught.value.code == 2 and err == "siembra: opciones desconocidas o palabras de más: --bogus\n"


def test_a_notice_about_a_path_with_newlines_is_one_line_on_standard_error(qtbot, user_dirs, tmp_path, capsys):
    bad = tmp_path / "two\nlines\n\n.siembra"
    bad.write_bytes(b"\xff")
    window = start(qtbot, [str(bad)])
    shown(qtbot, window)
    lines = [line for line in capsys.readouterr().err.splitlines() if "lines" in line]
    assert len(lines) == 1 and "two\\nlines\\n\\n.siembra was not opened" in lines[0]


def test_the_json_parsers_words_are_siembras_and_translatable():
    from rules.safe_input import JsonError
    with pytest.raises(JsonError) as caught:
        parse_json_text('{"a" 1}')
    contexts = []
    assert caught.value.translated(lambda context, text: contexts.append((context, text)) or text) == (
        "the text is not valid JSON: a colon was expected (line 1, column 6)")
    assert ("Rules", "a colon was expected") in contexts


def parse_json_text(text: str):
    from rules.safe_input import parse_json
    return parse_json(text)
