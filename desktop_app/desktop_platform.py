"""What Windows and macOS ask of an application beyond Qt's defaults.

- Windows groups taskbar buttons, and pins them, by the process's AppUserModelID: without one a
  bundle's button is Python's or the bootloader's, with another icon. Siembra sets its app id.
- macOS opens a document by sending the running application a file-open event
  (``QFileOpenEvent``), not by a command-line argument: a record double-clicked in the Finder or
  dropped on the Dock icon arrives that way, before or after the window exists.

Linux needs neither: the desktop entry passes the file (``siembra %f``) and names the app.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from .shell import APP_ID


def set_app_user_model_id(platform: str = sys.platform, shell32=None) -> bool:
    """On Windows, the process's AppUserModelID, before any window is made; whether it was set."""
    if platform != "win32":
        return False
    if shell32 is None:
        import ctypes  # Windows alone: no other start pays for it
        shell32 = ctypes.windll.shell32  # type: ignore[attr-defined]
    return shell32.SetCurrentProcessExplicitAppUserModelID(APP_ID) == 0  # S_OK


class FileOpenApplication(QApplication):
    """A QApplication that passes the files macOS asks it to open to :meth:`open_files_with`'s
    handler, keeping those that arrive before there is one. It overrides ``event()``, which
    sees only the events sent to the application object itself, not every widget's."""

    def __init__(self, arguments: list[str]) -> None:
        super().__init__(arguments)
        self.pending: list[str] = []
        self._open: Callable[[str], object] | None = None

    def open_files_with(self, handler: Callable[[str], object]) -> None:
        self._open = handler
        pending, self.pending = self.pending, []
        for path in pending:
            handler(path)

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                if self._open is None:
                    self.pending.append(path)
                else:
                    self._open(path)
                return True
        return super().event(event)


def application_class(platform: str = sys.platform) -> type[QApplication]:
    """The QApplication class to start: on macOS one that hands on file-open events."""
    return FileOpenApplication if platform == "darwin" else QApplication


def open_files_with(app, handler: Callable[[str], object]) -> None:
    """Files the platform asks to open go to ``handler`` (those already asked for, now)."""
    if hasattr(app, "open_files_with"):
        app.open_files_with(handler)
