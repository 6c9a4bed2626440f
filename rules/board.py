"""The packed board: every hole's count in one int, and the named operations on it.

Hole ``i`` holds its count in byte ``i`` of the int (bits ``8 i`` to ``8 i + 7``), and a byte 1
above the last hole marks the board's size. Two things make this worth the bit arithmetic:
sowing a whole lap is one addition (of a change made once for each hole and count, see
``rules.sowing.Ring``), and a position for the repetition rule and the search's tables is one int,
hashed at once, instead of a tuple of counts.

A count fits its byte as long as a position holds at most ``MAX_SEEDS`` seeds in all, which
``Game.make_state`` checks. So adding to or taking from one hole never carries into the next,
and a test on every hole at once (``sowable``) can be written as ordinary arithmetic on the int.

Everything that knows the layout is here; ``Engine.next_state``, ``Engine.playable_holes`` and the
capture chain, which run on every move of every search, write ``count``, ``seeds`` and ``sowable``
out with ``SHIFT`` and ``COUNT``, since a call there costs a move more than its arithmetic.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

MAX_SEEDS = 255  # the most seeds a position may hold in all, so that no hole outgrows its byte
BITS = 8  # the bits of one hole
COUNT = (1 << BITS) - 1  # a hole's count, once shifted down to the lowest byte
MAX_HOLES = 32  # more than any board has (Leb Bbut Ahbochen 2x10); the size of SHIFT
SHIFT = tuple(BITS * i for i in range(MAX_HOLES + 2))  # hole i's byte starts at bit SHIFT[i]
MARK = 1 << BITS - 1  # the top bit of a hole's byte: how ``sowable`` marks the holes it finds


def pack(pits: Iterable[int]) -> int:
    """The board of ``pits`` (counts in ring order, each 0..255)."""
    return int.from_bytes(bytes(pits) + b"\x01", "little")


def unpack(board: int) -> tuple[int, ...]:
    """The counts of a packed board, in ring order."""
    return tuple(board.to_bytes((board.bit_length() + 7) >> 3, "little"))[:-1]


def size_of(board: int) -> int:
    """How many holes ``board`` has (the byte that marks its size is its top byte)."""
    return (board.bit_length() - 1) // BITS


def empty(size: int) -> int:
    """The board of ``size`` holes, all empty."""
    return 1 << SHIFT[size]


def count(board: int, i: int) -> int:
    """The seeds in hole ``i``."""
    return board >> SHIFT[i] & COUNT


def seeds(i: int, n: int = 1) -> int:
    """``n`` seeds in hole ``i``: added to a board, they drop into the hole; taken, they leave it."""
    return n << SHIFT[i]


def emptied(board: int, i: int) -> int:
    """``board`` with hole ``i`` emptied."""
    return board - seeds(i, count(board, i))


def region(indices: Iterable[int], least: int = 1) -> int:
    """The bytes of the holes ``indices`` (a row, say): ``board & region(row)`` keeps only their
    seeds, and is 0 when they are all empty. With ``least`` 2, it is 0 when none holds two
    seeds (a count's bit 0 is left out)."""
    assert least in (1, 2)
    return sum(seeds(i, COUNT + 1 - least) for i in indices)


def total(board: int, holes: int) -> int:
    """The seeds in ``holes`` (a ``region``)."""
    kept = board & holes
    return sum(kept.to_bytes((kept.bit_length() + 7) // BITS, "little"))


def marks(indices: Iterable[int]) -> int:
    """The holes ``indices`` marked as ``sowable`` marks them."""
    return sum(seeds(i, MARK) for i in indices)


def is_marked(marked: int, i: int) -> bool:
    """Whether ``marked`` (made by ``marks`` or ``sowable``) marks hole ``i``."""
    return bool(marked >> SHIFT[i] & MARK)


def sowable_test(indices: Sequence[int], least: int) -> tuple[int, int]:
    """The two masks with which ``sowable`` finds the holes of ``indices`` that hold at least
    ``least`` seeds (1 or 2)."""
    assert least in (1, 2)
    return sum(seeds(i, MARK - least) for i in indices), marks(indices)


def sowable(board: int, test: tuple[int, int]) -> int:
    """The holes that hold enough seeds, among those of ``test`` (``sowable_test``), marked.

    Every byte at once, ``low`` being ``128 - least`` in each byte tested: a count ``c`` with
    bit 7 set holds enough; otherwise ``(c & low) + low`` reaches bit 7 exactly when ``c`` has
    a bit that ``low`` keeps (for 1 seed: any bit; for 2: any bit but bit 0), that is when
    ``c >= least``. The sum is at most 127 + 127, inside its byte: no hole carries into the next.
    """
    low, top = test
    return ((board & low) + low | board) & top


def above(size: int, value: int) -> int:
    """``value`` placed above a board of ``size`` holes (size marker included), so that a board
    and a small number (whose turn, a hole) make one int with ``|``."""
    return value << SHIFT[size + 1]
