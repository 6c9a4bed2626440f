"""Three-player Bakuk's endgame tables (rules/tables_three.py): what each player can guarantee,
against a plain search of one player against the other two that carries the whole history."""
import json
import random
import subprocess
import sys
import time

import pytest

from rules import get_game
from rules.tables import Tables, tables_kind
from rules.tables_three import Guarantees

from rules_helpers import random_position

SEEDS = 6  # the plain search takes as long as the histories play can make: a handful of seeds


@pytest.fixture(scope="module")
def game():
    return get_game("bakuk", players=3)


@pytest.fixture(scope="module")
def tables(game):
    return Tables.build(game, SEEDS)


def paranoid(game, state, p, known):
    """The final total of player ``p`` when ``p`` plays their best and the other two play
    together against them, searching every move to the end (``known`` keeps the values found:
    a state holds the positions seen since the last capture, so its future is fixed)."""
    if state.turn < 0:
        return state.captured[p]
    if (state, p) not in known:
        values = [paranoid(game, game.next_state(state, m), p, known) for m in game.legal_moves(state)]
        known[state, p] = max(values) if state.turn == p else min(values)
    return known[state, p]


def test_each_guarantee_is_what_one_player_makes_against_the_other_two(game, tables):
    assert isinstance(tables, Guarantees) and tables.seeds == SEEDS
    rng = random.Random(31)
    known: dict = {}
    exact = later = fixed = 0
    for k in range(60):
        state = random_position(game, rng.randrange(2, SEEDS + 1, 2), rng, plies=k % 4)
        state = state._replace(captured=(k % 5, 2, 0))
        found = tables.guarantees(state)
        truth = [paranoid(game, state, p, known) for p in range(3)]
        for p, (low, high) in enumerate(found):
            won = state.captured[p]
            assert won + low <= truth[p] <= won + high, (state, p)  # the bounds hold everywhere
            exact += low == high
            later += low == high and len(state.seen) > 1  # positions with a history in their segment
        outcome = tables.outcome(state)
        if outcome is not None:
            assert list(outcome) == truth, state
            fixed += 1
    assert exact >= 100 and later >= 40 and fixed >= 20


def test_every_seat_reads_the_same_solution_turned(game, tables):
    state = game.make_state((2, 0, 0, 2, 0, 0), (0, 0, 0), 0)  # B sows 1B into 2B, 1C...
    turned = tables.turned(state, 1)  # C's view: C's holes first, C to move after B
    assert turned.pits == (0, 2, 0, 0, 2, 0) and turned.turn == 2 and turned.seen == (game.key(turned.board, 2),)
    assert tables.guarantees(state)[1] == tables.guarantees(turned)[0]
    later = game.next_state(state, "1B")
    assert len(later.seen) == 2 and tables.turned(later, 2).seen == tuple(
        game.key(tables.turned(game.make_state(pits, (0, 0, 0), turn), 2).board, (turn - 2) % 3)
        for pits, turn in (((2, 0, 0, 2, 0, 0), 0), ((0, 1, 1, 2, 0, 0), 1)))


def test_no_odd_count_of_seeds_occurs_in_three_player_play(game):
    rng = random.Random(3)
    for _ in range(20):
        state = game.initial_state()
        while not state.is_over:
            assert sum(state.pits) % 2 == 0, state
            state = game.next_state(state, rng.choice(game.legal_moves(state)))


def test_saved_tables_load_for_three_players_only(game, tables, tmp_path):
    path = tables.save(tmp_path)
    assert path.name == "bakuk-players3.npz" and tables_kind(game) is Guarantees
    loaded = Tables.load(game, tmp_path)
    assert isinstance(loaded, Guarantees) and loaded.seeds == SEEDS
    assert all((loaded.bounds[s][i] == tables.bounds[s][i]).all() for s in tables.bounds for i in (0, 1))
    assert Tables.load(get_game("bakuk"), tmp_path) is None


def test_expert_and_the_analysis_end_their_lines_where_the_tables_fix_the_outcome(game, tables, tmp_path):
    from rules import tables as tables_module
    from rules.ai import get_player
    from rules.ai.evaluation import Margin
    from rules.analysis import judge

    tables.save(tmp_path)
    # 8 seeds on the board: a capture leads into the tables' reach
    state = game.make_state((2, 2, 1, 2, 0, 1), (8, 10, 10), 0)
    tables_module.use(tmp_path)
    try:
        found = judge(game, state, 30)  # deepened until every line ends: 27 plies
        moves = [get_player("expert", seed=1, budget=0.1, seats=seats).choose(game, state)
                 for seats in ((), ("human", "expert", "beginner"))]
    finally:
        tables_module.use(None)
    assert all(move in game.legal_moves(state) for move in moves)
    # every line ended, at a game's end or where the tables fix the outcome; without the tables
    # every line ends only at 43 plies
    assert found.exact and found.depth < 43
    search = tables.searcher(game, Margin(), None, None)
    for depth in range(1, found.depth + 1):  # deepened as the analysis does
        horizon = search.horizon
        search.root(state, game.legal_moves(state), depth, lambda move, value: None)
    assert search.known and search.horizon == horizon  # every line ended
    known: dict = {}
    for leaf, finished in search.known.items():  # each ended as each player's guarantee
        assert finished.turn < 0 and list(finished.captured) == [paranoid(game, leaf, p, known) for p in range(3)]


def test_the_hint_proves_each_players_final_seeds_where_the_tables_fix_the_outcome(game, tables, tmp_path):
    from rules import tables as tables_module
    from rules.ai import get_player

    tables.save(tmp_path)
    rng = random.Random(5)
    known: dict = {}
    told = 0
    tables_module.use(tmp_path)
    try:
        for k in range(12):
            state = random_position(game, rng.randrange(2, SEEDS + 1, 2), rng, plies=k % 3)
            state = state._replace(captured=(k % 4, 2, 6))
            # Charged in the processor time of this thread, so that other work on the machine
            # does not cut the reading of the outcome short.
            hint = get_player("expert", seed=k, budget=0.5, clock=time.thread_time)
            hint.until_exact = True
            move = hint.choose(game, state)
            after = game.next_state(state, move)
            if tables.outcome(after) is None and not after.is_over:
                assert hint.proven is None, state
                continue
            assert hint.proven == tuple(paranoid(game, after, p, known) for p in range(3)), state
            told += 1
            player = get_player("expert", seed=k, budget=0.2, clock=time.thread_time)  # a move of play proves nothing
            player.choose(game, state)
            assert player.proven is None
    finally:
        tables_module.use(None)
    assert told >= 6


def test_the_commands_build_and_tell_three_player_guarantees(tmp_path):
    def run(*args):
        out = subprocess.run([sys.executable, "-m", "rules", "tables", *args, "bakuk", "--players", "3",
                              str(tmp_path)], capture_output=True, text=True)
        assert out.returncode == 0, out.stderr
        return out.stdout

    assert "bakuk-players3: up to 4 seeds, 441 positions" in run("build", "--seeds", "4")
    assert json.loads(run("start")) == {"game": "bakuk-players3", "reach": 4, "start_seeds": 36}


def test_told_gives_each_players_guaranteed_total(game, tables):
    state = game.make_state((0, 0, 2, 0, 0, 2), (10, 12, 8), 2)
    told = tables.told(state)
    assert set(told) == {"B", "C", "A"}
    for player, (low, high) in zip(game.players, tables.guarantees(state)):
        won = state.captured[game.players.index(player)]
        assert told[player] == (won + low if low == high else [won + low, won + high])
