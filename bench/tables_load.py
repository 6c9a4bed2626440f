"""What reading a variant's endgame tables file costs, and the share of it that checking each
array's CRC-32 takes:

    python bench/tables_load.py [GAME] [FOLDER] [--holes N] [--runs 9]

``rules.tables.Tables.load`` reads every array to its end, where ``zipfile`` compares the
array's CRC-32 with the one the file holds (so damage inside an array is found). The same load
is timed with that comparison switched off, in turns, and the medians of the wall-clock times are
printed (the load is one thread's work, mostly inflating). GAME defaults to Bakuk, FOLDER to the
app's tables folder: build the file first (``python -m rules tables build GAME``).
"""
from __future__ import annotations

import argparse
import statistics
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rules import get_game
from rules.tables import GAMES, Tables, default_folder, variant_name


def timed(load: Callable[[], Tables | None]) -> float:
    started = time.perf_counter()
    assert load() is not None, "no whole tables file there"
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="bakuk", choices=GAMES)
    parser.add_argument("folder", nargs="?", type=Path, default=None)
    parser.add_argument("--holes", type=int)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    game = get_game(args.game, **({"holes": args.holes} if args.holes is not None else {}))
    folder = default_folder() if args.folder is None else args.folder
    path = folder / f"{variant_name(game)}.npz"
    with zipfile.ZipFile(path) as archive:
        members = archive.infolist()
    print(f"{path}: {path.stat().st_size:,} bytes, {sum(m.file_size for m in members):,} bytes of arrays")
    extract: Any = zipfile.ZipExtFile  # its CRC-32 comparison, a private method
    checking = extract._update_crc
    times: dict[str, list[float]] = {"with the CRC-32 check": [], "without it": []}
    for _ in range(args.runs):
        times["with the CRC-32 check"].append(timed(lambda: Tables.load(game, folder)))
        extract._update_crc = lambda self, data: None
        try:
            times["without it"].append(timed(lambda: Tables.load(game, folder)))
        finally:
            extract._update_crc = checking
    for name, values in times.items():
        print(f"load {name:<24} median {1000 * statistics.median(values):7.1f} ms  "
              f"(min {1000 * min(values):.1f}, max {1000 * max(values):.1f}, {args.runs} runs)")


if __name__ == "__main__":
    main()
