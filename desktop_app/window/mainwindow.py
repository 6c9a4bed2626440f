"""The main window: it builds the window and connects its parts; it holds no game logic.

The parts, each in its own module of this package: the record model (record.py), the board
presenter that mirrors it on the scene and owns the playback (presenter.py), the human
interaction and its input modes (interaction.py, modes.py), the computer seats (seats.py), the
move list, the turn banner and the summaries; the controller (controller.py) calls them in its
order. Saved games and the autosave are files.py's, called from here.

The window itself (menus, toolbar, the side panel with its Moves tab, the centre that shows the
board or the start page) is made first; the board and the parts that play on it are made and
connected by parts.py (``build_board``): at once, or, on a plain start, right after the start
page's first frame. Feature modules are installed after that frame and always find them.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtWidgets import QApplication, QStackedWidget, QWidget

from ..board.looks import interface_font
from ..board.theme import DEFAULT_THEME, Theme
from ..settings import Settings
from ..showing.speed import SpeedSlider
from .help import show_about, show_keys, show_log_folder
from .menus import ExtensibleWindow, say_keys
from .start_screen import StartScreen
from .statistics import StatisticsOpener

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QPushButton, QSplitter

    from ..board.animator import Animator
    from ..board.scene import BoardScene
    from ..files import Autosave, RecordFiles
    from .banner import TurnBanner
    from .controller import Controller
    from .drops import RecordDrops
    from .interaction import Interaction, PromptBar
    from .keyboard import KeyboardPlay
    from .lines import LineActions
    from .movelist import MoveList
    from .pane import BoardPane
    from .players import Thinker
    from .presenter import BoardPresenter
    from .record import GameRecord
    from .seats import ComputerSeats
    from .speech import Speech
    from .summaries import Summaries
    from .view import BoardView


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
    # The board and the parts that play on it (parts.py, ``build_board``).
    record: GameRecord
    scene: BoardScene
    view: BoardView
    animator: Animator
    pane: BoardPane
    banner: TurnBanner
    prompt_bar: PromptBar
    prompt_button: QPushButton
    narration: QLabel
    move_list: MoveList
    game_area: QSplitter  # the board's column and the side panel
    interaction: Interaction
    computers: ComputerSeats
    thinker: Thinker
    presenter: BoardPresenter
    summaries: Summaries
    controller: Controller
    lines: LineActions

    def __init__(self, theme: Theme = DEFAULT_THEME, shortcuts_later: bool = False,
                 settings: Settings | None = None, board_later: bool = False) -> None:
        """``shortcuts_later``: the keyboard shortcuts wait for ``install_shortcuts`` (the app
        calls it once the first frame is shown: none of them is seen in it, and making the Python
        type of key sequences would only delay it). ``board_later``: the board and the parts that
        play on it wait for the first frame, which is then the start page's alone (a plain start:
        ``build_board``); the shortcuts, which act on the board, must wait too. ``settings``: the
        user's (made when first needed)."""
        assert shortcuts_later or not board_later, "the shortcuts act on the board"
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
        self.board_built = False
        # The window's centre: the board, and the start page in its place (start_screen.py).
        self.centre = QStackedWidget()
        self.setCentralWidget(self.centre)
        self.setWindowTitle(self.tr("Siembra"))
        self._build_actions()
        if not board_later:
            self.build_board()
        if not shortcuts_later:
            self.install_shortcuts()
        self.resize(self.default_size())

    def default_size(self) -> QSize:
        """1280x800, or less on a smaller screen: the whole window stays on it."""
        screen = self.screen().availableGeometry()
        return QSize(min(1280, screen.width() * 9 // 10), min(800, screen.height() * 9 // 10))

    # -- building ---------------------------------------------------------------------
    def build_board(self) -> None:
        """The board and the parts that play on it (parts.py), once: in the constructor, or
        (``board_later``) right after the first frame, or when a game is asked for before it."""
        if not self.board_built:
            self.board_built = True
            from .parts import build_parts  # (not imported before a plain start's first frame)
            build_parts(self)
            self.follow_playback()
            self._speed_changed()
            # The frame is painted once control is back in the event loop.
            self.view.firstPainted.connect(lambda: QTimer.singleShot(0, self, self._first_frame))

    def _build_actions(self) -> None:
        """The menus, their actions and the toolbar. An action on the board looks its part up
        when triggered: with ``board_later`` the part is made after the action."""
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
        a("game", "hint", self.tr("&Hint"), lambda: self.computers.hint(), icon="hint")  # noqa: PLW0108
        a("game", "thinking", self.tr("Computer &thinking time…"), lambda: self.computers.thinking_time_dialog(self))
        a("game", "statistics", self.tr("Stat&istics…"), self.statistics.show)
        self.add_separator("game")
        a("game", "quit", self.tr("&Quit"), self.close)
        a("edit", "undo", self.tr("&Undo"), lambda: self.lines.undo(), icon="undo")  # noqa: PLW0108
        a("edit", "redo", self.tr("&Redo"), lambda: self.record.redo(), icon="redo")  # noqa: PLW0108
        a("animation", "play", self.tr("&Play / Pause"), lambda: self.presenter.play_pause(), icon="play")  # noqa: PLW0108
        a("animation", "forward", self.tr("Step"), lambda: self.controller.step(+1), icon="forward")
        a("animation", "back", self.tr("Back"), lambda: self.controller.step(-1), icon="back")
        a("animation", "end", self.tr("End of move"), lambda: self.presenter.to_end(), icon="end")  # noqa: PLW0108
        a("animation", "start", self.tr("Start of move"), lambda: self.presenter.to_start(), icon="start")  # noqa: PLW0108
        self.add_separator("animation")
        a("animation", "instant", self.tr("&Instant moves"), self._speed_changed, checkable=True)
        a("view", "panel", self.tr("Side &panel"), self.show_side_panel, checkable=True)
        self.actions["panel"].setChecked(True)
        # The Moves tab, the side panel's first, is there before the window is shown: made with the
        # board, its being chosen would reach a screen reader as the focus. (parts.py fills it.)
        self.moves_page = QWidget()
        self.add_panel(self.moves_page, self.tr("Moves"), menu_text=self.tr("&Moves panel"))
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
        self.fit_toolbar(toolbar)

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
            self.build_board()  # (a file opened from the start page before the board was made)
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
        self.build_board()  # (a game chosen on the start page before the board was made)
        self.record.new_game(game_id, options, seats)

    def show_start_page(self, back: bool = True) -> StartScreen:
        """The start page in place of the board (New game, a plain start), until a game starts;
        ``back``: it offers the way back to the game on the board."""
        screen = self.start_screen
        if screen is None:
            screen = self.start_screen = StartScreen(self)
            screen.page.firstPainted.connect(lambda: QTimer.singleShot(0, self, self._first_frame))
        screen.show(back)
        return screen

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
        if change.new_game:
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
    def follow_playback(self, _state: str = "") -> None:
        """The toolbar says Pause while a move plays, Play otherwise; the banner tells the state."""
        action = self.actions["play"]
        playing = self.animator.playing  # the presenter's PLAYING
        action.setText(self.tr("Pause") if playing else self.tr("Play"))
        self.set_action_icon("play", "pause" if playing else "play")
        if self.keyboard is not None:  # the keys are installed (see shortcuts_later)
            say_keys(action)
        self.update_banner()

    def _speed_changed(self) -> None:
        if not self.board_built:
            return  # build_board applies the speed
        instant = self.actions["instant"].isChecked()
        self.presenter.instant = instant
        self.animator.step_ms = 0 if instant else self.speed.step_ms()
        self.speed.setEnabled(not instant)

    def keyPressEvent(self, event) -> None:
        # A letter or digit no shortcut took (the label of a hole typed as an answer): the input
        # mode installed may take it.
        text = event.text()
        if not (len(text) == 1 and text.isalnum() and self.board_built and self.interaction.type_key(text)):
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
        # In this order: the board, if the first frame was the start page's; the items' caches
        # (filled in the board's first frame); the computer players made ready; then the app's
        # work that waited for the frame (__main__.py).
        self.build_board()
        self.scene.cache_items()
        self.computers.first_frame()
        self.firstFramePainted.emit()
        if measured:
            QTimer.singleShot(0, self.close)

    def closeEvent(self, event) -> None:
        self.statistics.close()
        if self.board_built:  # (a window closed before its first frame has none)
            self.thinker.shutdown()
            self.animator.clear()
        super().closeEvent(event)
