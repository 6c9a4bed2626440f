"""Animated GIF (GIF89a) files from frames of RGB pixels, written without any imaging library.

Siembra writes its own encoder because Pillow or imageio would add 10 MB or more to a bundle
that is close to its 90 MB budget; numpy does the pixel work and a short LZW loop the rest.
What the board pictures need decides the features used:

- one global palette for the whole animation, of at most 256 colours chosen from the frames'
  own colours (``palette``): a board has a few dozen flat colours, and its anti-aliased edges
  blend them; when there are more colours than slots, the blends go to their nearest colour;
- frame differencing: every frame after the first encodes only the rectangle around the
  pixels that changed, drawn over the previous frame (disposal "leave in place"); where it
  makes the frame smaller, the pixels inside that rectangle that did not change are written
  as the transparent index, so that they let the previous frame show through;
- frames that repeat the one before are not written again: their time joins its delay;
- the NETSCAPE2.0 application extension, for an animation that loops;
- LZW compression with the code size growing from the palette's size to 12 bits and a clear
  code whenever the 4096-code table is full.

Usage: ``GifWriter(loop=0)``, ``add(frame, delay_ms)`` for each frame (a numpy uint8 array of
shape (height, width, 3)), then ``write(out)`` to stream the file to a binary file, or
``finish()`` for its bytes; or ``encode(frames, delays_ms)``. Each frame is reduced to its changed
rectangle, which waits for the palette in a temporary file, not in memory: a long animation
needs the memory of a frame, its colour counts merged as they come.
"""

from __future__ import annotations

import io
import tempfile
from collections.abc import Callable, Iterable, Sequence
from typing import BinaryIO

import numpy as np

MAX_COLOURS = 256
MAX_CODE_BITS = 12  # the widest LZW code a GIF may hold: a table of 4096 codes
# Browsers show frames of 0 or 1 hundredths of a second for a tenth of a second each, so that
# an animation would run five times slower than meant: 2 hundredths is the shortest delay
# that every viewer honours.
MIN_DELAY_CS = 2
MAX_DELAY_MS = 655_350  # a frame's delay is 16 bits of hundredths of a second
# The greedy palette looks at this many of the most frequent colours at most: a board picture
# has far fewer that matter, and the choice costs time in proportion to them.
MAX_CANDIDATES = 8192
MERGE_EVERY = 64  # frames whose colour counts are merged into one: memory for colours, not frames


class GifError(ValueError):
    """Frames that cannot make a GIF: wrong shape or type, sizes that differ, no frame at all."""


def encode(frames: Iterable[np.ndarray], delays_ms: Iterable[int] | int, loop: int | None = 0) -> bytes:
    """The GIF of ``frames``, each shown for its delay in milliseconds (one number: the same
    for every frame). ``loop``: 0 repeats forever, n > 0 repeats n more times, None plays once."""
    writer = GifWriter(loop)
    delays = [] if isinstance(delays_ms, int) else list(delays_ms)
    count = 0
    for count, frame in enumerate(frames, 1):
        if isinstance(delays_ms, int):
            writer.add(frame, delays_ms)
        elif count <= len(delays):
            writer.add(frame, delays[count - 1])
        else:
            raise GifError(f"more frames than the {len(delays)} delays given")
    if not isinstance(delays_ms, int) and count != len(delays):
        raise GifError(f"{count} frames but {len(delays)} delays")
    return writer.finish()


class _Patch:
    """A frame as it will be written: where its changed rectangle is kept, and its time."""

    __slots__ = ("left", "top", "shape", "whole", "offset", "end_ms")

    def __init__(self, left: int, top: int, shape: tuple[int, int], whole: bool, offset: int, end_ms: int):
        self.left, self.top, self.shape = left, top, shape
        self.whole = whole  # the first frame: every pixel is new (no mask of changed pixels kept)
        self.offset = offset  # where its colours (h * w uint32, then h * w bool unless whole) start in the spill file
        self.end_ms = end_ms  # when the frame stops being shown, from the animation's start

    def read(self, spill: BinaryIO) -> tuple[np.ndarray, np.ndarray | None]:
        """The rectangle's packed colours, (h, w) uint32 0xRRGGBB, and which of them changed."""
        size = self.shape[0] * self.shape[1]
        spill.seek(self.offset)
        colours = np.frombuffer(spill.read(4 * size), np.uint32).reshape(self.shape)
        changed = None if self.whole else np.frombuffer(spill.read(size), np.bool_).reshape(self.shape)
        return colours, changed


