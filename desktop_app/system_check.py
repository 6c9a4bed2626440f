"""Before Qt starts: the system libraries its X11 platform plugin needs.

Qt loads the plugin of its platform (``xcb`` on an X11 desktop) when the QApplication is made,
and when a library the plugin needs is missing it aborts the process with a long message that
names a library but no package. The libraries a Linux desktop often lacks on a fresh install
are the small xcb utility libraries (``libxcb-cursor0`` first of all). Siembra looks for each of
them as the dynamic loader would, and, when one is missing, says in one line which and how to
install it. The loader's cache answers for the libraries it lists; only the others are loaded
(ctypes) to be sure, so that the usual start pays for reading one file. The libraries are those of Qt's ``libqxcb.so`` and ``libQt6XcbQpa.so``
(tests/test_system_check.py reads them from the installed Qt).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

# Each library the xcb platform plugin links, and the Debian/Ubuntu package that has it.
XCB_LIBRARIES = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
}


def uses_xcb(environ=os.environ, platform: str = sys.platform) -> bool:
    """Whether Qt will load its X11 platform plugin: on Linux, unless another platform is asked
    for (``QT_QPA_PLATFORM``) or the desktop runs on Wayland, where Qt 6 takes its Wayland plugin."""
    if not platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "").strip()
    if asked:
        return asked.split(";")[0].split(":")[0] == "xcb"
    return not (environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"))


LOADER_CACHE = "/etc/ld.so.cache"


def _in_loader_cache(sonames, cache: str = LOADER_CACHE) -> set[str]:
    """The sonames the dynamic loader's cache lists: each library is there by its path, a
    NUL-ended string ending in ``/<soname>``. Reading it costs far less than loading ctypes
    and each library."""
    try:
        with open(cache, "rb") as fh:
            data = fh.read()
    except OSError:
        return set()
    return {soname for soname in sonames if b"/" + soname.encode() + b"\0" in data}


def _loadable(soname: str) -> bool:
    import ctypes  # only for a library the loader's cache does not list
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_libraries(loadable: Callable[[str], bool] | None = None) -> list[str]:
    """The libraries of XCB_LIBRARIES that cannot be loaded: those the loader's cache does not
    list are tried as the loader would (LD_LIBRARY_PATH, other folders); ``loadable`` replaces
    both lookups."""
    known = set() if loadable else _in_loader_cache(XCB_LIBRARIES)
    look = loadable or _loadable
    return [soname for soname in XCB_LIBRARIES if soname not in known and not look(soname)]


def message(missing: list[str]) -> str:
    """One line: what is missing and the command that installs it."""
    packages = " ".join(XCB_LIBRARIES[soname] for soname in missing)
    names = missing[0] if len(missing) == 1 else ", ".join(missing[:-1]) + " and " + missing[-1]
    return (f"siembra cannot start: Qt's X11 platform needs {names}, not installed here; on Debian or "
            f"Ubuntu: sudo apt install {packages} (elsewhere, the package that provides {missing[0]})")


def check(environ=os.environ, platform: str = sys.platform,
          loadable: Callable[[str], bool] | None = None) -> str | None:
    """The line to print before giving up when Qt could not start here; None when it can."""
    if not uses_xcb(environ, platform):
        return None
    missing = missing_libraries(loadable)
    return message(missing) if missing else None
