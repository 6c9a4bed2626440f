"""What every setting may hold: its type, range and default, checked without Qt.

The settings file is the user's (or anyone's) to edit, so each value is read against its
schema: a value of the wrong type or out of range gives way to the default (or, in a list,
the entries that are usable), together with a ``SettingProblem`` that names the setting and
quotes at most a short excerpt of the value, for the window to show.
"""
from __future__ import annotations

import math
import re
from collections import namedtuple

from rules import GAME_IDS, GameOptionError, get_game
from rules.levels import LEVEL_NAMES, LEVELS
from rules.messages import QT_TRANSLATE_NOOP, RulesError, counting, excerpt_plain, excerpt_value

CONTEXT = "Settings"
Settings = counting(CONTEXT)  # marks the counting messages for lupdate

# The values the app offers (its language menu, themes, seat levels, text-size and thinking-time
# ranges); tests/test_settings_schema.py checks them against the modules that offer them.
LANGUAGES = ("en", "es", "ca")
THEMES = ("wood", "classroom")
SEAT_LEVELS = ("human", *LEVELS)
PLAYERS = ("B", "A", "C")
TEXT_SCALE = (0.8, 2.5)
SPEED = (0, 100)
PANEL_WIDTH = (160, 1200)
THINKING_SECONDS = (0.1, 30.0)
DEFAULT_THINKING = 1.0
ANALYSIS_SECONDS = (0.1, 10.0)  # the analysis's time per position (rules.analysis.DEFAULT_SECONDS by default)
DEFAULT_ANALYSIS = 0.5
MAX_RECENT = 8
MAX_PATH_CHARS = 4096
MAX_GEOMETRY_CHARS = 4096  # Qt's saved geometry is some 70 bytes, written in base64
MAX_RAW_CHARS = 100_000  # a stored value, as text: eight paths and a geometry fit many times over
# Compiled by re when a geometry is first checked (and kept in its cache), not before the first frame.
_BASE64 = r"[A-Za-z0-9+/]*={0,2}"


class SettingProblem(RulesError):
    """Why a stored setting was not used as it is; translated in the context "Settings"."""

    context = CONTEXT


class SettingName(RulesError):
    """A setting's name in plain words, translated with the message that names it."""

    context = CONTEXT


class LevelName(RulesError):
    """A computer level's name, translated as the app's menus and dialogs have it."""

    context = "Levels"


# ``check(setting, value)`` returns the value to use for a stored one or raises SettingProblem;
# for a list or a dict it may return (the usable part, the problem). A namedtuple, not a
# dataclass: the settings are read before the first frame, and dataclasses imports inspect.
Setting = namedtuple("Setting", "name default check")


def _problem(setting: Setting, template: str, value, **fields) -> SettingProblem:
    return SettingProblem(template, name=setting.name, value=excerpt_plain(value), **fields)


def _flag(setting: Setting, value):
    if not isinstance(value, bool):
        raise _problem(setting, QT_TRANSLATE_NOOP("Settings", "{name} must be true or false, not {value}"), value)
    return value


def _number(low: float, high: float):
    def check(setting: Setting, value):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not (
                math.isfinite(value) and low <= value <= high):
            raise _problem(setting, QT_TRANSLATE_NOOP("Settings", "{name} must be a number from {low} to {high}, not {value}"),
                           value, low=low, high=high)
        return float(value)
    return check


def _whole(low: int, high: int):
    def check(setting: Setting, value):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise _problem(setting, QT_TRANSLATE_NOOP("Settings", "{name} must be a whole number from {low} to {high}, not {value}"),
                           value, low=low, high=high)
        return value
    return check


def _one_of(allowed: tuple):
    def check(setting: Setting, value):
        if not isinstance(value, str) or value not in allowed:
            raise _problem(setting, QT_TRANSLATE_NOOP("Settings", "{name} must be one of {allowed}, not {value}"),
                           value, allowed=", ".join(a or '""' for a in allowed))
        return value
    return check


def _seats(setting: Setting, value):
    if not isinstance(value, dict):
        raise _problem(setting, QT_TRANSLATE_NOOP("Settings", "{name} must give each player a seat, such as {example}, not {value}"),
                       value, example='{"A": "medium"}')
    usable = {p: s for p, s in value.items() if p in PLAYERS and s in SEAT_LEVELS}
    if len(usable) < len(value):
        bad = next(p for p in value if p not in usable)
        return usable, SettingProblem(QT_TRANSLATE_NOOP("Settings", "{name}: {player} has the seat {value}, which Siembra does not have"),
                                      name=setting.name, player=excerpt_plain(bad), value=excerpt_value(value[bad]))
    return usable


def _recent(setting: Setting, value):
    if not isinstance(value, list):
        raise _problem(setting, QT_TRANSLATE_NOOP("Settings", "{name} must be a list of file paths, not {value}"), value)
    usable = [p for p in value if is_path(p)]
    bad = [p for p in value if not is_path(p)]
    if bad:
        return usable[:MAX_RECENT], SettingProblem(QT_TRANSLATE_NOOP("Settings", "{name} holds {value}, which is not a file path"),
                                                   name=setting.name, value=excerpt_value(bad[0]))
    if len(usable) > MAX_RECENT:
        return usable[:MAX_RECENT], SettingProblem(
            Settings.tr("{name} holds %n file(s); {allowed}", "", len(usable)), name=setting.name, n=len(usable),
            allowed=SettingProblem(Settings.tr("it keeps at most %n", "", MAX_RECENT), n=MAX_RECENT))
    return usable


