"""Render Siembra's icon PNGs from the SVG sources with Qt's own SVG renderer.

    .venv/bin/python packaging/make_icons.py          # (re)write the PNGs
    .venv/bin/python packaging/make_icons.py --check  # exit 1 if a PNG is missing or stale

Writes ``resources/icons/hicolor/<N>x<N>/apps/io.github.siembra.Siembra.png`` for
every size in SIZES, and copies the scalable icon to
``resources/icons/hicolor/scalable/apps/io.github.siembra.Siembra.svg``, i.e. the
layout of an XDG icon theme.  16 and 24 px come from ``siembra-small.svg``, a
simplified board drawn on the 16 px grid; the other sizes from ``siembra.svg``.
Runs offscreen (no display needed).
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

APP_ID = "io.github.siembra.Siembra"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SMALL_SIZES = (16, 24)
ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "siembra.svg"
SMALL_SOURCE = ICONS / "siembra-small.svg"


def png_path(size: int) -> Path:
    return ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def scalable_path() -> Path:
    return ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"


def render(size: int) -> bytes:
    source = SMALL_SOURCE if size in SMALL_SIZES else SOURCE
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {source}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def main(argv: list[str]) -> int:
    check = "--check" in argv
    _app = QGuiApplication.instance() or QGuiApplication(["make_icons"])
    stale = []
    for size in SIZES:
        path = png_path(size)
        png = render(size)
        if check:
            if not path.exists() or path.read_bytes() != png:
                stale.append(str(path))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
        print(f"wrote {path.relative_to(ICONS.parent.parent)} ({len(png)} bytes)")
    scalable = scalable_path()
    if check:
        if not scalable.exists() or scalable.read_bytes() != SOURCE.read_bytes():
            stale.append(str(scalable))
    else:
        scalable.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SOURCE, scalable)
        print(f"wrote {scalable.relative_to(ICONS.parent.parent)}")
    if stale:
        print("stale or missing icons (run packaging/make_icons.py):", *stale, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
