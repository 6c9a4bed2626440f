"""The packed board's operations (rules.board) agree with the same operations on a list of counts."""
from hypothesis import given
from hypothesis import strategies as st

from rules import board

# Up to 20 holes (the largest board), counts that fit a position of at most 255 seeds with room
# for the three seeds the test adds to one hole (a count past 255 is no position).
boards = st.integers(1, 20).flatmap(lambda size: st.lists(st.integers(0, 252 // size), min_size=size,
                                                             max_size=size))


@given(boards, st.data())
def test_each_operation_does_to_the_board_what_it_says_to_the_counts(pits, data):
    b = board.pack(pits)
    i = data.draw(st.integers(0, len(pits) - 1))
    holes = data.draw(st.sets(st.integers(0, len(pits) - 1)))
    assert board.unpack(b) == tuple(pits) and board.size_of(b) == len(pits)
    assert board.count(b, i) == pits[i]
    assert board.unpack(board.emptied(b, i)) == tuple(0 if h == i else c for h, c in enumerate(pits))
    assert board.unpack(b + board.seeds(i, 3)) == tuple(c + 3 * (h == i) for h, c in enumerate(pits))
    assert board.total(b, board.region(holes)) == sum(pits[h] for h in holes)
    assert board.unpack(board.empty(len(pits))) == (0,) * len(pits)


@given(boards, st.data())
def test_sowable_marks_exactly_the_holes_holding_enough_seeds(pits, data):
    b = board.pack(pits)
    holes = data.draw(st.sets(st.integers(0, len(pits) - 1)))
    for least in (1, 2):
        marked = board.sowable(b, board.sowable_test(holes, least))
        assert {h for h in range(len(pits)) if board.is_marked(marked, h)} == {h for h in holes if pits[h] >= least}
        assert marked == board.marks(h for h in holes if pits[h] >= least)
        assert bool(b & board.region(holes, least)) == any(pits[h] >= least for h in holes)


@given(boards, st.data())
def test_sowable_takes_each_holes_least_and_another_while_a_region_is_empty(pits, data):
    b = board.pack(pits)
    holes = data.draw(st.sets(st.integers(0, len(pits) - 1)))
    least = data.draw(st.lists(st.integers(1, 128), min_size=len(pits), max_size=len(pits)))
    region = data.draw(st.sets(st.integers(0, len(pits) - 1)))
    empty_region = not any(pits[h] for h in region)
    tests = (board.region(region), board.sowable_test(holes, least), board.sowable_test(holes, 1))
    marked = board.sowable_while_empty(b, tests)
    assert marked == board.marks(h for h in holes if pits[h] >= (least[h] if empty_region else 1))


@given(boards, st.data())
def test_sow_drops_one_seed_in_each_hole_of_the_path(pits, data):
    from rules.sowing import Ring
    size = len(pits)
    i = data.draw(st.integers(0, size - 1))
    in_play = data.draw(st.integers(1, (1 << size) - 1)) | 1 << i
    ring = Ring(size, data.draw(st.sampled_from((1, -1))), data.draw(st.booleans()), in_play)
    sown, last, n, path = board.sow(board.pack(pits), i, ring.sowings[i])
    counts = list(pits)
    counts[i] = 0
    for h in path:
        counts[h] += 1
    assert board.unpack(sown) == tuple(counts) and len(path) == pits[i]
    assert (last, n) == ((path[-1], counts[path[-1]]) if path else (i, counts[i]))


@given(boards, st.data())
def test_take_chain_takes_the_run_of_holes_holding_counts_taken(pits, data):
    size = len(pits)
    start, step = data.draw(st.integers(0, size - 1)), data.draw(st.sampled_from((1, -1)))
    after = tuple((h + step) % size for h in range(size))
    counts = frozenset(data.draw(st.sets(st.integers(1, 6), min_size=1)))
    opened = data.draw(st.sampled_from((-1, data.draw(st.integers(0, (1 << size) - 1)))))
    taken, total = board.take_chain(board.pack(pits), start, pits[start], after, counts, opened)
    expected, h = list(pits), start
    while expected[h] in counts and (opened < 0 or opened >> h & 1):
        expected[h] = 0
        h = after[h]
        if h == start:
            break
    assert board.unpack(taken) == tuple(expected) and total == sum(pits) - sum(expected)


@given(boards, st.data())
def test_relay_sows_on_while_the_last_seed_makes_a_count_that_relays_and_stops_at_a_repeated_lap_end(pits, data):
    from rules.sowing import Ring
    size = len(pits)
    last = data.draw(st.integers(0, size - 1))
    ring = Ring(size, data.draw(st.sampled_from((1, -1))), data.draw(st.booleans()), (1 << size) - 1)
    goes_on = frozenset(data.draw(st.sets(st.integers(1, 12), max_size=8)))
    laps: list = []
    relayed, end, n, endless = board.relay(board.pack(pits), last, pits[last], ring.sowings, goes_on, laps)
    # the same laps on a list of counts, every lap's end noted from the first
    counts, noted, expected_laps = list(pits), set(), []
    while counts[last] in goes_on and (tuple(counts), last) not in noted:
        noted.add((tuple(counts), last))
        path = ring.sowings[last][counts[last]][2]
        expected_laps.append((last, path))
        counts[last] = 0
        for h in path:
            counts[h] += 1
        last = path[-1] if path else last
    assert board.unpack(relayed) == tuple(counts) and (end, n) == (last, counts[last])
    assert laps == expected_laps and endless == (counts[last] in goes_on)


@given(boards, st.data())
def test_meet_adds_each_position_met_to_those_seen_and_finds_one_met_again(pits, data):
    # a few positions of one board size, met in any order, afresh now and then (as after a capture)
    size = len(pits)
    others = data.draw(st.lists(st.lists(st.integers(0, 252 // size), min_size=size, max_size=size), max_size=2))
    positions = [(tuple(counts), turn) for counts in (pits, *others) for turn in (0, 1)]
    seen, expected = (), []
    for _ in range(8):
        (counts, turn), fresh = data.draw(st.sampled_from(positions)), data.draw(st.booleans())
        top = board.above(size, turn)
        after = board.meet(board.pack(counts), top, seen, fresh)
        if fresh:
            expected = []
        if (counts, turn) in expected:
            assert after == ()
            return
        expected.append((counts, turn))
        assert after == (() if fresh else seen) + (board.pack(counts) | top,) and len(after) == len(expected)
        seen = after
