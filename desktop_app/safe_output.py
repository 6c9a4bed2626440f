"""Writing files that may be in a hostile place: every file Siembra writes, appends to or locks.

What ``rules.safe_input`` is for reading, this is for writing. A file is written only where a
regular file is, or nothing: a FIFO would block the writer for ever, a device never fills, a
folder cannot be written over; a symbolic link is followed only to a regular file (or to a
place where none is yet). ``write_file`` writes atomically: to a temporary file beside the
target, flushed to the disk, then renamed over it, so that a full disk, a read-only folder or a
process killed half-way leaves the target as it was (or absent) and never a truncated file.
Every refusal and failure is an ``OutputError`` whose message names the file by an excerpt of
its path. Nothing here imports Qt: the command line's exports and the window share it.
"""
from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from rules.messages import QT_TRANSLATE_NOOP, RulesError, excerpt_path

_CREATE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)


class OutputError(RulesError):
    """A file that Siembra did not write: not a place for a regular file, or the write failed."""


def _name(path) -> str:
    return excerpt_path(os.fspath(path))


def _failed(path, err: OSError) -> OutputError:
    return OutputError(QT_TRANSLATE_NOOP("Rules", "{name} was not written: {detail}"),
                       name=_name(path), detail=err.strerror or type(err).__name__)


def writable_target(path) -> Path:
    """The regular file that writing ``path`` writes: ``path`` itself, or where its symbolic
    links lead; OutputError if a folder, a FIFO, a device or a socket is there."""
    try:
        target = Path(os.path.realpath(path))
        status = os.stat(target)
    except FileNotFoundError:
        return target
    except ValueError:  # a NUL character in the path
        raise OutputError(QT_TRANSLATE_NOOP("Rules", "{name} is not a file name that can be written"), name=_name(path)) from None
    except OSError as err:
        raise _failed(path, err) from None
    if stat.S_ISDIR(status.st_mode):
        raise OutputError(QT_TRANSLATE_NOOP("Rules", "{name} is a folder, not a file"), name=_name(path))
    if not stat.S_ISREG(status.st_mode):
        raise OutputError(QT_TRANSLATE_NOOP(
            "Rules", "{name} is not an ordinary file (it is a pipe, a device, a socket or a link to one); nothing was written"),
            name=_name(path))
    return target


def write_file(path, content: bytes | str | Callable[[BinaryIO], object]) -> None:
    """Write ``content`` (bytes, text as UTF-8, or a function that writes to the open file, so
    that a long output streams) to ``path``, whole or not at all (see the module's docstring).
    The folder must be there: a mistyped folder is reported, not made."""
    target = writable_target(path)
    # A fixed name, hidden, beside the target: a temporary file a killed process left is
    # replaced by the next write instead of piling up. Whatever is there is removed unopened.
    temporary = target.with_name(f".{target.name[:200]}.tmp")
    try:
        if temporary.is_dir() and not temporary.is_symlink():
            temporary.rmdir()
        else:
            temporary.unlink(missing_ok=True)
        fd = os.open(temporary, _CREATE_FLAGS, 0o666)
        with os.fdopen(fd, "wb") as out:
            if callable(content):
                content(out)
            else:
                out.write(content.encode("utf-8") if isinstance(content, str) else content)
            out.flush()
            os.fsync(out.fileno())
        if target.exists():
            os.chmod(temporary, stat.S_IMODE(os.stat(target).st_mode))
        os.replace(temporary, target)
    except OSError as err:
        _remove(temporary)
        raise _failed(path, err) from None
    except BaseException:
        _remove(temporary)
        raise


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


def check_appendable(path) -> None:
    """OutputError unless ``path`` is a regular file or absent: a log, before it is opened for
    appending (a FIFO there would block the opening, a device would swallow the log)."""
    writable_target(path)
