"""Game > Export animation: time to draw and encode one move as the app does, and the file's size.

    python bench/animation_export.py [--runs 3] [--width 960] [--step-ms 400]

The move is the first of a Leb Bbut Ahbochen 2x10 game (3B: four seeds sown), drawn offscreen by
the window's own scene and animator 25 times a second with the narration caption, and encoded by
desktop_app/teaching/gif.py. Printed: the medians of the runs (CPU time of the process), the
number of pictures and the size of the file.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ["QT_QPA_PLATFORM"] = "offscreen"


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from desktop_app.teaching.animation_export import Plies, export_animation
    from rules import get_game

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--width", type=int, default=960)
    parser.add_argument("--step-ms", type=int, default=400)
    args = parser.parse_args()
    _app = QApplication([])
    game = get_game("leb-bbut-ahbochen", holes=10)
    times, pictures = [], []

    def count(done: int, total: int) -> None:
        pictures.append(total // 2)

    for _ in range(args.runs):
        start = time.process_time()
        data = export_animation(game, game.initial_state(), ["3B"], Plies(1, 1), args.step_ms, args.width,
                                progress=count)
        times.append(time.process_time() - start)
    print(f"one 2x10 move, {pictures[-1]} pictures {args.width} wide at {args.step_ms} ms a step")
    print(f"draw and encode: median {statistics.median(times):.2f} s (min {min(times):.2f}, max {max(times):.2f})")
    print(f"size: {len(data) / 1e6:.3f} MB")


if __name__ == "__main__":
    main()
