"""Text from outside shown as it is written: never read as markup.

Qt reads a label's, a message box's or a tooltip's text as rich text whenever it looks like
markup (``Qt.mightBeRichText``): a file named ``<img src=/dev/zero>.siembra`` would make a
tooltip load ``/dev/zero`` as a picture. Every widget that may show a path, a file's content, a
setting or a comment shows it through here: labels and message boxes set to plain text, and
tooltips (which have no plain mode) escaped so that Qt shows exactly the characters given.
tests/test_hostile_app.py walks every widget the window shows with hostile names and checks it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

# Qt's namespace and QMessageBox are imported where they are used: their Python types are made
# when first touched, which the start page's first frame does not wait for.


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` (and any text set later) as plain text."""
    from PySide6.QtCore import Qt
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip shows it: escaped, line breaks kept ("" stays "": no tooltip)."""
    from PySide6.QtGui import Qt
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal) if text else ""


def plain_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A warning with OK that shows ``text`` as plain text, not yet shown."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box
