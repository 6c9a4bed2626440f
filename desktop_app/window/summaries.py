"""The summaries shown once a move that ends a round or the game has been shown to its end."""

from __future__ import annotations

from PySide6.QtCore import QObject

from .banner import result_text
from .record import MovePlayed


class Summaries(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window  # the dialogs' parent

    def show(self, played: MovePlayed) -> None:
        from .dialogs import SummaryDialog
        game = self._window.record.game
        for event in played.events:
            if event.kind == "round_end":
                after = played.after
                if after.phase == "refill":
                    k = game.refill_count(after)
                    holes = {p: (self.tr("{k} of their choice").format(k=k) if p == after.to_move else str(game.n))
                             for p in game.players}
                else:
                    in_play = after.in_play
                    holes = {p: str(sum(1 for h in game.holes_of(p) if h in in_play)) for p in game.players}
                stores = dict(zip(game.players, after.stores)) if after.stores else {}
                rows = [[p, event.takes[p], event.capitals[p], holes[p] if not after.is_over else "–",
                         stores.get(p, "–")] for p in game.players]
                title = self.tr("Round {round} is over").format(round=event.round)
                SummaryDialog(title, title, [self.tr("Player"), self.tr("Take"), self.tr("Capital"),
                                             self.tr("Holes refilled"), self.tr("Store")], rows, self._window).open()
            elif event.kind == "game_over":
                rows = [[p, event.scores[p]] for p in game.players]
                SummaryDialog(self.tr("Game over"), result_text(game, played.after),
                              [self.tr("Player"), self.tr("Total")], rows, self._window).open()
