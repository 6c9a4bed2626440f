"""``siembra --self-test``: open every game offscreen, play a few animated moves and check
that the board shows what the model says. Exit 0, or print what failed and exit 1."""

from __future__ import annotations

import os
import random
import sys
import time

from PySide6.QtWidgets import QApplication

from rules import GAME_IDS, variants

from .showing.frames import state_counts
from .window.mainwindow import MainWindow


def _settle(app, window, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while not window.board_settled or window.thinker.thinking:
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        time.sleep(0.001)
    return True


def run(moves_per_game: int = 6) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([])
    window = MainWindow()
    window.show_dialogs = False
    window.animator.step_ms = 1  # animated, at full speed
    window.show()
    failures = []
    rng = random.Random(1)
    for game_id in GAME_IDS:
        for options in variants(game_id):
            name = f"{game_id} {options}"
            window.new_game(game_id, options)
            for ply in range(moves_per_game):
                c = window.record
                if c.state.is_over:
                    break
                c.play(rng.choice(c.legal_moves()))
                if not _settle(app, window):
                    failures.append(f"{name}: move {ply + 1} did not finish animating")
                    break
                expected = {k: v for k, v in state_counts(c.game, c.state).items() if v}
                shown = {k: v for k, v in window.scene.counts().items() if v}
                if shown != expected:
                    failures.append(f"{name}: after {c.moves}: board shows {shown}, model says {expected}")
                    break
    window.close()
    for failure in failures:
        print("FAILED", failure)
    print("self-test:", "ok" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(run())
