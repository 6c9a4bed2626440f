"""The main window: board view, turn banner, move list, narration, menus and toolbar.

It wires the controller (record and position), the scene (drawing and intent), the
animator (events -> animations, stepping) and the computer players' worker together.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QFont, QPainter, QPalette, QPixmapCache, QTransform
# File dialogs and message boxes are imported where they are used: creating their Python types
# takes milliseconds that the first frame need not wait for.
from PySide6.QtWidgets import (
    QFrame, QGraphicsView, QHBoxLayout, QHeaderView, QLabel, QMainWindow,
    QPushButton, QSlider, QSplitter, QTreeWidget, QTreeWidgetItem,
    QVBoxLayout, QWidget,
)

from rules import IllegalMoveError

from .actions import make_action
from ..board.animator import Animator
from ..board.choreography import ChoreographyError, choreograph
from .record import GameRecord, MovePlayed
from ..i18n import rules_message
from .icons import make_icon
from ..teaching.narration import narrate
from .players import HINT_LEVEL, HUMAN, Thinker
from .presenter import board_spec, closed_holes, frame_for, state_counts
from ..board.scene import BoardScene
from ..board.theme import DEFAULT_THEME, Theme

SLOWEST_MS, FASTEST_MS = 1000, 40

# Enum settings made before the first frame go through the widgets' Qt properties, as numbers:
# passing the enums would create the Python types of all 93 enums of the Qt namespace, ~30 ms
# (see painting.py). A test checks each number against its enum.
QT_ENUMS = {
    "AlignCenter": 0x0084,  # Qt.AlignmentFlag.AlignCenter
    "NoFocus": 0,  # Qt.FocusPolicy.NoFocus
    "ScrollBarAlwaysOff": 1,  # Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    "Horizontal": 1,  # Qt.Orientation.Horizontal
    "ToolButtonTextBesideIcon": 2,  # Qt.ToolButtonStyle.ToolButtonTextBesideIcon
}


def set_enums(widget: QWidget, **properties: str) -> None:
    """``set_enums(label, alignment="AlignCenter")``: set Qt properties to values of QT_ENUMS."""
    for name, value in properties.items():
        widget.setProperty(name, QT_ENUMS[value])


def speed_to_ms(value: int) -> int:
    """Slider 0..100 to milliseconds per seed, on a log scale (1 s down to 40 ms)."""
    return round(SLOWEST_MS * (FASTEST_MS / SLOWEST_MS) ** (value / 100))


class BoardView(QGraphicsView):
    """Shows the whole board, scaled to the window."""

    firstPainted = Signal()

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        # A viewport made here is already known to PySide6. Qt's own one is not: the first time
        # Python saw it (the widget argument of every item's paint) PySide6 created every
        # QtWidgets class and enum (QDialog, QMessageBox...) looking for its type: 20 ms of
        # start-up.
        self.setViewport(QWidget())
        self._painted = False
        # Items are cached at device resolution, so their pixmaps are never scaled: smooth
        # pixmap transforms would only cost (they doubled the frame time).
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The window's shortcuts own the arrow keys, Space, Home and End.
        set_enums(self, horizontalScrollBarPolicy="ScrollBarAlwaysOff", verticalScrollBarPolicy="ScrollBarAlwaysOff",
                  focusPolicy="NoFocus")
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        # Seeds fly all over the board: one rectangle around the changes repaints faster than
        # the many small ones of the minimal update (animation paints p95 1.9 ms against 3.9).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # Every item keeps its picture in Qt's pixmap cache; at 1920x1080 a 2x10 board needs
        # more than the default 10 MB, and evicted pictures were redrawn in the middle of moves.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 64 * 1024))
        self.setMinimumSize(320, 200)
        scene.sceneRectChanged.connect(lambda _rect: self.fit())

    def fit(self) -> None:
        """Scale the whole scene into the view, keeping its proportions (fitInView() would
        need a Qt enum, see set_enums)."""
        rect = self.sceneRect()
        if rect.isEmpty():
            return
        viewport = self.viewport().rect()
        scale = min(viewport.width() / rect.width(), viewport.height() / rect.height())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()


class MainWindow(QMainWindow):
    firstFramePainted = Signal()
    budgetsChanged = Signal(dict)  # the computer levels' thinking time, changed by the user

    def __init__(self, theme: Theme = DEFAULT_THEME, shortcuts_later: bool = False) -> None:
        """``shortcuts_later``: the keyboard shortcuts wait for ``install_shortcuts`` (the app
        calls it once the first frame is shown: none of them is seen in it, and making the Python
        type of key sequences took ~1.5 ms)."""
        super().__init__()
        self.theme = theme
        self.record = GameRecord(self)
        self.scene = BoardScene(theme, self)
        self.view = BoardView(self.scene)
        self.animator = Animator(self.scene, self)
        self.thinker = Thinker(self)
        # Tests and the self-test turn the modal summaries off.
        self.show_dialogs = True
        self._played: MovePlayed | None = None         # the move being shown
        self._summaries_due: MovePlayed | None = None  # its round or game summary, once shown to the end
        self._pending_computer = None
        self._statistics = None  # the Statistics window, once opened
        self._listed: list[str] = []  # the moves the move list shows
        self.actions: dict[str, QAction] = {}
        self._icons: dict = {}  # name -> QIcon, drawn once
        self.menus = {}
        self.setWindowTitle(self.tr("Siembra"))
        self._build_widgets()
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
        scale = self.theme.ui_font_scale
        self.banner = QLabel()
        set_enums(self.banner, alignment="AlignCenter")
        self.banner.setMargin(6)
        banner_font = QFont(self.font())
        banner_font.setPointSizeF(banner_font.pointSizeF() * 1.6 * scale)
        banner_font.setBold(True)
        self.banner.setFont(banner_font)

        self.prompt = QLabel()
        self.prompt_button = QPushButton()
        set_enums(self.prompt_button, focusPolicy="NoFocus")
        self.prompt_button.clicked.connect(self._prompt_clicked)
        self.prompt_bar = QWidget()
        bar = QHBoxLayout(self.prompt_bar)
        bar.setContentsMargins(8, 0, 8, 0)
        bar.addStretch()
        bar.addWidget(self.prompt)
        bar.addWidget(self.prompt_button)
        bar.addStretch()
        self.prompt_bar.hide()

        self.narration = QLabel(" ")
        set_enums(self.narration, alignment="AlignCenter")
        self.narration.setWordWrap(True)
        narration_font = QFont(self.font())
        narration_font.setPointSizeF(narration_font.pointSizeF() * 1.35 * scale)
        self.narration.setFont(narration_font)
        self.step_label = QLabel()

        self.move_list = QTreeWidget()
        self.move_list.setHeaderLabels([self.tr("#"), self.tr("Player"), self.tr("Move"), self.tr("Captures")])
        self.move_list.setRootIsDecorated(False)
        set_enums(self.move_list, focusPolicy="NoFocus")
        # Numbers, players and captures take what they need; the move (up to "refill:1A,2A,3A")
        # takes the rest, so the list never scrolls sideways.
        header = self.move_list.header()
        header.setStretchLastSection(False)
        for column in range(4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column == 2
                                        else QHeaderView.ResizeMode.ResizeToContents)
        # Row k of the list is ply k (row 0 is the start).
        self.move_list.itemClicked.connect(lambda item: self.record.jump(self.move_list.indexOfTopLevelItem(item)))

        board = QWidget()
        column = QVBoxLayout(board)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(self.banner)
        column.addWidget(self.prompt_bar)
        column.addWidget(self.view, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.narration, 1)
        bottom.addWidget(self.step_label)
        column.addLayout(bottom)
        splitter = QSplitter()
        splitter.addWidget(board)
        splitter.addWidget(self.move_list)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([1000, 300])
        self.setCentralWidget(splitter)

    def _action(self, key: str, text: str, slot, checkable: bool = False, icon: str | None = None) -> QAction:
        action = make_action(self, text, slot, None, checkable, None if icon is None else self._icon(icon))
        self.actions[key] = action
        return action

    def _icon(self, name: str):
        icon = self._icons.get(name)
        if icon is None:
            icon = self._icons[name] = make_icon(name, self.palette().color(QPalette.ColorRole.ButtonText))
        return icon

    def _build_actions(self) -> None:
        a = self._action
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        game_menu.addAction(a("new", self.tr("&New game…"), self.new_game_dialog, icon="new"))
        game_menu.addAction(a("open", self.tr("&Open record…"), self.open_record_dialog))
        game_menu.addAction(a("save", self.tr("&Save record…"), self.save_record_dialog))
        game_menu.addSeparator()
        game_menu.addAction(a("hint", self.tr("&Hint"), self.hint, icon="hint"))
        game_menu.addAction(a("thinking", self.tr("Computer &thinking time…"), self.thinking_time_dialog))
        game_menu.addAction(a("statistics", self.tr("S&tatistics…"), self.show_statistics))
        game_menu.addSeparator()
        game_menu.addAction(a("quit", self.tr("&Quit"), self.close))
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        edit_menu.addAction(a("undo", self.tr("&Undo"), self.undo, icon="undo"))
        edit_menu.addAction(a("redo", self.tr("&Redo"), self.redo, icon="redo"))
        anim_menu = self.menuBar().addMenu(self.tr("&Animation"))
        anim_menu.addAction(a("play", self.tr("&Play / Pause"), self.animator.toggle_playing, icon="play"))
        anim_menu.addAction(a("forward", self.tr("Step"), self.animator.step_forward, icon="forward"))
        anim_menu.addAction(a("back", self.tr("Back"), self.animator.step_back, icon="back"))
        anim_menu.addAction(a("end", self.tr("End of move"), self.animator.to_end, icon="end"))
        anim_menu.addAction(a("start", self.tr("Start of move"), self.animator.to_start, icon="start"))
        anim_menu.addSeparator()
        anim_menu.addAction(a("instant", self.tr("&Instant moves"), self._speed_changed, checkable=True))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(a("about", self.tr("&About Siembra"), self._about))
        self.menus = {"game": game_menu, "edit": edit_menu, "animation": anim_menu, "help": help_menu}

        self.speed = QSlider()
        set_enums(self.speed, orientation="Horizontal", focusPolicy="NoFocus")
        self.speed.setRange(0, 100)
        self.speed.setValue(55)
        self.speed.setMaximumWidth(160)
        self.speed.setToolTip(self.tr("Animation speed: slow (left) to fast (right)"))
        self.speed.valueChanged.connect(self._speed_changed)
        toolbar = self.addToolBar(self.tr("Main"))
        toolbar.setObjectName("main-toolbar")
        set_enums(toolbar, toolButtonStyle="ToolButtonTextBesideIcon")
        for key in ("new", "undo", "redo", "hint", None, "start", "back", "play", "forward", "end"):
            if key is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(self.actions[key])
        toolbar.addSeparator()
        toolbar.addWidget(QLabel(self.tr("Slow")))
        toolbar.addWidget(self.speed)
        toolbar.addWidget(QLabel(self.tr("Fast")))
        toolbar.addAction(self.actions["instant"])
        self.toolbar = toolbar
        self._speed_changed()

    def install_shortcuts(self) -> None:
        """The keys of the window's actions (see ``shortcuts_later``)."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QKeySequence

        key = QKeySequence.StandardKey
        shortcuts = {
            "new": key.New, "open": key.Open, "save": key.Save, "hint": Qt.Key.Key_H, "quit": key.Quit,
            "undo": key.Undo, "redo": "Ctrl+Shift+Z", "play": Qt.Key.Key_Space, "forward": Qt.Key.Key_Right,
            "back": Qt.Key.Key_Left, "end": Qt.Key.Key_End, "start": Qt.Key.Key_Home,
        }
        for name, shortcut in shortcuts.items():
            self.actions[name].setShortcut(QKeySequence(shortcut))

    def _connect(self) -> None:
        c = self.record
        c.newGame.connect(self._rebuild_board)
        c.positionChanged.connect(self._on_position)
        c.eventsReady.connect(self._on_events)
        c.recordChanged.connect(self._refresh_moves)
        self.animator.stepChanged.connect(self._on_step)
        self.animator.settled.connect(self._on_settled)
        self.animator.playingChanged.connect(self._on_playing)
        self.scene.holeClicked.connect(self._hole_clicked)
        self.scene.holeHovered.connect(self._hole_hovered)
        self.scene.choiceClicked.connect(self._play)
        self.scene.choiceHovered.connect(self._choice_hovered)
        self.scene.selectionChanged.connect(lambda _sel: self._refresh_prompt())
        self.thinker.moveChosen.connect(self._computer_chose)
        self.thinker.hintFound.connect(self._show_hint)
        self.thinker.thinkingChanged.connect(lambda _t: self._update_banner())
        self.thinker.failed.connect(lambda text: self.narration.setText(text))
        self._on_playing(self.animator.playing)

    # -- the game -----------------------------------------------------------------------
    def new_game(self, game_id: str, options: dict | None = None, seats: dict | None = None) -> None:
        self.thinker.cancel()
        self.record.new_game(game_id, options, seats)

    def new_game_dialog(self) -> None:
        from .dialogs import NewGameDialog
        c = self.record
        dialog = NewGameDialog(c.game.id, c.game.options, c.seats, self)
        if dialog.exec():
            self.new_game(dialog.game_id, dialog.options(), dialog.seats())

    def open_record(self, path: str) -> None:
        from rules import load_record
        record = load_record(Path(path).read_text(encoding="utf-8"))
        self.thinker.cancel()
        self.record.load_record(record)

    def open_record_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from rules import RecordError
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open record"), "",
                                              self.tr("Siembra records (*.json);;All files (*)"))
        if path:
            try:
                self.open_record(path)
            except (OSError, RecordError) as err:
                QMessageBox.warning(self, self.tr("Open record"), rules_message(err))

    def save_record_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from rules import dump_record
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save record"), "game.json",
                                              self.tr("Siembra records (*.json)"))
        if path:
            try:
                Path(path).write_text(dump_record(self.record.to_record()), encoding="utf-8")
            except OSError as err:
                QMessageBox.warning(self, self.tr("Save record"), str(err))

    def set_seats(self, seats: dict) -> None:
        """Who plays which side, changed without a new game (the seats saved from last time)."""
        self.thinker.cancel()
        self.record.seats = dict(seats)
        self._update_banner()
        self._refresh_interaction()
        self._ask_computer()

    def undo(self) -> None:
        self.thinker.cancel()
        self.record.undo()

    def redo(self) -> None:
        self.thinker.cancel()
        self.record.redo()

    @property
    def board_settled(self) -> bool:
        """The board shows the current position, still: moves may be made."""
        return self.animator.at_end

    def _rebuild_board(self) -> None:
        self.animator.clear()
        self.move_list.clear()
        self._listed = []
        self._played = self._summaries_due = None
        self._pending_computer = None
        game = self.record.game
        state = self.record.state
        self.scene.setup(board_spec(game), sum(state_counts(game, state).values()))
        self.setWindowTitle(self.tr("Siembra — {game}").format(game=game.title))

    def _on_position(self, ply: int) -> None:
        """Undo, redo, jump or a new game: seeds flow to the new position."""
        self.thinker.cancel()
        self._played = self._summaries_due = None
        self._pending_computer = None
        c = self.record
        previous = self.animator.current_frame.places if self.animator.frames else None
        self.animator.glide_to(frame_for(c.game, c.state, previous))

    def _on_events(self, played: MovePlayed) -> None:
        self.thinker.cancel()  # a hint asked for the position before this move
        game = self.record.game
        self.animator.finish()
        start = self.animator.current_frame
        try:
            frames = choreograph(start.places, closed_holes(game, played.before), played.events)
            shown = {k: v for k, v in frames[-1].counts().items() if v}
            if shown != {k: v for k, v in state_counts(game, played.after).items() if v}:
                raise ChoreographyError("the events do not lead to the new position")
        except ChoreographyError as err:
            # Never show a wrong board: go straight to the new position.
            print(f"siembra: cannot animate {played.move}: {err}", file=sys.stderr)
            frames = [frame_for(game, played.after, start.places)]
        self._played = self._summaries_due = played
        self._clear_interaction()
        # During the move, the holes opened before it (its own origin opens only after it).
        self.scene.set_opened(played.before.opened)
        self.animator.load(frames)

    # -- showing ------------------------------------------------------------------------
    def _on_step(self, step: int, steps: int) -> None:
        frames = self.animator.frames
        if self._played is not None and steps:
            text = narrate(frames[step]) if step else self.tr("{player} plays {move}").format(
                player=self._played.before.to_move, move=self._played.move)
            self.step_label.setText(self.tr("step {step} / {steps}").format(step=step, steps=steps))
        else:
            text = " "
            self.step_label.setText("")
        self.narration.setText(text)
        if step < steps:
            self._clear_interaction()

    def _on_settled(self) -> None:
        self._update_banner()
        self.scene.set_opened(self.record.state.opened)
        due, self._summaries_due = self._summaries_due, None
        if due is not None:
            self._show_summaries(due)
        self._refresh_interaction()
        pending, self._pending_computer = self._pending_computer, None
        if pending is not None and pending[0] is self.record.state:
            QTimer.singleShot(0, self, lambda: self._play_computer(pending))
        elif self.demo:
            # Computers alone: a breath between moves, so that a class can follow the game.
            QTimer.singleShot(2 * self.animator.step_ms, self, self._ask_computer)
        else:
            self._ask_computer()

    def _on_playing(self, playing: bool) -> None:
        action = self.actions["play"]
        action.setText(self.tr("Pause") if playing else self.tr("Play"))
        action.setIcon(self._icon("pause" if playing else "play"))
        if playing:
            self._ask_computer()  # a paused demo goes on

    def _speed_changed(self) -> None:
        instant = self.actions["instant"].isChecked()
        self.animator.step_ms = 0 if instant else speed_to_ms(self.speed.value())
        self.speed.setEnabled(not instant)

    def _update_banner(self) -> None:
        c = self.record
        state = c.state
        player = state.to_move
        if state.is_over:
            text = self._result_text()
            colour = QColor("#444444")
        else:
            colour = self.theme.player_color(player)
            if self.thinker.hinting:
                text = self.tr("Looking for a good move for {player}…").format(player=player)
            elif self.thinker.thinking:
                text = self.tr("{player} (computer) is thinking…").format(player=player)
            elif state.phase == "refill":
                text = self.tr("{player}: choose {k} holes to refill").format(
                    player=player, k=c.game.refill_count(state))
            else:
                text = self.tr("{player} to move").format(player=player)
            if state.stores:  # a match of rounds (Bechi)
                text = self.tr("Round {round}: {text}").format(round=state.round, text=text)
        self.banner.setText(text)
        palette = self.banner.palette()
        palette.setColor(QPalette.ColorRole.Window, colour)
        palette.setColor(QPalette.ColorRole.WindowText, QColor("white"))
        self.banner.setAutoFillBackground(True)
        self.banner.setPalette(palette)

    def _result_text(self) -> str:
        c = self.record
        scores = c.game.scores(c.state)
        winners = c.game.winners(c.state)
        totals = " – ".join(f"{p} {scores[p]}" for p in c.game.players)
        if len(winners) == 1:
            return self.tr("{player} wins: {totals}").format(player=winners[0], totals=totals)
        return self.tr("Draw: {totals}").format(totals=totals)

    def _refresh_moves(self) -> None:
        """Bring the move list up to date: only moves that changed are rebuilt."""
        c = self.record
        moves = [str(m) for m in c.moves]
        keep = 0
        while keep < min(len(moves), len(self._listed)) and moves[keep] == self._listed[keep]:
            keep += 1
        if self.move_list.topLevelItemCount() == 0:
            # No item data: the row is the ply (setting any took 1 ms before the first frame).
            self.move_list.addTopLevelItem(QTreeWidgetItem(["", "", self.tr("Start"), ""]))
        while self.move_list.topLevelItemCount() > keep + 1:
            self.move_list.takeTopLevelItem(keep + 1)
        for ply in range(keep + 1, len(moves) + 1):
            caught = sum(e.count for e in c.events_of(ply) if e.kind == "capture")
            item = QTreeWidgetItem([str(ply), c.state_at(ply - 1).to_move or "", moves[ply - 1],
                                    f"+{caught}" if caught else ""])
            if caught:
                bold = item.font(3)
                bold.setBold(True)
                item.setFont(3, bold)
            self.move_list.addTopLevelItem(item)
        self._listed = moves
        # Moves after the current position (the redo list) are greyed.
        normal = self.palette().color(QPalette.ColorRole.Text)
        grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for ply in range(1, len(moves) + 1):
            item = self.move_list.topLevelItem(ply)
            colour = grey if ply > c.ply else normal
            if item.foreground(2).color() != colour:
                for column in range(4):
                    item.setForeground(column, colour)
        current = self.move_list.topLevelItem(c.ply)
        self.move_list.setCurrentItem(current)
        self.move_list.scrollToItem(current)
        self.actions["undo"].setEnabled(c.ply > 0)
        self.actions["redo"].setEnabled(c.ply < c.last_ply)

    def _show_summaries(self, played: MovePlayed) -> None:
        if not self.show_dialogs:
            return
        from .dialogs import SummaryDialog
        game = self.record.game
        for event in played.events:
            if event.kind == "round_end":
                after = played.after
                if after.phase == "refill":
                    k = game.refill_count(after)
                    holes = {p: (self.tr("{k} of their choice").format(k=k) if p == after.to_move else str(game.n))
                             for p in game.players}
                else:
                    in_play = after.in_play
                    holes = {p: str(sum(1 for h in game.holes_of(p) if h in in_play)) for p in game.players}
                stores = dict(zip(game.players, after.stores)) if after.stores else {}
                rows = [[p, event.takes[p], event.capitals[p], holes[p] if not after.is_over else "–",
                         stores.get(p, "–")] for p in game.players]
                SummaryDialog(self.tr("Round {round} is over").format(round=event.round),
                              self.tr("Round {round} is over").format(round=event.round),
                              [self.tr("Player"), self.tr("Take"), self.tr("Capital"),
                               self.tr("Holes refilled"), self.tr("Store")], rows, self).open()
            elif event.kind == "game_over":
                rows = [[p, event.scores[p]] for p in game.players]
                SummaryDialog(self.tr("Game over"), self._result_text(),
                              [self.tr("Player"), self.tr("Total")], rows, self).open()

    # -- human input --------------------------------------------------------------------
    def _clear_interaction(self) -> None:
        self.scene.set_legal(())
        self.scene.set_choices({})
        self.scene.set_landing(None)
        self.scene.set_hint(())
        self.scene.set_selection_mode((), 0)
        self.prompt_bar.hide()
        self.actions["hint"].setEnabled(False)

    def _refresh_interaction(self) -> None:
        self._clear_interaction()
        c = self.record
        if not self.board_settled or not c.is_human_turn():
            return
        self.actions["hint"].setEnabled(True)
        state = c.state
        if state.phase == "refill":
            self.scene.set_selection_mode(c.game.holes_of(state.to_move), c.game.refill_count(state))
            self._refresh_prompt()
            return
        moves = c.legal_moves()
        if [m.kind for m in moves] == ["pass"]:
            self._refresh_prompt()
            return
        choices: dict[str, list] = {}
        for move in moves:
            if move.direction is not None:
                choices.setdefault(move.hole, []).append((str(move), c.first_step(move)))
        self.scene.set_legal({m.hole for m in moves if m.kind == "sow"})
        self.scene.set_choices(choices)

    def _refresh_prompt(self) -> None:
        """The bar above the board: confirm a refill, or pass when there is no move."""
        c = self.record
        state = c.state
        if not self.board_settled or not c.is_human_turn():
            self.prompt_bar.hide()
            return
        if state.phase == "refill":
            k = c.game.refill_count(state)
            chosen = self.scene.selection
            self.prompt.setText(self.tr("{player}: click {k} of your holes to refill ({n} chosen)").format(
                player=state.to_move, k=k, n=len(chosen)))
            self.prompt_button.setText(self.tr("Refill"))
            self.prompt_button.setEnabled(len(chosen) == k)
        else:
            self.prompt.setText(self.tr("{player} has no move").format(player=state.to_move))
            self.prompt_button.setText(self.tr("Pass"))
            self.prompt_button.setEnabled(True)
        self.prompt_bar.show()

    def _prompt_clicked(self) -> None:
        if self.record.state.phase == "refill":
            self._play("refill:" + ",".join(self.scene.selection))
        else:
            self._play("pass")

    def _refuse(self, label: str | None, why: str) -> None:
        if label:
            self.scene.flash_refused(label)
        self.narration.setText(why)

    def _hole_clicked(self, label: str) -> None:
        c = self.record
        if not self.board_settled:
            self._refuse(label, self.tr("Wait: the move is still being shown (End skips to its end)"))
            return
        if not c.is_human_turn():
            self._refuse(label, self.tr("It is not your turn"))
            return
        moves = [m for m in c.legal_moves() if m.kind == "sow" and m.hole == label]
        if len(moves) == 1 and moves[0].direction is None:
            self._play(moves[0])
        elif moves:
            self._refuse(None, self.tr("Choose a direction with one of the arrows"))
        else:
            self._refuse(label, self.tr("{hole} cannot be played now").format(hole=label))

    def _hole_hovered(self, label: str) -> None:
        c = self.record
        landing = None
        if label and self.board_settled and c.is_human_turn():
            moves = [m for m in c.legal_moves() if m.kind == "sow" and m.hole == label and m.direction is None]
            if moves:
                landing = c.landing(moves[0])
        self.scene.set_landing(landing)

    def _choice_hovered(self, key: str) -> None:
        settled = key and self.board_settled and self.record.is_human_turn()
        self.scene.set_landing(self.record.landing(key) if settled else None)

    def _play(self, move) -> None:
        if not self.board_settled or not self.record.is_human_turn():
            self._refuse(None, self.tr("Wait: the move is still being shown (End skips to its end)"))
            return
        try:
            self.record.play(move)
        except IllegalMoveError as err:
            self._refuse(None, rules_message(err))

    # -- computer players ---------------------------------------------------------------
    @property
    def demo(self) -> bool:
        """Every seat is a computer: the game plays itself."""
        c = self.record
        return all(c.seat(p) != HUMAN for p in c.game.players)

    def _ask_computer(self) -> None:
        c = self.record
        level = c.seat(c.state.to_move)
        # Browsing back through the record (moves to redo) pauses the computer, and so does
        # Pause in a demo.
        if (level != HUMAN and not c.state.is_over and c.ply == c.last_ply and self.board_settled
                and not self.thinker.thinking and (self.animator.playing or not self.demo)):
            self.thinker.request(level, c.game, c.state)

    def hint(self) -> None:
        """Ask the strongest level for a move for the human to move; it is shown, not played."""
        c = self.record
        if self.board_settled and c.is_human_turn() and not self.thinker.thinking:
            self.thinker.request(HINT_LEVEL, c.game, c.state, hint=True)

    def _show_hint(self, state, move) -> None:
        if state is not self.record.state or not self.board_settled:
            return
        self.scene.set_hint(move.holes if move.kind == "refill" else [move.hole] if move.hole else [])
        self.narration.setText(self.tr("Hint: {move}").format(move=move))

    def thinking_time_dialog(self) -> None:
        from .dialogs import ThinkingTimeDialog
        dialog = ThinkingTimeDialog(self.thinker.budgets, self)
        if dialog.exec():
            self.thinker.budgets.update(dialog.budgets())
            self.budgetsChanged.emit(dict(self.thinker.budgets))

    def show_statistics(self) -> None:
        """The Statistics window for the game on the board (one at a time)."""
        from .stats_window import StatisticsWindow
        self._close_statistics()
        game = self.record.game
        self._statistics = StatisticsWindow(game.id, game.options, self)
        self._statistics.show()

    def _close_statistics(self) -> None:
        # Closing it stops its worker thread, which must not outlive the window.
        if self._statistics is not None:
            self._statistics.close()
            self._statistics.deleteLater()
            self._statistics = None

    def _computer_chose(self, state, move) -> None:
        if state is not self.record.state:
            return
        if self.board_settled:
            self._play_computer((state, move))
        else:
            self._pending_computer = (state, move)

    def _play_computer(self, pending) -> None:
        state, move = pending
        if state is self.record.state and self.board_settled:
            self.record.play(move)

    # -- window ---------------------------------------------------------------------------
    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox
        QMessageBox.about(self, self.tr("About Siembra"),
                          self.tr("Siembra: play, teach and study five two-row mancala games."))

    def _first_frame(self) -> None:
        # The convention of the start-up benchmarks (see packaging/bench_bare.py): the frame is
        # on screen now, before the work that waits for it. Users see nothing printed.
        measured = os.environ.get("SIEMBRA_FIRST_FRAME_EXIT") == "1"
        if measured:
            print("FIRST_FRAME", flush=True)
        self.scene.cache_items()
        self.firstFramePainted.emit()
        if measured:
            QTimer.singleShot(0, self.close)

    def closeEvent(self, event) -> None:  # noqa: N802
        self._close_statistics()
        self.thinker.shutdown()
        self.animator.clear()
        super().closeEvent(event)
