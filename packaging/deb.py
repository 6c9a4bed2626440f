"""Build the Debian package of Siembra from the one-folder bundle: ``make deb``.

    python packaging/deb.py [--bundle dist/siembra] [--out dist]

writes ``dist/siembra_<version>_<arch>.deb`` with ``dpkg-deb`` (no network, no debhelper):

- the bundle in ``/usr/lib/siembra/``, and ``/usr/bin/siembra``, a link to its executable;
- the desktop entry, the AppStream metainfo, the record MIME type and the hicolor icons where
  the desktop looks for them (``/usr/share/{applications,metainfo,mime/packages,icons}``); the
  caches are the business of the triggers of desktop-file-utils, shared-mime-info and
  hicolor-icon-theme, so the package has no maintainer scripts;
- ``/usr/share/doc/siembra/copyright`` in the machine-readable format (DEP-5), one paragraph per
  component the bundle's licence folder lists (packaging/licences.py), and the changelog
  (``packaging/debian/changelog``; a native package: ``changelog.gz``);
- a manual page made from the command line's own help;
- the bundle's libraries without the building machine's library paths (patchelf) or symbol
  tables (strip), as lintian asks;
- as ``Depends``, the Debian packages of the system libraries the bundle's programs and
  libraries need (their ELF ``NEEDED`` entries not met inside the bundle, found with
  ``ldconfig -p`` and ``dpkg -S``); libc6 at least at the newest GLIBC version they use.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import re
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

PACKAGING_DIR = Path(__file__).resolve().parent
REPO_ROOT = PACKAGING_DIR.parent
sys.path.insert(0, str(PACKAGING_DIR))
sys.path.insert(0, str(REPO_ROOT))

import bundle_config  # noqa: E402
import licences  # noqa: E402

APP_ID = bundle_config.APP_ID
PACKAGE = "siembra"
PREFIX = Path("usr/lib") / PACKAGE  # where the bundle goes, inside the package
MAINTAINER = "The Siembra team <siembra@users.noreply.github.com>"
# Education: Siembra is made for teaching; Debian's "games" section is for programs in /usr/games.
SECTION = "education"
# Fonts: Qt draws text with fontconfig's fonts, and a machine with none shows empty boxes.
RECOMMENDS = ["fonts-dejavu-core | fonts-freefont-ttf"]
ELF_MAGIC = b"\x7fELF"


# -- what the bundle needs from the system ---------------------------------------------------
def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with open(path, "rb") as fh:
        return fh.read(4) == ELF_MAGIC


def elf_files(root: Path) -> list[Path]:
    return sorted(path for path in root.rglob("*") if is_elf(path))


def needed(path: Path) -> list[str]:
    """The ELF file's NEEDED entries (sonames)."""
    out = subprocess.run(["readelf", "-dW", str(path)], capture_output=True, text=True, check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def glibc_versions(path: Path) -> list[tuple[int, ...]]:
    """The GLIBC_x.y symbol versions the ELF file needs."""
    out = subprocess.run(["readelf", "-VW", str(path)], capture_output=True, text=True, check=True).stdout
    return [tuple(int(n) for n in v.split(".")) for v in re.findall(r"Name: GLIBC_([0-9.]+)", out)]


def system_sonames(root: Path) -> dict[str, list[Path]]:
    """Sonames some ELF file of the bundle needs and no file of the bundle provides."""
    provided = {path.name for path in root.rglob("*")}
    wanted: dict[str, list[Path]] = {}
    for path in elf_files(root):
        for soname in needed(path):
            if soname not in provided:
                wanted.setdefault(soname, []).append(path)
    return wanted


def ldconfig_paths() -> dict[str, str]:
    """soname -> path of the system's x86-64 (or this machine's word size) libraries."""
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    wanted_abi = "x86-64" if sys.maxsize > 2**32 else ""
    paths: dict[str, str] = {}
    for line in out.splitlines()[1:]:
        match = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if match and (wanted_abi in match.group(2)) and match.group(1) not in paths:
            paths[match.group(1)] = match.group(3)
    return paths


def depends(root: Path) -> list[str]:
    """The Depends field's packages: the owner of each system library the bundle needs."""
    paths = ldconfig_paths()
    wanted = system_sonames(root)
    owners = licences.owner_packages(paths[soname] for soname in wanted if soname in paths)
    packages: set[str] = set()
    unknown = []
    for soname, users in sorted(wanted.items()):
        package = owners.get(paths.get(soname, ""))
        if package is None:
            unknown.append(f"{soname} (needed by {users[0].relative_to(root)})")
            continue
        packages.add(package.split(":")[0])
    if unknown:
        raise SystemExit("deb.py: no installed package provides " + "; ".join(unknown)
                         + ": install it, or leave out what needs it (bundle_config.py)")
    versions = [v for path in elf_files(root) for v in glibc_versions(path)]
    result = []
    for package in sorted(packages):
        if package == "libc6" and versions:
            package += f" (>= {'.'.join(map(str, max(versions)))})"
        result.append(package)
    return result


# -- the files of the package -------------------------------------------------------------
def changelog_version(text: str) -> str:
    match = re.match(r"\S+ \(([^)]+)\)", text)
    if not match:
        raise SystemExit("deb.py: packaging/debian/changelog does not start with 'siembra (VERSION)'")
    return match.group(1)


def changelog_timestamp(text: str) -> int:
    """The date of the newest entry (its trailer line), in seconds since 1970."""
    from email.utils import parsedate_to_datetime
    trailer = re.search(r"^ -- .+?  (.+)$", text, re.M)
    if not trailer:
        raise SystemExit("deb.py: packaging/debian/changelog has no trailer line ( -- name <address>  date)")
    return int(parsedate_to_datetime(trailer.group(1)).timestamp())


def copyright_text(items: list[licences.Licensed], bundle_dir: str, year: int) -> str:
    """DEP-5 copyright: Siembra's files, then one paragraph for each component the bundle holds,
    by where it lies in the bundle (PyInstaller's ``_internal/`` folder)."""
    lib = f"{bundle_dir}/_internal"
    text_dir = f"/{lib}/licences"
    meta = bundle_config.project_metadata()
    paragraphs = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: Siembra\nUpstream-Contact: {meta['urls']['Issues']}\nSource: {meta['urls']['Source']}\n"
        f"Comment: The licence texts of everything the bundle in /{bundle_dir} redistributes are in\n"
        f" {text_dir}/, with an index, README.txt.",
        # The executable holds Siembra's compiled modules, Python's standard library and platformdirs.
        f"Files: *\nCopyright: {year} {meta['authors'][0]['name']}\nLicense: GPL-3+",
        f"Files: {bundle_dir}/{PACKAGE}\nCopyright: {year} {meta['authors'][0]['name']}\n"
        " Python Software Foundation\n platformdirs' authors\n"
        "License: GPL-3+ and PSF-2.0 and MIT\n"
        "Comment: Siembra's modules, compiled, with Python's standard library and platformdirs.",
    ]
    where = {
        "Python": [f"{lib}/libpython*", f"{lib}/base_library.zip", f"{lib}/python3*/*"],
        "PySide6": [f"{lib}/PySide6/*"],
        "Qt": [f"{lib}/PySide6/Qt/*"],
        "shiboken6": [f"{lib}/shiboken6/*"],
        "numpy": [f"{lib}/numpy/*"],
        "ICU": [f"{lib}/libicu*", f"{lib}/PySide6/Qt/lib/libicu*"],
    }
    holders = {
        "Python": "Python Software Foundation", "PySide6": "The Qt Company Ltd.",
        "Qt": "The Qt Company Ltd. and other contributors", "shiboken6": "The Qt Company Ltd.",
        "numpy": "NumPy Developers", "ICU": "Unicode, Inc. and others",
    }
    short = {"LGPL-3.0-only": "LGPL-3", "PSF-2.0": "PSF-2.0", "Unicode-DFS-2016": "Unicode-DFS-2016",
             "MIT": "MIT"}
    licences_used = {"GPL-3+", "PSF-2.0", "MIT"}
    for item in items:
        if item.name in where:
            name = short.get(item.licence, item.licence)
            if item.name == "numpy":
                name = "BSD-3-clause and 0BSD and MIT and Zlib and CC0-1.0"
            paragraphs.append(
                f"Files: {' '.join(where[item.name])}\nCopyright: {holders[item.name]}\nLicense: {name}\n"
                f"Comment: {item.name} {item.version}; texts in {text_dir}/{item.name}/.")
            licences_used.update(name.split(" and "))
        elif item.files:  # a library from the building system
            name = f"other-{item.name}"
            paragraphs.append(
                f"Files: {' '.join(f'{lib}/{f}' for f in item.files)}\nCopyright: see the licence text\n"
                f"License: {name}\nComment: from Debian's {item.name} {item.version}.")
            licences_used.add(name)
    for name in sorted(licences_used):
        paragraphs.append(f"License: {name}\n" + _licence_body(name, text_dir))
    return "\n\n".join(paragraphs) + "\n"


