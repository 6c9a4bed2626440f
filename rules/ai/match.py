"""Computer against computer: whole games with seats alternating, summarised for player a.

Searching players are deterministic but for ties, so from the same start two players would play
the same few games again and again: 200 games would measure a handful. Each round of games
(one game per seat for a) therefore starts from its own opening of a few random sensible moves,
the same for every seat of the round, so neither player gets the better openings.
"""
from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any

from ..game import Game
from ..moves import Move
from ..registry import get_game
from ..state import State
from .evaluation import sensible_moves
from .players import Player, get_player

OPENING_PLIES = 2


def random_game(game: Game, plies: int, rng: random.Random) -> tuple[list[State], list[str]]:
    """The positions and moves (in notation) of up to ``plies`` random sensible moves from the
    start (fewer if the game ends first)."""
    states, moves = [game.initial_state()], list[str]()
    while not states[-1].is_over and len(moves) < plies:
        move = rng.choice(sensible_moves(game, states[-1]))
        moves.append(str(move))
        states.append(game.next_state(states[-1], move))
    return states, moves


def opening(game: Game, plies: int, rng: random.Random) -> State:
    """The state after ``plies`` random sensible moves (the start if the game ends first)."""
    state = random_game(game, plies, rng)[0][-1]
    return state if not state.is_over else game.initial_state()


def play_game(game: Game, players: dict[int, Player], state: State | None = None,
              moves: list[Move] | None = None,
              stop: Callable[[State], bool] | None = None) -> tuple[State, int, dict[int, float]]:
    """Play one game from ``state`` (default: the start); ``players`` maps seat index -> Player.
    Returns (final state, plies, the longest think in seconds for each seat); the moves played
    are appended to ``moves`` if given. ``stop(state)`` returning True ends play there, the game
    unfinished (``MatchRepeats``)."""
    state, plies = state or game.initial_state(), 0
    longest = dict.fromkeys(players, 0.0)
    while not state.is_over and not (stop is not None and stop(state)):
        seat = state.turn
        started = time.monotonic()
        move = players[seat].choose(game, state)
        longest[seat] = max(longest[seat], time.monotonic() - started)
        state = game.next_state(state, move)
        plies += 1
        if moves is not None:
            moves.append(move)
    return state, plies, longest


class MatchRepeats:
    """Whether a Bechi match has reached the same start of a round (capitals, holes filled, who
    chooses or begins) for the ``times``-th time. Two computers that play the same moves from the
    same position can play a traditional match round after round for ever: each round ends
    where the one before the last did, and nobody's capital ever falls below a hole's seeds. The
    rules end a round on a repeated position but say nothing of a repeated match; a bench
    counts such a match drawn, as players would agree to."""

    def __init__(self, times: int = 3) -> None:
        self.times = times
        self.seen: dict[tuple[object, ...], int] = {}

    def __call__(self, state: State) -> bool:
        if state.opened_mask or any(state.captured) or not state.stores:
            return False  # within a round, or no match of rounds
        key = state.board, state.stores, state.turn, state.in_play_mask, state.refill_count, state.round % 2
        self.seen[key] = self.seen.get(key, 0) + 1
        return self.seen[key] >= self.times


def seats_of_a(i: int, k: int) -> set[int]:
    """Player a's seats in game ``i``. Two players: a takes seat ``i % 2``. Three players: in
    each cycle of six games a plays alone against two b's from each seat, then b alone against
    two a's, so the measure is symmetric between a and b."""
    alone = i % k
    if k == 2 or (i // k) % 2 == 0:
        return {alone}
    return set(range(k)) - {alone}


def schedule(game: Game, games: int, seed: int, opening_plies: int = OPENING_PLIES) -> Iterator[tuple[State, set[int]]]:
    """(start, a's seats) of each of ``games`` games: a new opening for each cycle of seats
    (``seats_of_a``), the same for every game of the cycle."""
    k = len(game.players)
    period = 2 if k == 2 else 2 * k  # the games that share one opening
    start = game.initial_state()
    for i in range(games):
        if i % period == 0:
            start = opening(game, opening_plies, random.Random(f"{seed}:{i}"))
        yield start, seats_of_a(i, k)


def share(wins: int, losses: int, a_seats: int, b_seats: int) -> float:
    """a's share of the sole wins per seat played: a win rate per a seat against one per b seat
    (two players: wins / decided games); 50% between equal players, with two or three."""
    rate_a, rate_b = wins / max(1, a_seats), losses / max(1, b_seats)
    return rate_a / (rate_a + rate_b) if rate_a + rate_b else float("nan")


def match(game_id: str, options: dict[str, Any], level_a: str, level_b: str, games: int, seed: int = 0,
          budget_a: float = 1.0, budget_b: float = 1.0, opening_plies: int = OPENING_PLIES,
          clock: Callable[[], float] | None = None) -> dict[str, Any]:
    """Games between levels a and b, seats as ``seats_of_a``. ``wins``: a player of level a
    finishes alone on the highest score; ``losses``: a player of level b does; ``draws``: a tie
    for the highest. ``share`` weighs them by the seats each level played. ``above``, ``level``
    and ``below`` compare the final score of every a player with every b player of each game
    (with two players, the wins, draws and losses again); ``margins`` holds each game's best a
    score minus the best b score. ``clock``: what both players' budgets are charged in."""
    game = get_game(game_id, **options)
    k = len(game.players)
    a = get_player(level_a, seed=seed, budget=budget_a, clock=clock)
    b = get_player(level_b, seed=seed + 1, budget=budget_b, clock=clock)
    for player in (a, b):
        player.prepare(game)  # as the app does: no move's think time pays for it
    wins = draws = losses = a_seats = 0
    pairs = {"above": 0, "level": 0, "below": 0}
    lengths: list[int] = []
    margins: list[int] = []
    slowest = {"a": 0.0, "b": 0.0}
    for start, mine in schedule(game, games, seed, opening_plies):
        a_seats += len(mine)
        a.seats = b.seats = tuple(level_a if s in mine else level_b for s in range(k))  # each knows the table
        state, plies, longest = play_game(game, {s: a if s in mine else b for s in range(k)}, start)
        winners = game.winners(state)
        scores = [game.scores(state)[p] for p in game.players]
        ours, theirs = [scores[s] for s in mine], [scores[s] for s in range(k) if s not in mine]
        for x in ours:
            for y in theirs:
                pairs["above" if x > y else "below" if x < y else "level"] += 1
        margins.append(max(ours) - max(theirs))
        if len(winners) > 1:
            draws += 1
        elif game.players.index(winners[0]) in mine:
            wins += 1
        else:
            losses += 1
        lengths.append(plies)
        for seat, seconds in longest.items():
            who = "a" if seat in mine else "b"
            slowest[who] = max(slowest[who], seconds)
    return {"game": game_id, "options": game.options, "a": level_a, "b": level_b, "games": games,
            "wins": wins, "draws": draws, "losses": losses, "a_seats": a_seats, "b_seats": k * games - a_seats,
            "share": share(wins, losses, a_seats, k * games - a_seats), **pairs, "margins": margins,
            "average_length": round(statistics.mean(lengths), 2) if lengths else 0,
            "longest_move_seconds": {k_: round(v, 3) for k_, v in slowest.items()}}
