"""Everything a teacher needs, added to a main window by one call: ``install(window, settings)``.

Rules panel, lessons, saved games and autosave, classroom mode, keyboard play, the look (theme,
colour-blind palette, text size, reduced motion), the position editor and picture export. It
uses only the window's public parts (menus, actions, controller, scene, animator, widgets), so
the window knows nothing of it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from . import export
from ..window.actions import make_action
from .classroom import ClassroomMode
from .editor import PositionEditor
from ..files import Autosave, RecordFiles, valid_seats
from ..window.keyboard import KeyboardPlay
from .lessons import Lessons
from ..board.looks import LookSwitcher, make_theme
from ..board.overlay import OverlayController
from ..window.preferences import PreferencesDialog
from .rules_panel import RulesDock
from ..settings import Settings

MIN_TEXT, MAX_TEXT, TEXT_STEP = 0.8, 2.5, 1.15



class Teaching(QObject):
    def __init__(self, window, settings: Settings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.actions: dict[str, QAction] = {}
        self.looks = LookSwitcher(window)
        self.overlay = OverlayController(window)
        self.files = RecordFiles(window, settings)
        self.autosave = Autosave(window)
        self.rules = RulesDock(window)
        self.lessons = Lessons(window)
        self.keyboard = KeyboardPlay(window)
        self.classroom = ClassroomMode(window, self.apply_look)
        for dock in (self.rules, self.lessons.dock):
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()
        self._build_menus()
        self._restore()
        window.record.newGame.connect(self._remember_seats)

    # -- menus ----------------------------------------------------------------------------
    def _action(self, key: str, text: str, slot, shortcut=None, checkable: bool = False) -> QAction:
        action = self.actions[key] = make_action(self.window, text, slot, shortcut, checkable)
        return action

    def _build_menus(self) -> None:
        w, a = self.window, self._action
        Key = QKeySequence.StandardKey
        # The window's Open and Save become the record files' (.siembra, recent list, clear refusals).
        for key, slot in (("open", self.files.open_dialog), ("save", self.files.save)):
            w.actions[key].triggered.disconnect()
            w.actions[key].triggered.connect(slot)
        w.actions["open"].setText(self.tr("&Open game…"))
        w.actions["save"].setText(self.tr("&Save game"))
        game = w.menus["game"]
        quit_action = w.actions["quit"]
        game.insertAction(quit_action, a("save_as", self.tr("Save game &as…"), self.files.save_as, Key.SaveAs))
        game.insertMenu(quit_action, self.files.recent_menu)
        game.insertSeparator(quit_action)
        game.insertAction(quit_action, a("editor", self.tr("Set up a &position…"), self.edit_position, "Ctrl+E"))
        game.insertAction(quit_action, a("png", self.tr("Export board as &PNG…"), lambda: self.export_picture("png")))
        game.insertAction(quit_action, a("svg", self.tr("Export board as S&VG…"), lambda: self.export_picture("svg")))
        game.insertAction(quit_action, a("copy", self.tr("&Copy board picture"), self.copy_board, "Ctrl+Shift+C"))
        game.insertSeparator(quit_action)

        view = w.menuBar().addMenu(self.tr("&View"))
        rules_action = self.rules.toggleViewAction()
        rules_action.setText(self.tr("&Rules panel"))
        rules_action.setShortcut(QKeySequence(Qt.Key.Key_F2))
        view.addAction(rules_action)
        lesson_action = self.lessons.dock.toggleViewAction()
        lesson_action.setText(self.tr("&Lesson panel"))
        view.addAction(lesson_action)
        view.addAction(a("overlay", self.tr("Show the &path of each move"), self._overlay_toggled, "Ctrl+P", True))
        view.addAction(self.classroom.action)
        view.addSeparator()
        view.addAction(a("larger", self.tr("&Larger text"), lambda: self.scale_text(TEXT_STEP), Key.ZoomIn))
        view.addAction(a("smaller", self.tr("&Smaller text"), lambda: self.scale_text(1 / TEXT_STEP), Key.ZoomOut))
        view.addAction(a("normal", self.tr("&Normal text size"), lambda: self.scale_text(None), "Ctrl+0"))
        view.addSeparator()
        view.addAction(a("preferences", self.tr("&Preferences…"), self.preferences, Key.Preferences))
        for action in self.actions.values():
            w.addAction(action)  # their keys work in classroom mode too
        help_menu = w.menus["help"]
        first = help_menu.actions()[0] if help_menu.actions() else None
        help_menu.insertAction(first, a("keys", self.tr("&Keyboard play"), self.show_keys))
        bar = w.menuBar()
        bar.insertMenu(help_menu.menuAction(), view)
        bar.insertMenu(help_menu.menuAction(), self.lessons.menu)
        w.menus.update({"view": view, "lessons": self.lessons.menu})

    # -- settings and the look -------------------------------------------------------------
    def _restore(self) -> None:
        s, w = self.settings, self.window
        w.speed.setValue(s.get("speed"))
        if w.actions["instant"].isChecked() != s.get("reduced_motion"):
            w.actions["instant"].trigger()
        self.actions["overlay"].setChecked(s.get("path_overlay"))
        w.speed.valueChanged.connect(lambda value: s.set("speed", value))
        w.actions["instant"].toggled.connect(lambda on: s.set("reduced_motion", on))
        self.apply_look()

    def saved_seats(self) -> dict:
        return valid_seats(self.settings.get("seats"))

    def _remember_seats(self) -> None:
        c = self.window.record
        # Games from the initial position are the new-game dialog's; lessons and set-up
        # positions are played by hand and must not change the seats kept for next time.
        if c.to_record().start is None:
            self.settings.set("seats", c.seats)

    def apply_look(self) -> None:
        s = self.settings
        classroom = self.classroom.active
        theme = make_theme("classroom" if classroom else s.get("theme"), s.get("colour_blind"), s.get("font_scale"))
        self.looks.apply(theme, s.get("font_scale"))
        text = self.looks.font(theme.ui_font_scale)
        self.rules.browser.setFont(text)
        self.lessons.dock.widget().setFont(text)
        self.overlay.set_enabled(classroom or self.actions["overlay"].isChecked())

    def _overlay_toggled(self, on: bool) -> None:
        self.settings.set("path_overlay", on)
        self.apply_look()

    def scale_text(self, factor: float | None) -> None:
        scale = 1.0 if factor is None else self.settings.get("font_scale") * factor
        self.settings.set("font_scale", round(min(MAX_TEXT, max(MIN_TEXT, scale)), 3))
        self.apply_look()

    def preferences(self) -> None:
        dialog = PreferencesDialog(self.settings, self.window)
        if dialog.exec():
            self.set_preferences(dialog.values())

    def set_preferences(self, values: dict) -> None:
        language_before = self.settings.get("language")
        for key, value in values.items():
            self.settings.set(key, value)
        w = self.window
        if w.actions["instant"].isChecked() != values["reduced_motion"]:
            w.actions["instant"].trigger()
        self.actions["overlay"].setChecked(values["path_overlay"])
        self.apply_look()
        if values["language"] != language_before and w.show_dialogs:
            QMessageBox.information(w, self.tr("Language"), self.tr("Siembra will use the new language when it starts again."))

    # -- start-up --------------------------------------------------------------------------
    def offer_resume(self, ask=None) -> bool:
        return self.autosave.offer_resume(ask)

    # -- tools ------------------------------------------------------------------------------
    def edit_position(self) -> PositionEditor:
        c = self.window.record
        editor = PositionEditor(c.game, c.state if not c.state.is_over else c.game.initial_state(), self.files, self.window)
        editor.playRequested.connect(self.play_position)
        editor.open()
        return editor

    def play_position(self, game, state) -> None:
        self.window.thinker.cancel()
        self.window.record.start_from(game, state, self.window.record.seats)

    def export_picture(self, kind: str) -> None:
        """Ask where, then write the board as ``kind`` ("png" or "svg")."""
        title, pattern, save = {
            "png": (self.tr("Export board as PNG"), self.tr("PNG images (*.png)"), export.save_png),
            "svg": (self.tr("Export board as SVG"), self.tr("SVG drawings (*.svg)"), export.save_svg),
        }[kind]
        c = self.window.record
        suggested = f"{self.files.start_dir()}/{c.game.id}-{c.ply}.{kind}"
        path, _ = QFileDialog.getSaveFileName(self.window, title, suggested, pattern)
        if not path:
            return
        if not path.lower().endswith("." + kind):
            path += "." + kind
        if not save(self.window.scene, path):
            QMessageBox.warning(self.window, title, self.tr("The picture could not be written to {path}").format(path=path))

    def copy_board(self) -> None:
        export.copy_to_clipboard(self.window.scene)
        self.window.narration.setText(self.tr("The board picture is on the clipboard"))

    def show_keys(self) -> None:
        QMessageBox.information(self.window, self.tr("Keyboard play"), self.keyboard.help_text())


def install(window, settings: Settings | None = None) -> Teaching:
    """Add the teaching features to ``window``; keep the returned object for start-up calls."""
    return Teaching(window, settings or Settings())
