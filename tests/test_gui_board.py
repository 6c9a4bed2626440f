"""The board scene against the rules model: counts after moves, and stepping inside a move."""

from __future__ import annotations

import random

import pytest

from desktop_app.showing.frames import state_counts
from rules import GAME_IDS, get_game, variants
from rules.events import Tally
from rules.record import position_from_json

from gui_helpers import settle


def shown(window) -> dict:
    return {k: v for k, v in window.scene.counts().items() if v}


def model(window) -> dict:
    c = window.record
    return {k: v for k, v in state_counts(c.game, c.state).items() if v}


ALL_VARIANTS = [(g, o) for g in GAME_IDS for o in variants(g)]


@pytest.mark.parametrize("game_id,options", ALL_VARIANTS, ids=[f"{g}-{o}" for g, o in ALL_VARIANTS])
def test_scene_counts_equal_model_counts_after_every_move_of_a_random_game(qtbot, window, game_id, options):
    rng = random.Random(game_id + str(options))
    window.new_game(game_id, options)
    c = window.record
    seeds = sum(state_counts(c.game, c.state).values())
    for ply in range(120):
        if c.state.is_over:
            break
        # The first moves are animated seed by seed, the rest shown at once (same frames).
        window.animator.step_ms = 1 if ply < 4 else 0
        c.play(rng.choice(c.legal_moves()))
        settle(qtbot, window)
        assert shown(window) == model(window), f"after {[str(m) for m in c.moves]}"
        placed = sorted(s for seeds_ in window.animator.current_frame.places.values() for s in seeds_)
        assert placed == list(range(seeds)), "a seed was lost or duplicated"


def tally_counts(game, tally) -> dict:
    counts = {("hole", label): n for label, n in zip(game.labels, tally.pits)}
    counts.update({("captured", p): n for p, n in zip(game.players, tally.captured)})
    counts.update({("store", p): n for p, n in zip(game.players, tally.stores)})
    counts[("hand", "")] = tally.hand
    return {k: v for k, v in counts.items() if v}


def check_every_step(window, before, events):
    """At every step, forward then back, the scene shows the counts of the events so far."""
    game = window.record.game
    animator = window.animator
    expected = []
    tally = Tally(game.labels, game.players, before.pits, before.captured, before.stores)
    done = 0
    for frame in animator.frames:
        for event in events[done:done + len(frame.events)]:
            tally.apply(event)
        done += len(frame.events)
        expected.append(tally_counts(game, tally))
    assert done == len(events)

    def scene_counts():
        counts = shown(window)
        if window.scene.hand.count:
            counts[("hand", "")] = window.scene.hand.count
        return counts

    steps = animator.steps
    for k in range(steps + 1):
        assert animator.step == k
        assert scene_counts() == expected[k], f"forward, step {k}"
        if k < steps:
            animator.step_forward()
            # The step animates; stepping again finishes it at once.
            animator.step_forward() if animator.step == k else None
            if animator.step == k:
                animator.to_end()
    for k in range(steps, -1, -1):
        assert animator.step == k
        assert scene_counts() == expected[k], f"back, step {k}"
        animator.step_back()


def _start(window, game_id, position, **options):
    game = get_game(game_id, **options)
    window.record.start_from(game, position_from_json(game, position))


def test_stepping_through_a_leb_relay_move_matches_the_events(qtbot, window):
    # docs/rules.md, worked example 2: 4B relays from 3A and ends at 3B.
    _start(window, "leb-bbut-ahbochen", {"pits": {"4B": 5, "1A": 1, "3A": 5, "6A": 2}, "to_move": "B"})
    window.animator.set_playing(False)
    before = window.record.state
    played = window.record.play("4B")
    assert [e.kind for e in played.events].count("relay") == 1
    assert window.animator.step == 0 and window.animator.steps == 1 + 5 + 1 + 6
    check_every_step(window, before, played.events)


def test_stepping_through_a_djenon_multi_lap_move_matches_the_events(qtbot, window):
    game = get_game("djenon-aboure")
    rng = random.Random(3)
    state, best = game.initial_state(), None
    for _ in range(400):  # find a move with several laps in random play
        if state.is_over:
            state = game.initial_state()
        for move in game.legal_moves(state):
            _, events = game.apply(state, move)
            laps = sum(e.kind == "relay" for e in events)
            if laps >= 2 and (best is None or laps > best[2]):
                best = (state, move, laps)
        state = game.next_state(state, rng.choice(game.legal_moves(state)))
    assert best is not None
    state, move, _ = best
    window.record.start_from(game, game.without_history(state))
    window.animator.set_playing(False)
    played = window.record.play(move)
    check_every_step(window, played.before, played.events)


def test_solid_brushes_and_text_paint_as_setbrush_and_drawtext_would(qapp):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter

    from desktop_app.board.painting import paint_text, solid

    brush = solid(QColor("#2f7fe0"))
    assert brush.style() == Qt.BrushStyle.SolidPattern and brush.color() == QColor("#2f7fe0")
    image = QImage(80, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    paint_text(painter, QRectF(0, 0, 80, 40), 24, QColor("white"), "12")
    painter.end()
    inked = [x for x in range(80) for y in range(40) if image.pixelColor(x, y).lightness() > 128]
    # Two digits, centred: ink on both sides of the middle and margins left and right.
    assert min(inked) > 15 and max(inked) < 65 and min(inked) < 40 < max(inked)
