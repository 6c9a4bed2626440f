"""The interface in Spanish and Catalan: every message of the .ts files is translated, the .ts
files hold exactly the strings the code has now (this fails whenever a string is added or
changed: run ``make translations`` and translate), the .qm files are compiled from them, and
the language is chosen from --lang, the settings or the system."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from desktop_app import i18n
from desktop_app.teaching.narration import tr as narration_tr
from desktop_app.i18n_tools import TRANSLATED, lupdate, messages, ts_path

@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """The .ts files lupdate makes from the sources as they are now."""
    return {path.stem.split("_")[1]: path for path in lupdate(tmp_path_factory.mktemp("ts"))}


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_translated(language):
    found = messages(ts_path(language))
    assert found
    todo = [f"{context}: {source!r}" for context, source, text, kind in found if kind == "unfinished" or not text.strip()]
    assert not todo, f"{len(todo)} message(s) to translate in siembra_{language}.ts:\n" + "\n".join(todo)


@pytest.mark.parametrize("language", TRANSLATED)
def test_translations_keep_every_placeholder(language):
    wrong = []
    for context, source, text, _ in messages(ts_path(language)):
        if sorted(re.findall(r"\{\w*\}|%\d", source)) != sorted(re.findall(r"\{\w*\}|%\d", text)):
            wrong.append(f"{context}: {source!r} -> {text!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_ts_files_hold_exactly_the_strings_of_the_code(language, fresh):
    committed = {(c, s) for c, s, _, _ in messages(ts_path(language))}
    current = {(c, s) for c, s, _, _ in messages(fresh[language])}
    assert not current - committed, f"new strings, run `make translations`: {sorted(current - committed)}"
    assert not committed - current, f"strings gone from the code, run `make translations`: {sorted(committed - current)}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_qm_translates_like_its_ts(language, qapp):
    translator = QTranslator()
    assert translator.load(str(ts_path(language).with_suffix(".qm")))
    forms: dict = {}
    for context, source, text, _ in messages(ts_path(language)):
        forms.setdefault((context, source), []).append(text)
    for (context, source), texts in forms.items():
        if "%n" in source:  # Spanish and Catalan: one seed, any other number of seeds
            assert [translator.translate(context, source, None, n) for n in (1, 2, 5)] == [texts[0], texts[1], texts[1]]
        else:
            assert texts == [translator.translate(context, source)], (context, source)


def test_the_interface_is_in_spanish_with_its_translator(qapp):
    translator = QTranslator()
    assert translator.load(str(ts_path("es").with_suffix(".qm")))
    QCoreApplication.installTranslator(translator)
    try:
        from desktop_app.window.mainwindow import MainWindow
        window = MainWindow()
        menus = [action.text() for action in window.menuBar().actions()]
        window.deleteLater()
        assert menus[:2] == ["&Partida", "&Editar"]
        assert narration_tr("game over") == "fin de la partida"
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize(("requested", "saved", "system", "chosen"), [
    ("ca", "es", "en_US", "ca"),       # --lang first
    (None, "es", "ca_ES", "es"),       # then the settings
    (None, "", "ca_ES", "ca"),         # then the system
    ("de", "fr", "de_DE", "en"),       # English when none is spoken by Siembra
    ("es_MX", None, "en", "es"),
])
def test_the_language_comes_from_the_option_the_settings_or_the_system(monkeypatch, requested, saved, system, chosen):
    monkeypatch.setattr(i18n, "system_language", lambda: i18n.normalise(system) or i18n.DEFAULT)
    assert i18n.choose_language(requested, saved) == chosen
