"""The record model: a tree of lines (``rules.GameTree``), the position shown in it, and one
signal per change.

Everything the window shows of a game comes from here: it calls the rules model, and says each
change once, with what changed (``changed``, a ``Change``); the window's controller passes it on
to the window's parts in its order (controller.py).

The position shown is a node of the tree. The line shown is the path from the start to it, then
on along each node's first child: its plies are what the move list lists, what undo, redo and
``jump`` move along (the moves after the node are the redo list). Going back and playing
another move starts a new line beside the old one, which is kept as a variation: nothing played
is ever lost but by ``delete``. ``promote`` makes the line shown the main line, the one a
record's ``moves`` hold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, Signal

from rules import Game, IllegalMoveError, Move, State, get_game
from rules.events import Sow
from rules.tree import GameTree, Node

from ..showing.frames import MovePlayed

if TYPE_CHECKING:
    from rules.record import Record

NEW_GAME, MOVE, JUMP, LINES, COMMENT = "new game", "move", "jump", "lines", "comment"


# A named tuple rather than a frozen dataclass: the dataclasses module is not needed before the
# first frame.
class Change(NamedTuple):
    """One change of the record: ``kind``; the ply shown before and after it (for COMMENT,
    ``ply`` is the ply commented on); the node shown before and after; for a move played, the
    move with its positions and events (MOVE).

    NEW_GAME: another game or start; MOVE: a move played from the position shown (a new node, or
    the one that was there); JUMP: another position (undo, redo, a click, another line);
    LINES: a line promoted or deleted; COMMENT: a comment written."""

    kind: str
    old_ply: int
    ply: int
    old_node: Node | None = None
    node: Node | None = None
    played: MovePlayed | None = None

    @property
    def new_game(self) -> bool:
        return self.kind == NEW_GAME


class GameRecord(QObject):
    """The game on the board: its tree of lines, the position shown, who sits at each side."""

    changed = Signal(object)  # a Change

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.game: Game = get_game("leb-bbut-ahbochen")
        self.seats: dict[str, str] = {}
        self.tree = GameTree(self.game)
        self._node = self.tree.root
        self._line: list[Node] = [self._node]  # the line shown, start to end

    # -- reading ----------------------------------------------------------------------
    @property
    def node(self) -> Node:
        return self._node

    @property
    def line(self) -> list[Node]:
        """The nodes of the line shown, from the start (ply 0) to its end."""
        return list(self._line)

    @property
    def state(self) -> State:
        return self._node.state

    @property
    def ply(self) -> int:
        return self._node.ply

    @property
    def last_ply(self) -> int:
        return len(self._line) - 1

    @property
    def moves(self) -> list[Move]:
        """The moves of the line shown."""
        return [node.move for node in self._line[1:] if node.move is not None]  # all but the start

    def state_at(self, ply: int) -> State:
        return self._line[ply].state

    def events_of(self, ply: int) -> tuple:
        """The events of the move that led to ``ply`` on the line shown (computed once)."""
        return self._line[ply].events()

    def played(self, ply: int) -> MovePlayed | None:
        """The move that led to ``ply`` on the line shown, with its positions and events (None
        for the start)."""
        if not 0 < ply <= self.last_ply:
            return None
        before, node = self._line[ply - 1], self._line[ply]
        assert node.move is not None  # every node but the start has its move
        return MovePlayed(ply, before.state, node.move, node.events(), node.state)

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
        return next((e.hole for e in events if isinstance(e, Sow) and e.hole != move.hole), None)

    def comment(self, ply: int) -> str:
        """The comment on the move that led to ``ply`` of the line shown (the start for 0), or ""."""
        return self._line[ply].comment if 0 <= ply <= self.last_ply else ""

    @property
    def comments(self) -> dict[int, str]:
        """The comments of the line shown, by ply."""
        return {ply: node.comment for ply, node in enumerate(self._line) if node.comment}

    def to_record(self) -> Record:
        """The whole game: the main line and every variation, with their comments."""
        return self.tree.to_record()

    def line_record(self) -> Record:
        """The line shown alone, as a record (what an export or a lesson of the game shows)."""
        from rules.record import Record
        return Record(self.game, self.tree.start, [str(m) for m in self.moves], comments=self.comments)

    # -- starting ---------------------------------------------------------------------
    def new_game(self, game_id: str, options: dict | None = None, seats: dict | None = None) -> None:
        game = get_game(game_id, **(options or {}))
        self.start_from(game, None, seats)

    def start_from(self, game: Game, state: State | None, seats: dict | None = None,
                   moves=(), comments: dict | None = None) -> None:
        """Start from any position (lessons, the editor) or the initial one, with moves played
        and their comments (ply -> text)."""
        tree = GameTree(game, state)
        node = tree.root
        for move in moves:
            node = tree.add(node, game.parse_move(move))
        for ply, text in (comments or {}).items():
            if 0 <= ply <= node.ply and text:
                tree.path(node)[ply].comment = text
        self._start_tree(tree, seats)

    def load_record(self, record: Record, seats: dict | None = None) -> None:
        """A record opened: every line of it, at the end of its main line."""
        self._start_tree(GameTree.from_record(record), seats)

    def _start_tree(self, tree: GameTree, seats: dict | None) -> None:
        old = self._node
        self.game, self.seats, self.tree = tree.game, dict(seats or {}), tree
        self._node = tree.main_line()[-1]
        self._line = tree.line(self._node)
        self.changed.emit(Change(NEW_GAME, old.ply, self.ply, old, self._node))

    # -- changing ---------------------------------------------------------------------
    def play(self, move: Move | str) -> MovePlayed:
        """Play ``move`` from the position shown; IllegalMoveError if it is not legal. Notation
        (a lesson's, a file's) is parsed here, once: from here on the move travels as a Move. A
        move other than the next one of the line shown starts a new line; the old one is kept."""
        move = self.game.parse_move(move)
        old = self._node
        node = self.tree.add(old, move)
        self._node = node
        following = old.ply + 1
        if following == len(self._line) and not node.children:
            self._line.append(node)  # a move at the end of the line shown: the line grows
        elif not (following < len(self._line) and self._line[following] is node):
            self._line = self.tree.line(node)
        played = MovePlayed(node.ply, old.state, move, node.events(), node.state)
        self.changed.emit(Change(MOVE, old.ply, node.ply, old, node, played))
        return played

    def set_comment(self, ply: int, text: str) -> None:
        """Write the comment on ``ply`` of the line shown ("" removes it); the record keeps at
        most ``rules.record.MAX_COMMENT_CHARS`` characters of it."""
        from rules.record import MAX_COMMENT_CHARS
        if not 0 <= ply <= self.last_ply:
            raise IndexError(f"ply {ply} is not in this record (0 to {self.last_ply})")
        text = text[:MAX_COMMENT_CHARS]
        node = self._line[ply]
        if text == node.comment:
            return
        node.comment = text
        self.changed.emit(Change(COMMENT, self.ply, ply, self._node, node))

    def undo(self) -> None:
        """Back one ply, and on past the computer's moves when someone plays by hand."""
        if self.ply == 0:
            return
        ply = self.ply - 1
        while ply > 0 and self._skips(ply):
            ply -= 1
        self.jump(ply)

    def redo(self) -> None:
        if self.ply == self.last_ply:
            return
        ply = self.ply + 1
        while ply < self.last_ply and self._skips(ply):
            ply += 1
        self.jump(ply)

    def _skips(self, ply: int) -> bool:
        """Undo and redo pass over positions where a computer is to move (if a human plays)."""
        state = self._line[ply].state
        humans = [p for p in self.game.players if self.seat(p) == "human"]
        return bool(humans) and not state.is_over and self.seat(state.to_move) != "human"

    def jump(self, ply: int) -> None:
        """To ``ply`` of the line shown."""
        self.go_to(self._line[max(0, min(ply, self.last_ply))])

    def go_to(self, node: Node) -> None:
        """To ``node``, on any line: its line is shown from now on."""
        if node is self._node:
            return
        old, self._node = self._node, node
        if node not in self._line:
            self._line = self.tree.line(node)
        self.changed.emit(Change(JUMP, old.ply, node.ply, old, node))

    def add_line(self, moves) -> Node | None:
        """Play ``moves`` (notation, from the position shown) into the tree without showing
        them: the first node of their line (a variation if another line goes on from here), or
        None when there is none. An illegal move ends the line there."""
        node, first = self._node, None
        for move in moves:
            try:
                node = self.tree.add(node, self.game.parse_move(move))
            except IllegalMoveError:
                break
            first = first or node
        if first is not None:
            self._changed_lines(self._node)
        return first

    def promote(self, node: Node) -> None:
        """The line through ``node`` becomes the main line (TreeLimitError, kept, if it cannot)."""
        self.tree.promote(node)
        self._changed_lines(self._node)

    def delete(self, node: Node) -> int:
        """``node`` and every move after it go; the position shown moves back before it if it
        was among them. The place ``node`` had among its parent's children, for ``restore``."""
        shown = self._node
        gone = node in self.tree.path(shown)
        parent = node.parent
        index = self.tree.delete(node)  # never the start, which has no parent: ValueError
        assert parent is not None
        self._changed_lines(parent if gone else shown)
        return index

    def restore(self, node: Node, index: int, shown: Node) -> None:
        """Undo ``delete``: ``node`` and its lines come back at ``index``, and the board shows
        ``shown`` (the node shown before the deletion). TreeLimitError, kept, if they cannot."""
        self.tree.restore(node, index)
        self._changed_lines(shown)

    def _changed_lines(self, node: Node) -> None:
        old, self._node = self._node, node
        self._line = self.tree.line(node)
        self.changed.emit(Change(LINES, old.ply, node.ply, old, node))
