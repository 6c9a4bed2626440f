"""Saved games: open and save records (.siembra), the recent files, and the autosave.

A record is read completely and checked (every move replayed) before the board is touched, so
a damaged or foreign file is refused with a message and the game on the board stays as it was.
The autosave is written after every change of the record or of the position shown, atomically
(a temporary file renamed over the old one), so a process killed at any moment leaves either
the previous or the new autosave, never half of one. A clean exit removes it: finding one at
start-up means the last session did not end cleanly, and Siembra offers to resume it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QEvent, QLockFile, QObject, QTimer
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from rules import Record, RecordError, dump_record, load_record

from .i18n import context, rules_message
from .window.players import seat_levels
from .settings import RECORD_SUFFIX, Settings, autosave_path, documents_dir

# A record of the longest game is a few hundred kilobytes; anything far bigger is not one.
MAX_RECORD_BYTES = 5_000_000
COMMENT_PAUSE_MS = 800


Files = context("Files")


class RecordFileError(Exception):
    """A file that cannot be opened as a game; the message is translated and says why."""


def read_record(path: str | Path) -> Record:
    """The record in ``path``, fully checked; RecordFileError with a reason a user can read."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_RECORD_BYTES:
            raise RecordFileError(Files.tr("The file is far too large to be a Siembra game."))
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as err:
        raise RecordFileError(Files.tr("This is not a text file, so it cannot be a Siembra game.")) from err
    except OSError as err:
        raise RecordFileError(Files.tr("The file cannot be read: {error}").format(error=err.strerror or err)) from err
    try:
        return load_record(text)
    except RecordError as err:
        raise RecordFileError(Files.tr("This is not a Siembra game that can be played: {reason}").format(
            reason=rules_message(err))) from err


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    with temporary.open("w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(temporary, path)


def valid_seats(seats) -> dict:
    """Saved seats that this Siembra still offers (a level may have been renamed since)."""
    levels = set(seat_levels())
    return {p: s for p, s in seats.items() if s in levels} if isinstance(seats, dict) else {}


class RecordFiles(QObject):
    """Open, Save, Save As and Open Recent for the window's game: the only way games are read
    and written (the window's actions and the command line's ``--record`` come here)."""

    def __init__(self, window, settings: Settings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.path: Path | None = None  # the file the game was opened from or saved to
        window.record.newGame.connect(self._forget_path)

    def _forget_path(self) -> None:
        self.path = None

    def start_dir(self) -> str:
        recent = self.settings.get("recent")
        return str(Path(recent[0]).parent) if recent else str(documents_dir())

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open game"), self.start_dir(),
            self.tr("Siembra games (*.siembra);;Game records (*.siembra *.json);;All files (*)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str | Path, report: Callable[[str], None] | None = None) -> bool:
        """Open a record; a file that cannot be opened is reported and changes nothing."""
        try:
            record = read_record(path)
        except RecordFileError as err:
            (report or self._warn)(self.tr("{file} was not opened.\n\n{reason}").format(file=Path(path).name, reason=err))
            return False
        self.window.record.load_record(record, self.window.record.seats)
        self.path = Path(path)
        self.settings.add_recent(str(self.path))
        return True

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
            write_atomically(path, dump_record(record or self.window.record.to_record()))
        except OSError as err:
            self._warn(self.tr("The game was not saved: {error}").format(error=err.strerror or err))
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
            action = menu.addAction(f"&{number} {Path(path).name}")
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not recent:
            menu.addAction(self.tr("No recent games")).setEnabled(False)
        else:
            menu.addSeparator()
            menu.addAction(self.tr("Clear the list"), lambda: self.settings.set("recent", []))

    def _warn(self, text: str) -> None:
        QMessageBox.warning(self.window, self.tr("Open game"), text)


class Autosave(QObject):
    """Keeps the current game in the autosave file, and offers the one a crash left behind."""

    def __init__(self, window, path: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.path = path or autosave_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # One Siembra at a time owns the autosave; a killed one's lock is stale and taken over.
        self._lock = QLockFile(str(self.path.with_suffix(".lock")))
        self.active = False
        self.pending: Record | None = None
        if not self._lock.tryLock(0):
            return
        self.pending = self._read_left_over()
        window.record.recordChanged.connect(self.write)
        # A comment is typed a key at a time: it is written once the typing pauses.
        self._comment_typed = QTimer(self, singleShot=True, interval=COMMENT_PAUSE_MS)
        self._comment_typed.timeout.connect(self.write)
        window.record.commentChanged.connect(self._comment_typed.start)
        window.installEventFilter(self)
        # Until the game left behind has been offered, nothing may overwrite it.
        self.active = self.pending is None

    def _read_left_over(self) -> Record | None:
        if not self.path.exists():
            return None
        try:
            record = read_record(self.path)
        except RecordFileError as err:
            # Kept aside for a look, and out of the way of the new autosave.
            self.path.replace(self.path.with_name(self.path.name + ".damaged"))
            print(f"siembra: the autosave could not be read and was set aside: {err}", file=sys.stderr)
            return None
        return record if record.moves or record.start is not None else None

    def write(self) -> None:
        if not self.active:
            return
        c = self.window.record
        record = c.to_record()
        record.meta = {"ply": c.ply, "seats": dict(c.seats)}
        try:
            write_atomically(self.path, dump_record(record))
        except OSError as err:
            # A full disk must not stop the game; the next move tries again.
            print(f"siembra: autosave failed: {err}", file=sys.stderr)

    def offer_resume(self, ask: Callable[[Record], bool] | None = None) -> bool:
        """Offer the game a crash left behind; ``ask`` answers instead of the dialog (tests)."""
        pending, self.pending = self.pending, None
        resumed = False
        if pending is not None and (ask or self._ask)(pending):
            self.resume(pending)
            resumed = True
        if self._lock.isLocked():
            self.active = True
            self.write()
        return resumed

    def resume(self, record: Record) -> None:
        c = self.window.record
        c.load_record(record, valid_seats(record.meta.get("seats", {})))
        ply = record.meta.get("ply", len(record.moves))
        c.jump(ply if isinstance(ply, int) else len(record.moves))

    def _ask(self, record: Record) -> bool:
        answer = QMessageBox.question(
            self.window, self.tr("Resume the last game?"),
            self.tr("Siembra did not close normally last time. Resume the game of {game} where it was "
               "({moves} moves)?").format(game=record.game.title, moves=len(record.moves)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.Close and self.active:
            # A clean exit: nothing to resume next time.
            self._comment_typed.stop()
            self.active = False
            self.path.unlink(missing_ok=True)
            self._lock.unlock()
        return False
