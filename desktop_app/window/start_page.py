"""The start page's widgets: how a game is chosen, inside the window (start_screen.py shows it).

One card per game (a place for a small picture of its board, its name, its people and place,
what makes it special, its options and a computer level) offers three ways to play: against
the computer, two (or three) players on one screen, and the computer playing itself; beside the
cards, Resume (a game an unclean exit left behind), Open and the recent games. ``StartPage``
only says what was chosen.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rules import GAME_IDS, registry

from ..i18n import context
from ..plain import plain_tooltip
from ..qt_enums import set_enums
from .players import LEVELS, level_name

# The three ways to play, as the setting "start" names them.
COMPUTER, TOGETHER, WATCH = "computer", "together", "watch"
MODES = (COMPUTER, TOGETHER, WATCH)
DEFAULT_LEVEL = "easy"
PICTURE_HEIGHT = 92  # pixels: the height a card keeps for its board picture

# Game id -> its people and place, and what makes it special: the rules texts in short.
NOTES = {
    "leb-bbut-ahbochen": (
        QT_TRANSLATE_NOOP("Start", "Black Amazigh communities of the Drâa valley, south-east Morocco"),
        QT_TRANSLATE_NOOP("Start", "One short relay, captures one hole at a time, and you must never starve your opponent.")),
    "bakuk": (
        QT_TRANSLATE_NOOP("Start", "Jbala shepherds of the western Rif, northern Morocco"),
        QT_TRANSLATE_NOOP("Start", "Quick, for two or three players: one capture can sweep through several holes.")),
    "djenon-aboure": (
        QT_TRANSLATE_NOOP("Start", "The Abouré people of south-eastern Côte d'Ivoire"),
        QT_TRANSLATE_NOOP("Start", "Relay laps: one move can travel round the board several times.")),
    "tihbat": (
        QT_TRANSLATE_NOOP("Start", "Children of the province of Taourirt, north-eastern Morocco"),
        QT_TRANSLATE_NOOP("Start", "A tiny children's game: you capture only in your own holes.")),
    "bechi": (
        QT_TRANSLATE_NOOP("Start", "The Kunama people of Eritrea"),
        QT_TRANSLATE_NOOP("Start", "The hole you start from decides the direction; a match of several rounds.")),
}


Start = context("Start")


def _translated(text: object) -> str:
    """A text marked with QT_TRANSLATE_NOOP above (typed as an object), in the interface language."""
    return QCoreApplication.translate("Start", str(text))


_OPTION_LABELS = {"holes": QT_TRANSLATE_NOOP("Start", "Board"),
                  "players": QT_TRANSLATE_NOOP("Start", "Players"),
                  "rounds": QT_TRANSLATE_NOOP("Start", "Match")}


BOLD_SCALE = "bold_scale"  # a widget property: the size of a bold text, relative to the page's
# The cards in a row: two when the text is large (classroom mode), for its lines to fit.
COLUMNS, LARGE_TEXT_COLUMNS, LARGE_TEXT = 3, 2, 1.4


def _bold(widget: QWidget, scale: float = 1.0, text: QFont | None = None) -> None:
    """Bold, ``scale`` times the page's text (``text``, default the widget's font now); the
    scale is kept with the widget, for the page's text to change size later (``set_text``)."""
    widget.setProperty(BOLD_SCALE, scale)
    font = QFont(text or widget.font())
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    widget.setFont(font)


def _panel(frame: QFrame) -> None:
    """A card: framed, on the background of text fields. (Not a style sheet: styling the page
    with one made its first frame slower.)"""
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    frame.setBackgroundRole(QPalette.ColorRole.Base)
    frame.setAutoFillBackground(True)


