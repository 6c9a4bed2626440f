"""Where Siembra keeps its files, and the user's settings.

Paths come from platformdirs, so they are where each platform expects them (and tests can move
them by setting HOME / XDG_* variables: platformdirs reads them at every call). Settings are a
QSettings INI file in the config folder rather than Qt's default location, for the same reason:
one place, chosen by platformdirs, that a test or a teacher can find.

The settings are read before the first frame, and importing platformdirs took about 7 ms of it:
on Linux the config folder is found as platformdirs finds it (the XDG rule, checked against
platformdirs by tests/test_gui_window.py), and platformdirs is imported when another folder is asked for.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QSettings

APP = "Siembra"
RECORD_SUFFIX = ".siembra"
MAX_RECENT = 8


def data_dir() -> Path:
    import platformdirs
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def _linux_config_home() -> str | None:
    """$XDG_CONFIG_HOME, else ~/.config, as platformdirs has it on Linux; None where the rule is
    not that simple (another system, Android, no absolute HOME): platformdirs decides there."""
    if sys.platform != "linux" or "ANDROID_ROOT" in os.environ:
        return None
    xdg = os.environ.get("XDG_CONFIG_HOME", "")
    if os.path.isabs(xdg):
        return xdg
    if os.path.isabs(os.environ.get("HOME", "")):
        return os.path.expanduser("~/.config")
    return None


def config_dir() -> Path:
    base = _linux_config_home()
    if base is not None:
        return Path(base, APP)
    import platformdirs
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def documents_dir() -> Path:
    import platformdirs
    return Path(platformdirs.user_documents_dir())


def user_lessons_dir() -> Path:
    return data_dir() / "lessons"


def autosave_path() -> Path:
    return data_dir() / "autosave" / f"current{RECORD_SUFFIX}"


class Settings:
    """Typed access to the persistent settings; every value has a default."""

    DEFAULTS = {
        "language": "",            # "" follows the system
        "theme": "wood",           # "wood" or "classroom" (see looks.py)
        "colour_blind": False,
        "font_scale": 1.0,
        "reduced_motion": False,
        "speed": 55,
        "path_overlay": False,
        "seats": {},
        "recent": [],
        "geometry": "",            # the main window's size and place (Qt's saveGeometry, base64)
        "analysis_seconds": 0.5,   # the game analysis's search time per position
    }

    def __init__(self, path: Path | None = None) -> None:
        path = path or config_dir() / "siembra.ini"
        path.parent.mkdir(parents=True, exist_ok=True)
        self._qs = QSettings(str(path), QSettings.Format.IniFormat)

    @property
    def path(self) -> Path:
        return Path(self._qs.fileName())

    def get(self, key: str):
        default = self.DEFAULTS[key]
        raw = self._qs.value(key)
        if raw is None:
            return default
        # INI files keep strings only: values are stored as JSON and read back by type. (json is
        # imported here: a first start, with every setting at its default, needs none of it.)
        import json
        try:
            value = json.loads(raw)
        except (TypeError, ValueError):
            return default
        if isinstance(default, float) and isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        return value if type(value) is type(default) else default

    def set(self, key: str, value) -> None:
        if key not in self.DEFAULTS:
            raise KeyError(key)
        import json
        self._qs.setValue(key, json.dumps(value))
        self._qs.sync()

    def add_recent(self, path: str) -> list[str]:
        recent = [path] + [p for p in self.get("recent") if p != path]
        self.set("recent", recent[:MAX_RECENT])
        return self.get("recent")
