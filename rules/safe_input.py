"""Reading files and JSON that may be damaged or hostile: checked before they are parsed.

A file is read only if it is a regular file (a symbolic link is followed only to one), no
larger than a limit, and UTF-8 text with or without a byte-order mark. JSON is parsed only if
it nests no deeper than ``MAX_DEPTH``, writes no number with more than ``MAX_INT_DIGITS``
digits, holds only finite numbers and only text that can be written back as UTF-8. Every
refusal is an ``InputError`` whose message quotes at most a short excerpt of the bad value, so
that no value can make a message, or the window showing it, grow without bound.
"""
from __future__ import annotations

import json
import math
import os
import re
import stat
from typing import Any, BinaryIO, NoReturn, TypeAlias

from .messages import QT_TRANSLATE_NOOP, Rules, RulesError, excerpt, excerpt_path

# Records, lessons and settings nest three or four levels; JSON's own parser recurses once per
# level and gives up, with a RecursionError, near a thousand.
MAX_DEPTH = 32
# Counts, plies and round numbers have a few digits; Python refuses to read more than 4300
# and takes time quadratic in the digits up to there.
MAX_INT_DIGITS = 20

# A value as json.loads gives it. The members of an object or a list are JSON values too, typed
# Any so that a reader narrows each with isinstance as it checks it.
JSON: TypeAlias = dict[str, Any] | list[Any] | str | int | float | bool | None
# A file's path as the callers hold it: text or a pathlib.Path
StrPath: TypeAlias = str | os.PathLike[str]

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
# Escapes first, then strings: two patterns without nested repetition, so that no text (a run
# of escaped quotes, a string never closed) makes them backtrack; both run in linear time.
_ESCAPE = re.compile(r"\\.", re.DOTALL)
_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_PAIR = re.compile(r"[\[{][\]}]")
_TOO_DEEP = re.compile(r"[\[{]{%d}" % (MAX_DEPTH + 1))


class InputError(RulesError):
    """A file or a text that Siembra refuses to read; the message says why in plain words."""


class FileError(InputError):
    """A file that is not read: not a regular file, too large, unreadable, or not UTF-8 text."""


class JsonError(InputError):
    """Text that is not JSON Siembra reads: a syntax error, too deep, too long a number, a
    number that is not finite, or text that is not valid Unicode."""


def read_text_file(path: StrPath, limit: int) -> str:
    """The text of the regular file ``path``, at most ``limit`` bytes; FileError says why not.

    The file is checked before it is opened (a FIFO would block the reader, a device never
    ends), opened without blocking in case one has been put in its place since, and checked
    again once open."""
    name = excerpt(os.path.basename(os.fspath(path)) or os.fspath(path))
    try:
        status = os.stat(path)
    except ValueError:  # a NUL character in the path
        raise _bad_name(name) from None
    except OSError as err:
        raise _unreadable(name, err) from None
    _check_regular(status, name, limit)
    try:
        fd = os.open(path, _OPEN_FLAGS)
        with os.fdopen(fd, "rb") as f:
            _check_regular(os.fstat(fd), name, limit)
            data = f.read(limit + 1)
    except OSError as err:
        raise _unreadable(name, err) from None
    return decode_text(data, name, limit)


def _bad_name(name: str) -> FileError:
    return FileError(QT_TRANSLATE_NOOP("Rules", "{name} is not a file name that can be opened"), name=name)


def _unreadable(name: str, err: OSError) -> FileError:
    return FileError(QT_TRANSLATE_NOOP("Rules", "{name} cannot be read: {detail}"),
                     name=name, detail=err.strerror or type(err).__name__)


def read_text_stream(stream: BinaryIO, limit: int, name: str = "-") -> str:
    """The text of a binary stream (standard input), at most ``limit`` bytes, checked like a file's."""
    return decode_text(stream.read(limit + 1), name, limit)


def _check_regular(status: os.stat_result, name: str, limit: int) -> None:
    if stat.S_ISDIR(status.st_mode):
        raise FileError(QT_TRANSLATE_NOOP("Rules", "{name} is a folder, not a file"), name=name)
    if not stat.S_ISREG(status.st_mode):
        raise FileError(QT_TRANSLATE_NOOP("Rules", "{name} is not an ordinary file (it is a pipe, a device or a socket)"),
                        name=name)
    _check_size(status.st_size, name, limit)


def _check_size(size: int, name: str, limit: int) -> None:
    if size > limit:
        raise FileError(Rules.tr("{name} is too large: a file of this kind has at most %n byte(s)", "", limit), name=name, n=limit)


def decode_text(data: bytes, name: str, limit: int) -> str:
    """``data`` as UTF-8 text, a byte-order mark dropped; FileError if too long or not UTF-8."""
    _check_size(len(data), name, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise FileError(QT_TRANSLATE_NOOP("Rules", "{name} is not UTF-8 text (byte {offset} is not valid)"),
                        name=name, offset=err.start + 1) from None


def parse_json(text: str, lone_surrogates: bool = False) -> JSON:
    """The value of the JSON ``text``, within the limits above; JsonError says why not.
    ``lone_surrogates``: a lone surrogate escape is let through, for a reader that checks every
    text entry by entry (the settings: one bad path drops that path, not the whole file)."""
    _check_depth(text)
    try:
        value: JSON = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_refuse_constant)
    except json.JSONDecodeError as err:
        raise JsonError(QT_TRANSLATE_NOOP("Rules", "the text is not valid JSON: {detail} (line {line}, column {column})"),
                        detail=_syntax(err.msg), line=err.lineno, column=err.colno) from None
    # Only an escape can write a lone surrogate in text decoded from UTF-8 (which cannot hold one)
    if "\\u" in text and not lone_surrogates:
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as err:
            raise JsonError(QT_TRANSLATE_NOOP("Rules", "the JSON holds {value}, half of a character, which is not text"),
                            value=excerpt(err.object[err.start:err.end])) from None
    return value


