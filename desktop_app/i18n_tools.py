"""``make translations``: refresh the .ts sources from the code and compile them to .qm.

pyside6-lupdate reads every ``tr()`` / ``QCoreApplication.translate()`` in desktop_app/**/*.py, and
the rules model's messages (marked ``QT_TRANSLATE_NOOP("Rules", ...)`` in rules/), into resources/translations/siembra_<lang>.ts (new strings arrive unfinished, vanished ones are
dropped); pyside6-lrelease compiles each .ts to the .qm the app loads. Locations are left out of
the .ts files so that an edit elsewhere in a source file does not touch them.
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


def _tool(name: str) -> str:
    return str(Path(sys.executable).with_name(f"pyside6-{name}"))


def sources() -> list[str]:
    return sorted(str(p) for p in [*SOURCE_DIR.rglob("*.py"), *RULES_DIR.rglob("*.py")])


def ts_path(language: str, folder: Path | None = None) -> Path:
    return (folder or translations_dir()) / f"siembra_{language}.ts"


def lupdate(folder: Path | None = None) -> list[Path]:
    """Write (or refresh) the .ts files in ``folder`` (default: resources/translations)."""
    paths = [ts_path(lang, folder) for lang in TRANSLATED]
    paths[0].parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                    *sources(), "-ts", *map(str, paths)], check=True)
    return paths


def lrelease(paths: list[Path]) -> None:
    for path in paths:
        subprocess.run([_tool("lrelease"), "-silent", str(path), "-qm", str(path.with_suffix(".qm"))], check=True)


def messages(path: Path) -> list[tuple[str, str, str, str | None]]:
    """(context, source, translation, type) of every message of a .ts file; a counting message
    (``%n``) gives one for each of its plural forms, in order."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source") or ""
            forms = translation.findall("numerusform") if message.get("numerus") == "yes" else [translation]
            found.extend((name, source, form.text or "", translation.get("type")) for form in forms)
    return found


def main() -> int:
    lrelease(lupdate())
    for lang in TRANSLATED:
        todo = [m for m in messages(ts_path(lang)) if m[3] == "unfinished" or not m[2]]
        print(f"siembra_{lang}.ts: {len(todo)} message(s) to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
