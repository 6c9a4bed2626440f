"""Endgame tables in the window: ``rules.tables`` kept in the user data folder and built in the
background the first time they would help.

``need(game)`` comes before every request of Expert, a hint or the analysis. In a game and
variant the tables cover, the first one puts the folder in use (Expert, the hint and the
analysis then search with the tables, ``rules.ai.players`` and ``rules.analysis``) and reads the
variant's file once: a damaged file is set aside (``NAME.npz.damaged``) and built again. With no
file, and building allowed (Game > Build endgame tables when needed, the setting
``build_tables``), a build starts on a thread of its own, one variant at a time, up to
``APP_SECONDS`` of the app's processor time: the positions a school computer reaches in half a
minute. The command line (``python -m rules tables build``) goes as far as ten minutes allow.

A build saves into a hidden folder beside the tables and renames the file into place, so that a
build stopped by the user or by closing the window, a full disk or a folder Siembra may not
write in leaves no partial file; its failure is told in words, and play goes on without tables.
A stopped or failed variant is not built again until the app starts again. Nothing here is
imported before the window's first frame, and ``rules.tables`` (numpy) only on the first ``need``.
"""

from __future__ import annotations

import os
import shutil
import threading
import zipfile
import zlib
from collections.abc import Callable
from math import comb
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QProgressBar, QPushButton

from rules.safe_input import InputError, ensure_folder, set_aside

from ..i18n import context, rules_message
from ..settings import data_dir
from ..window.accessible import announce

if TYPE_CHECKING:
    from rules.game import Game
    from rules.tables import Tables

TablesWords = context("TablesWords")
APP_SECONDS = 30.0  # processor time a build in the app may take, checked after each seed count
STAGING = ".building"  # the hidden folder a build saves into before its file is renamed into place
# What numpy's readers raise on a file that is not a table of theirs: truncated, not a zip, a
# damaged member, a pickle (refused), a missing array; and the checks of ``_check``.
DAMAGED = (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile, zlib.error)


def folder() -> Path:
    """Where the app keeps the tables: ``tables`` in Siembra's user data folder."""
    return data_dir() / "tables"


class _Stopped(Exception):
    """The build was stopped: raised from its progress report, between two seed counts."""


def _check(tables: Tables) -> None:
    """ValueError unless the tables hold every seed count from 1 up, each with a low and a high
    bound for every position (two per board of that many seeds)."""
    size = tables.game.size
    if sorted(tables.bounds) != list(range(1, tables.seeds + 1)):
        raise ValueError("seed counts missing")
    for seeds, (low, high) in tables.bounds.items():
        positions = 2 * comb(seeds + size - 1, size - 1)
        if low.shape != (positions,) or high.shape != (positions,) or (low > high).any():
            raise ValueError(f"the positions of {seeds} seeds do not fit the board")


class TableBuilds(QObject):
    """The tables of the games played: ``need(game)``, ``stop()``, ``shutdown()``; a build reports
    ``progressed(title, seeds, most)`` and ends with ``finished(message)``; ``told(message)``
    is news of a file (a damaged one set aside)."""

    progressed = Signal(str, int, int)  # the game's title, seed counts built, the seeds of a full board
    finished = Signal(str)
    told = Signal(str)
    _reported = Signal(int, int)  # from the worker: generation, seed counts built
    _ended = Signal(int, str)  # from the worker: generation, "" when saved, else why not

    def __init__(self, allowed: Callable[[], bool], parent: QObject | None = None) -> None:
        """``allowed()``: whether the user lets the app build tables (the setting)."""
        super().__init__(parent)
        self._allowed = allowed
        self.seconds = APP_SECONDS
        self.seeds: int | None = None  # at most this many seeds on the board (None: as time allows)
        self._in_use = False
        self._settled: set[str] = set()  # variants read, or built, stopped or failed this session
        self._generation = 0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self.building: str | None = None  # the title of the game whose tables are being built
        self._most = self._reached = 0
        self._reported.connect(self._on_reported)
        self._ended.connect(self._on_ended)

    def need(self, game: Game) -> None:
        """Expert, a hint or the analysis is about to search ``game``: its tables in use, read
        or built if they can be."""
        from rules import tables

        if not tables.covered(game):
            return
        if not self._in_use:
            tables.use(folder())
            self._in_use = True
        name = tables.variant_name(game)
        if name in self._settled:
            return
        try:
            found = tables.tables_for(game)  # read here once, and kept for the searches
            if found is not None:
                _check(found)
                self._settled.add(name)
                return
        except DAMAGED:
            self._set_aside(game, name)
        if self._allowed() and self.building is None:
            self._start(game, name)

    def _set_aside(self, game: Game, name: str) -> None:
        """A damaged file: renamed out of the way, to be built again; where it cannot be, the
        tables are not used at all (a search would find it damaged again)."""
        from rules import tables

        try:
            kept = Path(set_aside(folder() / f"{name}.npz")).name
        except InputError as err:
            tables.use(None)
            self._settled.add(name)
            self.told.emit(self.tr("The endgame tables for {game} are damaged and cannot be set aside ({reason}): "
                                   "no endgame tables are used until Siembra starts again.").format(
                game=game.title, reason=rules_message(err)))
            return
        tables.use(folder())  # forget what was read of the damaged file
        self.told.emit(self.tr("The endgame tables for {game} were damaged: they are kept aside as {name} "
                               "and built again.").format(game=game.title, name=kept))

    def _start(self, game: Game, name: str) -> None:
        self._settled.add(name)
        self._cancel = threading.Event()
        self.building = game.title
        self._most, self._reached = sum(game.initial_state().pits), 0
        self._thread = threading.Thread(target=self._build, name="endgame tables", daemon=True,
                                        args=(game, folder(), self._generation, self._cancel))
        self._thread.start()
        self.progressed.emit(game.title, 0, self._most)

    def _build(self, game: Game, target: Path, generation: int, cancel: threading.Event) -> None:
        """On the worker thread: build, save beside, rename into place; report each seed count."""
        from rules.tables import Tables

        def progress(seeds: int, _positions: int, _exact: int, _seconds: float) -> None:
            if cancel.is_set():
                raise _Stopped
            self._reported.emit(generation, seeds)

        staging = target / STAGING
        error = ""
        try:
            ensure_folder(target)
            shutil.rmtree(staging, ignore_errors=True)  # what a killed build left
            built = Tables.build(game, self.seeds, self.seconds, progress=progress)
            if cancel.is_set():
                raise _Stopped
            saved = built.save(staging)
            os.replace(saved, target / saved.name)
        except _Stopped:
            error = "stopped"
        except Exception as err:  # a folder not writable, a full disk, no memory left: told, and play goes on
            error = getattr(err, "strerror", None) or rules_message(err) or type(err).__name__
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        if generation == self._generation:  # not after the window closed
            self._ended.emit(generation, error)

    def stop(self) -> None:
        """Stop the build running (at the end of the seed count it is at): nothing is saved."""
        self._cancel.set()

    def shutdown(self) -> None:
        """The window closes: the build stops, and its thread is not waited for (it saves nothing
        once stopped, and ends with the app)."""
        self._cancel.set()
        self._generation += 1

    def _on_reported(self, generation: int, seeds: int) -> None:
        if generation == self._generation and self.building is not None:
            self._reached = seeds
            self.progressed.emit(self.building, seeds, self._most)

    def _on_ended(self, generation: int, error: str) -> None:
        if generation != self._generation or self.building is None:
            return
        title, self.building = self.building, None
        if error == "stopped":
            message = self.tr("Endgame tables for {game}: stopped. Siembra plays on without them and "
                              "builds them again when it next starts.").format(game=title)
        elif error:
            message = self.tr("Endgame tables for {game} could not be built: {reason}. "
                              "Siembra plays on without them.").format(game=title, reason=error)
        else:
            from rules import tables

            tables.use(folder())  # the next search reads the new file
            message = self.tr("Endgame tables for {game} are ready, every position with up to %n seeds on the "
                              "board: Expert, the hint and the analysis use them.", "", self._reached).format(game=title)
        self.finished.emit(message)


