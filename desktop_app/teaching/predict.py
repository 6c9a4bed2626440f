"""Predict mode: before a move is shown, the class answers a question about it.

*Lessons > Predict first* turns it on. Every new move, whoever chose it (a lesson's button, a
player, the computer, a computer demonstration), is held at its first step: the presenter asks
``hold`` before it plays a new move. A panel over the board asks the question of
``questions.ask``: where the last seed falls (click the hole or type its label, e.g. 4 then A),
how many seeds are captured, or what happens next (buttons, or the keys 1, 2, 3...). While the
question waits, the board's input goes to an ``AnswerMode``, installed in the interaction like
any input mode: a hole chosen or a key typed answers. Once answered, the move is played seed by
seed, the right answer is ringed on the board and the banner keeps each team's score.

Space or the step keys show the move without an answer: the question is then withdrawn, and
counts for nobody. A demonstration waits for the answer, since its next move waits for the board
to settle.
"""

from __future__ import annotations

from typing import NamedTuple

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..showing.input_mode import InputMode
from .answers import AnswerMark, Predict, answer_text, choice_key, choice_text, mark_caption, place_of, question_text
from .questions import CAPTURES, LAST_HOLE, Question, Tally, ask, check

QUESTION_FONT = 1.3  # relative to the interface font
TALLY_FONT = 0.7     # relative to the banner's
TALLY_MARGIN = 8    # pixels between the tally and the banner's right end, and around its room


class QuestionPanel(QFrame):
    """The question between the banner and the board (never over the board: the class must see
    it to answer), its answer buttons, then the right answer."""

    chosen = Signal(object)  # a choice, from a button

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("predict-panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons_row = QHBoxLayout()
        self.buttons: list[QPushButton] = []
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 4, 8, 4)
        column.addWidget(self.question)
        column.addLayout(self.buttons_row)
        column.addWidget(self.hint)
        self.hide()

    def ask(self, text: str, hint: str, choices: list[tuple[str, object]]) -> None:
        # From the interface font of now: the text size may have changed since the last question.
        font = QApplication.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * QUESTION_FONT)
        self.question.setFont(font)
        self._clear_buttons()
        self.buttons_row.addStretch()
        for caption, choice in choices:
            button = QPushButton(caption)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, c=choice: self.chosen.emit(c))
            self.buttons_row.addWidget(button)
            self.buttons.append(button)
        self.buttons_row.addStretch()
        self.question.setText(text)
        self.hint.setText(hint)
        self.show()

    def tell(self, text: str) -> None:
        """The answer given: the buttons go, the verdict and the right answer stay."""
        self._clear_buttons()
        self.question.setText(text)
        self.hint.setText("")

    def _clear_buttons(self) -> None:
        while (item := self.buttons_row.takeAt(0)) is not None:
            if (widget := item.widget()) is not None:
                widget.hide()
                widget.deleteLater()
        self.buttons = []


