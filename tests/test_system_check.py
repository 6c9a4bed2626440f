"""Before Qt starts: a missing xcb library is named in one line with the package to install,
instead of Qt aborting. The loader is faked; the table is checked against the installed Qt."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app import system_check
from desktop_app.__main__ import main

X11 = {"DISPLAY": ":0"}


@pytest.mark.parametrize("environ, platform, expected", [
    (X11, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb:nograb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
    ({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"XDG_SESSION_TYPE": "wayland"}, "linux", True),  # no compositor to talk to: Qt falls back to xcb
    (X11, "win32", False),
    (X11, "darwin", False),
])
def test_when_qt_loads_its_x11_plugin(environ, platform, expected):
    assert system_check.uses_xcb(environ, platform) is expected


def test_nothing_missing_says_nothing():
    assert system_check.check(X11, "linux", loadable=lambda soname: True) is None


def test_a_missing_library_is_named_with_its_package_in_one_line():
    line = system_check.check(X11, "linux", loadable=lambda soname: soname != "libxcb-cursor.so.0")
    assert "\n" not in line
    assert line.startswith("siembra cannot start: ")
    assert "libxcb-cursor.so.0" in line and "sudo apt install libxcb-cursor0" in line


def test_every_missing_library_goes_into_one_command():
    missing = {"libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libxcb-icccm.so.4"}
    line = system_check.check(X11, "linux", loadable=lambda soname: soname not in missing)
    command = line.split("sudo apt install ", 1)[1].split(" (")[0]
    assert set(command.split()) == {"libxcb-cursor0", "libxkbcommon-x11-0", "libxcb-icccm4"}


def test_other_platforms_are_not_looked_at():
    asked = []
    assert system_check.check({"QT_QPA_PLATFORM": "offscreen"}, "linux", loadable=asked.append) is None
    assert system_check.check(X11, "darwin", loadable=asked.append) is None
    assert asked == []


def test_the_real_lookup_finds_what_this_machine_has_and_not_what_it_lacks():
    assert system_check._loadable("libc.so.6")
    assert not system_check._loadable("libsiembra-no-such-library.so.9")


def test_the_app_stops_with_the_line_before_making_qt(monkeypatch, capsys):
    import desktop_app.__main__ as entry
    started = []
    monkeypatch.setattr(entry, "_start", started.append)  # where the QApplication is made
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(system_check, "_in_loader_cache", lambda sonames: set())
    monkeypatch.setattr(system_check, "_loadable", lambda soname: soname != "libxcb-cursor.so.0")
    monkeypatch.setattr(sys, "platform", "linux")
    assert main(["--game", "bechi"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "sudo apt install libxcb-cursor0" in err
    assert started == []


def _needed(path: Path) -> list[str]:
    out = subprocess.run(["readelf", "-dW", str(path)], capture_output=True, text=True, check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb plugin is Linux's")
def test_the_table_is_the_xcb_plugins_own_list():
    """Every X11 library that Qt's xcb platform plugin and its QPA library link, and no other."""
    if shutil.which("readelf") is None:
        pytest.fail("readelf (binutils) is needed to read the plugin's libraries")
    import PySide6
    qt = Path(PySide6.__file__).parent / "Qt"
    linked = set(_needed(qt / "plugins" / "platforms" / "libqxcb.so")) | set(_needed(qt / "lib" / "libQt6XcbQpa.so.6"))
    x11 = {name for name in linked if name.startswith(("libxcb", "libX11", "libxkbcommon"))}
    assert x11 == set(system_check.XCB_LIBRARIES)


def test_the_readmes_apt_line_installs_every_library_checked():
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    command = readme.split("sudo apt install ", 1)[1].split("```", 1)[0].replace("\\\n", " ")
    assert set(system_check.XCB_LIBRARIES.values()) <= set(command.split())


def test_the_loaders_cache_answers_for_what_it_lists(tmp_path):
    cache = tmp_path / "ld.so.cache"
    cache.write_bytes(b"glibc-ld.so.cache1.1\0/usr/lib/libxcb.so.1\0/lib/x86_64-linux-gnu/libxcb-shm.so.0\0"
                      b"/usr/lib/libxcb-cursor.so.0.0.0\0/usr/lib/libnot-xcb.so.1\0")
    assert system_check._in_loader_cache(["libxcb.so.1", "libxcb-shm.so.0", "libxcb-cursor.so.0", "xcb.so.1"],
                                         str(cache)) == {"libxcb.so.1", "libxcb-shm.so.0"}
    assert system_check._in_loader_cache(["libxcb.so.1"], str(tmp_path / "none")) == set()


def test_what_the_cache_lacks_is_loaded_to_be_sure(monkeypatch):
    monkeypatch.setattr(system_check, "_in_loader_cache", lambda sonames: set(sonames) - {"libxcb-cursor.so.0"})
    tried = []
    monkeypatch.setattr(system_check, "_loadable", lambda soname: tried.append(soname) or False)
    assert system_check.missing_libraries() == ["libxcb-cursor.so.0"]
    assert tried == ["libxcb-cursor.so.0"]
