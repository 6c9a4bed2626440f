"""The GIF encoder: every file is read back with Qt's own GIF reader and compared pixel for pixel."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader

from desktop_app.teaching.gif import MIN_RUN, GifError, GifWriter, encode, lzw_codes

BACKGROUND, HOLE, SEED, MARK = (176, 122, 72), (112, 70, 38), (236, 228, 206), (30, 60, 200)


def decoded(data: bytes) -> tuple[list[np.ndarray], list[int], int]:
    """The frames (RGB), their delays in ms and the loop count, as Qt reads them."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, b"gif")
    frames, delays = [], []
    while True:
        image = reader.read()
        if image.isNull():
            break
        image = image.convertToFormat(QImage.Format.Format_RGB888)
        rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
        frames.append(rows[:, :image.width() * 3].reshape(image.height(), image.width(), 3).copy())
        delays.append(reader.nextImageDelay())  # after a read: how long that frame is shown
    return frames, delays, reader.loopCount()


def blocks(data: bytes) -> list[tuple]:
    """The file's frames as written: ((left, top, width, height), transparent index or None,
    minimum code size) for each image, walking GIF's block structure."""
    assert data[:6] == b"GIF89a"
    flags = data[10]
    at = 13 + (3 << (flags & 7) + 1 if flags & 0x80 else 0)
    images, transparent = [], None
    while data[at] != 0x3B:
        if data[at] == 0x21:  # an extension: its label, then sub-blocks
            if data[at + 1] == 0xF9:
                transparent = data[at + 6] if data[at + 3] & 1 else None
            at += 2
            while data[at]:
                at += data[at] + 1
            at += 1
        else:
            assert data[at] == 0x2C
            rect = tuple(int.from_bytes(data[at + 1 + 2 * k:at + 3 + 2 * k], "little") for k in range(4))
            at += 10
            images.append((rect, transparent, data[at]))
            at += 1
            while data[at]:
                at += data[at] + 1
            at += 1
    return images


def board_frames(count: int, size=(64, 96)) -> list[np.ndarray]:
    """Flat colours: a board with two holes and a seed that moves right by 7 pixels a frame."""
    frames = []
    for k in range(count):
        frame = np.empty((*size, 3), np.uint8)
        frame[:] = BACKGROUND
        frame[10:30, 10:30] = HOLE
        frame[10:30, 60:80] = HOLE
        y, x = np.ogrid[:size[0], :size[1]]
        frame[(y - 45) ** 2 + (x - 8 - 7 * k) ** 2 <= 25] = SEED
        frames.append(frame)
    return frames


def test_every_frame_reads_back_as_the_picture_given_with_its_delay():
    frames = board_frames(8)
    delays = [100, 200, 300, 400, 500, 600, 700, 800]
    got, got_delays, loops = decoded(encode(frames, delays))
    assert len(got) == 8 and got_delays == delays
    for mine, theirs in zip(frames, got):
        np.testing.assert_array_equal(mine, theirs)
    assert loops == -1  # the NETSCAPE2.0 extension with 0: for ever


def test_the_loop_count_is_written_or_left_out_to_play_once():
    frames = board_frames(2)
    assert decoded(encode(frames, 100, loop=3))[2] == 3
    assert decoded(encode(frames, 100, loop=None))[2] == 0
    assert b"NETSCAPE2.0" not in encode(frames, 100, loop=None)


def test_frames_after_the_first_write_only_the_rectangle_that_changed():
    images = blocks(encode(board_frames(3), 100))
    assert images[0][0] == (0, 0, 96, 64)
    # the seed (radius 5 round (8 + 7k, 45)) moves 7 pixels: x 3..13 and 10..20, y 40..50
    assert images[1][0] == (3, 40, 18, 11)
    assert images[2][0] == (10, 40, 18, 11)


