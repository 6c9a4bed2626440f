"""The board for assistive technology (screen readers, switch access).

The holes are graphics items, which Qt does not expose by themselves: the board view gets its
own accessible interface (installed through ``QAccessible.installFactory``) whose children are
the holes, each a button named by its label ("3B") and described by what the board shows of it
("3B, 6 seeds, can be played"), with a press action and unavailable while it cannot be played,
and then the widgets over the board (the end card). The board is named by its view's accessible
name (the game and whose turn: speech.py sets it). The keyboard focus ring moving from hole to
hole is told as a focus change.

The speed slider reports its value in seeds per second, the cards of the start page and the end
card are groups named by their widgets' accessible names.

Everything here reads the items' state (count, legal, selected...), which the interaction sets:
it knows no rules either.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleValueInterface,
    QColor,
)
from PySide6.QtWidgets import QAccessibleWidget, QFrame, QWidget

from ..i18n import context
from ..showing.speed import SpeedSlider
from .view import BoardView

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


def playable(hole) -> bool:
    """The hole may be chosen now: played, or picked (or put back) for a refill."""
    return bool(hole.legal or hole.selected)


class Leaf:
    """An interface without children (mixed into those below)."""

    def child(self, index: int):
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child) -> int:
        return -1

    def childAt(self, x: int, y: int):
        return None


class HoleAccessible(Leaf, QAccessibleWidget):
    """One hole of the board view, as a button that can be pressed (as a click on it) and given
    the focus ring; it lives as long as the board's interface. A QAccessibleWidget of the view for
    its action interface, but no object of its own: the view's interface stays the board's."""

    def __init__(self, board: BoardAccessible, label: str) -> None:
        super().__init__(board.view, QAccessible.Role.Button)
        self._board, self.label = board, label

    def _item(self):
        return self._board.view.scene().holes.get(self.label)

    def isValid(self) -> bool:
        return self._item() is not None

    def object(self):
        return None

    def window(self):
        return self._board.window()

    def parent(self):
        return self._board

    def relations(self, _match=None) -> list:
        return []

    def foregroundColor(self) -> QColor:
        return QColor()

    def backgroundColor(self) -> QColor:
        return QColor()

    def role(self):
        return QAccessible.Role.Button

    def state(self):
        state = QAccessible.State()
        item = self._item()
        state.focusable = True
        state.focused = item is not None and self._board.view.focused_hole == self.label
        state.invisible = item is None
        state.disabled = item is None or not playable(item)
        state.checked = item is not None and item.selected
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

    def setText(self, kind, text) -> None:
        pass

    def rect(self) -> QRect:
        """Where the hole is on the screen."""
        item, view = self._item(), self._board.view
        if item is None:
            return QRect()
        box = view.mapFromScene(item.mapRectToScene(item.shape().boundingRect())).boundingRect()
        return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())

    def focusChild(self):
        return None

    # -- the action interface: press (as a click: played, or refused with the reason) and focus --
    def actionNames(self) -> list[str]:
        return [QAccessibleActionInterface.pressAction(), QAccessibleActionInterface.setFocusAction()]

    def localizedActionDescription(self, name: str) -> str:
        if name == QAccessibleActionInterface.pressAction():
            return BoardAccess.tr("Play this hole")
        return BoardAccess.tr("Put the focus ring on this hole")

    def keyBindingsForAction(self, name: str) -> list[str]:
        return ["Return"] if name == QAccessibleActionInterface.pressAction() else []

    def doAction(self, name: str) -> None:
        view = self._board.view
        if self._item() is None:
            return
        if name == QAccessibleActionInterface.pressAction():
            view.holeChosen.emit(self.label)
        elif name == QAccessibleActionInterface.setFocusAction():
            view.setFocus()
            view.focus_hole(self.label)


class BoardAccessible(QAccessibleWidget):
    """The board view: a group of holes, in the scene's order (each player's row in turn)."""

    def __init__(self, view) -> None:
        super().__init__(view, QAccessible.Role.Grouping)
        self.view = view
        self._holes: dict[str, HoleAccessible] = {}  # kept: Qt gives each child an id of its own

    def text(self, kind) -> str:
        if kind == QAccessible.Text.Name:
            return self.view.accessibleName() or BoardAccess.tr("Board")
        if kind == QAccessible.Text.Description:
            return self.view.accessibleDescription()
        return super().text(kind)

    def _labels(self) -> list[str]:
        return list(self.view.scene().holes)

    def _over(self) -> list[QWidget]:
        """The widgets shown over the board (the end card), after the holes."""
        viewport = self.view.viewport()
        return [w for w in self.view.children() if isinstance(w, QWidget) and w.isVisible() and w is not viewport]

    def hole(self, label: str) -> HoleAccessible:
        if label not in self._holes:
            self._holes[label] = HoleAccessible(self, label)
        return self._holes[label]

    def childCount(self) -> int:
        return len(self._labels()) + len(self._over())

    def child(self, index: int):
        labels, over = self._labels(), self._over()
        if 0 <= index < len(labels):
            return self.hole(labels[index])
        if 0 <= index - len(labels) < len(over):
            return QAccessible.queryAccessibleInterface(over[index - len(labels)])
        return None

    def indexOfChild(self, child) -> int:
        labels = self._labels()
        label = getattr(child, "label", None)
        if label in labels and self._holes.get(label) is child:
            return labels.index(label)
        obj = child.object() if child is not None else None
        over = self._over()
        return len(labels) + over.index(obj) if obj in over else -1

    def childAt(self, x: int, y: int):
        for label in self._labels():
            hole = self.hole(label)
            if hole.rect().contains(QPoint(x, y)):
                return hole
        return None

    def focusChild(self):
        label = self.view.focused_hole
        return self.hole(label) if label else None


class SpeedAccessible(QAccessibleWidget, QAccessibleValueInterface):
    """The animation speed slider, whose value is said in seeds per second (its own range is a
    0..100 scale, which means nothing to a listener). Qt's slider interface is replaced; its value
    interface is this object's second base, handed out by ``interface_cast``."""

    def __init__(self, slider) -> None:
        QAccessibleWidget.__init__(self, slider, QAccessible.Role.Slider)
        QAccessibleValueInterface.__init__(self)
        self.slider = slider

    def interface_cast(self, kind):
        # Only the value interface; for the others a null pointer as such (PySide6 cannot hand
        # None back to C++ for a void*, and the application would crash).
        if kind == QAccessible.InterfaceType.ValueInterface:
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self)[1])
        return shiboken6.VoidPtr(0)

    def text(self, kind) -> str:
        if kind == QAccessible.Text.Value:
            return self.slider.spoken_value()
        if kind == QAccessible.Text.Description:
            return self.slider.toolTip()
        return super().text(kind)

    def currentValue(self) -> float:
        return round(1000 / self.slider.step_ms(), 1)

    def setCurrentValue(self, value) -> None:
        self.slider.set_seeds_per_second(float(value))

    def maximumValue(self) -> float:
        return self.slider.seeds_per_second_range()[1]

    def minimumValue(self) -> float:
        return self.slider.seeds_per_second_range()[0]

    def minimumStepSize(self) -> float:
        return 0.0


