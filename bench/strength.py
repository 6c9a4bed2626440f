"""Strength of the levels: each level against the one below, and Expert against Beginner.

    python bench/strength.py [--games 200] [--expert-budget 1.0] [--budget 1.0] [--jobs 2]
                             [--games-only tihbat,bakuk] [--pairs expert-hard,hard-medium]
                             [--side-by-side [--against beginner]]
                             [--sparring [--sparring-games N] [--sparring-from K] [--sparring-matches 9,13]
                                         [--depths 7,9] [--tables FOLDER]]
                             [--thread-time]

For every game (default variant, plus three-player Bakuk) and level pair, plays ``--games``
games and prints the stronger level's share, with Siembra's targets (docs/ai.md): 70% for each
step, 95% for Expert against Beginner. Two players: seats alternate, each pair of games starts from
the same random opening (``rules.ai.match``), and the share is of the decided games. Three
players: one a against two b's and one b against two a's, every seat in turn; W and L count
the games won outright by a level a or a level b player, and the share compares the wins per
seat played (50% between equal players). ``--jobs`` spreads each pair's games over processes
(chunks of whole seat cycles). The Expert's longest move is reported against its budget (the
limit is +10%).

Expert at its default 1 s a move plays 50-110 moves a game in Bechi and Leb Bbut Ahbochen, too slow
for 200 games a pair. ``--expert-budget`` below 1 s measures a lower bound of Expert's strength
instead: Expert deepens the same search move by move until its deadline, so with less time it
searches the same tree less deep and can only be weaker. The output names the budget used.

Three-player Bakuk is measured pair by pair as well: in every game, each a player's final total
against each b player's, counted above, level or below; the target is a's totals above in 90% of
the pairs that differ for Expert against Beginner, and in more than half for each other step.
Its rows show those pairs as W, D and L, and that share.

``--side-by-side`` plays Expert and then Hard against one level (``--against``, Beginner by
default) over the same openings and seats, and prints their results side by side: W-D-L, the
mean and worst final margin, and how often Expert ended below Hard, or lost where Hard won.

``--sparring`` plays Expert (``--expert-budget``) against a plain fixed-depth negamax
(``Negamax``: seeds won minus seeds lost, moves in the rules' order, no transposition table) of
each depth in ``--depths``: 100 matches in each Bechi board and 50 games in each other game
(``--sparring-games`` sets another count; ``--sparring-from`` starts at that game of the
schedule; ``--sparring-matches`` plays only the games of the schedule listed), seats alternating, every other pair of games from the
standard start and the others from two random sensible moves. Expert is to lose none. A Bechi
match that comes back to the same round start a third time is stopped and counted drawn
(``rules.ai.match.MatchRepeats``, column "repeated"): two players that repeat their moves would
play it for ever. The row also gives the negamax's median and longest processor time a move,
and how many of the losses started from a position lost for Expert's seat under best play, as a
search to the end of every line proves it (``rules.analysis.judge``, at most ``PROOF_SECONDS``;
Tihbat from its solved table; with ``--tables FOLDER``, the endgame tables saved there where they
hold the start exactly, as two-player Bakuk's reach its start: ``python -m rules tables build
bakuk FOLDER``; Expert does not use them): no player can avoid those. Bechi's proof would need the match's
value, which a search to the round's end does not give, so its losses are never counted proven.
The JSON printed last holds each match's moves, to replay a loss from its start.

``--thread-time`` charges every budget in the processor time of the player's own thread
(``time.thread_time``) rather than on the wall clock. On a quiet machine the two are the same; on
a loaded one a wall-clock budget gives Expert a fraction of its strength while a fixed-depth
search loses none, so the figures in docs/ai.md are measured this way, one match process at a time
(``--jobs 1``) under ``nice``.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import get_game
from rules import tables as endgame
from rules.ai import get_player
from rules.ai.match import MatchRepeats, match, opening, play_game, share
from rules.analysis import judge
from rules.game import Game
from rules.moves import Move
from rules.state import State, scores_of

PAIRS = [("easy", "beginner", 0.70), ("medium", "easy", 0.70), ("hard", "medium", 0.70),
         ("expert", "hard", 0.70), ("expert", "beginner", 0.95)]
VARIANTS = [(g, {}) for g in ("tihbat", "djenon-aboure", "bakuk")] + [("bakuk", {"players": 3})] + \
    [(g, {}) for g in ("bechi", "leb-bbut-ahbochen")]  # quickest first


def _chunk(args) -> dict:
    game_id, options, a, b, games, seed, budget_a, budget_b, clock = args
    return match(game_id, options, a, b, games, seed, budget_a, budget_b, clock=clock)


def measure(pool, game_id, options, a, b, games, jobs, budgets, clock, seed=1) -> dict:
    period = 2 * options.get("players", 2)  # whole cycles of seats in every chunk
    size = max(period, -(-games // jobs // period) * period)
    chunks = [(game_id, options, a, b, min(size, games - start), seed + start, budgets[a], budgets[b], clock)
              for start in range(0, games, size)]
    total = {"wins": 0, "draws": 0, "losses": 0, "a_seats": 0, "b_seats": 0, "above": 0, "level": 0,
             "below": 0, "margins": [], "lengths": 0.0, "longest": 0.0}
    for part in pool.map(_chunk, chunks):
        for key in ("wins", "draws", "losses", "a_seats", "b_seats", "above", "level", "below", "margins"):
            total[key] += part[key]
        total["lengths"] += part["average_length"] * part["games"]
        total["longest"] = max(total["longest"], part["longest_move_seconds"]["a" if a == "expert" else "b"])
    return total


def pairwise_target(a: str, b: str) -> tuple[float, bool]:
    """Three players, compared pair by pair: the share of a's final totals above b's (of the pairs
    that differ) must reach 90% for Expert against Beginner, more than half for the others.
    Returns the target and whether it must be exceeded rather than reached."""
    return (0.90, False) if (a, b) == ("expert", "beginner") else (0.50, True)


def table(pool, args, budgets, pairs, only) -> list:
    """Each pair of levels in each variant: W-D-L, the share and its target. Three players: the
    pairwise measure (W, D, L count the a-b pairs of players above, level, below)."""
    print(f"budgets {clock_name(args)}", flush=True)
    print(f"{'game':<24}{'pair':<20}{'W':>5}{'D':>5}{'L':>5}{'share':>13}{'target':>8}"
          f"{'plies':>7}{'longest':>9}{'time':>7}", flush=True)
    results = []
    for game_id, options in chosen(only):
        for a, b, target in pairs:
            started = time.monotonic()
            t = measure(pool, game_id, options, a, b, args.games, args.jobs, budgets, clock_of(args))
            if options.get("players", 2) > 2:
                counts = t["above"], t["level"], t["below"]
                rate = t["above"] / max(1, t["above"] + t["below"])
                target, strictly = pairwise_target(a, b)
                mark = "pairwise " + (">" if strictly else "")
            else:
                counts = t["wins"], t["draws"], t["losses"]
                rate = share(t["wins"], t["losses"], t["a_seats"], t["b_seats"])
                strictly, mark = False, ""
            ok = "ok" if rate > target or (rate == target and not strictly) else "LOW"
            print(f"{name_of(game_id, options):<24}{pair_name(a, b, budgets):<20}"
                  + "".join(f"{c:>5}" for c in counts)
                  + f"{rate:>12.1%} {target:>6.0%} {t['lengths'] / args.games:>6.0f}"
                  f"{t['longest']:>8.3f}s{time.monotonic() - started:>6.0f}s {ok} {mark}", flush=True)
            results.append({"game": game_id, "options": options, "a": a, "b": b, **t, "rate": rate})
    return results


def side_by_side(pool, args, budgets, only) -> list:
    """Expert and Hard against the same level over the same openings and seats: results, mean
    and worst margins, and the games in which Expert ended below Hard."""
    print(f"against {args.against}, {args.games} games each, the same openings")
    print(f"{'game':<24}{'player':<22}{'W':>5}{'D':>5}{'L':>5}{'mean margin':>13}{'worst':>7}"
          f"{'below Hard':>12}{'lost where Hard won':>21}", flush=True)
    results = []
    for game_id, options in chosen(only):
        expert, hard = (measure(pool, game_id, options, level, args.against, args.games, args.jobs, budgets, clock_of(args))
                        for level in ("expert", "hard"))
        pairs = list(zip(expert["margins"], hard["margins"]))
        below = sum(e < h for e, h in pairs)
        lost_where_won = sum(e < 0 < h for e, h in pairs)
        for level, t in (("expert", expert), ("hard", hard)):
            extra = f"{below:>12}{lost_where_won:>21}" if level == "expert" else ""
            print(f"{name_of(game_id, options):<24}{pair_name(level, args.against, budgets):<22}{t['wins']:>5}"
                  f"{t['draws']:>5}{t['losses']:>5}{statistics.mean(t['margins']):>13.2f}{min(t['margins']):>7}"
                  + extra, flush=True)
        results.append({"game": game_id, "options": options, "against": args.against,
                        "expert": expert, "hard": hard, "below_hard": below, "lost_where_hard_won": lost_where_won})
    return results


class Negamax:
    """A sparring partner: negamax with alpha-beta to a fixed depth, a leaf worth the seeds its
    player has won minus those the opponent has won (a finished game no more), moves searched in
    the order the rules list them, no table. It picks the first of equally good moves.
    ``seconds`` holds the processor time of each of its moves."""

    def __init__(self, depth: int) -> None:
        self.depth, self.level, self.me = depth, f"negamax-{depth}", 0
        self.seconds: list[float] = []

    def prepare(self, game: Game) -> None:
        pass

    def value(self, game: Game, state: State, depth: int, alpha: float, beta: float) -> float:
        """``state``'s value for the player to move in it (turns need not alternate: a pass, or
        Bechi's refill, can leave the same player to move)."""
        if state.turn < 0 or depth == 0:
            scores = scores_of(state)
            return scores[self.me] - scores[1 - self.me]
        mine = state.turn == self.me
        best = -float("inf") if mine else float("inf")
        for move in game.legal_moves(state):
            v = self.value(game, game.next_state(state, move), depth - 1, alpha, beta)
            if mine and v > best:
                best, alpha = v, max(alpha, v)
            elif not mine and v < best:
                best, beta = v, min(beta, v)
            if alpha >= beta:
                break
        return best

    def choose(self, game: Game, state: State, deadline: float | None = None, cancel: object = None) -> Move:
        started = time.thread_time()
        self.me = state.turn
        best, choice = -float("inf"), None
        for move in game.legal_moves(state):
            v = self.value(game, game.next_state(state, move), self.depth - 1, best, float("inf"))
            if v > best:
                best, choice = v, move
        assert choice is not None
        self.seconds.append(time.thread_time() - started)
        return choice


