"""How predict mode's questions and answers read, and how an answer is marked on a board: the
words (questions.py gives only keys and ids) and the ring. Predict mode and the worksheets
share them, so that a sheet asks what the board asks.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..board.items import HOLE_R
from ..i18n import context
from .questions import CAPTURE, CAPTURES, LAST_HOLE, NOTHING, RELAY, Question

MARK_Z = 95.0  # above seeds in flight: the class must see it

Predict = context("Predict")


def question_text(question: Question) -> str:
    """The question in the interface language (questions.py gives only its key)."""
    return {
        "predict.last_hole": Predict.tr("Where will the last seed from this hole fall?"),
        "predict.captures": Predict.tr("How many seeds will this move capture?"),
        "predict.what_next": Predict.tr("The last seed falls: what happens next?"),
    }[question.text_key]


def choice_text(question: Question, choice) -> str:
    """A choice as its button shows it."""
    if question.kind == LAST_HOLE or question.kind == CAPTURES:
        return str(choice)
    return {NOTHING: Predict.tr("Nothing"), CAPTURE: Predict.tr("A capture"), RELAY: Predict.tr("A relay")}[choice]


def answer_text(question: Question) -> str:
    """The right answer in a sentence."""
    if question.kind == LAST_HOLE:
        return Predict.tr("The last seed falls in {hole}.").format(hole=question.answer)
    if question.kind == CAPTURES:
        return Predict.tr("The move captures %n seed(s).", "", question.answer)
    sentences: dict[object, str] = {
        NOTHING: Predict.tr("Nothing happens: the move ends there."),
        CAPTURE: Predict.tr("A capture."), RELAY: Predict.tr("A relay: the seeds there are sown on.")}
    return sentences[question.answer]


def mark_caption(question: Question) -> str:
    """What the ring on the right answer's hole says: nothing for a hole (the ring names it)."""
    if question.kind == LAST_HOLE:
        return ""
    if question.kind == CAPTURES:
        return Predict.tr("%n captured", "", question.answer)
    return choice_text(question, question.answer)


def choice_key(question: Question, choice) -> str:
    """What is typed to give ``choice``: a hole's label, a number, or the button's place (1, 2, 3)."""
    if question.kind == LAST_HOLE or question.kind == CAPTURES:
        return str(choice).upper()
    return str(question.choices.index(choice) + 1)


def place_of(question: Question, events) -> str | None:
    """The hole where the right answer is seen: where the first lap's last seed falls."""
    sown = [e.hole for e in events if e.kind == "sow" and e.lap == 0]
    return sown[-1] if sown else None


class AnswerMark(QGraphicsObject):
    """A ring on a hole and a caption beside it, drawn over the board."""

    def __init__(self, scene, label: str, caption: str, colour: QColor, dashed: bool) -> None:
        super().__init__()
        self._caption, self._colour, self._dashed = caption, colour, dashed
        self._top = scene.holes[label].pos().y() < scene.sceneRect().center().y()
        self.setPos(scene.holes[label].pos())
        self.setZValue(MARK_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Seeds fly under it on every frame of a move: copied from a pixmap, not drawn again.
        # (Pictures for export and print draw every item afresh: see export.render.)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        scene.addItem(self)

    def boundingRect(self) -> QRectF:
        return QRectF(-3 * HOLE_R, -3 * HOLE_R, 6 * HOLE_R, 6 * HOLE_R)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self._colour, 7)
        if self._dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), HOLE_R + 8, HOLE_R + 8)
        if not self._caption:
            return
        font = QFont()
        font.setBold(True)
        font.setPixelSize(26)
        painter.setFont(font)
        # Over the hole's label, away from the middle of the board: the ring names the hole, and
        # the holes of the other row and the counts stay in sight.
        box = QRectF(-2.5 * HOLE_R, -HOLE_R - 42 if self._top else HOLE_R + 4, 5 * HOLE_R, 38)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        width = painter.fontMetrics().horizontalAdvance(self._caption) + 20
        painter.drawRoundedRect(QRectF(-width / 2, box.top(), width, box.height()), 8, 8)
        painter.setPen(self._colour)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self._caption)
