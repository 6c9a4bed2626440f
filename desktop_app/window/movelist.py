"""The move list beside the board: one row per ply of the line shown, the redo list greyed; a
click jumps there. Under a move, indented and in brackets, the other lines played instead of it
(the variations): a click follows one, and the context menu follows, promotes or deletes a
line (``promoteRequested``, ``deleteRequested``, which the window asks about). A move with a
comment is followed by a pencil; the last column holds what the analysis says of each move
(``set_mark``). What a new move captured is written once the move has been shown (a
class asked to predict it must not read it beside the board)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QHeaderView, QMenu, QTreeWidget, QTreeWidgetItem

from rules.tree import Node

from ..qt_enums import set_enums
from ..showing.narration import move_name
from .record import COMMENT, MOVE, Change, GameRecord

COLUMNS = 5
MARK = 4  # the column of the analysis's marks
COMMENTED = "✎"
VARIATION_MOVES = 6  # the moves a variation's row shows before "…"


class MoveList(QTreeWidget):
    """Mirrors the line shown; row k is ply k (row 0 is the start), its variations under it."""

    promoteRequested = Signal(object)  # a Node: the line through it, to be the main line
    deleteRequested = Signal(object)   # a Node: it and what follows, to be deleted

    def __init__(self, record: GameRecord) -> None:
        super().__init__()
        self._record = record
        self._listed: list[Node] = []  # the nodes the rows show
        self._variations: dict[QTreeWidgetItem, Node] = {}  # a variation's row: its first node
        self._veiled = 0  # a new move's ply whose captures wait until it is shown (0: none)
        self.setRootIsDecorated(False)
        self.setHeaderLabels([self.tr("#"), self.tr("Player"), self.tr("Move"), self.tr("Captures"), self.tr("Mark")])
        # Every column takes what its contents need, so the panel can be narrow; the marks,
        # last, take what is left of its width.
        header = self.header()
        header.setStretchLastSection(True)
        for column in range(COLUMNS - 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # Reached with Tab: Up and Down then go through the record, as clicks on the rows do.
        set_enums(self, focusPolicy="TabFocus", contextMenuPolicy="CustomContextMenu")
        self.itemClicked.connect(self._clicked)
        self.currentItemChanged.connect(self._moved_by_keys)
        self.customContextMenuRequested.connect(self._context_menu)

    def node_of(self, item: QTreeWidgetItem) -> Node | None:
        row = self.indexOfTopLevelItem(item)
        return self._listed[row] if 0 <= row < len(self._listed) else self._variations.get(item)

    def _clicked(self, item: QTreeWidgetItem) -> None:
        node = self.node_of(item)
        if node is not None:
            self._record.go_to(node)

    def _context_menu(self, pos) -> None:
        item = self.itemAt(pos)
        node = self.node_of(item) if item is not None else None
        if node is None or node.parent is None:
            return
        menu = QMenu(self)
        if node in self._variations.values():
            menu.addAction(self.tr("Follow this line"), lambda: self._record.go_to(node))
        menu.addAction(self.tr("Promote to main line"), lambda: self.promoteRequested.emit(node)).setEnabled(
            not node.is_main_line())
        menu.addAction(self.tr("Delete from this move…"), lambda: self.deleteRequested.emit(node))
        menu.exec(self.viewport().mapToGlobal(pos))

    def follow(self, change: Change) -> None:
        """The record changed (the controller's call)."""
        if change.kind == COMMENT:
            self._show_comment(change.ply)
            return
        if change.new_game:
            self._forget()
        self._veiled = change.ply if change.kind == MOVE else 0
        self.refresh()

    def reveal(self) -> None:
        """The board has shown the new move to its end: its captures are written."""
        ply, self._veiled = self._veiled, 0
        item = self.topLevelItem(ply) if ply else None
        if item is not None:
            self._write_captures(item, ply)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        # Another palette (a dark desktop theme): the rows take its text colours.
        if len(self._listed) > 1 and self._row(1).foreground(2).color() not in (
                self.palette().color(QPalette.ColorRole.Text),
                self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)):
            self.refresh()

    def _moved_by_keys(self, item) -> None:
        ply = self.indexOfTopLevelItem(item) if item is not None else -1
        if self.hasFocus() and 0 <= ply != self._record.ply:
            self._record.jump(ply)

    def _forget(self) -> None:
        self.clear()
        self._listed, self._variations = [], {}

    def refresh(self) -> None:
        """Bring the list up to date: only rows whose move changed are rebuilt."""
        for item in self._variations:
            row = item.parent()
            assert row is not None, "a variation's row is under the row of the move it replaces"
            row.removeChild(item)
        self._variations = {}
        c = self._record
        line = c.line
        keep = 0
        while keep < min(len(line), len(self._listed)) and line[keep] is self._listed[keep]:
            keep += 1
        if self.topLevelItemCount() == 0:
            # No item data: the row is the ply (setting data makes Python types that would
            # delay the first frame).
            self.addTopLevelItem(QTreeWidgetItem(["", "", self.tr("Start"), ""]))
            keep = max(keep, 1)
        while self.topLevelItemCount() > max(keep, 1):
            self.takeTopLevelItem(self.topLevelItemCount() - 1)
        for ply in range(max(keep, 1), len(line)):
            item = QTreeWidgetItem([str(ply), c.state_at(ply - 1).to_move or "", move_name(line[ply].move), "", ""])
            if ply != self._veiled:
                self._write_captures(item, ply)
            self.addTopLevelItem(item)
            self._show_comment(ply)
        self._listed = line
        self._list_variations()
        # Moves after the current position (the redo list) are greyed.
        normal = self.palette().color(QPalette.ColorRole.Text)
        grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for ply in range(1, len(line)):
            item = self._row(ply)
            colour = grey if ply > c.ply else normal
            if item.foreground(2).color() != colour:
                for column in range(MARK):
                    item.setForeground(column, colour)
        current = self._row(c.ply)
        self.setCurrentItem(current)
        self.scrollToItem(current)

    def _row(self, ply: int) -> QTreeWidgetItem:
        """The row of ``ply`` of the line listed."""
        row = self.topLevelItem(ply)
        assert row is not None, "every ply of the line listed has its row"
        return row

    def _list_variations(self) -> None:
        """Under each move, the lines played instead of it, in brackets (the rows of the last
        ones were taken away by ``refresh`` first)."""
        for ply, (before, node) in enumerate(zip(self._listed, self._listed[1:]), start=1):
            others = [other for other in before.children if other is not node]
            row = self._row(ply)
            for other in others:
                line = self._record.tree.line(other)[ply:]
                moves = " ".join(move_name(n.move) for n in line[:VARIATION_MOVES])
                text = f"({moves} …)" if len(line) > VARIATION_MOVES else f"({moves})"
                item = QTreeWidgetItem(["", before.state.to_move or "", text, "", ""])
                tip = self.tr("Another line: click to follow it")
                for column in range(COLUMNS):
                    item.setToolTip(column, tip)
                row.addChild(item)
                self._variations[item] = other
            if others:
                row.setExpanded(True)

    def _write_captures(self, item: QTreeWidgetItem, ply: int) -> None:
        caught = sum(e.count for e in self._record.events_of(ply) if e.kind == "capture")
        if caught:
            item.setText(3, f"+{caught}")
            bold = item.font(3)
            bold.setBold(True)
            item.setFont(3, bold)

    def _show_comment(self, ply: int) -> None:
        item = self.topLevelItem(ply)
        if item is not None and ply:
            move = move_name(self._record.moves[ply - 1])
            item.setText(2, f"{move} {COMMENTED}" if self._record.comment(ply) else move)

    def set_mark(self, ply: int, symbol: str, colour: QColor | None, tip: str) -> None:
        """The analysis's mark of the move that led to ``ply``: ``symbol`` on a tag of ``colour``
        (None: no mark) and the row's tooltip."""
        item = self.topLevelItem(ply)
        if item is None:
            return
        item.setText(MARK, symbol)
        if colour is None:
            from PySide6.QtCore import Qt  # Qt's enums are not needed before the first frame
            item.setData(MARK, Qt.ItemDataRole.BackgroundRole, None)  # the list's own background
        else:
            item.setBackground(MARK, colour)
            # Black or white, whichever reads better on the tag.
            item.setForeground(MARK, QColor("#000000" if colour.lightnessF() > 0.55 else "#ffffff"))
            bold = item.font(MARK)
            bold.setBold(True)
            item.setFont(MARK, bold)
        for column in range(COLUMNS):
            item.setToolTip(column, tip)
