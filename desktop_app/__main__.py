"""Start Siembra: ``siembra`` or ``python -m desktop_app``."""

from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="siembra", description="Play, teach and study five two-row mancala games.")
    parser.add_argument("--game", default="leb-bbut-ahbochen", help="game id, e.g. bechi")
    parser.add_argument("--holes", type=int, help="holes per row")
    parser.add_argument("--players", type=int, help="2 or 3 (Bakuk)")
    parser.add_argument("--first", choices=("B", "A", "C", "random"), help="who moves first")
    parser.add_argument("--seed", type=int, help="random seed for --first random")
    parser.add_argument("--computer", default="", help="players played by the computer, e.g. A or AC")
    parser.add_argument("--record", metavar="FILE", help="open a saved game record")
    parser.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    parser.add_argument("--lang", help="user interface language, e.g. es")
    parser.add_argument("--self-test", action="store_true", help="play every game offscreen and check the board")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.self_test:
        from .selftest import run
        return run()

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Siembra")
    from .i18n import choose_language, install_translators
    from .settings import Settings
    settings = Settings()
    install_translators(app, choose_language(args.lang, settings.get("language")))

    from rules import GameOptionError, RecordError

    from .mainwindow import MainWindow

    window = MainWindow()
    from .teaching import install
    teaching = install(window, settings)
    options = {k: v for k in ("holes", "players", "first", "seed") if (v := getattr(args, k)) is not None}
    try:
        if args.record:
            window.open_record(args.record)
        else:
            window.new_game(args.game, options, teaching.saved_seats())
    except (OSError, RecordError, GameOptionError) as err:
        print(f"siembra: {err}", file=sys.stderr)
        return 2
    if args.screenshot:
        status = _screenshot(app, window, args.screenshot)
    else:
        window.show()
        teaching.offer_resume()
        status = app.exec()
    del window
    return status


def _screenshot(app, window, path: str) -> int:
    """Show the position reached, with the last move fully shown, and save it as PNG."""
    window.animator.step_ms = 0
    window.show_dialogs = False
    window.resize(1600, 900)
    window.show()
    app.processEvents()
    window.animator.to_end()
    app.processEvents()
    ok = window.grab().save(path)
    window.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
