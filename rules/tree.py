"""A game as a tree of lines, as an analysis board keeps them.

Going back and playing another move starts a new line beside the old one, which is kept: the
node before the move gets a second child. ``children[0]`` continues a node's line, the other
children are its variations, in the order they were played; promoting a line puts it first at
every branching above it. Every position comes from ``Game.apply`` (a move played) or
``Game.next_state`` (a record opened), from a ``Move`` parsed once.

A tree holds no more than a record can: MAX_MOVES moves in all its lines, and lines nested at
most MAX_NESTING deep (below). Walking a tree and turning it into a record and back are
loops over lists of nodes, never recursions, so no tree can exhaust Python's stack.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from .events import Event
from .game import Game
from .messages import Rules, RulesError
from .moves import IllegalMoveError, Move
from .state import State

# rules.record is imported where it is used: it imports json and dataclasses, which a program
# that only plays (the app until its first frame) does without.
if TYPE_CHECKING:
    from .record import Record

# The most a tree, and so a record, holds. The longest games (Bechi matches) run to a few
# thousand moves: this leaves room for thirty times that in all lines, and bounds what reading
# a hostile record can cost.
MAX_MOVES = 100_000
# Each level of variations nests three levels of JSON below the line it leaves ("variations",
# its list, the line) and a line's fields one more: lines nested 10 deep make 32 levels, as deep
# as rules.safe_input reads (MAX_DEPTH), so that every tree that is saved can be opened again.
MAX_NESTING = 10
TOO_DEEP = Rules.tr("a record holds variations nested at most %n deep", "", MAX_NESTING)  # n=MAX_NESTING


def too_many_moves(error: type[RulesError], count: int) -> RulesError:
    """The ``error`` of a record of ``count`` moves, more than MAX_MOVES in all its lines."""
    return error(Rules.tr("the record has %n move(s); {allowed}", "", count), n=count,
                 allowed=RulesError(Rules.tr("a game has at most %n", "", MAX_MOVES), n=MAX_MOVES))


class TreeLimitError(IllegalMoveError):
    """A move (or a promotion) that the rules allow but that would make a tree no record holds."""


class Node:
    """A position of the tree: the move that led to it, the position, the lines going on."""

    __slots__ = ("move", "state", "parent", "children", "comment", "ply", "nesting", "_game", "_events", "_deleted")

    def __init__(self, game: Game, move: Move | None, state: State, parent: Node | None,
                 events: tuple[Event, ...] | None = None) -> None:
        self.move = move  # None for the root (the start position)
        self.state = state  # the position after ``move``
        self.parent = parent
        self.children: list[Node] = []  # children[0] continues this line; the rest are variations
        self.comment = ""  # a teacher's comment on the move that led here (the root: on the start)
        self.ply: int = 0 if parent is None else parent.ply + 1
        # How many variations deep the node is: the links from the root to here that are not
        # children[0] links (0: on the main line). Kept up to date by GameTree.
        self.nesting = 0
        self._game = game
        self._events = events
        self._deleted = False

    def events(self) -> tuple[Event, ...]:
        """The events of ``move`` from the parent's position (none for the root), computed once."""
        if self._events is None:
            if self.parent is None or self.move is None:
                self._events = ()
            else:
                self._events = tuple(self._game.apply(self.parent.state, self.move)[1])
        return self._events

    def is_main_line(self) -> bool:
        """Whether every link from the root to here is a children[0] link."""
        return self.nesting == 0

    def child(self, move: Move) -> Node | None:
        """The child reached by ``move``, if it has been played here."""
        for node in self.children:
            if node.move == move:
                return node
        return None

    def __repr__(self) -> str:
        return f"<Node ply {self.ply} {self.move}>"


