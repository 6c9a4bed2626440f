"""What the Windows and macOS bundles need besides the one-folder bundle: icons in their formats,
the Windows version resource, and the macOS Info.plist. Standard library only.

``siembra.spec`` writes them into PyInstaller's work folder at build time from the shipped PNG
icons (``resources/icons/hicolor``, rendered from the SVG by make_icons.py), so nothing generated
is committed:

- ``siembra.ico``: Windows' icon, every size from 16 to 256 px, each a PNG (Windows Vista on);
- ``siembra.icns``: macOS' icon, 16 to 512 px and their double-density twins up to 512;
- the version resource, as the text PyInstaller reads (``VSVersionInfo(...)``);
- the Info.plist keys: the app's id and version, and ``.siembra`` records as a document type of
  its own (a kind of JSON) that Siembra owns, with the icon.
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

PACKAGING_DIR = Path(__file__).resolve().parent
HICOLOR = PACKAGING_DIR.parent / "resources" / "icons" / "hicolor"
APP_ID = "io.github.siembra.Siembra"
RECORD_UTI = f"{APP_ID}.record"
RECORD_MIME = "application/x-siembra-record"
RECORD_SUFFIX = "siembra"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by the pixel size of the picture.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),  # 16, 32, 128, 256 pt at 2x
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png(size: int) -> bytes:
    return (HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png").read_bytes()


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != PNG_SIGNATURE:
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


def ico_bytes(pictures: dict[int, bytes]) -> bytes:
    """An ICO file of PNG pictures ({size: PNG}): ICONDIR, one ICONDIRENTRY each, the data."""
    sizes = sorted(pictures)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, data = b"", b""
    for size in sizes:
        picture = pictures[size]
        if png_size(picture) != (size, size):
            raise ValueError(f"the {size} px picture is {png_size(picture)}")
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(picture), offset + len(data))
        data += picture
    return header + entries + data


def read_ico(data: bytes) -> dict[int, bytes]:
    """The pictures of an ICO file, by size (for checking what ico_bytes wrote)."""
    reserved, kind, count = struct.unpack_from("<HHH", data)
    if (reserved, kind) != (0, 1):
        raise ValueError("not an ICO file")
    pictures = {}
    for i in range(count):
        width, height, _, _, _planes, _bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        if width != height:
            raise ValueError("not square")
        pictures[width or 256] = data[offset:offset + length]
    return pictures


def icns_bytes(pictures: dict[int, bytes]) -> bytes:
    """An ICNS file: the 'icns' header and one PNG element per type of ICNS_TYPES."""
    body = b""
    for kind, size in ICNS_TYPES:
        picture = pictures[size]
        if png_size(picture) != (size, size):
            raise ValueError(f"the {size} px picture is {png_size(picture)}")
        body += kind + struct.pack(">I", 8 + len(picture)) + picture
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_icns(data: bytes) -> dict[bytes, bytes]:
    """The elements of an ICNS file, by type."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an ICNS file")
    elements, at = {}, 8
    while at < len(data):
        if at + 8 > len(data):
            raise ValueError("an ICNS element is cut short")
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        if length < 8 or at + length > len(data):
            raise ValueError("an ICNS element is cut short")
        elements[kind] = data[at + 8:at + length]
        at += length
    return elements


def write_icons(folder: Path) -> tuple[Path, Path]:
    """siembra.ico and siembra.icns in ``folder``, from the shipped PNGs."""
    folder.mkdir(parents=True, exist_ok=True)
    pictures = {size: png(size) for size in {*ICO_SIZES, *(size for _, size in ICNS_TYPES)}}
    ico, icns = folder / "siembra.ico", folder / "siembra.icns"
    ico.write_bytes(ico_bytes({size: pictures[size] for size in ICO_SIZES}))
    icns.write_bytes(icns_bytes(pictures))
    return ico, icns


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """A version such as 0.1.0 as Windows' four numbers (0, 1, 0, 0); a suffix (rc1) is dropped."""
    numbers = [int(re.match(r"\d{0,5}", part).group() or 0) for part in version.split(".")[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def windows_version_text(meta: dict) -> str:
    """The version resource of siembra.exe, in the text form PyInstaller's ``version=`` reads:
    what Explorer's Properties > Details shows (US English, Unicode)."""
    numbers = version_tuple(meta["version"])
    strings = {
        "CompanyName": meta["authors"][0]["name"],
        "FileDescription": "Siembra",
        "FileVersion": meta["version"],
        "InternalName": "siembra",
        "LegalCopyright": f"{meta['authors'][0]['name']}; {meta['license']}",
        "OriginalFilename": "siembra.exe",
        "ProductName": "Siembra",
        "ProductVersion": meta["version"],
    }
    table = ",\n          ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers!r},
    prodvers={numbers!r},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [{table}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])])
"""


def info_plist(meta: dict) -> dict:
    """Siembra.app's Info.plist keys beyond those PyInstaller writes (name, executable, icon)."""
    record_name = "Siembra game record"
    return {
        "CFBundleDisplayName": "Siembra",
        "CFBundleShortVersionString": meta["version"],
        "CFBundleVersion": meta["version"],
        "NSHumanReadableCopyright": f"{meta['authors'][0]['name']}, {meta['license']}",
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "LSMinimumSystemVersion": "12.0",  # Qt 6.8 and later
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": record_name,
            "CFBundleTypeRole": "Editor",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [RECORD_UTI],
            "CFBundleTypeIconFile": "siembra.icns",
        }],
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": RECORD_UTI,
            "UTTypeDescription": record_name,
            "UTTypeConformsTo": ["public.json"],
            "UTTypeIconFile": "siembra.icns",
            "UTTypeTagSpecification": {
                "public.filename-extension": [RECORD_SUFFIX],
                "public.mime-type": [RECORD_MIME],
            },
        }],
    }