SPARRING_VARIANTS = [("tihbat", {}), ("djenon-aboure", {}), ("bakuk", {}), ("bechi", {"holes": 3}),
                     ("bechi", {"holes": 4}), ("leb-bbut-ahbochen", {})]


def sparring_start(game: Game, i: int) -> State:
    """Where sparring game ``i`` starts: every other pair of games from the standard start, the
    others from two random sensible moves."""
    return game.initial_state() if i // 2 % 2 == 0 else opening(game, 2, random.Random(f"spar:{i}"))


def _spar(args) -> list[tuple[int, int, int, bool, list[float], list[str]]]:
    """(game number, Expert's seat, Expert's final margin, whether the match repeated
    (``MatchRepeats``: drawn, margin 0), the negamax's seconds of processor time a move, the
    moves from ``sparring_start``) of each game of one chunk."""
    game_id, options, depth, numbers, budget, clock = args
    game = get_game(game_id, **options)
    results = []
    for i in numbers:
        expert = get_player("expert", seed=i, budget=budget, clock=clock)
        expert.prepare(game)
        negamax = Negamax(depth)
        seat = i % 2
        moves: list[Move] = []
        state, _, _ = play_game(game, {seat: expert, 1 - seat: negamax}, sparring_start(game, i), moves,
                                MatchRepeats())
        scores = scores_of(state)
        margin = scores[seat] - scores[1 - seat] if state.is_over else 0
        results.append((i, seat, margin, not state.is_over, negamax.seconds, [str(m) for m in moves]))
    return results


