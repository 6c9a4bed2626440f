"""The board view: the scene scaled to the window, and the board's keyboard focus."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QPainter, QPixmapCache, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..board.scene import BoardScene
from ..qt_enums import owns_key, set_enums


class BoardView(QGraphicsView):
    """Shows the whole board, scaled to the window. Tab gives it the keyboard focus: the arrows
    then move a focus ring from hole to hole (``holePointed``, as the mouse pointing at it), and
    Enter or Space chooses the hole (``holeChosen``, as a click); the window's shortcuts keep
    those keys everywhere else. A click does not take the focus, so the arrows go on stepping
    the animation for a mouse user."""

    firstPainted = Signal()
    holeChosen = Signal(str)
    holePointed = Signal(str)  # "" when the focus leaves the board

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.board_scene = scene  # scene() as the board scene it is (QGraphicsView.scene() is typed a plain one)
        # A viewport made here is already known to PySide6. Qt's own one is not: the first time
        # Python saw it (the widget argument of every item's paint) PySide6 created every
        # QtWidgets class and enum (QDialog, QMessageBox...) looking for its type, a large delay
        # of the first frame (docs/performance.md, "Start-up to the first frame").
        self.setViewport(QWidget())
        self._painted = False
        self._focus = ""  # the hole the keyboard focus is (or was last) on
        # Items are cached at device resolution, so their pixmaps are never scaled: smooth
        # pixmap transforms would only slow every frame down (docs/performance.md, "Animation
        # frames").
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        set_enums(self, horizontalScrollBarPolicy="ScrollBarAlwaysOff", verticalScrollBarPolicy="ScrollBarAlwaysOff",
                  focusPolicy="TabFocus")
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        # Seeds fly all over the board: one rectangle around the changes repaints faster than
        # the many small ones of the minimal update (docs/performance.md, "Animation frames").
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

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()

    # -- the keyboard focus on the board ----------------------------------------------------
    @property
    def focused_hole(self) -> str:
        """The hole with the focus ring ("" when the board does not have the focus)."""
        return self._focus if self.hasFocus() and self._focus in self.board_scene.holes else ""

    @staticmethod
    def _keys():
        from PySide6.QtCore import Qt
        k = Qt.Key
        moves = {k.Key_Left: (-1, 0), k.Key_Right: (1, 0), k.Key_Up: (0, -1), k.Key_Down: (0, 1)}
        return moves, (k.Key_Return, k.Key_Enter, k.Key_Space)

    def event(self, event) -> bool:
        if owns_key(self, event, lambda: [key for keys in self._keys() for key in keys]):
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        moves, choose = self._keys()
        if event.key() in moves:
            self.focus_hole(self._neighbour(*moves[event.key()]))
        elif event.key() in choose and self.focused_hole:
            self.holeChosen.emit(self.focused_hole)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        holes = self.board_scene.holes
        label = self._focus
        if label not in holes:  # the first time, or another board: its first hole to play
            legal = [name for name, hole in holes.items() if hole.legal]
            label = (legal or list(holes) or [""])[0]
        self.focus_hole(label)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.board_scene.set_focus_ring("")  # the view remembers the hole: Tab back returns to it
        self.holePointed.emit("")

    def focus_hole(self, label: str) -> None:
        """Put the focus ring on ``label`` and tell assistive technology."""
        self._focus = label
        self.board_scene.set_focus_ring(label)
        self.holePointed.emit(label)
        from .accessible import focus_moved
        focus_moved(self, label)

    def _neighbour(self, dx: int, dy: int) -> str:
        """The hole next to the focused one on screen toward (dx, dy): on the same line if there is
        one, else the nearest line; the same hole at the board's edge."""
        holes = self.board_scene.holes
        here = holes.get(self._focus)
        if here is None:
            return next(iter(holes), "")
        best, best_key = self._focus, None
        for label, hole in holes.items():
            along = (hole.x() - here.x()) * dx + (hole.y() - here.y()) * dy
            across = abs((hole.x() - here.x()) * dy) + abs((hole.y() - here.y()) * dx)
            if along > 1 and (best_key is None or (across, along) < best_key):
                best, best_key = label, (across, along)
        return best
