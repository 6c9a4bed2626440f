"""GUI benchmarks: start-up to the first painted frame, and the cost of one animation frame.

    python bench/gui.py [--runs N] [--startup-only] [--instructions]

1. Start-up: wall time from process start to the first frame painted (the ``FIRST_FRAME``
   line, see packaging/bench_bare.py) for ``python -m desktop_app`` and for a bare PySide6
   window, as medians and p95 and their ratio (target: at most 1.5x). With
   ``--instructions``, the same two starts counted in instructions under callgrind instead
   (the process from its start to the quit after its first frame): a figure that the load of
   the machine does not move, for comparing two versions of the start path.
2. Frame: a 2x10 Leb Bbut Ahbochen board (80 seeds) in a 1920x1080 window while a move is
   being animated; each sample is a full synchronous repaint of the board view (the worst
   case: Qt normally repaints only the parts that moved). Target: p95 at most 8 ms. Then the
   paints Qt schedules by itself during the same animation, for comparison.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bundle import first_frame_seconds  # bench/bundle.py: the same start, bundled

ROOT = Path(__file__).resolve().parent.parent
PYCACHE = str(Path(tempfile.gettempdir()) / "siembra-bench-pycache")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _first_frame_seconds(command: list[str]) -> float:
    env = dict(os.environ, PYTHONPYCACHEPREFIX=PYCACHE)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # An installed Siembra (wheel or bundle) runs from compiled bytecode, as PySide6 does here:
    # a PYTHONDONTWRITEBYTECODE environment would make only Siembra compile its sources at
    # every start. The warm-up runs write the bytecode to a private folder.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return first_frame_seconds(command, env)


def startup(runs: int) -> dict:
    app = [sys.executable, "-m", "desktop_app"]
    bare = [sys.executable, str(ROOT / "packaging" / "bench_bare.py")]
    _first_frame_seconds(app), _first_frame_seconds(bare)  # warm the file cache
    times = {"app": [], "bare": []}
    for _ in range(runs):  # interleaved, so that machine noise hits both alike
        times["app"].append(_first_frame_seconds(app))
        times["bare"].append(_first_frame_seconds(bare))
    result = {name: (statistics.median(v), _percentile(v, 0.95)) for name, v in times.items()}
    result["ratio"] = result["app"][0] / result["bare"][0]
    return result


# Each program under callgrind ends where it announces its first frame, before the work that waits for it.
_CUT_AT_FIRST_FRAME = {
    "app": "import os\nfrom desktop_app.window.mainwindow import MainWindow\n"
           "MainWindow._first_frame = lambda self: os._exit(0)\n"
           "from desktop_app.__main__ import main\nmain([])\n",
    "bare": f"import os, sys\nsys.path.insert(0, {str(ROOT / 'packaging')!r})\nimport bench_bare\n"
            "bench_bare._first_frame = lambda: os._exit(0)\nbench_bare.main()\n",
}


def startup_instructions() -> dict:
    """Instructions of one first start of each program to its first frame, counted by callgrind,
    and their ratio."""
    counts = {}
    for name, code in _CUT_AT_FIRST_FRAME.items():
        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder) / "callgrind.out"
            env = dict(os.environ, PYTHONPYCACHEPREFIX=PYCACHE, HOME=folder, XDG_CONFIG_HOME=f"{folder}/config",
                       XDG_DATA_HOME=f"{folder}/data", QT_QPA_PLATFORM="offscreen")
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True, timeout=60)  # bytecode first
            subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", code],
                           cwd=ROOT, env=env, capture_output=True, check=True, timeout=600)
            summary = next(line for line in out.read_text().splitlines() if line.startswith(("summary:", "totals:")))
        counts[name] = int(summary.split()[1])
    counts["ratio"] = counts["app"] / counts["bare"]
    return counts


def _animated_window():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from desktop_app.window.mainwindow import MainWindow

    window = MainWindow()
    window.show_dialogs = False
    window.resize(1920, 1080)
    window.show()
    window.new_game("leb-bbut-ahbochen", {"holes": 10})
    window.animator.step_ms = 300
    moves = iter(["4B", "7A", "9B", "2A", "6B", "5A", "10B", "9A", "1B", "3A"] * 10)

    def play_on() -> None:
        """Start the next move once the last one is shown."""
        if window.board_settled:
            legal = [str(m) for m in window.record.legal_moves()]
            window.record.play(next((m for m in moves if m in legal), legal[0]))

    return app, window, play_on


def scheduled_paints(seconds: float) -> tuple[float, float]:
    """The paints Qt itself schedules while moves are animated (only the parts that changed)."""
    app, window, play_on = _animated_window()
    view = window.view
    times: list[float] = []
    paint = view.paintEvent

    def timed(event) -> None:
        start = time.perf_counter()
        paint(event)
        times.append((time.perf_counter() - start) * 1000)

    view.paintEvent = timed
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        play_on()
        app.processEvents()
        time.sleep(0.002)
    window.close()
    return statistics.median(times), _percentile(times, 0.95)


def frame_cost(samples: int) -> tuple[float, float]:
    app, window, play_on = _animated_window()
    viewport = window.view.viewport()
    times: list[float] = []
    while len(times) < samples:
        play_on()
        app.processEvents()
        start = time.perf_counter()
        viewport.repaint()
        times.append((time.perf_counter() - start) * 1000)
        time.sleep(0.004)
    window.close()
    return statistics.median(times), _percentile(times, 0.95)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=21, help="start-ups of each program")
    parser.add_argument("--frames", type=int, default=400, help="frames to time")
    parser.add_argument("--seconds", type=float, default=8.0, help="animation to watch for scheduled paints")
    parser.add_argument("--startup-only", action="store_true", help="measure the start-up only")
    parser.add_argument("--instructions", action="store_true",
                        help="count the start-up's instructions under callgrind (valgrind) instead, then stop")
    args = parser.parse_args()
    if args.instructions:
        c = startup_instructions()
        print(f"start-up to the first frame, siembra:     {c['app'] / 1e6:7.0f}M instructions")
        print(f"start-up to the first frame, bare window: {c['bare'] / 1e6:7.0f}M instructions")
        print(f"start-up ratio in instructions: {c['ratio']:.2f}x")
        return 0
    s = startup(args.runs)
    print(f"first frame, siembra:     median {s['app'][0] * 1000:6.0f} ms   p95 {s['app'][1] * 1000:6.0f} ms")
    print(f"first frame, bare window: median {s['bare'][0] * 1000:6.0f} ms   p95 {s['bare'][1] * 1000:6.0f} ms")
    print(f"start-up ratio (medians of {args.runs} interleaved runs each): {s['ratio']:.2f}x   (target <= 1.5x)")
    if args.startup_only:
        return 0
    median, p95 = frame_cost(args.frames)
    print(f"animation frame, 2x10 board, 80 seeds, 1920x1080: median {median:.2f} ms   p95 {p95:.2f} ms   (target p95 <= 8 ms)")
    median, p95 = scheduled_paints(args.seconds)
    print(f"paints as Qt schedules them during the animation: median {median:.2f} ms   p95 {p95:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
