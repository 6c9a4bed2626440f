"""The sowing tables (rules.sowing) agree with sowing seed by seed on a list of counts."""
from hypothesis import given
from hypothesis import strategies as st

from rules import board
from rules.sowing import Ring


def sown_one_by_one(pits: list[int], hole: int, step: int, origin_first: bool, in_play: int) -> tuple[list[int], list[int]]:
    """The counts after sowing every seed of ``hole`` one hole at a time, and the holes sown."""
    pits, size = list(pits), len(pits)
    n, pits[hole], h, path = pits[hole], 0, hole, []
    while len(path) < n:
        if not (origin_first and not path):  # the origin first: its first seed drops back in
            h = (h + step) % size
            while not in_play >> h & 1 and h != hole:
                h = (h + step) % size
        pits[h] += 1
        path.append(h)
    return pits, path


@given(st.integers(2, 20).flatmap(lambda size: st.tuples(
    st.lists(st.integers(0, 255 // size), min_size=size, max_size=size), st.integers(0, size - 1),
    st.integers(0, (1 << size) - 1))), st.sampled_from([1, -1]), st.booleans())
def test_a_sowing_is_the_seeds_dropped_one_by_one_along_the_holes_in_play(case, step, origin_first):
    pits, hole, in_play = case
    in_play |= 1 << hole  # a move starts in a hole in play
    change, last, path = Ring(len(pits), step, origin_first, in_play).sowings[hole][pits[hole]]
    after, holes = sown_one_by_one(pits, hole, step, origin_first, in_play)
    assert board.unpack(board.pack(pits) + change) == tuple(after)
    assert list(path) == holes and last == (holes[-1] if holes else hole)
