"""The lines of the game tree as the user handles them: Edit > Promote line and Delete from this
move, and the same from the move list's context menu. A deletion is asked about first, with the
number of moves it takes away, and can be undone right after (Edit > Undo delete, or Undo):
until the record changes in any other way, the moves deleted come back at their place, with
their lines and comments."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject

from rules import IllegalMoveError
from rules.tree import Node

from ..i18n import rules_message
from ..showing.narration import move_name

if TYPE_CHECKING:
    from .mainwindow import MainWindow


class Deletion(NamedTuple):
    """A deletion that can be undone: the move deleted, its place among its parent's children,
    the node shown before."""

    node: Node
    place: int  # not "index", which would hide tuple.index
    shown: Node


class LineActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        window.add_separator("edit")
        window.add_action("edit", "promote", self.tr("&Promote line to main line"),
                          lambda: self.promote(window.record.node))
        window.add_action("edit", "delete_line", self.tr("&Delete from this move…"),
                          lambda: self.delete(window.record.node))
        window.add_action("edit", "undo_delete", self.tr("U&ndo delete"), self.undo_delete)
        window.actions["undo_delete"].setEnabled(False)
        self.deletion: Deletion | None = None  # the deletion Undo puts back, right after it
        window.move_list.promoteRequested.connect(self.promote)
        window.move_list.deleteRequested.connect(self.delete)

    def follow(self) -> None:
        """Edit's actions follow the position shown (the controller's call): any change of the
        record but a deletion ends the offer to undo the deletion before it."""
        self._offer(None)
        node = self.window.record.node
        self.window.actions["promote"].setEnabled(not node.is_main_line())
        self.window.actions["delete_line"].setEnabled(node.parent is not None)

    def promote(self, node: Node) -> None:
        try:
            self.window.record.promote(node)
        except IllegalMoveError as err:
            self.window.say(rules_message(err))
            return
        self.window.say(self.tr("This line is now the main line"))

    def delete(self, node: Node) -> None:
        """Delete ``node`` and what follows it, once the user agrees."""
        if node.parent is None:
            return
        w = self.window
        count = _count(node)
        if w.show_dialogs:
            from PySide6.QtWidgets import QMessageBox  # made when first asked: the first frame shows none
            answer = QMessageBox.question(
                w, self.tr("Delete moves"),
                self.tr("Delete %n move(s), from move {number} ({move}) on, with every line after it?", "",
                        count).format(number=node.ply, move=move_name(node.move)))
            if answer != QMessageBox.StandardButton.Yes:
                return
        shown = w.record.node
        index = w.record.delete(node)
        self._offer(Deletion(node, index, shown))
        w.say(self.tr("%n move(s) deleted", "", count))

    def undo(self) -> None:
        """Edit > Undo: right after a deletion, the moves deleted come back; else back a move."""
        if not self.undo_delete():
            self.window.record.undo()

    def undo_delete(self) -> bool:
        """Put back the moves just deleted; False if no deletion can be undone now."""
        deletion = self.deletion
        if deletion is None:
            return False
        try:
            self.window.record.restore(*deletion)
        except IllegalMoveError as err:
            self.window.say(rules_message(err))
        return True

    def _offer(self, deletion: Deletion | None) -> None:
        self.deletion = deletion
        actions = self.window.actions
        actions["undo_delete"].setEnabled(deletion is not None)
        actions["undo"].setEnabled(deletion is not None or self.window.record.ply > 0)


def _count(node: Node) -> int:
    """``node`` and every node after it."""
    count, stack = 0, [node]
    while stack:
        current = stack.pop()
        count += 1
        stack.extend(current.children)
    return count
