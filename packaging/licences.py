"""The licence texts of everything a bundle redistributes, collected when it is built.

``siembra.spec`` calls :func:`collect` with the binaries PyInstaller gathered; the texts go into
the bundle's ``licences/`` folder (``desktop_app.components.LICENCE_FOLDER``), one folder per
component of ``desktop_app.components.components()`` (what Help > About lists), and one per
system library taken from the building machine, with an index, ``README.txt``, and the same
as data, ``components.json`` (read by packaging/deb.py for the Debian copyright file).

Where each text comes from:

- a Python distribution's own licence files (its ``.dist-info``: numpy's name the libraries it
  bundles, platformdirs');
- Siembra's ``LICENSE``; Python's ``LICENSE.txt`` under ``sys.base_prefix``;
- Qt, PySide6 and shiboken6, whose wheels carry no licence file: the LGPL-3.0 (and the GPL-3.0
  it adds to) from ``packaging/licences/``; ICU's notice from there too;
- a library the bundle took from the system (libffi, zlib...): on Debian, the package that owns
  it (``dpkg -S``) and that package's ``/usr/share/doc/<package>/copyright``.

A component or library with no text stops the build.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import asdict, dataclass, field
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

PACKAGING_DIR = Path(__file__).resolve().parent
REPO_ROOT = PACKAGING_DIR.parent
TEXTS = PACKAGING_DIR / "licences"
GPL = REPO_ROOT / "LICENSE"
# Texts for licences whose distributions ship none.
FALLBACK = {
    "LGPL-3.0-only": [TEXTS / "LGPL-3.0.txt", GPL],
    "Unicode-DFS-2016": [TEXTS / "ICU.txt"],
}
# The GPL's text is LICENSE in the repository; in the licence folder it says what it is.
RENAMED = {GPL: "GPL-3.0.txt"}
INDEX = "README.txt"
DATA = "components.json"


@dataclass
class Licensed:
    """One thing the bundle redistributes, its licence, and the files of its licence texts
    (relative to the licence folder)."""
    name: str
    version: str
    licence: str
    texts: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)  # what in the bundle it is (system libraries)


class MissingLicence(SystemExit):
    pass


def distribution_licence_files(name: str) -> list[Path]:
    """The licence files an installed distribution carries: PEP 639's ``licenses/`` folder, or
    the LICENSE/COPYING/NOTICE files at the top of an older ``.dist-info``."""
    try:
        dist = distribution(name)
    except PackageNotFoundError:
        return []
    found = []
    for entry in dist.files or ():
        parts = entry.parts
        if not parts or not parts[0].endswith(".dist-info"):
            continue
        inside = parts[1:]
        if (inside[:1] == ("licenses",) and len(inside) > 1) or (
                len(inside) == 1 and re.match(r"(LICEN[CS]E|COPYING|NOTICE)", inside[0], re.I)):
            found.append(Path(dist.locate_file(entry)))
    return sorted(path for path in found if path.is_file())


def python_licence(base_prefix: str = sys.base_prefix) -> Path | None:
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for candidate in (Path(base_prefix) / "lib" / version / "LICENSE.txt",  # Linux, macOS
                      Path(base_prefix) / "LICENSE.txt",  # Windows
                      Path(base_prefix) / "share" / "doc" / version / "copyright"):  # Debian's python3
        if candidate.is_file():
            return candidate
    return None


def component_texts(name: str, licence: str, dist: str | None) -> list[Path]:
    if name == "Siembra":
        return [GPL]
    if name == "Python":
        found = python_licence()
        return [found] if found else []
    return (distribution_licence_files(dist) if dist else []) or FALLBACK.get(licence, [])


def _dpkg_names(path: str) -> list[str]:
    """``path`` and its real path, each under both names of a merged /usr: dpkg knows a file by
    the path its package gave, /lib or /usr/lib."""
    names = []
    for name in (path, os.path.realpath(path)):
        names.append(name)
        if name.startswith("/usr/lib/"):
            names.append(name.removeprefix("/usr"))
        elif name.startswith("/lib"):
            names.append("/usr" + name)
    return list(dict.fromkeys(names))


def owner_packages(paths) -> dict[str, str | None]:
    """The Debian package that installed each path (None: none did, or no dpkg), asked of dpkg
    in one call (each call reads its whole database)."""
    paths = list(dict.fromkeys(paths))
    if not paths or shutil.which("dpkg") is None:
        return dict.fromkeys(paths)
    names = {path: _dpkg_names(path) for path in paths}
    asked = sorted({name for group in names.values() for name in group})
    result = subprocess.run(["dpkg", "-S", *asked], capture_output=True, text=True)  # 1: some not found
    owner = {}
    for line in result.stdout.splitlines():
        package, _, name = line.partition(": ")
        if "," not in package:  # "a, b: path" is a folder several packages share
            owner[name.strip()] = package.strip()
    return {path: next((owner[n] for n in group if n in owner), None) for path, group in names.items()}


def _package_version(package: str) -> str:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return result.stdout.strip() or "?"


def system_libraries(binaries, python_prefix: str = sys.base_prefix) -> dict[str, list[tuple[str, str]]]:
    """The bundle's libraries that came from the building system, not from a Python distribution
    or Python itself: {source path: [(name in the bundle, source)]} grouped by owning package
    (key ``None`` for those no package owns)."""
    site = [str(Path(p).resolve()) for p in sys.path if "site-packages" in p]
    prefix = str(Path(python_prefix).resolve())
    system = [(dest, src) for dest, src, _kind in binaries
              if not any(str(Path(src).resolve()).startswith(root + os.sep) for root in (*site, prefix))]
    owners = owner_packages(src for _, src in system)
    grouped: dict[str | None, list[tuple[str, str]]] = {}
    for dest, src in system:
        grouped.setdefault(owners[src], []).append((dest, src))
    return grouped


def collect(dest: Path, binaries=(), platform: str = sys.platform) -> list[Licensed]:
    """Write the licence folder ``dest``; return what it lists."""
    sys.path.insert(0, str(REPO_ROOT))
    from desktop_app.components import components

    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    listed = []
    for component in components():
        texts = component_texts(component.name, component.licence, component.distribution)
        if not texts:
            raise MissingLicence(f"licences.py: no licence text found for {component.name}")
        listed.append(_copy(dest, Licensed(component.name, component.version, component.licence), texts))
    if platform.startswith("linux"):
        for package, libs in sorted(system_libraries(binaries).items(), key=lambda kv: kv[0] or ""):
            if package is None:
                raise MissingLicence("licences.py: no package owns " + ", ".join(src for _, src in libs)
                                     + "; its licence text cannot be found")
            copyright_file = Path("/usr/share/doc") / package.split(":")[0] / "copyright"
            if not copyright_file.is_file():
                raise MissingLicence(f"licences.py: {package} has no {copyright_file}")
            item = Licensed(package.split(":")[0], _package_version(package), "see copyright",
                            files=sorted(name for name, _ in libs))
            listed.append(_copy(dest, item, [copyright_file]))
    _write_index(dest, listed)
    return listed


def _copy(dest: Path, item: Licensed, texts: list[Path]) -> Licensed:
    """The texts into the component's folder; a text already in the licence folder (the LGPL of
    Qt, PySide6 and shiboken6; GCC's copyright of libgcc and libstdc++) is listed, not copied
    again."""
    copied = {_digest(path): path.relative_to(dest).as_posix() for path in dest.rglob("*") if path.is_file()}
    folder = dest / item.name
    for text in texts:
        digest = _digest(text)
        if digest not in copied:
            name = RENAMED.get(text, text.name)
            # numpy's licence files share names (LICENSE.md in six folders): keep their path.
            parts = text.parts
            if "licenses" in parts:
                name = "_".join(parts[parts.index("licenses") + 1:])
            target = folder / name
            if target.exists():
                target = folder / f"{text.parent.name}_{name}"
            folder.mkdir(exist_ok=True)
            shutil.copyfile(text, target)
            copied[digest] = target.relative_to(dest).as_posix()
        item.texts.append(copied[digest])
    return item


def _digest(path: Path) -> bytes:
    return hashlib.sha256(path.read_bytes()).digest()


def _write_index(dest: Path, listed: list[Licensed]) -> None:
    lines = ["What this copy of Siembra redistributes, and the licence texts of each part.", ""]
    for item in listed:
        lines.append(f"{item.name} {item.version}: {item.licence}")
        lines += [f"    {text}" for text in item.texts]
        if item.files:
            lines.append("    (the bundle's " + ", ".join(item.files) + ")")
    (dest / INDEX).write_text("\n".join(lines) + "\n", encoding="utf-8")
    (dest / DATA).write_text(json.dumps([asdict(item) for item in listed], indent=1) + "\n", encoding="utf-8")


def read_index(folder: Path) -> list[Licensed]:
    return [Licensed(**item) for item in json.loads((folder / DATA).read_text(encoding="utf-8"))]


if __name__ == "__main__":  # the folder for what runs this Python (no bundle: no system libraries)
    for item in collect(Path(sys.argv[1] if len(sys.argv) > 1 else "build/licences")):
        print(f"{item.name} {item.version}: {item.licence} ({len(item.texts)} texts)")
