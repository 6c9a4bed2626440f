"""Fast checks of Siembra's packaging: desktop entry, AppStream metainfo, icons, the
PyInstaller spec's inputs, and a wheel that really holds the resources.

The slow proof (build the bundle, run its --self-test, validate with the standard
validators) is packaging/ci.sh.
"""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.siembra.Siembra"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME_XML = PACKAGING / f"{APP_ID}.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
RECORD_TYPE = "application/x-siembra-record"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

sys.path.insert(0, str(PACKAGING))
import bundle_config  # noqa: E402
import icu_trim  # noqa: E402
import screenshots  # noqa: E402


@pytest.fixture(scope="module")
def pyproject() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


# -- desktop entry ------------------------------------------------------------------------
def test_desktop_entry_keys(pyproject):
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Siembra"
    assert entry["Icon"] == APP_ID
    exec_name = entry["Exec"].split()[0]
    assert exec_name in pyproject["project"]["gui-scripts"], "Exec must be the installed gui-script"
    assert entry["Terminal"] == "false"
    categories = [c for c in entry["Categories"].split(";") if c]
    assert "Game" in categories and "BoardGame" in categories
    assert entry["Categories"].endswith(";")
    for lang in ("es", "ca"):
        assert entry[f"Name[{lang}]"] and entry[f"Comment[{lang}]"]
    assert entry["Comment"]


def test_desktop_entry_opens_records():
    from desktop_app.shell import APP_ID as APP_SHELL_ID
    entry = _desktop_entry()
    assert entry["Exec"] == "siembra %f", "the file manager passes the record as FILE"
    assert entry["MimeType"] == f"{RECORD_TYPE};"
    assert APP_SHELL_ID == APP_ID
    # X11's WM_CLASS instance is the app id (desktop_app/shell.py: qt_arguments).
    assert entry["StartupWMClass"] == APP_ID


# -- shared-mime-info ---------------------------------------------------------------------
def test_mime_type_of_records():
    from desktop_app.settings import RECORD_SUFFIX
    root = ET.parse(MIME_XML).getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    (mime_type,) = root.findall(f"{MIME_NS}mime-type")
    assert mime_type.get("type") == RECORD_TYPE
    assert [g.get("pattern") for g in mime_type.findall(f"{MIME_NS}glob")] == [f"*{RECORD_SUFFIX}"]
    assert mime_type.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"
    comments = {c.get("{http://www.w3.org/XML/1998/namespace}lang"): c.text for c in mime_type.findall(f"{MIME_NS}comment")}
    assert set(comments) == {None, "es", "ca"} and all(comments.values())


