"""The board scene: one item per hole, heap and seed, mirrored from placements.

The scene keeps a key -> item map (holes by label, heaps by place, seeds by id), draws
what it is told and emits intent (a hole or a direction arrow clicked or hovered); it knows
nothing of the rules. A new look restyles the items in place (``set_theme``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from .choreography import HAND, Frame, Place
from .items import (
    BADGE_MAX,
    HOLE_R,
    LABEL_GAP,
    LABEL_MAX,
    PITCH,
    SEED_R,
    BoardItem,
    HandItem,
    HeapItem,
    HoleItem,
    SeedItem,
    spread,
)
from .painting import TEXT_LINE, solid
from .pictures import expect_seeds
from .theme import Theme

if TYPE_CHECKING:
    from .arrows import ArrowItem
    from .focus import FocusRingItem

# Named tuples rather than frozen dataclasses: defining dataclasses is slow enough to delay the
# first frame noticeably (docs/performance.md, "Start-up to the first frame").
# A tall heap's caption may reach this far past the heap on each side (up to the next column's
# label); a wide heap's caption has this much room beside it.
CAPTION_SPILL = 32.0
CAPTION_WIDTH = 200.0


class HoleSpec(NamedTuple):
    label: str
    row: int          # 0 = bottom
    col: int          # 0 = left
    owner: str


class HeapSpec(NamedTuple):
    place: Place      # ("captured", player) or ("store", player)
    side: str         # "left", "right", "top" or "bottom" of the board
    cols: tuple[int, int]  # first and last column spanned (top and bottom heaps)
    caption: str


class BoardSpec(NamedTuple):
    cols: int
    holes: tuple[HoleSpec, ...]
    heaps: tuple[HeapSpec, ...]


class BoardScene(QGraphicsScene):
    holeClicked = Signal(str)
    holeHovered = Signal(str)        # "" when the pointer leaves a hole
    choiceClicked = Signal(str)      # the key of a direction arrow
    choiceHovered = Signal(str)      # the key of a direction arrow; "" when the pointer leaves it

    def __init__(self, theme: Theme, parent=None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.setBackgroundBrush(solid(theme.color("window")))
        # Items move all the time: an index would only cost.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.holes: dict[str, HoleItem] = {}
        self.heaps: dict[Place, HeapItem] = {}
        self.seeds: dict[int, SeedItem] = {}
        self.board: BoardItem | None = None
        self.hand: HandItem | None = None
        self._arrows: list[ArrowItem] = []
        self.focus_ring: FocusRingItem | None = None  # made when the keyboard first reaches the board
        self.focused = ""  # the hole the keyboard focus ring is on; "" for none
        self._spec: BoardSpec | None = None
        self._cached = False  # see cache_items

    # -- building ---------------------------------------------------------------------
    def setup(self, spec: BoardSpec, seed_count: int) -> None:
        self.clear()
        self._arrows = []
        self.holes, self.heaps, self.seeds = {}, {}, {}
        self._spec = spec
        t = self.theme
        for hole in spec.holes:
            item = HoleItem(hole.label, t.player_color(hole.owner), hole.row == 0, t)
            item.setPos(self._hole_xy(hole.row, hole.col))
            item.clicked.connect(self.holeClicked)
            item.hovered.connect(self._hole_hovered)
            self.addItem(item)
            self.holes[hole.label] = item
        # Beyond the rows of holes, room for their counts and labels at the largest text size.
        edge = LABEL_GAP + LABEL_MAX * TEXT_LINE + 6 - PITCH / 2
        board_rect = QRectF(0, 0, spec.cols * PITCH, 2 * PITCH).adjusted(-14, -edge, 14, edge)
        for heap in spec.heaps:
            rect = self._heap_rect(heap, spec.cols)
            box = self._caption_box(rect, board_rect.top() + 4)
            heap_item = HeapItem(rect, box, t.player_color(heap.place[1]), heap.caption, t)
            self.addItem(heap_item)
            self.heaps[heap.place] = heap_item
            tall = rect.height() > rect.width()
            board_rect = board_rect.united(rect.adjusted(-CAPTION_SPILL - 4, 0, CAPTION_SPILL + 4, 40) if tall
                                           else rect.adjusted(-22, -22, 0, 22)).united(box.adjusted(0, 0, 14, 0))
        self.board = BoardItem(board_rect, t)
        self.addItem(self.board)
        self.hand = HandItem(t)
        self.hand.setVisible(False)
        self.addItem(self.hand)
        self.focus_ring = None  # cleared with the other items
        self.set_focus_ring(self.focused)
        for seed_id in range(seed_count):
            seed = SeedItem(seed_id, t.seed_color(seed_id))
            self.addItem(seed)
            self.seeds[seed_id] = seed
        expect_seeds(seed.sprite_key for seed in self.seeds.values())
        self.setSceneRect(board_rect.adjusted(-20, -20, 20, 20))
        if self._cached:
            self.cache_items()

    def set_theme(self, theme: Theme) -> None:
        """Restyle every item in place for another look (colours, text sizes): nothing is rebuilt,
        and the seeds stay where they are. The pictures the items copy are kept by look, so
        those of the new one are drawn once, as they are first needed."""
        if theme == self.theme:
            return
        self.theme = theme
        self.setBackgroundBrush(solid(theme.color("window")))
        if self._spec is None or self.board is None or self.hand is None:
            return  # no board yet: setup styles its items
        for hole in self._spec.holes:
            self.holes[hole.label].restyle(theme, theme.player_color(hole.owner))
        for heap in self._spec.heaps:
            self.heaps[heap.place].restyle(theme, theme.player_color(heap.place[1]))
        self.board.restyle(theme)
        self.hand.restyle(theme)
        if self.focus_ring is not None:
            self.focus_ring.restyle(theme)
            self.set_focus_ring(self.focused)  # the count and label it leaves clear have another size
        for seed_id, seed in self.seeds.items():
            seed.restyle(theme.seed_color(seed_id))
        expect_seeds(seed.sprite_key for seed in self.seeds.values())
        for arrow in self._arrows:
            arrow.restyle(theme.color("highlight"))
        self.update()

    def cache_items(self) -> None:
        """Keep the board, holes, heaps, hand and seeds as pixmaps at device resolution, from now
        on: an animation frame then copies them instead of drawing gradients, text and grain
        again (the hand's soft shadow alone is costly to draw). The window calls this once its
        first frame is shown: filling the caches makes the frame that fills them markedly
        slower, because every item is drawn into its pixmap and then copied (docs/performance.md,
        "Start-up to the first frame" and "Animation frames")."""
        self._cached = True
        if self.board is None or self.hand is None:
            return  # no board yet: setup caches its items
        mode = QGraphicsItem.CacheMode.DeviceCoordinateCache
        items: tuple[QGraphicsItem, ...] = (self.board, self.hand, *self.holes.values(), *self.heaps.values(), *self.seeds.values())
        for item in items:
            item.setCacheMode(mode)

    @staticmethod
    def _hole_xy(row: int, col: int) -> QPointF:
        return QPointF(col * PITCH + PITCH / 2, (1 - row) * PITCH + PITCH / 2)

    @staticmethod
    def _caption_box(rect: QRectF, top: float) -> QRectF:
        """The room for a heap's caption: above a tall heap, under the board's edge (``top``) and
        clear of the counts of the top row's holes, a little wider than the heap; right of a
        wide heap, past its count."""
        if rect.height() > rect.width():
            bottom = min(rect.top() - 4, PITCH / 2 - LABEL_GAP)
            return QRectF(rect.left() - CAPTION_SPILL, top, rect.width() + 2 * CAPTION_SPILL, bottom - top)
        left = rect.right() + 6 + 1.5 * BADGE_MAX + 4
        return QRectF(left, rect.top(), CAPTION_WIDTH, rect.height())

    @staticmethod
    def _heap_rect(heap: HeapSpec, cols: int) -> QRectF:
        if heap.side in ("left", "right"):
            x = -0.95 * PITCH if heap.side == "left" else (cols + 0.15) * PITCH
            return QRectF(x, 0.12 * PITCH, 0.8 * PITCH, 1.76 * PITCH)
        first, last = heap.cols
        x0 = first * PITCH + 0.1 * PITCH
        width = (last - first + 1) * PITCH - 0.2 * PITCH
        y = -1.05 * PITCH if heap.side == "top" else 2.45 * PITCH
        return QRectF(x0, y, width, 0.6 * PITCH)

    # -- where seeds rest -------------------------------------------------------------
    def built_hand(self) -> HandItem:
        """The hand of the board that ``setup`` built: frames are shown on a built board only."""
        assert self.hand is not None, "a frame shown before the board is set up"
        return self.hand

    def hand_pos(self, anchor: str | None) -> QPointF:
        if anchor is None or anchor not in self.holes:
            return self.built_hand().pos()
        centre = self.holes[anchor].pos()
        # The hand hovers over the hole, toward the middle of the board.
        toward_middle = 1 if centre.y() < PITCH else -1
        return centre + QPointF(0, toward_middle * HOLE_R * 0.55)

    def rest_pos(self, place: Place, slot: int, seed_id: int, anchor: str | None) -> QPointF:
        kind, key = place
        if kind == "hole":
            return self.holes[key].pos() + spread(slot, seed_id, HOLE_R - 2, HOLE_R - 2)
        if place == HAND:
            return self.hand_pos(anchor) + spread(slot, seed_id, SEED_R * 3.2, SEED_R * 3.2)
        heap = self.heaps[place]
        rx, ry = heap.radii
        return heap.rect.center() + spread(slot, seed_id, rx, ry)

    @staticmethod
    def rest_z(place: Place, slot: int) -> float:
        return (80.0 if place == HAND else 10.0) + slot * 0.01

    def show_frame(self, frame: Frame) -> None:
        """Put every seed at its resting place in ``frame`` at once."""
        for place, seeds in frame.places.items():
            for slot, seed_id in enumerate(seeds):
                item = self.seeds[seed_id]
                item.setPos(self.rest_pos(place, slot, seed_id, frame.anchor))
                item.setZValue(self.rest_z(place, slot))
        self.show_counts(frame)

    def show_counts(self, frame: Frame) -> None:
        for label, hole in self.holes.items():
            hole.set_state(count=frame.count(("hole", label)), closed=label in frame.closed)
        for place, heap in self.heaps.items():
            heap.set_count(frame.count(place))
        hand = self.built_hand()
        hand.setPos(self.hand_pos(frame.anchor))
        hand.set_count(frame.count(HAND))

    def counts(self) -> dict[Place, int]:
        """What the scene shows: the count on every hole and heap."""
        shown = {("hole", label): hole.count for label, hole in self.holes.items()}
        shown.update({place: heap.count for place, heap in self.heaps.items()})
        return shown

    # -- what the player may do -------------------------------------------------------
    def set_legal(self, labels) -> None:
        labels = set(labels)
        for label, hole in self.holes.items():
            hole.set_state(legal=label in labels)

    def set_landing(self, label: str | None) -> None:
        for name, hole in self.holes.items():
            hole.set_state(landing=name == label)

    def set_hint(self, labels) -> None:
        labels = set(labels)
        for name, hole in self.holes.items():
            hole.set_state(hinted=name in labels)

    def set_opened(self, labels) -> None:
        """Mark the holes a capture may take seeds from (Bechi), each with a tooltip saying so."""
        labels = set(labels)
        tip = self.tr("Opened: this hole has started a move this round, so its seeds can be captured")
        for name, hole in self.holes.items():
            hole.set_state(opened=name in labels)
            hole.setToolTip(tip if name in labels else "")

    def set_focus_ring(self, label: str) -> None:
        """Draw the keyboard focus ring around the hole ``label`` ("" or a hole not on this board:
        none). The view says which hole has the focus; the ring stays with it on a rebuilt board."""
        self.focused = label
        hole = self.holes.get(label)
        ring = self.focus_ring
        if ring is None:
            if hole is None:
                return
            # Made when first needed: most users never Tab to the board, and the first frame
            # need not wait for the item's class.
            from .focus import FocusRingItem
            ring = self.focus_ring = FocusRingItem(self.theme)
            self.addItem(ring)
        ring.setVisible(hole is not None)
        if hole is not None:
            ring.setPos(hole.pos())
            ring.keep_clear(hole.badge_rect(), hole.label_rect())

    def set_choices(self, choices: dict[str, list[tuple[str, str]]]) -> None:
        """Show direction arrows: for a hole, (key, neighbour) pairs, each arrow pointing
        from the hole toward that neighbour."""
        for arrow in self._arrows:
            self.removeItem(arrow)
        self._arrows = []
        if choices:
            # Imported when first offered: only Bechi's 2x3 centre hole has a choice of way, and
            # the arrow's class need not delay the first frame of every other game.
            from .arrows import ArrowItem
        for label, options in choices.items():
            centre = self.holes[label].pos()
            for key, toward in options:
                d = self.holes[toward].pos() - centre
                angle = 0.0 if d.x() > 0 else 180.0 if d.x() < 0 else (90.0 if d.y() > 0 else -90.0)
                unit = QPointF(1, 0) if angle == 0 else QPointF(-1, 0) if angle == 180 else QPointF(0, d.y() / abs(d.y()))
                arrow = ArrowItem(key, angle, self.theme.color("highlight"))
                arrow.setPos(centre + unit * (HOLE_R * 0.62))
                arrow.clicked.connect(self.choiceClicked)
                arrow.hovered.connect(lambda key, inside: self.choiceHovered.emit(key if inside else ""))
                self.addItem(arrow)
                self._arrows.append(arrow)

    def set_selected(self, labels) -> None:
        """Mark the holes chosen so far (a Bechi refill)."""
        labels = set(labels)
        for label, hole in self.holes.items():
            hole.set_state(selected=label in labels)

    def flash_refused(self, label: str) -> None:
        hole = self.holes.get(label)
        if hole is not None:
            hole.set_state(refused=True)
            # Owned by the scene: the timer dies with it, and a rebuilt board has other holes.
            QTimer.singleShot(350, self, lambda: hole.set_state(refused=False)
                              if self.holes.get(label) is hole else None)

    def _hole_hovered(self, label: str, inside: bool) -> None:
        self.holeHovered.emit(label if inside else "")
