"""The licence texts a bundle carries, collected at build time (packaging/licences.py) for every
component Help > About lists and every library taken from the building system."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import licences  # noqa: E402

from desktop_app.components import components  # noqa: E402


@pytest.fixture(scope="module")
def collected(tmp_path_factory) -> tuple[Path, list]:
    folder = tmp_path_factory.mktemp("licences") / "licences"
    return folder, licences.collect(folder, platform="linux")


def test_every_component_has_its_texts(collected):
    folder, listed = collected
    assert [item.name for item in listed] == [c.name for c in components()]
    for item in listed:
        assert item.texts, item.name
        for text in item.texts:
            assert (folder / text).is_file() and (folder / text).stat().st_size > 200, text
    by_name = {item.name: item for item in listed}

    def read(name: str) -> str:
        return "\n".join((folder / t).read_text(encoding="utf-8", errors="replace") for t in by_name[name].texts)

    assert "GNU GENERAL PUBLIC LICENSE" in read("Siembra") and "Version 3" in read("Siembra")
    for name in ("Qt", "PySide6", "shiboken6"):  # the LGPL, and the GPL it adds to
        assert "GNU LESSER GENERAL PUBLIC LICENSE" in read(name) and "GNU GENERAL PUBLIC LICENSE" in read(name)
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in read("Python")
    assert "NumPy Developers" in read("numpy")
    numpy_files = licences.distribution_licence_files("numpy")
    assert len(by_name["numpy"].texts) == len(numpy_files) > 1  # with what numpy bundles
    if "ICU" in by_name:
        assert "Unicode, Inc." in read("ICU")


def test_the_index_names_each_component_and_reads_back(collected):
    folder, listed = collected
    index = (folder / licences.INDEX).read_text(encoding="utf-8")
    for item in listed:
        assert f"{item.name} {item.version}: {item.licence}" in index
    assert [item.name for item in licences.read_index(folder)] == [item.name for item in listed]


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="a Debian system's libraries")
def test_a_library_from_the_system_brings_its_packages_copyright(tmp_path):
    import ctypes.util
    libz = next(p for p in Path("/usr/lib").rglob("libz.so.1") if p.exists())
    assert ctypes.util.find_library("z")
    listed = licences.collect(tmp_path / "licences", binaries=[("libz.so.1", str(libz), "BINARY")], platform="linux")
    system = [item for item in listed if item.files]
    assert [item.name for item in system] == ["zlib1g"] and system[0].files == ["libz.so.1"]
    assert (tmp_path / "licences" / "zlib1g" / "copyright").read_text(encoding="utf-8") == \
        Path("/usr/share/doc/zlib1g/copyright").read_text(encoding="utf-8")


def test_a_library_no_package_owns_stops_the_build(tmp_path):
    stray = tmp_path / "libstray.so.1"
    stray.write_bytes(b"\x7fELF")
    with pytest.raises(licences.MissingLicence, match="libstray"):
        licences.collect(tmp_path / "licences", binaries=[("libstray.so.1", str(stray), "BINARY")], platform="linux")


def test_python_and_numpy_libraries_are_not_taken_for_the_systems(tmp_path):
    import numpy
    inside = Path(numpy.__file__).parent / "_core" / "_multiarray_umath.cpython-311-x86_64-linux-gnu.so"
    assert licences.system_libraries([("numpy/_core/x.so", str(inside), "EXTENSION")]) == {}
