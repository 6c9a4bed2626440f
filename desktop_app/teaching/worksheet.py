"""Printable worksheets: a lesson's moves, or a game's, as exercises on paper, with an answer key.

Written with Qt's own PDF writer (QPdfWriter), on A4, or on Letter where the system's locale is
in a country that uses it (paper is where one lives; the words are in the interface language).
The pages, all of the same layout, so that a sheet's length is known from its moves:

- the exercises, ``PER_PAGE`` to a page, the first page headed by the title and a line for the
  pupil's name: each exercise is the position before the move, drawn as the board draws it
  (hole labels and counts; the hole to play ringed), the move, a question as predict mode asks
  it (``questions.ask``), its choices to tick, and lines to answer on;
- the answer key, ``KEY_PER_PAGE`` to a page: each exercise's right answer in a sentence and
  the position after the move, the answer ringed.

A move that asks nothing (a pass, a Bechi refill) is played but makes no exercise.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QBuffer, QIODevice, QLocale, QMarginsF, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen
from PySide6.QtWidgets import QFileDialog, QMessageBox

from rules import Game, Move, State
from rules.messages import excerpt_path

from ..board.theme import DEFAULT_THEME, Theme
from ..i18n import context, rules_message
from ..notices import warn
from ..safe_output import OutputError, write_file
from .answers import AnswerMark, answer_text, choice_text, mark_caption, place_of, question_text
from .offscreen import OffscreenBoard
from .questions import LAST_HOLE, Question, ask

PER_PAGE = 2
KEY_PER_PAGE = 3
# A sheet asks about the first 30 moves at most (25 pages, some 15 MB): a class answers a few
# pages, and a record of hundreds of moves would otherwise make a PDF of hundreds of megabytes.
MAX_EXERCISES = 30
RESOLUTION = 300  # dots per inch of the page's coordinates
INK = QColor("#222222")

Worksheet = context("Worksheet")

# Where Letter paper is the usual size rather than A4.
_T = QLocale.Country  # PySide6 names the enum Country; territory() returns it
LETTER_TERRITORIES = frozenset({
    _T.UnitedStates, _T.Canada, _T.Mexico, _T.Philippines, _T.Chile, _T.Colombia, _T.Venezuela,
    _T.CostaRica, _T.Guatemala, _T.Panama, _T.DominicanRepublic, _T.ElSalvador, _T.Nicaragua,
    _T.PuertoRico, _T.Belize,
})


def page_size(locale: QLocale | None = None) -> QPageSize:
    territory = (locale or QLocale.system()).territory()
    return QPageSize(QPageSize.PageSizeId.Letter if territory in LETTER_TERRITORIES else QPageSize.PageSizeId.A4)


class Exercise(NamedTuple):
    number: int      # 1, 2, ... on the sheet
    ply: int         # the move's place in the game, from 1
    before: State
    move: Move
    after: State
    events: tuple
    question: Question


class Exercises(NamedTuple):
    title: str
    game: Game
    start: State
    moves: tuple[str, ...]

    @classmethod
    def of_lesson(cls, lesson) -> Exercises:
        return cls(lesson.text("title"), lesson.game, lesson.start, tuple(lesson.moves))

    @classmethod
    def of_record(cls, record) -> Exercises:
        return cls(Worksheet.tr("{game}: what will the move do?").format(game=record.game.title), record.game,
                   record.start or record.game.initial_state(), tuple(record.moves))

    def items(self) -> list[Exercise]:
        """The exercises of the sheet: the first MAX_EXERCISES moves that make a question."""
        found: list[Exercise] = []
        state = self.start
        for ply, notation in enumerate(self.moves, start=1):
            if len(found) == MAX_EXERCISES:
                break
            move = self.game.parse_move(notation)
            after, events = self.game.apply(state, move)
            question = ask(self.game, state, move, events, ply - 1)
            if question is not None:
                found.append(Exercise(len(found) + 1, ply, state, move, after, tuple(events), question))
            state = after
        return found


def page_count(exercises: int) -> int:
    return math.ceil(exercises / PER_PAGE) + math.ceil(exercises / KEY_PER_PAGE)


class Sheet:
    """The painter on the PDF and the few things every page draws."""

    def __init__(self, device: QBuffer, title: str, theme: Theme, game, start) -> None:
        self.writer = QPdfWriter(device)
        self.writer.setResolution(RESOLUTION)
        self.writer.setTitle(title)
        self.writer.setCreator("Siembra")
        self.writer.setPageLayout(QPageLayout(page_size(), QPageLayout.Orientation.Portrait,
                                              QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
        self.page = QRectF(self.writer.pageLayout().paintRectPixels(RESOLUTION))
        self.page.moveTo(0, 0)
        self.board = OffscreenBoard(game, start, theme)
        # Paper is white: the board's wood stays, the window's dark surround does not.
        self.board.scene.setBackgroundBrush(QColor("white"))
        self.painter = QPainter()
        if not self.painter.begin(self.writer):
            raise OSError(Worksheet.tr("the file cannot be written"))
        self.mm = RESOLUTION / 25.4
        self._pages = 0

    def new_page(self) -> None:
        if self._pages:
            self.writer.newPage()
        self._pages += 1

    def slots(self, items, per_page: int):
        """(index, item, top, bottom) of each item's equal share of a page, ``per_page`` to a
        page, each page begun as its first item comes."""
        share = self.page.height() / per_page
        for index, item in enumerate(items):
            if index % per_page == 0:
                self.new_page()
            top = self.page.top() + (index % per_page) * share
            yield index, item, top, top + share

    def text(self, rect: QRectF, text: str, points: float, bold: bool = False,
             flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) -> float:
        """``text`` wrapped in ``rect``; the height it took."""
        font = QFont()
        font.setPointSizeF(points)
        font.setBold(bold)
        p = self.painter
        p.setFont(font)
        p.setPen(INK)
        flags = flags.value | Qt.TextFlag.TextWordWrap.value
        used = p.boundingRect(rect, flags, text)
        p.drawText(rect, flags, text)
        return used.height()

    def position(self, state, rect: QRectF, ring: str | None, caption: str, colour: QColor, dashed: bool) -> None:
        """``state`` drawn as the board draws it, fitted in ``rect``, one hole ringed."""
        board = self.board
        board.show(state)
        mark = AnswerMark(board.scene, ring, caption, colour, dashed) if ring else None
        height = min(rect.height(), rect.width() * board.aspect())
        board.paint(self.painter, QRectF(rect.left(), rect.top(), rect.width(), height))
        if mark is not None:
            board.scene.removeItem(mark)

    def line(self, y: float, left: float, right: float) -> None:
        self.painter.setPen(QPen(QColor("#888888"), 0.3 * self.mm))
        self.painter.drawLine(QPointF(left, y), QPointF(right, y))

    def finish(self) -> None:
        self.painter.end()


def write_worksheet(exercises: Exercises, path: str | Path, theme: Theme = DEFAULT_THEME) -> int:
    """Write the worksheet; the number of pages. It is drawn in memory, then written whole by
    safe_output.write_file: OutputError if it cannot be, and nothing is left at ``path``."""
    items = exercises.items()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    sheet = Sheet(buffer, exercises.title, theme, exercises.game, exercises.start)
    page, mm = sheet.page, sheet.mm
    highlight = theme.color("highlight")
    for index, item, top, bottom in sheet.slots(items, PER_PAGE):
        if index == 0:
            top += sheet.text(QRectF(page.left(), top, page.width(), 20 * mm), exercises.title, 18, bold=True)
            top += sheet.text(QRectF(page.left(), top + 2 * mm, page.width(), 10 * mm),
                              Worksheet.tr("Name: ______________________    Date: ____________"), 11) + 4 * mm
        _exercise(sheet, item, QRectF(page.left(), top, page.width(), bottom - top), highlight)
    for index, item, top, bottom in sheet.slots(items, KEY_PER_PAGE):
        if index == 0:
            top += sheet.text(QRectF(page.left(), top, page.width(), 14 * mm), Worksheet.tr("Answer key"), 16, bold=True)
        top += sheet.text(QRectF(page.left(), top, page.width(), 12 * mm), Worksheet.tr(
            "Exercise {number} ({move}): {answer}").format(
                number=item.number, move=item.move, answer=answer_text(item.question)), 11, bold=True) + 2 * mm
        place = place_of(item.question, item.events)
        sheet.position(item.after, QRectF(page.left(), top, page.width(), bottom - top - 6 * mm), place,
                       mark_caption(item.question), QColor("#1a9e3a"), dashed=False)
    sheet.finish()
    write_file(path, bytes(buffer.data().data()))
    return page_count(len(items))


def _exercise(sheet: Sheet, item: Exercise, rect: QRectF, highlight: QColor) -> None:
    mm, question = sheet.mm, item.question
    top = rect.top()
    player = item.before.to_move
    top += sheet.text(QRectF(rect.left(), top, rect.width(), 12 * mm), Worksheet.tr(
        "Exercise {number}: {player} plays {move}").format(number=item.number, player=player, move=item.move),
        13, bold=True) + 2 * mm
    answer_room = 42 * mm
    sheet.position(item.before, QRectF(rect.left(), top, rect.width(), rect.bottom() - top - answer_room),
                   item.move.hole, "", highlight, dashed=True)
    top = rect.bottom() - answer_room
    top += sheet.text(QRectF(rect.left(), top, rect.width(), 12 * mm), question_text(question), 12) + 3 * mm
    if question.kind == LAST_HOLE:
        top += sheet.text(QRectF(rect.left(), top, rect.width(), 8 * mm),
                          Worksheet.tr("The hole: ________"), 12) + 4 * mm
    else:
        left = rect.left()
        size = 4 * mm
        for choice in question.choices:
            sheet.painter.setPen(QPen(INK, 0.3 * mm))
            sheet.painter.drawRect(QRectF(left, top + 0.8 * mm, size, size))
            label = choice_text(question, choice)
            sheet.text(QRectF(left + size + 1.5 * mm, top, 60 * mm, 8 * mm), label, 12)
            left += size + 4 * mm + sheet.painter.fontMetrics().horizontalAdvance(label)
        top += 10 * mm
    top += sheet.text(QRectF(rect.left(), top, rect.width(), 8 * mm), Worksheet.tr("Why?"), 11)
    for n in range(2):
        sheet.line(top + (n + 1) * 7 * mm, rect.left(), rect.right())


class Worksheets(QObject):
    """Lessons > Worksheet… (the lesson open) and Game > Worksheet… (the game on the board)."""

    def __init__(self, window, lessons) -> None:
        super().__init__(window)
        self.window, self.lessons = window, lessons
        window.add_action("lessons", "lesson_worksheet", self.tr("&Worksheet of this lesson…"), self.of_lesson)
        window.add_action("game", "game_worksheet", self.tr("&Worksheet of this game…"), self.of_game, before="quit")

    def of_lesson(self) -> None:
        lesson = self.lessons.lesson
        if lesson is None:
            QMessageBox.information(self.window, self.tr("Worksheet"),
                                    self.tr("Open a lesson first: its moves become the exercises."))
            return
        self._write(Exercises.of_lesson(lesson), lesson.id)

    def of_game(self) -> None:
        record = self.window.record.line_record()
        self._write(Exercises.of_record(record), f"{record.game.id}-worksheet")

    def _write(self, exercises: Exercises, name: str) -> None:
        w = self.window
        title = self.tr("Worksheet")
        if not exercises.items():
            QMessageBox.information(w, title, self.tr("There is no move to ask about yet: play a move first."))
            return
        path, _ = QFileDialog.getSaveFileName(w, title, f"{w.files.start_dir()}/{name}.pdf",
                                              self.tr("PDF documents (*.pdf)"))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            pages = write_worksheet(exercises, path, w.theme)
        except (OSError, OutputError) as err:
            warn(w, title, self.tr("The worksheet was not written: {error}").format(error=rules_message(err)))
            return
        w.say(self.tr("The worksheet (%n page(s)) is saved in {path}", "", pages).format(path=excerpt_path(path)))
