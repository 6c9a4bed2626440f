"""The rules model's messages, written for people and translatable without Qt.

Every error the model raises carries its English ``template`` and the ``fields`` that fill it, so
the app can show it in the user's language. ``QT_TRANSLATE_NOOP`` only marks a template: Qt's
lupdate finds the marker by its name, so the templates reach the app's translators in the
context "Rules" while this package never imports Qt.
"""
from __future__ import annotations

CONTEXT = "Rules"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    return text


class RulesError(ValueError):
    """An error with a translatable message: ``template.format(**fields)``. A field may itself be
    a RulesError (the reason inside a record error), translated the same way."""

    def __init__(self, template: str, **fields):
        super().__init__(template.format(**fields))
        self.template = template
        self.fields = fields

    def translated(self, translate) -> str:
        """The message through ``translate(context, text)``, fields included."""
        fields = {k: v.translated(translate) if isinstance(v, RulesError) else v for k, v in self.fields.items()}
        return translate(CONTEXT, self.template).format(**fields)