def _wrapped(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def _button(text: str) -> QPushButton:
    button = QPushButton(text)
    # Enter presses the button that has the focus, as in a dialog.
    button.setAutoDefault(True)
    return button


class GameCard(QFrame):
    """One game: its picture, texts, options, computer level and the three ways to play it."""

    chosen = Signal(str)          # the way to play
    lessonsRequested = Signal()
    optionsChanged = Signal()     # another board: another picture

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.game_id = game_id
        cls = registry.GAMES[game_id]
        _panel(self)
        # For a screen reader, a group named by the game, whose every control names it too.
        self.setObjectName("game-card")
        self.setAccessibleName(cls.title)
        self.picture = QLabel()
        self.picture.setMinimumHeight(PICTURE_HEIGHT)
        set_enums(self.picture, alignment="AlignCenter")
        title = QLabel(cls.title)
        _bold(title, 1.35)
        people, special = NOTES[game_id]
        self.people = _wrapped(_translated(people))
        self.special = _wrapped(_translated(special))
        _bold(self.special)
        form = QGridLayout()
        self.option_boxes: dict[str, QComboBox] = {}
        for option, (default, allowed) in cls.OPTIONS.items():
            box = QComboBox()
            for value in allowed:
                box.addItem(self._option_text(option, value), value)
            box.setCurrentIndex(list(allowed).index(default))
            box.currentIndexChanged.connect(self._options_changed)
            self._add_row(form, _translated(_OPTION_LABELS[option]), box)
            self.option_boxes[option] = box
        self.level_box = QComboBox()
        for level in LEVELS:
            self.level_box.addItem(level_name(level), level)
        self.level_box.setCurrentIndex(LEVELS.index(DEFAULT_LEVEL))
        # On Linux a screen reader names a combo box by its label (Qt gives its text as its name): a
        # label the sighted do not need, "Play the computer" beside the box says it for them.
        self.level_label = QLabel(Start.tr("Computer level for {game}").format(game=cls.title))
        self.level_label.setBuddy(self.level_box)
        self.level_label.hide()
        self.level_box.setAccessibleName(self.level_label.text())
        self.level_box.setToolTip(Start.tr("How well the computer plays, against you or against itself"))
        self.buttons = {COMPUTER: _button(Start.tr("Play the computer")), TOGETHER: _button(""),
                        WATCH: _button(Start.tr("Watch the computer"))}
        self.buttons[COMPUTER].setAccessibleName(Start.tr("Play {game} against the computer").format(game=cls.title))
        self.buttons[WATCH].setAccessibleName(Start.tr("Watch the computer play {game}").format(game=cls.title))
        for mode, button in self.buttons.items():
            button.clicked.connect(lambda _=False, m=mode: self.chosen.emit(m))
        self.lessons = QPushButton(Start.tr("Lessons…"))
        self.lessons.setAccessibleName(Start.tr("Lessons of {game}…").format(game=cls.title))
        self.lessons.setFlat(True)
        self.lessons.clicked.connect(self.lessonsRequested)
        buttons = QGridLayout()
        buttons.addWidget(self.buttons[COMPUTER], 0, 0)
        buttons.addWidget(self.level_box, 0, 1)
        buttons.addWidget(self.level_label, 0, 2)
        buttons.addWidget(self.buttons[TOGETHER], 1, 0)
        buttons.addWidget(self.buttons[WATCH], 1, 1)
        # The Lessons link beside the name: a line less, for the page to fit a 768 pixel screen.
        heading = QHBoxLayout()
        heading.addWidget(title, 1)
        heading.addWidget(self.lessons)
        column = QVBoxLayout(self)
        column.addWidget(self.picture)
        column.addLayout(heading)
        column.addWidget(self.people)
        column.addWidget(self.special)
        column.addStretch()
        column.addLayout(form)
        column.addLayout(buttons)
        self._name_together()

    @staticmethod
    def _option_text(name: str, value: int) -> str:
        if name == "holes":
            return Start.tr("2 × {holes}").format(holes=value)
        if name == "rounds":
            if value == 1:
                return Start.tr("One round")
            return Start.tr("%n round(s)", "", value) if value else Start.tr("Traditional match")
        return str(value)

    @staticmethod
    def _add_row(form: QGridLayout, text: str, box: QComboBox) -> None:
        row = form.rowCount()
        label = QLabel(text)
        label.setBuddy(box)
        form.addWidget(label, row, 0)
        form.addWidget(box, row, 1)
        form.setColumnStretch(1, 1)

    def _options_changed(self) -> None:
        self._name_together()
        self.optionsChanged.emit()

    def _name_together(self) -> None:
        players = self.options().get("players", 2)
        button, title = self.buttons[TOGETHER], registry.GAMES[self.game_id].title
        button.setText(Start.tr("Three players") if players == 3 else Start.tr("Two players"))
        name = (Start.tr("Play {game}, three players on this screen") if players == 3
                else Start.tr("Play {game}, two players on this screen"))
        button.setAccessibleName(name.format(game=title))

    def options(self) -> dict:
        return {name: box.currentData() for name, box in self.option_boxes.items()}

    def level(self) -> str:
        return self.level_box.currentData()

    def set_choice(self, options: dict, level: str) -> None:
        for name, box in self.option_boxes.items():
            if name in options:
                box.setCurrentIndex(max(0, box.findData(options[name])))
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(level)))


