"""Help > About: the version from the installed metadata, the licence with its link, credit to
each game's documented sources and to Qt, and Qt's own About box."""

from __future__ import annotations

import platform
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import qVersion

from desktop_app.about import LICENCE_URL, show_about

ROOT = Path(__file__).resolve().parent.parent


def test_about_shows_version_and_licence(qtbot):
    dialog = show_about()
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    text = dialog.text.text()
    assert f"Version {version('siembra')}" in text
    with open(ROOT / "pyproject.toml", "rb") as fh:
        project = tomllib.load(fh)["project"]
    assert version("siembra") == project["version"]
    assert project["license"] in text and "GNU General Public License" in text
    assert f'href="{LICENCE_URL}"' in text and dialog.text.openExternalLinks()


def test_credits_name_each_games_sources_and_qt(qtbot):
    dialog = show_about()
    qtbot.addWidget(dialog)
    credits = dialog.credits.toPlainText()
    for game in ("Leb Bbut Ahbochen", "Bakuk", "Djenon-aboure", "Tihbat", "Bechi"):
        assert f"{game}:" in credits
    for source in ("Taghbalt", "Víktor Bautista i Roca", "Anuar", "Jordi Climent Tondo", "Lalo Kinast",
                   "Flix", "Richard Pankhurst", "Ethiopia Observer", "Mancala World"):
        assert source in credits
    assert f"Qt {qVersion()}" in credits and f"PySide6 {pyside_version}" in credits
    assert "/work" not in credits and "seeds" not in credits.lower()


def test_about_qt_button(qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication
    shown = []
    # Qt's own box is modal and waits: the test sees that the button asks for it.
    monkeypatch.setattr(QApplication, "aboutQt", lambda: shown.append(True))
    dialog = show_about()
    qtbot.addWidget(dialog)
    assert dialog.about_qt.text() == "About Qt"
    dialog.about_qt.click()
    assert shown == [True]


def test_help_about_in_the_window_opens_the_about_box(window, qtbot):
    from desktop_app.about import AboutDialog
    window.actions["about"].trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None and dialog.isVisible() and dialog.parent() is window
    dialog.close()


def test_the_window_has_the_app_icon(window, qapp):
    from desktop_app import shell
    shell.identify(qapp)
    shell.set_icon(qapp)
    assert not window.windowIcon().isNull()
    assert window.windowIcon().cacheKey() == qapp.windowIcon().cacheKey()


def test_credits_list_each_component_with_its_version_and_licence(qtbot):
    """Every component Siembra redistributes, with a real version: no '?' (the bundle once said
    "numpy ?", its metadata left behind)."""
    from desktop_app.components import components
    dialog = show_about()
    qtbot.addWidget(dialog)
    credits = dialog.credits.toPlainText()
    listed = components()
    names = [c.name for c in listed]
    assert names[:7] == ["Siembra", "Python", "Qt", "PySide6", "shiboken6", "numpy", "platformdirs"]
    if sys.platform.startswith("linux"):
        assert names[7:] == ["ICU"]  # the wheel's own, beside Qt
    for component in listed:
        assert component.version != "?" and component.version[0].isdigit(), component
        assert f"{component.name} {component.version} ({component.licence})" in credits
    assert f"numpy {version('numpy')}" in credits and platform.python_version() in credits


def test_a_bundle_links_the_folder_of_its_licence_texts(qtbot, monkeypatch, tmp_path):
    from desktop_app.components import LICENCE_FOLDER
    plain = show_about()
    qtbot.addWidget(plain)
    assert "file://" not in plain.credits.toHtml()  # installed from a wheel: each distribution has its own
    (tmp_path / LICENCE_FOLDER).mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    dialog = show_about()
    qtbot.addWidget(dialog)
    folder = tmp_path / LICENCE_FOLDER
    assert f'href="{folder.as_uri()}"' in dialog.credits.toHtml() and str(folder) in dialog.credits.toPlainText()
