"""The words and marks of the analysis: each move's mark (its symbol and name), the thresholds
in seeds, the numbered marks of an expected line on the board, a comment on the narration line."""

from __future__ import annotations

from PySide6.QtGui import QColor

from rules.analysis import BLUNDER, MARKS

from ..i18n import context

# The mark of a move as a tag in the move list: told apart by its symbol as well as its colour.
SYMBOLS = {"best": "★", "good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}

AnalysisWords = context("AnalysisWords")


def line_marks(game, state, line, theme) -> list[tuple[str, int, QColor]]:
    """The numbered marks of ``line`` from ``state``: each move's hole (a refill's holes), in the
    colour of the player who makes it; a pass has no hole, but keeps its number."""
    marks: list[tuple[str, int, QColor]] = []
    for number, text in enumerate(line, start=1):
        if state.is_over:
            break
        move = game.parse_move(text)
        holes = move.holes if move.kind == "refill" else [move.hole] if move.hole else []
        marks.extend((hole, number, theme.player_color(state.to_move)) for hole in holes)
        state = game.next_state(state, move)
    return marks


def comment_line(record, ply: int, comment: str) -> str:
    """The narration line for the comment on ``ply``."""
    if not ply:
        return AnalysisWords.tr("Start: {comment}").format(comment=comment)
    return AnalysisWords.tr("Move {number} ({player} {move}): {comment}").format(
        number=ply, player=record.state_at(ply - 1).to_move, move=record.moves[ply - 1], comment=comment)


def mark_name(mark: str) -> str:
    return {"best": AnalysisWords.tr("Best"), "good": AnalysisWords.tr("Good"),
            "inaccuracy": AnalysisWords.tr("Inaccuracy"), "mistake": AnalysisWords.tr("Mistake"),
            "blunder": AnalysisWords.tr("Blunder")}[mark]


def thresholds() -> str:
    """The marks by the seeds a move costs, from ``rules.analysis.MARKS``."""
    parts, low = [], 0
    for name, most in MARKS:
        seeds = str(most) if low == most else f"{low}–{most}"
        parts.append(f"{mark_name(name)} {seeds}")
        low = most + 1
    parts.append(f"{mark_name(BLUNDER)} {low}+")
    return AnalysisWords.tr("Seeds a move costs: {marks}").format(marks=", ".join(parts))
