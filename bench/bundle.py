"""Bundle size and start-to-first-frame time: Siembra's bundle against a bare PySide6 window.

    .venv/bin/python bench/bundle.py [--runs 21] [--rebuild] [--check]     (or: make bench-bundle)

Builds what is missing (``--rebuild``: both) with PyInstaller, the same way:
``dist/siembra/`` from packaging/siembra.spec and ``dist/bench-bare/`` from
packaging/bench_bare.spec.  Then starts each executable ``--runs`` times, alternating,
with ``SIEMBRA_FIRST_FRAME_EXIT=1``: both print ``FIRST_FRAME`` once their first frame
is painted, and quit.  The time measured is from just before the process is spawned to
that line.  One warm-up run each is not counted (it fills the page cache).

The display is the one in the environment: ``DISPLAY``/``WAYLAND_DISPLAY`` when set,
else ``QT_QPA_PLATFORM=offscreen``.  ``--check`` exits 1 when the bundle is over 90 MB read
the strict way, 90,000,000 bytes (85.8 MiB; sizes count files, folders and links as
``du -sb`` does), or its median start is over 1.5 times the bare window's.
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

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
MAX_BYTES = 90_000_000
MAX_RATIO = 1.5

BUNDLES = {
    "siembra": ("packaging/siembra.spec", "build/pyinstaller"),
    "bench-bare": ("packaging/bench_bare.spec", "build/pyinstaller-bare"),
}


def build(name: str) -> None:
    spec, workpath = BUNDLES[name]
    env = dict(os.environ)
    env.pop("SIEMBRA_ONEFILE", None)
    print(f"building dist/{name} from {spec} ...", flush=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(ROOT / workpath), str(ROOT / spec)],
                   check=True, cwd=ROOT, env=env)


def size_bytes(path: Path) -> int:
    """Bytes under ``path`` as ``du -sb`` counts them: files, folders and links themselves."""
    return path.lstat().st_size + sum(p.lstat().st_size for p in path.rglob("*"))


def first_frame_seconds(command: list[str], env: dict | None = None, timeout: float = 60.0) -> float:
    """Seconds from starting ``command`` (in ``env``, else this environment) to its
    ``FIRST_FRAME`` line. Every start is a first start, with fresh config and data folders: no
    settings, no saved game and no remembered window size, the same each time."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ if env is None else env, SIEMBRA_FIRST_FRAME_EXIT="1",
                   XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        start = time.perf_counter()
        proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                env=env, text=True)
        try:
            for line in proc.stdout:
                if line.strip() == "FIRST_FRAME":
                    elapsed = time.perf_counter() - start
                    break
                if time.perf_counter() - start > timeout:
                    raise TimeoutError
            else:
                raise RuntimeError(f"{command} exited (status {proc.wait()}) without printing FIRST_FRAME")
            proc.wait(timeout=timeout)
            return elapsed
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--rebuild", action="store_true", help="rebuild both bundles first")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args(argv)

    exes = {name: DIST / name / name for name in BUNDLES}
    for name, exe in exes.items():
        if args.rebuild or not exe.exists():
            build(name)

    times: dict[str, list[float]] = {name: [] for name in exes}
    for exe in exes.values():
        first_frame_seconds([str(exe)])  # warm-up
    for _ in range(args.runs):
        for name, exe in exes.items():
            times[name].append(first_frame_seconds([str(exe)]))

    display = os.environ.get("WAYLAND_DISPLAY") or os.environ.get("DISPLAY") or "offscreen"
    rows = []
    for name in exes:
        ts = sorted(times[name])
        rows.append((name, size_bytes(DIST / name), statistics.median(ts), ts[0], ts[-1]))
    print(f"\nstart to first frame, {args.runs} runs each, display {display}")
    print(f"{'bundle':<12} {'bytes':>11} {'MB':>6} {'MiB':>6} {'median s':>9} {'min s':>7} {'max s':>7}")
    for name, size, med, lo, hi in rows:
        print(f"{name:<12} {size:>11,} {size / 1e6:>6.1f} {size / 2**20:>6.1f} {med:>9.3f} {lo:>7.3f} {hi:>7.3f}")
    app, bare = rows[0], rows[1]
    ratio = app[2] / bare[2]
    print(f"\nsiembra / bare: {ratio:.2f}x (target <= {MAX_RATIO}x); siembra bundle {app[1]:,} bytes = "
          f"{app[1] / 1e6:.1f} MB = {app[1] / 2**20:.1f} MiB (target <= {MAX_BYTES:,} bytes)")
    if args.check and (ratio > MAX_RATIO or app[1] > MAX_BYTES):
        print("bench/bundle.py: a target is missed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