def _licence_body(name: str, text_dir: str) -> str:
    common = {"GPL-3+": ("the GNU General Public License version 3", "GPL-3"),
              "LGPL-3": ("the GNU Lesser General Public License version 3", "LGPL-3"),
              "CC0-1.0": ("the Creative Commons CC0 1.0 Universal licence", "CC0-1.0")}
    if name in common:
        title, file = common[name]
        return (f" On Debian systems, the complete text of {title} can be found in\n"
                f" /usr/share/common-licenses/{file}.")
    if name.startswith("other-"):
        package = name.removeprefix("other-")
        return (f" The terms are those of Debian's {package}, whose copyright file is\n"
                f" {text_dir}/{package}/copyright.")
    folder = {"PSF-2.0": "Python", "Unicode-DFS-2016": "ICU", "MIT": "platformdirs and numpy",
              "BSD-3-clause": "numpy", "0BSD": "numpy", "Zlib": "numpy"}[name]
    return f" The complete text is in {text_dir}/ (the folder of {folder})."


def man_page(version: str) -> str:
    """siembra(1), from the command line's own options (desktop_app.__main__.make_parser)."""
    from desktop_app.__main__ import make_parser
    parser = make_parser()

    def roff(text: str) -> str:
        return text.replace("\\", "\\\\").replace("-", "\\-")

    lines = [f'.TH SIEMBRA 1 "" "Siembra {version}" "User Commands"', ".SH NAME",
             "siembra \\- play, teach and study five two\\-row mancala games", ".SH SYNOPSIS",
             ".B siembra", "[\\fIOPTIONS\\fR] [\\fIFILE\\fR]", ".SH DESCRIPTION",
             roff("Siembra plays Leb Bbut Ahbochen, Bakuk, Djenon-aboure, Tihbat and Bechi, shows every seed "
                  "as it is sown, and teaches them with lessons. Without options it opens its start page; "
                  "FILE is a saved game record (*.siembra) to open."),
             ".SH OPTIONS"]
    for action in parser._actions:
        if not action.option_strings or action.help is None:
            continue
        metavar = f" {action.metavar or action.dest.upper()}" if action.nargs != 0 else ""
        lines += [".TP", f".B {roff(', '.join(action.option_strings))}{roff(metavar)}", roff(action.help)]
    lines += [".SH FILES", "~/.config/Siembra/ (settings), ~/.local/state/Siembra/log/ (the log)",
              ".SH SEE ALSO", roff(f"Help > About in the app lists its components; their licences are in "
                                   f"/{PREFIX}/_internal/licences/.")]
    return "\n".join(lines) + "\n"


