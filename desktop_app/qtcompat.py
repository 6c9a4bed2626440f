"""A guard against a reference-count bug of the installed Qt for Python build.

PySide6-Essentials 6.12.0 on Python 3.11 drops a reference to ``None`` on every call of a
method that returns nothing (QPainter.setPen, QObject.setObjectName, ...) and to ``True``
on every signal emission: after a few thousand calls the count reaches zero and the
interpreter aborts ("none_dealloc: deallocating None", "bool_dealloc"). Python 3.12 made
these singletons immortal, so the bug only bites before that. When a probe shows the
leak, ``None``, ``True`` and ``False`` get reference counts so large that they cannot run
out, which is what 3.12 does by design.
"""

from __future__ import annotations

import ctypes
import sys

_BALLAST = 1 << 48  # ~2.8e14 void calls: years of painting


def guard_none_refcount() -> bool:
    """Apply the guard if this Qt for Python leaks ``None``; True when it was needed."""
    if sys.version_info >= (3, 12):
        return False
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(200):
        probe.setObjectName("probe")
    if sys.getrefcount(None) >= before - 100:
        return False
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += _BALLAST
    return True
