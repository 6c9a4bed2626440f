"""What the macOS and Windows bundles are built with, checked on any platform: the .ico and .icns
made from the shipped PNG icons, the Windows version resource and the macOS Info.plist."""

from __future__ import annotations

import ast
import plistlib
import re
import struct
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import platforms  # noqa: E402

with open(ROOT / "pyproject.toml", "rb") as fh:
    META = tomllib.load(fh)["project"]


@pytest.fixture(scope="module")
def icons(tmp_path_factory) -> tuple[bytes, bytes]:
    ico, icns = platforms.write_icons(tmp_path_factory.mktemp("icons"))
    return ico.read_bytes(), icns.read_bytes()


def test_ico_holds_every_windows_size_as_the_shipped_png(icons):
    pictures = platforms.read_ico(icons[0])
    assert sorted(pictures) == list(platforms.ICO_SIZES)
    for size, picture in pictures.items():
        assert picture == platforms.png(size)
        assert platforms.png_size(picture) == (size, size)
    # The directory entry of 256 px says 0, as Windows expects.
    count = struct.unpack_from("<H", icons[0], 4)[0]
    widths = [icons[0][6 + 16 * i] for i in range(count)]
    assert widths[-1] == 0 and widths[:-1] == list(platforms.ICO_SIZES[:-1])


def test_icns_holds_each_type_at_its_size(icons):
    elements = platforms.read_icns(icons[1])
    assert list(elements) == [kind for kind, _ in platforms.ICNS_TYPES]
    for kind, size in platforms.ICNS_TYPES:
        assert platforms.png_size(elements[kind]) == (size, size)
        assert elements[kind] == platforms.png(size)
    assert {b"ic09", b"ic14"} <= set(elements)  # 512 px and 256 pt at 2x, for the Dock and the Finder


def test_a_picture_of_the_wrong_size_is_refused():
    with pytest.raises(ValueError):
        platforms.ico_bytes({32: platforms.png(16)})
    with pytest.raises(ValueError):
        platforms.read_icns(b"icns\x00\x00\x00\x09x")


@pytest.mark.parametrize("version, expected", [
    ("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.1rc1", (2, 0, 1, 0)), ("1.2.3.4.5", (1, 2, 3, 4)),
])
def test_windows_version_numbers(version, expected):
    assert platforms.version_tuple(version) == expected


def test_windows_version_resource_text():
    """The text is the Python expression PyInstaller's ``version=`` evaluates; evaluated here with
    stand-ins for its classes, it says the product, its version and its licence."""
    text = platforms.windows_version_text(META)
    recorded: dict = {}

    def record(name):
        def make(*args, **kwargs):
            recorded.setdefault(name, []).append((args, kwargs))
            return (name, args, kwargs)
        return make

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct")
    ast.parse(text, mode="eval")
    eval(compile(text, "version.txt", "eval"), {name: record(name) for name in names})
    fixed = recorded["FixedFileInfo"][0][1]
    numbers = platforms.version_tuple(META["version"])
    assert fixed["filevers"] == fixed["prodvers"] == numbers
    strings = dict(args for args, _ in recorded["StringStruct"])
    assert strings["ProductName"] == "Siembra" and strings["OriginalFilename"] == "siembra.exe"
    assert strings["FileVersion"] == strings["ProductVersion"] == META["version"]
    assert META["license"] in strings["LegalCopyright"]
    assert recorded["StringTable"][0][0][0] == "040904B0"


def test_info_plist_makes_records_a_document_type_of_siembra():
    keys = platforms.info_plist(META)
    plist = plistlib.loads(plistlib.dumps(keys))  # what PyInstaller writes is a plist of these
    assert plist["CFBundleShortVersionString"] == META["version"]
    (document,) = plist["CFBundleDocumentTypes"]
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]] == [platforms.RECORD_UTI]
    assert document["LSHandlerRank"] == "Owner" and document["CFBundleTypeRole"] == "Editor"
    tags = exported["UTTypeTagSpecification"]
    from desktop_app.settings import RECORD_SUFFIX
    assert tags["public.filename-extension"] == [RECORD_SUFFIX.lstrip(".")]
    assert tags["public.mime-type"] == ["application/x-siembra-record"]
    assert "public.json" in exported["UTTypeConformsTo"]
    assert document["CFBundleTypeIconFile"] == "siembra.icns"


def test_the_spec_builds_each_platforms_bundle():
    spec = (ROOT / "packaging" / "siembra.spec").read_text(encoding="utf-8")
    assert "platforms.write_icons(" in spec and "platforms.windows_version_text(META)" in spec
    assert 'sys.platform == "darwin"' in spec and "BUNDLE(" in spec and "platforms.info_plist(META)" in spec
    assert 'name="Siembra.app"' in spec and "bundle_identifier=bc.APP_ID" in spec


def test_the_workflow_builds_all_three_and_says_it_is_not_run_here():
    workflow = (ROOT / ".github" / "workflows" / "bundles.yml").read_text(encoding="utf-8")
    header = workflow.split("\nname:", 1)[0]
    assert "Not run by this repository's CI" in header and ".ci/run" in header
    jobs = dict(re.findall(r"\n  ([\w-]+):\n(.*?)(?=\n  [\w-]+:\n|\Z)", workflow.split("\njobs:", 1)[1], re.S))
    assert set(jobs) == {"linux-deb", "macos-app", "windows-folder"}
    for job, runner, check in (("linux-deb", "ubuntu-", "bash .ci/run"),
                               ("macos-app", "macos-", "Siembra.app/Contents/MacOS/siembra --self-test"),
                               ("windows-folder", "windows-", "siembra.exe --self-test")):
        assert f"runs-on: {runner}" in jobs[job] and check in jobs[job], job