def test_qt_finds_the_record_type(tmp_path):
    """Installed where shared-mime-info looks (share/mime/packages), the file gives *.siembra
    files, and files that only say they are Siembra records, their type."""
    share = tmp_path / "share"
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy(MIME_XML, share / "mime" / "packages")
    from rules import Record, dump_record, get_game
    named = tmp_path / "game.siembra"
    unnamed = tmp_path / "game.txt"
    for path in (named, unnamed):
        path.write_text(dump_record(Record(get_game("tihbat"), None, ["1B"])), encoding="utf-8")
    script = ("import sys; from PySide6.QtCore import QMimeDatabase; db = QMimeDatabase(); "
              "t = db.mimeTypeForFile(sys.argv[1]); "
              "print(t.name(), t.inherits('application/json'), db.mimeTypeForData(open(sys.argv[2], 'rb').read()).name())")
    env = {"PATH": "/usr/bin:/bin", "XDG_DATA_DIRS": str(share), "XDG_DATA_HOME": str(tmp_path / "home")}
    result = subprocess.run([sys.executable, "-c", script, str(named), str(unnamed)], env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [RECORD_TYPE, "True", RECORD_TYPE]


# -- AppStream metainfo -------------------------------------------------------------------
def test_metainfo_content(pyproject):
    component = ET.parse(METAINFO).getroot()
    assert component.tag == "component" and component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    assert component.findtext("name") == "Siembra"
    assert component.findtext("project_license") == pyproject["project"]["license"]
    assert component.findtext("metadata_license")
    launchable = component.find("launchable")
    assert launchable is not None and launchable.text == DESKTOP.name
    assert len(component.findall("description/p")) >= 1
    assert component.find("content_rating") is not None
    versions = [r.get("version") for r in component.findall("releases/release")]
    assert versions and versions[0] == pyproject["project"]["version"], "newest release = pyproject version"
    images = component.findall("screenshots/screenshot/image")
    assert images and all(img.text.startswith("https://") and img.text.endswith(".png") for img in images)
    assert sum(s.get("type") == "default" for s in component.findall("screenshots/screenshot")) == 1
    binaries = [b.text for b in component.findall("provides/binary")]
    assert binaries == list(pyproject["project"]["gui-scripts"])
    assert [m.text for m in component.findall("provides/mediatype")] == [RECORD_TYPE]
    urls = {u.get("type"): u.text for u in component.findall("url")}
    assert urls["homepage"] == pyproject["project"]["urls"]["Homepage"]
    assert urls["bugtracker"] == pyproject["project"]["urls"]["Issues"]
    assert urls["vcs-browser"] == pyproject["project"]["urls"]["Source"]


def test_metainfo_screenshots_are_the_committed_ones(pyproject):
    """Each screenshot is a file in packaging/screenshots/ made by packaging/screenshots.py,
    at the size the metainfo says, small enough for a store, and named by its raw URL in the
    repository that pyproject.toml names."""
    assert screenshots.SCREENSHOT_URL.startswith(pyproject["project"]["urls"]["Source"].replace(
        "https://github.com/", "https://raw.githubusercontent.com/") + "/")
    component = ET.parse(METAINFO).getroot()
    shots = component.findall("screenshots/screenshot")
    names = []
    for shot in shots:
        image = shot.find("image")
        assert image.text.startswith(screenshots.SCREENSHOT_URL)
        name = image.text.removeprefix(screenshots.SCREENSHOT_URL)
        names.append(name.removesuffix(".png"))
        path = PACKAGING / "screenshots" / name
        assert path.is_file(), f"{path} is missing: run packaging/screenshots.py"
        assert _png_size(path) == (int(image.get("width")), int(image.get("height"))) == screenshots.SIZE
        assert path.stat().st_size < 300_000
        assert shot.findtext("caption") == screenshots.SHOTS[name.removesuffix(".png")][3]
    assert names == list(screenshots.SHOTS)
    default = next(s for s in shots if s.get("type") == "default")
    assert default.find("image").text.endswith(f"/{screenshots.DEFAULT}.png")


# The standard validators (desktop-file-validate, appstreamcli) are Debian packages, not part of
# a fresh machine with only Python: packaging/ci.sh installs and runs them in CI after make test.


# -- licence ------------------------------------------------------------------------------
def test_licence_file_and_metadata(pyproject):
    project = pyproject["project"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    assert "END OF TERMS AND CONDITIONS" in text, "the full text, not a notice"
    assert project["license"] == "GPL-3.0-or-later"
    assert project["license-files"] == ["LICENSE"]
    assert not any(c.startswith("License ::") for c in project["classifiers"]), \
        "an SPDX licence expression replaces the License classifier"
    assert set(project["urls"]) >= {"Homepage", "Source", "Issues"}
    assert all(url.startswith("https://") for url in project["urls"].values())


# -- icons --------------------------------------------------------------------------------
def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_at_every_size(size):
    path = ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    assert path.is_file(), f"missing {path}: run packaging/make_icons.py"
    assert _png_size(path) == (size, size)


def test_scalable_icon():
    svg = ROOT / "resources" / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == (ROOT / "resources" / "icons" / "siembra.svg").read_bytes()
    assert ET.parse(svg).getroot().tag.endswith("svg")


# -- spec and bundle configuration --------------------------------------------------------
def test_spec_reads_name_and_version_from_pyproject(pyproject):
    meta = bundle_config.project_metadata()
    assert meta["name"] == pyproject["project"]["name"]
    assert meta["version"] == pyproject["project"]["version"]
    spec = (PACKAGING / "siembra.spec").read_text(encoding="utf-8")
    assert 'NAME = META["name"]' in spec and 'VERSION = META["version"]' in spec
    assert pyproject["project"]["version"] not in spec, "the version must not be written in the spec"
    assert "onefile=bc.onefile_requested()" in spec
    assert "siembra_resources" in spec
    bare = (PACKAGING / "bench_bare.spec").read_text(encoding="utf-8")
    assert "bc.build_bundle(" in spec and "bc.build_bundle(" in bare, "both bundles built the same way"


def test_onefile_switch(monkeypatch):
    monkeypatch.delenv("SIEMBRA_ONEFILE", raising=False)
    assert not bundle_config.onefile_requested()
    monkeypatch.setenv("SIEMBRA_ONEFILE", "1")
    assert bundle_config.onefile_requested()
    monkeypatch.setenv("SIEMBRA_ONEFILE", "0")
    assert not bundle_config.onefile_requested()


@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/plugins/qmltooling/libqmldbg_tcp.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/lib/libQt6Quick.so.6", False),
    ("PySide6/Qt/lib/libQt6Network.so.6", False),
    ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
    ("PySide6/Qt/translations/qtbase_es.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/designer_es.qm", False),
    ("siembra_resources/translations/siembra_es.qm", True),
    ("PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so", True),
    ("PySide6/Qt/plugins/wayland-graphics-integration-client/libdmabuf-server.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/plugins/wayland-shell-integration/libwl-shell-plugin.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/imageformats/libqico.so", False),
    ("libz.so.1", False),
])
def test_bundle_filter(dest, kept):
    assert bundle_config.keep_toc_entry(dest) is kept


