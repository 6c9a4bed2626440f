"""The Statistics window: batch self-play of the current game, drawn as bar charts with QPainter.

``StatisticsWindow(game_id, options, parent=None)`` plays games on a worker thread, with a player
chosen per seat (Random, Beginner, Easy or Medium), and redraws after every chunk: how the first
player fares, how long games last, and how many seeds each player ends with; the figures copy or
save as CSV. Stop, or closing the window, ends the worker after its current game or chunk.
"""
from __future__ import annotations

import csv
import io
import math
from functools import partial

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QGuiApplication, QPainter, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ticks import step_for
from rules import get_game
from rules.ai import get_player
from rules.ai.match import MatchRepeats, play_game
from rules.ai.players import Player
from rules.ai.rounds import MatchValue
from rules.batch import simulate
from rules.messages import excerpt_path
from rules.state import State

from ..i18n import rules_message
from ..plain import plain_label
from ..safe_output import OutputError, write_file
from .dialogs import level_name

COLOURS = [QColor("#4e79a7"), QColor("#e15759"), QColor("#59a14f")]
BINS = 12


class BarChart(QWidget):
    """Grouped bars: one colour per series, one group per category, a value scale on the left,
    and the categories' names under their bars, every one when they fit, else one in k."""

    def __init__(self, title: str, parent=None):
        super().__init__(parent)
        self.title = title
        self.categories: list[str] = []
        self.series: list[tuple[str, list[float]]] = []
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, categories: list[str], series: list[tuple[str, list[float]]]) -> None:
        self.categories, self.series = categories, series
        self.update()

    # -- the layout, shared by painting and the tests ----------------------------------------
    def _top_value(self) -> float:
        top = max((max(values) for _, values in self.series if values), default=0) or 1
        step = step_for(top)
        return math.ceil(top / step) * step

    def ticks(self) -> list[float]:
        """The values written on the scale, from 0 to at least the tallest bar."""
        if not self.categories:
            return []
        top = self._top_value()
        step = step_for(top)
        return [k * step for k in range(round(top / step) + 1)]

    def _plot(self) -> QRectF:
        """The area of the bars: right of the scale, under the title and legend, over the names."""
        fm = QFontMetricsF(self.font())
        line = fm.height()
        scale_width = max((fm.horizontalAdvance(f"{t:g}") for t in self.ticks()), default=0) + 10
        top = line * (2 if len(self.series) > 1 else 1) + line / 2
        return QRectF(scale_width + 4, top, self.width() - scale_width - 12, self.height() - top - line - 6)

    def label_rects(self) -> dict[int, QRectF]:
        """The categories whose names are written, each with where its name goes."""
        if not self.categories:
            return {}
        fm = QFontMetricsF(self.font())
        plot = self._plot()
        group = plot.width() / len(self.categories)
        widest = max(fm.horizontalAdvance(c) for c in self.categories) + fm.horizontalAdvance("  ")
        every = max(1, math.ceil(widest / group))
        rects = {}
        for c in range(0, len(self.categories), every):
            width = fm.horizontalAdvance(self.categories[c])
            centre = plot.left() + (c + 0.5) * group
            rects[c] = QRectF(centre - width / 2, plot.bottom() + 2, width, fm.height())
        return rects

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = QFontMetricsF(self.font())
        line = fm.height()
        w = self.width()
        p.drawText(QRectF(0, 0, w, line), Qt.AlignmentFlag.AlignCenter, self.title)
        if len(self.series) > 1:
            x = 8.0
            for k, (name, _) in enumerate(self.series):
                p.fillRect(QRectF(x, line + 3, line - 6, line - 6), COLOURS[k % len(COLOURS)])
                p.drawText(QPointF(x + line, line + fm.ascent()), name)
                x += line + fm.horizontalAdvance(name) + 16
        if not self.categories:
            return
        plot = self._plot()
        top_value = self._top_value()
        grid = QColor(self.palette().color(QPalette.ColorRole.WindowText))
        grid.setAlpha(50)
        for tick in self.ticks():
            y = plot.bottom() - plot.height() * tick / top_value
            p.setPen(grid)
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(self.palette().color(QPalette.ColorRole.WindowText))
            p.drawText(QRectF(0, y - line / 2, plot.left() - 6, line),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{tick:g}")
        group = plot.width() / len(self.categories)
        bar = group * 0.8 / len(self.series)
        for c in range(len(self.categories)):
            x0 = plot.left() + c * group + group * 0.1
            for k, (_, values) in enumerate(self.series):
                height = plot.height() * values[c] / top_value
                p.fillRect(QRectF(x0 + k * bar, plot.bottom() - height, bar - 1, height), COLOURS[k % len(COLOURS)])
        p.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        for c, rect in self.label_rects().items():
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.categories[c])

    def csv_rows(self) -> list[list]:
        """chart, category, series, value: one row per bar."""
        return [[self.title, category, name, values[c]] for name, values in self.series
                for c, category in enumerate(self.categories)]