def test_unchanged_pixels_inside_the_rectangle_are_transparent_where_that_is_shorter():
    # Two seeds far apart move in the same frame: between them lie the holes and the board,
    # which are shorter to write as transparent than as their own colours.
    first = board_frames(1, (64, 200))[0]
    second = first.copy()
    second[50:54, 2:6] = SEED
    second[50:54, 190:194] = SEED
    stripes = first.copy()
    stripes[:, ::2] = HOLE  # a striped board
    striped_second = stripes.copy()
    striped_second[50:54, 2:6] = SEED
    striped_second[50:54, 190:194] = SEED
    for pair in ([first, second], [stripes, striped_second]):
        data = encode(pair, 100)
        assert blocks(data)[1][1] is not None
        np.testing.assert_array_equal(decoded(data)[0][1], pair[1])
    # When every pixel of the rectangle changes, no transparency is needed.
    flipped = first.copy()
    flipped[0:10, 0:10] = MARK
    assert blocks(encode([first, flipped], 100))[1][1] is None


def test_finishing_reports_progress_frame_by_frame_and_can_be_stopped():
    writer = GifWriter()
    for frame in board_frames(4):
        writer.add(frame, 100)
    seen = []
    writer.finish(lambda done, total: seen.append((done, total)))
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]

    class Cancelled(Exception):
        pass

    def cancel(done, total):
        if done == 2:
            raise Cancelled
    with pytest.raises(Cancelled):
        writer.finish(cancel)
    assert len(decoded(writer.finish())[0]) == 4  # the frames are all still there


def test_a_frame_that_repeats_the_one_before_only_lengthens_it():
    frames = board_frames(2)
    got, delays, _ = decoded(encode([frames[0], frames[0], frames[1]], [100, 50, 200]))
    assert len(got) == 2 and delays == [150, 200]


def test_delays_are_rounded_as_a_running_total_and_never_below_two_hundredths():
    frames = board_frames(4)
    delays = decoded(encode(frames, 125))[1]
    assert sum(delays) == 500 and set(delays) <= {120, 130}
    assert decoded(encode(frames, 5))[1] == [20, 20, 20, 20]


def test_more_than_256_colours_keep_the_flat_ones_exactly_and_blends_go_to_the_nearest():
    # A board of three flat colours whose edges blend them in 600 shades, and one small patch
    # of a colour unlike the rest.
    frame = np.empty((40, 600, 3), np.uint8)
    frame[:20] = BACKGROUND
    frame[20:] = HOLE
    frame[18:22, :, 0] = np.arange(600) * 255 // 599
    frame[18:22, :, 1] = 255 - np.arange(600) * 255 // 599
    frame[18:22, :, 2] = 90
    frame[2:4, 2:4] = MARK
    got = decoded(encode([frame], 100))[0][0]
    for flat in (BACKGROUND, HOLE, MARK):
        where = (frame == flat).all(axis=2)
        assert (got[where] == flat).all()
    palette = np.unique(got.reshape(-1, 3), axis=0)
    assert len(palette) <= 256
    # every pixel is shown in the palette colour nearest to it
    distance = ((frame.reshape(-1, 1, 3).astype(int) - palette[None].astype(int)) ** 2).sum(axis=2)
    shown = ((frame.reshape(-1, 3).astype(int) - got.reshape(-1, 3).astype(int)) ** 2).sum(axis=1)
    np.testing.assert_array_equal(shown, distance.min(axis=1))


@pytest.mark.parametrize("size", [(1, 1), (1, 7), (13, 1), (17, 19)])
def test_lzw_a_single_colour_of_any_size(size):
    frame = np.full((*size, 3), 77, np.uint8)
    got = decoded(encode([frame], 100))[0]
    np.testing.assert_array_equal(got[0], frame)
    assert blocks(encode([frame], 100))[0][2] == 2  # GIF's smallest minimum code size


def test_lzw_two_colours_use_the_minimum_code_size_of_two():
    frame = np.zeros((9, 11, 3), np.uint8)
    frame[::2, 1::3] = 255
    data = encode([frame], 100)
    assert blocks(data)[0][2] == 2
    np.testing.assert_array_equal(decoded(data)[0][0], frame)