class StartPage(QWidget):
    """The cards and the ways back to a game; it only says what was chosen."""

    chosen = Signal(dict)            # {"game", "options", "mode", "level"}
    resumeRequested = Signal()
    openRequested = Signal()
    recentChosen = Signal(str)
    lessonsRequested = Signal(str, object)  # game id, the point below its Lessons button
    backRequested = Signal()
    firstPainted = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("start-page")
        self.painted = False  # the page has been on screen
        heading = QLabel(Start.tr("Choose a game and how to play it"))
        _bold(heading, 1.5)
        self.back = _button(Start.tr("Back to the game"))
        self.back.clicked.connect(self.backRequested)
        # Who moves first, for every game: the rules texts leave it to the players.
        self.first = QComboBox()
        for text, value in ((Start.tr("B, the bottom row"), "B"), (Start.tr("A, the top row"), "A"),
                            (Start.tr("Chosen at random"), "random")):
            self.first.addItem(text, value)
        first_label = QLabel(Start.tr("First to move:"))
        first_label.setBuddy(self.first)
        top = QHBoxLayout()
        top.addWidget(heading, 1)
        top.addWidget(first_label)
        top.addWidget(self.first)
        top.addWidget(self.back)
        self.grid = QGridLayout()
        self.cards: dict[str, GameCard] = {}
        for game_id in GAME_IDS:
            card = GameCard(game_id)
            card.chosen.connect(lambda mode, c=card: self._choose(c, mode))
            card.lessonsRequested.connect(lambda c=card: self.lessonsRequested.emit(
                c.game_id, c.lessons.mapToGlobal(c.lessons.rect().bottomLeft())))
            self.cards[game_id] = card
        self._tiles = [*self.cards.values(), self._build_files()]
        self._place_tiles(COLUMNS)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(self.grid, 1)

    def _place_tiles(self, columns: int) -> None:
        for number, tile in enumerate(self._tiles):
            self.grid.removeWidget(tile)
            self.grid.addWidget(tile, number // columns, number % columns)
        for column in range(COLUMNS):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)

    def set_text(self, font: QFont, scale: float) -> None:
        """The page's text in ``font``, ``scale`` times the interface's usual size, its bold
        headings in proportion; large text puts fewer cards in a row."""
        self.setFont(font)
        for widget in self.findChildren(QWidget):
            if widget.property(BOLD_SCALE) is not None:
                _bold(widget, widget.property(BOLD_SCALE), font)
        self._place_tiles(LARGE_TEXT_COLUMNS if scale >= LARGE_TEXT else COLUMNS)

    def _build_files(self) -> QFrame:
        files = QFrame()
        _panel(files)
        files.setObjectName("files-card")
        files.setAccessibleName(Start.tr("Go on with a game"))
        title = QLabel(files.accessibleName())
        _bold(title, 1.35)
        self.resume = _button("")
        self.resume.clicked.connect(self.resumeRequested)
        self.open = _button(Start.tr("Open a saved game…"))
        self.open.clicked.connect(self.openRequested)
        self.recent_title = QLabel(Start.tr("Recent games"))
        _bold(self.recent_title)
        self.recent_column = QVBoxLayout()
        self.recent_buttons: list[QPushButton] = []
        column = QVBoxLayout(files)
        column.addWidget(title)
        column.addWidget(self.resume)
        column.addWidget(self.open)
        column.addWidget(self.recent_title)
        column.addLayout(self.recent_column)
        column.addStretch()
        return files

    def _choose(self, card: GameCard, mode: str) -> None:
        options = {**card.options(), "first": self.first.currentData()}
        self.chosen.emit({"game": card.game_id, "options": options, "mode": mode, "level": card.level()})

    # -- what the page offers ---------------------------------------------------------
    def set_choice(self, choice: dict | None) -> None:
        """Show the remembered choice: its options and level on its card (its level on every
        card), and the focus on its way to play, so that Enter starts it again."""
        if choice is None:
            self.cards[GAME_IDS[0]].buttons[COMPUTER].setFocus()
            return
        for game_id, card in self.cards.items():
            card.set_choice(choice["options"] if game_id == choice["game"] else {}, choice["level"])
        self.first.setCurrentIndex(max(0, self.first.findData(choice["options"].get("first", "B"))))
        self.cards[choice["game"]].buttons[choice["mode"]].setFocus()

    def set_resume(self, game_title: str | None, moves: int = 0) -> None:
        """Offer the game left behind, or (None) nothing to resume."""
        self.resume.setVisible(game_title is not None)
        if game_title is not None:
            self.resume.setText(Start.tr("Resume {game} (%n move(s) played)", "", moves).format(game=game_title))

    def set_recent(self, paths: list[str]) -> None:
        for button in self.recent_buttons:
            button.deleteLater()
        self.recent_buttons = []
        for path in paths:
            button = QPushButton(Path(path).name)
            button.setFlat(True)
            button.setToolTip(plain_tooltip(path))
            button.setAccessibleName(Start.tr("Open the recent game {name}").format(name=Path(path).name))
            button.setAccessibleDescription(path)
            button.clicked.connect(lambda _=False, p=path: self.recentChosen.emit(p))
            self.recent_column.addWidget(button)
            self.recent_buttons.append(button)
        self.recent_title.setVisible(bool(paths))

    # -- events -----------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            self.firstPainted.emit()

    def keyPressEvent(self, event) -> None:
        from PySide6.QtCore import Qt
        if event.key() == Qt.Key.Key_Escape and self.back.isVisible():
            self.backRequested.emit()
        else:
            super().keyPressEvent(event)
