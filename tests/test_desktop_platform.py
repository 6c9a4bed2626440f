"""Windows' AppUserModelID and macOS' file-open event, as far as they can be run on Linux: the
id call with a stand-in shell32, and the event handler in a real Qt application."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from desktop_app import desktop_platform
from desktop_app.shell import APP_ID

ROOT = Path(__file__).resolve().parent.parent


class Shell32:
    def __init__(self) -> None:
        self.ids: list[str] = []

    def SetCurrentProcessExplicitAppUserModelID(self, app_id: str) -> int:
        self.ids.append(app_id)
        return 0


def test_windows_gets_the_app_id_before_any_window():
    shell32 = Shell32()
    assert desktop_platform.set_app_user_model_id("win32", shell32) is True
    assert shell32.ids == [APP_ID]


def test_other_platforms_set_no_app_id():
    shell32 = Shell32()
    assert desktop_platform.set_app_user_model_id("linux", shell32) is False
    assert desktop_platform.set_app_user_model_id("darwin", shell32) is False
    assert shell32.ids == []


def test_only_macos_starts_the_file_open_application():
    from PySide6.QtWidgets import QApplication
    assert desktop_platform.application_class("linux") is QApplication
    assert desktop_platform.application_class("win32") is QApplication
    mac = desktop_platform.application_class("darwin")
    assert issubclass(mac, QApplication) and mac is not QApplication


def test_open_files_with_a_plain_application_does_nothing(qapp):
    desktop_platform.open_files_with(qapp, lambda path: None)  # Linux, Windows: no such events


def test_records_opened_in_the_finder_reach_the_window(tmp_path):
    """The macOS application, in a process of its own (one QApplication a process): a record
    sent before the window exists waits for it, one sent after opens at once, an event without
    a file is Qt's, and the window shows each record opened."""
    from rules import Record, dump_record, get_game
    first, second = tmp_path / "first.siembra", tmp_path / "second.siembra"
    first.write_text(dump_record(Record(get_game("tihbat"), None, ["1B"])), encoding="utf-8")
    second.write_text(dump_record(Record(get_game("bechi"), None, [])), encoding="utf-8")
    script = textwrap.dedent(f"""
        import sys
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtGui import QFileOpenEvent
        from desktop_app import desktop_platform
        from desktop_app.board.looks import make_theme
        from desktop_app.settings import Settings
        from desktop_app.window.mainwindow import MainWindow
        app = desktop_platform.application_class("darwin")(["siembra"])
        print("handled", QCoreApplication.sendEvent(app, QFileOpenEvent({str(first)!r})), app.pending)
        window = MainWindow(make_theme(), settings=Settings())
        window.files._warn = print
        desktop_platform.open_files_with(app, window.files.open_path)
        print("first", window.record.game.id, window.files.path.name, app.pending)
        QCoreApplication.sendEvent(app, QFileOpenEvent({str(second)!r}))
        print("second", window.record.game.id, window.files.path.name)
        print("empty", QCoreApplication.sendEvent(app, QFileOpenEvent("")))
    """)
    home = tmp_path / "home"
    env = {"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
           "XDG_STATE_HOME": str(home / "state"), "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"handled True [{str(first)!r}]"
    assert lines[1] == "first tihbat first.siembra []"
    assert lines[2] == "second bechi second.siembra"
    assert lines[3] == "empty False"
