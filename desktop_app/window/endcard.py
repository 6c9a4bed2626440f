"""The end card: a round's or the game's end, over the middle of the board view, with what to
do next. Made when first needed (see summaries.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


def table_spoken(header: list[str], rows: list[list]) -> str:
    """The table as a screen reader says it: each row's cells named by their column."""
    return "; ".join(", ".join(f"{h} {c}" for h, c in zip(header, row)) for row in rows)


def table_html(header: list[str], rows: list[list]) -> str:
    cells = "".join(f"<th>{h}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td align='center'>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table cellpadding='6' border='1' style='border-collapse:collapse'><tr>{cells}</tr>{body}</table>"


class EndCard(QFrame):
    """A card in the middle of the board view: a headline, a table, and buttons for Next round,
    New game and Review the game. It stays until a button is pressed or the position changes."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self._view = view
        self.setObjectName("end-card")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#end-card { border: 2px solid palette(dark); border-radius: 10px; background: palette(window); }")
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = QLabel()
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next_round = QPushButton(self.tr("Next round"))
        self.new_game = QPushButton(self.tr("New game"))
        self.review = QPushButton(self.tr("Review the game"))
        buttons = QHBoxLayout()
        for button in (self.next_round, self.new_game, self.review):
            buttons.addWidget(button)
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(24, 18, 24, 18)
        self._column.addWidget(self.headline)
        self._column.addWidget(self.table)
        self._column.addLayout(buttons)
        self.hide()
        view.installEventFilter(self)


    def show_end(self, headline: str, table: str, round_only: bool, scale: float = 1.0, spoken: str = "") -> None:
        """Show ``headline`` and the ``table`` (HTML; ``spoken``: the same in words, for a screen
        reader); a round's end offers the next round, the game's end a new game and its review.
        ``scale``: the look's text size for the banner and the narration (classroom mode's, large
        enough for the back of the room)."""
        # In the accessibility tree, a group (accessible.py) described by the result. Its name says
        # only what it is: a screen reader says the name and the labels of a group the focus
        # enters (the headline and the table), and would say the result twice.
        self.setAccessibleName(self.tr("End of the round") if round_only else self.tr("End of the game"))
        self.setAccessibleDescription(". ".join(t for t in (headline, spoken) if t))
        body = QFont(self._view.font())
        body.setPointSizeF(body.pointSizeF() * scale)
        for widget in (self.table, self.next_round, self.new_game, self.review):
            widget.setFont(body)  # each its own: the card's font does not reach them
        font = QFont(body)
        font.setBold(True)
        font.setPointSizeF(body.pointSizeF() * 1.3)
        self.headline.setFont(font)
        self.headline.setText(headline)
        self.table.setText(table)
        self.table.setVisible(bool(table))
        self.next_round.setVisible(round_only)
        self.review.setVisible(not round_only)
        self.show()
        self.raise_()
        self._place()
        (self.next_round if round_only else self.new_game).setFocus()

    def setVisible(self, visible: bool) -> None:
        focus = QApplication.focusWidget()
        focused = not visible and focus is not None and self.isAncestorOf(focus)
        super().setVisible(visible)
        if focused:
            # The keys go back to the window, as at any start (Qt would give them to the board
            # view, whose arrows move its focus ring rather than step the move).
            self.window().setFocus()

    def _place(self) -> None:
        view = self._view
        # A word-wrapped label asks for a narrow width and breaks the headline mid-sentence: it
        # takes one line when that fits in most of the view, and wraps only beyond.
        margins = self._column.contentsMargins()
        room = view.width() * 8 // 10 - margins.left() - margins.right()
        line = self.headline.fontMetrics().horizontalAdvance(self.headline.text()) + 2 * self.headline.margin() + 4
        self.headline.setMinimumWidth(max(0, min(line, room)))
        self.adjustSize()
        size = self.sizeHint().boundedTo(view.size())
        self.resize(size)
        self.move((view.width() - size.width()) // 2, (view.height() - size.height()) // 2)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == event.Type.Resize and self.isVisible():
            self._place()
        return False