BATCH_PLAYERS = ("random", "beginner")  # the players rules.batch plays many games at once with
SEAT_PLAYERS = ("random", "beginner", "easy", "medium")
SEARCH_BUDGET = 0.5  # seconds a searching player may think per move, at most


class RandomPlayer(Player):
    """Any legal move, as rules.batch's "random" player plays."""

    def __init__(self, seed: int) -> None:
        super().__init__("random", seed)

    def choose(self, game, state, deadline=None, cancel=None):
        return self.rng.choice(game.legal_moves(state))


class SimulationWorker(QThread):
    """Plays ``games`` games with ``seats`` (one player per seat, in the order of game.players);
    emits the results so far after each chunk. The same Random or Beginner player at every seat
    plays with rules.batch, many games at once; any other seating plays game after game with the
    computer players of rules.ai."""

    progressed = Signal(object, int)  # dict of concatenated arrays, games done

    def __init__(self, game_id: str, options: dict, games: int, seats: tuple[str, ...], seed: int = 0, parent=None):
        super().__init__(parent)
        self.args = (game_id, options, games, tuple(seats), seed)

    def run(self) -> None:
        seats = self.args[3]
        if len(set(seats)) == 1 and seats[0] in BATCH_PLAYERS:
            self._in_batches(seats[0])
        else:
            self._one_by_one()

    def _in_batches(self, player: str) -> None:
        game_id, options, games, _, seed = self.args
        # Long Bechi matches: small chunks keep the window responsive to closing and redraws.
        chunk = 100 if game_id == "bechi" else 500
        parts: dict[str, list[np.ndarray]] = {"scores": [], "winner": [], "plies": []}
        done = 0
        while done < games and not self.isInterruptionRequested():
            n = min(chunk, games - done)
            results = simulate(game_id, options, n, seed=seed + done, player=player)
            for name in parts:
                parts[name].append(getattr(results, name))
            done += n
            self.progressed.emit({name: np.concatenate(arrays) for name, arrays in parts.items()}
                                 | {"first": results.first}, done)

    def _cut_short(self, repeats: MatchRepeats, state: State) -> bool:
        """Whether the game stops at ``state`` unfinished: Stop or closing was asked, or a match
        came back to a round start once too often (``repeats``)."""
        return self.isInterruptionRequested() or repeats(state)

    def _one_by_one(self) -> None:

        game_id, options, games, seats, seed = self.args
        game = get_game(game_id, **options)
        players = {s: RandomPlayer(seed + s) if level == "random" else get_player(level, seed=seed + s, budget=SEARCH_BUDGET,
                                                                                      seats=seats)
                   for s, level in enumerate(seats)}
        scores: list[list[int]] = []
        winner: list[int] = []
        plies: list[int] = []
        # A Bechi match that comes back to the same round start a third time would go on for
        # ever: it counts as drawn, with the capitals it keeps coming back to (``MatchRepeats``).
        capitals = MatchValue(game).capital if game.plays_rounds else None
        while len(plies) < games and not self.isInterruptionRequested():
            state, length, _ = play_game(game, players, stop=partial(self._cut_short, MatchRepeats()))
            if self.isInterruptionRequested():
                break  # the game cut short by Stop or closing is not counted
            if state.is_over:
                final = game.scores(state)
                scores.append([final[p] for p in game.players])
                winners = game.winners(state)
                winner.append(game.players.index(winners[0]) if len(winners) == 1 else -1)
            else:
                assert capitals is not None  # only a match of rounds stops unfinished
                scores.append([capitals(state, i) for i in range(len(game.players))])
                winner.append(-1)
            plies.append(length)
            if len(plies) % 10 == 0 or len(plies) == games:
                self.progressed.emit({"scores": np.array(scores), "winner": np.array(winner),
                                      "plies": np.array(plies), "first": game.first}, len(plies))


