"""The words Siembra speaks: the terms of docs/glossary.md in every Spanish and Catalan message,
rules text and lesson; one mood and distinct accelerators in each menu; counts as plural
messages; no internal value on the screen; the desktop entry's keywords."""

from __future__ import annotations

import configparser
import json
import re
from pathlib import Path

import pytest

from desktop_app.i18n_tools import TRANSLATED, messages, ts_path

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "glossary.md"
COLUMN = {"es": 1, "ca": 2}


def _tables() -> list[list[list[str]]]:
    """The rows (cells) of each table of the glossary, header and rule left out."""
    tables, rows = [], []
    for line in [*GLOSSARY.read_text(encoding="utf-8").splitlines(), ""]:
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip("|").split("|")])
        elif rows:
            tables.append(rows[2:])
            rows = []
    return tables


def _words(cell: str) -> list[str]:
    return [word.strip() for word in cell.split(",") if word.strip()]


def _pattern(forms: list[str]) -> re.Pattern[str]:
    """A word of ``forms``, or its plural; a form ending in "-" is a stem."""
    alternatives = [re.escape(f[:-1]) + r"\w*" if f.endswith("-") else re.escape(f) + r"(?:s|es)?" for f in forms]
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", re.IGNORECASE)


TERMS = [(row[0], _words(row[1]), _words(row[2]), {"es": _words(row[3]), "ca": _words(row[4])})
         for row in _tables()[0]]
MOOD = {"es": [_words(row[2]) for row in _tables()[1]], "ca": [_words(row[4]) for row in _tables()[1]]}


def _plain(text: str) -> str:
    """A message as it is read, without accelerator marks, placeholders and quoted names (a field
    of a file such as "holes", a book's title)."""
    return re.sub(r'\{\w*\}|"[^"]*"|“[^”]*”|«[^»]*»', "", text.replace("&", ""))


def _unquoted(text: str) -> str:
    """The text without quotations of the sources (« ») or notation (`...`), its lines kept."""
    return re.sub(r"«[^»]*»|`[^`]*`", lambda quote: "\n" * quote.group().count("\n"), text)


