"""The batch simulator and the rules model play alike from any position: side by side, ply by ply."""
import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rules import GAME_IDS, get_game, variants
from rules.batch import batch_game

VARIANTS = [(gid, opts) for gid in GAME_IDS for opts in variants(gid)]
IDS = [gid + "".join(f"-{k}{v}" for k, v in opts.items()) for gid, opts in VARIANTS]
PLIES = 80  # per example: long enough for captures, chains, passes and Bechi's round ends
ROUND_SEEDS = 6


def mask(holes) -> int:
    return sum(1 << i for i in holes)


@st.composite
def positions(draw, game):
    """A position of ``game`` as ``make_state`` takes it, one the game can meet: holes of a few
    seeds with now and then a heap (more than a sowing table holds), seeds captured, any player
    to move; in Bechi also stores, opened holes, holes out of play and the refill phase."""
    size, players = len(game.labels), len(game.players)
    pits = draw(st.lists(st.integers(0, 7), min_size=size, max_size=size))
    heap = draw(st.integers(0, size - 1))
    pits[heap] += draw(st.sampled_from([0, 0, 0, 30, 47]))
    captured = draw(st.lists(st.integers(0, 12), min_size=players, max_size=players))
    turn = draw(st.integers(0, players - 1))
    if game.id == "tihbat" and sum(pits) % 2:
        pits[heap] += 1  # a Tihbat board always holds an even number of seeds
    if game.id != "bechi":
        return {"pits": pits, "captured": captured, "turn": turn}
    rows = [[i for i, label in enumerate(game.labels) if game.owner(label) == p] for p in game.players]
    stores = draw(st.lists(st.integers(0, 40), min_size=2, max_size=2))
    round_number = draw(st.integers(1, 4))
    if draw(st.booleans()):  # the refill phase: maybe one player has already chosen
        chosen = draw(st.sampled_from(rows))
        filled = draw(st.lists(st.sampled_from(chosen), unique=True)) if draw(st.booleans()) else []
        stores = [s + ROUND_SEEDS for s in stores]
        pits = [ROUND_SEEDS if i in filled else 0 for i in range(size)]
        setup = {"pits": pits, "captured": (0, 0), "stores": stores, "in_play": mask(filled), "round": round_number,
                     "phase": "refill"}
        choosers = [p for p in (turn, 1 - turn) if game.position_problem(game.make_state(turn=p, **setup)) is None]
        assume(choosers)  # the player to move must be the one who chooses
        return dict(setup, turn=choosers[0])
    in_play = [i for row in rows for i in draw(st.lists(st.sampled_from(row), min_size=1, unique=True))]
    opened = draw(st.lists(st.sampled_from(in_play), unique=True))
    pits = [count if i in in_play else 0 for i, count in enumerate(pits)]
    return {"pits": pits, "captured": captured, "turn": turn, "stores": stores, "opened": mask(opened),
                "in_play": mask(in_play), "round": round_number}


def batch_boards(bg, setups):
    """The same positions as one batch."""
    def column(name, default):
        return np.array([s.get(name, default) for s in setups])

    return bg.boards(column("pits", 0), column("turn", 0), column("captured", 0),
                     np.array([s.get("stores", (0, 0)) for s in setups]) if bg.game.id == "bechi" else 0,
                     column("opened", 0), column("in_play", (1 << bg.S) - 1), column("round", 1),
                     column("phase", "play") == "refill")


def assert_alike(game, bg, b, legal, i, state):
    """Game ``i`` of the batch is ``state``: holes, captured, stores, whose turn, phase, moves."""
    where = f"game {i}: {state}"
    assert b.pits[i].tolist() == list(state.pits), where
    assert b.cap[i].tolist() == list(state.captured), where
    assert b.stores[:, i].tolist() == list(state.stores or (0,) * len(game.players)), where
    assert b.turn[i] == (-1 if state.is_over else game.players.index(state.to_move)), where
    if state.is_over:
        scores = game.scores(state)
        assert bg.scores(b)[i].tolist() == [scores[p] for p in game.players], where
        return
    assert ("refill" if b.refill[i] else "play") == state.phase, where
    assert {bg.moves[c] for c in np.flatnonzero(legal[i])} == set(game.legal_moves(state)), where
    if game.id == "bechi":
        labels = game.labels
        assert b.rnd[i] == state.round, where
        assert {labels[h] for h in range(bg.S) if b.inplay[i] >> h & 1} == state.in_play, where
        assert {labels[h] for h in range(bg.S) if b.opened[i] >> h & 1} == state.opened, where


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data(), seed=st.integers(0, 2**32 - 1))
def test_batch_and_rules_model_play_alike_from_random_positions(game_id, options, data, seed):
    game = get_game(game_id, **options)
    setups = data.draw(st.lists(positions(game), min_size=1, max_size=4))
    states = [game.make_state(**setup) for setup in setups]
    assume(all(game.position_problem(state) is None for state in states))
    bg = batch_game(game_id, **options)
    b = batch_boards(bg, setups)
    rng = np.random.default_rng(seed)
    for _ in range(PLIES):
        legal = bg.legal(b)
        for i, state in enumerate(states):
            assert_alike(game, bg, b, legal, i, state)
        if all(state.is_over for state in states):
            break
        codes = bg.random_moves(b, rng)  # the simulator's own draw: it must be legal
        for i, state in enumerate(states):
            if not state.is_over:
                states[i] = game.next_state(state, bg.moves[codes[i]])
        bg.step(b, codes)