# Frames shown as a named group, by object name: the cards of the start page, the end card.
GROUPS = ("game-card", "files-card", "end-card")


def _factory(key: str, obj):
    if isinstance(obj, BoardView):
        return BoardAccessible(obj)
    if isinstance(obj, SpeedSlider):
        return SpeedAccessible(obj)
    if isinstance(obj, QFrame) and obj.objectName() in GROUPS:
        return QAccessibleWidget(obj, QAccessible.Role.Grouping)
    return None


_installed = False


def install(*widgets: QWidget) -> None:
    """Give the board view, the speed slider and the cards the interfaces above (the factory is
    installed once per process). The window calls this after its first frame, which need not
    wait for these types: should assistive technology have asked for one of ``widgets`` before,
    Qt's plain interface is dropped so that the next question gets this module's."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
    if QAccessible.isActive():
        for widget in widgets:
            known = QAccessible.queryAccessibleInterface(widget)
            if known is not None and not isinstance(known, (BoardAccessible, SpeedAccessible)) \
                    and known.role() != QAccessible.Role.Grouping:
                QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(known))


def focus_moved(view, label: str) -> None:
    """Tell assistive technology that the keyboard focus is on the hole ``label`` now. Told once
    the event loop is back: when the view has just taken the focus, Qt tells that afterwards,
    and a screen reader would take the view's news for the latest."""
    if not QAccessible.isActive():
        return  # nobody listens: no interface is made
    QTimer.singleShot(0, view, lambda: _tell_focus(view, label))


def _tell_focus(view, label: str) -> None:
    board = QAccessible.queryAccessibleInterface(view)
    labels = list(view.scene().holes)
    if board is None or label not in labels or view.focused_hole != label:
        return
    event = QAccessibleEvent(board.child(labels.index(label)), QAccessible.Event.Focus)
    QAccessible.updateAccessibility(event)


class Notice(Leaf, QAccessibleInterface):
    """A notification that appears with each announcement, for screen readers that predate
    announcement events (Orca before version 46 speaks a notification when it is shown). It is in
    no one's children: it only appears."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self._widget, self.message = widget, ""

    def isValid(self) -> bool:
        return True

    def object(self):
        return None

    def window(self):
        return self._widget.window().windowHandle()

    def parent(self):
        return QAccessible.queryAccessibleInterface(self._widget)

    def role(self):
        return QAccessible.Role.Notification

    def state(self):
        return QAccessible.State()

    def text(self, kind) -> str:
        return self.message if kind == QAccessible.Text.Name else ""

    def setText(self, kind, text) -> None:
        pass

    def rect(self) -> QRect:
        return QRect()


_notices: dict[int, Notice] = {}  # by the id of the widget that announces


def announce(widget, text: str) -> None:
    """Have a screen reader say ``text``, which ``widget`` shows now (the narration line): as an
    announcement, and as a notice shown for readers that do not hear announcements."""
    if not QAccessible.isActive() or not text.strip():
        return
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
    notice = _notices.setdefault(id(widget), Notice(widget))
    notice.message = text
    QAccessible.updateAccessibility(QAccessibleEvent(notice, QAccessible.Event.ObjectShow))
