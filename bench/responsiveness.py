"""The window while the computer works: the longest gap between the ticks of a 5 ms timer.

    python bench/responsiveness.py [--runs 5]

Three cases, each in the app's own window (offscreen, the teaching features installed, what was
made before the work frozen out of the garbage collections as ``__main__`` does):

1. Expert (0.5 s a move) answers the first move of a Leb Bbut Ahbochen 2x6 game;
2. the analysis panel analyses a twelve-move Leb Bbut Ahbochen 2x6 game at 0.2 s a position;
3. the same for a thirty-move Tihbat game (values from the solved table);
4. the endgame tables of Djenon-aboure built in the background, as the app does the first time
   Expert, a hint or the analysis needs them: the first five seconds.

For each run: the longest gap between two ticks while the work went on (from the first result
on, for an analysis). Target: the median at most 50 ms, the longest gap a person notices as a
stutter. A search on the worker thread keeps the GUI thread waiting for the interpreter lock
unless it hands it over: it does so at every poll of its ``cancel`` callback
(``desktop_app.window.players.yielding``; docs/performance.md, "The window while the computer
thinks" and "The window while a game is analysed").
"""
from __future__ import annotations

import argparse
import gc
import itertools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

TARGET = 0.050
LEB = ("leb-bbut-ahbochen", {"holes": 6})
# A Leb Bbut Ahbochen game of twelve moves, with captures.
LEB_MOVES = ["4B", "3A", "5B", "3A", "1B", "5A", "3B", "3A", "2B", "4A", "4B", "1A"]
TIHBAT_MOVES = 30


def _run_until(done, interval_ms: int = 5) -> None:
    """The event loop, until ``done()`` (asked every ``interval_ms``), as a window waits."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop, poll = QEventLoop(), QTimer()
    poll.setInterval(interval_ms)
    poll.timeout.connect(lambda: done() and loop.quit())
    poll.start()
    if not done():
        loop.exec()
    poll.stop()


def _ticking(start, done) -> float:
    """Run ``start()``, then the event loop until ``done()``; the longest gap between the ticks
    of a 5 ms timer meanwhile (after ``start`` returns)."""
    from PySide6.QtCore import QTimer

    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    start()
    ticks.clear()
    _run_until(done)
    timer.stop()
    return max((b - a for a, b in itertools.pairwise(ticks)), default=0.0)


def _settle(seconds: float = 0.1) -> None:
    end = time.perf_counter() + seconds
    _run_until(lambda: time.perf_counter() >= end)


def expert_answers(window, _teaching) -> float:
    window.thinker.budgets["expert"] = 0.5
    window.new_game(*LEB, {"A": "expert"})
    _settle()
    return _ticking(lambda: window.record.play("3B"),
                    lambda: window.record.ply == 2 and not window.thinker.thinking)


def _analysed(window, teaching, game, options, moves) -> float:
    window.new_game(game, options)
    for move in moves:
        window.record.play(move)
    panel = teaching.analysis
    panel.seconds.setValue(0.2)
    panel.show()  # the graph is drawn as results come
    _settle()

    def start():
        panel.start()
        _run_until(lambda: panel.analysis.received > 0)
    return _ticking(start, lambda: not panel.analysis.running)


def leb_analysed(window, teaching) -> float:
    return _analysed(window, teaching, *LEB, LEB_MOVES)


def tihbat_analysed(window, teaching) -> float:
    import random

    from rules import get_game
    from rules.ai.match import random_game
    moves = random_game(get_game("tihbat"), TIHBAT_MOVES, random.Random(4))[1]
    return _analysed(window, teaching, "tihbat", {}, moves)


def tables_built(window, teaching) -> float:
    """The longest gap over five seconds of a build of Djenon-aboure's endgame tables, as the
    app builds them the first time they are needed; then the build is stopped."""
    import shutil

    from desktop_app.analysis.tables import TableBuilds, folder

    shutil.rmtree(folder(), ignore_errors=True)
    builds = teaching.analysis.tables = TableBuilds(lambda: True, window)  # nothing built or read yet
    window.new_game("djenon-aboure")
    _settle()
    end = time.perf_counter() + 5
    gap = _ticking(lambda: builds.need(window.record.game), lambda: time.perf_counter() >= end)
    builds.shutdown()
    return gap


CASES = [("Expert answers (Leb Bbut Ahbochen 2x6, 0.5 s)", expert_answers),
         ("analysis, Leb Bbut Ahbochen 2x6, 12 moves, 0.2 s a position", leb_analysed),
         (f"analysis, Tihbat, {TIHBAT_MOVES} moves, solved table", tihbat_analysed),
         ("endgame tables built, Djenon-aboure, the first 5 s", tables_built)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="siembra-bench-home-")  # no settings, autosave or lessons of the user's
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[name] = os.path.join(home, name.lower())
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop_app.features import install
    from desktop_app.window.mainwindow import MainWindow

    app = QApplication([])  # noqa: F841 (the application the window needs)
    window = MainWindow()
    window.show_dialogs = False
    window.settings.set("build_tables", False)  # the analyses alone; the last case builds tables
    teaching = install(window)
    window.resize(1280, 800)
    window.show()
    _settle(0.3)
    gc.freeze()
    failed = False
    for title, case in CASES:
        gaps = [case(window, teaching) for _ in range(args.runs)]
        median = statistics.median(gaps)
        failed |= median > TARGET
        print(f"{title}: longest gaps {', '.join(f'{g * 1000:.0f}' for g in gaps)} ms; median {median * 1000:.0f} ms"
              f"   (target <= {TARGET * 1000:.0f} ms){'  OVER' if median > TARGET else ''}", flush=True)
    window.close()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
