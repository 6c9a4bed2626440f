"""GIF export: time to encode one move's animation, and the file's size.

    python bench/gif.py [--runs 5] [--width 960] [--frames 60] [--out move.gif]

The animation is drawn with numpy to look like a 2x10 board on screen: a wooden board with
shading, twenty holes, seeds as anti-aliased discs (so that their edges blend colours, as
Qt's painting does), a count under every hole, the hand carrying seeds from hole to hole and
a caption line that changes with every step. One seed is sown per frame; the figures printed
are the medians of the runs (CPU time of the process), and the size of the file.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop_app.teaching.gif import encode

BOARD = np.array((176, 122, 72), np.float64)
HOLE = np.array((112, 70, 38), np.float64)
SEED = np.array((236, 228, 206), np.float64)
INK = np.array((40, 30, 20), np.float64)
HIGHLIGHT = np.array((250, 200, 60), np.float64)
PAPER = np.array((245, 245, 240), np.float64)


class Canvas:
    def __init__(self, width: int, height: int):
        self.rgb = np.empty((height, width, 3), np.float64)
        self.y, self.x = np.mgrid[0:height, 0:width].astype(np.float64)

    def disc(self, cx: float, cy: float, r: float, colour: np.ndarray) -> None:
        """An anti-aliased disc: each pixel covered by the share of it inside the circle."""
        top, bottom = max(0, int(cy - r - 2)), int(cy + r + 2)
        left, right = max(0, int(cx - r - 2)), int(cx + r + 2)
        y, x = self.y[top:bottom, left:right], self.x[top:bottom, left:right]
        cover = np.clip(r - np.hypot(x + 0.5 - cx, y + 0.5 - cy) + 0.5, 0, 1)[..., None]
        part = self.rgb[top:bottom, left:right]
        part[:] = part * (1 - cover) + colour * cover

    def glyphs(self, left: int, top: int, text: str, size: int) -> None:
        """Text-like marks: a small block pattern per character, with soft edges."""
        for k, ch in enumerate(text):
            bits = (ord(ch) * 2654435761) >> 7
            for b in range(6):
                if bits >> b & 1:
                    self.disc(left + k * size * 0.7 + (b % 2) * size * 0.3, top + (b // 2) * size * 0.3,
                              size * 0.18, INK)

    def picture(self) -> np.ndarray:
        return np.rint(self.rgb).astype(np.uint8)


def board_move(width: int = 960, frames: int = 60) -> list[np.ndarray]:
    """The frames of one move: the hand lifts a hole's seeds and sows them one per frame."""
    height = width * 7 // 16
    canvas = Canvas(width, height)
    cols, pitch = 10, width / 11
    centres = [(pitch * (0.9 + (i if i < cols else 2 * cols - 1 - i)), height * (0.62 if i < cols else 0.27))
               for i in range(2 * cols)]
    counts = [4] * (2 * cols)
    rng = np.random.default_rng(7)
    offsets = rng.uniform(-0.5, 0.5, (64, 2))
    start = 3
    hand, counts[start] = counts[start] + frames - 1, 0
    pictures = []
    for step in range(frames):
        at = (start + step) % (2 * cols)
        if step:
            counts[at] += 1
            hand -= 1
        shade = 1 - 0.25 * canvas.y / height  # the board's light from above
        canvas.rgb[:] = BOARD * shade[..., None]
        canvas.rgb[int(height * 0.9):] = PAPER
        for i, (cx, cy) in enumerate(centres):
            canvas.disc(cx, cy, pitch * 0.4, HIGHLIGHT if i == at else HOLE)
            canvas.disc(cx, cy, pitch * 0.36, HOLE)
            for s in range(min(counts[i], 40)):
                dx, dy = offsets[s] * pitch * 0.45
                canvas.disc(cx + dx, cy + dy, pitch * 0.07, SEED)
            canvas.glyphs(int(cx - pitch * 0.1), int(cy + pitch * 0.5), str(counts[i]), int(pitch * 0.2))
        hx, hy = centres[at][0], height * 0.45
        for s in range(min(hand, 30)):
            dx, dy = offsets[s] * pitch * 0.5
            canvas.disc(hx + dx, hy + dy, pitch * 0.07, SEED)
        canvas.glyphs(int(width * 0.05), int(height * 0.92), f"one seed into hole {at}, {hand} in hand", 14)
        pictures.append(canvas.picture())
    return pictures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--width", type=int, default=960)
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--out", type=Path, help="also write the GIF here, to look at")
    args = parser.parse_args()
    frames = board_move(args.width, args.frames)
    colours = len(np.unique(np.concatenate([(f.astype(np.uint32) << (16, 8, 0)).sum(axis=2).ravel() for f in frames])))
    times = []
    for _ in range(args.runs):
        start = time.process_time()
        data = encode(frames, 120)
        times.append(time.process_time() - start)
    print(f"{len(frames)} frames of {frames[0].shape[1]}x{frames[0].shape[0]}, {colours} colours")
    print(f"encode: median {statistics.median(times):.2f} s (min {min(times):.2f}, max {max(times):.2f})")
    print(f"size: {len(data) / 1e6:.2f} MB ({len(data) / len(frames) / 1e3:.1f} kB per frame)")
    if args.out:
        args.out.write_bytes(data)


if __name__ == "__main__":
    main()
