"""Endgame tables (rules/tables.py) against a plain search to the end that carries the whole
history, as the rules model's states do."""
import functools
import os
import random
import struct
import time
import zipfile

import numpy as np
import pytest

from rules import get_game
from rules.state import scores_of
from rules.tables import Tables, compositions, rank

from rules_helpers import random_position

# The plain search takes as long as the histories play can make: a handful of seeds at most.
CASES = [("bakuk", {}, 4), ("leb-bbut-ahbochen", {"holes": 4}, 2), ("leb-bbut-ahbochen", {"holes": 8}, 2),
         ("leb-bbut-ahbochen", {"holes": 10}, 2), ("djenon-aboure", {}, 6)]


def plain_value(game, state, known=None):
    """The final margin B minus A under perfect play, searching every move to the end (Bechi: the
    scores count the stores, where a match ends); ``known`` keeps the values found (a state
    holds the positions seen since the last capture: its future is fixed)."""
    known = {} if known is None else known
    if state.turn < 0:
        scores = scores_of(state)
        return scores[0] - scores[1]
    if state not in known:
        values = [plain_value(game, game.next_state(state, m), known) for m in game.legal_moves(state)]
        known[state] = max(values) if state.turn == 0 else min(values)
    return known[state]


@pytest.mark.parametrize("game_id,options", [("bakuk", {}), ("djenon-aboure", {}), ("leb-bbut-ahbochen", {"holes": 4}),
                                             ("leb-bbut-ahbochen", {"holes": 10}), ("bechi", {"holes": 3, "rounds": 3})])
def test_no_odd_count_of_seeds_occurs_in_play_so_the_tables_hold_even_counts_only(game_id, options):
    game = get_game(game_id, **options)
    rng = random.Random(game_id)
    for _ in range(20):
        state = game.initial_state()
        while not state.is_over:
            assert sum(state.pits) % 2 == 0, state
            state = game.next_state(state, rng.choice(game.legal_moves(state)))
    tables = Tables.build(game, 5)
    assert sorted(tables.bounds) == [2, 4] and not tables.reaches(game.make_state((1,) + (0,) * (game.size - 1), (0, 0), 0))


def test_ranks_count_the_boards_in_order():
    for seeds, holes in [(0, 4), (5, 4), (9, 6), (4, 12)]:
        boards = compositions(seeds, holes)
        assert (rank(boards) == np.arange(len(boards))).all()
        assert len({tuple(b) for b in boards.tolist()}) == len(boards)


@pytest.mark.parametrize("game_id,options,seeds", CASES)
def test_the_tables_value_what_a_search_with_the_history_finds(game_id, options, seeds):
    game = get_game(game_id, **options)
    tables = Tables.build(game, seeds)
    assert tables.seeds == seeds
    rng = random.Random(game_id)
    checked_later = known = 0
    known_values = {}
    for k in range(60):
        state = random_position(game, rng.randrange(2, seeds + 1, 2), rng, plies=k % 4)
        assert tables.reaches(state)
        truth = plain_value(game, state, known_values)
        low, high = tables.future(state)
        assert low <= truth <= high, state  # the bounds hold everywhere
        if tables.value(state) is not None:
            assert tables.value(state) == truth, state
            known += 1
            checked_later += len(state.seen) > 1
    assert known >= 20 and checked_later >= 5  # positions with a history in their segment among them


def test_tables_are_saved_and_loaded(tmp_path):
    game = get_game("bakuk")
    tables = Tables.build(game, 5)
    tables.save(tmp_path)
    loaded = Tables.load(game, tmp_path)
    assert loaded is not None and loaded.seeds == 4
    assert all((loaded.bounds[s][i] == tables.bounds[s][i]).all() for s in tables.bounds for i in (0, 1))
    assert Tables.load(get_game("bakuk", players=3), tmp_path) is None


