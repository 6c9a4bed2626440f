"""The log, and what the user sees when something goes wrong.

Siembra logs with the standard ``logging`` module to a rotating file in the platform's log
folder (platformdirs), with Qt's own messages and Python's warnings; a hard crash (a
segmentation fault inside Qt) is written there by ``faulthandler``. An exception nobody
caught, in the GUI thread or a worker thread, is logged with its traceback and shown in a
dialog that says what happened, where the log is, and lets the user copy the details into a
bug report. If the log folder cannot be made, the log goes to standard error alone: the
log must never be the reason Siembra stops.

Nothing here runs before the first frame but the two hooks (plain functions): the log is
started right after it (``start_logging``), or by the first exception if that comes sooner.
What only the log and the error dialog use is imported when they start, not before the first
frame (docs/performance.md, "Start-up to the first frame"). So are ``logging`` and ``traceback``,
although Python has loaded them by then: the first import statement to name a module once Qt
is loaded has PySide6's import hook read that module's source, looking for "PySide6" in it.
"""

from __future__ import annotations

import faulthandler
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, TextIO

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QObject, QtMsgType, Signal, qInstallMessageHandler, qVersion
from PySide6.QtWidgets import QApplication

from .settings import APP

if TYPE_CHECKING:
    import logging

    from .crash_dialog import CrashDialog

LOG_FILE = "siembra.log"
FAULT_FILE = "faults.log"
LOG_BYTES = 1_000_000  # per file; with the backups, at most 4 MB of log
LOG_BACKUPS = 3


def log_dir() -> Path:
    """The platform's log folder for Siembra (``~/.local/state/Siembra/log`` on Linux)."""
    import platformdirs  # not loaded before the first frame (docs/performance.md)
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


class _Log:
    """The logging set-up, made once: where the log is, or why there is none."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        self.path: Path | None = None  # the log file, once logging has started with one
        self.problem = ""  # why there is no log file
        self.started = False
        self._handlers: list[logging.Handler] = []
        self._fault_file: TextIO | None = None
        self._faults_were_on = False  # faulthandler writing elsewhere before (a test runner's)
        self._previous_qt_handler: Callable[..., object] | None = None

    def start(self, folder: Path | None = None) -> Path | None:
        if self.started:
            return self.path
        self.started = True
        # The log's own modules (see the module's docstring).
        import logging
        import logging.handlers

        from rules.version import version

        from .safe_output import OutputError
        formatter = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
        root = logging.getLogger()
        try:
            folder = log_dir() if folder is None else folder
            folder.mkdir(parents=True, exist_ok=True)
            _check_log_files(folder)
            handler = logging.handlers.RotatingFileHandler(
                folder / LOG_FILE, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
        except OutputError as err:
            self.problem = str(err)
        except OSError as err:
            self.problem = f"{err.strerror or err} ({err.filename or folder})"
        else:
            handler.setFormatter(formatter)
            self._add(root, handler)
            self.path = folder / LOG_FILE
            self._start_faulthandler(folder)
        if sys.stderr is not None:  # None in a Windows GUI program
            console = logging.StreamHandler(sys.stderr)
            console.setLevel(logging.WARNING)
            console.setFormatter(formatter)
            self._add(root, console)
        root.setLevel(logging.INFO)
        logging.captureWarnings(True)
        self._log_qt_messages()
        logging.getLogger("siembra").info(
            "Siembra %s started (Python %s, PySide6 %s, Qt %s, %s)", version(), sys.version.split()[0],
            pyside_version, qVersion(), sys.platform)
        if self.problem:
            logging.getLogger("siembra").warning("no log file: %s", self.problem)
        return self.path

    def _add(self, root, handler) -> None:
        root.addHandler(handler)
        self._handlers.append(handler)

    def _start_faulthandler(self, folder: Path) -> None:
        try:
            fault_file = open(folder / FAULT_FILE, "a", encoding="utf-8")  # noqa: SIM115 - open while running
        except OSError as err:
            self.problem = f"{err.strerror or err} ({err.filename})"
            return
        self._fault_file = fault_file
        self._faults_were_on = faulthandler.is_enabled()
        faulthandler.enable(fault_file)

    def _log_qt_messages(self) -> None:
        import logging  # as start() imports it
        qt_log = logging.getLogger("qt")
        levels = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
                  QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
                  QtMsgType.QtFatalMsg: logging.CRITICAL}

        def handler(kind, context, message) -> None:
            qt_log.log(levels.get(kind, logging.WARNING), "%s", message)

        self._previous_qt_handler = qInstallMessageHandler(handler)

    def stop(self) -> None:
        """Undo ``start``: the handlers removed and closed, faulthandler and Qt's messages as before."""
        if not self.started:
            return
        import logging  # as start() imports it
        root = logging.getLogger()
        for handler in self._handlers:
            root.removeHandler(handler)
            handler.close()
        qInstallMessageHandler(self._previous_qt_handler)
        logging.captureWarnings(False)
        if self._fault_file is not None:
            faulthandler.disable()
            self._fault_file.close()
            if self._faults_were_on and sys.stderr is not None:
                faulthandler.enable(sys.stderr)
        self._reset()


LOG = _Log()