class TallyLabel(QLabel):
    """Each team's right answers, at the right end of the turn banner. While it is shown the
    banner keeps its width free on both sides, so that a long line ("Round 1: A (computer) is
    thinking…" in classroom mode) wraps in the middle rather than running under the tally."""

    def __init__(self, banner: QWidget) -> None:
        super().__init__(banner)
        self.banner = banner
        self.setObjectName("predict-tally")
        self.hide()
        banner.installEventFilter(self)

    def show_tally(self, tally: Tally) -> None:
        parts = [Predict.tr("{team}: {right} of {asked}").format(team=team, right=right, asked=asked)
                 for team, (right, asked) in tally.scores().items()]
        self.setText("  ·  ".join(parts))
        self.setToolTip(Predict.tr("Predict first: right answers of each side of the room"))
        self.show()
        self._fit()

    def setVisible(self, visible: bool) -> None:
        super().setVisible(visible)
        if not visible:
            self.banner.setContentsMargins(0, 0, 0, 0)

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (event.Type.Resize, event.Type.FontChange) and self.isVisibleTo(watched):
            self._fit()
        return False

    def _fit(self) -> None:
        banner = self.banner
        font = QFont(banner.font())  # the banner's, which follows the text size
        font.setPointSizeF(font.pointSizeF() * TALLY_FONT)
        self.setFont(font)
        self.adjustSize()
        self.move(banner.width() - self.width() - TALLY_MARGIN, (banner.height() - self.height()) // 2)
        room = self.width() + 2 * TALLY_MARGIN
        banner.setContentsMargins(room, 0, room, 0)


class Asked(NamedTuple):
    """A question waiting for the class's answer: about the move of ``ply`` (its ``events``),
    answered by ``team``, through ``mode`` (installed in the interaction while it waits)."""

    question: Question
    ply: int
    team: str
    events: tuple
    mode: AnswerMode


class PredictMode(QObject):
    """The action, the hold on every move, the question and the tally."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        record = window.record
        self.tally = Tally(record.game.players)
        self.panel = QuestionPanel()
        column = window.pane.layout()
        column.insertWidget(column.indexOf(window.prompt_bar) + 1, self.panel)
        self.panel.chosen.connect(self.answer)
        self.tally_label = TallyLabel(window.banner)
        self.asked: Asked | None = None
        self._typed = ""
        self._marks: list[AnswerMark] = []
        self.action = window.add_action("lessons", "predict", self.tr("&Predict first"), self.set_enabled,
                                        "Ctrl+Shift+P", checkable=True)
        window.presenter.hold = self._hold
        window.controller.changed.connect(self._changed)
        window.animator.stepChanged.connect(self._stepped)

    @property
    def enabled(self) -> bool:
        return self.action.isChecked()

    @property
    def question(self) -> Question | None:
        return None if self.asked is None else self.asked.question

    @property
    def waiting(self) -> bool:
        return self.asked is not None

    def set_enabled(self, on: bool) -> None:
        self.action.setChecked(on)
        if on:
            self.tally_label.show_tally(self.tally)
        else:
            waiting = self.waiting
            self._withdraw()
            self.panel.hide()
            self.tally_label.hide()
            self._clear_marks()
            if waiting:
                self.window.presenter.release()

    # -- the hold ---------------------------------------------------------------------------
    def _changed(self, change) -> None:
        if change.kind == "comment":
            return
        if change.kind == "new game":
            self._new_game()
        elif not (self.asked is not None and change.kind == "move" and self.asked.ply == change.ply - 1):
            # Another position (undo, a jump) or a move shown without a question: the question
            # and the marks of the move before go.
            self._withdraw()
            self._clear_marks()
            self.panel.hide()

    def _hold(self, played) -> bool:
        """The presenter asks before a new move plays: keep it at its start for a question?"""
        if not self.enabled:
            return False
        self._withdraw()
        self._clear_marks()
        self.panel.hide()
        record = self.window.record
        # Moves after the last one are gone (another move replaced them): so are their answers.
        self.tally.forget(record.last_ply)
        ply = played.ply - 1
        if record.last_ply == played.ply:
            # A new move, or one that replaced those after it: an answer kept for this ply was
            # about another move.
            self.tally.forget(ply)
        self.tally_label.show_tally(self.tally)
        question = ask(record.game, played.before, played.move, played.events, ply)
        if question is None or self.window.animator.steps == 0:
            return False
        player = played.before.to_move
        self.asked = Asked(question, ply, player, played.events, AnswerMode(self, question))
        self._typed = ""
        self.window.interaction.install(self.asked.mode)
        text = self.tr("{player} plays {move}. {question}").format(
            player=player, move=played.move, question=question_text(question))
        if question.kind == LAST_HOLE:
            hint = self.tr("Team {team}: click the hole, or type its label (e.g. {example})").format(
                team=player, example=question.choices[-1])
            choices = []
        else:
            hint = self.tr("Team {team}: choose a button, or type its number").format(team=player)
            choices = [(choice_text(question, c) if question.kind == CAPTURES
                        else f"{i}. {choice_text(question, c)}", c) for i, c in enumerate(question.choices, 1)]
        self.panel.ask(text, hint, choices)
        if played.move.hole in self.window.scene.holes:
            self._mark(played.move.hole, "", self.window.theme.color("highlight"), dashed=True)
        self.window.say(text)
        return True

    def _stepped(self, step: int, _steps: int) -> None:
        # The move is being shown without an answer (Space, a step key): nobody answers now.
        if step > 0 and self.waiting:
            self._withdraw()
            self.panel.hide()
            self._clear_marks()

    # -- answering ----------------------------------------------------------------------------
    def answer(self, given) -> bool:
        """The class's answer (a hole label, a number, an id of what_next): counted for the team
        of the player who moves, the right answer shown, and the move played."""
        asked = self.asked
        if asked is None:
            return False
        question = asked.question
        try:
            right = check(question, given)
        except ValueError:
            self.window.say(self.tr("{given} is not one of the answers").format(given=given))
            return False
        self.tally.record(asked.ply, asked.team, right)
        self._withdraw()
        self._clear_marks()
        verdict = self.tr("Right!") if right else self.tr("Not this time.")
        self.panel.tell(f"{verdict} {answer_text(question)}")
        self.tally_label.show_tally(self.tally)
        place = place_of(question, asked.events)
        if place is not None and place in self.window.scene.holes:
            self._mark(place, mark_caption(question), QColor("#7dff7a") if right else QColor("#ffd84a"), dashed=False)
        self.window.say(f"{verdict} {answer_text(question)}")
        self.window.presenter.release()
        return right

    def _hole_chosen(self, question: Question, label: str) -> None:
        if label in question.choices:
            self.answer(label)
        else:
            self.window.scene.flash_refused(label)

    def _not_a_hole(self, label: str) -> None:
        self.window.scene.flash_refused(label)
        self.window.say(self.tr("Answer with the buttons above the board"))

    def type_key(self, question: Question, text: str) -> None:
        """One key typed while ``question`` waits: holes by label (4 then A), numbers, buttons."""
        keys = {choice_key(question, c): c for c in question.choices}
        typed = self._typed + text.upper()
        if not any(key.startswith(typed) for key in keys):
            typed = text.upper()
        if not any(key.startswith(typed) for key in keys):
            self._typed = ""
            self.window.say(self.tr("{key} is not the start of any answer").format(key=text))
            return
        self._typed = typed
        if typed in keys and not any(key != typed and key.startswith(typed) for key in keys):
            self._give(question, keys[typed])
        else:
            self.panel.hint.setText(self.tr("Typed: {keys}").format(keys=typed))

    def _give(self, question: Question, choice) -> None:
        self._typed = ""
        if question.kind == LAST_HOLE:
            self._hole_chosen(question, choice)  # as a click on the hole
        else:
            self.answer(choice)

    def enter(self, question: Question) -> None:
        """Enter: the answer typed so far to ``question``, if it is one."""
        keys = {choice_key(question, c): c for c in question.choices}
        if self._typed in keys:
            self._give(question, keys[self._typed])

    # -- internals ----------------------------------------------------------------------------
    def _withdraw(self) -> None:
        """No question waits any more."""
        asked, self.asked = self.asked, None
        if asked is None:
            return
        self._typed = ""
        if self.window.interaction.mode is asked.mode:
            self.window.interaction.leave()

    def _mark(self, label: str, caption: str, colour: QColor, dashed: bool) -> None:
        self._marks.append(AnswerMark(self.window.scene, label, caption, colour, dashed))

    def _clear_marks(self) -> None:
        for mark in self._marks:
            # A new board deletes every item of the scene, marks included.
            if shiboken6.isValid(mark) and mark.scene() is not None:
                mark.scene().removeItem(mark)
        self._marks = []

    def _new_game(self) -> None:
        self._withdraw()
        self._marks = [m for m in self._marks if shiboken6.isValid(m)]
        self.panel.hide()
        self.tally = Tally(self.window.record.game.players)
        if self.enabled:
            self.tally_label.show_tally(self.tally)


class AnswerMode(InputMode):
    """The board's input while a question waits: a hole chosen, a letter or digit typed or Enter
    answers; the arrow keys are left to the window (they show the move without an answer)."""

    def __init__(self, predict: PredictMode, question: Question) -> None:
        super().__init__(predict.window.interaction)
        self.predict = predict
        self.question = question

    def choose_hole(self, label: str) -> None:
        p = self.predict
        if self.question.kind == LAST_HOLE:
            p._hole_chosen(self.question, label)
        else:
            p._not_a_hole(label)

    def type_key(self, text: str) -> bool:
        self.predict.type_key(self.question, text)
        return True

    def confirm(self) -> bool:
        self.predict.enter(self.question)
        return True
