"""What Siembra is made of: each component it is built with and that its bundle redistributes,
with its version and the licence Siembra uses it under.

Help > About lists them; the bundle's build (packaging/licences.py) copies each one's licence
texts into the bundle, so the two cannot disagree on what is there. Versions come from the
installed metadata (the bundle carries the ``.dist-info`` of each distribution named here) or
from the component itself.
"""

from __future__ import annotations

import platform
import sys
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, metadata, version
from pathlib import Path

import PySide6
from PySide6.QtCore import qVersion
from shiboken6 import __version__ as shiboken_version

from rules.version import version as siembra_version


@dataclass(frozen=True)
class Component:
    name: str
    version: str
    licence: str  # SPDX: the licence Siembra uses the component under
    distribution: str | None = None  # the Python distribution whose metadata describes it


# Qt for Python is offered under LGPL-3.0-only, GPL-2.0-only or GPL-3.0-only: Siembra (GPL-3.0-or-later)
# uses it, and Qt, under the LGPL. ICU 58 to 73 are under the Unicode licence of 2016.
QT_LICENCE = "LGPL-3.0-only"
ICU_LICENCE = "Unicode-DFS-2016"
PYTHON_LICENCE = "PSF-2.0"


def installed_version(distribution: str) -> str:
    try:
        return version(distribution)
    except PackageNotFoundError:
        return "?"


def icu_version(qt_lib_dirs: list[Path] | None = None) -> str | None:
    """The version of the ICU that Qt for Python ships beside Qt (``libicuuc.so.73``: 73), or
    None where Qt uses the system's (Windows) or none (macOS)."""
    if qt_lib_dirs is None:
        package = Path(PySide6.__file__).parent
        qt_lib_dirs = [package / "Qt" / "lib", package.parent]  # the wheel; a one-folder bundle
    for folder in qt_lib_dirs:
        found = sorted(folder.glob("libicuuc.so.*"))
        if found:
            return found[0].name.removeprefix("libicuuc.so.")
    return None


def components() -> list[Component]:
    """Siembra first, then what it runs on, in the order a reader meets them."""
    found = [
        Component("Siembra", siembra_version(), "GPL-3.0-or-later", "siembra"),
        Component("Python", platform.python_version(), PYTHON_LICENCE),
        Component("Qt", qVersion(), QT_LICENCE),
        Component("PySide6", PySide6.__version__, QT_LICENCE, "PySide6_Essentials"),
        Component("shiboken6", shiboken_version, QT_LICENCE, "shiboken6"),
        Component("numpy", installed_version("numpy"), _licence_of("numpy", "BSD-3-Clause"), "numpy"),
        Component("platformdirs", installed_version("platformdirs"), _licence_of("platformdirs", "MIT"),
                  "platformdirs"),
    ]
    if sys.platform.startswith("linux") and (icu := icu_version()) is not None:
        found.append(Component("ICU", icu, ICU_LICENCE))
    return found


def _licence_of(distribution: str, default: str) -> str:
    """The distribution's own SPDX expression (numpy's names what it bundles: BSD-3-Clause AND
    0BSD AND MIT AND Zlib AND CC0-1.0)."""
    try:
        meta = metadata(distribution)  # Python 3.11's PackageMetadata has no get()
        return (meta["License-Expression"] if "License-Expression" in meta else "") or default  # noqa: SIM401
    except PackageNotFoundError:
        return default


LICENCE_FOLDER = "licences"  # in a bundle, beside the libraries (packaging/licences.py)


def licence_folder() -> Path | None:
    """Where a bundle keeps the licence texts of what it redistributes; None when Siembra runs
    from an installed wheel or a source tree (each distribution then carries its own)."""
    base = getattr(sys, "_MEIPASS", None)
    if base is None:
        return None
    folder = Path(base) / LICENCE_FOLDER
    return folder if folder.is_dir() else None