def test_the_version_log_and_error_report_have_what_they_need_in_the_bundle(tmp_path):
    """--version, About, the log and the error report, run in full: none of the modules they
    load may be one the bundle leaves out."""
    assert not set(bundle_config.NEEDED_PY_MODULES) & set(bundle_config.EXCLUDED_PY_MODULES)
    spec = (PACKAGING / "siembra.spec").read_text(encoding="utf-8")
    assert "*bc.NEEDED_PY_MODULES" in spec
    script = (
        "import sys\nfrom pathlib import Path\nfrom desktop_app import crash\n"
        "from desktop_app.components import installed_version\n"
        "crash.start_logging(Path(sys.argv[1])); installed_version('numpy')\n"
        "try:\n    {}['→']\nexcept KeyError as err:\n    print(crash.describe(KeyError, err, err.__traceback__)[1])\n"
        "print(' '.join(sys.modules))\n")
    probe = tmp_path / "probe.py"  # a file: the traceback shows its lines, the one with "→" too
    probe.write_text(script, encoding="utf-8")
    result = subprocess.run([sys.executable, str(probe), str(tmp_path)], cwd=ROOT, capture_output=True,
                            text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    assert "{}['→']\n" in result.stdout and "KeyError: '→'" in result.stdout
    loaded = set(result.stdout.splitlines()[-1].split())
    top = {name.split(".")[0] for name in loaded}
    excluded = set(bundle_config.EXCLUDED_PY_MODULES)
    assert not (loaded | top) & excluded, f"the bundle leaves out {sorted((loaded | top) & excluded)}"
    assert set(bundle_config.NEEDED_PY_MODULES) <= loaded


def test_the_build_of_endgame_tables_has_what_it_needs_in_the_bundle(tmp_path):
    """The window's build of endgame tables, run in full as the bundle runs it: it loads no
    module the bundle leaves out, and the ones only compiled code imports are kept."""
    assert "*bc.BATCH_PY_MODULES" in (PACKAGING / "siembra.spec").read_text(encoding="utf-8")
    script = ("import sys\nfrom desktop_app.analysis.build_tables import main\n"
              "main(['djenon-aboure', '{}', sys.argv[1], '30', '3'])\nprint(' '.join(sys.modules))\n")
    result = subprocess.run([sys.executable, "-c", script, str(tmp_path)], cwd=ROOT, capture_output=True,
                            text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "djenon-aboure.npz").is_file()
    loaded = set(result.stdout.splitlines()[-1].split())
    top = {name.split(".")[0] for name in loaded}
    # hmac (secrets) and statistics (numpy.random) try these first and fall back to Python's own
    excluded = set(bundle_config.EXCLUDED_PY_MODULES) - {"_hashlib", "_decimal"}
    assert not (loaded | top) & excluded, f"the bundle leaves out {sorted((loaded | top) & excluded)}"
    assert set(bundle_config.BATCH_PY_MODULES) <= loaded


def test_excluded_qt_modules_are_not_used_by_the_app():
    used = set()
    for path in list((ROOT / "desktop_app").rglob("*.py")) + list((ROOT / "rules").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for module in bundle_config.EXCLUDED_QT_MODULES:
            short = module.split(".", 1)[1]
            if f"PySide6.{short} " in text or f"PySide6.{short}\n" in text or f"PySide6 import {short}" in text:
                used.add((path.name, module))
    assert not used, f"the bundle excludes Qt modules the app imports: {sorted(used)}"


@pytest.mark.parametrize("name, kept", [
    ("icudt73l/uprops.icu", True),
    ("icudt73l/zoneinfo64.res", True),
    ("icudt73l/coll/ucadata.icu", True),
    ("icudt73l/es.res", True),
    ("icudt73l/ca_ES.res", True),
    ("icudt73l/zone/en_GB.res", True),
    ("icudt73l/coll/root.res", True),
    ("icudt73l/lang/pool.res", True),
    ("icudt73l/de.res", False),
    ("icudt73l/zone/zh_Hant_TW.res", False),
    ("icudt73l/ibm-943_P15A-2003.cnv", False),
    ("icudt73l/brkitr/cjdict.dict", False),
    ("icudt73l/translit/Latin_ASCII.res", False),
    ("icudt73l/translit/root.res", False),
    ("icudt73l/brkitr/line.brk", False),
    ("icudt73l/curr/es.res", False),
    ("icudt73l/unit/pool.res", False),
    ("icudt73l/rbnf/ca.res", False),
    ("icudt73l/unames.icu", False),
    ("icudt73l/confusables.cfu", False),
    ("icudt73l/cnvalias.icu", True),
    ("icudt73l/region/es.res", True),
    ("icudt73l/zone/pool.res", True),
    ("icudt73l/nfkc.nrm", True),
])
def test_icu_trim_selection(name, kept):
    assert icu_trim.keep_item(name) is kept


def test_every_package_is_listed(pyproject):
    listed = set(pyproject["tool"]["setuptools"]["packages"])
    for top in ("rules", "desktop_app"):
        for init in (ROOT / top).rglob("__init__.py"):
            if "__pycache__" in init.parts:
                continue
            package = ".".join(init.parent.relative_to(ROOT).parts)
            assert package in listed, f"{package} is missing from [tool.setuptools] packages"
    assert pyproject["tool"]["setuptools"]["package-dir"]["siembra_resources"] == "resources"


# -- the wheel ------------------------------------------------------------------------------
def _copy_source(dest: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("rules", "desktop_app", "resources"):
        shutil.copytree(ROOT / name, dest / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md", "LICENSE", "MANIFEST.in"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, dest / name)


def test_wheel_contains_resources(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    _copy_source(src)  # build a copy: no build/ or egg-info left in the work tree
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-v",
         "-w", str(tmp_path / "wheels"), str(src)],
        capture_output=True, text=True, timeout=180,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    # setuptools' warnings about the project's own metadata (licence table, classifiers, data
    # folders taken for packages: SetuptoolsDeprecationWarning, _Warning) show only with -v.
    warnings = [line for line in (result.stdout + result.stderr).splitlines() if "Warning:" in line]
    assert not warnings, "\n".join(warnings)
    wheel = next((tmp_path / "wheels").glob("siembra-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())

    def expected(folder: str, pattern: str = "*") -> list[str]:
        base = src / "resources"  # what was built (the work tree may change meanwhile)
        return sorted(f"siembra_resources/{p.relative_to(base).as_posix()}"
                      for p in (base / folder).rglob(pattern)
                      if p.is_file() and "__pycache__" not in p.parts)

    for folder in ("lessons", "rules", "icons"):
        files = expected(folder)
        if folder in ("lessons", "icons"):
            assert files, f"resources/{folder} is empty"
        missing = [f for f in files if f not in names]
        assert not missing, f"not in the wheel: {missing[:5]}"
    qm = expected(".", "*.qm")
    assert all(f in names for f in qm), "compiled translations (.qm) missing from the wheel"
    for size in ICON_SIZES:
        assert f"siembra_resources/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" in names
    assert "siembra_resources/__init__.py" in names
    assert "desktop_app/__main__.py" in names and "rules/__init__.py" in names
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "siembra = desktop_app.__main__:main" in text
