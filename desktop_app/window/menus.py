"""The window's menus, actions and side panels: the one place where the window and feature
modules register what they add (see ``ExtensibleWindow``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from .icons import make_icon

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QDockWidget

# The menus in the order of the menu bar; a feature module may add others (before Help).
MENU_ORDER = ("game", "edit", "animation", "view", "lessons", "help")


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


class ExtensibleWindow(QMainWindow):
    """A main window whose named menus and side panel area feature modules extend:
    ``menu(key, title)``, ``insert_menu(key, menu)``, ``add_action(menu, key, ...)``,
    ``add_separator(menu)``, ``add_panel(dock, title)``; every action is in ``actions`` by key."""

    def __init__(self) -> None:
        super().__init__()
        self.actions: dict[str, QAction] = {}
        self.menus: dict[str, QMenu] = {}
        self._icons: dict = {}  # name -> QIcon, drawn once

    def _icon(self, name: str):
        icon = self._icons.get(name)
        if icon is None:
            icon = self._icons[name] = make_icon(name, self.palette().color(QPalette.ColorRole.ButtonText))
        return icon

    def menu(self, key: str, title: str | None = None) -> QMenu:
        """The menu ``key``, made with ``title`` the first time, in the place MENU_ORDER gives it
        (a menu not in it goes before Help)."""
        menu = self.menus.get(key)
        if menu is None:
            menu = QMenu(title, self)
            self.insert_menu(key, menu)
        return menu

    def insert_menu(self, key: str, menu: QMenu) -> None:
        """Put a menu made elsewhere (a feature module's own) in the menu bar as ``key``."""
        rank = MENU_ORDER.index(key) if key in MENU_ORDER else MENU_ORDER.index("help")
        later = [m for k, m in self.menus.items() if k in MENU_ORDER and MENU_ORDER.index(k) >= rank
                 and (key in MENU_ORDER or k == "help")]
        bar = self.menuBar()
        if later:
            bar.insertMenu(min(later, key=lambda m: bar.actions().index(m.menuAction())).menuAction(), menu)
        else:
            bar.addMenu(menu)
        self.menus[key] = menu

    def add_action(self, menu: str, key: str, text: str, slot, shortcut=None, checkable: bool = False,
                   icon: str | None = None, before: str | None = None, after: str | None = None) -> QAction:
        """An action ``key`` in the menu ``menu``, at its end, before the action ``before`` or
        right after the action ``after``. It is also the window's, so its key works with the menu
        bar hidden (classroom mode)."""
        action = make_action(self, text, slot, shortcut, checkable, None if icon is None else self._icon(icon))
        self.actions[key] = action
        target = self.menus[menu]
        if after is not None:
            entries = target.actions()
            following = entries.index(self.actions[after]) + 1
            before_action = entries[following] if following < len(entries) else None
        else:
            before_action = None if before is None else self.actions[before]
        if before_action is None:
            target.addAction(action)
        else:
            target.insertAction(before_action, action)
        self.addAction(action)
        return action

    def add_separator(self, menu: str, before: str | None = None) -> None:
        target = self.menus[menu]
        if before is None:
            target.addSeparator()
        else:
            target.insertSeparator(self.actions[before])

    def add_panel(self, dock: QDockWidget, title: str, shortcut=None) -> QAction:
        """A side panel: ``dock`` on the right, hidden at first, shown and hidden from the View
        menu (``title``); returns that menu's action."""
        from PySide6.QtCore import Qt
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        action = dock.toggleViewAction()
        action.setText(title)
        if shortcut is not None:
            from PySide6.QtGui import QKeySequence
            action.setShortcut(QKeySequence(shortcut))
        self.menu("view", self.tr("&View")).addAction(action)
        return action

    def add_toolbar(self, title: str, name: str, keys) -> QToolBar:
        """A toolbar ``title`` (object name ``name``, for the saved window state) with the actions
        of ``keys`` in order, None making a separator."""
        toolbar = self.addToolBar(title)
        toolbar.setObjectName(name)
        for key in keys:
            if key is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(self.actions[key])
        return toolbar
