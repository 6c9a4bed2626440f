"""Game.landing: the hole a move's last seed falls in, asked without the move's events."""
import random

import pytest

from rules import GAME_IDS, IllegalMoveError, get_game, variants

VARIANTS = [(gid, opts) for gid in GAME_IDS for opts in variants(gid)]
IDS = [gid + "".join(f"-{k}{v}" for k, v in opts.items()) for gid, opts in VARIANTS]
GAMES_PER_VARIANT = 6


def last_sown(game, state, move):
    _, events = game.apply(state, move)
    sown = [e.hole for e in events if e.kind == "sow"]
    return sown[-1] if sown else None


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_landing_is_the_last_sowing_event_of_apply_for_every_legal_move(game_id, options):
    relayed = 0
    for seed in range(GAMES_PER_VARIANT):
        rng = random.Random(seed)
        game = get_game(game_id, first=rng.choice(["B", "A"]), **options)
        state = game.initial_state()
        while not state.is_over:
            legal = game.legal_moves(state)
            for move in legal:
                expected = last_sown(game, state, move)
                assert game.landing(state, move) == expected, f"{move} in {state}"
                assert game.landing(state, str(move)) == expected
                _, events = game.apply(state, move)
                relayed += any(e.kind == "relay" for e in events)
            state = game.next_state(state, rng.choice(legal))
    if game_id in ("leb-bbut-ahbochen", "djenon-aboure"):
        assert relayed, "no relay lap was asked about"


def test_landing_refuses_an_illegal_move_as_apply_does():
    game = get_game("leb-bbut-ahbochen")
    state = game.initial_state()
    with pytest.raises(IllegalMoveError):
        game.landing(state, "1A" if state.to_move == "B" else "1B")