def _check(language: str, english: str | None, text: str) -> list[str]:
    """What is wrong with ``text`` by the glossary; ``english``, its source, when there is one.
    A word of a "never" column is wrong in a message that names its thing, unless the message
    names another thing whose word it is (a step and a pass in one text); in any text when it
    is no thing's word."""
    text = _plain(text)
    named = [row for row in TERMS if english is not None and _pattern(_words(row[0])).search(_plain(english))]
    words_of = COLUMN[language]
    every_word = {w.lower() for row in TERMS for w in row[words_of]}
    allowed = {w.lower() for row in named for w in row[words_of]}
    wrong = []
    for row in TERMS:
        terms, words, never = row[0], row[words_of], row[3][language]
        for banned in never:
            applies = banned.lower() not in allowed if row in named else banned.lower() not in every_word
            if applies and _pattern([banned]).search(text):
                wrong.append(f"{banned!r} for {terms.split(',')[0]!r} (the glossary's word: {words[0]!r})")
        if row in named and not _pattern(words).search(text):
            wrong.append(f"no {words[0]!r} for {terms.split(',')[0]!r}")
    return wrong


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_catalogues_use_the_glossary_terms(language):
    wrong = []
    for context, source, text, _ in messages(ts_path(language)):
        for form in text.split("|"):
            wrong += [f"{context}: {source!r} -> {form!r}: {problem}" for problem in _check(language, source, form)]
    assert not wrong, f"{len(wrong)} message(s) off the glossary:\n" + "\n".join(wrong)


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_rules_texts_use_the_glossary_terms(language):
    wrong = []
    for path in sorted((ROOT / "resources" / "rules" / language).glob("*.md")):
        for number, line in enumerate(_unquoted(path.read_text(encoding="utf-8")).splitlines(), 1):
            wrong += [f"{path.name}:{number}: {problem}" for problem in _check(language, None, line)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_lessons_use_the_glossary_terms(language):
    wrong = []

    def walk(value, where):
        if isinstance(value, dict) and "en" in value and language in value:
            wrong.extend(f"{where}: {problem}" for problem in _check(language, value["en"], _unquoted(value[language])))
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(item, f"{where}/{key}")
        elif isinstance(value, list):
            for index, item in enumerate(value):
                walk(item, f"{where}/{index}")
    for path in sorted((ROOT / "resources" / "lessons").glob("*.json")):
        walk(json.loads(path.read_text(encoding="utf-8")), path.name)
    assert not wrong, "\n".join(wrong)


def test_the_glossary_check_finds_a_wrong_term():
    assert _check("es", "Where will the last seed from this hole fall?", "¿Dónde caerá la última semilla de este hoyo?")
    assert _check("ca", "&Moves panel", "Tauler de &jugades")
    assert _check("es", "pass", "paso")
    assert not _check("ca", "&Moves panel", "Plafó de &jugades")
    assert not _check("es", "pass", "pase")


# -- the desktop entry --------------------------------------------------------------------------
def test_the_desktop_keywords_keep_the_games_names():
    from rules.registry import GAMES
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(ROOT / "packaging" / "io.github.siembra.Siembra.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    english = set(entry["Keywords"].split(";"))
    assert {game.title for game in GAMES.values()} <= english
    for language in TRANSLATED:
        keywords = set(entry[f"Keywords[{language}]"].split(";"))
        assert {game.title for game in GAMES.values()} <= keywords, language
        assert {word for word in english if word[:1].isupper()} <= keywords, language


# -- no internal word on the screen -------------------------------------------------------------
# The values of the game files and of the rules model ("phase": "refill", "in_play", a direction
# "cw"): a message may show them only as what to write in a file, between quotes, or inside a
# move's notation (2B:cw, refill:1A,3A).
INTERNAL = ("refill", "play", "in_play", "to_move", "pits", "captured", "stores", "opened", "phase", "cw", "ccw")


def _internal_words(text: str, english: bool) -> list[str]:
    shown = re.sub(r'"[^"]*"|“[^”]*”|«[^»]*»|\{\{.*?\}\}|\{\w*\}|\S+:\S+', "", text)
    found = re.findall(r"\b[a-z]+_[a-z_]+\b", shown)
    if not english:
        found += [word for word in INTERNAL if re.search(rf"(?<![\w'’]){word}(?!\w)", shown)]
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_internal_word_reaches_the_screen(language):
    wrong = []
    for context, source, text, _ in messages(ts_path(language)):
        for words, shown in ((_internal_words(source, True), source), (_internal_words(text, False), text)):
            if words:
                wrong.append(f"{context}: {shown!r} shows {words}")
    assert not wrong, "\n".join(wrong)


def test_the_internal_word_check_finds_one():
    assert _internal_words("entre rondas (fase refill) los montones", english=False) == ["refill"]
    assert _internal_words("los agujeros ya rellenados (in_play), seis cada uno", english=False)
    assert not _internal_words('"phase" debe ser "play" o "refill", no {value}', english=False)
    assert not _internal_words("escribe una dirección como 2B:cw", english=False)


# -- menus: distinct accelerators, one mood ------------------------------------------------------
@pytest.fixture
def speaking(qapp, monkeypatch):
    """Installs the interface language for one test, and takes it away again."""
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    from desktop_app import i18n
    before = set(qapp.findChildren(QTranslator))
    monkeypatch.setattr(i18n, "_current", i18n.current_language())
    yield lambda language: i18n.install_translators(qapp, language)
    for translator in set(qapp.findChildren(QTranslator)) - before:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))


def _menus(window) -> dict[str, list[str]]:
    """Every menu of the window (the menu bar too) -> the texts of its items; the lessons under
    a game's name are titles, not commands, and are left out of the mood check by their menu."""
    found = {}

    def walk(name, menu):
        found[name] = [action.text() for action in menu.actions() if not action.isSeparator()]
        for action in menu.actions():
            if action.menu():
                walk(f"{name} > {action.text()}", action.menu())
    walk("menu bar", window.menuBar())
    return found


