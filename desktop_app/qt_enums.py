"""How widgets get Qt enum settings before the first frame, and how a focused widget keeps its
keys from the window's shortcuts."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget

# Enum settings made before the first frame go through the widgets' Qt properties, as numbers:
# passing the enums would create the Python types of all 93 enums of the Qt namespace (see
# painting.py). A test checks each number against its enum.
QT_ENUMS = {
    "AlignCenter": 0x0084,  # Qt.AlignmentFlag.AlignCenter
    "NoFocus": 0,  # Qt.FocusPolicy.NoFocus
    "TabFocus": 1,  # Qt.FocusPolicy.TabFocus
    "ScrollBarAlwaysOff": 1,  # Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    "Horizontal": 1,  # Qt.Orientation.Horizontal
    "ToolButtonTextBesideIcon": 2,  # Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    "PlainText": 0,  # Qt.TextFormat.PlainText
    "ToolButtonIconOnly": 0,  # Qt.ToolButtonStyle.ToolButtonIconOnly
    "CustomContextMenu": 3,  # Qt.ContextMenuPolicy.CustomContextMenu
}


def set_enums(widget: QWidget, **properties: str) -> None:
    """``set_enums(label, alignment="AlignCenter")``: set Qt properties to values of QT_ENUMS."""
    for name, value in properties.items():
        widget.setProperty(name, QT_ENUMS[value])


def owns_key(widget: QWidget, event, keys) -> bool:
    """For a widget's ``event()``: a key of ``keys()`` pressed while it has the focus goes to its
    keyPressEvent rather than to the window's shortcut for that key (the arrows step the
    animation elsewhere). Nothing is asked of an event before the widget has the focus: the
    first frame makes no Python type of Qt's enums (see set_enums)."""
    if not widget.hasFocus():
        return False
    if event.type() == QEvent.Type.ShortcutOverride and event.key() in keys():
        event.accept()
        return True
    return False
