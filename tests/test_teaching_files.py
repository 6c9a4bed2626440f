"""Saved games: .siembra records, refusals that lose nothing, recent files, settings, and the
autosave that survives a killed process."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from desktop_app.settings import Settings, autosave_path
from rules import Record, dump_record, get_game, load_record
from rules.record import MAX_RECORD_BYTES

from gui_helpers import settle, user_dirs_env

ROOT = Path(__file__).resolve().parents[1]


def play(qtbot, window, *moves):
    for move in moves:
        window.record.play(move)
        settle(qtbot, window)


def test_a_saved_game_gets_the_siembra_extension_and_opens_again(qtbot, installed, tmp_path):
    window, teaching = installed
    play(qtbot, window, "3B", "2A")
    assert window.files.save_to(tmp_path / "lesson")
    saved = tmp_path / "lesson.siembra"
    assert load_record(saved.read_text(encoding="utf-8")).moves == ["3B", "2A"]
    window.new_game("tihbat")
    assert window.files.open_path(saved)
    assert [str(m) for m in window.record.moves] == ["3B", "2A"]
    assert teaching.settings.get("recent")[0] == str(saved)


def test_damaged_and_foreign_files_are_refused_and_the_game_stays(qtbot, installed, tmp_path):
    window, teaching = installed
    play(qtbot, window, "3B")
    before = window.record.to_record().to_json()
    good = json.loads(dump_record(Record(get_game("bakuk"), None, ["1B"])))
    cases = {
        "picture.siembra": bytes(range(256)) * 4,
        "notes.siembra": b"shopping list: rice, beans",
        "other.siembra": json.dumps({"format": "something-else"}).encode(),
        "illegal.siembra": json.dumps({**good, "moves": ["1B", "1B"]}).encode(),
        "huge.siembra": b" " * (MAX_RECORD_BYTES + 1),
    }
    messages = {}
    for name, content in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        assert not window.files.open_path(path, report=lambda text, n=name: messages.__setitem__(n, text))
        assert window.record.to_record().to_json() == before
    assert "not UTF-8 text" in messages["picture.siembra"]
    assert "not valid JSON" in messages["notes.siembra"]
    assert "not a Siembra game record" in messages["other.siembra"]
    assert "move 2" in messages["illegal.siembra"]
    assert "too large" in messages["huge.siembra"]
    assert all(name in text for name, text in messages.items())
    assert teaching.settings.get("recent") == []


def test_recent_files_list_the_latest_first_once_each(user_dirs):
    settings = Settings()
    for name in ["a", "b", "a"] + [str(n) for n in range(10)]:
        settings.add_recent(name)
    recent = settings.get("recent")
    assert recent[:3] == ["9", "8", "7"] and len(recent) == 8 and len(set(recent)) == 8


def test_settings_persist_speed_motion_theme_and_seats(qtbot, make_window):
    window, teaching = make_window()
    window.speed.setValue(80)
    window.actions["instant"].trigger()
    teaching.set_preferences({"language": "ca", "theme": "classroom", "font_scale": 1.0, "colour_blind": True,
                              "reduced_motion": True, "path_overlay": False})
    window.new_game("bakuk", {"players": 3}, {"C": "easy"})
    window.close()
    again, _ = make_window()
    assert again.speed.value() == 80
    assert again.actions["instant"].isChecked() and again.animator.step_ms == 0
    assert again.theme.name == "classroom" and again.theme.players["B"] == "#0072b2"
    settings = Settings()
    assert settings.get("language") == "ca" and settings.get("seats") == {"C": "easy"}
    assert settings.path.is_relative_to(Path(os.environ["XDG_CONFIG_HOME"]))


def test_the_autosave_follows_every_move_and_undo_and_a_clean_exit_removes_it(qtbot, installed):
    window, _teaching = installed
    path = autosave_path()
    play(qtbot, window, "3B", "2A")
    saved = load_record(path.read_text(encoding="utf-8"))
    assert saved.moves == ["3B", "2A"] and saved.meta["ply"] == 2
    window.actions["undo"].trigger()
    assert load_record(path.read_text(encoding="utf-8")).meta["ply"] == 1
    window.close()
    assert not path.exists()


def test_a_damaged_autosave_is_set_aside_and_not_offered(qtbot, make_window):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ half a rec", encoding="utf-8")
    window, _teaching = make_window()
    assert path.with_name(path.name + ".damaged").exists()
    window.new_game("tihbat")
    assert load_record(path.read_text(encoding="utf-8")).game.id == "tihbat"


def test_after_a_killed_process_the_next_start_resumes_the_same_game_and_ply(qtbot, make_window, user_dirs, tmp_path):
    record = Record(get_game("bechi", holes=4), None, ["3B", "2A", "4B", "1A"])
    game_file = tmp_path / "partly-played.siembra"
    game_file.write_text(dump_record(record), encoding="utf-8")
    env = {**os.environ, **user_dirs_env(user_dirs), "QT_QPA_PLATFORM": "offscreen"}
    process = subprocess.Popen([sys.executable, "-m", "desktop_app", "--record", str(game_file)], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        def autosaved() -> bool:
            return autosave_path().exists() and "1A" in autosave_path().read_text(encoding="utf-8")

        qtbot.waitUntil(lambda: autosaved() or process.poll() is not None, timeout=30000)
        assert autosaved() and process.poll() is None, "the game was not autosaved"
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    assert autosave_path().exists()
    offered = []
    window, _teaching = make_window(ask=lambda rec: offered.append(rec) or True)
    assert [r.moves for r in offered] == [record.moves]
    c = window.record
    assert [str(m) for m in c.moves] == record.moves and c.ply == 4 and c.game.id == "bechi"
    assert c.state == record.states()[-1]
