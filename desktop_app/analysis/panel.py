"""The analysis panel: Game > Analyse game, its progress, the evaluation graph, the marks of the
moves in the move list, the line the computer expects on the board, and a teacher's comments.

``install(window)`` adds the panel (View menu) and the Analyse game action. The analysis itself
runs in ``GameAnalysis`` (analysis.py); this module turns its results into what is shown:

- the graph: the expected final margin for B at every ply (three players: each player's), a
  click jumps there;
- the move list: each move's mark (best, good, inaccuracy, mistake, blunder) as a coloured tag,
  its tooltip the seeds it cost, the thresholds and the best moves where it was played;
- the board: while it is still, the line expected from the position shown, numbered;
- the comment on the move shown, typed in the panel, kept in the record model (saved with the
  game) and put on the narration line when the board settles on that move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rules.record import MAX_COMMENT_CHARS

from .. import settings_schema
from ..showing.narration import move_name
from ..showing.narration import moves_named as named
from . import tables
from .expected import ExpectedLine
from .graph import EvaluationGraph, Series
from .marks import SYMBOLS, AnalysisWords, comment_line, mark_name, thresholds
from .worker import PASSES, GameAnalysis

if TYPE_CHECKING:
    from rules.analysis import PlyAnalysis

    from ..window.mainwindow import MainWindow

# The mark of a move as a tag in the move list: told apart by its symbol as well as its colour.
GRAPH_DOTS = ("mistake", "blunder")  # marks also dotted on the graph
SHOW_EVERY_MS = 150  # new results are shown at most this often



class CommentField(QLineEdit):
    """The comment being typed keeps Enter: the window's Enter (the button above the board, Pass
    or Refill) must not fire from it. Enter ends the typing and gives the keys back to the board."""

    def __init__(self) -> None:
        super().__init__()
        self.returnPressed.connect(self.clearFocus)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return True
        return super().event(event)


class AnalysisPanel(QWidget):
    """A tab of the side panel, as the move list is: it is shown by opening its tab, never over another."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.main = window  # not ``window``: QWidget.window() is the top-level widget
        self.setObjectName("analysis-panel")
        self.analysis = GameAnalysis(window.record, self)
        self.tables = tables.TableBuilds(lambda: bool(window.settings.get("build_tables")), self)
        self._changed: set[int] = set()  # plies with results not shown yet
        self._show_later = QTimer(self, singleShot=True, interval=SHOW_EVERY_MS)
        self._show_later.timeout.connect(self._show_changes)
        self._build()
        self._connect()
        self._refresh_all()

    # -- building ------------------------------------------------------------------------------
    def _build(self) -> None:
        self.start_button = QPushButton(self.tr("Analyse game"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(*settings_schema.ANALYSIS_SECONDS)
        self.seconds.setSingleStep(0.1)
        self.seconds.setDecimals(1)
        self.seconds.setSuffix(self.tr(" s"))
        # A hand-edited settings file may hold anything: the settings keep the time in its range.
        self.seconds.setValue(self.main.settings.get("analysis_seconds"))
        tip = self.tr("Search time per position in the deep pass; the quick pass takes a tenth of it. "
                      "Tihbat is valued exactly, from its solved table, whatever the time.")
        self.seconds.setToolTip(tip)
        seconds_label = QLabel(self.tr("Time per position:"))
        seconds_label.setWordWrap(True)
        seconds_label.setToolTip(tip)
        seconds_label.setBuddy(self.seconds)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status = QLabel(self.tr("Not analysed yet."))
        self.status.setWordWrap(True)
        self.graph = EvaluationGraph(self._area_colours)
        self.graph.setAccessibleName(self.tr("Evaluation graph"))
        self.graph.describe = self._describe_ply
        self.details = QLabel()
        self.details.setWordWrap(True)
        # Short words on the box, the sentence in its tooltip: a check box does not wrap, and at
        # the largest text sizes a long one would make the side panel take half the window.
        self.show_line = QCheckBox(self.tr("Expected line"))
        self.show_line.setToolTip(self.tr("Show the expected line on the board"))
        self.show_line.setChecked(True)
        self.play_line = QPushButton(self.tr("Step through it"))
        self.play_line.setToolTip(self.tr("Play the expected line out on the board as a line of the game, "
                                          "its first move paused at its start: → steps through it"))
        self.play_line.setEnabled(False)
        # A click leaves the keys with the board: → then steps through the line.
        self.play_line.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.comment_label = QLabel()
        self.comment_label.setWordWrap(True)
        self.comment = CommentField()
        self.comment.setPlaceholderText(self.tr("A comment on this move, for the record"))
        self.comment_label.setBuddy(self.comment)
        self.comment.setMaxLength(MAX_COMMENT_CHARS)

        # One above the other: side by side, their names in Spanish at the largest text size
        # would widen the side panel past its share of the window.
        buttons = QVBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.cancel_button)
        budget = QHBoxLayout()
        budget.addWidget(seconds_label)
        budget.addWidget(self.seconds)
        budget.addStretch()
        column = QVBoxLayout(self)
        column.addLayout(buttons)
        column.addLayout(budget)
        column.addWidget(self.progress)
        column.addWidget(self.status)
        column.addWidget(self.graph, 1)
        column.addWidget(self.details)
        # One above the other, as the buttons at the top: side by side they would widen the panel
        # past its share at the largest text sizes.
        column.addWidget(self.show_line)
        column.addWidget(self.play_line)
        column.addWidget(self.comment_label)
        column.addWidget(self.comment)

    def _connect(self) -> None:
        w, c, a = self.main, self.main.record, self.analysis
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(a.cancel)
        self.seconds.valueChanged.connect(lambda value: w.settings.set("analysis_seconds", round(value, 1)))
        self.graph.plyChosen.connect(c.jump)
        self.expected = ExpectedLine(w, a, self.show_line, self.play_line, lambda: self not in w.side_panel.closed)
        w.side_panel.tabsChanged.connect(self.expected.show)
        self.show_line.toggled.connect(lambda _on: self.expected.show())
        self.play_line.clicked.connect(self.expected.step_through)
        self.comment.textEdited.connect(lambda text: c.set_comment(c.ply, text))
        a.resultReady.connect(self._result)
        a.finished.connect(self._finished)
        a.cleared.connect(self._refresh_all)
        w.controller.changed.connect(self._followed)
        w.controller.settled.connect(self._settled)
        # Nothing is drawn on the board while a move is shown short of its end.
        w.animator.stepChanged.connect(self._stepped)
        w.installEventFilter(self)

    def _stepped(self, step: int, steps: int) -> None:
        if step < steps:
            self.expected.show()

    def _followed(self, change) -> None:
        self.analysis.follow(change)
        if change.kind == "new game":
            self._refresh_all()
        else:
            self._position()
            self.expected.show()

    # -- actions ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Analyse the game on the board (Game > Analyse game), opening the panel at its tab."""
        self.main.show_panel(self)
        if not self.main.record.last_ply:
            self.status.setText(self.tr("There are no moves to analyse yet."))
            return
        self.tables.need(self.main.record.game)
        self.analysis.start(self.seconds.value())
        self.cancel_button.setEnabled(True)
        self._refresh_all()
        self._progress(0, self.analysis.due)

    # -- the analysis's reports ----------------------------------------------------------------------
    def _result(self, result: PlyAnalysis) -> None:
        # Results of quick positions come many at once: what they change is shown together, a
        # few times a second, so the window's work does not grow with their number.
        self._changed.add(result.ply)
        if not self._show_later.isActive():
            self._show_later.start()

    def _show_changes(self) -> None:
        changed, self._changed = self._changed, set()
        for ply in changed:
            self._mark_move(ply)
        self._update_graph()
        if self.main.record.ply in changed:
            self._position()
            self.expected.show()
        self._progress(self.analysis.received, self.analysis.due)

    def _progress(self, done: int, due: int) -> None:
        self.progress.setRange(0, max(1, due))
        self.progress.setValue(done)
        positions = due // PASSES
        if done < positions:
            self.status.setText(self.tr("Quick pass: position {done} of %n", "", positions).format(done=done))
        elif done < due:
            self.status.setText(self.tr("Deep pass: position {done} of %n", "", positions).format(done=done - positions))

    def _finished(self, outcome: str) -> None:
        self._show_later.stop()
        self._show_changes()
        self.cancel_button.setEnabled(False)
        positions = self.analysis.due // PASSES
        if outcome == "done":
            self.status.setText(self.tr("Positions analysed: %n.", "", positions))
        elif outcome == "cancelled":
            self.status.setText(self.tr("Cancelled: what was found so far is shown."))
        else:
            self.status.setText(self.tr("The analysis stopped: {reason}").format(reason=outcome))

    # -- what is shown -----------------------------------------------------------------------------
    def _refresh_all(self) -> None:
        a = self.analysis
        self._changed = set()
        if not a.running:
            self.cancel_button.setEnabled(False)
        if not a.results and not a.running:
            self.progress.setRange(0, 1)
            self.progress.setValue(0)
            self.status.setText(self.tr("Not analysed yet."))
        for ply in range(1, self.main.record.last_ply + 1):
            self._mark_move(ply)
        self._update_graph()
        self._position()
        self.expected.show()

    def _theme(self):
        return self.main.theme

    def _area_colours(self) -> dict:
        theme, players = self._theme(), self.main.record.game.players
        return {"above": theme.player_color(players[0]), "below": theme.player_color(players[1])}

    def _update_graph(self) -> None:
        c, theme = self.main.record, self._theme()
        game, results = c.game, self.analysis.results
        plies = max(c.last_ply, len(self.analysis.moves))
        players = game.players if len(game.players) > 2 else game.players[:1]
        series = [Series(p, theme.player_color(p), [results[ply].values.get(p) if ply in results else None
                                                    for ply in range(plies + 1)]) for p in players]
        marks = {ply: QColor(theme.marks[r.mark]) for ply, r in results.items() if r.mark in GRAPH_DOTS}
        self.graph.set_data(plies, series, marks, [ply for ply, r in results.items() if r.exact])
        self.graph.set_current(c.ply)
        first, second = game.players[0], game.players[1]
        if len(game.players) > 2:
            caption = self.tr("Expected final margin of each player over the best other (seeds)")
        elif game.plays_rounds:
            caption = self.tr("Expected margin of capital for {player} at the end of the round (seeds)").format(player=first)
        else:
            caption = self.tr("Expected final margin for {player} (seeds)").format(player=first)
        self.graph.set_texts(caption, self.tr("{player} ahead").format(player=first),
                             self.tr("{player} ahead").format(player=second), self.tr("exact"))

    def _mark_move(self, ply: int) -> None:
        result = self.analysis.result(ply)
        if result is None or result.mark is None:
            self.main.move_list.set_mark(ply, "", None, "")
            return
        self.main.move_list.set_mark(ply, SYMBOLS[result.mark], QColor(self._theme().marks[result.mark]),
                                       self._move_tip(result))

    def _move_tip(self, result: PlyAnalysis) -> str:
        assert result.mark is not None and result.loss is not None  # only a move's result is marked
        lines = [self.tr("{mark}. Seeds of expected final margin lost against the best move there: %n.",
                         "", round(result.loss)).format(mark=mark_name(result.mark)),
                 self.tr("Best there: {moves}").format(moves=named(result.move_best)),
                 thresholds()]
        if result.move_exact:
            lines.append(self.tr("Both values are exact: proven under best play."))
        if result.pass_number < PASSES:
            lines.append(self.tr("From the quick pass: the deep pass may change it."))
        return "\n".join(lines)

    def _position(self) -> None:
        """The details and the comment of the position shown."""
        c = self.main.record
        ply = c.ply
        self.graph.set_current(ply)
        if ply:
            self.comment_label.setText(self.tr("Comment on move {number} ({player} {move}):").format(
                number=ply, player=c.state_at(ply - 1).to_move, move=move_name(c.moves[ply - 1])))
        else:
            self.comment_label.setText(self.tr("Comment on the start position:"))
        if self.comment.text() != c.comment(ply):
            self.comment.setText(c.comment(ply))
        result = self.analysis.result(ply)
        if result is None:
            self.details.setText("")
            return
        parts = []
        if result.mark is not None:
            assert result.loss is not None  # a move's mark comes with its loss
            parts.append(self.tr("Move {number}, {player} {move}: {mark}; seeds lost: %n; best there: {best}.", "",
                                 round(result.loss)).format(number=ply, player=result.player, move=named((result.move,)),
                                                     mark=mark_name(result.mark), best=named(result.move_best)))
        if result.best:
            parts.append(self.tr("Best here: {best}. Expected line: {line}.").format(
                best=named(result.best), line=named(result.line, " ")))
        parts.append(self._values_text(result))
        self.details.setText("\n".join(parts))

    def _values_text(self, result: PlyAnalysis) -> str:
        """The margins, marked exact where an endgame table, Tihbat's solved table or a search
        to the end of every line proves them."""
        values = _margins(result)
        return (self.tr("Exact margins under best play: {values}") if result.exact
                else self.tr("Expected margins: {values}")).format(values=values)

    def _describe_ply(self, ply: int) -> str:
        result = self.analysis.result(ply)
        if result is None:
            return ""
        if result.exact:
            return self.tr("Move {number}: {values}, exact").format(number=ply, values=_margins(result))
        return self.tr("Move {number}: {values}").format(number=ply, values=_margins(result))

    # -- the board and the narration line -----------------------------------------------------------
    def _settled(self) -> None:
        c = self.main.record
        comment = c.comment(c.ply)
        if comment:
            self.main.say(comment_line(c, c.ply, comment))
        self._position()
        self.expected.show()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.main and event.type() == QEvent.Type.Close:
            self.analysis.shutdown()
            self.tables.shutdown()
        return False

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.ApplicationFontChange:
            # A new look: the window takes its theme right after the font.
            QTimer.singleShot(0, self, self._refresh_all)
        super().changeEvent(event)


def _margins(result: PlyAnalysis) -> str:
    return ", ".join(f"{p} {v:+.0f}" for p, v in result.values.items())


def install(window: MainWindow) -> AnalysisPanel:
    """Add the analysis panel and Game > Analyse game to ``window``."""
    panel = AnalysisPanel(window)
    window.add_panel(panel, AnalysisWords.tr("Analysis"), menu_text=AnalysisWords.tr("&Analysis panel"))
    window.add_action("game", "analyse", AnalysisWords.tr("Anal&yse game"), panel.start, before="statistics")
    tables.install(window, panel.tables)
    return panel
