"""Everything a teacher needs, added to a main window by one call: ``install(window)``.

Rules panel, lessons, classroom mode, the path overlay, the look (theme, colour-blind palette,
text size, reduced motion), preferences, the position editor, picture export, the analysis
panel (with a teacher's comments) and Save as lesson. It uses only
the window's interface (see MainWindow), so the window knows nothing of it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from .analysis import panel as analysis_panel
from .board.looks import interface_font, make_theme
from .board.overlay import OverlayController
from .files import valid_seats
from .i18n import rules_message
from .notices import warn
from .safe_output import OutputError
from .settings_schema import PANEL_WIDTH, TEXT_SCALE
from .teaching import export
from .teaching.animation_export import AnimationExport
from .teaching.classroom import ClassroomMode
from .teaching.editor import EditorMode, PositionEditor
from .teaching.lessons import Lessons
from .teaching.predict import PredictMode
from .teaching.rules_panel import RulesPanel
from .teaching.save_lesson import SaveAsLesson
from .teaching.worksheet import Worksheets
from .window.preferences import PreferencesDialog

MIN_TEXT, MAX_TEXT = TEXT_SCALE  # the settings' schema checks the stored text size against them
TEXT_STEP = 1.15


class Teaching(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.settings = window.settings
        self.overlay = OverlayController(window)
        self.rules = RulesPanel(window)
        self.lessons = Lessons(window)
        self.classroom = ClassroomMode(window, self.apply_look)
        self.save_lesson = SaveAsLesson(window, self.lessons.reload)
        self._build_menus()
        self._restore()
        window.controller.changed.connect(self._remember_seats)

    # -- menus ----------------------------------------------------------------------------
    def _build_menus(self) -> None:
        w = self.window
        Key = QKeySequence.StandardKey
        a = w.add_action
        a("game", "save_lesson", self.tr("Save as &lesson…"), self.save_lesson.dialog, after="save_as")
        a("game", "editor", self.tr("Set up a &position…"), self.edit_position, "Ctrl+E", before="quit")
        a("game", "png", self.tr("Export board as PN&G…"), lambda: self.export_picture("png"), before="quit")
        a("game", "svg", self.tr("Export board as S&VG…"), lambda: self.export_picture("svg"), before="quit")
        a("game", "copy", self.tr("&Copy board picture"), self.copy_board, "Ctrl+Shift+C", before="quit")
        self.animation_export = AnimationExport(w)
        w.add_separator("game", before="quit")
        self.rules_action = w.add_panel(self.rules, self.tr("Rules"), Qt.Key.Key_F2, self.tr("&Rules panel"))
        w.add_panel(self.lessons.panel, self.tr("Lesson"), menu_text=self.tr("L&esson panel"))
        self.analysis = analysis_panel.install(w)
        a("view", "overlay", self.tr("Show the pat&h of each move"), self._overlay_toggled, "Ctrl+P", True)
        w.menus["view"].addAction(self.classroom.action)
        w.add_separator("view")
        a("view", "larger", self.tr("&Larger text"), lambda: self.scale_text(TEXT_STEP), Key.ZoomIn)
        a("view", "smaller", self.tr("&Smaller text"), lambda: self.scale_text(1 / TEXT_STEP), Key.ZoomOut)
        a("view", "normal", self.tr("&Normal text size"), lambda: self.scale_text(None), "Ctrl+0")
        w.add_separator("view")
        a("view", "preferences", self.tr("Pre&ferences…"), self.preferences, Key.Preferences)
        w.insert_menu("lessons", self.lessons.menu)
        w.add_separator("lessons")
        self.predict = PredictMode(w)
        self.lessons.predicting = lambda: self.predict.enabled
        self.predict.action.toggled.connect(lambda _on: self.lessons.refresh())
        self.worksheets = Worksheets(w, self.lessons)
        self.actions = {key: w.actions[key] for key in
                        ("editor", "png", "svg", "copy", "overlay", "larger", "smaller", "normal", "preferences")}

    # -- settings and the look -------------------------------------------------------------
    def _restore(self) -> None:
        s, w = self.settings, self.window
        w.speed.setValue(s.get("speed"))
        w.side_panel.set_preferred_width(s.get("panel_width"))
        low, high = PANEL_WIDTH
        w.side_panel.widthChanged.connect(lambda width: s.set("panel_width", max(low, min(high, width))))
        if w.actions["instant"].isChecked() != s.get("reduced_motion"):
            w.actions["instant"].trigger()
        self.actions["overlay"].setChecked(s.get("path_overlay"))
        w.speed.valueChanged.connect(lambda value: s.set("speed", value))
        w.actions["instant"].toggled.connect(lambda on: s.set("reduced_motion", on))
        self.apply_look()

    def saved_seats(self) -> dict:
        return valid_seats(self.settings.get("seats"))

    def _remember_seats(self, change) -> None:
        if change.kind != "new game":
            return
        c = self.window.record
        # Games from the initial position are the new-game dialog's; lessons and set-up
        # positions are played by hand and must not change the seats kept for next time.
        if c.tree.start is None:
            self.settings.set("seats", c.seats)

    def apply_look(self) -> None:
        s = self.settings
        classroom = self.classroom.active
        theme = make_theme("classroom" if classroom else s.get("theme"), s.get("colour_blind"), s.get("font_scale"))
        # The interface's text (menus, toolbar, buttons, counters) at the look's size: in classroom
        # mode as large as the rest, for the back of the room.
        self.window.set_look(theme, theme.ui_font_scale)
        text = interface_font(theme.ui_font_scale)
        self.rules.browser.setFont(text)
        self.lessons.panel.setFont(text)
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

    # -- tools ------------------------------------------------------------------------------
    def edit_position(self) -> PositionEditor:
        """Open the editor beside the board, installed as the board's input mode until it closes."""
        w = self.window
        c = w.record
        editor = PositionEditor(c.game, c.state if not c.state.is_over else c.game.initial_state(), w.files, w)
        mode = EditorMode(editor, w.interaction)
        editor.playRequested.connect(lambda game, state: self.play_position(mode, game, state))
        editor.finished.connect(lambda _result: self._end_editing(mode))
        # The window's keys act on the board from the editor's window too (its fields keep theirs).
        editor.addActions([w.actions[name] for name in ("play", "forward", "back", "start", "end")])
        if w.keyboard is not None:
            editor.addActions(w.keyboard.digits)
        w.interaction.install(mode)
        w.setFocus()  # not the speed slider's: it would take Home, End and the arrows
        editor.show()
        # Beside the board it edits rather than over it: at the window's right edge, over the
        # side panel, its top at the board's.
        frame, top = w.frameGeometry(), w.view.mapToGlobal(w.view.rect().topLeft()).y()
        editor.move(max(frame.left(), frame.right() - editor.frameGeometry().width()), top)
        return editor

    def play_position(self, mode: EditorMode, game, state) -> None:
        self.window.interaction.remove(mode)
        self.window.record.start_from(game, state, self.window.record.seats)

    def _end_editing(self, mode: EditorMode) -> None:
        self.window.interaction.remove(mode)
        # The window's keys (Home, End, the arrows) act on the board again, whatever had the
        # focus before the editor opened (the speed slider takes Home and End while it has it).
        self.window.activateWindow()
        self.window.setFocus()

    def export_picture(self, kind: str) -> None:
        """Ask where, then write the board as ``kind`` ("png" or "svg")."""
        title, pattern, save = {
            "png": (self.tr("Export board as PNG"), self.tr("PNG images (*.png)"), export.save_png),
            "svg": (self.tr("Export board as SVG"), self.tr("SVG drawings (*.svg)"), export.save_svg),
        }[kind]
        c = self.window.record
        suggested = f"{self.window.files.start_dir()}/{c.game.id}-{c.ply}.{kind}"
        path, _ = QFileDialog.getSaveFileName(self.window, title, suggested, pattern)
        if not path:
            return
        if not path.lower().endswith("." + kind):
            path += "." + kind
        try:
            save(self.window.scene, path)
        except OutputError as err:
            warn(self.window, title, self.tr("The picture was not written: {error}").format(error=rules_message(err)))

    def copy_board(self) -> None:
        export.copy_to_clipboard(self.window.scene)
        self.window.say(self.tr("The board picture is on the clipboard"))


def install(window) -> Teaching:
    """Add the teaching features to ``window`` (they keep their settings in ``window.settings``)."""
    return Teaching(window)
