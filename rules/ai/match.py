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

from ..registry import get_game
from .players import get_player, sensible_moves

OPENING_PLIES = 2


def opening(game, plies: int, rng: random.Random):
    """The state after ``plies`` random sensible moves (fewer if the game ends first)."""
    state = game.initial_state()
    for _ in range(plies):
        if state.is_over:
            break
        state = game.next_state(state, rng.choice(sensible_moves(game, state)))
    return state if not state.is_over else game.initial_state()


def play_game(game, players: dict, state=None) -> tuple:
    """Play one game from ``state`` (default: the start); ``players`` maps seat index -> Player.
    Returns (final state, plies, the longest think in seconds for each seat)."""
    state, plies = state or game.initial_state(), 0
    longest = dict.fromkeys(players, 0.0)
    while not state.is_over:
        seat = state.turn
        started = time.monotonic()
        move = players[seat].choose(game, state)
        longest[seat] = max(longest[seat], time.monotonic() - started)
        state = game.next_state(state, move)
        plies += 1
    return state, plies, longest


def match(game_id: str, options: dict, level_a: str, level_b: str, games: int, seed: int = 0,
          budget_a: float = 1.0, budget_b: float = 1.0, on_game=None, opening_plies: int = OPENING_PLIES) -> dict:
    """Player a takes each seat in turn (seat ``i % players`` in game ``i``); b takes the others.
    A game counts as a draw for a when a shares the highest score. ``pairwise`` compares a's
    final total with each b's (with three players, one game gives two comparisons)."""
    game = get_game(game_id, **options)
    k = len(game.players)
    a = get_player(level_a, seed=seed, budget=budget_a)
    b = get_player(level_b, seed=seed + 1, budget=budget_b)
    wins = draws = losses = 0
    pairwise = [0, 0, 0]  # a above, level with, below a b
    lengths, slowest = [], {"a": 0.0, "b": 0.0}
    start = None
    for i in range(games):
        seat_a = i % k
        if seat_a == 0:
            start = opening(game, opening_plies, random.Random(f"{seed}:{i}"))
        state, plies, longest = play_game(game, {s: a if s == seat_a else b for s in range(k)}, start)
        winners = game.winners(state)
        mine = game.players[seat_a]
        if mine not in winners:
            losses += 1
        elif len(winners) == 1:
            wins += 1
        else:
            draws += 1
        scores = game.scores(state)
        for other in game.players:
            if other != mine:
                pairwise[(scores[mine] < scores[other]) - (scores[mine] > scores[other]) + 1] += 1
        lengths.append(plies)
        for seat, seconds in longest.items():
            who = "a" if seat == seat_a else "b"
            slowest[who] = max(slowest[who], seconds)
        if on_game is not None:
            on_game(i, mine, winners, plies)
    return {"game": game_id, "options": game.options, "a": level_a, "b": level_b, "games": games,
            "wins": wins, "draws": draws, "losses": losses,
            "pairwise": dict(zip(("above", "level", "below"), pairwise)),
            "average_length": round(statistics.mean(lengths), 2) if lengths else 0,
            "longest_move_seconds": {k_: round(v, 3) for k_, v in slowest.items()}}
