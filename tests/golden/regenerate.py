"""Writes the golden games (see tests/golden_games.py): the only way they change.

    python tests/golden/regenerate.py           # the games kept, their replay printed anew
    python tests/golden/regenerate.py --pick    # the games chosen anew, then their replay

Run it only when the rules model is meant to play differently (a new ruling, a fixed rule), and
read the difference before committing it: every changed line is a ply now played differently.

``--pick`` plays seeded random games of each variant, every player starting in turn, plus the
positions of ``STARTS``, and keeps ``GAMES_PER_VARIANT`` of them: first the games that show
something the kept ones do not (an event, a refill of a new size, a way of ending), then the
others in the order played, leaving out games longer than ``MAX_PLIES`` to keep the files small.
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TESTS.parent), str(TESTS)]

from rules import Record, get_game  # noqa: E402
from rules.record import position_from_json  # noqa: E402

from golden_games import VARIANTS, read_games, replay, write_games  # noqa: E402

GAMES_PER_VARIANT = 12
POOL = 300  # random games played per variant to choose from
MAX_PLIES = 1200
# Start positions worth a game of their own, by variant: an endless relay in Djenon-aboure,
# which random games from the start almost never reach.
STARTS = {
    "djenon-aboure": [{"pits": dict(zip(["1B", "2B", "3B", "4B", "5B", "6B", "1A", "2A", "3A", "4A", "5A", "6A"],
                                        [1, 2, 1, 4, 3, 1, 5, 4, 5, 2, 1, 2])),
                       "captured": {}, "to_move": "B"}],
}


def random_game(game, start, rng: random.Random) -> tuple[list[str], set]:
    """The moves of a random game from ``start`` and what it shows (its features)."""
    state, moves, features = start, [], set()
    legal = game.legal_moves(state)
    while legal:
        move = rng.choice(legal)
        state, events = game.apply(state, move)
        moves.append(str(move))
        features |= {event.kind for event in events}
        if move.kind == "refill":
            features.add(f"refill of {len(move.holes)}")
        if move.direction:
            features.add("a direction chosen")
        legal = game.legal_moves(state)
    kinds = {event.kind for event in events}
    features.add("ended by a repetition" if "repetition" in kinds else
                 "ended with seeds left" if "take" in kinds else "ended with an empty board")
    return moves, features


def pick(name: str) -> list[Record]:
    game_id, options = VARIANTS[name]
    rng = random.Random(name)
    players = get_game(game_id, **options).players
    pool = []
    for n in range(POOL):
        game = get_game(game_id, **options, first=players[n % len(players)])
        moves, features = random_game(game, game.initial_state(), rng)
        pool.append((Record(game, None, moves), features))
    for data in STARTS.get(name, []):
        game = get_game(game_id, **options)
        start = position_from_json(game, data)
        moves, features = random_game(game, start, rng)
        pool.insert(0, (Record(game, start, moves), features | {"a start position"}))
    pool = [(record, features) for record, features in pool if len(record.moves) <= MAX_PLIES]
    kept, shown = [], set()
    for n, (_, features) in enumerate(pool):
        if features - shown:
            kept.append(n)
            shown |= features
    kept += [n for n in range(len(pool)) if n not in kept][:max(0, GAMES_PER_VARIANT - len(kept))]
    return [pool[n][0] for n in sorted(kept)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pick", action="store_true", help="choose the games anew")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for name in VARIANTS:
            if args.pick:
                records = [record.to_json() for record in pick(name)]
            else:
                records = [game["record"] for game in read_games(name)]
            games = []
            for record in records:
                status, lines = replay(record, Path(folder))
                if status:
                    sys.exit(f"{name}: a kept game is no longer legal; run with --pick")
                games.append({"record": record, "replay": lines})
            write_games(name, games)
            print(f"{name}: {len(games)} games, {sum(len(g['replay']) - 1 for g in games)} plies")


if __name__ == "__main__":
    main()