class GifWriter:
    """Builds one animated GIF frame by frame (see the module's docstring)."""

    def __init__(self, loop: int | None = 0) -> None:
        if loop is not None and not 0 <= loop <= 0xFFFF:
            raise GifError(f"a loop count must be 0 (forever) to 65535, or None (play once), not {loop}")
        self.loop = loop
        self.size: tuple[int, int] | None = None  # (width, height)
        self._previous: np.ndarray | None = None  # the last frame added, packed
        self._patches: list[_Patch] = []
        self._histograms: list[tuple[np.ndarray, np.ndarray]] = []  # (colours, counts), merged every MERGE_EVERY
        self._spill = tempfile.TemporaryFile()  # noqa: SIM115 - the patches' pixels, kept as long as the writer
        self._time_ms = 0

    def add(self, frame: np.ndarray, delay_ms: float) -> None:
        """Append ``frame`` (uint8, shape (height, width, 3), RGB), shown for ``delay_ms``."""
        colours = _packed(frame)
        if not isinstance(delay_ms, (int, float, np.integer, np.floating)) or not 0 <= delay_ms <= MAX_DELAY_MS:
            raise GifError(f"a frame is shown for 0 to {MAX_DELAY_MS} ms, not {delay_ms!r}")
        height, width = colours.shape
        if self.size is None:
            if not (0 < width <= 0xFFFF and 0 < height <= 0xFFFF):
                raise GifError(f"a GIF is 1 to 65535 pixels wide and high, not {width}x{height}")
            self.size = (width, height)
        elif self.size != (width, height):
            raise GifError(f"every frame must be {self.size[0]}x{self.size[1]} pixels, not {width}x{height}")
        self._time_ms += round(delay_ms)
        previous, self._previous = self._previous, colours
        if previous is None:
            self._keep(0, 0, colours, None)
            return
        changed = colours != previous
        rows, columns = np.flatnonzero(changed.any(axis=1)), np.flatnonzero(changed.any(axis=0))
        if not rows.size:  # the same picture again: the frame before simply stays longer
            self._patches[-1].end_ms = self._time_ms
            return
        top, bottom, left, right = rows[0], rows[-1] + 1, columns[0], columns[-1] + 1
        self._keep(int(left), int(top), colours[top:bottom, left:right], changed[top:bottom, left:right])

    def _keep(self, left: int, top: int, colours: np.ndarray, changed: np.ndarray | None) -> None:
        # Only the pixels a frame writes count towards the palette: a colour that covers the
        # board in every frame counts once, as it is seen, not once per frame.
        written = colours if changed is None else colours[changed]
        self._histograms.append(np.unique(written, return_counts=True))
        if len(self._histograms) >= MERGE_EVERY:
            self._histograms = [_merged(self._histograms)]
        offset = self._spill.seek(0, 2)
        self._spill.write(colours.tobytes() + (b"" if changed is None else changed.tobytes()))
        self._patches.append(_Patch(left, top, colours.shape, changed is None, offset, self._time_ms))

    def finish(self, progress: Callable[[int, int], object] | None = None) -> bytes:
        """The GIF file of every frame added so far, as bytes (see ``write``)."""
        out = io.BytesIO()
        self.write(out, progress)
        return out.getvalue()

    def write(self, out: BinaryIO, progress: Callable[[int, int], object] | None = None) -> None:
        """Write the GIF file of every frame added so far to ``out``, frame by frame (the
        temporary file of the frames goes when the writer does). ``progress(done, total)`` is
        called after each frame is compressed (most of the time goes there), for a progress
        bar; an exception it raises stops the work, to cancel."""
        if self.size is None:
            raise GifError("a GIF needs at least one frame")
        colours, counts = _merged(self._histograms)
        transparent = len(self._patches) > 1
        palette = choose_palette(colours, counts, MAX_COLOURS - transparent)
        lookup = nearest(palette, colours)  # the index of every colour met, in ``colours`` order
        table_bits = max(1, (len(palette) + transparent - 1).bit_length())
        width, height = self.size
        # logical screen: a global colour table of 2**table_bits colours, 8 bits per primary
        out.write(b"GIF89a" + _u16(width) + _u16(height) + bytes((0xF0 | table_bits - 1, 0, 0)))
        table = np.zeros((1 << table_bits, 3), np.uint8)
        table[:len(palette)] = _unpacked(palette)
        out.write(table.tobytes())
        if self.loop is not None:
            out.write(b"\x21\xff\x0bNETSCAPE2.0\x03\x01" + _u16(self.loop) + b"\x00")
        shown_cs = 0
        for number, patch in enumerate(self._patches, 1):
            # Delays rounded as a running total, so that rounding each one to hundredths does
            # not add up to a drift over a long animation; a still picture longer than the
            # field holds (11 minutes) is cut short.
            delay = min(0xFFFF, max(MIN_DELAY_CS, round(patch.end_ms / 10) - shown_cs))
            shown_cs += delay
            pixels, changed = patch.read(self._spill)
            indices = lookup[np.searchsorted(colours, pixels)].astype(np.uint8)
            data, clear_index = _smaller_image(indices, changed, len(palette), table_bits)
            # graphic control: disposal 1 (leave the frame in place), the transparent flag
            flags = 0x04 | (clear_index is not None)
            h, w = indices.shape
            out.write(b"\x21\xf9\x04" + bytes((flags,)) + _u16(delay) + bytes((clear_index or 0, 0))
                      + b"\x2c" + _u16(patch.left) + _u16(patch.top) + _u16(w) + _u16(h) + b"\x00" + data)
            if progress is not None:
                progress(number, len(self._patches))
        out.write(b"\x3b")