def _accelerator(text: str) -> str | None:
    match = re.search(r"&([^&])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


@pytest.mark.parametrize("language", ("en", *TRANSLATED))
def test_every_menu_has_distinct_accelerators_and_one_mood(language, speaking, make_window):
    from rules.registry import GAMES
    speaking(language)
    window, _ = make_window()
    games = {game.title for game in GAMES.values()}
    clashes, moods = [], []
    wrong_mood = {form for row in MOOD.get(language, []) for form in row}
    for name, texts in _menus(window).items():
        keys = [key for key in map(_accelerator, texts) if key]
        if len(keys) != len(set(keys)):
            clashes.append(f"{name}: {[t for t in texts if keys.count(_accelerator(t) or '') > 1]}")
        if name.rsplit(" > ", 1)[-1] in games:
            continue
        for text in texts:
            if re.split(r"[\s'’]", text.replace("&", ""))[0].lower() in wrong_mood:
                moods.append(f"{name}: {text!r}")
    assert not clashes, "accelerators used twice in a menu:\n" + "\n".join(clashes)
    assert not moods, "menu items off the menus' mood (docs/glossary.md):\n" + "\n".join(moods)


# -- counts are plural messages ----------------------------------------------------------------
# A number that counts things ("3 seeds", "the 2 left in 1B", "at most 40 files") goes through
# Qt's plural forms as %n: "B lleva la 1 que queda en 1B", "B lleva las 3 que quedan en 1B". Other
# numbers (a move's number, a round, a step of so many, a version) have other names.
COUNT_NAMES = ("count", "left", "most", "limit", "n", "k")
COUNTED = r"(?:more\s+)?(?:seed|move|hole|file|round|digit|level|byte|character|page|player|position|lesson|game)s?\b"
NOT_NUMBERS = ("game", "level", "player", "hole", "move", "name", "label", "text", "field", "target")


def _counts_without_plural(source: str) -> list[str]:
    by_name = re.findall(r"\{(" + "|".join(COUNT_NAMES) + r")\}", source)
    by_noun = [name for name in re.findall(r"\{(\w+)\}\s+" + COUNTED, source) if name not in NOT_NUMBERS]
    return sorted(set(by_name + by_noun))


def test_every_count_is_a_plural_message(fresh):
    """The messages of the code as it is now (lupdate's): none puts a count into its text."""
    wrong = [f"{context}: {source!r} counts with {names}" for context, source, _, _ in messages(fresh["es"])
             if (names := _counts_without_plural(source))]
    assert not wrong, f"{len(wrong)} message(s) put a count into the text (use %n):\n" + "\n".join(wrong)


def test_the_count_check_finds_one():
    assert _counts_without_plural("{player} takes the {count} left in {hole} to the {target}") == ["count"]
    assert _counts_without_plural("{name} holds {files} files") == ["files"]
    assert not _counts_without_plural("{player} takes the %n left in {hole} to the {target}")
    assert not _counts_without_plural("Move {number} of {total}: {move}.")


@pytest.mark.parametrize(("language", "one", "three"), [
    ("en", "B takes the 1 seed left in 1B to the store", "B takes the 3 seeds left in 1B to the store"),
    ("es", "B lleva 1 semilla, la que queda en 1B, al almacén", "B lleva las 3 semillas que quedan en 1B al almacén"),
    ("ca", "B porta 1 llavor, la que queda a 1B, al magatzem", "B porta les 3 llavors que queden a 1B al magatzem"),
])
def test_a_count_agrees_with_its_number(speaking, language, one, three):
    from desktop_app.board.choreography import Frame
    from desktop_app.showing.narration import narrate
    from rules.events import Take
    speaking(language)
    said = [narrate(Frame({}, None, frozenset(), (Take("B", "1B", n, "store"),))) for n in (1, 3)]
    assert said == [one, three]


# -- Qt's own dialogs ----------------------------------------------------------------------------
def _dialog_texts(qtbot, mode) -> set[str]:
    """Every text a user can meet in Qt's file dialog: labels, buttons, tool tips, column
    headers, context menu items."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QAbstractItemView, QFileDialog, QWidget
    dialog = QFileDialog(None, "", str(ROOT / "docs"))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(mode)
    qtbot.addWidget(dialog)
    dialog.show()
    texts = {action.text() for action in dialog.findChildren(QAction)}
    for widget in dialog.findChildren(QWidget):
        for getter in ("text", "toolTip", "accessibleName", "placeholderText"):
            value = getattr(widget, getter, None)
            if callable(value) and isinstance(text := value(), str):
                texts.add(text)
        if isinstance(widget, QAbstractItemView) and widget.model():
            model = widget.model()
            texts |= {str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())}
    dialog.close()
    return {text for text in texts if re.search(r"[A-Za-z]{2}", text)}


@pytest.mark.parametrize("language", TRANSLATED)
def test_qt_file_dialogs_speak_the_language(qtbot, speaking, language):
    from PySide6.QtWidgets import QFileDialog
    modes = (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave)
    english = {mode: _dialog_texts(qtbot, mode) for mode in modes}
    assert "Files of &type:" in english[modes[0]]
    speaking(language)
    for mode in modes:
        left = english[mode] & _dialog_texts(qtbot, mode)
        assert not left, f"English in Qt's file dialog in {language}: {sorted(left)}"


def test_the_qt_supplements_are_compiled_from_their_sources(qapp):
    from PySide6.QtCore import QTranslator

    from desktop_app.i18n_tools import supplements
    assert supplements()
    for path in supplements():
        translator = QTranslator()
        assert translator.load(str(path.with_suffix(".qm")))
        for context, source, text, _ in messages(path):
            assert translator.translate(context, source) == text, (path.name, source)
