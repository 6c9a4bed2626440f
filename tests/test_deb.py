"""The parts of the Debian package that need no bundle (packaging/deb.py): the changelog, the
DEP-5 copyright file, the manual page, the control file and how Depends is found. The package
itself is built, checked with lintian, installed, run and removed by packaging/ci.sh."""

from __future__ import annotations

import re
import shutil
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import deb  # noqa: E402
import licences  # noqa: E402

with open(ROOT / "pyproject.toml", "rb") as fh:
    VERSION = tomllib.load(fh)["project"]["version"]


def test_the_changelog_is_for_this_version_and_in_debians_format():
    text = (ROOT / "packaging" / "debian" / "changelog").read_text(encoding="utf-8")
    assert deb.changelog_version(text) == VERSION
    assert deb.changelog_timestamp(text) > 1_700_000_000  # a real date: files are dated by it
    first, *_, trailer = [line for line in text.splitlines() if line]
    assert re.fullmatch(r"siembra \([^)]+\) unstable; urgency=medium", first)
    assert re.fullmatch(r" -- .+ <[^>]+>  \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000", trailer)


def _paragraphs(text: str) -> list[dict[str, str]]:
    """DEP-5 as RFC 822 stanzas: field -> value (continuation lines joined)."""
    stanzas = []
    for block in text.strip().split("\n\n"):
        fields: dict[str, str] = {}
        key = None
        for line in block.splitlines():
            if line.startswith(" "):
                fields[key] += "\n" + line
            else:
                key, _, value = line.partition(":")
                assert key not in fields, f"{key} twice in a paragraph"
                fields[key] = value.strip()
        stanzas.append(fields)
    return stanzas


def test_copyright_names_every_component_and_defines_every_licence(tmp_path):
    items = licences.collect(tmp_path / "licences", platform="linux")
    items.append(licences.Licensed("zlib1g", "1:1.2.13", "see copyright", ["zlib1g/copyright"], ["libz.so.1"]))
    text = deb.copyright_text(items, "usr/lib/siembra", 2026)
    header, *rest = _paragraphs(text)
    assert header["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    files = [p for p in rest if "Files" in p]
    defined = {p["License"].split("\n")[0] for p in rest if "Files" not in p}
    used = {name for p in files for name in p["License"].split(" and ")}
    assert used == defined, "each licence short name used has its paragraph, and no other"
    for p in files:
        assert p["Copyright"]
    assert files[0]["Files"] == "*" and files[0]["Copyright"] == "2026 The Siembra team"
    patterns = " ".join(p["Files"] for p in files)
    for item in items:
        assert item.name in text
    for where in ("usr/lib/siembra/_internal/PySide6/*", "usr/lib/siembra/_internal/numpy/*",
                  "usr/lib/siembra/_internal/libpython*", "usr/lib/siembra/_internal/libz.so.1"):
        assert where in patterns
    assert "/usr/share/common-licenses/GPL-3" in text and "/usr/share/common-licenses/LGPL-3" in text


def test_the_manual_page_has_every_option():
    from desktop_app.__main__ import make_parser
    page = deb.man_page(VERSION)
    assert page.startswith(".TH SIEMBRA 1 ") and f"Siembra {VERSION}" in page
    for action in make_parser()._actions:
        for option in action.option_strings:
            if option not in ("-h", "--help"):
                assert option.replace("-", "\\-") in page, option


def test_control_fields():
    control = deb.control(VERSION, "amd64", 123456, ["libc6 (>= 2.34)", "libxcb-cursor0"])
    fields = _paragraphs(control)[0]
    assert fields["Package"] == "siembra" and fields["Version"] == VERSION
    assert fields["Architecture"] == "amd64" and fields["Installed-Size"] == "123456"
    assert fields["Depends"] == "libc6 (>= 2.34), libxcb-cursor0"
    assert fields["Section"] == "education" and fields["Maintainer"]
    summary, _, body = fields["Description"].partition("\n")
    assert summary and len(summary) < 80 and body.strip()


@pytest.mark.skipif(shutil.which("readelf") is None or shutil.which("dpkg") is None,
                    reason="a Debian system with binutils")
def test_depends_come_from_the_elf_needed_entries(tmp_path):
    """A folder holding Qt's xcb plugin and its QPA library, as the bundle does: the packages of
    what they link from the system, libxcb-cursor0 among them, and none for what lies beside."""
    import PySide6
    qt = Path(PySide6.__file__).parent / "Qt"
    shutil.copy(qt / "plugins" / "platforms" / "libqxcb.so", tmp_path)
    for name in ("libQt6XcbQpa.so.6", "libQt6Gui.so.6", "libQt6Core.so.6", "libQt6DBus.so.6",
                 "libicui18n.so.73", "libicuuc.so.73", "libicudata.so.73"):
        shutil.copy(qt / "lib" / name, tmp_path)
    wanted = deb.system_sonames(tmp_path)
    assert "libQt6Gui.so.6" not in wanted and "libxcb-cursor.so.0" in wanted
    paths = deb.ldconfig_paths()
    absent = sorted(soname for soname in wanted if soname not in paths)
    if absent:  # a machine without Qt's X11 libraries: the package cannot be built here, and says why
        with pytest.raises(SystemExit, match=re.escape(absent[0])):
            deb.depends(tmp_path)
        return
    packages = deb.depends(tmp_path)
    names = [p.split()[0] for p in packages]
    assert "libxcb-cursor0" in names and "libxkbcommon-x11-0" in names and "libc6" in names
    assert re.fullmatch(r"libc6 \(>= 2\.\d+\)", packages[names.index("libc6")])
    assert names == sorted(names)
