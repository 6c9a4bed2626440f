"""``siembra --self-test``: prove that an installed or bundled Siembra works.

Starts the app offscreen (unless a platform is already chosen), checks that its
resources are there, then opens every game, plays a few moves each with the
animation running at full speed, and after every move checks that the scene shows
the model's position (every hole, captured heap and store).  Prints one line per
check; exits 0 when all pass, or prints what failed and exits 1.

Written by packaging against the MainWindow / Animator / BoardScene API; it uses only
public attributes (controller, animator, scene, show_dialogs, board_settled).
"""

from __future__ import annotations

import os
import random
import sys
import time
import traceback

MOVES_PER_GAME = 4
STEP_MS = int(os.environ.get("SIEMBRA_SELFTEST_STEP_MS", "1"))  # animate, but at full speed
SETTLE_TIMEOUT_S = 20.0


def _nonzero(counts: dict) -> dict:
    return {place: n for place, n in counts.items() if n}


def _wait(app, condition, timeout: float = SETTLE_TIMEOUT_S) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.processEvents()
        if condition():
            return True
        time.sleep(0.001)
    app.processEvents()
    return condition()


def _check_resources(report) -> None:
    from .resources import resources_dir, translations_dir

    root = resources_dir()
    lessons = sorted((root / "lessons").glob("*.json")) if (root / "lessons").is_dir() else []
    report(bool(lessons), f"resources: {len(lessons)} lessons in {root / 'lessons'}")
    icons = list((root / "icons").rglob("*.png")) if (root / "icons").is_dir() else []
    report(bool(icons), f"resources: {len(icons)} icon sizes")
    rules_dir = root / "rules"
    if rules_dir.is_dir():
        texts = [p for p in rules_dir.rglob("*") if p.is_file()]
        report(bool(texts), f"resources: {len(texts)} rules texts")
    qm = sorted(translations_dir().glob("*.qm")) if translations_dir().is_dir() else []
    report(True, f"resources: {len(qm)} translation catalogues (.qm)")


def _check_scene(window, where: str, report) -> None:
    from .presenter import state_counts

    c = window.controller
    model = _nonzero(state_counts(c.game, c.state))
    shown = _nonzero(window.scene.counts())
    frame = _nonzero(window.animator.current_frame.counts()) if window.animator.frames else {}
    frame.pop(("hand", ""), None)
    ok = shown == model and frame == model
    detail = "" if ok else f": model {sorted(model.items())}, scene {sorted(shown.items())}, frame {sorted(frame.items())}"
    report(ok, f"{where}: scene matches the model{detail}")


def _play_game(app, window, game_id: str, rng: random.Random, report) -> None:
    window.new_game(game_id, {}, {})
    report(_wait(app, lambda: window.board_settled), f"{game_id}: board set up")
    _check_scene(window, f"{game_id}: start", report)
    c = window.controller
    for i in range(MOVES_PER_GAME):
        if c.state.is_over:
            break
        moves = c.legal_moves()
        move = moves[rng.randrange(len(moves))]
        c.play(move)
        settled = _wait(app, lambda: window.board_settled and window.animator.step == window.animator.steps)
        report(settled, f"{game_id}: move {i + 1} ({move}) animated to its end"
                        f" in {window.animator.steps} steps")
        _check_scene(window, f"{game_id}: after move {i + 1} ({move})", report)


def run(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    failures: list[str] = []
    checks = 0

    def report(ok: bool, what: str) -> None:
        nonlocal checks
        checks += 1
        print(("ok   " if ok else "FAIL ") + what, flush=True)
        if not ok:
            failures.append(what)

    try:
        from PySide6.QtWidgets import QApplication

        from rules import GAME_IDS

        from .mainwindow import MainWindow

        app = QApplication.instance() or QApplication(["siembra", "--self-test"])
        _check_resources(report)
        window = MainWindow()
        window.show_dialogs = False
        window.animator.step_ms = STEP_MS
        window.show()
        rng = random.Random(20261129)
        for game_id in GAME_IDS:
            try:
                _play_game(app, window, game_id, rng, report)
            except Exception:  # noqa: BLE001 - report every game, then fail
                report(False, f"{game_id}: {traceback.format_exc()}")
        window.close()
        app.processEvents()
    except Exception:  # noqa: BLE001
        report(False, f"start-up: {traceback.format_exc()}")

    if failures:
        print(f"self-test: {len(failures)} of {checks} checks failed:", file=sys.stderr)
        for what in failures:
            print(f"  {what}", file=sys.stderr)
        return 1
    print(f"self-test: all {checks} checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(run())
