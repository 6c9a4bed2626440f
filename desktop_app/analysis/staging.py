"""Where endgame table builds save before their file is renamed into place: each in a folder of
its own under the tables' hidden ``.building`` folder (``.building/NAME.RANDOM``), held by a lock
file beside it (``NAME.RANDOM.lock``, Qt's ``QLockFile`` as the autosave's, made before the
folder) for as long as the Siembra that made it runs. Several Siembra windows share the tables'
folder: ``builds_elsewhere`` tells which variants another one is building, and removes what a
Siembra that is gone left there, never a folder whose lock a running Siembra holds."""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path

from PySide6.QtCore import QLockFile

from rules.safe_input import ensure_folder

from ..files import take_lock
from ..i18n import context

STAGING = ".building"
StagingWords = context("TablesWords")


class Staging:
    """A build's own folder, ``path``, in the tables' folder ``tables``, locked until ``remove``."""

    def __init__(self, tables: Path, name: str) -> None:
        """Made for the variant ``name`` (its file name less ".npz"); OSError or InputError
        (``ensure_folder``) where it cannot be."""
        self.path = tables / STAGING / f"{name}.{os.urandom(8).hex()}"
        self._lock = QLockFile(f"{self.path}.lock")
        for _ in range(2):  # twice: another build may remove the hidden folder as it ends (``remove``)
            ensure_folder(self.path.parent)
            if self._lock.tryLock(0):
                break
        else:
            raise OSError(StagingWords.tr("its lock file cannot be made"))
        try:
            self.path.mkdir()
        except OSError:
            self._lock.unlock()
            raise

    def remove(self) -> None:
        """The folder and what is in it, then its lock, and the hidden folder unless another
        build is in it."""
        shutil.rmtree(self.path, ignore_errors=True)
        self._lock.unlock()
        with contextlib.suppress(OSError):
            self.path.parent.rmdir()


def builds_elsewhere(tables: Path) -> set[str]:
    """The variants (file names less ".npz") a running Siembra builds in the tables' folder
    ``tables``. What a Siembra that is gone left there is removed: a build's folder whose lock
    is stale, and anything without a lock."""
    held: set[str] = set()
    try:
        entries = list((tables / STAGING).iterdir())
    except OSError:
        return held
    for entry in entries:
        if entry.suffix == ".lock":
            lock = QLockFile(str(entry))
            if take_lock(lock, entry):
                shutil.rmtree(entry.with_suffix(""), ignore_errors=True)
                lock.unlock()  # and the lock file goes
            elif lock.error() == QLockFile.LockError.LockFailedError:
                held.add(entry.name.split(".")[0])
        elif not entry.with_name(entry.name + ".lock").exists():
            if entry.is_dir():
                shutil.rmtree(entry, ignore_errors=True)
            else:
                entry.unlink(missing_ok=True)
    return held
