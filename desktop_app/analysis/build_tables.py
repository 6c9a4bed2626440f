"""The build of a variant's endgame tables that the window runs in a process of its own:

    python -m desktop_app.analysis.build_tables GAME OPTIONS FOLDER SECONDS [SEEDS]

(the bundle: ``siembra --build-endgame-tables GAME ...``). OPTIONS is the variant's options as
JSON; the tables go into FOLDER (the window renames the file into place once the process has
ended well). A line ``seeds N`` on standard output follows each seed count built; a failure is
one line on standard error and status 1. A process, not a thread: the build's pure-Python loops
and its garbage collections would keep the window waiting for the interpreter lock for a tenth
of a second at a time, and a process is stopped at once, its memory given back when it ends. It
runs at a lower priority than the window. No Qt.
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

OPTION = "--build-endgame-tables"  # how the bundle's executable is told to run ``main``


def main(argv: list[str]) -> int:
    from rules import get_game
    from rules.tables import Tables

    game_id, options, folder, seconds, *seeds = argv
    if hasattr(os, "nice"):
        os.nice(10)

    def progress(built: int, _most: int, _positions: int, _exact: int, _seconds: float) -> None:
        print(f"seeds {built}", flush=True)

    try:
        game = get_game(game_id, **json.loads(options))
        Tables.build(game, int(seeds[0]) if seeds else None, float(seconds), progress=progress).save(Path(folder))
    except (OSError, MemoryError) as err:  # a full disk, no memory left
        print(getattr(err, "strerror", None) or type(err).__name__, file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
