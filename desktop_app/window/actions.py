"""Menu and toolbar actions, made the same way by the window and by the teaching features."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon


def make_action(parent, text: str, slot, shortcut=None, checkable: bool = False,
                icon: QIcon | None = None) -> QAction:
    action = QAction(text, parent)
    if icon is not None:
        action.setIcon(icon)
    if shortcut is not None:
        # Imported here: the main window's actions get their keys after the first frame.
        from PySide6.QtGui import QKeySequence
        action.setShortcut(QKeySequence(shortcut))
    action.setCheckable(checkable)
    action.triggered.connect(slot)
    return action
