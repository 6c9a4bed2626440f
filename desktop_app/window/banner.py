"""The turn banner above the board: who is to move (or thinking, or has won), in their colour."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel

from ..board.theme import Theme
from ..i18n import context
from ..qt_enums import set_enums
from .record import GameRecord

BANNER_FONT = 1.6  # relative to the interface font

Result = context("Result")


def result_text(game, state) -> str:
    """The end of a game in words: the winner (or a draw) and every player's total."""
    scores = game.scores(state)
    winners = game.winners(state)
    totals = " – ".join(f"{p} {scores[p]}" for p in game.players)
    if len(winners) == 1:
        return Result.tr("{player} wins: {totals}").format(player=winners[0], totals=totals)
    return Result.tr("Draw: {totals}").format(totals=totals)


class TurnBanner(QLabel):
    def __init__(self, font_scale: float) -> None:
        super().__init__()
        set_enums(self, alignment="AlignCenter")
        self.setMargin(6)
        # A long line (a big classroom font, a long translation) wraps rather than being cut off.
        self.setWordWrap(True)
        self.setAutoFillBackground(True)
        self.set_font(QFont(self.font()), font_scale)

    def sizeHint(self):
        # A wrapped label's hint is the height of a narrow guess at its width (two lines for
        # "B sows from 1B: seed 3 of 7"), which the column gave it: the board jumped at each
        # move's first seed. The hint is the height the text takes at the banner's own width.
        hint = super().sizeHint()
        if self.width() > 0:
            hint.setHeight(self.heightForWidth(self.width()))
        return hint

    def set_font(self, base: QFont, scale: float) -> None:
        """``base`` (the interface font), made bold and ``scale`` times the banner's size."""
        font = QFont(base)
        font.setPointSizeF(base.pointSizeF() * BANNER_FONT * scale)
        font.setBold(True)
        self.setFont(font)

    def show_turn(self, record: GameRecord, theme: Theme, thinking: bool, hinting: bool) -> None:
        state = record.state
        player = state.to_move
        if player is None:  # the game is over
            text = result_text(record.game, state)
            colour = QColor("#444444")
        else:
            colour = theme.player_color(player)
            if hinting:
                text = self.tr("Looking for a good move for {player}…").format(player=player)
            elif thinking:
                text = self.tr("{player} (computer) is thinking…").format(player=player)
            elif state.phase == "refill":
                text = self.tr("{player}: choose %n hole(s) to refill", "", record.game.refill_count(state)).format(
                    player=player)
            else:
                text = self.tr("{player} to move").format(player=player)
            if state.stores:  # a match of rounds (Bechi)
                text = self.tr("Round {round}: {text}").format(round=state.round, text=text)
        self._show(text, colour)

    def show_move(self, player: str, text: str, theme: Theme) -> None:
        """A move being shown: ``text`` says what its step does, in the mover's colour."""
        self._show(text, theme.player_color(player))

    def _show(self, text: str, colour: QColor) -> None:
        self.setText(text)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, colour)
        palette.setColor(QPalette.ColorRole.WindowText, QColor("white"))
        self.setPalette(palette)
