"""Shared by the GUI tests (their fixtures are in conftest.py)."""


def new_window(qtbot):
    """A main window with near-instant animation and no modal dialogs, closed after the test."""
    from desktop_app.window.mainwindow import MainWindow

    window = MainWindow()
    window.show_dialogs = False
    window.animator.step_ms = 1
    qtbot.addWidget(window)
    return window


def settle(qtbot, window):
    """Wait until the board has finished animating and no computer player is thinking."""
    qtbot.waitUntil(lambda: window.board_settled and not window.thinker.thinking, timeout=10000)


def user_dirs_env(root) -> dict:
    """The user's folders moved under ``root`` (platformdirs reads HOME and XDG_* each time)."""
    return {"HOME": str(root), "XDG_DATA_HOME": str(root / "data"), "XDG_CONFIG_HOME": str(root / "config"),
            "XDG_DOCUMENTS_DIR": str(root / "documents")}


def record_hand_overs(monkeypatch) -> list[tuple[bool, float]]:
    """Every ``time.sleep`` from now on, as (on the GUI thread, seconds), the real sleep still
    done. The computer's work polls ``desktop_app.window.players.yielding``, whose sleep(0)
    hands the interpreter lock to the GUI thread: how long the window then waits at most is
    bench/responsiveness.py's measure."""
    import threading
    import time

    calls: list[tuple[bool, float]] = []
    sleep = time.sleep

    def recorded(seconds: float) -> None:
        calls.append((threading.current_thread() is threading.main_thread(), seconds))
        sleep(seconds)

    monkeypatch.setattr(time, "sleep", recorded)
    return calls
