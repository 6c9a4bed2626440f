"""Game > Export animation: moves as an animated GIF, frame for frame as the board shows them.

The moves are played on a board of their own (``OffscreenBoard``), never on screen: each step
is the animator's own animation for it (``Animator.step_group``), not run by the clock but set
to one time after another, 40 ms apart (25 pictures a second), and the scene drawn at each. So
the seeds fly the same arcs, with the same easing, as in the window at that speed. The
narration of the step shown can go in a caption under the board. ``gif.GifWriter`` writes the
file: Qt reads GIFs but cannot write them (see docs/teaching.md).

The dialog (``ExportAnimationDialog``) asks for the moves, the width, the speed and the caption;
``export_animation`` does the work for it and for ``siembra --export-animation``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import BinaryIO, NamedTuple

import numpy as np
from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QRadioButton,
    QSpinBox,
)

from rules.messages import excerpt, excerpt_path

from ..board.theme import DEFAULT_THEME, Theme
from ..i18n import context, rules_message
from ..notices import warn
from ..safe_output import OutputError, write_file
from ..showing.frames import step_narration
from ..showing.speed import SpeedSlider, speed_to_ms
from .gif import GifWriter
from .offscreen import OffscreenBoard

FRAME_MS = 40        # between two pictures of a step in motion
END_MS = 1500        # the last position, before the animation starts again
DEFAULT_WIDTH = 960
MIN_SIDE, MAX_SIDE = 120, 3840  # pixels: a picture to read on a slide, not one to exhaust memory
# At most 7,500 pictures (five minutes at 25 a second), and at most as many pixels as 7,500
# pictures of the default width at 4:3: counted before any is drawn, so that a long record at a slow
# speed, or a large size, is refused at once rather than drawn for an hour into gigabytes.
MAX_PICTURES = 7_500
MAX_PIXELS = MAX_PICTURES * DEFAULT_WIDTH * DEFAULT_WIDTH * 3 // 4

ExportAnimation = context("ExportAnimation")


class Cancelled(Exception):
    """The user stopped the export."""


class TooLong(ValueError):
    """An animation of more than MAX_PICTURES pictures; the message says how many and what to do."""


class Plies(NamedTuple):
    """Moves ``first`` to ``last`` of a game, counted from 1 as the move list does."""

    first: int
    last: int


def parse_plies(text: str, last_ply: int) -> Plies:
    """"A-B" or "A" (one move) as plies of a game of ``last_ply`` moves; ValueError says why not."""
    first, dash, last = text.strip().partition("-")
    if not _digits(first.strip()) or (dash and not _digits(last.strip())):
        raise ValueError(ExportAnimation.tr('not a range of moves like 3-5: "{text}"').format(text=excerpt(text)))
    plies = Plies(int(first), int(last) if dash else int(first))
    if last_ply == 0:
        raise ValueError(ExportAnimation.tr("the game has no moves yet"))
    if not 1 <= plies.first <= plies.last <= last_ply:
        raise ValueError(ExportAnimation.tr("the moves must lie between 1 and {last}, the first not after the last").format(
            last=last_ply))
    return plies


def _digits(text: str) -> bool:
    """Digits 0-9 only, a few: "²" and "٣" are digits to Python, not to a move number."""
    return text.isascii() and text.isdigit() and len(text) <= 6


def to_rgb(image: QImage) -> np.ndarray:
    """A QImage as the (height, width, 3) uint8 array GifWriter takes (rows may be padded)."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return rows[:, :image.width() * 3].reshape(image.height(), image.width(), 3).copy()


