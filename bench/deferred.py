"""What the first frame saves by loading a module or a Qt type later: the CPU time of loading it
in a process that has made a QApplication and imported the window's modules, as a start does
before its first frame.

    python bench/deferred.py [--runs 5] [WHAT ...]

WHAT is a module (``desktop_app.window.keyboard``) or a Qt type (``PySide6.QtCore:Qt``, made
by PySide6 when first asked for); without one, every module and type the start path loads
inside the functions that first need it (docs/performance.md, "Start-up to the first frame").
Each measure runs in a fresh process; the medians and the ranges are printed in milliseconds.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

DEFERRED = (
    "PySide6.QtCore:Qt",
    "PySide6.QtGui:QKeySequence",
    "PySide6.QtWidgets:QMessageBox",
    "PySide6.QtCore:QEasingCurve,QParallelAnimationGroup,QPauseAnimation,QPropertyAnimation",
    "desktop_app.window.parts",
    "desktop_app.files",
    "desktop_app.window.keyboard",
    "desktop_app.window.speech",
    "desktop_app.window.drops",
    "desktop_app.window.accessible",
    "desktop_app.window.endcard",
    "desktop_app.window.dialogs",
    "desktop_app.window.stats_window",
    "desktop_app.about",
    "desktop_app.board.arrows",
    "desktop_app.board.focus",
    "rules.ai",
    "rules.record",
    "logging.handlers",
    "platformdirs",
    "desktop_app.crash_dialog",
    "rules.safe_input",
    "rules.amounts",
    "importlib.metadata",
    "ctypes",
    "PySide6.QtCore:QUrl",
    "PySide6.QtCore:QLibraryInfo",
)

# Run in the child: the window's modules first, then the clock around the one load.
_CHILD = """
import importlib, sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
import desktop_app.__main__, desktop_app.window.mainwindow
what = sys.argv[1]
start = time.process_time()
if ":" in what:
    module, names = what.split(":")
    for name in names.split(","):
        getattr(importlib.import_module(module), name)
else:
    importlib.import_module(what)
print((time.process_time() - start) * 1000)
"""


def cost_ms(what: str) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", _CHILD, what], env=env, cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return float(out.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes for each measure")
    parser.add_argument("what", nargs="*", default=DEFERRED, help="modules, or module:Type")
    args = parser.parse_args()
    cost_ms("json")  # once first: bytecode written, files cached
    for what in args.what:
        times = [cost_ms(what) for _ in range(args.runs)]
        print(f"{what}: median {statistics.median(times):.1f} ms ({min(times):.1f}-{max(times):.1f})", flush=True)


if __name__ == "__main__":
    main()
