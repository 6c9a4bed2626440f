"""Where Siembra keeps its files, and the user's settings.

Paths come from platformdirs, so they are where each platform expects them (and tests can move
them by setting HOME / XDG_* variables: platformdirs reads them at every call). Settings are a
JSON file of Siembra's own in the config folder (``siembra.json``), for the same reason: one
place, chosen by platformdirs, that a test or a teacher can find. It is read as every file is
(rules.safe_input) and written as every file is (safe_output), and no value in it is anything
but JSON until settings_schema has checked it. An INI file of an earlier Siembra (QSettings',
``siembra.ini``) is read once, as text, by Siembra's own reader, and never by Qt, which would
turn ``@Variant(...)`` into objects, recursively, before any check.

The settings are read before the first frame, and importing platformdirs would delay it
noticeably (docs/performance.md, "Start-up to the first frame"): on Linux the config folder is
found as platformdirs finds it (the XDG rule, checked against platformdirs by
tests/test_gui_window.py), and platformdirs is imported when another folder is asked for.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from rules.messages import excerpt, excerpt_path

from .i18n import context, rules_message
from .settings_schema import MAX_RECENT, SCHEMA, check, is_path, read

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
    its default (a list keeps its usable entries), and the problem is told once (``report_to``).
    A config folder or settings file that cannot be used (a file in the folder's place, no
    permission, a pipe as the file, not JSON) leaves Siembra working on the defaults, kept in
    memory until Siembra is closed and never written there."""

    DEFAULTS: ClassVar[dict[str, Any]] = {key: setting.default for key, setting in SCHEMA.items() if "/" not in key}

    def __init__(self, path: Path | None = None, legacy: Path | None = None) -> None:
        path = path or config_dir() / SETTINGS_FILE
        self._path = path
        self._values: dict = {}  # as stored: decoded JSON, checked only when a setting is read
        self._memory = False  # the values are kept while Siembra runs, not written
        self._problems: list[str] = []
        self._report: Callable[[str], None] | None = None
        self._told: set[str] = set()
        reason = _unusable(path)
        if reason is None and os.path.lexists(path):
            reason = self._load()
        elif reason is None:
            self._migrate(legacy or path.with_name(LEGACY_FILE))
        if reason is not None:
            self._memory = True
            self._tell(SettingsFile.tr("The settings cannot be kept in {path}: {reason}. Siembra uses its defaults "
                                     "and keeps changes until it is closed.").format(path=excerpt_path(str(path)), reason=reason))

    def _load(self) -> str | None:
        """Read the settings file; why it cannot be used, or None."""
        # The file reader (with json), imported when there is a file: a fresh profile has none.
        from rules.safe_input import InputError, parse_json, read_text_file
        try:
            values = parse_json(read_text_file(self._path, MAX_SETTINGS_BYTES), lone_surrogates=True)
        except InputError as err:
            return rules_message(err)
        if not isinstance(values, dict):
            return SettingsFile.tr("it is not a settings file Siembra can read")
        self._values = values
        return None

    def _migrate(self, legacy: Path) -> None:
        """The settings of an INI file an earlier Siembra wrote, if there is one, each value
        checked as any stored value is; written at once to the settings file. The INI file is
        left as it was (an earlier Siembra may still read it)."""
        if not os.path.lexists(legacy):
            return
        from rules.safe_input import InputError, read_text_file
        try:
            stored, dropped = read_ini(read_text_file(legacy, MAX_SETTINGS_BYTES))
        except InputError as err:
            self._tell(SettingsFile.tr("The settings of {path} were not taken over: {reason}").format(
                path=excerpt_path(str(legacy)), reason=rules_message(err)))
            return
        for key in dropped:
            self._tell(SettingsFile.tr("The setting {key} of {path} was left out: it is not plain text").format(
                key=excerpt(key), path=excerpt_path(str(legacy))))
        for key, raw in stored.items():
            if key in SCHEMA:
                value, problem = read(key, raw)
                if problem is None or value != SCHEMA[key].default:
                    self._values[key] = value
                if problem is not None:
                    self._tell_problem(key, value, problem)
        self._save()  # even with nothing usable: taken over once, not at every start

    @property
    def path(self) -> Path:
        return self._path

    @property
    def saved(self) -> bool:
        """Whether the settings are written to their file (False: kept in memory only)."""
        return not self._memory

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

    def get(self, key: str):
        if key not in self._values:
            return SCHEMA[key].default
        value, problem = check(key, self._values[key])
        if problem is not None:
            self._tell_problem(key, value, problem)
        return value

    def _tell_problem(self, key: str, value, problem) -> None:
        if key not in self._told:
            # Told once while Siembra runs: the file keeps the value until the setting is changed, so that a
            # hand-edited file is not rewritten behind the user's back.
            self._told.add(key)
            text = (SettingsFile.tr("{problem}; the default is used instead.") if value == SCHEMA[key].default
                    else SettingsFile.tr("{problem}; it is left out."))
            self._tell(text.format(problem=rules_message(problem)))

    def set(self, key: str, value) -> None:
        if key not in SCHEMA:
            raise KeyError(key)
        self._told.discard(key)
        self._values[key] = value
        self._save()

    def _save(self) -> None:
        if self._memory:
            return
        import json  # the settings file's writer: not before the first frame of a fresh profile

        from .safe_output import OutputError, write_file
        try:
            # ASCII: a path that is not valid text (a lone surrogate) is written as an escape,
            # and dropped alone when it is read back.
            write_file(self._path, json.dumps(self._values, indent=1, sort_keys=True) + "\n")
        except OutputError as err:
            # A full disk or a file made read-only since the start: Siembra goes on with the settings in memory.
            self._tell(SettingsFile.tr("The settings could not be saved ({reason}); the changes last until Siembra "
                                       "is closed.").format(reason=rules_message(err)))

    def add_recent(self, path: str) -> list[str]:
        """Put ``path`` first in the recent games, unless it cannot be kept as text (a file name
        that is not UTF-8): the file opens, and the list stays as it was."""
        if not is_path(path):
            return self.get("recent")
        recent = [path] + [p for p in self.get("recent") if p != path]
        self.set("recent", recent[:MAX_RECENT])
        return self.get("recent")

    def remove_recent(self, path: str) -> None:
        self.set("recent", [p for p in self.get("recent") if p != path])


