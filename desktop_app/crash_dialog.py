"""The dialog shown for an unexpected error: what happened, in plain words, where the log is,
and the details to copy into a bug report."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from .crash import open_log_folder
from .plain import plain_label


class CrashDialog(QDialog):
    def __init__(self, summary: str, details: str, log_path: Path | None, log_problem: str,
                 parent=None) -> None:
        super().__init__(parent)
        self.details = details
        self.setWindowTitle(self.tr("Siembra: unexpected error"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        headline = QLabel(self.tr(
            "<b>Something went wrong inside Siembra.</b><br>You can go on playing; if something no "
            "longer works, save your game and start Siembra again."))
        headline.setWordWrap(True)
        what = plain_label(self.tr("What happened: {summary}").format(summary=summary))
        what.setWordWrap(True)
        if log_path is not None:
            where = self.tr("The details are also in the log file {path}.").format(path=log_path)
        else:
            where = self.tr("No log file could be written ({problem}).").format(problem=log_problem)
        self.where = plain_label(where)  # a path, or why there is no log file
        self.where.setWordWrap(True)
        self.text = QPlainTextEdit(details)
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setAccessibleName(self.tr("Details of the error"))
        copy = QPushButton(self.tr("Copy details"))
        copy.clicked.connect(self.copy_details)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        if log_path is not None:
            self.show_folder = QPushButton(self.tr("Show log folder"))
            self.show_folder.clicked.connect(open_log_folder)
            buttons.addButton(self.show_folder, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        for widget in (headline, what, self.where, self.text, buttons):
            layout.addWidget(widget)
        self.what = what

    def copy_details(self) -> None:
        """The details, with the log's place, on the clipboard (for a bug report)."""
        QGuiApplication.clipboard().setText(f"{self.details}\n{self.where.text()}\n")
