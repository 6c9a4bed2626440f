"""The thinking-time dialog."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QVBoxLayout

from ..settings_schema import THINKING_SECONDS
from .players import LEVELS, level_name


def dialog_buttons(dialog: QDialog, cancel: bool = True) -> QDialogButtonBox:
    """OK (and Cancel) buttons wired to the dialog's accept (and reject)."""
    standard = QDialogButtonBox.StandardButton
    buttons = QDialogButtonBox(standard.Ok | standard.Cancel if cancel else standard.Ok)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class ThinkingTimeDialog(QDialog):
    """Seconds of thinking per move for each computer level."""

    def __init__(self, budgets: dict, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Computer thinking time"))
        form = QFormLayout()
        self._boxes: dict[str, QDoubleSpinBox] = {}
        for level in LEVELS:
            box = QDoubleSpinBox()
            box.setRange(*THINKING_SECONDS)
            box.setSingleStep(0.5)
            box.setDecimals(1)
            box.setSuffix(self.tr(" s"))
            box.setValue(budgets[level])
            form.addRow(level_name(level), box)
            self._boxes[level] = box
        note = QLabel(self.tr("The most a computer player thinks about one move. Expert uses all of it; "
                              "the other levels stop when they have looked as far as their level allows."))
        note.setWordWrap(True)
        note.setMinimumWidth(360)  # a paragraph, not a column of words
        buttons = dialog_buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def budgets(self) -> dict:
        return {level: box.value() for level, box in self._boxes.items()}