PROOF_SECONDS = 120.0  # the longest search for the value of a lost game's start


def proven_lost(game: Game, i: int, seat: int, tables: Path | None = None) -> bool:
    """Whether sparring game ``i`` starts from a position lost for ``seat`` under best play, as the
    endgame tables saved in ``tables`` or a search to the end of every line prove (never in a
    match of rounds: see the docstring)."""
    if game.plays_rounds:
        return False
    start = sparring_start(game, i)
    if tables is not None and endgame.covered(game) and (tables / f"{endgame.variant_name(game)}.npz").exists():
        value = endgame.Tables.load(game, tables).value(start)  # B's margin over A, where exact
        if value is not None:
            return (value if seat == 0 else -value) < 0
    found = judge(game, start, PROOF_SECONDS)
    return found.exact and found.values[game.players[seat]] < 0


def sparring(pool, args, only) -> list:
    """Expert against ``Negamax`` of each depth: W-D-L from Expert's side, by start and seat."""
    depths = [int(d) for d in args.depths.split(",")]
    print(f"Expert @{args.expert_budget:g}s {clock_name(args)} against negamax; margins are Expert's final margin",
          flush=True)
    print(f"{'game':<24}{'opponent':<12}{'games':>6}{'W':>5}{'D':>5}{'L':>5}{'repeated':>9}{'lost from start':>17}"
          f"{'lost, proven lost':>19}"
          f"{'mean':>7}{'worst':>7}{'negamax s/move':>16}{'time':>7}", flush=True)
    results = []
    for game_id, options in SPARRING_VARIANTS:
        if only and game_id not in only and variant_name(game_id, options) not in only:
            continue
        games = args.sparring_games or (100 if game_id == "bechi" else 50)
        numbers = ([int(n) for n in args.sparring_matches.split(",")] if args.sparring_matches
                   else list(range(args.sparring_from, games)))
        for depth in depths:
            started = time.monotonic()
            chunks = [(game_id, options, depth, numbers[j::args.jobs], args.expert_budget, clock_of(args))
                      for j in range(args.jobs)]
            rows = sorted(r for part in pool.map(_spar, chunks) for r in part)
            margins = [row[2] for row in rows]
            lost_from_start = sum(m < 0 and i // 2 % 2 == 0 for i, _, m, *_ in rows)
            game = get_game(game_id, **options)
            proven = sum(m < 0 and proven_lost(game, i, seat, args.tables) for i, seat, m, *_ in rows)
            seconds = [s for row in rows for s in row[4]]
            print(f"{name_of(game_id, options):<24}{'depth ' + str(depth):<12}{len(rows):>6}{sum(m > 0 for m in margins):>5}"
                  f"{sum(m == 0 for m in margins):>5}{sum(m < 0 for m in margins):>5}{sum(row[3] for row in rows):>9}"
                  f"{lost_from_start:>17}{proven:>19}{statistics.mean(margins):>7.1f}{min(margins):>7}"
                  f"{statistics.median(seconds):>8.4f} ≤{max(seconds):>6.3f}{time.monotonic() - started:>6.0f}s", flush=True)
            results.append({"game": game_id, "options": options, "depth": depth, "budget": args.expert_budget,
                            "results": rows})
    return results


def clock_of(args) -> Callable[[], float]:
    """What the players' budgets are charged in (``--thread-time``)."""
    return time.thread_time if args.thread_time else time.monotonic


def clock_name(args) -> str:
    return "of thread time" if args.thread_time else "on the wall clock"


def chosen(only: set) -> list:
    """The variants named in ``only`` (game ids, or "bakuk3" for three-player Bakuk); all if empty."""
    return [(game_id, options) for game_id, options in VARIANTS
            if not only or game_id in only or variant_name(game_id, options) in only]


def variant_name(game_id: str, options: dict) -> str:
    """A variant as ``--games-only`` names it: the game id and its options' values ("bakuk3", "bechi4")."""
    return game_id + "".join(str(v) for v in options.values())


def name_of(game_id: str, options: dict) -> str:
    return game_id + ("" if not options else " " + ",".join(f"{k}={v}" for k, v in options.items()))


def pair_name(a: str, b: str, budgets: dict) -> str:
    return a + "-" + b + (f"@{budgets[a]:g}s" if a == "expert" and budgets[a] != 1.0 else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--expert-budget", type=float, default=1.0, help="Expert's seconds per move")
    parser.add_argument("--budget", type=float, default=1.0, help="the other levels' cap per move")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--games-only", default="",
                        help="comma-separated game ids or variants (bakuk3: three-player Bakuk only; bechi4: Bechi 2x4)")
    parser.add_argument("--pairs", default="", help="comma-separated pairs, e.g. expert-hard")
    parser.add_argument("--side-by-side", action="store_true",
                        help="instead of the pairs: Expert and Hard against --against over the same openings")
    parser.add_argument("--against", default="beginner", help="the opponent of --side-by-side")
    parser.add_argument("--sparring", action="store_true", help="instead of the pairs: Expert against negamax")
    parser.add_argument("--sparring-games", type=int, default=0,
                        help="games per variant and depth (default: 100 in Bechi, 50 in the others)")
    parser.add_argument("--sparring-from", type=int, default=0,
                        help="play the schedule's games from this one on (a run continued)")
    parser.add_argument("--sparring-matches", default="",
                        help="comma-separated games of the schedule to play, instead of a run of them")
    parser.add_argument("--depths", default="7,9", help="the negamax depths of --sparring")
    parser.add_argument("--tables", type=Path, help="endgame tables that prove --sparring's lost starts")
    parser.add_argument("--thread-time", action="store_true",
                        help="charge the budgets in the processor time of each player's thread, not the wall clock")
    args = parser.parse_args()
    budgets = {"beginner": args.budget, "easy": args.budget, "medium": args.budget, "hard": args.budget,
               "expert": args.expert_budget}
    only = set(filter(None, args.games_only.split(",")))
    pairs = [p for p in PAIRS if not args.pairs or f"{p[0]}-{p[1]}" in args.pairs.split(",")]
    with ProcessPoolExecutor(args.jobs) as pool:
        if args.sparring:
            results = sparring(pool, args, only)
        elif args.side_by_side:
            results = side_by_side(pool, args, budgets, only)
        else:
            results = table(pool, args, budgets, pairs, only)
    print(json.dumps(results))


if __name__ == "__main__":
    main()
