"""The Help menu's windows: keyboard play and About (the place for other help and crash reports)."""

from __future__ import annotations

from ..i18n import context

Help = context("Help")


def show_keys(parent) -> None:
    from PySide6.QtWidgets import QMessageBox

    from .keyboard import help_text
    QMessageBox.information(parent, Help.tr("Keyboard play"), help_text())


def show_about(parent) -> None:
    from PySide6.QtWidgets import QMessageBox
    QMessageBox.about(parent, Help.tr("About Siembra"), Help.tr("Siembra: play, teach and study five two-row mancala games."))
