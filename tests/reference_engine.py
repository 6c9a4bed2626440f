"""The rules written out plainly, as one would write them first: a readable reference that
``tests/test_reference_engine.py`` plays side by side with ``rules``.

A board list copied every move, a list of earlier positions for the repetition rule, moves found
by scanning the row, moves as bare hole numbers; no tables, no packed ints, no step events. Its
methods have the names bench/engine.py calls, so bench/baseline.py times it against ``rules``.
Bechi has its own position, with stores, opened holes, holes in play and the round.
"""
from __future__ import annotations

from itertools import combinations


class Position:
    def __init__(self, board: list[int], captured: list[int], turn: int, history: list[tuple[tuple[int, ...], int]]):
        self.board, self.captured, self.turn, self.history = board, captured, turn, history


class Straightforward:
    """Holes 0..per-1 are the first player's, the next ``per`` the second's, and so on; sowing
    counter-clockwise (+1)."""

    def __init__(self, holes: int, seeds: int, origin_first: bool, min_seeds: int, players: int = 2):
        self.n, self.size, self.players = holes, 2 * holes, players
        self.per = self.size // players
        self.seeds, self.origin_first, self.min_seeds = seeds, origin_first, min_seeds

    def initial_state(self) -> Position:
        return self.position([self.seeds] * self.size, [0] * self.players, 0)

    def position(self, board: list[int], captured: list[int], turn: int) -> Position:
        """A position set up by hand: its own first occurrence for the repetition rule."""
        return Position(list(board), list(captured), turn, [(tuple(board), turn)])

    def row(self, player: int) -> range:
        return range(player * self.per, (player + 1) * self.per)

    def owner(self, hole: int) -> int:
        return hole // self.per

    def legal_moves(self, pos: Position) -> list:
        if pos.turn < 0:
            return []
        found = [h for h in self.row(pos.turn) if pos.board[h] >= self.min_seeds]
        return found or ["pass"]

    def sow(self, board: list, hole: int) -> int:
        seeds = board[hole]
        board[hole] = 0
        h = hole
        if self.origin_first:
            board[h] += 1
            seeds -= 1
        while seeds > 0:
            h = (h + 1) % self.size
            board[h] += 1
            seeds -= 1
        return h

    def next_state(self, pos: Position, move) -> Position:
        board, captured = list(pos.board), list(pos.captured)
        took = 0
        if move != "pass":
            took = self.move(board, pos.turn, move)
            captured[pos.turn] += took
        turn = (pos.turn + 1) % self.players
        if self.over(board, turn):
            return self.finish(board, captured)
        if took:
            history = []
        else:
            history = list(pos.history)
            if (tuple(board), turn) in history:
                return self.finish(board, captured)
        history.append((tuple(board), turn))
        return Position(board, captured, turn, history)

    def move(self, board: list, player: int, hole: int) -> int:
        """Sow ``hole``, then what the game does where the last seed fell; returns the seeds taken."""
        raise NotImplementedError

    def capture_twos_and_fours(self, board: list, hole: int, step: int) -> int:
        took = 0
        for _ in range(self.size):
            if board[hole] not in (2, 4):
                break
            took += board[hole]
            board[hole] = 0
            hole = (hole + step) % self.size
        return took

    def over(self, board: list, turn: int) -> bool:
        return max(board) < self.min_seeds

    def finish(self, board: list, captured: list) -> Position:
        for h in range(self.size):
            captured[self.owner(h)] += board[h]
        return Position([0] * self.size, captured, -1, [])


class Bakuk(Straightforward):
    def __init__(self, players: int = 2):
        super().__init__(3, 6, False, 1, players)

    def move(self, board, player, hole):
        return self.capture_twos_and_fours(board, self.sow(board, hole), 1)


class DjenonAboure(Straightforward):
    def __init__(self):
        super().__init__(6, 4, True, 2)

    def move(self, board, player, hole):
        h = self.sow(board, hole)
        seen = []
        while True:
            if board[h] == 1:
                return 0
            if board[h] in (2, 4):
                return self.capture_twos_and_fours(board, h, -1)
            if (tuple(board), h) in seen:
                return 0
            seen.append((tuple(board), h))
            h = self.sow(board, h)


class Tihbat(Straightforward):
    def __init__(self):
        super().__init__(2, 7, True, 1)

    def move(self, board, player, hole):
        h = self.sow(board, hole)
        if self.owner(h) == player and board[h] in (2, 4, 6, 8):
            took, board[h] = board[h], 0
            return took
        return 0

    def finish(self, board, captured):
        left = sum(board)
        captured[0] += left // 2
        captured[1] += left - left // 2
        return Position([0] * self.size, captured, -1, [])


class LebBbutAhbochen(Straightforward):
    def __init__(self, holes):
        super().__init__(holes, 4, False, 1)

    def feeding(self, board, player):
        return [h for h in self.row(player) if board[h] >= self.n - h % self.n]

    def legal_moves(self, pos):
        if pos.turn < 0:
            return []
        if sum(pos.board[h] for h in self.row(1 - pos.turn)) == 0:
            return self.feeding(pos.board, pos.turn)
        return [h for h in self.row(pos.turn) if pos.board[h] > 0]

    def over(self, board, turn):
        if sum(board[h] for h in self.row(turn)) == 0:
            return True
        return sum(board[h] for h in self.row(1 - turn)) == 0 and not self.feeding(board, turn)

    def move(self, board, player, hole):
        h = self.sow(board, hole)
        opponent = self.owner(h)
        if opponent == player:
            return 0
        if board[h] == 6:
            self.sow(board, h)
            return 0
        if board[h] in (2, 4) and sum(board[k] for k in self.row(opponent)) > board[h]:
            took, board[h] = board[h], 0
            return took
        return 0