class Canvas:
    """Pictures of one size: the board fitted in, and the caption strip under it."""

    def __init__(self, board: OffscreenBoard, width: int, height: int | None, caption: bool) -> None:
        self.board = board
        self.caption_height = max(24, round(width * 0.045)) if caption else 0
        board_height = round(width * board.aspect())
        self.width = width
        self.height = height or board_height + self.caption_height
        self.board_rect = QRectF(0, 0, width, self.height - self.caption_height)
        self.font = QFont()
        self.font.setPixelSize(max(10, round(self.caption_height * 0.55)))
        self.background = board.scene.backgroundBrush().color()
        self.ink = board.scene.theme.color("label_text")

    def picture(self, text: str) -> np.ndarray:
        image = QImage(self.width, self.height, QImage.Format.Format_RGB32)
        image.fill(self.background)
        painter = QPainter(image)
        self.board.paint(painter, self.board_rect)
        if self.caption_height:
            painter.setFont(self.font)
            painter.setPen(QColor(self.ink))
            rect = QRectF(8, self.height - self.caption_height, self.width - 16, self.caption_height)
            text = QFontMetrics(self.font).elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.end()
        return to_rgb(image)


def pictures_per_step(step_ms: int) -> int:
    return max(1, math.ceil(step_ms / FRAME_MS))