def test_lzw_the_full_table_is_cleared_and_started_again():
    # 256 colours in random order: the 4096-code table fills several times over.
    rng = np.random.default_rng(3)
    colours = rng.permutation(256)
    indices = rng.integers(0, 256, (120, 150))
    frame = np.stack([colours[indices], indices, 255 - indices], axis=-1).astype(np.uint8)
    codes = lzw_codes(np.ascontiguousarray(indices, np.uint8).tobytes(), 8)
    assert codes.count(256) >= 4  # the first clear code and at least three more
    np.testing.assert_array_equal(decoded(encode([frame], 100))[0][0], frame)


def test_lzw_runs_that_reuse_the_code_just_made():
    # A run of one colour: each new code is used at once (the case a decoder must build from
    # the code before), and the code size grows through every width up to 12 bits.
    for length in (2, 3, 5, 6, 9, 300, 9000, 20000):
        frame = np.full((1, length, 3), 255, np.uint8)
        frame[0, 0] = 0
        np.testing.assert_array_equal(decoded(encode([frame], 100))[0][0], frame)


def lzw_decoded(codes: list[int], min_code_size: int) -> bytes:
    """The bytes that LZW ``codes`` stand for, decoded the textbook way (a list of strings)."""
    clear, out, previous, table = 1 << min_code_size, bytearray(), None, []
    for code in codes:
        assert 0 <= code < 4096
        if code == clear:
            table, previous = [bytes((i,)) for i in range(clear)] + [b"", b""], None
            continue
        if code == clear + 1:
            break
        entry = table[code] if code < len(table) else previous + previous[:1]
        if previous is not None and len(table) < 4096:
            table.append(previous + entry[:1])
        out += entry
        previous = entry
    return bytes(out)


pieces = st.lists(st.tuples(st.integers(0, 255), st.integers(1, 3 * MIN_RUN), st.booleans()), max_size=400)


@settings(max_examples=150, deadline=None)
@given(pieces, st.integers(0, 2 ** 32 - 1), st.sampled_from([2, 3, 5, 8]))
def test_lzw_runs_and_scattered_pixels_decode_to_what_was_encoded(parts, seed, min_code_size):
    # Runs long and short (the long ones take the run shortcut) between pixels of mixed colours.
    rng = np.random.default_rng(seed)
    top = 1 << min_code_size
    data = b"".join(bytes([value % top]) * length if run else rng.integers(0, top, length, np.uint8).tobytes()
                    for value, length, run in parts)
    codes = lzw_codes(data, min_code_size)
    assert codes[0] == top and codes[-1] == top + 1
    assert lzw_decoded(codes, min_code_size) == data
    assert codes == lzw_codes(data, min_code_size, min_run=len(data) + 1)  # the same, pixel by pixel


def test_frames_of_the_wrong_kind_are_refused_with_a_reason():
    good = board_frames(1)[0]
    with pytest.raises(GifError, match="uint8 array of shape"):
        encode([good.astype(np.float32)], 100)
    with pytest.raises(GifError, match="uint8 array of shape"):
        encode([good[:, :, 0]], 100)
    with pytest.raises(GifError, match="every frame must be 96x64"):
        encode([good, good[:10]], 100)
    with pytest.raises(GifError, match="at least one frame"):
        encode([], 100)
    with pytest.raises(GifError, match="2 frames but 3 delays"):
        encode([good, good], [1, 2, 3])
    with pytest.raises(GifError, match="more frames than the 1 delays"):
        encode([good, good], [1])
    with pytest.raises(GifError, match="loop count"):
        GifWriter(loop=-1)
    for delay in (-5, 700_000, None, "1s"):
        with pytest.raises(GifError, match="a frame is shown for 0 to 655350 ms, not"):
            GifWriter().add(good, delay)


def test_frames_wait_for_the_palette_on_disk_so_a_long_animation_takes_the_memory_of_one_frame():
    import tracemalloc

    frames = board_frames(2)
    writer = GifWriter()
    tracemalloc.start()
    try:
        for number in range(120):
            frame = frames[number % 2].copy()
            frame[0, 0] = frame[-1, -1] = number  # two corners change: each patch is the whole frame
            writer.add(frame, 40)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    height, width, _ = frames[0].shape
    assert peak < 12 * height * width * 5  # a handful of frames' colours (4 bytes a pixel) and masks (1), not 120
    assert len(decoded(writer.finish())[0]) == 120
