"""The golden games: recorded games of every variant with what ``python -m rules replay`` prints
for each, ply by ply. ``tests/test_golden_games.py`` replays them; only
``tests/golden/regenerate.py`` writes them.

A variant's games are one gzipped file of JSON lines in ``tests/golden/``, one game a line:
``{"record": <the record, as a .siembra file holds it>, "replay": [<each line printed>]}``.
"""
from __future__ import annotations

import contextlib
import gzip
import io
import json
from pathlib import Path

from rules import GAME_IDS, variants
from rules.cli import main

FOLDER = Path(__file__).resolve().parent / "golden"


def variant_name(game_id: str, options: dict) -> str:
    """``bakuk_players-3``: the game and its options, as a file name."""
    return "_".join([game_id] + [f"{k}-{v}" for k, v in options.items()])


VARIANTS = {variant_name(game_id, options): (game_id, options)
            for game_id in GAME_IDS for options in variants(game_id)}


def path_of(name: str) -> Path:
    return FOLDER / f"{name}.jsonl.gz"


def read_games(name: str) -> list[dict]:
    with gzip.open(path_of(name), "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def write_games(name: str, games: list[dict]) -> None:
    """Writes the games; the file's bytes depend on the games alone (no time stamp inside)."""
    text = "".join(json.dumps(game, ensure_ascii=False, separators=(",", ":")) + "\n" for game in games)
    with open(path_of(name), "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
        f.write(text.encode("utf-8"))


def replay(record: dict, folder: Path) -> tuple[int, list[str]]:
    """The exit status and the lines of ``python -m rules replay`` on ``record``, written as a
    file in ``folder``."""
    path = folder / "game.siembra"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(["replay", str(path)])
    return status, out.getvalue().splitlines()