SETTINGS_FILE = "siembra.json"
LEGACY_FILE = "siembra.ini"  # QSettings' INI, as Siembra wrote its settings before


def read_ini(text: str) -> tuple[dict[str, str], list[str]]:
    """The values of an INI file as QSettings writes it, each as the text it holds: sections
    ``[name]`` (``General`` is none), keys %-encoded, values quoted or not with C escapes. A
    value QSettings would turn into an object (``@Variant(...)``, ``@ByteArray(...)``) or a list
    (a comma outside quotes) is not text: its key is in the second list, and its value is never
    read. One pass over the text, linear in its length."""
    # Loaded by then, but named by no import before the first frame (as crash.py's logging).
    from urllib.parse import unquote

    values: dict[str, str] = {}
    dropped: list[str] = []
    section = ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            name = unquote(line[1:-1])
            section = "" if name.lower() == "general" else name + "/"
            continue
        key, equals, raw = line.partition("=")
        key = section + unquote(key.strip())
        if not equals:
            continue
        value = _ini_value(raw.strip())
        if value is None:
            dropped.append(key)
        else:
            values[key] = value
    return values, dropped


_INI_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
                "\"": "\"", "'": "'", "\\": "\\", "?": "?", ";": ";", ",": ","}


def _ini_value(raw: str) -> str | None:
    """The text of one INI value, or None if it is not plain text (see ``read_ini``)."""
    if raw.startswith("@") and not raw.startswith("@@"):
        return None
    if raw.startswith("@@"):
        raw = raw[1:]
    out: list[str] = []
    quoted, i = False, 0
    while i < len(raw):
        c = raw[i]
        if c == '"':
            quoted = not quoted
        elif c == "\\" and i + 1 < len(raw):
            i += 1
            c = raw[i]
            if c == "x":  # \xHHHH: one UTF-16 unit
                digits = ""
                while i + 1 < len(raw) and len(digits) < 4 and raw[i + 1] in "0123456789abcdefABCDEF":
                    i += 1
                    digits += raw[i]
                out.append(chr(int(digits or "0", 16)))
            elif c in "01234567":  # \ooo
                digits = c
                while i + 1 < len(raw) and len(digits) < 3 and raw[i + 1] in "01234567":
                    i += 1
                    digits += raw[i]
                out.append(chr(int(digits, 8)))
            else:
                out.append(_INI_ESCAPES.get(c, c))
        elif c == "," and not quoted:
            return None  # a list to QSettings
        else:
            out.append(c)
        i += 1
    return "".join(out)


# A settings file is a few hundred bytes; one far larger is not Siembra's, and would be read
# before the first frame.
MAX_SETTINGS_BYTES = 1_000_000


def _unusable(path: Path) -> str | None:
    """Why the settings file ``path`` cannot be used, or None: a pipe in its place would keep
    the start waiting for ever, a file that cannot be written would lose every change."""
    try:
        os.makedirs(path.parent, exist_ok=True)
        usable = os.access(path.parent, os.W_OK | os.X_OK)
    except (OSError, ValueError):
        usable = False
    if not usable:
        # Refused with its reason by rules.safe_input, imported only then (as in _load).
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
