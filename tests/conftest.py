import os
import sys
import tempfile

import pytest

from gui_helpers import new_window, user_dirs_env

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Settings, autosaves and user lessons of the app under test go to a throwaway home, never into
# the real user's folders (platformdirs and QSettings read these variables).
_home = tempfile.mkdtemp(prefix="siembra-test-home-")
os.environ["HOME"] = _home
for name, sub in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                  ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state")):
    os.environ[name] = os.path.join(_home, sub)


@pytest.fixture(scope="session", autouse=True)
def english(qapp):
    """The interface in English, as the app starts it: with the plural forms of its counting
    messages ("1 seed", "2 seeds")."""
    from desktop_app.i18n import install_translators
    install_translators(qapp, "en")


@pytest.fixture(scope="session")
def fresh(tmp_path_factory):
    """The .ts files lupdate makes from the sources as they are now, by language."""
    from desktop_app.i18n_tools import lupdate
    return {path.stem.split("_")[1]: path for path in lupdate(tmp_path_factory.mktemp("ts"))}


@pytest.fixture(autouse=True)
def interface_font_restored(qapp):
    """The interface font as the app started, after each test: a look's text size (classroom
    mode's, Larger text) is the whole application's."""
    yield
    from desktop_app.board.looks import interface_font
    qapp.setFont(interface_font())


@pytest.fixture(params=["en", "es", "ca"])
def language(request, qapp):
    """Each interface language in turn, its catalogue installed for the test."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from desktop_app.resources import translations_dir
    translator = QTranslator()
    if request.param != "en":
        assert translator.load(f"siembra_{request.param}", str(translations_dir()))
        QCoreApplication.installTranslator(translator)
    yield request.param
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def window(qtbot):
    """The main window, shown, for the GUI tests."""
    w = new_window(qtbot)
    w.show()
    return w


@pytest.fixture
def user_dirs(tmp_path, monkeypatch):
    """The user's folders, for one test, in a temporary directory."""
    root = tmp_path / "user"
    for key, value in user_dirs_env(root).items():
        monkeypatch.setenv(key, value)
    return root


@pytest.fixture
def make_window(qtbot, user_dirs):
    """Builds windows with the teaching features installed; each closes at the end of the test
    (as a clean exit would). ``ask`` answers the offer to resume a game left behind (default: no)."""
    from desktop_app.features import install

    def make(ask=lambda record: False):
        window = new_window(qtbot)
        teaching = install(window)
        window.start_autosave(ask)
        window.show()
        return window, teaching
    return make


@pytest.fixture
def installed(make_window):
    window, teaching = make_window()
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    return window, teaching


@pytest.fixture(autouse=True)
def no_endgame_tables(monkeypatch):
    """No test builds endgame tables unless it turns building on (a build takes the processor for
    half a minute), and none stay in use after a test."""
    from desktop_app import settings_schema
    from desktop_app.settings import Settings
    setting = settings_schema.SCHEMA["build_tables"]
    monkeypatch.setitem(settings_schema.SCHEMA, "build_tables", setting._replace(default=False))
    monkeypatch.setitem(Settings.DEFAULTS, "build_tables", False)
    yield
    if "rules.tables" in sys.modules:
        sys.modules["rules.tables"].use(None)