def _smaller_image(indices: np.ndarray, changed: np.ndarray | None, clear_index: int,
                   table_bits: int) -> tuple[bytes, int | None]:
    """The image data of a frame's rectangle, and its transparent index or None: written both
    with and without transparency for the pixels that did not change, whichever is shorter."""
    plain = lzw_image(indices.tobytes(), table_bits)
    if changed is None or changed.all():
        return plain, None
    see_through = lzw_image(np.where(changed, indices, np.uint8(clear_index)).tobytes(), table_bits)
    return (see_through, clear_index) if len(see_through) < len(plain) else (plain, None)


def _packed(frame: np.ndarray) -> np.ndarray:
    """(h, w, 3) uint8 RGB as (h, w) uint32 0xRRGGBB: one number per pixel to compare and count."""
    if not isinstance(frame, np.ndarray) or frame.dtype != np.uint8 or frame.ndim != 3 or frame.shape[2] != 3:
        shape = getattr(frame, "shape", None)
        dtype = getattr(frame, "dtype", type(frame).__name__)
        raise GifError(f"a frame must be a uint8 array of shape (height, width, 3), not {dtype} of shape {shape}")
    wide = frame.astype(np.uint32)
    return wide[:, :, 0] << 16 | wide[:, :, 1] << 8 | wide[:, :, 2]


def _unpacked(colours: np.ndarray) -> np.ndarray:
    """Packed colours as rows of (r, g, b), uint8."""
    return np.stack([colours >> 16 & 255, colours >> 8 & 255, colours & 255], axis=-1).astype(np.uint8)


