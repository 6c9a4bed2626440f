"""The packed board: every hole's count in one int, and the named operations on it.

Hole ``i`` holds its count in byte ``i`` of the int (bits ``8 i`` to ``8 i + 7``), and a byte 1
above the last hole marks the board's size. Two things make this worth the bit arithmetic:
sowing a whole lap is one addition (of a change made once for each hole and count, see
``rules.sowing.Ring``), and a position for the repetition rule and the search's tables is one int,
hashed at once, instead of a tuple of counts.

A count fits its byte as long as a position holds at most ``MAX_SEEDS`` seeds in all, which
``Game.make_state`` checks. So adding to or taking from one hole never carries into the next,
and a test on every hole at once (``sowable``) can be written as ordinary arithmetic on the int.

Everything that knows the layout is here: the rules (``rules.engine``, ``rules.games``) name these
operations. Those a move makes, ``sow``, ``relay``, ``sowable``, ``take_chain`` and ``meet`` (the
repetition rule's), each do a whole step of the rules in one call (a call costs a move more than
the arithmetic of a count) and read each count they need as ``count`` does, without calling it:
``relay`` sows all of a move's relay laps, so it adds a lap's change itself, as ``sow`` does,
instead of calling ``sow`` for each lap.
"""
from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

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
    return board & ~(COUNT << SHIFT[i])


def sow(board: int, i: int, sowings: Mapping[int, tuple[int, int, tuple[int, ...]]]) -> tuple[int, int, int, tuple[int, ...]]:
    """Every seed of hole ``i`` lifted and sown, ``sowings`` being those from ``i`` (a
    ``rules.sowing.Sowings``: the sowing of each count, one change to the board): the board, the
    hole where the last seed fell, the seeds it now holds and the holes sown, in order."""
    change, last, path = sowings[board >> SHIFT[i] & COUNT]
    board += change
    return board, last, board >> SHIFT[last] & COUNT, path


UNNOTED_LAPS = 16  # the laps ``relay`` plays before it notes their ends


def relay(board: int, last: int, count: int, sowings: Sequence[Mapping[int, tuple[int, int, tuple[int, ...]]]],
          goes_on: Collection[int], laps: list[tuple[int, tuple[int, ...]]] | None) -> tuple[int, int, int, bool]:
    """Relay laps: while the hole of the last seed, ``last``, holds one of ``goes_on`` (it holds
    ``count``), its seeds are lifted and sown on along ``sowings`` (a ring's, by hole). A lap that
    ends in a hole where an earlier one ended, on the same board, would repeat forever: the laps
    stop there. Returns the board, the hole of the last seed, the seeds it holds and whether the
    laps stopped for that reason; ``laps``, if a list, receives each lap's hole and the holes sown.

    Each lap follows from where the one before ended, so laps that end at last never met a lap's
    end twice: the first ``UNNOTED_LAPS`` are played without noting their ends, which costs a lap
    more than sowing it, and a relay still going then is played again from the start, noted.
    """
    first_board, first_last, first_count = board, last, count
    noted: tuple[int, ...] | None = None  # the laps' ends once noted: the board with the hole above it
    unnoted, above_board = UNNOTED_LAPS, 0
    while count in goes_on:
        if noted is not None:
            end = board | last << above_board
            if end in noted:
                return board, last, count, True
            noted += (end,)
        elif unnoted:
            unnoted -= 1
        else:
            board, last, count = first_board, first_last, first_count
            noted, above_board = (), board.bit_length()  # the size marker is the board's top bit
            if laps is not None:
                laps.clear()
            continue
        change, hole, path = sowings[last][count]
        if laps is not None:
            laps.append((last, path))
        board += change
        last = hole
        count = board >> SHIFT[last] & COUNT
    return board, last, count, False


def take_chain(board: int, start: int, n: int, after: Sequence[int], counts: Collection[int],
               opened: int = -1) -> tuple[int, int]:
    """The ``n`` seeds of hole ``start`` taken, and those of the holes after it (``after[j]``:
    the hole after ``j``) while each holds one of ``counts``, never more than once round; only
    holes in ``opened`` (-1: all) are taken, ``start`` included. Returns the board and the seeds
    taken (``counts`` holding no 0, the holes taken are those that held seeds and hold none now)."""
    total, j = 0, start
    while n in counts and (opened < 0 or opened >> j & 1):
        board -= n << SHIFT[j]
        total += n
        j = after[j]
        if j == start:
            break
        n = board >> SHIFT[j] & COUNT
    return board, total


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


def sowable_test(indices: Iterable[int], least: int | Sequence[int] = 1) -> tuple[int, int, int]:
    """The test with which ``sowable`` finds the holes of ``indices`` that hold at least ``least``
    seeds (1 to 128; a sequence: each hole's own, by hole)."""
    indices = tuple(indices)
    needs = [least if isinstance(least, int) else least[i] for i in indices]
    return (sum(seeds(i, MARK - 1) for i in indices), sum(seeds(i, MARK - n) for i, n in zip(indices, needs)),
            marks(indices))


def sowable(board: int, test: tuple[int, int, int]) -> int:
    """The holes that hold enough seeds, among those of ``test`` (``sowable_test``), marked
    (``marks``, ``is_marked``).

    Every byte at once: a count ``c`` with bit 7 set holds enough; otherwise its lower 7 bits
    (``keep``) plus ``128 - least`` (``add``) reach bit 7 exactly when ``c >= least``. That sum
    is at most 127 + 127, inside its byte: no hole carries into the next.
    """
    keep, add, top = test
    return ((board & keep) + add | board) & top


SowableWhileEmpty = tuple[int, tuple[int, int, int], tuple[int, int, int]]


def sowable_while_empty(board: int, tests: SowableWhileEmpty) -> int:
    """``sowable`` with a test that depends on a region (``tests``: the region, the test while
    its holes hold no seed, the test otherwise)."""
    region_, while_empty, otherwise = tests
    return sowable(board, otherwise if board & region_ else while_empty)


def above(size: int, value: int) -> int:
    """``value`` placed above a board of ``size`` holes (size marker included), so that a board
    and a small number (whose turn, a hole) make one int with ``|``."""
    return value << SHIFT[size + 1]


def meet(board: int, top: int, seen: tuple[int, ...], fresh: int) -> tuple[int, ...]:
    """The repetition rule's step: the position of ``board`` with ``top`` above it (``above``:
    whose turn, say) is met, as one int, its key. Returns the keys of the positions seen, in
    order, with it last: only it when ``fresh`` (nonzero: they start again from it, as after a
    capture), else ``seen`` and it; () when ``seen`` holds it already, a repetition."""
    key = board | top
    if fresh:
        return (key,)
    return () if key in seen else seen + (key,)  # noqa: RUF005 ((*seen, key) costs more)
