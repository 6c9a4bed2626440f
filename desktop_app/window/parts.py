"""The board and the parts that play on it, made and connected for the main window: the record,
the scene and its view, the animator, the board's column, the move list, the interaction, the
computer seats, the presenter, the summaries, the controller and the Edit menu's lines.

A plain start's first frame is the start page alone: the window makes these right after it
(``MainWindow.build_board``), and their modules are imported then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QSplitter, QVBoxLayout

from ..board.animator import Animator
from ..board.scene import BoardScene
from .controller import Controller
from .interaction import Interaction
from .lines import LineActions
from .movelist import MoveList
from .pane import BoardPane
from .presenter import BoardPresenter
from .record import GameRecord
from .seats import ComputerSeats
from .summaries import Summaries
from .view import BoardView

if TYPE_CHECKING:
    from .mainwindow import MainWindow


def build_parts(w: MainWindow) -> None:
    """Make the parts, in the order each needs the ones before, and connect them."""
    w.record = GameRecord(w)
    w.scene = BoardScene(w.theme, w)
    w.view = BoardView(w.scene)
    w.animator = Animator(w.scene, w)
    w.pane = BoardPane(w.view, w.theme.ui_font_scale)
    w.banner, w.prompt_bar, w.narration = w.pane.banner, w.pane.prompt_bar, w.pane.narration
    w.prompt_button = w.prompt_bar.button
    w.move_list = MoveList(w.record)
    column = QVBoxLayout(w.moves_page)  # the side panel's Moves tab, made with the window
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(w.move_list)
    splitter = w.game_area = QSplitter()
    splitter.addWidget(w.pane)
    splitter.addWidget(w.side_panel)
    splitter.setStretchFactor(0, 1)
    splitter.setStretchFactor(1, 0)
    splitter.setCollapsible(0, False)
    w.side_panel.attach(splitter)
    w.centre.insertWidget(0, splitter)  # before the start page, which stays shown
    w.interaction = Interaction(w.record, w.scene, w.animator, w.prompt_bar, w.say, w)
    w.computers = ComputerSeats(w.record, w.animator, w)
    w.thinker = w.computers.thinker
    w.presenter = BoardPresenter(w.record, w.scene, w.animator, w.pane.narrate_step, w)
    w.summaries = Summaries(w)
    # The one listener of the record among the window's parts: it calls them in its order.
    w.controller = Controller(w)
    w.lines = LineActions(w)  # after the Undo action, which it takes over right after a deletion
    _connect(w)


def _connect(w: MainWindow) -> None:
    w.animator.stepChanged.connect(lambda _step, _steps: w.update_banner())
    w.presenter.stateChanged.connect(w.follow_playback)
    w.interaction.humanToMove.connect(w.actions["hint"].setEnabled)
    w.thinker.hintFound.connect(w.interaction.show_hint)
    w.thinker.thinkingChanged.connect(lambda _t: w.update_banner())
    w.thinker.failed.connect(w.say)
    w.view.holeChosen.connect(w.interaction.choose_hole)
    w.view.holePointed.connect(w.interaction.point_at_hole)
