"""The rules model's messages, written for people and translatable without Qt.

Every error the model raises carries its English ``template`` and the ``fields`` that fill it, so
the app can show it in the user's language. ``QT_TRANSLATE_NOOP`` only marks a template: Qt's
lupdate finds the marker by its name, so the templates reach the app's translators in the
context "Rules" while this package never imports Qt.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

CONTEXT = "Rules"
EXCERPT_CHARS = 40  # the most of a bad value that a message quotes


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    return text


def counting(context: str) -> Any:  # a class made here, whose tr() the checker cannot see
    """A marker for the counting templates of ``context``: ``Rules = counting("Rules")``, then
    ``Rules.tr("at most %n seed(s)", "", n)`` returns the template, which lupdate files as a
    plural message of "Rules" ("1 seed", "2 seeds"); the error is given the count as ``n``."""
    return type(context, (), {"tr": staticmethod(lambda text, disambiguation="", n=-1: text)})


def with_count(text: str, n: int) -> str:
    """A counting template in English without a translator: "%n seed(s)" -> "1 seed", "2 seeds"."""
    return text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


Rules = counting(CONTEXT)


class RulesError(ValueError):
    """An error with a translatable message: ``template.format(**fields)``. A field may itself be
    a RulesError (the reason inside a record error), translated the same way. ``context`` is the
    translation context the template is filed under. A counting template (``%n``) has its count
    in the field ``n``."""

    context = CONTEXT

    def __init__(self, template: str, **fields: Any):
        self.template = template
        self.fields = fields
        super().__init__(self._counted(template).format(**fields))

    def _counted(self, text: str) -> str:
        return with_count(text, self.fields["n"]) if "%n" in text and "n" in self.fields else text

    def translated(self, translate: Callable[..., str]) -> str:
        """The message through ``translate(context, text)``, or ``translate(context, text, None, n)``
        for a counting one (Qt's plural forms), fields included."""
        fields = {k: v.translated(translate) if isinstance(v, RulesError) else v for k, v in self.fields.items()}
        if "n" in self.fields:
            return self._counted(translate(self.context, self.template, None, self.fields["n"])).format(**fields)
        return translate(self.context, self.template).format(**fields)


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """At most ``limit`` characters of ``text`` (then an ellipsis), with characters that cannot
    be shown or printed (controls, lone surrogates) written as escapes: a message quotes a bad
    value without growing with it, and prints on any terminal."""
    head = "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text[:limit])
    return head + "…" if len(text) > limit else head


def excerpt_path(path: str, limit: int = 2 * EXCERPT_CHARS) -> str:
    """A path as ``excerpt`` has a text, but keeping its end (where the names that matter are)."""
    if len(path) <= limit:
        return excerpt(path, limit)
    return "…" + excerpt(path[-limit:], limit)


def excerpt_value(value: object, limit: int = EXCERPT_CHARS) -> str:
    """A decoded JSON value as JSON, cut to ``limit`` characters like ``excerpt``: only as much of
    a long list or a deep nest is written out as the excerpt shows."""
    pieces, length = [], 0
    for piece in _json_pieces(value, limit):
        pieces.append(piece)
        length += len(piece)
        if length > limit:
            break
    return excerpt("".join(pieces), limit)


def excerpt_plain(value: object, limit: int = EXCERPT_CHARS) -> str:
    """A text as ``excerpt`` has it, without quotes; any other value as ``excerpt_value``."""
    return excerpt(value, limit) if isinstance(value, str) else excerpt_value(value, limit)


def _json_pieces(value: object, limit: int) -> Iterator[str]:
    import json  # only when a message is written

    if isinstance(value, dict):
        yield "{"
        for i, (key, item) in enumerate(value.items()):
            yield (", " if i else "") + json.dumps(str(key)[:limit], ensure_ascii=False) + ": "
            yield from _json_pieces(item, limit)
        yield "}"
    elif isinstance(value, (list, tuple)):
        yield "["
        for i, item in enumerate(value):
            if i:
                yield ", "
            yield from _json_pieces(item, limit)
        yield "]"
    elif isinstance(value, str):
        yield json.dumps(value[:limit + 1], ensure_ascii=False)
    elif isinstance(value, int) and value.bit_length() > 4 * limit:
        # too long to write out (Python refuses to beyond 4300 digits): its size instead
        yield f"{'-' if value < 0 else ''}{int(value.bit_length() * 0.30103) + 1}-digit number"  # within one digit
    elif value is None or isinstance(value, (int, float)):
        yield json.dumps(value)
    else:  # not a JSON value: its kind, never a Python repr
        yield f"<{type(value).__name__}>"
