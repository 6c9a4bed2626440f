"""Endgame tables in the window: ``rules.tables`` kept in the user data folder and built in the
background the first time they would help.

``need(game)`` comes before every request of Expert, a hint or the analysis. In a game and
variant the tables cover, the first one puts the folder in use (Expert, the hint and the
analysis then search with the tables, ``rules.ai.players`` and ``rules.analysis``) and checks the
variant's file: its zip directory and array headers at once (``check_file``), then every array
read whole, its CRC-32 checked (``rules.tables.Tables.load``), on a thread of its own; a damaged
file is set aside (``NAME.npz.damaged``) and built again. With no
file, and building allowed (Game > Build endgame tables when needed, the setting
``build_tables``), a build starts in a process of its own (``build_tables``), one variant at a
time, up to ``APP_SECONDS`` of processor time: what a school computer reaches in half a minute.
The command line (``python -m rules tables build``) goes as far as ten minutes allow.

The process saves into a folder of its own under a hidden one beside the tables
(``.building/NAME.RANDOM``, held by the lock file ``NAME.RANDOM.lock`` while the window that
started it runs), and the file is renamed into place once it has ended well, so that a build
stopped by the user or by closing the window, a full disk or a folder Siembra may not write in
leaves no partial file; a failure is told in words, and play goes on without tables. Two
Siembra windows share the folder: one builds a variant while the other waits for its file (it
looks again at its next ``need``), two builds that began at once both finish and the first file
renamed into place is kept, and what a killed Siembra left is removed once its lock is stale,
never while a running Siembra holds it. A stopped or failed variant is not built again until the app
starts again. Nothing here is imported before the window's first frame, and ``rules.tables``
(numpy) only on the first ``need``.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import threading
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QProcess, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QProgressBar, QPushButton

from rules.safe_input import InputError, ensure_folder, set_aside

from ..i18n import context, rules_message
from ..window.accessible import announce
from . import build_tables
from .staging import Staging, builds_elsewhere

if TYPE_CHECKING:
    from rules.game import Game

TablesWords = context("TablesWords")
APP_SECONDS = 30.0  # processor time a build in the app may take, checked after each seed count
# and the most positions of one seed count it builds: the build's memory grows with them (some
# 1.3 kB each at its peak), 400,000 keep it near half a gigabyte.
APP_POSITIONS = 400_000
# What reading a file that is not a tables file raises: truncated, not a zip, a damaged member,
# and the refusals of ``check_file``.
DAMAGED = (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile, zlib.error)


def folder() -> Path:
    """Where the app keeps the tables: ``tables`` in Siembra's user data folder, where the
    command line writes them too (``rules.tables.default_folder``)."""
    from rules.tables import default_folder

    return default_folder()


def reach(game: Game) -> int:
    """The most seeds on the board a build in the app goes to (``APP_POSITIONS``), of the counts
    the tables hold (``rules.tables.seed_counts``)."""
    from rules.tables import seed_counts, segment_size

    most = sum(game.initial_state().pits)
    return max((s for s in seed_counts(most) if segment_size(game, s) <= APP_POSITIONS), default=2)


def check_file(path: Path, game: Game) -> None:
    """ValueError (or what zipfile raises) unless ``path`` is a tables file of ``game``: the
    arrays ``lowS`` and ``highS`` for every seed count S the tables hold (2, 4, ...), each of one
    whole number per position. Read from the zip's directory and each array's header alone, a
    few milliseconds on the GUI thread; a search reads the rest."""
    import numpy as np

    from rules.tables import seed_counts, segment_size

    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        counts = seed_counts(len(names))  # two arrays a count, every other count
        wanted = [f"{kind}{seeds}.npy" for seeds in counts for kind in ("low", "high")]
        if not counts or sorted(names) != sorted(wanted):
            raise ValueError("not the arrays of endgame tables")
        for index, name in enumerate(wanted):
            with archive.open(name) as member:
                version = np.lib.format.read_magic(member)
                if version != (1, 0):  # as numpy writes an array this small
                    raise ValueError(f"{name}: version {version}")
                shape, _, dtype = np.lib.format.read_array_header_1_0(member)
            if shape != (segment_size(game, counts[index // 2]),) or dtype.kind not in "iu":
                raise ValueError(f"{name} does not fit the board")


class TableBuilds(QObject):
    """The tables of the games played: ``need(game)``, ``stop()``, ``shutdown()``; a build reports
    ``progressed(title, seeds, most)`` and ends with ``finished(message)``; ``told(message)``
    is news of a file (a damaged one set aside, another window building it)."""

    progressed = Signal(str, int, int)  # the game's title, seed counts built, the seed counts to build
    finished = Signal(str)
    told = Signal(str)
    _read_whole = Signal(object, str, bool)  # from the thread that read a file whole: game, name, whether whole

    def __init__(self, allowed: Callable[[], bool], parent: QObject | None = None) -> None:
        """``allowed()``: whether the user lets the app build tables (the setting)."""
        super().__init__(parent)
        self._allowed = allowed
        self.seconds = APP_SECONDS
        self.seeds: int | None = None  # at most this many seeds on the board (None: ``reach``)
        self._in_use = False
        self._settled: set[str] = set()  # variants checked, built, stopped or failed since the app started
        self.process: QProcess | None = None  # the build running
        self.building: str | None = None  # the title of the game whose tables it builds
        self._name = ""  # its variant's file name, less ".npz"
        self._staging: Staging | None = None  # its own folder
        self._most = self._reached = 0
        self._stopped = False
        self._waiting: set[str] = set()  # variants another window builds, told once
        self._read_whole.connect(self._file_read)

    def need(self, game: Game) -> None:
        """Expert, a hint or the analysis is about to search ``game``: its tables in use,
        checked, or built if they can be."""
        from rules import tables

        if not tables.covered(game):
            return
        if not self._in_use:
            tables.use(folder())
            self._in_use = True
        name = tables.variant_name(game)
        if name in self._settled:
            return
        path = folder() / f"{name}.npz"
        if path.is_file():
            try:
                check_file(path, game)
                self._settled.add(name)
                if name in self._waiting:  # another window built it: what was read while there was none goes
                    tables.use(folder())
                self._read_arrays(game, name)
                return
            except DAMAGED:
                self._set_aside(game, name)
        if self._allowed() and self.building is None:
            if name in builds_elsewhere(folder()):
                self._wait(game, name)
            else:
                self._start(game, name)

    def _read_arrays(self, game: Game, name: str) -> None:
        """Read the file whole on a thread of its own, into the tables in use (``tables_for``),
        which checks every array's CRC-32; ``_file_read`` hears the outcome."""
        from rules import tables

        def read() -> None:
            # read again where none came back: tables no longer in use are not a damaged file
            whole = tables.tables_for(game) is not None or tables.Tables.load(game, folder()) is not None
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                self._read_whole.emit(game, name, whole)
        threading.Thread(target=read, name=f"read {name}", daemon=True).start()

    def _file_read(self, game: Game, name: str, whole: bool) -> None:
        """A file that reads as no tables though it is there is damaged inside: set aside and
        built again."""
        if whole or not (folder() / f"{name}.npz").is_file():
            return
        self._settled.discard(name)
        self._set_aside(game, name)
        if name not in self._settled and self._allowed() and self.building is None:
            self._start(game, name)

    def _wait(self, game: Game, name: str) -> None:
        """Another Siembra window builds these tables: their file is used once it is there."""
        if name not in self._waiting:
            self._waiting.add(name)
            self.told.emit(self.tr("Another Siembra window is building the endgame tables for {game}: they are used "
                                   "once they are ready.").format(game=game.title))

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
        self.building, self._name, self._stopped = game.title, name, False
        self._most, self._reached = reach(game) if self.seeds is None else self.seeds, 0
        self.progressed.emit(game.title, 0, self._most)
        try:
            ensure_folder(folder())
            self._staging = Staging(folder(), name)
        except InputError as err:
            self._end(rules_message(err))
            return
        except OSError as err:
            self._end(err.strerror or str(err.args[0]))
            return
        options = {k: v for k, v in game.options.items() if k != "first" and k not in game.match_options}
        program, first = _command()
        arguments = [*first, game.id, json.dumps(options), str(self._staging.path), str(self.seconds), str(self._most)]
        self.process = process = QProcess(self)
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._failed_to_start)
        process.start(program, arguments)

    def _read(self) -> None:
        """The process's lines ``seeds N``, each a seed count built."""
        process = self.process
        assert process is not None and self.building is not None
        while process.canReadLine():
            words = bytes(process.readLine().data()).split()
            if len(words) == 2 and words[0] == b"seeds" and words[1].isdigit():
                self._reached = int(words[1])
                self.progressed.emit(self.building, self._reached, self._most)

    def _failed_to_start(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and self.process is not None:
            self._end(self.process.errorString())

    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        assert self.process is not None
        error = ""
        if status != QProcess.ExitStatus.NormalExit or code:  # killed by Stop building, or failed
            reason = bytes(self.process.readAllStandardError().data()).decode(errors="replace").strip()
            error = reason.splitlines()[-1] if reason else self.tr("the build ended with status {code}").format(code=code)
        elif not self._stopped:
            file = f"{self._name}.npz"
            if not (folder() / file).is_file():  # else another window's build was first: its file is kept
                try:
                    assert self._staging is not None  # the process ran in it
                    os.replace(self._staging.path / file, folder() / file)
                except OSError as err:
                    error = err.strerror or type(err).__name__
        self._end(error)

    def _clean(self) -> None:
        """The build's folder removed, then its lock."""
        if self._staging is not None:
            self._staging.remove()
            self._staging = None

    def _end(self, error: str) -> None:
        """The build is over: stopped, failed (``error`` says why) or saved."""
        self._clean()
        title, self.building = self.building, None
        if self.process is not None:
            self.process.deleteLater()
            self.process = None
        if self._stopped:
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

    def stop(self) -> None:
        """Stop the build running, at once: nothing is saved."""
        if self.process is not None:
            self._stopped = True
            self.process.kill()

    def shutdown(self) -> None:
        """The window closes: the build stops and nothing of it is left."""
        process = self.process
        if process is not None:
            process.finished.disconnect(self._finished)
            process.kill()
            process.waitForFinished(5000)
            self._clean()
            self.process = self.building = None


def _command() -> tuple[str, list[str]]:
    """The program and first arguments of a build in a process of its own."""
    if getattr(sys, "frozen", False):  # the bundle's executable runs it (packaging/siembra_launcher.py)
        return sys.executable, [build_tables.OPTION]
    return sys.executable, ["-m", build_tables.__name__]


class BuildStatus(QObject):
    """The window's status bar while tables are built: what and how far, and Stop building; then
    the outcome for a while (also said to a screen reader). Hidden when there is nothing to say."""

    SHOW_OUTCOME_MS = 20_000

    def __init__(self, window: QMainWindow, builds: TableBuilds) -> None:
        super().__init__(window)
        self.bar = window.statusBar()
        self.text = QLabel()
        self.text.setMinimumWidth(1)  # clipped rather than widening the window, in any language
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
    action = window.add_action("game", "build_tables", TablesWords.tr("Build endgame ta&bles when needed"),
                               lambda on: settings.set("build_tables", on), checkable=True, after="analyse")
    action.setToolTip(TablesWords.tr("Solve the last positions of a game once, in the background, so that Expert, "
                                     "the hint and the analysis play them exactly"))
    action.setChecked(bool(settings.get("build_tables")))

    def thinking(game: Game, level: str) -> None:
        if level == "expert":  # Expert's moves, and the hints, which are Expert's
            builds.need(game)
    window.computers.before_thinking = thinking
