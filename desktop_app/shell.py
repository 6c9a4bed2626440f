"""The application as the desktop sees it: its id, names, icon and platform.

The same identity whichever way Siembra is started (``make run``, ``python -m desktop_app``,
the installed ``siembra`` script, the bundle): on X11 the window class comes from the
program name Qt is given, so it is given a fixed one rather than ``sys.argv[0]`` (which is
``__main__.py`` under ``python -m``); on Wayland the window's app id is the desktop file name.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from .resources import resources_dir

APP_ID = "io.github.siembra.Siembra"  # the desktop entry, metainfo and icon file names
PROGRAM = "siembra"  # the installed command
NAME = "Siembra"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def qt_arguments() -> list[str]:
    """The command line Qt is given: X11's WM_CLASS becomes (APP_ID, NAME), the instance name
    from ``-name`` and the class from the application name, and the desktop entry's
    ``StartupWMClass`` names the instance. Siembra's own options are parsed apart by argparse."""
    return [PROGRAM, "-name", APP_ID]


def identify(app) -> None:
    """Names on the application, before its first window is made."""
    app.setApplicationName(NAME)
    app.setDesktopFileName(APP_ID)


def set_icon(app) -> None:
    """The application's icon on every window, now and later. Siembra sets it once its first
    frame is shown: the desktop shows the icon a moment later, and the first frame is not kept
    waiting for eight pictures."""
    app.setWindowIcon(app_icon())


def app_icon():
    """The shipped icon, at every size the desktop may ask for."""
    hicolor = resources_dir() / "icons" / "hicolor"
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"), QSize(size, size))
    return icon


def display_available(environ=os.environ, platform: str = sys.platform) -> bool:
    """Whether a window could be shown: on Linux and the BSDs an X11 or Wayland display must be
    named; Windows and macOS always have one."""
    if not (platform.startswith("linux") or "bsd" in platform):
        return True
    return bool(environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))


def offscreen_without_display(environ=os.environ, platform: str = sys.platform) -> None:
    """For runs that show nothing to anyone (a screenshot, the self-test): render offscreen when
    there is no display, instead of Qt aborting. A platform chosen by the user is kept."""
    if not environ.get("QT_QPA_PLATFORM") and not display_available(environ, platform):
        environ["QT_QPA_PLATFORM"] = "offscreen"
