"""The board as a picture for worksheets and slides: PNG, SVG, or the clipboard.

The scene is rendered directly with QPainter (not grabbed from the screen), so the picture has
the board's full detail at any size and does not depend on the window's size or on a display.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem

from ..safe_output import write_file

PNG_WIDTH = 2400  # pixels: sharp on a slide or a printed page


def render(scene, painter: QPainter, target: QRectF) -> None:
    """Draw the whole scene into ``target``, keeping its proportions."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    # Items cache their drawing as screen-sized pixmaps: drawn from the caches, a picture would
    # be blurry when large and an SVG would hold bitmaps. Drawn afresh, both are sharp vectors.
    items = scene.items()
    modes = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        scene.render(painter, target, scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    finally:
        for item, mode in zip(items, modes):
            item.setCacheMode(mode)


def board_image(scene, width: int = PNG_WIDTH) -> QImage:
    rect = scene.sceneRect()
    height = max(1, round(width * rect.height() / rect.width()))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(scene.backgroundBrush().color())
    painter = QPainter(image)
    render(scene, painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def image_bytes(image: QImage, kind: str = "PNG") -> bytes:
    """``image`` encoded in memory; an empty result means Qt could not encode it."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 takes the format as a str (its stub says bytes, which it refuses at run time).
    encoded = image.save(buffer, kind)  # type: ignore[call-overload]
    return bytes(buffer.data().data()) if encoded else b""


def save_png(scene, path: str | Path, width: int = PNG_WIDTH) -> None:
    """The board as PNG in ``path``, written whole or not at all: OutputError says why not."""
    write_file(path, image_bytes(board_image(scene, width)))


def save_svg(scene, path: str | Path) -> None:
    """The board as SVG in ``path``, written whole or not at all: OutputError says why not."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    _draw_svg(scene, buffer)
    write_file(path, bytes(buffer.data().data()))


def _draw_svg(scene, device: QBuffer) -> None:
    rect = scene.sceneRect()
    generator = QSvgGenerator()
    generator.setOutputDevice(device)
    generator.setSize(QSize(round(rect.width()), round(rect.height())))
    generator.setViewBox(QRectF(0, 0, rect.width(), rect.height()))
    generator.setTitle("Siembra")
    generator.setDescription(QCoreApplication.translate("Export", "A Siembra board"))
    painter = QPainter(generator)
    painter.fillRect(QRectF(0, 0, rect.width(), rect.height()), scene.backgroundBrush())
    render(scene, painter, QRectF(0, 0, rect.width(), rect.height()))
    painter.end()


def copy_to_clipboard(scene) -> QImage:
    image = board_image(scene)
    QGuiApplication.clipboard().setImage(image)
    return image
