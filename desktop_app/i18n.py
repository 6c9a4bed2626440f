"""The interface language: chosen by --lang, else the settings, else the system; English otherwise.

Two translators are installed: the app's own (resources/translations/siembra_<lang>.qm) and
Qt's (qtbase_<lang>.qm: the standard buttons, file dialogs and context menus), and after them
the app's supplement to Qt's (qt_supplement_<lang>.qm), for the strings of Qt's dialogs that
Qt's catalogue lacks: the last installed is asked first. English, the
language of the source texts, has the app's alone, for the plural forms of the counting
messages ("%n seed(s)": "1 seed", "2 seeds"). The language is
fixed for the life of the process: the board's widgets take their texts when they are built, so
a change in the settings applies at the next start.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from rules.messages import RulesError

from .resources import translations_dir

# Language code -> its own name, as shown in the settings (never translated).
LANGUAGES = {"en": "English", "es": "Español", "ca": "Català"}
DEFAULT = "en"

_current = DEFAULT


def normalise(code: str | None) -> str | None:
    """'es_ES', 'ca-ES', 'CA' -> 'es', 'ca', 'ca'; None for a language Siembra does not speak."""
    if not code:
        return None
    base = code.replace("-", "_").split("_")[0].lower()
    return base if base in LANGUAGES else None


def system_language() -> str:
    for name in QLocale.system().uiLanguages():
        code = normalise(name)
        if code:
            return code
    return DEFAULT


def choose_language(requested: str | None = None, saved: str | None = None) -> str:
    """--lang wins, then the saved setting, then the system's languages in order of preference."""
    return normalise(requested) or normalise(saved) or system_language()


def install_translators(app: QCoreApplication, language: str) -> str:
    """Install the app's and Qt's translators for ``language``; returns the language in use."""
    global _current
    _current = normalise(language) or DEFAULT
    # Numbers and Qt's own dialogs follow the interface language, not only the system's.
    QLocale.setDefault(QLocale(_current))
    catalogues = [("siembra", str(translations_dir()))]
    if _current != DEFAULT:
        from PySide6.QtCore import QLibraryInfo  # Qt's Python type, made for another language than English
        catalogues.append(("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
        catalogues.append(("qt_supplement", str(translations_dir())))
    for name, folder in catalogues:
        translator = QTranslator(app)
        if translator.load(f"{name}_{_current}", folder):
            app.installTranslator(translator)
    return _current


def context(name: str):
    """A translation context for code outside a QObject: ``Files = context("Files")``, then
    ``Files.tr("text")``, or ``Files.tr("%n file(s)", "", n)`` for a count. pyside6-lupdate files
    a ``Name.tr("...")`` call under ``Name``, while a bare module-level ``tr("...")`` would be
    filed under the empty context."""
    return type(name, (), {"tr": staticmethod(
        lambda text, disambiguation=None, n=-1: QCoreApplication.translate(name, text, disambiguation, n))})


def current_language() -> str:
    """The language the interface was started in (rules texts and lessons follow it)."""
    return _current


def rules_message(err: Exception) -> str:
    """An error of the rules model in the interface language (its templates are in the .ts files
    under the context "Rules"); any other error as it is."""
    if isinstance(err, RulesError):
        return err.translated(QCoreApplication.translate)
    return str(err)
