"""The interface in Spanish and Catalan: every message of the .ts files is translated, the .ts
files hold exactly the strings the code has now (this fails whenever a string is added or
changed: run ``make translations`` and translate), the .qm files are compiled from them, and
the language is chosen from --lang, the settings or the system."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from desktop_app import i18n
from desktop_app.i18n_tools import PLURAL_ONLY, TRANSLATED, messages, ts_path
from desktop_app.showing.narration import move_name
from desktop_app.showing.narration import tr as narration_tr

EVERY = TRANSLATED + PLURAL_ONLY

@pytest.mark.parametrize("language", EVERY)
def test_every_message_is_translated(language):
    found = messages(ts_path(language))
    assert found
    todo = [f"{context}: {source!r}" for context, source, text, kind in found if kind == "unfinished" or not text.strip()]
    assert not todo, f"{len(todo)} message(s) to translate in siembra_{language}.ts:\n" + "\n".join(todo)


@pytest.mark.parametrize("language", EVERY)
def test_translations_keep_every_placeholder(language):
    wrong = []
    for context, source, text, _ in messages(ts_path(language)):
        for form in text.split("|") if "%n" in source else [text]:  # each plural form has them all
            if sorted(re.findall(r"\{\w*\}|%\d|%n", source)) != sorted(re.findall(r"\{\w*\}|%\d|%n", form)):
                wrong.append(f"{context}: {source!r} -> {form!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("language", EVERY)
def test_the_ts_files_hold_exactly_the_strings_of_the_code(language, fresh):
    committed = {(c, s) for c, s, _, _ in messages(ts_path(language))}
    current = {(c, s) for c, s, _, _ in messages(fresh[language])}
    assert not current - committed, f"new strings, run `make translations`: {sorted(current - committed)}"
    assert not committed - current, f"strings gone from the code, run `make translations`: {sorted(committed - current)}"


@pytest.mark.parametrize("language", EVERY)
def test_the_compiled_qm_translates_like_its_ts(language, qapp):
    translator = QTranslator()
    assert translator.load(str(ts_path(language).with_suffix(".qm")))
    for context, source, text, _ in messages(ts_path(language)):
        if "%n" in source:  # one and more than one (the forms of English, Spanish and Catalan)
            assert [translator.translate(context, source, None, n) for n in (1, 2)] == text.split("|"), (context, source)
        else:
            assert translator.translate(context, source) == text, (context, source)


def test_english_holds_the_counting_messages_alone(fresh):
    english = messages(ts_path("en"))
    assert english and all("%n" in source for _, source, _, _ in english)
    counting = {(c, s) for c, s, _, _ in messages(fresh["es"]) if "%n" in s}
    assert {(c, s) for c, s, _, _ in english} == counting


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "1 move", "2 moves"), ("es", "1 jugada", "2 jugadas"), ("ca", "1 jugada", "2 jugades"),
])
def test_a_count_of_one_is_singular_in_every_language(qapp, language, one, two):
    translator = QTranslator()
    assert translator.load(str(ts_path(language).with_suffix(".qm")))
    QCoreApplication.installTranslator(translator)
    try:
        def resume(n):
            return QCoreApplication.translate("Autosave", "Siembra did not close normally last time. Resume the "
                                              "game of {game} where it was (%n move(s))?", None, n)
        assert f"({one})?" in resume(1) and f"({two})?" in resume(2)
        assert QCoreApplication.translate("", "{player} puts %n seed(s) into the store", None, 1).endswith(
            {"en": "1 seed into the store", "es": "1 semilla en el almacén", "ca": "1 llavor al magatzem"}[language])
    finally:
        QCoreApplication.removeTranslator(translator)


def test_english_is_installed_for_its_plural_forms(qapp):
    from desktop_app.window.accessible import describe_hole

    class Hole:
        label, closed, selected, legal, hinted, opened = "3B", False, False, True, False, False
        count = 1
    before = list(qapp.findChildren(QTranslator))
    assert i18n.install_translators(qapp, "en") == "en"
    try:
        assert describe_hole(Hole) == "3B, 1 seed, can be played"
        Hole.count = 6
        assert describe_hole(Hole) == "3B, 6 seeds, can be played"
    finally:
        for translator in set(qapp.findChildren(QTranslator)) - set(before):
            QCoreApplication.removeTranslator(translator)


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


def test_a_pass_and_a_refill_are_named_in_the_interface_language(qtbot, qapp):
    from test_gui_window import bechi_refill_game

    from desktop_app.window.mainwindow import MainWindow
    from rules import Move
    translator = QTranslator()
    assert translator.load(str(ts_path("ca").with_suffix(".qm")))
    QCoreApplication.installTranslator(translator)
    try:
        assert move_name(Move.from_notation("pass")) == "passo"
        assert move_name(Move.from_notation("refill:3A,1A")) == "ompliment de 1A, 3A"
        assert move_name(Move.from_notation("2B:cw")) == "2B:cw"
        game, moves, state = bechi_refill_game()
        refill = str(game.legal_moves(state)[0])
        window = MainWindow()
        qtbot.addWidget(window)
        window.record.start_from(game, None, moves=[*moves, refill])
        row = window.move_list.topLevelItem(len(moves) + 1)
        assert row.text(2) == move_name(Move.from_notation(refill)) and row.text(2).startswith("ompliment de")
        window.close()
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
