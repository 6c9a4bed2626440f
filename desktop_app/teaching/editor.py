"""The position editor: set up any position, then play it or save it as a game record.

The holes are laid out as on the board (A's row on top, numbered from A's left); each count can
be clicked up and down, scrolled or typed. Every change is checked at once with the rules
model's ``position_from_json``, whose reason is shown when the position cannot occur; Play and
Save are enabled only for a valid position.

While it is open the editor is the board's input mode (``EditorMode``): a hole clicked on the
board, or reached with ← and →, is the hole being set, and digits type its count. The window's
other keys go on acting on the board (Home, End, Space show the move on it), in the editor's
window too, unless one of its fields is being typed in. "Play from here" ends the mode and the
position's own (play) follows.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rules import GAME_IDS, get_game, variants
from rules.board import MAX_SEEDS  # in all; the status line explains a position over it
from rules.record import Record, RecordError, position_from_json, position_to_json

from ..i18n import rules_message
from ..settings import RECORD_SUFFIX
from ..showing.input_mode import InputMode


class PositionEditor(QDialog):
    playRequested = Signal(object, object)  # game, state

    def __init__(self, game, state, files, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Set up a position"))
        self._files = files
        self.game = game
        self._game_box = QComboBox()
        for gid in GAME_IDS:
            self._game_box.addItem(get_game(gid).title, gid)
        self._variant_box = QComboBox()
        top = QFormLayout()
        top.addRow(self.tr("Game"), self._game_box)
        top.addRow(self.tr("Board"), self._variant_box)
        self._board = QWidget()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self._buttons = QDialogButtonBox()
        self.play_button = self._buttons.addButton(self.tr("Play from here"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.save_button = self._buttons.addButton(self.tr("Save…"), QDialogButtonBox.ButtonRole.ActionRole)
        self._buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.play_button.clicked.connect(self._play)
        self.save_button.clicked.connect(self._save)
        self._buttons.rejected.connect(self.reject)
        self.empty_button = QPushButton(self.tr("Empty the board"))
        self.empty_button.clicked.connect(self._empty)
        self.initial_button = QPushButton(self.tr("Starting position"))
        self.initial_button.clicked.connect(lambda: self._load(self.game, self.game.initial_state()))
        tools = QHBoxLayout()
        tools.addWidget(self.empty_button)
        tools.addWidget(self.initial_button)
        tools.addStretch()
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(tools)
        self._board_slot = QVBoxLayout()
        layout.addLayout(self._board_slot)
        layout.addWidget(self.status)
        layout.addWidget(self._buttons)
        self.pits: dict[str, QSpinBox] = {}
        self._cells: dict[str, QGroupBox] = {}  # each hole's box, around its count
        self.opened: dict[str, QCheckBox] = {}
        self.in_play: dict[str, QCheckBox] = {}
        self.captured: dict[str, QSpinBox] = {}
        self.stores: dict[str, QSpinBox] = {}
        self.to_move = QComboBox()
        self.chosen: str | None = None  # the hole the board's keys set (EditorMode)
        self._typed = ""  # the digits typed for it
        self._load(game, state)
        self._game_box.currentIndexChanged.connect(self._game_changed)
        self._variant_box.currentIndexChanged.connect(self._variant_changed)

    # -- building ---------------------------------------------------------------------
    def _load(self, game, state) -> None:
        """Rebuild the fields for ``game`` and fill them from ``state``."""
        self.game = game
        for box in (self._game_box, self._variant_box):
            box.blockSignals(True)
        self._game_box.setCurrentIndex(GAME_IDS.index(game.id))
        self._variant_box.clear()
        for variant in variants(game.id):
            self._variant_box.addItem(self._variant_name(variant), variant)
            if all(game.options.get(k) == v for k, v in variant.items()):
                self._variant_box.setCurrentIndex(self._variant_box.count() - 1)
        self._variant_box.setEnabled(self._variant_box.count() > 1)
        for box in (self._game_box, self._variant_box):
            box.blockSignals(False)
        self._build_board()
        data = position_to_json(game, state)
        for label, spin in self.pits.items():
            spin.setValue(data["pits"][label])
        for player, spin in self.captured.items():
            spin.setValue(data["captured"][player])
        for player, spin in self.stores.items():
            spin.setValue(data["stores"][player])
        for label, check in self.opened.items():
            check.setChecked(label in data["opened"])
        for label, check in self.in_play.items():
            check.setChecked(label in data["in_play"])
        self.to_move.setCurrentIndex(max(0, self.to_move.findData(data["to_move"] or game.players[0])))
        self._check()

    def _variant_name(self, variant: dict) -> str:
        if "holes" in variant:
            return self.tr("2 × {holes}").format(holes=variant["holes"])
        if "players" in variant:
            return self.tr("%n player(s)", "", variant["players"])
        return self.tr("Standard")

    def _build_board(self) -> None:
        self._board.deleteLater()
        self._board = QWidget()
        holder = QVBoxLayout(self._board)
        grid = QGridLayout()
        holder.addLayout(grid)
        game = self.game
        self.pits, self._cells, self.opened, self.in_play, self.captured, self.stores = {}, {}, {}, {}, {}, {}
        bechi = game.plays_rounds
        for label in game.labels:
            row, col = game.layout(label)
            cell = QGroupBox(label)
            cell.setObjectName(f"hole-{label}")
            column = QVBoxLayout(cell)
            spin = self._count_box(column, MAX_SEEDS)
            spin.setAccessibleName(self.tr("Seeds in {hole}").format(hole=label))
            self.pits[label] = spin
            self._cells[label] = cell
            if bechi:
                for store, text in ((self.in_play, self.tr("in play")), (self.opened, self.tr("opened"))):
                    box = QCheckBox(text)
                    box.toggled.connect(self._check)
                    column.addWidget(box)
                    store[label] = box
            grid.addWidget(cell, 1 - row, col)
        heaps = QFormLayout()
        for player in game.players:
            line = QHBoxLayout()
            self.captured[player] = self._count_box(line, MAX_SEEDS)
            if bechi:
                line.addWidget(QLabel(self.tr("store")))
                self.stores[player] = self._count_box(line, MAX_SEEDS)
            heaps.addRow(self.tr("{player} captured").format(player=player), line)
        self.to_move = QComboBox()
        for player in game.players:
            self.to_move.addItem(player, player)
        self.to_move.currentIndexChanged.connect(self._check)
        heaps.addRow(self.tr("To move"), self.to_move)
        holder.addLayout(heaps)
        self._board_slot.addWidget(self._board)

    def _count_box(self, line: QBoxLayout, maximum: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(0, maximum)
        spin.valueChanged.connect(self._check)
        line.addWidget(spin)
        return spin

    # -- reading ----------------------------------------------------------------------
    def position(self) -> dict:
        game = self.game
        data = {"pits": {k: b.value() for k, b in self.pits.items()},
                "captured": {k: b.value() for k, b in self.captured.items()},
                "to_move": self.to_move.currentData()}
        if game.plays_rounds:
            data["stores"] = {k: b.value() for k, b in self.stores.items()}
            data["opened"] = [k for k, b in self.opened.items() if b.isChecked()]
            data["in_play"] = [k for k, b in self.in_play.items() if b.isChecked()]
        return data

    def state(self):
        """The position set up; RecordError with the reason when it cannot occur."""
        return position_from_json(self.game, self.position())

    def _check(self) -> None:
        try:
            state = self.state()
        except RecordError as err:
            self.status.setText(self.tr("This position cannot be played: {reason}").format(reason=rules_message(err)))
            self.status.setStyleSheet("color: #b00020; font-weight: bold")
            ok = False
        else:
            total = sum(state.pits) + sum(state.captured) + sum(state.stores)
            self.status.setText(self.tr("A valid position: %n seed(s) in all.", "", total))
            self.status.setStyleSheet("")
            ok = True
        self.play_button.setEnabled(ok)
        self.save_button.setEnabled(ok)

    # -- acting -----------------------------------------------------------------------
    def _game_changed(self) -> None:
        game = get_game(self._game_box.currentData())
        self._load(game, game.initial_state())

    def _variant_changed(self) -> None:
        game = get_game(self.game.id, **self._variant_box.currentData())
        self._load(game, game.initial_state())

    def choose(self, label: str) -> None:
        """``label`` is the hole the board's digits set; its box is marked."""
        for hole, cell in self._cells.items():
            cell.setStyleSheet("QGroupBox { font-weight: bold }" if hole == label else "")
        self.chosen, self._typed = label, ""

    def type_digit(self, digit: str) -> None:
        """A digit typed on the board: the chosen hole's count, one digit after another."""
        if self.chosen not in self.pits:
            return
        box = self.pits[self.chosen]
        typed = self._typed + digit
        if int(typed) > box.maximum():
            typed = digit
        self._typed = typed
        box.setValue(int(typed))

    def _empty(self) -> None:
        for box in self.pits.values():
            box.setValue(0)

    def _play(self) -> None:
        self.playRequested.emit(self.game, self.state())
        self.accept()

    def _save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save position"), f"{self.game.id}-position{RECORD_SUFFIX}",
                                              self.tr("Siembra games (*.siembra)"))
        if path:
            self.save_to(path)

    def save_to(self, path) -> bool:
        return self._files.save_to(Path(path), Record(self.game, self.state(), []))


