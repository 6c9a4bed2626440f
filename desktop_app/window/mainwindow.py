"""The main window: it builds the window and connects its parts; it holds no game logic.

The parts, each in its own module of this package: the record model (record.py), the board
presenter that mirrors it on the scene and owns the playback (presenter.py), the human
interaction and its input modes (interaction.py, modes.py), the computer seats (seats.py), the
move list, the turn banner and the summaries; the controller (controller.py) calls them in its
order. Saved games and the autosave are files.py's, called from here.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtWidgets import QApplication, QSplitter

from ..board.animator import Animator
from ..board.looks import interface_font
from ..board.scene import BoardScene
from ..board.theme import DEFAULT_THEME, Theme
from ..settings import Settings
from ..showing.speed import SpeedSlider
from .controller import Controller
from .help import show_about, show_keys, show_log_folder
from .interaction import Interaction
from .lines import LineActions
from .menus import ExtensibleWindow, say_keys
from .movelist import MoveList
from .pane import BoardPane
from .presenter import PLAYING, BoardPresenter
from .record import NEW_GAME, GameRecord
from .seats import ComputerSeats
from .start_screen import StartScreen
from .statistics import StatisticsOpener
from .summaries import Summaries
from .view import BoardView

if TYPE_CHECKING:
    from ..files import Autosave, RecordFiles
    from .drops import RecordDrops
    from .keyboard import KeyboardPlay
    from .speech import Speech


class MainWindow(ExtensibleWindow):
    """Siembra's window. What feature modules (teaching/, later panels) may use of it:

    - ``record`` (GameRecord: moves, states, events, comments), ``controller`` (``changed``: each
      Change of the record once the window's parts have it; ``settled``: the board at rest),
      ``scene``, ``view``, ``animator`` (stepChanged), ``presenter`` (the playback: play_pause,
      step_forward, step_back, to_start, to_end, state, stateChanged; ``next_move`` and ``hold``
      for the features), ``interaction`` (the intent slots; ``install`` an input mode),
      ``computers`` (the computer seats; ``thinker``), ``files`` and ``settings``;
    - ``show_start_page`` (the start page in place of the board, until a game starts) and
      ``start_screen`` (None until it is first shown);
    - ``new_game``, ``set_seats``, ``say`` (the narration line), ``set_look`` (theme and text
      size, restyled in place), ``set_projector_layout`` (classroom mode), ``show_dialogs``;
    - ``menu(key, title)`` and ``add_action(menu, key, text, slot, ...)``: a feature module adds
      its actions to a named menu ("game", "edit", "animation", "view", "lessons", "help", or its
      own) and finds them in ``actions``; ``add_panel(page, title, shortcut, menu_text)``: a tab of
      the one side panel (``side_panel``, collapsed with F9), its action in the View menu;
      ``show_panel(page)`` opens the panel at that tab;
    - the ``speed`` slider and the ``toolbar``.
    """

    firstFramePainted = Signal()
    lines: LineActions  # made after the Undo action, which it takes over right after a deletion

    def __init__(self, theme: Theme = DEFAULT_THEME, shortcuts_later: bool = False,
                 settings: Settings | None = None) -> None:
        """``shortcuts_later``: the keyboard shortcuts wait for ``install_shortcuts`` (the app
        calls it once the first frame is shown: none of them is seen in it, and making the Python
        type of key sequences would only delay it). ``settings``: the user's (made when first
        needed)."""
        super().__init__()
        self.theme = theme
        self._settings = settings
        self._files: RecordFiles | None = None
        self.autosave: Autosave | None = None
        self.keyboard: KeyboardPlay | None = None  # keyboard play, with the shortcuts
        # Tests and the self-test turn the modal dialogs off.
        self.show_dialogs = True
        self.statistics = StatisticsOpener(self)
        self.drops: RecordDrops | None = None  # file drops, with the shortcuts
        self.speech: Speech | None = None  # announcements for screen readers, with the shortcuts
        self.start_screen: StartScreen | None = None  # the start page, once shown
        self._first_frame_shown = False
        self.record = GameRecord(self)
        self.scene = BoardScene(theme, self)
        self.view = BoardView(self.scene)
        self.animator = Animator(self.scene, self)
        self.setWindowTitle(self.tr("Siembra"))
        self._build_widgets()
        self.interaction = Interaction(self.record, self.scene, self.animator, self.prompt_bar, self.say, self)
        self.computers = ComputerSeats(self.record, self.animator, self)
        self.thinker = self.computers.thinker
        self.presenter = BoardPresenter(self.record, self.scene, self.animator, self.pane.narrate_step, self)
        self.summaries = Summaries(self)
        # The one listener of the record among the window's parts: it calls them in its order.
        self.controller = Controller(self)
        self._build_actions()
        if not shortcuts_later:
            self.install_shortcuts()
        self._connect()
        # The frame is painted once control is back in the event loop.
        self.view.firstPainted.connect(lambda: QTimer.singleShot(0, self, self._first_frame))
        self.resize(self.default_size())

    def default_size(self) -> QSize:
        """1280x800, or less on a smaller screen: the whole window stays on it."""
        screen = self.screen().availableGeometry()
        return QSize(min(1280, screen.width() * 9 // 10), min(800, screen.height() * 9 // 10))

    # -- building ---------------------------------------------------------------------
    def _build_widgets(self) -> None:
        self.pane = BoardPane(self.view, self.theme.ui_font_scale)
        self.banner, self.prompt_bar, self.narration = self.pane.banner, self.pane.prompt_bar, self.pane.narration
        self.prompt_button = self.prompt_bar.button
        self.move_list = MoveList(self.record)
        splitter = QSplitter()
        splitter.addWidget(self.pane)
        splitter.addWidget(self.side_panel)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setCollapsible(0, False)
        self.side_panel.attach(splitter)
        self.setCentralWidget(splitter)

    def _build_actions(self) -> None:
        for key, title in (("game", self.tr("&Game")), ("edit", self.tr("&Edit")),
                           ("animation", self.tr("&Animation")), ("view", self.tr("&View")), ("help", self.tr("&Help"))):
            self.menu(key, title)
        a = self.add_action
        # ``self.files`` is made when first used: the lambdas below look it up then.
        a("game", "new", self.tr("&New game…"), lambda: self.show_start_page(), icon="new")  # noqa: PLW0108 (not triggered's checked)
        a("game", "open", self.tr("&Open game…"), lambda: self.files.open_dialog())  # noqa: PLW0108
        self.recent_menu = self.menus["game"].addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(lambda: self.files.fill_recent(self.recent_menu))
        a("game", "save", self.tr("&Save game"), lambda: self.files.save())  # noqa: PLW0108
        a("game", "save_as", self.tr("Save game &as…"), lambda: self.files.save_as())  # noqa: PLW0108
        self.add_separator("game")
        a("game", "hint", self.tr("&Hint"), self.computers.hint, icon="hint")
        a("game", "thinking", self.tr("Computer &thinking time…"), lambda: self.computers.thinking_time_dialog(self))
        a("game", "statistics", self.tr("Stat&istics…"), self.statistics.show)
        self.add_separator("game")
        a("game", "quit", self.tr("&Quit"), self.close)
        a("edit", "undo", self.tr("&Undo"), lambda: self.lines.undo(), icon="undo")  # noqa: PLW0108 (made below)
        a("edit", "redo", self.tr("&Redo"), self.record.redo, icon="redo")
        self.lines = LineActions(self)
        presenter = self.presenter
        a("animation", "play", self.tr("&Play / Pause"), presenter.play_pause, icon="play")
        a("animation", "forward", self.tr("Step"), self._step_forward, icon="forward")
        a("animation", "back", self.tr("Back"), self._step_back, icon="back")
        a("animation", "end", self.tr("End of move"), presenter.to_end, icon="end")
        a("animation", "start", self.tr("Start of move"), presenter.to_start, icon="start")
        self.add_separator("animation")
        a("animation", "instant", self.tr("&Instant moves"), self._speed_changed, checkable=True)
        a("view", "panel", self.tr("Side &panel"), self.show_side_panel, checkable=True)
        self.actions["panel"].setChecked(True)
        self.add_panel(self.move_list, self.tr("Moves"), menu_text=self.tr("&Moves panel"))
        a("help", "keys", self.tr("&Keyboard play"), lambda: show_keys(self))
        a("help", "log_folder", self.tr("Show &log folder"), lambda: show_log_folder(self))
        a("help", "about", self.tr("&About Siembra"), lambda: show_about(self))

        self.speed = SpeedSlider()
        self.speed.valueChanged.connect(self._speed_changed)
        toolbar = self.toolbar = self.add_toolbar(
            self.tr("Main"), "main-toolbar", ("new", "undo", "redo", "hint", None, "start", "back", "play", "forward", "end", None))
        toolbar.addWidget(self.speed)
        toolbar.addWidget(self.speed.label)
        toolbar.addAction(self.actions["instant"])
        self.setFocus()  # the window's at first, so that every key is its shortcut (keyboard.py)
        self._speed_changed()
        self.fit_toolbar(toolbar)

    def _step_forward(self) -> None:  # unless the input mode takes the key (a direction arrow)
        if not self.interaction.arrow(+1):
            self.presenter.step_forward()

    def _step_back(self) -> None:
        if not self.interaction.arrow(-1):
            self.presenter.step_back()

    def install_shortcuts(self) -> None:
        """The input the first frame does not wait for (see ``shortcuts_later``): the keys of the
        window's actions, keyboard play, files dropped on the window and what a screen reader
        is told (speech.py)."""
        from .drops import RecordDrops
        from .keyboard import KeyboardPlay, install_action_keys
        from .speech import Speech
        install_action_keys(self.actions)
        self.keyboard = KeyboardPlay(self)
        self.drops = RecordDrops(self)
        self.speech = Speech(self)

    def _connect(self) -> None:
        self.firstFramePainted.connect(self.computers.first_frame)
        self.animator.stepChanged.connect(lambda _step, _steps: self.update_banner())
        self.presenter.stateChanged.connect(self._on_playback)
        self.interaction.humanToMove.connect(self.actions["hint"].setEnabled)
        self.thinker.hintFound.connect(self.interaction.show_hint)
        self.thinker.thinkingChanged.connect(lambda _t: self.update_banner())
        self.thinker.failed.connect(self.say)
        self.view.holeChosen.connect(self.interaction.choose_hole)
        self.view.holePointed.connect(self.interaction.point_at_hole)
        self._on_playback(self.presenter.state)

    # -- the window's interface ---------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        if self._settings is None:
            self._settings = Settings()
        return self._settings

    @property
    def files(self) -> RecordFiles:
        """Open, Save, Save As and the recent games (files.py), made when first used: it imports
        the records' module, which the first frame does not need."""
        if self._files is None:
            from ..files import RecordFiles
            self._files = RecordFiles(self, self.settings)
        return self._files

    def start_autosave(self, ask=None) -> bool:
        """Keep the game in the autosave file from now on, first offering the one an unclean exit
        left behind (``ask`` answers instead of the dialog); whether it was resumed. With the
        start page shown, the offer is its Resume button, and the file is kept untouched until a
        game is resumed or another one starts."""
        from ..files import Autosave
        autosave = self.autosave = Autosave(self)
        if ask is None and autosave.pending is not None and self.start_screen is not None \
                and self.start_screen.shown:
            self.start_screen.offer_resume(autosave)  # Resume is on the page
            return False
        return autosave.offer_resume(ask)

    def new_game(self, game_id: str, options: dict | None = None, seats: dict | None = None) -> None:
        self.record.new_game(game_id, options, seats)

    def show_start_page(self, back: bool = True) -> None:
        """The start page in place of the board (New game, a plain start), until a game starts;
        ``back``: it offers the way back to the game on the board."""
        screen = self.start_screen
        if screen is None:
            screen = self.start_screen = StartScreen(self)
            screen.page.firstPainted.connect(lambda: QTimer.singleShot(0, self, self._first_frame))
        screen.show(back)

    def set_seats(self, seats: dict) -> None:
        """Who plays which side, changed without a new game (the seats saved from last time)."""
        self.computers.cancel()
        self.record.seats = dict(seats)
        self.update_banner()
        self.interaction.refresh()
        self.computers.ask()

    @property
    def board_settled(self) -> bool:
        """The board shows the current position, still: moves may be made."""
        return self.animator.at_end

    @property
    def demo(self) -> bool:
        return self.computers.demo

    def say(self, text: str) -> None:
        """Put ``text`` on the narration line under the board."""
        self.pane.set_narration(text)

    def set_look(self, theme: Theme, app_font_scale: float = 1.0) -> None:
        """Another theme, palette or text size: the interface font is scaled by ``app_font_scale``
        and the board's items are restyled in place."""
        QApplication.setFont(interface_font(app_font_scale))
        self.pane.set_fonts(interface_font(), theme.ui_font_scale)
        self.theme = theme
        if self.start_screen is not None:
            self.start_screen.set_look(theme)
        self.scene.set_theme(theme)
        self.update_banner()
        # The toolbar's buttons take the new font once the event loop has passed it on.
        QTimer.singleShot(0, self, self.refit_toolbar)

    # -- the controller's calls -----------------------------------------------------------------
    def record_shown(self, change) -> None:
        """The title, Undo and Redo follow the record."""
        c = self.record
        if change.kind == NEW_GAME:
            self.setWindowTitle(self.tr("Siembra — {game}").format(game=c.game.title))
        self.actions["redo"].setEnabled(c.ply < c.last_ply)
        self.lines.follow()  # and Undo

    def update_banner(self) -> None:
        moving = self.presenter.move_progress()
        if moving is not None:
            self.banner.show_move(*moving, self.theme)
        else:
            self.banner.show_turn(self.record, self.theme, self.thinker.thinking, self.thinker.hinting)

    # -- connecting the parts -------------------------------------------------------------------
    def _on_playback(self, state: str) -> None:
        """The toolbar says Pause while a move plays, Play otherwise; the banner tells the state."""
        action = self.actions["play"]
        playing = state == PLAYING
        action.setText(self.tr("Pause") if playing else self.tr("Play"))
        self.set_action_icon("play", "pause" if playing else "play")
        if self.keyboard is not None:  # the keys are installed (see shortcuts_later)
            say_keys(action)
        self.update_banner()

    def _speed_changed(self) -> None:
        instant = self.actions["instant"].isChecked()
        self.presenter.instant = instant
        self.animator.step_ms = 0 if instant else self.speed.step_ms()
        self.speed.setEnabled(not instant)

    def keyPressEvent(self, event) -> None:
        # A letter or digit no shortcut took (the label of a hole typed as an answer): the input
        # mode installed may take it.
        text = event.text()
        if not (len(text) == 1 and text.isalnum() and self.interaction.type_key(text)):
            super().keyPressEvent(event)

    def _first_frame(self) -> None:
        # The convention of the start-up benchmarks (see packaging/bench_bare.py): the frame is
        # on screen now, before the work that waits for it. Users see nothing printed.
        if self._first_frame_shown:
            return  # the board's first frame after the start page's
        self._first_frame_shown = True
        measured = os.environ.get("SIEMBRA_FIRST_FRAME_EXIT") == "1"
        if measured:
            print("FIRST_FRAME", flush=True)
        self.scene.cache_items()
        self.firstFramePainted.emit()
        if measured:
            QTimer.singleShot(0, self.close)

    def closeEvent(self, event) -> None:
        self.statistics.close()
        self.thinker.shutdown()
        self.animator.clear()
        super().closeEvent(event)
