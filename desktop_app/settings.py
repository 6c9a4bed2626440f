"""Where Siembra keeps its files, and the user's settings.

Paths come from platformdirs, so they are where each platform expects them (and tests can move
them by setting HOME / XDG_* variables: platformdirs reads them at every call). Settings are a
QSettings INI file in the config folder rather than Qt's default location, for the same reason:
one place, chosen by platformdirs, that a test or a teacher can find.

The settings are read before the first frame, and importing platformdirs would delay it
noticeably (docs/performance.md, "Start-up to the first frame"): on Linux the config folder is
found as platformdirs finds it (the XDG rule, checked against platformdirs by
tests/test_gui_window.py), and platformdirs is imported when another folder is asked for.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QSettings

from rules.messages import excerpt_path

from .i18n import context, rules_message
from .settings_schema import MAX_RECENT, SCHEMA, read

APP = "Siembra"
RECORD_SUFFIX = ".siembra"

SettingsFile = context("SettingsFile")


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
    """Typed access to the persistent settings; every value has a default.

    Every stored value is read against ``settings_schema``: one that cannot be used gives way to
    its default, and the problem is told once (``report_to``). A config folder or settings file
    that cannot be used (a file in the folder's place, no permission, a pipe as the file) leaves
    Siembra working on the defaults, kept in memory until Siembra is closed and never written there."""

    DEFAULTS = {key: setting.default for key, setting in SCHEMA.items() if "/" not in key}

    def __init__(self, path: Path | None = None) -> None:
        path = path or config_dir() / "siembra.ini"
        self._path = path
        self._memory: dict[str, str] | None = None  # the values while Siembra runs, when the file cannot be used
        self._problems: list[str] = []
        self._report: Callable[[str], None] | None = None
        self._told: set[str] = set()
        reason = _unusable(path)
        if reason is None:
            self._qs = QSettings(str(path), QSettings.Format.IniFormat)
            if self._qs.status() != QSettings.Status.NoError:
                reason = SettingsFile.tr("it is not a settings file Siembra can read")
        if reason is not None:
            self._memory = {}
            self._tell(SettingsFile.tr("The settings cannot be kept in {path}: {reason}. Siembra uses its defaults "
                                     "and keeps changes until it is closed.").format(path=excerpt_path(str(path)), reason=reason))

    @property
    def path(self) -> Path:
        return self._path

    @property
    def saved(self) -> bool:
        """Whether the settings are written to their file (False: kept in memory only)."""
        return self._memory is None

    def report_to(self, report: Callable[[str], None]) -> None:
        """Give every problem found, and from now on each new one, to ``report`` (the window)."""
        self._report = report
        problems, self._problems = self._problems, []
        for text in problems:
            report(text)

    def _tell(self, text: str) -> None:
        if self._report is None:
            self._problems.append(text)
        else:
            self._report(text)

    def _raw(self, key: str):
        if self._memory is not None:
            return self._memory.get(key)
        return self._qs.value(key)

    def get(self, key: str):
        value, problem = read(key, self._raw(key))
        if problem is not None and key not in self._told:
            # Told once while Siembra runs: the file keeps the value until the setting is changed, so that a
            # hand-edited file is not rewritten behind the user's back.
            self._told.add(key)
            text = (SettingsFile.tr("{problem}; the default is used instead.") if value == SCHEMA[key].default
                    else SettingsFile.tr("{problem}; it is left out."))
            self._tell(text.format(problem=rules_message(problem)))
        return value

    def set(self, key: str, value) -> None:
        if key not in SCHEMA:
            raise KeyError(key)
        import json
        text = json.dumps(value)
        self._told.discard(key)
        if self._memory is not None:
            self._memory[key] = text
            return
        self._qs.setValue(key, text)
        self._qs.sync()
        if self._qs.status() != QSettings.Status.NoError:
            # A full disk or a file made read-only since the start: Siembra goes on with the settings in memory.
            self._tell(SettingsFile.tr("The settings could not be saved in {path}; the changes last until Siembra is closed.")
                       .format(path=excerpt_path(str(self._path))))

    def add_recent(self, path: str) -> list[str]:
        recent = [path] + [p for p in self.get("recent") if p != path]
        self.set("recent", recent[:MAX_RECENT])
        return self.get("recent")

    def remove_recent(self, path: str) -> None:
        self.set("recent", [p for p in self.get("recent") if p != path])


# A settings file is a few hundred bytes; one far larger is not Siembra's, and QSettings would
# read all of it before the first frame.
MAX_SETTINGS_BYTES = 1_000_000


def _unusable(path: Path) -> str | None:
    """Why the settings file ``path`` cannot be used, or None. QSettings reads and writes it
    without checking what it is: a pipe in its place would keep the start waiting for ever."""
    import stat
    try:
        os.makedirs(path.parent, exist_ok=True)
        usable = os.access(path.parent, os.W_OK | os.X_OK)
    except (OSError, ValueError):
        usable = False
    if not usable:
        # Refused with its reason by rules.safe_input, imported only then: it imports json,
        # which a usual start does not wait for.
        from rules.safe_input import InputError, ensure_folder
        try:
            ensure_folder(path.parent)
        except InputError as err:
            return rules_message(err)
    try:
        status = os.stat(path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as err:  # ValueError: a NUL character in the path
        return getattr(err, "strerror", None) or str(err)
    if not stat.S_ISREG(status.st_mode):
        return SettingsFile.tr("it is not an ordinary file")
    if status.st_size > MAX_SETTINGS_BYTES:
        return SettingsFile.tr("it is far too large to be Siembra's")
    if not os.access(path, os.R_OK | os.W_OK):
        return SettingsFile.tr("it cannot be read and written")
    return None
