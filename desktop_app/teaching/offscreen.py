"""A board of its own, never on screen: the animated export and the worksheets draw a game's
positions and moves on it without touching the window's board.

It is the window's own scene, items and animator (the same pictures, labels and counts), set up
for one game; ``show`` puts a position on it and ``move_frames`` gives a move's steps, as the
window's presenter does.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from ..board.animator import Animator
from ..board.choreography import Frame
from ..board.scene import BoardScene
from ..board.theme import DEFAULT_THEME, Theme
from ..showing.frames import MovePlayed, board_spec, frame_for, move_frames, state_counts
from .export import render


class OffscreenBoard:
    def __init__(self, game, start, theme: Theme = DEFAULT_THEME) -> None:
        self.game = game
        self.scene = BoardScene(theme)
        self.scene.setup(board_spec(game), sum(state_counts(game, start).values()))
        self.animator = Animator(self.scene)
        self.frame: Frame | None = None
        self.show(start)

    def show(self, state) -> Frame:
        """Put ``state`` on the board, its seeds moved as little as possible from the last one."""
        self.frame = frame_for(self.game, state, self.frame.places if self.frame else None)
        self.scene.show_frame(self.frame)
        self.scene.set_opened(state.opened)
        return self.frame

    def move_frames(self, before, move) -> tuple[MovePlayed, list[Frame]]:
        """The move ``move`` from ``before`` (shown on the board): what was played and its steps.
        The board is left at the start of the move."""
        shown = self.show(before)
        after, events = self.game.apply(before, move)
        played = MovePlayed(0, before, self.game.parse_move(move), tuple(events), after)
        # Only the holes opened before the move are marked while it is shown, as on screen.
        return played, move_frames(self.game, played, shown.places)

    def show_frame(self, frame: Frame) -> None:
        self.frame = frame
        self.scene.show_frame(frame)

    def aspect(self) -> float:
        """Height over width of the board's picture."""
        rect = self.scene.sceneRect()
        return rect.height() / rect.width()

    def paint(self, painter: QPainter, target: QRectF) -> None:
        render(self.scene, painter, target)

    def image(self, width: int, height: int, background: QColor | None = None) -> QImage:
        """The board fitted into a picture of ``width`` x ``height``, on its own background."""
        image = QImage(width, height, QImage.Format.Format_RGB32)
        image.fill(background or self.scene.backgroundBrush().color())
        painter = QPainter(image)
        self.paint(painter, QRectF(0, 0, width, height))
        painter.end()
        return image
