"""The board for assistive technology (screen readers, switch access).

The holes are graphics items, which Qt does not expose by themselves: the board view gets its
own accessible interface (installed through ``QAccessible.installFactory``) whose children are
the holes, each a button named by its label ("3B") and described by what the board shows of it
("3B, 6 seeds, can be played"). The keyboard focus ring moving from hole to hole is told as a
focus change, and the narration line under the board is announced as it changes.

Everything here reads the items' state (count, legal, selected...), which the interaction sets:
it knows no rules either.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

from ..i18n import context

BoardAccess = context("BoardAccess")


def describe_hole(hole) -> str:
    """What a screen reader says of a hole item: its label, its seeds and what may be done with it."""
    parts = [BoardAccess.tr("{hole}, %n seed(s)", "", hole.count).format(hole=hole.label)]
    if hole.closed:
        parts.append(BoardAccess.tr("closed"))
    if hole.selected:
        parts.append(BoardAccess.tr("chosen for the refill"))
    elif hole.legal:
        parts.append(BoardAccess.tr("can be played"))
    if hole.hinted:
        parts.append(BoardAccess.tr("suggested by the hint"))
    if hole.opened:
        parts.append(BoardAccess.tr("opened this round"))
    return ", ".join(parts)


class HoleAccessible(QAccessibleInterface):
    """One hole of the board view, as a button; it lives as long as the board's interface."""

    def __init__(self, board: BoardAccessible, label: str) -> None:
        super().__init__()
        self._board, self.label = board, label

    def _item(self):
        return self._board.view.scene().holes.get(self.label)

    def isValid(self) -> bool:  # noqa: N802
        return self._item() is not None

    def object(self):
        return None

    def window(self):
        return self._board.window()

    def parent(self):
        return self._board

    def role(self):
        return QAccessible.Role.Button

    def state(self):
        state = QAccessible.State()
        item = self._item()
        state.focusable = True
        state.focused = item is not None and self._board.view.focused_hole == self.label
        state.invisible = item is None
        return state

    def text(self, kind) -> str:
        item = self._item()
        if item is None:
            return ""
        if kind == QAccessible.Text.Name:
            return self.label
        if kind == QAccessible.Text.Description:
            return describe_hole(item)
        return ""

    def setText(self, kind, text) -> None:  # noqa: N802 - the holes' texts are the board's
        pass

    def rect(self) -> QRect:
        """Where the hole is on the screen."""
        item, view = self._item(), self._board.view
        if item is None:
            return QRect()
        box = view.mapFromScene(item.mapRectToScene(item.shape().boundingRect())).boundingRect()
        return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())

    def child(self, index: int):
        return None

    def childCount(self) -> int:  # noqa: N802
        return 0

    def indexOfChild(self, child) -> int:  # noqa: N802
        return -1

    def childAt(self, x: int, y: int):  # noqa: N802
        return None


class BoardAccessible(QAccessibleWidget):
    """The board view: a group of holes, in the scene's order (each player's row in turn)."""

    def __init__(self, view) -> None:
        super().__init__(view, QAccessible.Role.Grouping, BoardAccess.tr("Board"))
        self.view = view
        self._holes: dict[str, HoleAccessible] = {}  # kept: Qt gives each child an id of its own

    def _labels(self) -> list[str]:
        return list(self.view.scene().holes)

    def hole(self, label: str) -> HoleAccessible:
        if label not in self._holes:
            self._holes[label] = HoleAccessible(self, label)
        return self._holes[label]

    def childCount(self) -> int:  # noqa: N802
        return len(self._labels())

    def child(self, index: int):
        labels = self._labels()
        return self.hole(labels[index]) if 0 <= index < len(labels) else None

    def indexOfChild(self, child) -> int:  # noqa: N802
        labels = self._labels()
        label = getattr(child, "label", None)
        return labels.index(label) if label in labels and self._holes.get(label) is child else -1

    def childAt(self, x: int, y: int):  # noqa: N802
        for label in self._labels():
            hole = self.hole(label)
            if hole.rect().contains(QPoint(x, y)):
                return hole
        return None

    def focusChild(self):  # noqa: N802
        label = self.view.focused_hole
        return self.hole(label) if label else None


def _factory(key: str, obj):
    from .view import BoardView
    if isinstance(obj, BoardView):
        return BoardAccessible(obj)
    return None


_installed = False


def install(view) -> None:
    """Give every board view the interface above (the factory is installed once per process).
    The window calls this after its first frame, which need not wait for these types: should
    assistive technology have asked for ``view`` before, Qt's plain interface is dropped so that
    the next question gets the board's."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
    if QAccessible.isActive():
        known = QAccessible.queryAccessibleInterface(view)
        if known is not None and not isinstance(known, BoardAccessible):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(known))


def focus_moved(view, label: str) -> None:
    """Tell assistive technology that the keyboard focus is on the hole ``label`` now."""
    if not QAccessible.isActive():
        return  # nobody listens: no interface is made
    from PySide6.QtGui import QAccessibleEvent
    board = QAccessible.queryAccessibleInterface(view)
    labels = list(view.scene().holes)
    if board is None or label not in labels:
        return
    event = QAccessibleEvent(board.child(labels.index(label)), QAccessible.Event.Focus)
    QAccessible.updateAccessibility(event)


def announce(widget, text: str) -> None:
    """Have a screen reader say ``text``, which ``widget`` shows now (the narration line)."""
    if not QAccessible.isActive() or not text.strip():
        return
    from PySide6.QtGui import QAccessibleAnnouncementEvent
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