def test_the_analysis_and_expert_use_the_tables_in_use_and_mark_their_values_exact(tmp_path):
    from rules import tables as tables_module
    from rules.ai import get_player
    from rules.ai.evaluation import Margin
    from rules.analysis import judge
    from rules.tables import TableSearch

    game = get_game("bakuk")
    Tables.build(game, 10).save(tmp_path)
    # 12 seeds on the board, 24 won: a capture of 2 or 4 leads into the tables' reach
    state = game.make_state((4, 2, 0, 3, 1, 2), (14, 10), 0)
    tables_module.use(tmp_path)
    try:
        found = judge(game, state, 0.2)
        move = get_player("expert", seed=1, budget=0.2).choose(game, state)
    finally:
        tables_module.use(None)
    assert move in game.legal_moves(state)
    # the search over the tables' values finds what tables reaching the position itself hold
    assert found.exact and found.values["B"] == Tables.build(game, 12).value(state)
    # the positions after a capture end the search as the tables value them
    search = TableSearch(game, Margin(), None, None, Tables.load(game, tmp_path))
    search.root(state, game.legal_moves(state), 3, lambda move, value: None)
    assert search.known and all(v.turn < 0 for v in search.known.values())


@pytest.mark.parametrize("pits,captured", [((6, 2, 2, 2, 2, 2), (12, 8)), ((2, 2, 0, 4, 4, 2), (6, 16))])
def test_expert_tells_the_margin_its_move_leads_to_where_the_tables_and_a_finished_search_prove_it(
        tmp_path, pits, captured):
    from rules import tables as tables_module
    from rules.ai import get_player

    game = get_game("bakuk")
    Tables.build(game, 12).save(tmp_path)
    state = game.make_state(pits, captured, 0)  # 16 seeds on the board: beyond the tables' reach
    truth = Tables.build(game, 16)
    tables_module.use(tmp_path)
    try:
        for seed in range(8):  # moves played for the opponent's mistakes among them
            player = get_player("expert", seed=seed, budget=2.0)
            player.until_exact = True
            move = player.choose(game, state)
            assert player.proven == truth.value(game.next_state(state, move))  # B moved: B's margin
    finally:
        tables_module.use(None)


def test_a_build_reports_each_seed_count_and_a_cancelled_one_writes_nothing(tmp_path):
    from rules.tables import build

    game = get_game("djenon-aboure")
    heard = []
    path = build(game, tmp_path, 5, lambda *done: heard.append(done))
    umask = os.umask(0o022)
    os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~umask  # a file like any other the user makes
    assert [(s, total) for s, total, *_ in heard] == [(2, 4), (4, 4)]
    assert all(count > 0 and 0 <= exact <= count for _, _, count, exact, _ in heard)
    before = path.read_bytes()
    polls = []
    Tables.build(game, 8, cancel=lambda: polls.append(1))
    assert len(polls) > 10
    half = len(polls) // 2
    polls.clear()
    assert build(game, tmp_path, 8, cancel=lambda: len(polls) > half or polls.append(1)) is None
    assert len(polls) > half  # stopped within the build, not before it
    assert Tables.build(game, 20, max_positions=200_000).seeds == 8  # 151,164 positions; 10 seeds: 705,432
    # a seed count asked for is reached only as far as the time allows (the app asks for both):
    # the first segment is always built, and with no time at all none after it
    assert Tables.build(game, 10, seconds=0.0).seeds == 2
    assert [p.name for p in tmp_path.iterdir()] == [path.name] and path.read_bytes() == before


