"""Help > About Siembra: the version, the licence, and credit to the people and places the
five games were learned from, and to the software Siembra is built with."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rules.version import version as rules_version

from .components import components, licence_folder
from .shell import app_icon

LICENCE = "GPL-3.0-or-later"
LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"
HOMEPAGE = "https://siembra.github.io/"


class AboutDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.version = rules_version()
        self.setWindowTitle(self.tr("About Siembra"))
        tabs = QTabWidget()
        tabs.addTab(self._about_page(), self.tr("About"))
        self.credits = QTextBrowser()
        self.credits.setOpenExternalLinks(True)
        self.credits.setHtml(self._credits_html())
        self.credits.setAccessibleName(self.tr("Credits"))
        tabs.addTab(self.credits, self.tr("Credits"))
        self.about_qt = QPushButton(self.tr("About Qt"))
        self.about_qt.clicked.connect(QApplication.aboutQt)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.about_qt, QDialogButtonBox.ButtonRole.HelpRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(buttons)
        self.resize(560, 460)

    def _about_page(self) -> QWidget:
        page = QWidget()
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(QSize(96, 96)))
        version_line = self.tr("Version {version}").format(version=self.version)
        summary = self.tr("Play, teach and study five traditional two-row mancala games.")
        licence_name = self.tr("GNU General Public License")
        licence = self.tr("Siembra is free software: you can share and change it under the terms of the "
                          "{licence}, version 3 or any later version ({spdx}). It comes with no warranty.")
        link = f'<a href="{LICENCE_URL}">{escape(licence_name)}</a>'
        self.text = QLabel(
            f"<h2>Siembra</h2><p>{escape(version_line)}</p><p>{escape(summary)}</p>"
            f"<p>{escape(licence).format(licence=link, spdx=LICENCE)}</p>"
            f'<p><a href="{HOMEPAGE}">{HOMEPAGE}</a></p>')
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        row = QHBoxLayout(page)
        row.addWidget(icon, 0)
        row.addWidget(self.text, 1)
        return page

    def _credits_html(self) -> str:
        games = [
            ("Leb Bbut Ahbochen", self.tr(
                "Played by the Black Amazigh communities of Zagora and Taghbalt, in the Drâa valley of "
                "south-east Morocco. Siembra follows a Spanish description, whose author is not named, "
                "of what the informants of the village of Taghbalt explained.")),
            ("Bakuk", self.tr(
                "Played by the shepherds of the Jbala region, in the western Rif of northern Morocco. "
                "First documented by the Catalan researcher Víktor Bautista i Roca in 2009, who learned "
                "it from Anuar; Siembra's text is a Catalan version of the article “Bakuk” on Mancala World.")),
            ("Djenon-aboure", self.tr(
                "Played by the Abouré people of south-eastern Côte d'Ivoire, around Bonoua and "
                "Grand-Bassam. First recorded by the Spanish researcher Jordi Climent Tondo in 2012; "
                "Siembra's text is a Spanish version of the article “Djenon Aboure” on Mancala World.")),
            ("Tihbat", self.tr(
                "Played by the children of the province of Taourirt, in north-eastern Morocco. The "
                "educator Lalo Kinast wrote it down in Flix, Catalonia, in 2006, and passed it on to "
                "Víktor Bautista i Roca; Siembra's text is a Catalan version of the article “Tihbat” on "
                "Mancala World.")),
            ("Bechi", self.tr(
                "Played by the Kunama people of Eritrea, after a Spanish description that refers to the "
                "historian Richard Pankhurst, author of “Gabata and Related Board Games of Ethiopia and "
                "the Horn of Africa” (Ethiopia Observer, 1971).")),
        ]
        listed = components()
        version = {c.name: c.version for c in listed}
        built_with = self.tr(
            "Siembra is built with Qt {qt} and PySide6 {pyside} (The Qt Company, LGPL-3.0), "
            "Python {python}, numpy {numpy} and platformdirs {platformdirs}.").format(
            qt=version["Qt"], pyside=version["PySide6"], python=version["Python"],
            numpy=version["numpy"], platformdirs=version["platformdirs"])
        # Each component with its version and licence (SPDX), and in a bundle where their texts are.
        software = "".join(f"<li><b>{escape(c.name)}</b> {escape(c.version)} ({escape(c.licence)})</li>"
                           for c in listed)
        folder = licence_folder()
        where = "" if folder is None else (
            f'<p><a href="{escape(folder.as_uri())}">{escape(str(folder))}</a></p>')
        games_heading = self.tr("The games")
        thanks = self.tr("Siembra is grateful to the people who play these games and to those who "
                         "wrote their rules down.")
        software_heading = self.tr("Software")
        parts = [f"<h3>{escape(games_heading)}</h3><p>{escape(thanks)}</p>"]
        parts += [f"<p><b>{escape(name)}</b>: {escape(text)}</p>" for name, text in games]
        parts.append(f"<h3>{escape(software_heading)}</h3><p>{escape(built_with)}</p><ul>{software}</ul>")
        parts.append(where)
        return "".join(parts)


def show_about(parent=None) -> AboutDialog:
    """Help > About Siembra: the dialog, open over ``parent`` (window-modal, not waited for)."""
    dialog = AboutDialog(parent)
    dialog.open()
    return dialog
