"""``make translations``: refresh the .ts sources from the code and compile them to .qm.

pyside6-lupdate reads every ``tr()`` / ``QCoreApplication.translate()`` in desktop_app/**/*.py, and
the rules model's messages (marked ``QT_TRANSLATE_NOOP("Rules", ...)`` in rules/), into
resources/translations/siembra_<lang>.ts (new strings arrive unfinished, vanished ones are
dropped); pyside6-lrelease compiles each .ts to the .qm the app loads. Locations are left out of
the .ts files so that an edit elsewhere in a source file does not touch them.

English has a .ts file too, with the counting messages alone (``-pluralonly``): the source text
"%n seed(s)" needs its English forms, "1 seed" and "2 seeds".

Where Qt's own catalogue of a language lacks a string of its dialogs (Spanish has no "&Look in:"
for the file dialog), resources/translations/qt_supplement_<lang>.ts supplies it, written by
hand in Qt's contexts; it is compiled here and installed after Qt's catalogue.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from .resources import translations_dir

SOURCE_DIR = Path(__file__).resolve().parent
RULES_DIR = SOURCE_DIR.parent / "rules"
TRANSLATED = ("es", "ca")
PLURAL_ONLY = ("en",)  # the source language: only its plural forms are written out


def _tool(name: str) -> str:
    return str(Path(sys.executable).with_name(f"pyside6-{name}"))


def sources() -> list[str]:
    return sorted(str(p) for p in [*SOURCE_DIR.rglob("*.py"), *RULES_DIR.rglob("*.py")])


def ts_path(language: str, folder: Path | None = None) -> Path:
    return (folder or translations_dir()) / f"siembra_{language}.ts"


def lupdate(folder: Path | None = None) -> list[Path]:
    """Write (or refresh) the .ts files in ``folder`` (default: resources/translations)."""
    paths = [ts_path(lang, folder) for lang in TRANSLATED]
    plural_paths = [ts_path(lang, folder) for lang in PLURAL_ONLY]
    paths[0].parent.mkdir(parents=True, exist_ok=True)
    for options, targets in (([], paths), (["-pluralonly", "-source-language", "en"], plural_paths)):
        subprocess.run([_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none", *options,
                        *sources(), "-ts", *map(str, targets)], check=True)
    return paths + plural_paths


def supplements(folder: Path | None = None) -> list[Path]:
    """The hand-written supplements to Qt's catalogues (not made by lupdate)."""
    return sorted((folder or translations_dir()).glob("qt_supplement_*.ts"))


def lrelease(paths: list[Path]) -> None:
    for path in paths:
        subprocess.run([_tool("lrelease"), "-silent", str(path), "-qm", str(path.with_suffix(".qm"))], check=True)


def messages(path: Path) -> list[tuple[str, str, str, str | None]]:
    """(context, source, translation, type) of every message of a .ts file; a counting message's
    translation is its plural forms joined by "|" (each must be filled)."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:  # lupdate writes one to every message
                continue
            if message.get("numerus") == "yes":
                forms = [form.text or "" for form in translation.iter("numerusform")]
                text = "|".join(forms) if all(f.strip() for f in forms) else ""
            else:
                text = translation.text or ""
            found.append((name, message.findtext("source") or "", text, translation.get("type")))
    return found


def main() -> int:
    lrelease(lupdate() + supplements())
    for lang in TRANSLATED + PLURAL_ONLY:
        todo = [m for m in messages(ts_path(lang)) if m[3] == "unfinished" or not m[2]]
        print(f"siembra_{lang}.ts: {len(todo)} message(s) to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
