"""The Preferences dialog: language, theme, palette, motion and text size."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QFormLayout, QLabel, QVBoxLayout

from ..i18n import LANGUAGES
from ..settings import Settings
from .dialogs import dialog_buttons

TEXT_SCALES = (0.85, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)


class PreferencesDialog(QDialog):
    def __init__(self, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox()
        self.language.addItem(self.tr("As the system"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.theme = QComboBox()
        self.theme.addItem(self.tr("Wood"), "wood")
        self.theme.addItem(self.tr("Light, high contrast (for projectors)"), "classroom")
        self.colour_blind = QCheckBox(self.tr("Colours safe for colour-blind players"))
        self.reduced_motion = QCheckBox(self.tr("Reduce motion: moves appear at once (stepping still works)"))
        self.overlay = QCheckBox(self.tr("Show the path of each move (numbered drops and arrows)"))
        self.text_size = QComboBox()
        for scale in TEXT_SCALES:
            self.text_size.addItem(f"{round(scale * 100)} %", scale)
        note = QLabel(self.tr("A new language is used from the next start of Siembra."))
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Language"), self.language)
        form.addRow("", note)
        form.addRow(self.tr("Theme"), self.theme)
        form.addRow(self.tr("Text size"), self.text_size)
        form.addRow("", self.colour_blind)
        form.addRow("", self.reduced_motion)
        form.addRow("", self.overlay)
        buttons = dialog_buttons(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._load(settings)

    def _load(self, s: Settings) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(s.get("language"))))
        self.theme.setCurrentIndex(max(0, self.theme.findData(s.get("theme"))))
        scale = s.get("font_scale")
        self.text_size.setCurrentIndex(min(range(len(TEXT_SCALES)), key=lambda i: abs(TEXT_SCALES[i] - scale)))
        self.colour_blind.setChecked(s.get("colour_blind"))
        self.reduced_motion.setChecked(s.get("reduced_motion"))
        self.overlay.setChecked(s.get("path_overlay"))

    def values(self) -> dict:
        return {"language": self.language.currentData(), "theme": self.theme.currentData(),
                "font_scale": self.text_size.currentData(), "colour_blind": self.colour_blind.isChecked(),
                "reduced_motion": self.reduced_motion.isChecked(), "path_overlay": self.overlay.isChecked()}