class JsonSyntax(RulesError):
    """What the JSON parser found wrong, in words that are translated (json's own are English)."""


# json's messages, by how they begin, in Siembra's words
_SYNTAX = (
    ("Expecting value", QT_TRANSLATE_NOOP("Rules", "a value was expected")),
    ("Expecting property name", QT_TRANSLATE_NOOP("Rules", "a name in double quotes was expected")),
    ("Expecting ':'", QT_TRANSLATE_NOOP("Rules", "a colon was expected")),
    ("Expecting ','", QT_TRANSLATE_NOOP("Rules", "a comma was expected")),
    ("Unterminated string", QT_TRANSLATE_NOOP("Rules", "a text in quotes is not closed")),
    ("Invalid control character", QT_TRANSLATE_NOOP("Rules", "a text in quotes holds a control character")),
    ("Invalid \\uXXXX", QT_TRANSLATE_NOOP("Rules", "\\u is not followed by four hexadecimal digits")),
    ("Invalid \\escape", QT_TRANSLATE_NOOP("Rules", "a backslash is followed by a letter that is not an escape")),
    ("Extra data", QT_TRANSLATE_NOOP("Rules", "more follows the end of the value")),
    ("Illegal trailing comma", QT_TRANSLATE_NOOP("Rules", "a comma is followed by no value")),
)


def _syntax(message: str) -> JsonSyntax:
    template = next((words for start, words in _SYNTAX if message.startswith(start)),
                    QT_TRANSLATE_NOOP("Rules", "its syntax is not JSON's"))
    return JsonSyntax(template)


def _check_depth(text: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH, before the parser recurses into it, in time linear in
    the text (each step below is one pass of a pattern that cannot backtrack, and there are at
    most MAX_DEPTH + 1 passes). With escapes, strings and everything but brackets removed, more than MAX_DEPTH brackets opened in a row are too deep;
    otherwise each pass removes the innermost pairs: a text nested k deep is empty after k
    passes, save brackets never closed, which nest too."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", _ESCAPE.sub("", text)))
    passes = MAX_DEPTH + 1 if _TOO_DEEP.search(brackets) else 0
    while brackets and passes <= MAX_DEPTH:
        fewer = _PAIR.sub("", brackets)
        if fewer == brackets:
            break
        brackets, passes = fewer, passes + 1
    if passes + brackets.count("[") + brackets.count("{") > MAX_DEPTH:
        raise JsonError(Rules.tr("the JSON is nested more than %n level(s) deep", "", MAX_DEPTH), n=MAX_DEPTH)


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        count = len(digits.lstrip("-"))
        raise JsonError(Rules.tr("the JSON holds a number of %n digit(s) ({value}); {allowed}", "", count), n=count,
                        value=excerpt(digits, 12),
                        allowed=JsonError(Rules.tr("at most %n are allowed", "", MAX_INT_DIGITS), n=MAX_INT_DIGITS))
    return int(digits)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        _refuse_constant(text)
    return value


def _refuse_constant(text: str) -> NoReturn:
    raise JsonError(QT_TRANSLATE_NOOP("Rules", "the JSON holds {value}, which is not a finite number"),
                    value=excerpt(text, 12))


def ensure_folder(path: StrPath) -> None:
    """Make the folder ``path`` (and its parents) if it is missing; FileError if it cannot be
    made or is not a folder Siembra may write in (a file in its place, no permission)."""
    name = excerpt_path(os.fspath(path))
    try:
        os.makedirs(path, exist_ok=True)
    except FileExistsError:  # something that is not a folder, at the path or above it
        raise FileError(QT_TRANSLATE_NOOP("Rules", "{name} is a file, not a folder"), name=name) from None
    except OSError as err:
        raise FileError(QT_TRANSLATE_NOOP("Rules", "the folder {name} cannot be made: {detail}"),
                        name=name, detail=err.strerror or type(err).__name__) from None
    except ValueError:
        raise _bad_name(name) from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise FileError(QT_TRANSLATE_NOOP("Rules", "the folder {name} cannot be written to"), name=name)


def set_aside(path: StrPath) -> str:
    """Rename a file that could not be read (a damaged autosave) out of the way, keeping it for a
    look: ``NAME.damaged``, or ``NAME.damaged-2`` and on if that is taken. Returns the new path;
    FileError if it cannot be renamed."""
    path = os.fspath(path)
    for number in range(1, 1000):
        target = f"{path}.damaged" + (f"-{number}" if number > 1 else "")
        if not os.path.lexists(target):
            break  # else the last name is reused: a thousand damaged files are enough to keep
    try:
        os.replace(path, target)
    except OSError as err:
        raise FileError(QT_TRANSLATE_NOOP("Rules", "{name} cannot be set aside: {detail}"),
                        name=excerpt_path(path), detail=err.strerror or type(err).__name__) from None
    return target


def load_json_file(path: StrPath, limit: int) -> JSON:
    """``parse_json(read_text_file(path, limit))``: a file's JSON value, or an InputError."""
    return parse_json(read_text_file(path, limit))
