"""Properties of random play in every game and variant."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import GAME_IDS, get_game, variants
from rules.board import SHIFT
from rules.events import replay
from rules.moves import PASS, IllegalMoveError, Move
from rules.record import Record, dump_record, load_record
from rules.state import pack, unpack

VARIANTS = [(gid, opts) for gid in GAME_IDS for opts in variants(gid)]
IDS = [gid + "".join(f"-{k}{v}" for k, v in opts.items()) for gid, opts in VARIANTS]
MOVE_CAP = 20_000  # far beyond any game seen; reaching it means a game that does not end


def holes_with_enough_seeds(game, state) -> set:
    """The mover's holes that hold the seeds a move needs, counted one by one (the engine
    tests every hole of the packed board at once)."""
    return {label for label in game.holes_of(state.to_move) if game.count(state, label) >= game.min_seeds}


def random_game(game, seed):
    """Play a random game, checking the per-move properties on the way; return the moves."""
    rng = random.Random(seed)
    state = game.initial_state()
    total = sum(state.pits) + sum(state.captured) + sum(state.stores)
    moves = []
    while not state.is_over:
        legal = game.legal_moves(state)
        assert legal, f"no legal move in a live position {state}"
        if state.phase == "play":
            sown = {m.hole for m in legal if m.kind == "sow"}
            enough = holes_with_enough_seeds(game, state)
            assert sown <= enough and (sown == enough or game.must_feed), f"legal {legal} in {state}"
            assert (legal == [PASS]) == (not sown)
        move = rng.choice(legal)
        new, events = game.apply(state, move)
        assert game.without_history(new) == replay(game, state, events), f"events of {move} disagree"
        assert new == game.next_state(state, move)
        assert sum(new.pits) + sum(new.captured) + sum(new.stores) == total, "a seed was lost or made"
        # A hole below zero or above a byte would borrow from or carry into the next byte, and
        # at the top into the byte that marks the board's size.
        assert new.board >> SHIFT[game.size] == 1 and len(new.pits) == game.size, "a hole left its byte"
        moves.append(str(move))
        state = new
        assert len(moves) < MOVE_CAP, "the game does not end"
    assert game.legal_moves(state) == []
    assert sum(state.pits) == 0 and sum(state.stores) == 0
    assert sum(game.scores(state).values()) == total
    return moves, state


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_next_state_reads_a_moves_notation_and_refuses_every_move_not_legal_here(game_id, options):
    """The engine finds a move among the position's tabulated moves; a notation, a move of the
    other player's holes, a pass that is not due or an object that is no move takes the slow
    path, which plays the notation and names the legal moves otherwise."""
    game, rng = get_game(game_id, **options), random.Random(3)
    candidates = [PASS, *(Move("sow", label) for label in game.labels), ["1B"], None]
    state = game.initial_state()
    while not state.is_over:
        legal = game.legal_moves(state)
        move = rng.choice(legal)
        assert game.next_state(state, str(move)) == game.next_state(state, move)
        for other in candidates:
            if other not in legal:
                with pytest.raises(IllegalMoveError) as refusal:
                    game.next_state(state, other)
                assert list(refusal.value.legal) == legal
        state = game.next_state(state, move)


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), first=st.sampled_from(["B", "A"]))
def test_random_play_conserves_seeds_replays_its_events_and_ends(game_id, options, seed, first):
    game = get_game(game_id, first=first, **options)
    moves, final = random_game(game, seed)
    record = load_record(dump_record(Record(game, None, moves)))
    states = record.states()
    assert states[-1] == final
    assert record.game.options == game.options


@given(st.lists(st.integers(0, 255), min_size=1, max_size=20))
def test_a_board_packs_into_one_int_a_byte_per_hole_and_back(counts):
    assert unpack(pack(counts)) == tuple(counts)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), first=st.sampled_from(["B", "C", "A"]))
def test_three_player_bakuk_turns_cycle_b_c_a_and_passes_are_recorded(seed, first):
    game = get_game("bakuk", players=3, first=first)
    rng = random.Random(seed)
    state = game.initial_state()
    order = ["B", "C", "A"]
    while not state.is_over:
        mover = state.to_move
        state = game.next_state(state, rng.choice(game.legal_moves(state)))
        if not state.is_over:
            assert state.to_move == order[(order.index(mover) + 1) % 3]
