"""The engine against an ordinary, straightforward Python engine, on the same machine.

    python bench/baseline.py [--seconds 1.0] [--runs 5]

Siembra holds its engine to at least 3 times the speed of an ordinary, straightforward Python
engine, so that its speed comes from its design and not from the machine. Absolute figures depend
on the machine and even more on the interpreter (docs/performance.md), so this benchmark measures
the ratio directly: below is such an engine, written as
one would write it first (a board list copied every move, a list of earlier positions for the
repetition rule, moves found by scanning the row; its methods have the names bench/engine.py
calls), for the four games whose rules fit in a few lines. Before timing, both engines play the
same random games and must agree on every position and every list of legal moves, so that the
baseline is a real engine and not a strawman (and ``rules`` is checked against a second,
independent reading of the rulings). Both are timed as bench/engine.py times ``rules``: random
games, CPU time of one core, median of the runs, the two engines alternating. The baseline gives less than ``rules``: its positions are mutable and not
hashable (search needs both), its moves are bare hole numbers, and it records no step events.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import run  # noqa: E402  (bench/engine.py: the same timing loop)
from rules import get_game  # noqa: E402


class Position:
    def __init__(self, board, captured, turn, history):
        self.board, self.captured, self.turn, self.history = board, captured, turn, history


class Straightforward:
    """Two players; holes 0..n-1 are B's, n..2n-1 are A's; sowing counter-clockwise (+1)."""

    def __init__(self, holes: int, seeds: int, origin_first: bool, min_seeds: int):
        self.n, self.size = holes, 2 * holes
        self.seeds, self.origin_first, self.min_seeds = seeds, origin_first, min_seeds

    def initial_state(self) -> Position:
        board = [self.seeds] * self.size
        return Position(board, [0, 0], 0, [(tuple(board), 0)])

    def row(self, player: int) -> range:
        return range(player * self.n, (player + 1) * self.n)

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
        turn = 1 - pos.turn
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
        return sum(board) == 0

    def finish(self, board: list, captured: list) -> Position:
        for h in range(self.size):
            captured[h // self.n] += board[h]
        return Position([0] * self.size, captured, -1, [])


class Bakuk(Straightforward):
    def __init__(self):
        super().__init__(3, 6, False, 1)

    def move(self, board, player, hole):
        return self.capture_twos_and_fours(board, self.sow(board, hole), 1)


class DjenonAboure(Straightforward):
    def __init__(self):
        super().__init__(6, 4, True, 2)

    def over(self, board, turn):
        return max(board) <= 1

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
        if h // self.n == player and board[h] in (2, 4, 6, 8):
            took, board[h] = board[h], 0
            return took
        return 0

    def finish(self, board, captured):
        half = sum(board) // 2
        captured[0] += half
        captured[1] += half
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
        opponent = h // self.n
        if opponent == player:
            return 0
        if board[h] == 6:
            self.sow(board, h)
            return 0
        if board[h] in (2, 4) and sum(board[k] for k in self.row(opponent)) > board[h]:
            took, board[h] = board[h], 0
            return took
        return 0


VARIANTS = [("bakuk", {}, Bakuk()), ("djenon-aboure", {}, DjenonAboure()), ("tihbat", {}, Tihbat()),
            ("leb-bbut-ahbochen", {"holes": 6}, LebBbutAhbochen(6)),
            ("leb-bbut-ahbochen", {"holes": 10}, LebBbutAhbochen(10))]


def agree(game, baseline, games: int = 200) -> None:
    """Both engines play the same random games; any difference stops the benchmark."""
    rng = random.Random(7)
    for _ in range(games):
        state, pos = game.initial_state(), baseline.initial_state()
        while True:
            legal = game.legal_moves(state)
            assert list(state.pits) == pos.board and list(state.captured) == pos.captured, (state, pos.board)
            holes = [game.index(m.hole) if m.kind == "sow" else "pass" for m in legal]
            assert holes == baseline.legal_moves(pos), state
            if not legal:
                break
            k = int(rng.random() * len(legal))
            state, pos = game.next_state(state, legal[k]), baseline.next_state(pos, holes[k])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'game':<20}{'variant':<10}{'rules':>11}{'baseline':>11}{'ratio':>8}")
    for game_id, options, baseline in VARIANTS:
        game = get_game(game_id, **options)
        agree(game, baseline)
        ours, theirs = [], []
        for k in range(args.runs):  # alternating, so that both see the same machine
            ours.append(run(game, args.seconds, random.Random(k))[0])
            theirs.append(run(baseline, args.seconds, random.Random(k))[0])
        fast, slow = statistics.median(ours), statistics.median(theirs)
        name = ",".join(f"{k}={v}" for k, v in options.items())
        print(f"{game_id:<20}{name:<10}{fast:>11,.0f}{slow:>11,.0f}{fast / slow:>7.1f}x", flush=True)


if __name__ == "__main__":
    main()