def export_animation(game, start, moves: list, plies: Plies, step_ms: int, width: int = DEFAULT_WIDTH,
                     height: int | None = None, caption: bool = True, theme: Theme = DEFAULT_THEME,
                     progress: Callable[[int, int], None] | None = None, out: BinaryIO | None = None) -> bytes | None:
    """The GIF of ``moves[plies.first - 1 : plies.last]`` of a game from ``start``: every step
    of every move in pictures ``FRAME_MS`` apart at ``step_ms`` a step, the end held a while.
    Written to ``out`` as it is encoded (None: returned as bytes). ``progress(done, total)``
    may raise ``Cancelled`` to stop; TooLong before any picture is drawn if there would be more
    than MAX_PICTURES, or more than MAX_PIXELS in all."""
    states = [start]
    for move in moves[:plies.last]:
        states.append(game.next_state(states[-1], move))
    board = OffscreenBoard(game, states[plies.first - 1], theme)
    canvas = Canvas(board, width, height, caption)
    shown = [board.move_frames(states[ply - 1], moves[ply - 1]) for ply in range(plies.first, plies.last + 1)]
    total = sum((len(frames) - 1) * pictures_per_step(step_ms) + 1 for _, frames in shown)
    most = min(MAX_PICTURES, MAX_PIXELS // (canvas.width * canvas.height))
    if total > most:
        raise TooLong(ExportAnimation.tr("these moves make %n picture(s) at this speed and size", "", total) + "; " +
                      ExportAnimation.tr("an animation has at most %n: choose fewer moves, a faster speed or a smaller "
                                         "width", "", most))
    done = 0

    def tick() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, 2 * total)

    writer = GifWriter(loop=0)
    for number, (played, frames) in enumerate(shown):
        board.show(played.before)
        for step in range(len(frames) - 1):
            text = step_narration(played, frames, step)
            board.show_frame(frames[step])
            group = board.animator.step_group(frames[step], frames[step + 1], step_ms)
            group.start()
            group.pause()  # a paused animation still moves its items when its time is set
            for t in range(0, step_ms, FRAME_MS):
                group.setCurrentTime(t)
                writer.add(canvas.picture(text), min(FRAME_MS, step_ms - t))
                tick()
            group.stop()
            group.setParent(None)
        board.show_frame(frames[-1])
        last = number == len(shown) - 1
        # Between moves, the breath a demonstration takes; at the end, time to look.
        writer.add(canvas.picture(step_narration(played, frames, len(frames) - 1)),
                   END_MS if last else max(2 * step_ms, FRAME_MS))
        tick()
    encoding = None if progress is None else lambda d, t: progress(total + d * total // t, 2 * total)
    if out is None:
        return writer.finish(encoding)
    writer.write(out, encoding)
    return None


def suggested_name(game_id: str, plies: Plies) -> str:
    return f"{game_id}-{plies.first}.gif" if plies.first == plies.last else f"{game_id}-{plies.first}-{plies.last}.gif"


class ExportAnimationDialog(QDialog):
    """Which moves, how wide, how fast, and whether with the narration."""

    def __init__(self, last_ply: int, current: int, speed: int, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export animation"))
        self.current = QRadioButton(self.tr("The move shown (move {ply})").format(ply=current))
        self.range = QRadioButton(self.tr("Moves"))
        self.first, self.last = QSpinBox(), QSpinBox()
        for box in (self.first, self.last):
            box.setRange(1, max(1, last_ply))
        self.first.setValue(max(1, current))
        self.last.setValue(max(1, current))
        (self.current if current else self.range).setChecked(True)
        self.current.setEnabled(current > 0)
        span = QHBoxLayout()
        span.addWidget(self.range)
        span.addWidget(self.first)
        span.addWidget(QLabel(self.tr("to")))
        span.addWidget(self.last)
        span.addStretch()
        self.width_box = QSpinBox()
        self.width_box.setRange(2 * MIN_SIDE, MAX_SIDE)
        self.width_box.setSingleStep(80)
        self.width_box.setValue(DEFAULT_WIDTH)
        self.width_box.setSuffix(self.tr(" pixels"))
        self.speed = SpeedSlider()
        self.speed.setValue(speed)
        self.caption = QCheckBox(self.tr("With the narration as a caption under the board"))
        self.caption.setChecked(True)
        form = QFormLayout(self)
        form.addRow(self.current)
        form.addRow(span)
        form.addRow(self.tr("Width:"), self.width_box)
        speed_row = QHBoxLayout()
        speed_row.addWidget(QLabel(self.tr("Slow")))
        speed_row.addWidget(self.speed)
        speed_row.addWidget(QLabel(self.tr("Fast")))
        form.addRow(self.tr("Speed:"), speed_row)
        form.addRow(self.caption)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._current_ply = current

    def plies(self) -> Plies:
        if self.current.isChecked():
            return Plies(self._current_ply, self._current_ply)
        return Plies(min(self.first.value(), self.last.value()), max(self.first.value(), self.last.value()))


class AnimationExport(QObject):
    """Game > Export animation… for the window's game."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        window.add_action("game", "export_animation", self.tr("Export ani&mation…"), self.export, before="quit")

    def export(self) -> None:
        w = self.window
        c = w.record
        title = self.tr("Export animation")
        if c.last_ply == 0:
            QMessageBox.information(w, title, self.tr("There is no move to export yet: play a move first."))
            return
        dialog = ExportAnimationDialog(c.last_ply, c.ply, w.speed.value(), w)
        if not dialog.exec():
            return
        plies = dialog.plies()
        suggested = f"{w.files.start_dir()}/{suggested_name(c.game.id, plies)}"
        path, _ = QFileDialog.getSaveFileName(w, title, suggested, self.tr("GIF animations (*.gif)"))
        if not path:
            return
        if not path.lower().endswith(".gif"):
            path += ".gif"
        record = c.line_record()
        progress = QProgressDialog(self.tr("Drawing the animation…"), self.tr("Cancel"), 0, 1000, w)
        progress.setWindowTitle(title)
        progress.setMinimumDuration(300)

        def report(done: int, total: int) -> None:
            progress.setValue(done * 1000 // max(1, total))
            QApplication.processEvents()
            if progress.wasCanceled():
                raise Cancelled

        try:
            write_file(path, lambda out: export_animation(
                record.game, record.start or record.game.initial_state(), record.moves, plies,
                speed_to_ms(dialog.speed.value()), dialog.width_box.value(), caption=dialog.caption.isChecked(),
                theme=w.theme, progress=report, out=out))
        except Cancelled:
            w.say(self.tr("The export was cancelled"))
            return
        except (OutputError, TooLong) as err:
            warn(w, title, self.tr("The animation was not written: {error}").format(error=rules_message(err)))
            return
        finally:
            progress.close()
        w.say(self.tr("The animation is saved in {path}").format(path=excerpt_path(path)))
