"""Render the store screenshots (AppStream metainfo) from the app itself.

    python packaging/screenshots.py           # writes packaging/screenshots/*.png
    python packaging/screenshots.py --dark DIR  # the same with a dark desktop palette, into DIR

Each picture is a game part-way through, replayed from a record made here (the same moves
every time) and rendered offscreen by ``python -m desktop_app --screenshot``. The metainfo
points at the committed files through the repository's raw URLs (``SCREENSHOT_URL``);
tests/test_packaging.py checks that the two agree.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "packaging" / "screenshots"
SIZE = (1280, 800)
SCREENSHOT_URL = "https://raw.githubusercontent.com/siembra/siembra/main/packaging/screenshots/"

# name: (game id, options, moves played before the picture, caption in the metainfo); no game
# id: the start page, as a plain start shows it to a new user.
SHOTS = {
    "bechi": ("bechi", {"holes": 4}, 13, "A game of Bechi: the hole you start from decides the direction"),
    "start-page": (None, {}, 0, "The start page: five games, and three ways to play each"),
    "leb-bbut-ahbochen": ("leb-bbut-ahbochen", {"holes": 6}, 14, "Leb Bbut Ahbochen on the usual 2x6 board"),
    "bakuk-three-players": ("bakuk", {"players": 3}, 5, "Bakuk for three players"),
}
DEFAULT = "bechi"

# A dark desktop palette, as a dark desktop theme gives Qt (Fusion's colours, from a script
# that runs the app in-process with the palette set first).
_DARK = """
import sys
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication
from desktop_app import shell
from desktop_app.__main__ import main
app = QApplication(shell.qt_arguments())
app.setStyle("Fusion")
palette = QPalette(QColor(53, 53, 53), QColor(35, 35, 35))
palette.setColor(QPalette.ColorRole.Text, QColor(230, 230, 230))
palette.setColor(QPalette.ColorRole.WindowText, QColor(230, 230, 230))
palette.setColor(QPalette.ColorRole.ButtonText, QColor(230, 230, 230))
for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
    palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(127, 127, 127))
app.setPalette(palette)
sys.exit(main(sys.argv[1:]))
"""


def record_text(game_id: str, options: dict, moves: int) -> str:
    """A record of ``moves`` moves from the start, chosen by a fixed random sequence."""
    sys.path.insert(0, str(ROOT))
    from rules import Record, dump_record, get_game
    game = get_game(game_id, **options)
    state, played, rng = game.initial_state(), [], random.Random(game_id)
    for _ in range(moves):
        legal = game.legal_moves(state)
        if state.is_over or not legal:
            break
        move = rng.choice(legal)
        played.append(str(move))
        state = game.next_state(state, str(move))
    return dump_record(Record(game, None, played))


def render(name: str, folder: Path, dark: bool = False) -> Path:
    game_id, options, moves, _ = SHOTS[name]
    path = folder / f"{name}.png"
    with tempfile.TemporaryDirectory() as tmp:
        args = ["--screenshot", str(path), "--size", f"{SIZE[0]}x{SIZE[1]}", "--lang", "en"]
        if game_id is not None:
            record = Path(tmp) / f"{name}.siembra"
            record.write_text(record_text(game_id, options, moves), encoding="utf-8")
            args.insert(0, str(record))
        command = [sys.executable, "-c", _DARK, *args] if dark else [sys.executable, "-m", "desktop_app", *args]
        # A fresh home: no saved settings (window size, theme) of whoever runs the script.
        env = {"PATH": "/usr/bin:/bin", "HOME": tmp, "QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8"}
        subprocess.run(command, cwd=ROOT, env=env, check=True)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dark", metavar="DIR", type=Path, help="render with a dark palette into DIR")
    args = parser.parse_args(argv)
    folder = args.dark or OUT
    folder.mkdir(parents=True, exist_ok=True)
    for name in SHOTS:
        print(render(name, folder, dark=args.dark is not None))
    return 0


if __name__ == "__main__":
    sys.exit(main())
