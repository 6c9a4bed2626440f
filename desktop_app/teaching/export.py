"""The board as a picture for worksheets and slides: PNG, SVG, or the clipboard.

The scene is rendered directly with QPainter (not grabbed from the screen), so the picture has
the board's full detail at any size and does not depend on the window's size or on a display.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem

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


def save_png(scene, path: str | Path, width: int = PNG_WIDTH) -> bool:
    return board_image(scene, width).save(str(path), "PNG")


def save_svg(scene, path: str | Path) -> bool:
    rect = scene.sceneRect()
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(QSize(round(rect.width()), round(rect.height())))
    generator.setViewBox(QRectF(0, 0, rect.width(), rect.height()))
    generator.setTitle("Siembra")
    generator.setDescription(QCoreApplication.translate("Export", "A Siembra board"))
    painter = QPainter()
    if not painter.begin(generator):
        return False
    painter.fillRect(QRectF(0, 0, rect.width(), rect.height()), scene.backgroundBrush())
    render(scene, painter, QRectF(0, 0, rect.width(), rect.height()))
    return painter.end()


def copy_to_clipboard(scene) -> QImage:
    image = board_image(scene)
    QGuiApplication.clipboard().setImage(image)
    return image
