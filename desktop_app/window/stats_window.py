"""The Statistics window: batch self-play of the current game, drawn as bar charts with QPainter.

``StatisticsWindow(game_id, options, parent=None)`` plays games in chunks on a worker thread with
``rules.batch`` (random or Beginner players) and redraws after every chunk: how the first player
fares, how long games last, and how many seeds each player ends with. Closing the window stops
the worker after its current chunk (a fraction of a second).
"""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (QComboBox, QDialog, QGridLayout, QHBoxLayout, QLabel, QProgressBar,
                               QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget)

from rules import get_game
from rules.batch import simulate

COLOURS = [QColor("#4e79a7"), QColor("#e15759"), QColor("#59a14f")]
BINS = 12


class BarChart(QWidget):
    """Grouped bars: one colour per series, one group per category, counts written on top."""

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

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = p.fontMetrics()
        line = fm.height()
        w, h = self.width(), self.height()
        p.drawText(QRectF(0, 0, w, line), Qt.AlignmentFlag.AlignCenter, self.title)
        legend_y = line
        if len(self.series) > 1:
            x = 8
            for k, (name, _) in enumerate(self.series):
                p.fillRect(QRectF(x, legend_y + 3, line - 6, line - 6), COLOURS[k % len(COLOURS)])
                p.drawText(int(x + line), int(legend_y + fm.ascent()), name)
                x += line + fm.horizontalAdvance(name) + 16
            legend_y += line
        if not self.categories:
            return
        top, bottom = legend_y + line, h - line - 4
        top_value = max((max(values) for _, values in self.series), default=0) or 1
        group = (w - 16) / len(self.categories)
        bar = group * 0.8 / len(self.series)
        p.drawLine(8, int(bottom), int(w - 8), int(bottom))
        for c, category in enumerate(self.categories):
            x0 = 8 + c * group + group * 0.1
            for k, (_, values) in enumerate(self.series):
                height = (bottom - top) * values[c] / top_value
                rect = QRectF(x0 + k * bar, bottom - height, bar - 1, height)
                p.fillRect(rect, COLOURS[k % len(COLOURS)])
                if bar > fm.horizontalAdvance("0000") and values[c]:
                    p.drawText(QRectF(rect.x(), rect.y() - line, bar, line), Qt.AlignmentFlag.AlignCenter,
                               f"{values[c]:g}")
            p.drawText(QRectF(8 + c * group, bottom + 2, group, line), Qt.AlignmentFlag.AlignCenter, category)


class SimulationWorker(QThread):
    """Plays ``games`` games in chunks; emits the results so far after each chunk."""

    progressed = Signal(object, int)  # dict of concatenated arrays, games done

    def __init__(self, game_id: str, options: dict, games: int, player: str, seed: int = 0, parent=None):
        super().__init__(parent)
        self.args = (game_id, options, games, player, seed)

    def run(self) -> None:
        game_id, options, games, player, seed = self.args
        # Long Bechi matches: small chunks keep the window responsive to closing and redraws.
        chunk = 100 if game_id == "bechi" else 500
        parts = {"scores": [], "winner": [], "plies": []}
        done = 0
        while done < games and not self.isInterruptionRequested():
            n = min(chunk, games - done)
            results = simulate(game_id, options, n, seed=seed + done, player=player)
            for name in parts:
                parts[name].append(getattr(results, name))
            done += n
            self.progressed.emit({name: np.concatenate(arrays) for name, arrays in parts.items()}
                                 | {"first": results.first}, done)


class StatisticsWindow(QDialog):
    def __init__(self, game_id: str, options: dict, parent=None):
        super().__init__(parent)
        self.game = get_game(game_id, **options)
        self.game_id, self.options = game_id, dict(self.game.options)
        self.setWindowTitle(self.tr("Statistics: %1").replace("%1", self.game.title))
        self.worker: SimulationWorker | None = None

        self.player = QComboBox()
        self.player.addItem(self.tr("Random moves"), "random")
        self.player.addItem(self.tr("Beginner"), "beginner")
        self.count = QSpinBox()
        self.count.setRange(100, 100_000)
        self.count.setSingleStep(500)
        self.count.setValue(2000)
        self.run_button = QPushButton(self.tr("Play"))
        self.run_button.clicked.connect(self.start)
        self.progress = QProgressBar()
        self.summary = QLabel()
        self.summary.setWordWrap(True)

        controls = QHBoxLayout()
        for label, widget in ((self.tr("Players:"), self.player), (self.tr("Games:"), self.count)):
            controls.addWidget(QLabel(label))
            controls.addWidget(widget)
        controls.addWidget(self.run_button)
        controls.addWidget(self.progress, 1)

        self.results_chart = BarChart(self.tr("First player (%1): results").replace(
            "%1", self.game.players[self.game.first]))
        self.length_chart = BarChart(self.tr("Game length (moves)"))
        self.seeds_chart = BarChart(self.tr("Seeds at the end, per player"))
        charts = QGridLayout()
        charts.addWidget(self.results_chart, 0, 0)
        charts.addWidget(self.length_chart, 0, 1)
        charts.addWidget(self.seeds_chart, 1, 0, 1, 2)

        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.summary)
        layout.addLayout(charts, 1)
        self.resize(760, 560)

    def start(self) -> None:
        self.stop()
        self.progress.setRange(0, self.count.value())
        self.progress.setValue(0)
        self.worker = SimulationWorker(self.game_id, self.options, self.count.value(), self.player.currentData())
        self.worker.progressed.connect(self.show_results)
        self.worker.finished.connect(lambda: self.run_button.setEnabled(True))
        self.run_button.setEnabled(False)
        self.worker.start()

    def stop(self) -> None:
        if self.worker is not None:
            self.worker.requestInterruption()
            self.worker.wait()
            self.worker = None

    def show_results(self, data: dict, done: int) -> None:
        self.progress.setValue(done)
        winner, plies, scores, first = data["winner"], data["plies"], data["scores"], data["first"]
        wins, draws = int((winner == first).sum()), int((winner < 0).sum())
        losses = len(winner) - wins - draws
        self.results_chart.set_data([self.tr("wins"), self.tr("draws"), self.tr("losses")],
                                    [("", [wins, draws, losses])])
        self.length_chart.set_data(*_histogram(plies, [("", plies)]))
        self.seeds_chart.set_data(*_histogram(scores, [(p, scores[:, k]) for k, p in enumerate(self.game.players)]))
        self.summary.setText(self.tr("%n game(s): the first player wins %1%, draws %2%; %3 moves on average.", "", done)
                             .replace("%1", f"{100 * wins / done:.1f}").replace("%2", f"{100 * draws / done:.1f}")
                             .replace("%3", f"{plies.mean():.1f}"))

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