def installed_size_kib(root: Path) -> int:
    """As dpkg-gencontrol counts: each file's size in KiB rounded up, one for each other entry."""
    total = 0
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += -(-path.stat().st_size // 1024)
        else:
            total += 1
    return total


def control(version: str, arch: str, size_kib: int, depends_on: list[str]) -> str:
    meta = bundle_config.project_metadata()
    description = ("Siembra lets you play, teach and study five traditional sowing games on a\n"
                   " board of two rows of holes: Leb Bbut Ahbochen, Bakuk, Djenon-aboure, Tihbat\n"
                   " and Bechi. Every seed is drawn and animated on its own; lessons teach each\n"
                   " game step by step, and game records can be saved and replayed. In English,\n"
                   " Spanish and Catalan.\n"
                   " .\n"
                   " The package holds Siembra with the Python, Qt and numpy it runs on.")
    return (f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: {arch}\nMaintainer: {MAINTAINER}\n"
            f"Installed-Size: {size_kib}\nDepends: {', '.join(depends_on)}\n"
            f"Recommends: {', '.join(RECOMMENDS)}\nSection: {SECTION}\nPriority: optional\n"
            f"Homepage: {meta['urls']['Homepage']}\n"
            f"Description: mancala games to play, teach and study\n {description}\n")


def _gzip(data: bytes, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # mtime 0 and no name: the same input makes the same file (reproducible, as dh_compress does).
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as fh:
        fh.write(data)


def _install(src: Path, dest: Path) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dest)


def _normalise_modes(root: Path) -> None:
    """Folders 0755; files 0644 but programs (ELF executables, scripts) 0755; shared libraries
    and Python extensions are not programs."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
            continue
        executable = path.stat().st_mode & stat.S_IXUSR and ".so" not in path.name
        path.chmod(0o755 if executable else 0o644)


def stage(bundle: Path, root: Path, version: str, year: int) -> None:
    """The package's file tree in ``root`` (without DEBIAN/)."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / PREFIX, symlinks=True)
    (root / "usr/bin").mkdir(parents=True)
    (root / "usr/bin" / PACKAGE).symlink_to(Path("..") / "lib" / PACKAGE / PACKAGE)
    share = root / "usr/share"
    _install(PACKAGING_DIR / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    _install(PACKAGING_DIR / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    _install(PACKAGING_DIR / f"{APP_ID}.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    hicolor = REPO_ROOT / "resources" / "icons" / "hicolor"
    for icon in sorted(hicolor.rglob(f"{APP_ID}.*")):
        _install(icon, share / "icons" / "hicolor" / icon.relative_to(hicolor))
    doc = share / "doc" / PACKAGE
    items = licences.read_index(bundle / "_internal" / "licences")
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(items, PREFIX.as_posix(), year), encoding="utf-8")
    _gzip((PACKAGING_DIR / "debian" / "changelog").read_bytes(), doc / "changelog.gz")
    _gzip(man_page(version).encode("utf-8"), share / "man" / "man1" / f"{PACKAGE}.1.gz")
    _install(PACKAGING_DIR / "debian" / "lintian-overrides", share / "lintian" / "overrides" / PACKAGE)
    _normalise_modes(root)


def strip_libraries(root: Path) -> None:
    """Shared libraries and Python extensions lose their symbol tables, as dh_strip does (the
    bundle only dropped debug symbols). The executable keeps its own: PyInstaller's bootloader
    carries the app's archive appended to it, and strip would cut it off."""
    libraries = [str(path) for path in elf_files(root) if ".so" in path.name]
    if libraries:
        subprocess.run(["strip", "--strip-unneeded", "--remove-section=.comment", "--remove-section=.note",
                        *libraries], check=True)


def runpath(path: Path) -> list[str]:
    out = subprocess.run(["readelf", "-dW", str(path)], capture_output=True, text=True, check=True).stdout
    found = re.search(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[([^\]]*)\]", out)
    return found.group(1).split(":") if found else []


def drop_foreign_runpaths(root: Path) -> list[Path]:
    """Library search paths of the building machine (Python's own, e.g. a pyenv prefix) go;
    those inside the bundle (``$ORIGIN``...) stay. The bundle finds its libraries beside it, and
    on another machine such a path could load a stranger's libpython. Needs patchelf."""
    changed = []
    for path in elf_files(root):
        paths = runpath(path)
        kept = [entry for entry in paths if entry.startswith("$ORIGIN")]
        if kept == paths:
            continue
        command = ["patchelf", "--set-rpath", ":".join(kept)] if kept else ["patchelf", "--remove-rpath"]
        subprocess.run([*command, str(path)], check=True)
        changed.append(path)
    return changed


def md5sums(root: Path) -> str:
    lines = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.relative_to(root).parts:
            lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(root).as_posix()}")
    return "\n".join(lines) + "\n"


def build(bundle: Path, out: Path, work: Path) -> Path:
    version = bundle_config.project_metadata()["version"]
    changelog = (PACKAGING_DIR / "debian" / "changelog").read_text(encoding="utf-8")
    if changelog_version(changelog) != version:
        raise SystemExit(f"deb.py: packaging/debian/changelog is for {changelog_version(changelog)}, "
                         f"pyproject.toml says {version}: add its entry")
    if not (bundle / PACKAGE).is_file():
        raise SystemExit(f"deb.py: no bundle in {bundle} (make bundle)")
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    root = work / f"{PACKAGE}_{version}_{arch}"
    released = changelog_timestamp(changelog)
    stage(bundle, root, version, time.gmtime(released).tm_year)
    drop_foreign_runpaths(root / PREFIX)
    strip_libraries(root / PREFIX)
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(
        control(version, arch, installed_size_kib(root), depends(root / PREFIX)), encoding="utf-8")
    (root / "DEBIAN" / "md5sums").write_text(md5sums(root), encoding="utf-8")
    _normalise_modes(root / "DEBIAN")
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{PACKAGE}_{version}_{arch}.deb"
    # Every file dated as the release (reproducible, as dpkg-buildpackage does), unless asked otherwise.
    epoch = os.environ.get("SOURCE_DATE_EPOCH") or str(released)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)], check=True,
                   env={**os.environ, "SOURCE_DATE_EPOCH": epoch})
    return deb


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Build Siembra's Debian package from the one-folder bundle.")
    parser.add_argument("--bundle", type=Path, default=REPO_ROOT / "dist" / PACKAGE)
    parser.add_argument("--out", type=Path, default=REPO_ROOT / "dist")
    parser.add_argument("--work", type=Path, default=REPO_ROOT / "build" / "deb")
    args = parser.parse_args(argv)
    deb = build(args.bundle.resolve(), args.out.resolve(), args.work.resolve())
    print(f"{deb} ({deb.stat().st_size} bytes)")
    print((args.work / deb.stem / "DEBIAN" / "control").read_text(encoding="utf-8"), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