def is_path(value) -> bool:
    """Whether ``value`` is a path the recent list keeps: text (no lone surrogate, which a file
    name that is not UTF-8 becomes in Python), without NUL, at most MAX_PATH_CHARS long."""
    if not (isinstance(value, str) and 0 < len(value) <= MAX_PATH_CHARS and "\0" not in value):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _geometry(setting: Setting, value):
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY_CHARS or not re.fullmatch(_BASE64, value):
        raise _problem(setting, QT_TRANSLATE_NOOP("Settings", "{name} is not a saved window size and place: {value}"), value)
    return value


START_MODES = ("computer", "together", "watch")


def _start_choice(setting: Setting, value):
    """The start page's last choice: {"game", "options", "mode", "level"}, or {} for none; the
    options are whole numbers but for the first player ("B", "A", "C" or "random")."""
    if value == {}:
        return value
    if not (isinstance(value, dict) and set(value) == {"game", "options", "mode", "level"}
            and value["game"] in GAME_IDS and value["mode"] in START_MODES and value["level"] in LEVELS
            and isinstance(value["options"], dict)
            and all(value["options"][k] in (*PLAYERS, "random") if k == "first" else isinstance(v, int) and not isinstance(v, bool)
                    for k, v in value["options"].items())):
        raise _problem(setting, QT_TRANSLATE_NOOP("Settings", "{name} is not a choice of game the start page can offer: {value}"), value)
    try:
        get_game(value["game"], **value["options"])
    except GameOptionError as err:
        raise SettingProblem(QT_TRANSLATE_NOOP("Settings", "{name}: {reason}"), name=setting.name, reason=err) from None
    return value


def _schema() -> dict[str, Setting]:
    def name(text: str) -> SettingName:
        return SettingName(text)

    schema = {
        "language": Setting(name(QT_TRANSLATE_NOOP("Settings", "The language")), "", _one_of(("", *LANGUAGES))),
        "theme": Setting(name(QT_TRANSLATE_NOOP("Settings", "The theme")), "wood", _one_of(THEMES)),
        "colour_blind": Setting(name(QT_TRANSLATE_NOOP("Settings", "The colour-blind setting")), False, _flag),
        "font_scale": Setting(name(QT_TRANSLATE_NOOP("Settings", "The text size")), 1.0, _number(*TEXT_SCALE)),
        "reduced_motion": Setting(name(QT_TRANSLATE_NOOP("Settings", "The reduced-motion setting")), False, _flag),
        "speed": Setting(name(QT_TRANSLATE_NOOP("Settings", "The animation speed")), 55, _whole(*SPEED)),
        "path_overlay": Setting(name(QT_TRANSLATE_NOOP("Settings", "The sowing-path setting")), False, _flag),
        "seats": Setting(name(QT_TRANSLATE_NOOP("Settings", "The saved seats")), {}, _seats),
        "recent": Setting(name(QT_TRANSLATE_NOOP("Settings", "The list of recent games")), [], _recent),
        "geometry": Setting(name(QT_TRANSLATE_NOOP("Settings", "The window's size and place")), "", _geometry),
        "panel_width": Setting(name(QT_TRANSLATE_NOOP("Settings", "The side panel's width")), 300, _whole(*PANEL_WIDTH)),
        "start": Setting(name(QT_TRANSLATE_NOOP("Settings", "The last choice on the start page")), {}, _start_choice),
        "analysis_seconds": Setting(name(QT_TRANSLATE_NOOP("Settings", "The analysis's time per position")),
                                    DEFAULT_ANALYSIS, _number(*ANALYSIS_SECONDS)),
        "build_tables": Setting(name(QT_TRANSLATE_NOOP("Settings", "The endgame tables setting")), True, _flag),
    }
    for level in LEVELS:
        schema[f"thinking/{level}"] = Setting(
            SettingName(QT_TRANSLATE_NOOP("Settings", "The thinking time of the {level} level"), level=LevelName(LEVEL_NAMES[level])),
            DEFAULT_THINKING, _number(*THINKING_SECONDS))
    return schema


SCHEMA = _schema()


def check(key: str, value) -> tuple[object, SettingProblem | None]:
    """The value to use for the setting ``key`` stored as ``value`` (decoded), and the problem
    found with it, if any: the default (or a list's usable part) when the value cannot be used.
    A key that is not a setting is a KeyError: a program's mistake, not the file's."""
    setting = SCHEMA[key]
    try:
        result = setting.check(setting, value)
    except SettingProblem as problem:
        return setting.default, problem
    return result if isinstance(result, tuple) else (result, None)


def read(key: str, raw) -> tuple[object, SettingProblem | None]:
    """``check`` for a value as the settings file stores it: JSON text, or None when absent."""
    setting = SCHEMA[key]
    if raw is None:
        return setting.default, None
    if not isinstance(raw, str) or len(raw) > MAX_RAW_CHARS:
        return setting.default, _problem(setting, QT_TRANSLATE_NOOP("Settings", "{name} is not a stored value Siembra can read: {value}"),
                                         raw if isinstance(raw, str) else type(raw).__name__)
    # Imported here: a start with every setting at its default parses no JSON (as settings.py).
    from rules.safe_input import InputError, parse_json

    try:
        value = parse_json(raw)
    except InputError as err:
        return setting.default, SettingProblem(QT_TRANSLATE_NOOP("Settings", "{name} cannot be read: {reason}"),
                                               name=setting.name, reason=err)
    return check(key, value)
