"""Fixtures for the teaching features' tests: a main window with ``install`` applied, and the
user's folders moved into a temporary directory (platformdirs reads HOME and XDG_* each time)."""

from __future__ import annotations

import pytest

from desktop_app.mainwindow import MainWindow
from desktop_app.settings import Settings
from desktop_app.teaching import install


def user_dirs_env(root) -> dict:
    return {"HOME": str(root), "XDG_DATA_HOME": str(root / "data"), "XDG_CONFIG_HOME": str(root / "config"),
            "XDG_DOCUMENTS_DIR": str(root / "documents")}


@pytest.fixture
def user_dirs(tmp_path, monkeypatch):
    root = tmp_path / "user"
    for key, value in user_dirs_env(root).items():
        monkeypatch.setenv(key, value)
    return root


@pytest.fixture
def make_window(qtbot, user_dirs):
    """Builds installed windows; each closes at the end of the test (as a clean exit would).
    ``ask`` answers the offer to resume a game left behind (default: no)."""
    def make(ask=lambda record: False):
        window = MainWindow()
        window.show_dialogs = False
        window.animator.step_ms = 1
        qtbot.addWidget(window)
        teaching = install(window, Settings())
        teaching.offer_resume(ask)
        window.show()
        return window, teaching
    return make


@pytest.fixture
def installed(make_window):
    window, teaching = make_window()
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    return window, teaching


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.board_settled and not window.thinker.thinking, timeout=10000)
