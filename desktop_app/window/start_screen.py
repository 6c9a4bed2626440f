"""The start page in the window: shown in place of the board on a plain start and for New game,
hidden as soon as a game starts (from the page, or a lesson, a file, the editor). The game
chosen is started with its seats and remembered in the setting "start".

The page is the first frame a new user sees: the board pictures of its cards are drawn by the
board's own scene, one per turn of the event loop, once that frame is on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, QTimer
from PySide6.QtGui import QAction, QActionGroup, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QMenu, QScrollArea

from rules import Game, get_game

from ..board.looks import interface_font
from ..board.theme import Theme
from ..settings_schema import check
from ..shell import NAME
from .start_page import PICTURE_HEIGHT, TOGETHER, WATCH, StartPage

if TYPE_CHECKING:
    from PySide6.QtCore import QPoint  # annotations only: a plain start makes no QPoint before its first frame

    from .record import Change

# The actions that act on the game on the board: while the page is shown the board is not, and
# the game behind the page (a plain start's default game, or the one left for New game) is not
# the user's to save, export, analyse or step. They are disabled as a group, which keeps what
# each was set to on its own (Undo with nothing to undo stays disabled when the page goes).
ACTS_ON_THE_GAME = ("save", "save_as", "save_lesson", "png", "svg", "copy", "export_animation", "game_worksheet",
                    "lesson_worksheet", "analyse", "editor", "hint", "statistics", "undo", "redo",
                    "play", "forward", "back", "end", "start")
HUMAN_SIDE = "B"  # the player who sits at the bottom of the board: the person, against the computer
PICTURE_WIDTH = 260  # the most pixels across a card's board picture takes


def seats_for(game_id: str, options: dict, mode: str, level: str) -> dict:
    """Who sits where for a way to play: the person at the bottom against the computer,
    people everywhere, or the computer everywhere."""
    if mode == TOGETHER:
        return {}
    players = get_game(game_id, **options).players
    return {p: level for p in players if mode == WATCH or p != HUMAN_SIDE}


def usable_choice(choice: object) -> dict | None:
    """A remembered choice that this Siembra can still start, else None."""
    usable = check("start", choice)[0]
    return usable if isinstance(usable, dict) and usable else None


class StartScreen(QObject):
    """The start page in the window: shown in place of the board, hidden as soon as a game
    starts; the choice made on it is remembered in the setting "start"."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.page = StartPage()
        scroll = QScrollArea()
        scroll.setWidget(self.page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # The board and the page share the window's centre, one at a time.
        self._scroll = scroll
        window.centre.addWidget(scroll)  # (current at once, if the board is not made yet)
        self._shown = False
        self._text_scale = 1.0  # the page's text, relative to the interface's usual size
        self.set_text_scale(window.theme.ui_font_scale)
        self._game_actions: QActionGroup | None = None  # ACTS_ON_THE_GAME, once the page has been shown
        self._toolbar_shown = True
        self._title = NAME  # the window's title before the page was shown
        self._autosave = None  # the autosave whose left-behind game waits for Resume
        self._pictures: dict[tuple, QPixmap] = {}  # (game id, options) -> picture, in the look of:
        self._theme = window.theme
        self._due: list[str] = []  # the cards whose picture is still to draw
        self._lessons_menu: QMenu | None = None  # a card's lessons with predict mode's switch, once asked for
        self._lessons_where: QPoint | None = None  # where that menu was opened
        p = self.page
        p.chosen.connect(self.start)
        p.resumeRequested.connect(self.resume)
        # ``window.files`` is made when first used: these lambdas look it up then.
        p.openRequested.connect(lambda: window.files.open_dialog())  # noqa: PLW0108
        p.recentChosen.connect(lambda path: window.files.open_path(path))  # noqa: PLW0108
        p.lessonsRequested.connect(self.show_lessons)
        p.backRequested.connect(self.hide)
        p.firstPainted.connect(lambda: QTimer.singleShot(0, self, self._after_first_paint))
        for card in p.cards.values():
            card.optionsChanged.connect(lambda c=card: self._picture_due(c.game_id))
        self._placing = False  # a game being put behind the page (put_behind), not started

    def follow(self, change: Change) -> None:
        """The record changed (the controller's call): a game started hides the page."""
        if change.new_game and not self._placing:
            self.hide()

    def put_behind(self, game_id: str) -> None:
        """Put ``game_id`` on the board behind the page, which stays. A plain start does so once
        its first frame (the page) is shown: nothing shows that board before a game is chosen."""
        self._placing = True
        try:
            self.window.new_game(game_id)
        finally:
            self._placing = False
        if self.shown:  # the page names no game
            self._title = self.window.windowTitle()
            self.window.setWindowTitle(NAME)

    def set_look(self, theme) -> None:
        """Another look: the page's text as large as its interface text (classroom mode: for a
        projector), and the board pictures of a page on screen drawn again in it."""
        self.set_text_scale(theme.ui_font_scale)
        if self.shown and self.page.painted:
            self._draw_pictures_later()

    def set_text_scale(self, scale: float) -> None:
        # (Nothing to do for a plain start's first frame, the page at its usual size: Qt's enums,
        # which testing the page's font would read, cost start-up time when first used.)
        if scale != self._text_scale:
            self._text_scale = scale
            self.page.set_text(interface_font(scale), scale)

    def _hold_game_actions(self) -> None:
        """Disable ACTS_ON_THE_GAME while the page is shown. (A plain start does it once its first
        frame is on screen, before which nothing can be chosen: making the group uses Qt's enums,
        whose Python types cost start-up time when first used.)"""
        group = self._game_actions
        if group is None:
            group = self._game_actions = QActionGroup(self)
            group.setExclusionPolicy(QActionGroup.ExclusionPolicy.None_)
        for key in ACTS_ON_THE_GAME:  # (some are added by features made after the page)
            if key in self.window.actions:
                group.addAction(self.window.actions[key])
        group.setEnabled(False)

    @property
    def shown(self) -> bool:
        return self._shown

    def show(self, back: bool) -> None:
        """Show the page; ``back``: with the way back to the game on the board (shown already,
        it keeps what it offers: New game on the start page at start-up offers no way back)."""
        w = self.window
        if not self.shown:
            self.page.back.setVisible(back)
            self.page.set_resume(None)
            # (isVisibleTo: at start-up the page is shown before the window is.)
            self._toolbar_shown = w.toolbar.isVisibleTo(w)
            w.toolbar.hide()
            # The title names no game while none is chosen (a plain start has one behind the page).
            self._title = w.windowTitle()
            w.setWindowTitle(NAME)
            self.window.centre.setCurrentWidget(self._scroll)
            self._shown = True
            if self.page.painted:
                self._hold_game_actions()
        self.page.set_recent(w.settings.get("recent"))
        self.page.set_choice(usable_choice(w.settings.get("start")))
        if self.page.painted:
            self._draw_pictures_later()

    def hide(self) -> None:
        if not self.shown:
            return
        self.window.centre.setCurrentWidget(self.window.game_area)
        self._shown = False
        if self._game_actions is not None:
            self._game_actions.setEnabled(True)
        self.window.toolbar.setVisible(self._toolbar_shown)
        if self.window.windowTitle() == NAME:  # back to the game behind (a new one names itself)
            self.window.setWindowTitle(self._title)
        # The focus leaves the page's button for the window, as at any start, so that every key
        # is the window's shortcut again (Qt would give it to the board view, whose arrows move
        # its focus ring rather than step the move).
        self.window.setFocus()
        self._settle_autosave(False)

    # -- what was chosen --------------------------------------------------------------
    def start(self, choice: dict) -> None:
        self.window.settings.set("start", choice)
        seats = seats_for(choice["game"], choice["options"], choice["mode"], choice["level"])
        self.window.new_game(choice["game"], choice["options"], seats)

    def offer_resume(self, autosave) -> None:
        """Offer on the page the game ``autosave`` found left behind (``Autosave.pending``);
        it is kept, untouched, until a game is resumed or another one starts."""
        self._autosave = autosave
        self.page.set_resume(autosave.pending.game.title, len(autosave.pending.moves))

    def resume(self) -> None:
        self._settle_autosave(True)

    def _settle_autosave(self, resume: bool) -> None:
        autosave, self._autosave = self._autosave, None
        if autosave is not None:
            autosave.offer_resume(lambda _record: resume)

    def show_lessons(self, game_id: str, where: QPoint) -> None:
        """The game's lessons, as the Lessons menu lists them (the teaching features add it),
        and predict mode's switch below them, so that a teacher can have the class predict each
        move of the lesson chosen. Switching it opens the list again, for the lesson."""
        lessons = self.window.menus.get("lessons")
        if lessons is None:
            return
        games = lessons.findChild(QMenu, f"lessons-{game_id}")
        if games is None:  # no lesson for this game: the whole menu (its folder, reload)
            lessons.popup(where)
            return
        menu = self._lessons_menu
        if menu is None:
            menu = self._lessons_menu = QMenu(self.page)
            menu.setObjectName("start-lessons")
            menu.triggered.connect(self._lessons_triggered)
        menu.clear()
        menu.addActions(games.actions())
        predict = self.window.actions.get("predict")
        if predict is not None:
            menu.addSeparator()
            menu.addAction(predict)
        self._lessons_where = where
        menu.popup(where)

    def _lessons_triggered(self, action: QAction) -> None:
        if action is self.window.actions.get("predict"):
            QTimer.singleShot(0, self, self._show_lessons_again)

    def _show_lessons_again(self) -> None:
        if self._lessons_menu is not None and self._lessons_where is not None:
            self._lessons_menu.popup(self._lessons_where)

    # -- board pictures ---------------------------------------------------------------
    def _after_first_paint(self) -> None:
        # Plain keys (Enter, Space, digits, arrows) go to the page's buttons and lists, not to the
        # window's board shortcuts; keys with Ctrl or Alt (New, Open, Quit) stay the window's.
        # (Not before the first frame: reading key events makes the Python types of Qt's enums.)
        self.page.installEventFilter(self)
        QTimer.singleShot(0, self, self._name_cards)  # after the window's first frame, which need not wait
        if self.shown:
            self._hold_game_actions()
        self._draw_pictures_later()

    def _name_cards(self) -> None:
        """The cards as groups named by their game, for assistive technology (accessible.py)."""
        from .accessible import GROUPS, install
        install(*(card for card in self.page.findChildren(QFrame) if card.objectName() in GROUPS))

    def eventFilter(self, watched, event) -> bool:
        from PySide6.QtCore import Qt
        if event.type() == QEvent.Type.ShortcutOverride:
            held = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
            # Esc is the page's Back when it has one; else the window's (leaving classroom mode).
            escape_left = event.key() == Qt.Key.Key_Escape and not self.page.back.isVisible()
            if (not held and not escape_left and not Qt.Key.Key_F1 <= event.key() <= Qt.Key.Key_F35) \
                    or self._undoes(event):
                event.accept()
        return False

    def _undoes(self, event) -> bool:
        """Undo and Redo would change the game behind the page unseen, and Back would then
        show another position than the one left: their keys do nothing on the page."""
        from PySide6.QtGui import QKeySequence
        pressed = QKeySequence(event.keyCombination())
        return any(pressed in self.window.actions[key].shortcuts() for key in ("undo", "redo"))

    def _draw_pictures_later(self) -> None:
        self._due = list(self.page.cards)
        QTimer.singleShot(0, self, self._draw_next)

    def _picture_due(self, game_id: str) -> None:
        if game_id not in self._due:
            self._due.append(game_id)
        QTimer.singleShot(0, self, self._draw_next)

    def _draw_next(self) -> None:
        """One card's picture per turn of the event loop: the page answers in between."""
        if self._due:
            self._draw(self._due.pop(0))
            if self._due:
                QTimer.singleShot(0, self, self._draw_next)

    def draw_pictures(self) -> None:
        """Every card's picture, now (a screenshot of the page)."""
        for game_id in self.page.cards:
            self._draw(game_id)
        self._due = []

    def _draw(self, game_id: str) -> None:
        card = self.page.cards[game_id]
        options = card.options()
        key = (game_id, tuple(options.items()))
        if self._theme is not self.window.theme:  # another look: the pictures are drawn again
            self._theme, self._pictures = self.window.theme, {}
        if key not in self._pictures:
            self._pictures[key] = board_picture(get_game(game_id, **options), self.window.theme,
                                                PICTURE_WIDTH, PICTURE_HEIGHT, card.devicePixelRatioF())
        card.picture.setPixmap(self._pictures[key])


def board_picture(game: Game, theme: Theme, most_width: int, most_height: int, ratio: float = 1.0) -> QPixmap:
    """The game's board at its start, drawn by the board's own scene, as large as fits."""
    from ..board.scene import BoardScene  # (after the first frame, which shows no board)
    from ..showing.frames import board_spec, frame_for, state_counts
    scene = BoardScene(theme)
    state = game.initial_state()
    scene.setup(board_spec(game), sum(state_counts(game, state).values()))
    scene.show_frame(frame_for(game, state))
    rect = scene.sceneRect()
    scale = min(most_width / rect.width(), most_height / rect.height())
    width, height = round(rect.width() * scale), round(rect.height() * scale)
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(theme.color("window"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect)
    painter.end()
    return pixmap