def _merged(histograms: list[tuple[np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray]:
    """Every colour met, sorted, and how many pixels were written in it."""
    colours, where = np.unique(np.concatenate([c for c, _ in histograms]), return_inverse=True)
    counts = np.bincount(where, weights=np.concatenate([n for _, n in histograms]).astype(np.float64))
    return colours, counts.astype(np.int64)


def choose_palette(colours: np.ndarray, counts: np.ndarray, size: int) -> np.ndarray:
    """At most ``size`` of ``colours`` (packed), chosen to keep every pixel close to its colour.

    All of them when they fit. Otherwise greedily: first the most frequent colour, then each
    time the colour whose pixels would move farthest if left out (its count times its squared
    distance to the nearest colour chosen). The flat colours of a board come first, being both
    frequent and far apart; the blends of anti-aliased edges, which lie between them and are
    rare, are left to their nearest flat colour; a small patch of a colour unlike any other
    still gets its own entry.
    """
    if len(colours) <= size:
        return colours
    top = np.argsort(counts, kind="stable")[::-1][:MAX_CANDIDATES]
    candidates, weights = colours[top], counts[top].astype(np.float64)
    rgb = _unpacked(candidates).astype(np.float64)
    distance = np.full(len(candidates), np.inf)
    chosen = [0]  # the most frequent colour
    for _ in range(size - 1):
        distance = np.minimum(distance, ((rgb - rgb[chosen[-1]]) ** 2).sum(axis=1))
        score = weights * distance
        best = int(np.argmax(score))
        if score[best] <= 0:  # every candidate is already in the palette
            break
        chosen.append(best)
    return candidates[chosen]


def nearest(palette: np.ndarray, colours: np.ndarray) -> np.ndarray:
    """For each of ``colours`` (packed), the index of the nearest colour of ``palette``."""
    targets = _unpacked(palette).astype(np.int32)
    found = np.empty(len(colours), np.intp)
    rgb = _unpacked(colours).astype(np.int32)
    step = max(1, (1 << 20) // len(palette))  # bounds the distance matrix's memory
    for start in range(0, len(colours), step):
        part = rgb[start:start + step]
        found[start:start + step] = ((part[:, None, :] - targets[None, :, :]) ** 2).sum(axis=2).argmin(axis=1)
    return found


# Runs of one colour at least this long are written a code at a time, not a pixel at a time.
MIN_RUN = 16


def lzw_codes(data: bytes, min_code_size: int, min_run: int = MIN_RUN) -> list[int]:
    """The LZW codes of ``data`` (every byte below 2**min_code_size), from the first clear code
    to the end-of-information code. The table gets a code for every code written until it holds
    4096; then a clear code starts it again.

    A board picture is mostly long runs of one colour (and a frame's transparent pixels are
    too): each run of ``min_run`` or more is encoded with the codes the table holds for that
    colour repeated 1, 2, 3... times, one step per code written instead of one per pixel. The
    codes are the same as pixel by pixel.
    """
    encoder = _Lzw(min_code_size)
    if data:
        pixels = np.frombuffer(data, np.uint8)
        starts = np.flatnonzero(np.diff(pixels)) + 1
        bounds = np.concatenate(([0], starts, [len(pixels)]))
        long = np.flatnonzero(np.diff(bounds) >= min_run)
        prefix, done = data[0], 1
        for start, stop in zip(bounds[long].tolist(), bounds[long + 1].tolist()):
            start = max(start, done)  # a run at the very start: its first pixel is the prefix
            prefix = encoder.pixels(prefix, data[done:start])
            prefix = encoder.run(prefix, data[start], stop - start)
            done = stop
        encoder.finish(encoder.pixels(prefix, data[done:]))
    else:
        encoder.codes.append(encoder.end)
    return encoder.codes


class _Lzw:
    """An LZW encoder's string table and the codes it has written.

    Each string in the table is known by its code; a string one byte longer is found under
    (its prefix's code << 8 | the byte), an int key, which hashes faster than the bytes.
    ``runs[b]`` lists the codes of b, bb, bbb, ... as far as the table holds them.
    """

    def __init__(self, min_code_size: int) -> None:
        self.clear = 1 << min_code_size
        self.end = self.clear + 1
        self.codes = [self.clear]
        self.table: dict[int, int] = {}
        self.runs = [[byte] for byte in range(self.clear)]
        self.next_code = self.end + 1

    def write(self, prefix: int, byte: int) -> None:
        """Write the code of ``prefix``, which ``byte`` does not extend: the string prefix + byte
        gets the next code, or, with the table full, a clear code empties it."""
        self.codes.append(prefix)
        if self.next_code < 1 << MAX_CODE_BITS:
            self.table[prefix << 8 | byte] = self.next_code
            run = self.runs[byte]
            if run[-1] == prefix:
                run.append(self.next_code)
            self.next_code += 1
        else:
            self.codes.append(self.clear)
            self.table.clear()
            for run in self.runs:
                del run[1:]
            self.next_code = self.end + 1

    def pixels(self, prefix: int, data: Iterable[int]) -> int:
        """Encode ``data`` after the string ``prefix``; returns the string left over."""
        lookup, write = self.table.get, self.write
        for byte in data:
            code = lookup(prefix << 8 | byte)
            if code is None:
                write(prefix, byte)
                prefix = byte
            else:
                prefix = code
        return prefix

    def run(self, prefix: int, byte: int, length: int) -> int:
        """Encode ``length`` pixels of ``byte`` after the string ``prefix``."""
        while length and prefix != byte:  # until a string starts with the run
            prefix = self.pixels(prefix, (byte,))
            length -= 1
        if not length:
            return prefix
        run, known = self.runs[byte], 1  # the string so far: ``known`` times the byte
        while True:
            step = min(len(run) - known, length)
            known += step
            length -= step
            if not length:
                return run[known - 1]
            self.write(run[known - 1], byte)  # the longest run the table holds, and one more byte
            known = 1
            length -= 1

    def finish(self, prefix: int) -> None:
        self.codes += (prefix, self.end)


def code_widths(codes: Sequence[int], min_code_size: int) -> np.ndarray:
    """How many bits each code of ``lzw_codes`` is written with, as a decoder will read it.

    A decoder adds a table entry for every code it reads but the first after a clear code, and
    widens its codes by a bit when its next free code reaches a power of two, up to 12 bits:
    so the m-th code after a clear (m = 0, 1, ...) is as wide as (end code + m) in binary.
    """
    numbers = np.asarray(codes, np.int64)
    clear = 1 << min_code_size
    position = np.arange(len(numbers))
    clears = np.flatnonzero(numbers == clear)
    # the position of the last clear code before each code (the first code is itself a clear)
    since = position - clears[np.maximum(np.searchsorted(clears, position, side="left") - 1, 0)] - 1
    since[0] = 0
    width = np.ceil(np.log2(clear + 2 + np.maximum(since, 0))).astype(np.int64)  # bit length of end + m
    return np.clip(width, min_code_size + 1, MAX_CODE_BITS)


def pack_codes(codes: Sequence[int], widths: np.ndarray) -> bytes:
    """The codes as one stream of bits, each code least significant bit first, as GIF packs them."""
    numbers = np.asarray(codes, np.int64)
    bit = np.arange(MAX_CODE_BITS)
    bits = (numbers[:, None] >> bit & 1).astype(np.uint8)[bit < widths[:, None]]
    return np.packbits(bits, bitorder="little").tobytes()


def lzw_image(data: bytes, table_bits: int) -> bytes:
    """An image's data as a GIF stores it: the minimum code size, the compressed bytes in
    sub-blocks of at most 255, and the empty block that ends them. ``table_bits``: log2 of the
    colour table's size; GIF's minimum code size is 2, even for a table of two colours."""
    min_code_size = max(2, table_bits)
    codes = lzw_codes(data, min_code_size)
    stream = pack_codes(codes, code_widths(codes, min_code_size))
    blocks = bytearray((min_code_size,))
    for start in range(0, len(stream), 255):
        chunk = stream[start:start + 255]
        blocks.append(len(chunk))
        blocks += chunk
    blocks.append(0)
    return bytes(blocks)


def _u16(value: int) -> bytes:
    return int(value).to_bytes(2, "little")
