"""Shrink the ICU data library that PySide6 ships (libicudata.so.NN, ~32 MB) for the bundle.

Qt links ICU, but Qt Core is the only Qt library that calls it, for 31 functions: locale
case mapping, time-zone names, legacy text codecs and collation.  The data library holds
one big "common data" package (``icudtNNl.dat`` as a symbol ``icudtNN_dat``) with every
locale of the world, every legacy codepage table, transliterators, line-break dictionaries...

:func:`trim` rebuilds the library with only:

* every item that is not per-locale (Unicode properties, normalisation, collation base
  table, time-zone database, supplemental data, break rules...);
* the locales of the languages Siembra ships (``root``, ``en*``, ``es*``, ``ca*``) in every
  tree, plus each tree's ``pool.res`` and ``res_index.res``;

and without the codepage tables (``*.cnv``: UTF-8/16/32, ASCII and Latin-1 are built into
ICU and Qt, so only exotic legacy encodings are lost), nor what none of those 31 functions
opens: transliterators, break iterators and their dictionaries, currency, unit and
spelled-out number names, Unicode character names and the spoof checker's confusables.
ICU falls back to ``root`` for any locale it no longer finds.

The new library exports the same symbol and soname; it is built with the C compiler
(``cc``), which embeds the data with an ``.incbin`` directive.  Standard library only.

    python packaging/icu_trim.py SRC_LIB OUT_DIR     # prints the path of the new library
"""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

KEPT_LANGS = ("en", "es", "ca")
# A resource bundle named like a locale ID: language (2-3 letters), then _Script/_REGION/...
_LOCALE_RE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*$")
# Trees and items none of the ICU functions that Qt Core calls (case mapping, collation,
# converters, calendars and time-zone names) ever opens: transliterators, break iterators,
# currency, unit and spell-out names, character names and the spoof checker's confusables.
_DROPPED_TREES = {"translit", "brkitr", "curr", "unit", "rbnf"}
_DROPPED_ITEMS = {"unames.icu", "confusables.cfu"}


def _elf_symbol(path: Path, prefix: bytes) -> tuple[str, int, int]:
    """(name, file offset, size) of the first dynamic symbol whose name starts with prefix."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{path}: not a little-endian 64-bit ELF file")
    e_shoff, = struct.unpack_from("<Q", data, 0x28)
    e_shentsize, e_shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = []
    for i in range(e_shnum):
        sh = struct.unpack_from("<IIQQQQIIQQ", data, e_shoff + i * e_shentsize)
        sections.append(sh)  # name, type, flags, addr, offset, size, link, info, align, entsize
    for sh in sections:
        if sh[1] != 11:  # SHT_DYNSYM
            continue
        strtab = sections[sh[6]]
        for off in range(sh[4], sh[4] + sh[5], sh[9]):
            st_name, _info, _other, shndx, value, size = struct.unpack_from("<IBBHQQ", data, off)
            name_start = strtab[4] + st_name
            name = data[name_start:data.index(b"\0", name_start)]
            if name.startswith(prefix) and shndx != 0:
                for sec in sections:
                    if sec[3] <= value < sec[3] + sec[5] and sec[1] != 8:  # not NOBITS
                        return name.decode(), sec[4] + (value - sec[3]), size
    raise ValueError(f"{path}: no defined symbol {prefix!r}")


def _parse_common(blob: bytes) -> tuple[int, list[tuple[str, bytes]]]:
    header_size, = struct.unpack_from("<H", blob, 0)
    if blob[2:4] != b"\xda\x27" or blob[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    toc = header_size
    count, = struct.unpack_from("<I", blob, toc)
    offsets = []
    for i in range(count):
        name_off, data_off = struct.unpack_from("<II", blob, toc + 4 + 8 * i)
        name = blob[toc + name_off:blob.index(b"\0", toc + name_off)].decode("ascii")
        offsets.append((name, toc + data_off))
    items = []
    for i, (name, start) in enumerate(offsets):
        end = offsets[i + 1][1] if i + 1 < len(offsets) else len(blob)
        items.append((name, blob[start:end]))
    return header_size, items


def keep_item(name: str) -> bool:
    """Whether the common-data item ``name`` (e.g. ``icudt73l/coll/es.res``) is kept."""
    parts = name.split("/")[1:]  # drop the "icudtNNl" package prefix
    tree = parts[0] if len(parts) > 1 else ""
    leaf = parts[-1]
    stem, _, ext = leaf.rpartition(".")
    if ext == "cnv":
        return False
    if ext == "dict":
        return False
    if tree in _DROPPED_TREES or (not tree and leaf in _DROPPED_ITEMS):
        return False
    if ext != "res" or stem in ("root", "pool", "res_index"):
        return True
    if _LOCALE_RE.match(stem):
        return stem.split("_")[0] in KEPT_LANGS
    return True


def _build_common(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    count = len(items)
    names = b""
    name_offsets = []
    toc_fixed = 4 + 8 * count
    for name, _ in items:
        name_offsets.append(toc_fixed + len(names))
        names += name.encode("ascii") + b"\0"
    data_start = toc_fixed + len(names)
    data_start += (-(len(header) + data_start)) % 16
    body = b""
    data_offsets = []
    for _, payload in items:
        data_offsets.append(data_start + len(body))
        body += payload + b"\0" * ((-len(payload)) % 16)
    toc = struct.pack("<I", count)
    for n_off, d_off in zip(name_offsets, data_offsets):
        toc += struct.pack("<II", n_off, d_off)
    toc += names
    toc += b"\0" * (data_start - len(toc))
    return header + toc + body


def trimmed_data(src: Path) -> tuple[str, bytes, int, int]:
    """(symbol, new common data, items kept, items before) for the library ``src``."""
    symbol, offset, size = _elf_symbol(src, b"icudt")
    blob = src.read_bytes()[offset:offset + size]
    header_size, items = _parse_common(blob)
    kept = [(name, payload) for name, payload in items if keep_item(name)]
    return symbol, _build_common(blob[:header_size], kept), len(kept), len(items)


def trim(src: Path, out_dir: Path) -> Path:
    """Build the trimmed copy of ``src`` (same file name and soname) in ``out_dir``."""
    src = Path(src).resolve()
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    compiler = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if not compiler:
        raise RuntimeError("no C compiler (cc/gcc) to build the trimmed ICU data library")
    symbol, data, kept, total = trimmed_data(src)
    out = out_dir / src.name
    with tempfile.TemporaryDirectory() as tmp:
        dat = Path(tmp) / "icudata.dat"
        dat.write_bytes(data)
        asm = Path(tmp) / "icudata.S"
        asm.write_text(
            "\t.section .rodata\n"
            f"\t.globl {symbol}\n"
            f"\t.type {symbol}, @object\n"
            "\t.balign 16\n"
            f"{symbol}:\n"
            f'\t.incbin "{dat}"\n'
            f"\t.size {symbol}, . - {symbol}\n"
            '\t.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        subprocess.run([compiler, "-shared", "-nostdlib", f"-Wl,-soname,{src.name}",
                        "-o", str(out), str(asm)], check=True)
    print(f"icu_trim: {src.name}: {kept} of {total} data items, "
          f"{src.stat().st_size / 1e6:.1f} MB -> {out.stat().st_size / 1e6:.1f} MB")
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    print(trim(Path(argv[0]), Path(argv[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
