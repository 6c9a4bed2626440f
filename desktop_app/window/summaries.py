"""The end of a round or of the game, shown once a move that ends it has been shown to its end:
one card over the board with the round table (Bechi) or the result, and what to do next."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from .banner import result_text
from .record import MovePlayed

if TYPE_CHECKING:
    from .endcard import EndCard


class Summaries(QObject):
    """Fills the end card from a move's round_end and game_over events; the card goes away when
    the record moves on."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._card: EndCard | None = None

    @property
    def card(self) -> EndCard:
        """Made when first shown: its module sets alignments and a text format by name, which
        makes the Python types of Qt's enums (docs/performance.md, "Start-up to the first frame")."""
        if self._card is None:
            from .endcard import EndCard
            window = self._window
            card = self._card = EndCard(window.view)
            card.next_round.clicked.connect(card.hide)
            card.new_game.clicked.connect(self._new_game)
            card.review.clicked.connect(self.review)
        return self._card

    def _new_game(self) -> None:
        self.card.hide()
        self._window.actions["new"].trigger()

    def hide(self) -> None:
        if self._card is not None:
            self._card.hide()

    def review(self) -> None:
        """Back to the start of the game, with the move list open: Redo (or a click on a move)
        replays it."""
        self.card.hide()
        self._window.show_panel(self._window.moves_page)
        self._window.record.jump(0)

    def show(self, played: MovePlayed) -> None:
        from .endcard import table_html, table_spoken
        game = self._window.record.game
        after = played.after
        headline, tables, spoken = "", [], []
        for event in played.events:
            if event.kind == "round_end":
                if after.phase == "refill":
                    k = game.refill_count(after)
                    holes = {p: (self.tr("%n of their choice", "", k) if p == after.to_move else str(game.n))
                             for p in game.players}
                else:
                    in_play = after.in_play
                    holes = {p: str(sum(1 for h in game.holes_of(p) if h in in_play)) for p in game.players}
                stores = dict(zip(game.players, after.stores)) if after.stores else {}
                rows = [[p, event.takes[p], event.capitals[p], holes[p] if not after.is_over else "–",
                         stores.get(p, "–")] for p in game.players]
                headline = self.tr("Round {round} is over").format(round=event.round)
                header = [self.tr("Player"), self.tr("Take"), self.tr("Capital"), self.tr("Holes refilled"), self.tr("Store")]
                tables.append(table_html(header, rows))
                spoken.append(table_spoken(header, rows))
            elif event.kind == "game_over":
                headline = self.tr("Game over. {result}").format(result=result_text(game, after))
                if not tables:  # a match of rounds has shown its last round's table instead
                    header, rows = [self.tr("Player"), self.tr("Total")], [[p, event.scores[p]] for p in game.players]
                    tables.append(table_html(header, rows))  # (the headline says the totals)
        if headline:
            self.card.show_end(headline, "".join(tables), round_only=not after.is_over,
                               scale=self._window.theme.ui_font_scale, spoken="; ".join(spoken))