def _check_log_files(folder: Path) -> None:
    """OutputError unless the log, its backups and the faults file are regular files or absent:
    a FIFO there would block the window at its first line, a link to a device swallow the log."""
    from .safe_output import check_appendable  # as start() imports it
    for name in (LOG_FILE, FAULT_FILE, *(f"{LOG_FILE}.{n}" for n in range(1, LOG_BACKUPS + 1))):
        check_appendable(folder / name)


def start_logging(folder: Path | None = None) -> Path | None:
    """Start the log (once): its file, or None when it goes to standard error alone."""
    return LOG.start(folder)


def log_folder() -> Path:
    """The folder the log is in (once started), else the one it would be in."""
    return LOG.path.parent if LOG.path is not None else log_dir()


def open_log_folder() -> bool:
    """Help > Show log folder: the folder in the desktop's file manager."""
    from PySide6.QtCore import QUrl  # Qt's Python types, made when first used
    from PySide6.QtGui import QDesktopServices
    start_logging()
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(log_folder())))


def describe(exc_type, exc, tb, thread_name: str | None = None) -> tuple[str, str]:
    """(one line for people, the full details for a bug report) of an exception."""
    import traceback  # as start() imports logging

    from rules.version import version  # as start() imports it
    summary = "".join(traceback.format_exception_only(exc_type, exc)).strip()
    where = f" in thread {thread_name}" if thread_name else ""
    details = (f"Siembra {version()}, Python {sys.version.split()[0]}, {sys.platform}{where}\n\n"
               + "".join(traceback.format_exception(exc_type, exc, tb)))
    return summary, details


ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
ThreadExceptHook = Callable[[threading.ExceptHookArgs], object]


class _Relay(QObject):
    """Lives in the GUI thread: an error reported from another thread is shown from there."""

    crashed = Signal(str, str)


class _Reporter:
    """Receives every uncaught exception, from any thread; logs it and has the GUI thread show it."""

    def __init__(self) -> None:
        self._relay: _Relay | None = None  # made at the first exception
        self._lock = threading.Lock()
        self.dialog: CrashDialog | None = None  # the dialog on screen, if any: one at a time
        self.previous: tuple[ExceptHook, ThreadExceptHook] | None = None  # the hooks before install

    def excepthook(self, exc_type, exc, tb) -> None:
        name = None if threading.current_thread() is threading.main_thread() else threading.current_thread().name
        self.report(exc_type, exc, tb, name)

    def thread_excepthook(self, args) -> None:
        if args.exc_type is SystemExit:
            return
        self.report(args.exc_type, args.exc_value, args.exc_traceback, args.thread.name if args.thread else None)

    def report(self, exc_type, exc, tb, thread_name: str | None = None) -> None:
        try:
            self._report(exc_type, exc, tb, thread_name)
        except Exception:
            sys.__excepthook__(exc_type, exc, tb)

    def _report(self, exc_type, exc, tb, thread_name: str | None) -> None:
        import logging  # as start() imports it
        start_logging()
        logging.getLogger("siembra").critical(
            "unexpected error%s", f" in thread {thread_name}" if thread_name else "", exc_info=(exc_type, exc, tb))
        summary, details = describe(exc_type, exc, tb, thread_name)
        app = QCoreApplication.instance()
        if app is None:
            return  # no application: the log and standard error have it
        relay = self._gui_relay(app)
        if threading.current_thread() is threading.main_thread() and app.thread().loopLevel() == 0:
            # Raised outside the event loop (at start-up, or on the way out): nothing would
            # deliver a queued call, so the dialog is shown here and waited for.
            self.show(summary, details, modal=True)
        else:
            relay.crashed.emit(summary, details)  # queued: shown by the GUI thread's event loop

    def _gui_relay(self, app: QCoreApplication) -> _Relay:
        with self._lock:
            if self._relay is None:
                from PySide6.QtCore import Qt  # the Qt namespace's Python type: 16 ms

                relay = _Relay()
                relay.moveToThread(app.thread())  # the dialog is made and shown in the GUI thread
                relay.crashed.connect(self.show, Qt.ConnectionType.QueuedConnection)
                self._relay = relay
            return self._relay

    def show(self, summary: str, details: str, modal: bool = False) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            return  # a second error while one is shown (say, in every repaint): it is in the log
        from .crash_dialog import CrashDialog  # not loaded before the first frame; it imports this module
        dialog = self.dialog = CrashDialog(summary, details, LOG.path, LOG.problem, QApplication.activeWindow())
        if modal:
            dialog.exec()
        else:
            dialog.open()


REPORTER = _Reporter()


def install() -> None:
    """Catch every exception nobody caught, in any thread, and report it. Called once the
    QApplication is made: the dialog needs one."""
    if REPORTER.previous is None:
        REPORTER.previous = (sys.excepthook, threading.excepthook)
    sys.excepthook = REPORTER.excepthook
    threading.excepthook = REPORTER.thread_excepthook


def uninstall() -> None:
    """The hooks as they were before ``install``, and the log stopped."""
    if REPORTER.previous is not None:
        sys.excepthook, threading.excepthook = REPORTER.previous
        REPORTER.previous = None
    LOG.stop()