def test_a_damaged_or_foreign_tables_file_reads_as_no_tables(tmp_path):
    game = get_game("bakuk")
    path = Tables.build(game, 6).save(tmp_path)
    whole = path.read_bytes()
    for damaged in (whole[: len(whole) // 2], b"not a zip file", whole.replace(b"low6", b"low9")):
        path.write_bytes(damaged)
        assert Tables.load(game, tmp_path) is None
    Tables.build(get_game("djenon-aboure"), 6).save(tmp_path).rename(path)  # another board's sizes
    assert Tables.load(game, tmp_path) is None
    Tables.build(game, 8).save(tmp_path)
    damage_inside(path)
    assert Tables.load(game, tmp_path) is None  # each array is read to its end, where its CRC-32 is checked


def damage_inside(path) -> None:
    """Change a byte in the middle of the largest array's compressed bytes, the zip's directory
    and headers left as they were."""
    with zipfile.ZipFile(path) as archive:
        member = max(archive.infolist(), key=lambda info: info.compress_size)
    with open(path, "r+b") as file:
        file.seek(member.header_offset + 26)
        name_length, extra_length = struct.unpack("<HH", file.read(4))
        file.seek(member.header_offset + 30 + name_length + extra_length + member.compress_size // 2)
        byte = file.read(1)[0]
        file.seek(-1, os.SEEK_CUR)
        file.write(bytes([byte ^ 0x5A]))
    with zipfile.ZipFile(path) as archive:
        assert archive.testzip() == member.filename  # damaged inside, whole outside


def test_the_command_writes_to_the_apps_data_folder_by_default(tmp_path, monkeypatch):
    import subprocess
    import sys

    from rules.tables import default_folder

    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-m", "rules", "tables", "build", "bakuk", "--seeds", "4"],
                         capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "Siembra" / "tables" / "bakuk-players2.npz").is_file()
    out = subprocess.run([sys.executable, "-m", "rules", "tables", "build", "leb-bbut-ahbochen", "--holes", "4",
                          str(tmp_path / "named"), "--seeds", "2"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr  # a folder after an option is the folder
    assert (tmp_path / "named" / "leb-bbut-ahbochen-holes4.npz").is_file()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_folder() == tmp_path / "Siembra" / "tables"
    assert Tables.load(get_game("bakuk"), default_folder()).seeds == 4


def test_the_start_command_tells_how_far_the_tables_reach_or_that_there_are_none(tmp_path):
    import json
    import subprocess
    import sys

    def start(*args):
        return subprocess.run([sys.executable, "-m", "rules", "tables", "start", "bakuk", *args],
                              capture_output=True, text=True)

    missing = start(str(tmp_path))
    assert missing.returncode == 2 and "no tables of bakuk-players2" in missing.stderr
    Tables.build(get_game("bakuk"), 6).save(tmp_path)
    out = start(str(tmp_path))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"game": "bakuk-players2", "reach": 6, "start_seeds": 36}


def test_solving_a_segment_again_stops_when_cancelled():
    from rules.ai.search import Stop

    game = get_game("bakuk")
    tables = Tables.build(game, 8)
    rng = random.Random(3)
    state = random_position(game, 8, rng, plies=3)
    while len(state.seen) < 2:
        state = random_position(game, 8, rng, plies=3)
    with pytest.raises(Stop):
        tables.value(state, cancel=lambda: True)
    assert tables.future(state) is not None  # and solves it when not cancelled


def random_round_position(game, seeds, rng, plies):
    """A Bechi position with ``seeds`` seeds on the holes in play a match can leave, random holes
    opened among them, nothing won yet, then up to ``plies`` random moves that capture nothing
    and keep the round going."""
    from rules.tables import space

    sets = sorted(space(game).class_of)
    while True:
        in_play = rng.choice(sets)
        holes = [i for i in range(game.size) if in_play >> i & 1]
        pits = [0] * game.size
        for _ in range(seeds):
            pits[rng.choice(holes)] += 1
        opened = sum(1 << i for i in holes if rng.random() < 0.6)
        state = game.make_state(pits, (0, 0), rng.randrange(2), (0, 0), opened, in_play)
        if game.position_problem(state):
            continue
        for _ in range(plies):
            quiet = [m for m in game.legal_moves(state) if game.next_state(state, m).captured == state.captured
                     and game.next_state(state, m).round == state.round]
            if not quiet:
                break
            state = game.next_state(state, rng.choice(quiet))
        return state


@functools.cache
def bechi_tables(holes, seeds):
    """Bechi's tables, built once for the tests that read them (a few seconds on 2x4)."""
    return Tables.build(get_game("bechi", holes=holes), seeds)


@pytest.mark.parametrize("holes,seeds", [(3, 6), (4, 4)])
def test_bechis_tables_value_the_round_as_a_search_with_the_history_finds(holes, seeds):
    from rules.ai.rounds import RoundView

    game = get_game("bechi", holes=holes)
    tables = bechi_tables(holes, seeds)
    assert tables.seeds == seeds
    rng = random.Random(holes)
    known_values = {}
    checked_later = exact = 0
    for k in range(120):
        state = random_round_position(game, rng.randrange(2, seeds + 1, 2), rng, plies=k % 5)
        assert tables.reaches(state)
        # to the round's end, which leaves each side's take of the round as its capital (no store)
        truth = plain_value(RoundView(game, state.round), state, known_values)
        low, high = tables.future(state)
        assert low <= truth <= high, state
        if tables.value(state) is not None:
            assert tables.value(state) == truth, state
            exact += 1
            checked_later += len(state.seen) > 1
    assert exact >= 80 and checked_later >= 20


def test_a_bechi_hint_proves_the_margin_of_capital_its_move_leads_to_at_the_rounds_end(tmp_path):
    from rules import tables as tables_module
    from rules.ai import get_player
    from rules.ai.rounds import RoundView

    game = get_game("bechi", holes=3)
    bechi_tables(3, 6).save(tmp_path)
    # round 2, 8 seeds on the board, A to move (the position of the test below)
    state = game.make_state((2, 1, 1, 3, 1, 0), (2, 4), 1, (16, 6), 0b011010, None, 2)
    view = RoundView(game, 2)
    for folder in (None, tmp_path):  # a search to the round's end proves it, and so do the tables
        tables_module.use(folder)
        try:
            # charged in processor time: a loaded machine does not take the proof's time
            hint = get_player("expert", seed=1, budget=1.0, clock=time.thread_time)
            play = get_player("expert", seed=1, budget=0.2)
            hint.until_exact = True
            move = hint.choose(game, state)
            play.choose(game, state)
        finally:
            tables_module.use(None)
        # A moved: A's capital less B's at the round's end, under best play of the rest of it
        assert hint.proven == -plain_value(view, view.next_state(state, move)), folder
        assert play.proven is None  # a move of play proves nothing
    # the book's positions, a round's length from its end, are not proven
    start = get_game("bechi", holes=3).initial_state()
    hint = get_player("expert", seed=1, budget=0.2)
    hint.until_exact = True
    assert hint.choose(game, start) in game.legal_moves(start) and hint.proven is None


def test_bechis_analysis_and_expert_end_their_search_at_the_round_ends_the_tables_prove(tmp_path):
    from rules import tables as tables_module
    from rules.ai import get_player
    from rules.ai.evaluation import Margin, Material
    from rules.ai.rounds import RoundView
    from rules.ai.search import searcher
    from rules.analysis import judge
    from rules.tables import RoundTableSearch, TableSearch

    game = get_game("bechi", holes=3)
    bechi_tables(3, 6).save(tmp_path)
    tables = Tables.load(game, tmp_path)
    # round 2 on every hole, 8 seeds on the board, 2B, 1A and 2A opened, A to move; 28 seeds in
    # store or won. Two plies end every line at the round's end or at a position the tables
    # prove (after a capture, or a move that opens a hole).
    state = game.make_state((2, 1, 1, 3, 1, 0), (2, 4), 1, (16, 6), 0b011010, None, 2)
    view = RoundView(game, 2)

    def search(kind, depth, *args):
        found = kind(view, Margin(), None, None, *args)
        found.me = state.turn
        return found.root(state, game.legal_moves(state), depth, lambda move, value: None), found.horizon

    # the analysis values the capitals' margin at the round's end: with the tables, as the whole
    # search to the round's end does, two plies are exact
    truth, cut = search(searcher, 40)
    assert cut == 0 and search(searcher, 2)[1] > 0
    assert search(TableSearch, 2, tables, view.settled) == (truth, 0)
    tables_module.use(tmp_path)
    try:
        found = judge(game, state, 0.5)
        expert = get_player("expert", seed=1, budget=0.2)
        kind = expert.search_kind(game)
        move = expert.choose(game, state)
    finally:
        tables_module.use(None)
    assert found.exact and found.values["A"] == truth
    assert move in game.legal_moves(state) and type(kind(game, Material(), None, None)) is RoundTableSearch
    # Expert's search takes the round's end a table proves for what the rules make of it: the
    # next round (or the match's end), which the match's value judges
    expert_search = RoundTableSearch(game, Material(), None, None, tables)
    expert_search.root(state, game.legal_moves(state), 2, lambda move, value: None)
    assert expert_search.known and all(end.round == 3 or end.is_over for end in expert_search.known.values())
    assert all(sum(end.stores) + sum(end.pits) + sum(end.captured) == 36 for end in expert_search.known.values())
