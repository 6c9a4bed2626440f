"""The new-game and thinking-time dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QVBoxLayout,
)

from rules import GAME_IDS, get_game, variants

from ..settings_schema import LEVEL_NAMES as _LEVEL_NAMES, THINKING_SECONDS
from .players import HUMAN, LEVELS, seat_levels


def dialog_buttons(dialog: QDialog, cancel: bool = True) -> QDialogButtonBox:
    """OK (and Cancel) buttons wired to the dialog's accept (and reject)."""
    standard = QDialogButtonBox.StandardButton
    buttons = QDialogButtonBox(standard.Ok | standard.Cancel if cancel else standard.Ok)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def level_name(level: str) -> str:
    return QCoreApplication.translate("Levels", _LEVEL_NAMES[level])


def _seat_name(level: str) -> str:
    if level == HUMAN:
        return QCoreApplication.translate("NewGameDialog", "Human")
    return QCoreApplication.translate("NewGameDialog", "Computer: {level}").format(level=level_name(level))


class NewGameDialog(QDialog):
    """Game, its options (board size, players, first player) and who sits at each seat."""

    def __init__(self, game_id: str, options: dict, seats: dict, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._form = QFormLayout()
        self._game = QComboBox()
        for gid in GAME_IDS:
            self._game.addItem(get_game(gid).title, gid)
        self._game.setCurrentIndex(GAME_IDS.index(game_id))
        self._form.addRow(self.tr("Game"), self._game)
        self._option_boxes: dict[str, QComboBox] = {}
        self._first = QComboBox()
        self._seat_boxes: dict[str, QComboBox] = {}
        buttons = dialog_buttons(self)
        layout = QVBoxLayout(self)
        layout.addLayout(self._form)
        layout.addWidget(buttons)
        self._wanted = dict(options)
        self._wanted_seats = dict(seats)
        self._game.currentIndexChanged.connect(self._rebuild)
        self._rebuild()

    def _rebuild(self) -> None:
        """Option rows for the chosen game; the seat rows follow the number of players."""
        while self._form.rowCount() > 1:
            self._form.removeRow(1)
        self._option_boxes = {}
        game_id = self.game_id
        choices: dict[str, list] = {}
        for variant in variants(game_id):
            for name, value in variant.items():
                choices.setdefault(name, [])
                if value not in choices[name]:
                    choices[name].append(value)
        default = get_game(game_id).options
        labels = {"holes": self.tr("Board"), "players": self.tr("Players")}
        for name, values in choices.items():
            box = QComboBox()
            for value in values:
                text = self.tr("2 × {n}").format(n=value) if name == "holes" else str(value)
                box.addItem(text, value)
            wanted = self._wanted.get(name, default.get(name))
            box.setCurrentIndex(max(0, values.index(wanted) if wanted in values else 0))
            box.currentIndexChanged.connect(self._rebuild_seats)
            self._form.addRow(labels.get(name, name), box)
            self._option_boxes[name] = box
        self._first = QComboBox()
        self._form.addRow(self.tr("First player"), self._first)
        self._rebuild_seats()

    def _rebuild_seats(self) -> None:
        while self._form.rowCount() > 2 + len(self._option_boxes):
            self._form.removeRow(self._form.rowCount() - 1)
        players = get_game(self.game_id, **self._variant()).players
        wanted_first = self._first.currentData() or self._wanted.get("first", "B")
        self._first.clear()
        for p in players:
            self._first.addItem(p, p)
        self._first.addItem(self.tr("Random"), "random")
        self._first.setCurrentIndex(max(0, self._first.findData(wanted_first)))
        self._seat_boxes = {}
        for p in players:
            box = QComboBox()
            for level in seat_levels():
                box.addItem(_seat_name(level), level)
            box.setCurrentIndex(max(0, box.findData(self._wanted_seats.get(p, "human"))))
            self._form.addRow(self.tr("Player {player}").format(player=p), box)
            self._seat_boxes[p] = box

    @property
    def game_id(self) -> str:
        return self._game.currentData()

    def _variant(self) -> dict:
        return {name: box.currentData() for name, box in self._option_boxes.items()}

    def options(self) -> dict:
        return {**self._variant(), "first": self._first.currentData()}

    def seats(self) -> dict:
        return {p: box.currentData() for p, box in self._seat_boxes.items()}


class ThinkingTimeDialog(QDialog):
    """Seconds of thinking per move for each computer level."""

    def __init__(self, budgets: dict, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Computer thinking time"))
        form = QFormLayout()
        self._boxes: dict[str, QDoubleSpinBox] = {}
        for level in LEVELS:
            box = QDoubleSpinBox()
            box.setRange(*THINKING_SECONDS)
            box.setSingleStep(0.5)
            box.setDecimals(1)
            box.setSuffix(self.tr(" s"))
            box.setValue(budgets[level])
            form.addRow(level_name(level), box)
            self._boxes[level] = box
        note = QLabel(self.tr("The most a computer player thinks about one move. Expert uses all of it; "
                              "the other levels stop when they have looked as far as their level allows."))
        note.setWordWrap(True)
        note.setMinimumWidth(360)  # a paragraph, not a column of words
        buttons = dialog_buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def budgets(self) -> dict:
        return {level: box.value() for level, box in self._boxes.items()}