# Every variant but Bechi's, whose moves and positions hold more (BECHI): (game id, options, the reference engine).
VARIANTS = [("bakuk", {"players": 2}, Bakuk()), ("bakuk", {"players": 3}, Bakuk(3)),
            ("djenon-aboure", {}, DjenonAboure()), ("tihbat", {}, Tihbat())]
VARIANTS += [("leb-bbut-ahbochen", {"holes": n}, LebBbutAhbochen(n)) for n in (4, 6, 8, 10)]


class BechiPosition(Position):
    def __init__(self, board, captured, turn, history, stores, opened, in_play, round_number, to_refill):
        super().__init__(board, captured, turn, history)
        self.stores, self.opened, self.in_play = stores, opened, in_play
        self.round, self.to_refill = round_number, to_refill


class Bechi(Straightforward):
    """Two players, six seeds a hole in play. Moves: ("sow", hole, way) with way -1 clockwise or
    +1 counter-clockwise, "pass", or ("refill", holes) between rounds."""

    def __init__(self, holes, rounds=0, first=0):
        super().__init__(holes, 6, True, 2)
        self.rounds, self.first = rounds, first

    def initial_state(self):
        board = [6] * self.size
        in_play = set(range(self.size))
        return BechiPosition(board, [0, 0], self.first, [(tuple(board), self.first, frozenset())], [0, 0],
                             frozenset(), in_play, 1, 0)

    def ways(self, hole):
        """A player's left holes sow clockwise, the right ones counter-clockwise; the 2x3 centre
        either way."""
        column = hole % self.n
        if self.n == 3 and column == 1:
            return [-1, 1]
        return [-1] if column < self.n // 2 else [1]

    def legal_moves(self, pos):
        if pos.turn < 0:
            return []
        if pos.to_refill:
            return [("refill", holes) for holes in combinations(self.row(pos.turn), pos.to_refill)]
        found = [("sow", h, way) for h in self.row(pos.turn) if pos.board[h] >= 2 for way in self.ways(h)]
        return found or ["pass"]

    def step(self, hole, way, in_play):
        hole = (hole + way) % self.size
        while hole not in in_play:
            hole = (hole + way) % self.size
        return hole

    def next_state(self, pos, move):
        if move[0] == "refill":
            stores = list(pos.stores)
            stores[pos.turn] -= 6 * len(move[1])
            return self.refill_or_start(stores, set(pos.in_play) | set(move[1]), pos.round)
        board, captured, opened = list(pos.board), list(pos.captured), set(pos.opened)
        took = 0
        if move != "pass":
            _, hole, way = move
            seeds, board[hole] = board[hole], 0
            h = hole
            board[h] += 1  # the first seed back into the hole emptied
            seeds -= 1
            while seeds:
                h = self.step(h, way, pos.in_play)
                board[h] += 1
                seeds -= 1
            start = h
            while board[h] >= 2 and board[h] % 2 == 0 and h in opened:
                took += board[h]
                board[h] = 0
                h = self.step(h, way, pos.in_play)
                if h == start:
                    break
            captured[pos.turn] += took
            opened.add(hole)
        turn = 1 - pos.turn
        key = (tuple(board), turn, frozenset(opened))
        if not [h for h in self.row(turn) if board[h] >= 2] and max(board) < 2:
            return self.end_round(pos, board, captured)
        if took:
            history = [key]
        elif key in pos.history:
            return self.end_round(pos, board, captured)
        else:
            history = [*pos.history, key]
        return BechiPosition(board, captured, turn, history, pos.stores, frozenset(opened), pos.in_play, pos.round, 0)

    def end_round(self, pos, board, captured):
        capitals = [pos.stores[p] + captured[p] + sum(board[h] for h in self.row(p)) for p in (0, 1)]
        if min(capitals) < 6 or 0 < self.rounds <= pos.round:
            return BechiPosition([0] * self.size, capitals, -1, [], [0, 0], frozenset(), set(range(self.size)),
                                 pos.round, 0)
        return self.refill_or_start(capitals, set(), pos.round + 1)

    def starter(self, round_number):
        return self.first if round_number % 2 else 1 - self.first

    def refill_or_start(self, stores, filled, round_number):
        waiting = [p for p in (0, 1) if stores[p] < 6 * self.n and not filled & set(self.row(p))]
        waiting.sort(key=lambda p: (stores[p], p != self.starter(round_number)))
        board = [6 if h in filled else 0 for h in range(self.size)]
        if waiting:
            chooser = waiting[0]
            return BechiPosition(board, [0, 0], chooser, [], stores, frozenset(), filled, round_number,
                                 min(self.n, stores[chooser] // 6))
        for p in (0, 1):
            if not filled & set(self.row(p)):
                stores[p] -= 6 * self.n
                filled |= set(self.row(p))
        board = [6 if h in filled else 0 for h in range(self.size)]
        turn = self.starter(round_number)
        return BechiPosition(board, [0, 0], turn, [(tuple(board), turn, frozenset())], stores, frozenset(),
                             filled, round_number, 0)


BECHI = [({"holes": n}, Bechi(n)) for n in (4, 3)]
