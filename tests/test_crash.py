"""The log and the unexpected-error dialog: an exception raised in a slot, in a Python thread
or in a Qt pool thread is logged with its traceback and shown with the log's place."""

from __future__ import annotations

import logging
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QEventLoop, QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from desktop_app import crash

ROOT = Path(__file__).resolve().parent.parent


class Boom(RuntimeError):
    pass


def _raise() -> None:
    raise Boom("the board fell off the table")


class _Emitter(QObject):
    fired = Signal()


@pytest.fixture
def reporting(qapp, tmp_path):
    """The hooks installed and the log started in a temporary folder, both undone afterwards."""
    crash.install()
    path = crash.start_logging(tmp_path / "log")
    yield path
    if crash.REPORTER.dialog is not None:
        crash.REPORTER.dialog.close()
        crash.REPORTER.dialog = None
    crash.uninstall()


def _dialog_shown(qtbot):
    qtbot.waitUntil(lambda: crash.REPORTER.dialog is not None and crash.REPORTER.dialog.isVisible())
    return crash.REPORTER.dialog


def _in_event_loop(function) -> None:
    """Run ``function`` from a running event loop, as a slot runs while the app is in use."""
    loop = QEventLoop()
    QTimer.singleShot(0, function)
    QTimer.singleShot(0, loop.quit)
    loop.exec()


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_slot_is_logged_and_shown(qtbot, reporting):
    emitter = _Emitter()
    emitter.fired.connect(_raise)
    _in_event_loop(emitter.fired.emit)
    dialog = _dialog_shown(qtbot)
    assert "Boom: the board fell off the table" in dialog.what.text()
    assert str(reporting) in dialog.where.text()
    assert "Traceback" in dialog.text.toPlainText() and "_raise" in dialog.text.toPlainText()
    for handler in logging.getLogger().handlers:
        handler.flush()
    log = reporting.read_text(encoding="utf-8")
    assert "CRITICAL siembra: unexpected error" in log and "Boom: the board fell off the table" in log
    assert "Siembra " in log.splitlines()[0] and "started" in log.splitlines()[0]


@pytest.mark.qt_no_exception_capture
def test_copy_details(qtbot, reporting):
    _in_event_loop(_raise)
    dialog = _dialog_shown(qtbot)
    dialog.copy_details()
    copied = QGuiApplication.clipboard().text()
    assert "Boom: the board fell off the table" in copied and str(reporting) in copied


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_python_thread_reaches_the_gui_thread(qtbot, reporting):
    worker = threading.Thread(target=_raise, name="search")
    worker.start()
    worker.join()
    dialog = _dialog_shown(qtbot)
    assert dialog.thread() is QGuiApplication.instance().thread()
    assert "in thread search" in dialog.text.toPlainText()
    assert "in thread search" in reporting.read_text(encoding="utf-8")


class _Job(QRunnable):
    def run(self) -> None:
        _raise()


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_qt_pool_thread_is_shown(qtbot, reporting):
    pool = QThreadPool()
    pool.start(_Job())
    pool.waitForDone()
    dialog = _dialog_shown(qtbot)
    assert "Boom: the board fell off the table" in dialog.what.text()


@pytest.mark.qt_no_exception_capture
def test_one_dialog_at_a_time(qtbot, reporting):
    _in_event_loop(_raise)
    first = _dialog_shown(qtbot)
    _in_event_loop(_raise)
    QGuiApplication.processEvents()  # the second report's queued call is delivered
    assert crash.REPORTER.dialog is first
    assert reporting.read_text(encoding="utf-8").count("CRITICAL siembra: unexpected error") == 2


def test_log_folder_that_cannot_be_made(qapp, tmp_path, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    try:
        assert crash.start_logging(blocker / "log") is None
        assert crash.LOG.problem
        logging.getLogger("siembra").warning("still logged")
        assert "still logged" in capsys.readouterr().err
    finally:
        crash.uninstall()


def test_a_hard_crash_is_written_to_the_log_folder(tmp_path):
    """A segmentation fault leaves no Python exception: faulthandler writes the stacks."""
    script = ("import faulthandler, sys; from pathlib import Path; from desktop_app import crash; "
              "crash.start_logging(Path(sys.argv[1])); faulthandler._sigsegv()")
    result = subprocess.run([sys.executable, "-c", script, str(tmp_path)], capture_output=True, text=True,
                            cwd=ROOT, timeout=120)
    assert result.returncode != 0
    faults = (tmp_path / crash.FAULT_FILE).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in faults and "<string>" in faults


@pytest.mark.qt_no_exception_capture
def test_open_log_folder(qtbot, reporting, monkeypatch):
    from PySide6.QtGui import QDesktopServices
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    assert crash.open_log_folder()
    assert opened == [str(reporting.parent)]
    _in_event_loop(_raise)
    _dialog_shown(qtbot).show_folder.click()
    assert opened == [str(reporting.parent)] * 2


def test_log_dir_is_the_platforms():
    import platformdirs
    assert crash.log_dir() == Path(platformdirs.user_log_dir("Siembra", appauthor=False))


@pytest.mark.qt_no_exception_capture
def test_a_report_that_fails_still_prints_the_error(qapp, reporting, monkeypatch, capsys):
    def broken(*args):
        raise OSError("the disk is full")
    monkeypatch.setattr(crash, "describe", broken)
    try:
        _raise()
    except Boom as err:
        crash.REPORTER.report(Boom, err, err.__traceback__)
    assert "Boom: the board fell off the table" in capsys.readouterr().err
    assert crash.REPORTER.dialog is None


def test_help_show_log_folder(window, reporting, monkeypatch):
    from PySide6.QtGui import QDesktopServices
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    window.actions["log_folder"].trigger()
    assert opened == [str(reporting.parent)]


def test_help_show_log_folder_says_where_it_is_when_it_cannot_be_opened(window, reporting, monkeypatch):
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QMessageBox
    said = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    window.actions["log_folder"].trigger()
    assert said == [f"Siembra's log is in the folder {reporting.parent}"]


def test_the_app_installs_the_hooks_before_its_window(monkeypatch, tmp_path):
    """A normal start (no screenshot) has the hooks in place from the start; the log itself
    starts with the first frame."""
    from desktop_app import __main__ as start
    from desktop_app.window.mainwindow import MainWindow
    seen = []

    class Probe(MainWindow):
        def show(self):
            # Not shown: no first frame comes, so nothing runs after the (skipped) event loop.
            seen.append(sys.excepthook == crash.REPORTER.excepthook
                        and threading.excepthook == crash.REPORTER.thread_excepthook)

    monkeypatch.setattr("desktop_app.window.mainwindow.MainWindow", Probe)
    monkeypatch.setattr("PySide6.QtWidgets.QApplication.exec", lambda self=None: 0)
    try:
        assert start.main(["--game", "tihbat"]) == 0
    finally:
        crash.uninstall()
    assert seen == [True]
