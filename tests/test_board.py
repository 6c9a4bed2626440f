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
