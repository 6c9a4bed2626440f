"""The window's menus, actions and side panels: the one place where the window and feature
modules register what they add (see ``ExtensibleWindow``)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QAction, QColor, QIcon, QPalette
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QWidget

from ..qt_enums import set_enums
from .icons import make_icon
from .sidepanel import SidePanel

# The menus in the order of the menu bar; a feature module may add others (before Help).
MENU_ORDER = ("game", "edit", "animation", "view", "lessons", "help")


def make_action(parent, text: str, slot, shortcut=None, checkable: bool = False) -> QAction:
    action = QAction(text, parent)
    if shortcut is not None:
        # Imported here: the main window's actions get their keys after the first frame.
        from PySide6.QtGui import QKeySequence
        action.setShortcut(QKeySequence(shortcut))
    action.setCheckable(checkable)
    action.triggered.connect(slot)
    if shortcut is not None:
        say_keys(action)
    return action


def say_keys(action: QAction) -> None:
    """The action's tooltip: its name and its keys ("Step (Right, PgDown)")."""
    keys = [key.toString(key.SequenceFormat.NativeText) for key in action.shortcuts()]
    name = action.text().replace("&", "").rstrip("…")
    action.setToolTip(QCoreApplication.translate("Keys", "{action} ({keys})").format(action=name, keys=", ".join(keys))
                      if keys else name)


class ExtensibleWindow(QMainWindow):
    """A main window whose named menus and side panel feature modules extend:
    ``menu(key, title)``, ``insert_menu(key, menu)``, ``add_action(menu, key, ...)``,
    ``add_separator(menu)``, ``add_panel(page, title)`` (a tab of ``side_panel``) and
    ``show_panel(page)``; every action is in ``actions`` by key."""

    def __init__(self) -> None:
        super().__init__()
        # The window's actions by key, in place of QWidget.actions(), which nothing asks of a main window.
        self.actions: dict[str, QAction] = {}  # type: ignore[assignment]
        self.menus: dict[str, QMenu] = {}
        self.side_panel = SidePanel()
        self._fitted: QToolBar | None = None  # the toolbar fit_toolbar keeps from overflowing
        self._fitted_wide = 0  # its width with its buttons' names; 0: to be measured
        self._icons: dict[str, QIcon] = {}  # name -> icon, drawn once in the palette's colour
        self._icon_names: dict[str, str] = {}  # action key -> the name of its icon now
        self._icon_colour: QColor | None = None  # the button-text colour the icons are drawn in
        self.toolbar: QToolBar | None = None  # the main toolbar
        self._layout_saved: dict = {}  # what the projector layout put away

    def _icon(self, name: str) -> QIcon:
        icon = self._icons.get(name)
        if icon is None:
            colour = self._icon_colour = self.palette().color(QPalette.ColorRole.ButtonText)
            icon = self._icons[name] = make_icon(name, colour)
        return icon

    def set_action_icon(self, key: str, name: str) -> None:
        """The action ``key`` shows the icon ``name`` (icons.py), redrawn when the palette changes."""
        self._icon_names[key] = name
        self.actions[key].setIcon(self._icon(name))

    def changeEvent(self, event) -> None:
        # A new palette (a dark desktop theme chosen while Siembra runs, or set by the app): the
        # icons are drawn again in its button-text colour. Comparing the colour, rather than
        # the event's type, keeps the Python type of QEvent's enum out of the first frame.
        super().changeEvent(event)
        if self._icon_colour is not None and self.palette().color(QPalette.ColorRole.ButtonText) != self._icon_colour:
            self._icons.clear()
            for key, name in self._icon_names.items():
                self.actions[key].setIcon(self._icon(name))

    def menu(self, key: str, title: str | None = None) -> QMenu:
        """The menu ``key``, made with ``title`` the first time, in the place MENU_ORDER gives it
        (a menu not in it goes before Help)."""
        menu = self.menus.get(key)
        if menu is None:
            if title is None:
                raise KeyError(f"no menu {key!r} yet: the first call gives its title")
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
        action = make_action(self, text, slot, shortcut, checkable)
        self.actions[key] = action
        if icon is not None:
            self.set_action_icon(key, icon)
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

    def add_panel(self, page: QWidget, title: str, shortcut=None, menu_text: str | None = None) -> QAction:
        """A tab ``title`` of the side panel showing ``page``, with an action in the View menu
        (``menu_text``, else ``title``) that opens the panel at that tab, or collapses the panel
        when it already shows it; returns that action."""
        panel = self.side_panel
        panel.add_page(page, title)
        view = self.menu("view", self.tr("&View"))
        if panel.count() == 1:  # the first tab: the list of closed ones comes before the tabs' actions
            closed = view.addMenu(self.tr("Closed &tabs"))
            closed.aboutToShow.connect(lambda: self.fill_closed_tabs(closed))

        def toggle() -> None:
            if panel.isVisible() and panel.currentWidget() is page:
                self.show_side_panel(False)
            else:
                self.show_panel(page)

        action = make_action(self, menu_text or title, toggle, shortcut)
        view.addAction(action)
        self.addAction(action)
        return action

    def show_panel(self, page: QWidget) -> None:
        """Open the side panel at the tab of ``page``."""
        self.side_panel.show_tab(page)
        self.actions["panel"].setChecked(True)

    def fill_closed_tabs(self, menu: QMenu) -> None:
        """The View menu's list of closed tabs, each reopened by choosing it."""
        menu.clear()
        panel = self.side_panel
        for page in reversed(panel.closed):
            menu.addAction(panel.title(page), partial(self.show_panel, page))
        if not panel.closed:
            menu.addAction(self.tr("No tab is closed")).setEnabled(False)

    def show_side_panel(self, shown: bool) -> None:
        """Open or collapse the side panel (at the tab it last showed)."""
        self.actions["panel"].setChecked(shown)
        self.side_panel.setVisible(shown)

    def set_projector_layout(self, on: bool) -> None:
        """The board alone and big toolbar buttons (classroom mode), or back to what was there."""
        toolbar = self.toolbar
        if toolbar is None:
            return
        if on:
            self._layout_saved = {"panel": self.actions["panel"].isChecked(), "icons": toolbar.iconSize()}
            self.show_side_panel(False)
            toolbar.setIconSize(QSize(40, 40))
        else:
            self.show_side_panel(self._layout_saved.get("panel", True))
            toolbar.setIconSize(self._layout_saved.get("icons", toolbar.iconSize()))

    def fit_toolbar(self, toolbar: QToolBar | None = None) -> None:
        """The buttons' names beside their icons when the whole ``toolbar`` fits the window, else
        the icons alone (their tooltips still name them): nothing goes into its overflow menu."""
        if toolbar is not None:
            self._fitted, self._fitted_wide = toolbar, 0
        toolbar = self._fitted
        if toolbar is None:
            return
        if not self._fitted_wide:
            set_enums(toolbar, toolButtonStyle="ToolButtonTextBesideIcon")
            self._fitted_wide = toolbar.sizeHint().width()
        fits = self._fitted_wide <= self.width()
        set_enums(toolbar, toolButtonStyle="ToolButtonTextBesideIcon" if fits else "ToolButtonIconOnly")

    def refit_toolbar(self) -> None:
        """Measure the toolbar again (another font or language) and fit it."""
        self._fitted_wide = 0
        self.fit_toolbar()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_toolbar()

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