class StatisticsWindow(QDialog):
    def __init__(self, game_id: str, options: dict, parent=None):
        super().__init__(parent)

        self.game = get_game(game_id, **options)
        self.game_id, self.options = game_id, dict(self.game.options)
        self.setWindowTitle(self.tr("Statistics: {game}").format(game=self.game.title))
        self.worker: SimulationWorker | None = None

        self.seats: dict[str, QComboBox] = {}
        for player in self.game.players:
            box = QComboBox()
            for level in SEAT_PLAYERS:
                box.addItem(self.tr("Random") if level == "random" else level_name(level), level)
            self.seats[player] = box
        self.count = QSpinBox()
        self.count.setRange(10, 100_000)
        self.count.setSingleStep(500)
        self.count.setValue(2000)
        self.run_button = QPushButton(self.tr("Play"))
        self.run_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.copy_button = QPushButton(self.tr("Copy as CSV"))
        self.copy_button.clicked.connect(self.copy_csv)
        self.save_button = QPushButton(self.tr("Save as CSV…"))
        self.save_button.clicked.connect(self.save_csv)
        self.progress = QProgressBar()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.note = plain_label()  # where the figures went, or why they could not go there
        self.note.setWordWrap(True)

        controls = QHBoxLayout()
        for player, box in self.seats.items():
            controls.addWidget(QLabel(self.tr("{player}:").format(player=player)))
            controls.addWidget(box)
        controls.addWidget(QLabel(self.tr("Games:")))
        controls.addWidget(self.count)
        controls.addWidget(self.run_button)
        controls.addWidget(self.stop_button)
        controls.addWidget(self.progress, 1)
        figures = QHBoxLayout()
        figures.addWidget(self.summary, 1)
        figures.addWidget(self.copy_button)
        figures.addWidget(self.save_button)

        self.results_chart = BarChart(self.tr("First player ({player}): results").format(
            player=self.game.players[self.game.first]))
        self.length_chart = BarChart(self.tr("Game length (moves)"))
        self.seeds_chart = BarChart(self.tr("Seeds at the end, per player"))
        charts = QGridLayout()
        charts.addWidget(self.results_chart, 0, 0)
        charts.addWidget(self.length_chart, 0, 1)
        charts.addWidget(self.seeds_chart, 1, 0, 1, 2)

        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addLayout(figures)
        layout.addWidget(self.note)
        layout.addLayout(charts, 1)
        self._set_running(False)
        self.resize(860, 600)

    def start(self) -> None:
        self.stop()
        self.progress.setRange(0, self.count.value())
        self.progress.setValue(0)
        seats = tuple(box.currentData() for box in self.seats.values())
        self.worker = SimulationWorker(self.game_id, self.options, self.count.value(), seats)
        self.worker.progressed.connect(self.show_results)
        self.worker.finished.connect(lambda: self._set_running(False))
        self._set_running(True)
        self.worker.start()

    def stop(self) -> None:
        """Stop playing after the current move (a game cut short is not counted) or batch; what
        was played stays shown."""
        if self.worker is not None:
            self.worker.requestInterruption()
            self.worker.wait()
            self.worker = None
        self._set_running(False)

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        has_figures = bool(self.results_chart.categories)
        self.copy_button.setEnabled(has_figures)
        self.save_button.setEnabled(has_figures)

    def show_results(self, data: dict, done: int) -> None:
        self.progress.setValue(done)
        winner, plies, scores, first = data["winner"], data["plies"], data["scores"], data["first"]
        wins, draws = int((winner == first).sum()), int((winner < 0).sum())
        losses = len(winner) - wins - draws
        self.results_chart.set_data([self.tr("wins"), self.tr("draws"), self.tr("losses")],
                                    [("", [wins, draws, losses])])
        self.length_chart.set_data(*_histogram(plies, [("", plies)]))
        self.seeds_chart.set_data(*_histogram(scores, [(p, scores[:, k]) for k, p in enumerate(self.game.players)]))
        self.summary.setText(self.tr("Games played: %n. The first player wins {wins}%, draws {draws}%; moves per game on average: {moves}.",
                                     "", done).format(wins=f"{100 * wins / done:.1f}", draws=f"{100 * draws / done:.1f}",
                                                      moves=f"{plies.mean():.1f}"))
        self.copy_button.setEnabled(True)
        self.save_button.setEnabled(True)

    def csv_text(self) -> str:
        """Every bar of the three charts: chart, category, series, value."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow([self.tr("chart"), self.tr("category"), self.tr("series"), self.tr("value")])
        for chart in (self.results_chart, self.length_chart, self.seeds_chart):
            writer.writerows(chart.csv_rows())
        return out.getvalue()

    def copy_csv(self) -> None:
        QGuiApplication.clipboard().setText(self.csv_text())
        self.note.setText(self.tr("The figures are on the clipboard"))

    def save_csv(self, path: str | None = None) -> bool:
        """Write the figures to ``path`` (asked for when None); whether they were written."""
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the figures"), f"{self.game_id}-statistics.csv",
                                                  self.tr("CSV files (*.csv)"))
            if not path:
                return False
        try:
            write_file(path, self.csv_text())
        except OutputError as err:
            self.note.setText(self.tr("The figures were not written: {error}").format(error=rules_message(err)))
            return False
        self.note.setText(self.tr("The figures are in {path}").format(path=excerpt_path(path)))
        return True

    def closeEvent(self, event) -> None:
        self.stop()
        super().closeEvent(event)

    def reject(self) -> None:
        self.stop()
        super().reject()


def _histogram(everything: np.ndarray, series: list) -> tuple[list[str], list]:
    """Shared bins over ``everything`` for each (name, values) of ``series``."""
    low, high = int(everything.min()), int(everything.max())
    width = max(1, -(-(high - low + 1) // BINS))
    edges = list(range(low, high + width + 1, width))
    labels = [str(a) if width == 1 else f"{a}-{a + width - 1}" for a in edges[:-1]]
    return labels, [(name, np.histogram(values, bins=edges)[0].tolist()) for name, values in series]