class GameTree:
    """A game and every line played from its start (see the module's docstring)."""

    def __init__(self, game: Game, start: State | None = None) -> None:
        self.game = game
        self.start = start  # None: the game's initial position
        self.meta: dict[str, object] = {}
        self.root = Node(game, None, start if start is not None else game.initial_state(), None)
        self._size = 0  # the moves in all lines: the nodes but the root

    @property
    def size(self) -> int:
        """The number of moves in all lines."""
        return self._size

    # -- changing the tree --------------------------------------------------------------
    def add(self, node: Node, move: Move | str) -> Node:
        """The child of ``node`` reached by ``move``: the one already there if the move has been
        played from ``node``, else a new child, last of its children (children[0] if it is the
        first). An illegal move raises IllegalMoveError; one the tree cannot hold, TreeLimitError."""
        _check_not_deleted(node)
        move = self._parsed(node, move)
        existing = node.child(move)
        if existing is not None:
            return existing
        self._check_room(node)
        state, events = self.game.apply(node.state, move)
        return self._attach(node, move, state, tuple(events))

    def promote(self, node: Node) -> None:
        """Make the line through ``node`` the main line: at every branching above it, its branch
        moves to the front, the others keeping their order. TreeLimitError (and no change) if a
        line pushed aside would then nest deeper than a record holds."""
        _check_not_deleted(node)
        before: list[tuple[Node, list[Node]]] = []
        top = None
        for child in reversed(self.path(node)[1:]):
            parent = child.parent
            assert parent is not None
            if parent.children[0] is not child:
                before.append((parent, list(parent.children)))
                parent.children.remove(child)
                parent.children.insert(0, child)
                top = parent
        if top is None:
            return
        if _renest(top) > MAX_NESTING:
            for parent, children in before:
                parent.children[:] = children
            _renest(top)
            raise TreeLimitError(TOO_DEEP, n=MAX_NESTING)

    def delete(self, node: Node) -> int:
        """Remove ``node`` and every line after it; the place it had among its parent's children.
        If it continued its parent's line, the next variation there continues it instead. The
        root cannot go: ValueError. The nodes removed keep their ``parent``, so that a view
        showing one can step back to where it was, and ``restore`` can put them back, but they
        cannot be changed (ValueError)."""
        _check_not_deleted(node)
        parent = node.parent
        if parent is None:
            raise ValueError("the start of the game cannot be deleted")
        index = parent.children.index(node)
        parent.children.remove(node)
        for gone in _subtree(node):
            gone._deleted = True
            self._size -= 1
        if index == 0 and parent.children:
            _renest(parent)
        return index

    def restore(self, node: Node, index: int) -> None:
        """Put ``node``, deleted, back at ``index`` among its parent's children, with its lines
        and comments (undoing ``delete``). TreeLimitError, the tree unchanged, if it would then
        hold more than a record can; ValueError if ``node`` is not deleted or its parent is."""
        parent = node.parent
        if parent is None or not node._deleted:
            raise ValueError(f"{node!r} is not a deleted move")
        _check_not_deleted(parent)
        nodes = list(_subtree(node))
        if self._size + len(nodes) > MAX_MOVES:
            raise too_many_moves(TreeLimitError, self._size + len(nodes))
        parent.children.insert(min(index, len(parent.children)), node)
        if _renest(parent) > MAX_NESTING:
            parent.children.remove(node)
            _renest(parent)
            raise TreeLimitError(TOO_DEEP, n=MAX_NESTING)
        for back in nodes:
            back._deleted = False
        self._size += len(nodes)

    # -- reading the tree ---------------------------------------------------------------
    def path(self, node: Node) -> list[Node]:
        """The nodes from the root to ``node``."""
        nodes = [node]
        while nodes[-1].parent is not None:
            nodes.append(nodes[-1].parent)
        nodes.reverse()
        return nodes

    def line(self, node: Node) -> list[Node]:
        """The nodes from the root to ``node``, then on along its line (children[0]) to its end."""
        nodes = self.path(node)
        while nodes[-1].children:
            nodes.append(nodes[-1].children[0])
        return nodes

    def main_line(self) -> list[Node]:
        return self.line(self.root)

    def walk(self) -> Iterator[Node]:
        """Every node, depth first: a node, then its line's continuation, then its variations."""
        return _subtree(self.root)

    def find(self, moves: Sequence[Move | str]) -> Node | None:
        """The node reached from the root by ``moves`` (Moves or their notation; text that is no
        move raises MoveSyntaxError), if they have been played."""
        node: Node | None = self.root
        for move in moves:
            if node is None:
                break
            node = node.child(self.game.parse_move(move))
        return node

    # -- records ------------------------------------------------------------------------
    @classmethod
    def from_record(cls, record: Record) -> GameTree:
        """The tree of a record, every line played: an illegal move raises RecordError naming its
        ply, and the variation it is in (rules.record.play_lines)."""
        from .record import play_lines

        tree = cls(record.game, record.start)
        tree.meta = dict(record.meta)
        tree.root.comment = record.comments.get(0, "")
        play_lines(record, tree.root, tree._replayed)
        return tree

    def to_record(self) -> Record:
        """The tree as a record: the main line's moves and comments, and its variations."""
        from .record import Line, Record

        record = Record(self.game, self.start, meta=dict(self.meta))
        if self.root.comment:
            record.comments[0] = self.root.comment
        main = Line(record.moves, record.comments, record.lines)
        # each: a line's first node, and the Line it fills in
        work = [(self.root.children[0], main)] if self.root.children else []
        while work:
            node, line = work.pop()
            first: Node | None = node
            while first is not None:
                line.moves.append(str(first.move))
                k = len(line.moves)
                if first.comment:
                    line.comments[k] = first.comment
                parent = first.parent
                assert parent is not None
                if parent.children[0] is first and len(parent.children) > 1:
                    line.variations[k] = [Line() for _ in parent.children[1:]]
                    work.extend(zip(parent.children[1:], line.variations[k]))
                first = first.children[0] if first.children else None
        return record

    # -- inside -------------------------------------------------------------------------
    def _parsed(self, node: Node, move: Move | str) -> Move:
        """``move`` as a Move; text that is no move raises the game's own error, which lists the
        legal moves of ``node``."""
        if isinstance(move, Move):
            return move
        try:
            return Move.from_notation(move)
        except IllegalMoveError:
            self.game.apply(node.state, move)  # raises the error that explains
            raise

    def _check_room(self, node: Node) -> None:
        if self._size >= MAX_MOVES:
            raise too_many_moves(TreeLimitError, MAX_MOVES + 1)
        if node.children and node.nesting >= MAX_NESTING:
            raise TreeLimitError(TOO_DEEP, n=MAX_NESTING)

    def _replayed(self, node: Node, move: Move, comment: str) -> Node:
        """The child of ``node`` reached by a record's ``move``, with the record's comment on it;
        its events are computed when asked for."""
        child = node.child(move)
        if child is None:
            self._check_room(node)
            child = self._attach(node, move, self.game.next_state(node.state, move), None)
        if comment:
            child.comment = comment
        return child

    def _attach(self, node: Node, move: Move, state: State, events: tuple[Event, ...] | None) -> Node:
        child = Node(self.game, move, state, node, events)
        child.nesting = node.nesting + (1 if node.children else 0)
        node.children.append(child)
        self._size += 1
        return child


def _check_not_deleted(node: Node) -> None:
    if node._deleted:
        raise ValueError(f"{node!r} has been deleted from its tree")


def _subtree(node: Node) -> Iterator[Node]:
    """``node`` and every node after it, depth first, each line's continuation before its variations."""
    stack = [node]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.children))


def _renest(top: Node) -> int:
    """Set the nesting of every node below ``top`` from the order of the children; the deepest."""
    deepest = top.nesting
    stack = [top]
    while stack:
        node = stack.pop()
        for i, child in enumerate(node.children):
            child.nesting = node.nesting + (i > 0)
            deepest = max(deepest, child.nesting)
            stack.append(child)
    return deepest
