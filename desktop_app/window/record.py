"""The record model: the moves, the states they lead to, their events, undo/redo/jump, and one
signal per change.

Everything the window shows of a game comes from here: it calls the rules model, and says each
change once, with what changed (``changed``, a ``Change``); the window's controller passes it on
to the window's parts in its order (controller.py).

Undo keeps the old states: the record is the list of moves and of the states they lead
to, ``ply`` says which one is shown, and the moves after it are the redo list. Playing
the move the redo list starts with keeps the rest of it; any other move replaces it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, Signal

from rules import Game, Move, State, get_game

from ..showing.frames import MovePlayed

if TYPE_CHECKING:
    from rules import Record

NEW_GAME, MOVE, JUMP, COMMENT = "new game", "move", "jump", "comment"


# A named tuple rather than a frozen dataclass: the dataclasses module is not needed before the
# first frame.
class Change(NamedTuple):
    """One change of the record: ``kind`` (NEW_GAME, MOVE, JUMP, COMMENT), the ply shown before
    and after it, and for a move played, the move with its positions and events."""

    kind: str
    old_ply: int
    ply: int
    played: MovePlayed | None = None


class GameRecord(QObject):
    """The game on the board: its moves and states, the ply shown, who sits at each side."""

    changed = Signal(object)  # a Change

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.game: Game = get_game("leb-bbut-ahbochen")
        self.seats: dict[str, str] = {}
        self._moves: list[Move] = []
        self._states: list[State] = [self.game.initial_state()]
        self._events: dict[int, tuple] = {}
        self._comments: dict[int, str] = {}  # ply (0: the start) -> a teacher's comment
        self._start: State | None = None
        self._ply = 0

    # -- reading ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._states[self._ply]

    @property
    def ply(self) -> int:
        return self._ply

    @property
    def last_ply(self) -> int:
        return len(self._moves)

    @property
    def moves(self) -> list[Move]:
        return list(self._moves)

    def state_at(self, ply: int) -> State:
        return self._states[ply]

    def events_of(self, ply: int) -> tuple:
        """The events of the move that led to ``ply`` (computed on demand for loaded games)."""
        if ply not in self._events:
            _, events = self.game.apply(self._states[ply - 1], self._moves[ply - 1])
            self._events[ply] = tuple(events)
        return self._events[ply]

    def seat(self, player: str | None) -> str:
        return self.seats.get(player, "human") if player else "human"

    def is_human_turn(self) -> bool:
        return not self.state.is_over and self.seat(self.state.to_move) == "human"

    def legal_moves(self) -> list[Move]:
        return self.game.legal_moves(self.state)

    def landing(self, move) -> str | None:
        """The hole where the last seed of ``move`` would fall (a cheap query of the rules: a
        hover asks it)."""
        return self.game.landing(self.state, move)

    def first_step(self, move) -> str | None:
        """The first hole ``move`` sows after its origin: where a direction arrow points."""
        move = self.game.parse_move(move)
        _, events = self.game.apply(self.state, move)
        return next((e.hole for e in events if e.kind == "sow" and e.hole != move.hole), None)

    def comment(self, ply: int) -> str:
        """The comment on the move that led to ``ply`` (on the start position for 0), or ""."""
        return self._comments.get(ply, "")

    @property
    def comments(self) -> dict[int, str]:
        return dict(self._comments)

    def to_record(self) -> Record:
        from rules import Record
        return Record(self.game, self._start, [str(m) for m in self._moves], comments=dict(self._comments))

    # -- starting ---------------------------------------------------------------------
    def new_game(self, game_id: str, options: dict | None = None, seats: dict | None = None) -> None:
        game = get_game(game_id, **(options or {}))
        self.start_from(game, None, seats)

    def start_from(self, game: Game, state: State | None, seats: dict | None = None,
                   moves=(), comments: dict | None = None) -> None:
        """Start from any position (lessons, the editor) or the initial one, with moves played
        and their comments (ply -> text)."""
        self.game = game
        self.seats = dict(seats or {})
        self._start = state
        self._states = [state if state is not None else game.initial_state()]
        self._moves, self._events = [], {}
        for move in moves:
            move = game.parse_move(move)
            self._states.append(game.next_state(self._states[-1], move))
            self._moves.append(move)
        self._comments = {ply: text for ply, text in (comments or {}).items() if 0 <= ply <= len(self._moves) and text}
        old, self._ply = self._ply, len(self._moves)
        self.changed.emit(Change(NEW_GAME, old, self._ply))

    def load_record(self, record: Record, seats: dict | None = None) -> None:
        self.start_from(record.game, record.start, seats, record.moves, record.comments)

    # -- changing ---------------------------------------------------------------------
    def play(self, move: Move | str) -> MovePlayed:
        """Play ``move`` from the current position; IllegalMoveError if it is not legal. Notation
        (a lesson's, a file's) is parsed here, once: from here on the move travels as a Move."""
        move = self.game.parse_move(move)
        before = self.state
        after, events = self.game.apply(before, move)
        ply = self._ply + 1
        if not (ply <= len(self._moves) and self._moves[ply - 1] == move):
            del self._moves[self._ply:]
            del self._states[ply:]
            self._events = {k: v for k, v in self._events.items() if k < ply}
            # The comments on the moves replaced go with them.
            self._comments = {k: v for k, v in self._comments.items() if k < ply}
            self._moves.append(move)
            self._states.append(after)
        self._events[ply] = tuple(events)
        self._ply = ply
        played = MovePlayed(ply, before, move, tuple(events), after)
        self.changed.emit(Change(MOVE, ply - 1, ply, played))
        return played

    def set_comment(self, ply: int, text: str) -> None:
        """Write the comment on ``ply`` ("" removes it); the record keeps at most
        ``rules.record.MAX_COMMENT_CHARS`` characters of it."""
        from rules.record import MAX_COMMENT_CHARS
        if not 0 <= ply <= self.last_ply:
            raise IndexError(f"ply {ply} is not in this record (0 to {self.last_ply})")
        text = text[:MAX_COMMENT_CHARS]
        if text == self.comment(ply):
            return
        if text:
            self._comments[ply] = text
        else:
            del self._comments[ply]
        self.changed.emit(Change(COMMENT, self._ply, ply))

    def undo(self) -> None:
        """Back one ply, and on past the computer's moves when someone plays by hand."""
        if self._ply == 0:
            return
        ply = self._ply - 1
        while ply > 0 and self._skips(ply):
            ply -= 1
        self.jump(ply)

    def redo(self) -> None:
        if self._ply == self.last_ply:
            return
        ply = self._ply + 1
        while ply < self.last_ply and self._skips(ply):
            ply += 1
        self.jump(ply)

    def _skips(self, ply: int) -> bool:
        """Undo and redo pass over positions where a computer is to move (if a human plays)."""
        state = self._states[ply]
        humans = [p for p in self.game.players if self.seat(p) == "human"]
        return bool(humans) and not state.is_over and self.seat(state.to_move) != "human"

    def jump(self, ply: int) -> None:
        ply = max(0, min(ply, self.last_ply))
        if ply != self._ply:
            old, self._ply = self._ply, ply
            self.changed.emit(Change(JUMP, old, ply))

    def played(self, ply: int) -> MovePlayed | None:
        """The move that led to ``ply``, with its positions and events (None for the start)."""
        if not 0 < ply <= self.last_ply:
            return None
        return MovePlayed(ply, self._states[ply - 1], self._moves[ply - 1], self.events_of(ply), self._states[ply])