class BuildStatus(QObject):
    """The window's status bar while tables are built: what and how far, and Stop building; then
    the outcome for a while (also said to a screen reader). Hidden when there is nothing to say."""

    SHOW_OUTCOME_MS = 20_000

    def __init__(self, window: QMainWindow, builds: TableBuilds) -> None:
        super().__init__(window)
        self.bar = window.statusBar()
        self.text = QLabel()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(160)
        self.progress.setTextVisible(False)
        self.progress.setAccessibleName(self.tr("Endgame tables"))
        self.stop = QPushButton(self.tr("Stop building"))
        self.stop.setToolTip(self.tr("Stop building the endgame tables: Siembra plays on without them"))
        self.stop.clicked.connect(builds.stop)
        for widget in (self.text, self.progress, self.stop):
            self.bar.addPermanentWidget(widget)
        self._builds = builds
        self._show(False)
        self.bar.hide()
        builds.progressed.connect(self._progressed)
        builds.finished.connect(self._tell)
        builds.told.connect(self._tell)
        self.bar.messageChanged.connect(self._message_changed)

    def _show(self, building: bool) -> None:
        for widget in (self.text, self.progress, self.stop):
            widget.setVisible(building)

    def _progressed(self, title: str, seeds: int, most: int) -> None:
        self.text.setText(self.tr("Endgame tables for {game}: {seeds} of %n seeds", "", most).format(
            game=title, seeds=seeds))
        self.progress.setRange(0, most)
        self.progress.setValue(seeds)
        self.progress.setAccessibleDescription(self.text.text())
        self._show(True)
        self.bar.show()

    def _tell(self, message: str) -> None:
        self._show(self._builds.building is not None)
        self.bar.show()
        self.bar.showMessage(message, self.SHOW_OUTCOME_MS)
        announce(self.bar, message)

    def _message_changed(self, message: str) -> None:
        if not message and self._builds.building is None:
            self.bar.hide()


def install(window, builds: TableBuilds) -> None:
    """The tables' parts of ``window``: Game > Build endgame tables when needed (the setting),
    the status bar's progress, and Expert's moves and the hints asking for the tables first (the
    analysis panel, which holds ``builds``, asks too and stops a build when the window closes)."""
    settings = window.settings
    BuildStatus(window, builds)
    action = window.add_action("game", "build_tables", TablesWords.tr("Build &endgame tables when needed"),
                               lambda on: settings.set("build_tables", on), checkable=True, after="analyse")
    action.setToolTip(TablesWords.tr("Solve the last positions of a game once, in the background, so that Expert, "
                                     "the hint and the analysis play them exactly"))
    action.setChecked(bool(settings.get("build_tables")))

    def thinking(game: Game, level: str) -> None:
        if level == "expert":  # Expert's moves, and the hints, which are Expert's
            builds.need(game)
    window.computers.before_thinking = thinking