class EditorMode(InputMode):
    """The board's input while ``editor`` is open: a hole clicked or reached with ← / → is the
    hole being set, a digit types its count (see the module's notes). It lasts through moves
    shown on the board until the editor closes."""

    lasting = True

    def __init__(self, editor: PositionEditor, interaction) -> None:
        super().__init__(interaction)
        self.editor = editor

    def start(self) -> None:
        holes = self._holes()
        self.interaction.scene.set_legal(holes)
        if holes:
            self._choose(self.editor.chosen if self.editor.chosen in holes else holes[0])

    def choose_hole(self, label: str) -> None:
        if label in self._holes():
            self._choose(label)
        else:
            self.interaction.scene.flash_refused(label)

    def arrow(self, side: int) -> bool:
        holes = self._holes()
        if holes:
            at = holes.index(self.editor.chosen) if self.editor.chosen in holes else -side
            self._choose(holes[(at + side) % len(holes)])
        return True

    def type_key(self, text: str) -> bool:
        if not text.isdigit():
            return False
        self.editor.type_digit(text)
        return True

    def _holes(self) -> list[str]:
        """The editor's holes on the board, in reading order: the top row left to right, then
        the bottom one (a board of another game than the editor's has none)."""
        on_board = self.interaction.scene.holes
        if set(self.editor.pits) != set(on_board):
            return []
        return sorted(self.editor.pits, key=lambda label: (on_board[label].y(), on_board[label].x()))

    def _choose(self, label: str) -> None:
        self.editor.choose(label)
        self.interaction.scene.set_selected((label,))
