"""The application as the desktop sees it: one identity however started, ``--version``,
``siembra FILE``, and the runs that need no display (``--screenshot``, ``--self-test``)."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from desktop_app import shell
from desktop_app.__main__ import parse_args

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=env)


def test_siembra_version_needs_no_application():
    # The version comes from the metadata, and nothing of Qt's GUI is loaded to print it.
    script = ("import sys; from desktop_app.__main__ import main\n"
              "try:\n    main(['--version'])\nexcept SystemExit as end:\n    status = end.code\n"
              "print('status', status, 'gui', 'PySide6.QtGui' in sys.modules)")
    result = _run("-c", script)
    assert result.stdout.splitlines() == [f"siembra {version('siembra')}", "status 0 gui False"], result.stderr


def test_rules_version():
    result = _run("-m", "rules", "--version")
    assert result.returncode == 0 and result.stdout == f"python -m rules {version('siembra')}\n"


def test_source_tree_version_reads_pyproject(tmp_path):
    from rules.version import _source_tree_version
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "siembra"\nversion = "9.8.7"\n')
    assert _source_tree_version(tmp_path / "pyproject.toml") == "9.8.7"
    assert _source_tree_version(tmp_path / "missing.toml") == "unknown"


def test_a_file_on_the_command_line_is_a_record():
    assert parse_args(["game.siembra"]).record == "game.siembra"
    assert parse_args(["--record", "game.siembra"]).record == "game.siembra"
    assert parse_args(["--game", "bechi"]).record is None


def test_a_record_given_twice_is_refused(capsys):
    with pytest.raises(SystemExit) as end:
        parse_args(["a.siembra", "--record", "b.siembra"])
    assert end.value.code == 2
    assert "either as FILE or with --record" in capsys.readouterr().err


def test_screenshot_size():
    assert parse_args(["--screenshot", "x.png", "--size", "1280x800"]).size == (1280, 800)
    assert parse_args(["--screenshot", "x.png"]).size == (1600, 900)
    with pytest.raises(SystemExit):
        parse_args(["--size", "wide"])


def test_identity(qapp):
    shell.identify(qapp)
    shell.set_icon(qapp)
    assert qapp.applicationName() == "Siembra"
    assert qapp.desktopFileName() == shell.APP_ID
    sizes = {(s.width(), s.height()) for s in qapp.windowIcon().availableSizes()}
    assert sizes == {(n, n) for n in shell.ICON_SIZES}
    assert not qapp.windowIcon().pixmap(48, 48).isNull()
    # On X11 the window class is (instance, class) = (``-name``, application name): the same
    # whatever the program file was called (``__main__.py`` under ``python -m``).
    assert shell.qt_arguments() == ["siembra", "-name", shell.APP_ID]


@pytest.mark.parametrize("environ, platform, offscreen", [
    ({}, "linux", True),
    ({"DISPLAY": ":0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", False),  # the user's choice is kept
    ({}, "freebsd14", True),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_offscreen_without_display(environ, platform, offscreen):
    environ = dict(environ)
    shell.offscreen_without_display(environ, platform)
    assert (environ.get("QT_QPA_PLATFORM") == "offscreen") is offscreen


def test_screenshot_without_a_display(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    png = tmp_path / "shot.png"
    result = _run("-m", "desktop_app", "--game", "tihbat", "--screenshot", str(png), "--size", "800x600", env=env)
    assert result.returncode == 0, result.stderr
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_siembra_file_opens_the_record(qtbot, tmp_path, monkeypatch):
    """What a file manager runs for a record (Exec=siembra %f): the window opens that record."""
    from desktop_app.__main__ import main
    from desktop_app.files import RecordFiles
    from rules import Record, dump_record, get_game
    record = tmp_path / "a game.siembra"
    record.write_text(dump_record(Record(get_game("tihbat"), None, ["1B", "2A"])), encoding="utf-8")
    opened = []
    real_open = RecordFiles.open_path

    def open_path(files, path, report=None):
        ok = real_open(files, path, report)
        opened.append((str(path), files.window.record.game.id, [str(m) for m in files.window.record.moves]))
        return ok
    monkeypatch.setattr(RecordFiles, "open_path", open_path)
    assert main([str(record), "--screenshot", str(tmp_path / "shot.png"), "--size", "800x600"]) == 0
    assert opened == [(str(record), "tihbat", ["1B", "2A"])]


def test_siembra_file_that_is_not_a_record(tmp_path, capsys):
    from desktop_app.__main__ import main
    path = tmp_path / "notes.siembra"
    path.write_text("shopping list", encoding="utf-8")
    assert main([str(path), "--screenshot", str(tmp_path / "shot.png")]) == 2
    assert capsys.readouterr().err.startswith("siembra: ")
