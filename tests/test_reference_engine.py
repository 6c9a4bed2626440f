"""``rules`` and the plain reference engine (tests/reference_engine.py) play alike, ply by ply, in
every variant: from the start and from random positions, and Bechi through whole matches of
rounds and refills."""
import random

import pytest

from rules import get_game

from reference_engine import BECHI, VARIANTS

IDS = [gid + "".join(f"-{k}{v}" for k, v in opts.items()) for gid, opts, _ in VARIANTS]


def random_position(game, reference, rng):
    """A position set up by hand (a few seeds a hole, now and then a heap, seeds captured, any
    player to move) that the game can meet, in both engines."""
    while True:
        pits = [rng.randrange(8) for _ in game.labels]
        if rng.random() < 0.2:
            pits[rng.randrange(len(pits))] += rng.choice((30, 47))
        if game.id == "tihbat" and sum(pits) % 2:
            pits[0] += 1  # a Tihbat board always holds an even number of seeds
        captured = [rng.randrange(13) for _ in game.players]
        turn = rng.randrange(len(game.players))
        state = game.make_state(pits, captured, turn)
        if game.position_problem(state) is None:
            return state, reference.position(pits, captured, turn)


def play_side_by_side(game, reference, state, pos, rng):
    while True:
        legal = game.legal_moves(state)
        assert list(state.pits) == pos.board and list(state.captured) == pos.captured, (state, pos.board)
        assert state.turn == pos.turn, state
        holes = [game.index(m.hole) if m.kind == "sow" else "pass" for m in legal]
        assert holes == reference.legal_moves(pos), state
        if not legal:
            return
        k = rng.randrange(len(legal))
        state, pos = game.next_state(state, legal[k]), reference.next_state(pos, holes[k])


@pytest.mark.parametrize(("game_id", "options", "reference"), VARIANTS, ids=IDS)
def test_rules_plays_as_the_reference_engine_from_the_start(game_id, options, reference):
    game, rng = get_game(game_id, **options), random.Random(7)
    for _ in range(100):
        play_side_by_side(game, reference, game.initial_state(), reference.initial_state(), rng)


@pytest.mark.parametrize(("game_id", "options", "reference"), VARIANTS, ids=IDS)
def test_rules_plays_as_the_reference_engine_from_random_positions(game_id, options, reference):
    game, rng = get_game(game_id, **options), random.Random(11)
    for _ in range(200):
        play_side_by_side(game, reference, *random_position(game, reference, rng), rng)


def bechi_move(game, move, reference):
    """A move of ``rules`` as the reference writes it."""
    if move.kind == "refill":
        return ("refill", tuple(game.index(label) for label in move.holes))
    if move.kind == "pass":
        return "pass"
    hole = game.index(move.hole)
    way = {"cw": -1, "ccw": 1}.get(move.direction) or reference.ways(hole)[0]
    return ("sow", hole, way)


@pytest.mark.parametrize(("options", "reference"), BECHI, ids=["holes4", "holes3"])
def test_bechi_plays_as_the_reference_engine_through_its_rounds(options, reference):
    game, rng = get_game("bechi", **options), random.Random(5)
    for _ in range(30):
        state, pos = game.initial_state(), reference.initial_state()
        while True:
            where = f"{state}"
            assert list(state.pits) == pos.board and list(state.captured) == pos.captured, where
            assert state.turn == pos.turn and state.round == pos.round, where
            assert list(state.stores) == pos.stores, where
            assert state.in_play_mask == sum(1 << h for h in pos.in_play), where
            assert state.refill_count == pos.to_refill, where
            legal = game.legal_moves(state)
            moves = [bechi_move(game, m, reference) for m in legal]
            assert moves == reference.legal_moves(pos), where
            if not legal:
                break
            k = rng.randrange(len(legal))
            state, pos = game.next_state(state, legal[k]), reference.next_state(pos, moves[k])
