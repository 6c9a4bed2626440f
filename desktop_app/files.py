"""Saved games: open and save records (.siembra), the recent files, and the autosave.

A record is read completely and checked (every move replayed) before the board is touched, so
a damaged or foreign file is refused with a message and the game on the board stays as it was.
The autosave is written after every change of the record or of the position shown, atomically
(safe_output.write_file: a temporary file renamed over the old one), so a process killed at any moment leaves either
the previous or the new autosave, never half of one. A clean exit removes it: finding one at
start-up means Siembra did not close cleanly last time, and Siembra offers to resume it. Every
file is checked before it is parsed (rules.safe_input), and whatever cannot be used is told in
the window (notices.py): nothing here raises, blocks on a pipe or changes the board when it
refuses.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QLockFile, QObject, QSysInfo, QTimer
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from rules.messages import QT_TRANSLATE_NOOP, excerpt, excerpt_path
from rules.record import Record, RecordError, dump_record
from rules.record import read_record as read_checked_record
from rules.safe_input import InputError, ensure_folder, set_aside

from .i18n import context, rules_message
from .notices import notify, warn
from .plain import plain_tooltip
from .safe_output import OutputError, write_file
from .settings import RECORD_SUFFIX, Settings, autosave_path, documents_dir
from .settings_schema import PLAYERS, SEAT_LEVELS

COMMENT_PAUSE_MS = 800

Files = context("Files")


class RecordFileError(Exception):
    """A file that cannot be opened as a game; the message is translated and says why."""


def read_record(path: str | Path) -> Record:
    """The record in ``path``, checked as a file before it is parsed and then as a record (every
    move replayed, see rules.safe_input); RecordFileError with a reason a user can read, which
    quotes at most an excerpt of a bad value."""
    try:
        return read_checked_record(path)
    except RecordError as err:
        raise RecordFileError(Files.tr("This is not a Siembra game that can be played: {reason}").format(
            reason=rules_message(err))) from None


def valid_seats(seats, players=PLAYERS) -> dict:
    """Saved seats of ``players`` that this Siembra still offers (a level may have been renamed since)."""
    levels = set(SEAT_LEVELS)
    return {p: s for p, s in seats.items() if p in players and s in levels} if isinstance(seats, dict) else {}


class RecordFiles(QObject):
    """Open, Save, Save As and Open Recent for the window's game: the only way games are read
    and written (the window's actions and the command line's ``--record`` come here)."""

    def __init__(self, window, settings: Settings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.path: Path | None = None  # the file the game was opened from or saved to
        window.record.changed.connect(self._forget_path)

    def _forget_path(self, change) -> None:
        if change.kind == "new game":
            self.path = None

    def start_dir(self) -> str:
        """Where the file dialogs open: the folder of the last game, else Documents, else home;
        the first that is a folder (a folder that is not there puts its name in the dialog's
        file name box, as if it were the file to open)."""
        recent = self.settings.get("recent")
        places = ([Path(recent[0]).parent] if recent else []) + [documents_dir(), Path.home()]
        return str(next((place for place in places if place.is_dir()), Path.home()))

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open game"), self.start_dir(),
            self.tr("Siembra games (*.siembra);;Game records (*.siembra *.json);;All files (*)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str | Path, report: Callable[[str], None] | None = None) -> bool:
        """Open a record; a file that cannot be opened is reported (a message box, or ``report``)
        and changes nothing. A recent game that can no longer be opened leaves the list."""
        try:
            record = read_record(path)
        except RecordFileError as err:
            name = excerpt_path(os.fspath(path))
            (report or self._warn)(self.tr("{file} was not opened.\n\n{reason}").format(file=name, reason=err))
            if os.fspath(path) in self.settings.get("recent"):
                self.settings.remove_recent(os.fspath(path))
            return False
        self.window.record.load_record(record, self.window.record.seats)
        self.path = Path(path)
        self.settings.add_recent(str(self.path))
        return True

    def open_dropped(self, urls) -> bool:
        """A file dropped on the window: opened as File > Open would (the first local file)."""
        paths = [url.toLocalFile() for url in urls if url.isLocalFile()]
        if not paths:
            self._warn(self.tr("Only a game file on this computer can be dropped here."))
            return False
        return self.open_path(paths[0])

    def save(self) -> bool:
        return self.save_to(self.path) if self.path else self.save_as()

    def save_as(self) -> bool:
        game = self.window.record.game
        suggested = self.path or Path(self.start_dir()) / f"{game.id}{RECORD_SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game"), str(suggested),
                                              self.tr("Siembra games (*.siembra)"))
        return bool(path) and self.save_to(Path(path))

    def save_to(self, path: Path, record: Record | None = None) -> bool:
        if path.suffix != RECORD_SUFFIX:
            path = path.with_name(path.name + RECORD_SUFFIX)
        try:
            write_file(path, dump_record(record or self.window.record.to_record()))
        except OutputError as err:
            self._warn(self.tr("The game was not saved: {error}").format(error=rules_message(err)), self.tr("Save game"))
            return False
        if record is None:
            self.path = path
        self.settings.add_recent(str(path))
        return True

    def fill_recent(self, menu: QMenu) -> None:
        """The recent games in ``menu`` (the window's Open Recent), as it is about to show."""
        menu.clear()
        recent = self.settings.get("recent")
        for number, path in enumerate(recent, start=1):
            action = menu.addAction(f"&{number} {excerpt(Path(path).name)}")
            action.setToolTip(plain_tooltip(path))
            action.setStatusTip(path)  # the status bar shows plain text
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not recent:
            menu.addAction(self.tr("No recent games")).setEnabled(False)
        else:
            menu.addSeparator()
            menu.addAction(self.tr("Clear the list"), lambda: self.settings.set("recent", []))

    def _warn(self, text: str, title: str | None = None) -> None:
        if self.window.show_dialogs:
            warn(self.window, title or self.tr("Open game"), text)
        else:
            notify(self.window, text)


class Autosave(QObject):
    """Keeps the current game in the autosave file, and offers the one a crash left behind.

    A left-over autosave that cannot be read (damaged, a pipe or a folder in its place, too
    large) is set aside under another name, kept for a look, and the window says so. When the
    autosave cannot be kept (its folder unusable, another Siembra holding it, a write failing),
    the game goes on and the window says so, once."""

    def __init__(self, window, path: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.path = path or autosave_path()
        self.active = False
        self.pending: Record | None = None
        self._lock: QLockFile | None = None
        # A comment is typed a key at a time: it is written once the typing pauses.
        self._comment_typed = QTimer(self, singleShot=True, interval=COMMENT_PAUSE_MS)
        self._comment_typed.timeout.connect(self.write)
        try:
            ensure_folder(self.path.parent)
        except InputError as err:
            self._off(rules_message(err))
            return
        # One Siembra at a time owns the autosave; a killed one's lock is stale and taken over.
        lock_path = self.path.with_suffix(".lock")
        try:
            check_lock_file(lock_path)
        except OutputError as err:
            self._off(rules_message(err))
            return
        self._lock = QLockFile(str(lock_path))
        if not take_lock(self._lock, lock_path):
            self._off(self.tr("another Siembra is running and keeps its own game there") if self._lock.error()
                      == QLockFile.LockError.LockFailedError else self.tr("its lock file cannot be made"))
            return
        self.pending = self._read_left_over(self._lock)
        if not self._lock.isLocked():
            return
        window.record.changed.connect(self._record_changed)
        window.installEventFilter(self)
        # Until the game left behind has been offered, nothing may overwrite it.
        self.active = self.pending is None

    def _record_changed(self, change) -> None:
        if change.kind == "comment":
            self._comment_typed.start()
        else:
            self.write()

    def _off(self, reason: str) -> None:
        notify(self.window, self.tr("This game is not autosaved: {reason}.").format(reason=reason))

    def _read_left_over(self, lock: QLockFile) -> Record | None:
        if not os.path.lexists(self.path):
            return None
        try:
            record = read_record(self.path)
        except RecordFileError as err:
            # Kept aside for a look, and out of the way of the new autosave.
            try:
                aside = set_aside(self.path)
            except InputError as failed:
                notify(self.window, str(err))
                self._off(rules_message(failed))
                lock.unlock()  # nothing is written over a file that could be kept
                return None
            notify(self.window, self.tr("The game autosaved last time could not be read, and was kept as {file}. {reason}")
                   .format(file=excerpt_path(aside), reason=err))
            return None
        return record if record.moves or record.start is not None else None

    def write(self) -> None:
        if not self.active:
            return
        c = self.window.record
        record = c.to_record()
        record.meta = {"ply": c.ply, "seats": dict(c.seats)}
        try:
            ensure_folder(self.path.parent)  # made again if it has been removed since the start
            write_file(self.path, dump_record(record))
        except (InputError, OutputError) as err:
            # A full disk must not stop the game; the next move tries again.
            self._off(rules_message(err))

    def offer_resume(self, ask: Callable[[Record], bool] | None = None) -> bool:
        """Offer the game a crash left behind; ``ask`` answers instead of the dialog (tests)."""
        pending, self.pending = self.pending, None
        resumed = False
        if pending is not None and (ask or self._ask)(pending):
            self.resume(pending)
            resumed = True
        if self._lock is not None and self._lock.isLocked():
            self.active = True
            self.write()
        return resumed

    def resume(self, record: Record) -> None:
        c = self.window.record
        c.load_record(record, valid_seats(record.meta.get("seats", {}), record.game.players))
        ply = record.meta.get("ply")
        whole = isinstance(ply, int) and not isinstance(ply, bool) and 0 <= ply <= len(record.moves)
        c.jump(ply if whole else len(record.moves))

    def _ask(self, record: Record) -> bool:
        answer = QMessageBox.question(
            self.window, self.tr("Resume the last game?"),
            self.tr("Siembra did not close normally last time. Resume the game of {game} where it was "
                    "(%n move(s))?", "", len(record.moves)).format(game=record.game.title),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def eventFilter(self, watched, event) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close and self.active:
            # A clean exit: nothing to resume next time.
            self.stop()
            with contextlib.suppress(OSError):  # its folder is gone or made a file since: nothing is left to resume
                self.path.unlink(missing_ok=True)
        return False

    def stop(self) -> None:
        """Keep the game no longer, and let another Siembra have the autosave."""
        self.active = False
        self._comment_typed.stop()
        if self._lock is not None and self._lock.isLocked():
            self.window.record.changed.disconnect(self._record_changed)
            self.window.removeEventFilter(self)
            self._lock.unlock()


# A lock file is written right after it is made: one that still names no process this long
# after it was last changed was left half-made by a Siembra that ended (or is garbage).
UNWRITTEN_LOCK_SECONDS = 5


def check_lock_file(path: Path) -> None:
    """OutputError unless the lock file ``path`` is absent or a regular file (not a link): Qt
    would read a FIFO there for ever, and a link to a device without end."""
    try:
        status = os.lstat(path)
    except FileNotFoundError:
        return
    except (OSError, ValueError) as err:
        raise OutputError(QT_TRANSLATE_NOOP("Rules", "its lock file {name} cannot be used: {detail}"),
                          name=excerpt_path(str(path)), detail=getattr(err, "strerror", None) or type(err).__name__) from None
    if not stat.S_ISREG(status.st_mode):
        raise OutputError(QT_TRANSLATE_NOOP(
            "Rules", "its lock file {name} is not an ordinary file (it is a pipe, a device, a folder or a link); "
                     "remove it to have the game autosaved"), name=excerpt_path(str(path)))


def take_lock(lock: QLockFile, path: Path | None = None) -> bool:
    """Lock ``lock`` unless a running Siembra holds it. Qt takes over a lock whose process is gone,
    or whose process id now belongs to a program with another name; a lock is never stale by
    its age alone (a Siembra may run for days). On Linux a process id reused by another Python
    program (Siembra run from its sources is one) is told apart by its command line. A lock
    file that names no process (empty or garbage, ``path``: what a crash while it was being
    written leaves) is taken over once it is older than UNWRITTEN_LOCK_SECONDS."""
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return True
    if lock.error() != QLockFile.LockError.LockFailedError:
        return False
    pid, host, _program = lock.getLockInfo()
    if pid > 0 and host == QSysInfo.machineHostName() and not _is_siembra(pid):
        lock.removeStaleLockFile()
        return lock.tryLock(0)
    if pid <= 0 and path is not None and _unchanged_for(path, UNWRITTEN_LOCK_SECONDS):
        Path(path).unlink(missing_ok=True)
        return lock.tryLock(0)
    return False


def _unchanged_for(path: Path, seconds: float) -> bool:
    try:
        return time.time() - os.lstat(path).st_mtime > seconds
    except OSError:
        return False


def _is_siembra(pid: int) -> bool:
    """Whether the process ``pid`` may be a Siembra: this one, or one whose command line names
    it; any process where the command line cannot be read."""
    if pid == os.getpid():
        return True
    try:
        with open(f"/proc/{int(pid)}/cmdline", "rb") as f:
            words = f.read(65536).decode("utf-8", errors="replace").split("\0")
    except (OSError, ValueError):
        return not sys.platform.startswith("linux") or os.path.exists(f"/proc/{int(pid)}")
    return any("siembra" in Path(word).name.lower() or "desktop_app" in word for word in words)
