"""The Help menu's windows: keyboard play, the log folder and About.

The log lives in the shell (crash.py). About (about.py), the keyboard's help (keyboard.py) and
message boxes are imported when first asked for: the first frame needs none of them.
"""

from __future__ import annotations

from ..crash import log_folder, open_log_folder
from ..i18n import context

Help = context("Help")


def show_keys(parent) -> None:
    from PySide6.QtWidgets import QMessageBox

    from .keyboard import help_text
    QMessageBox.information(parent, Help.tr("Keyboard play"), help_text())


def show_about(parent) -> None:
    from ..about import show_about as open_about
    open_about(parent)


def show_log_folder(parent) -> None:
    """The log folder in the file manager; where it is, when no file manager could be opened."""
    if not open_log_folder():
        from PySide6.QtWidgets import QMessageBox
        folder = log_folder()
        QMessageBox.information(parent, Help.tr("Log folder"),
                                Help.tr("Siembra's log is in the folder {folder}").format(folder=folder))
