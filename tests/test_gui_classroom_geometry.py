"""Classroom mode on every board, in every language and at every text size: no hole label,
count or heap caption leaves the board's frame or overlaps another, and the banner is never cut."""

from __future__ import annotations

import itertools

VARIANTS = [("leb-bbut-ahbochen", {"holes": n}) for n in (4, 6, 8, 10)] + [
    ("bakuk", {"players": 2}), ("bakuk", {"players": 3}), ("djenon-aboure", {}), ("tihbat", {}),
    ("bechi", {"holes": 4}), ("bechi", {"holes": 3})]
WORST_COUNT = 88  # two digits: the widest count any of these boards holds


def text_sizes(teaching) -> list[float]:
    """Every text size the View menu's Larger and Smaller reach from the normal one."""
    sizes = []
    for action in ("larger", "smaller"):
        teaching.actions["normal"].trigger()
        while not sizes or teaching.settings.get("font_scale") != sizes[-1]:
            sizes.append(teaching.settings.get("font_scale"))
            teaching.actions[action].trigger()
    return sorted(set(sizes))


def board_texts(scene) -> dict[str, object]:
    """Every label, count and caption on the board, by name, as a rectangle of the scene."""
    texts = {}
    for label, hole in scene.holes.items():
        hole.set_state(count=WORST_COUNT)
        texts[f"label {label}"] = hole.mapRectToScene(hole.label_rect())
        texts[f"count {label}"] = hole.mapRectToScene(hole.badge_rect())
    for heap in scene.heaps.values():
        heap.set_count(WORST_COUNT)
        texts[f"caption {heap.caption}"] = heap.mapRectToScene(heap.caption_rect())
        texts[f"count of {heap.caption}"] = heap.mapRectToScene(heap.badge_rect())
    return texts


def test_classroom_texts_stay_inside_the_board_and_apart(qtbot, make_window, language):
    window, teaching = make_window()
    teaching.classroom.set_active(True)
    sizes = text_sizes(teaching)
    assert sizes[0] == 0.8 and sizes[-1] == 2.5 and len(sizes) >= 8
    problems = []
    for (game_id, options), size in itertools.product(VARIANTS, sizes):
        window.new_game(game_id, options)
        teaching.settings.set("font_scale", size)
        teaching.apply_look()
        scene = window.scene
        frame = scene.board.frame
        texts = board_texts(scene)
        where = f"{game_id} {options} at {size}"
        problems += [f"{where}: {name} leaves the board" for name, rect in texts.items() if not frame.contains(rect)]
        problems += [f"{where}: {a} overlaps {b}" for (a, ra), (b, rb) in itertools.combinations(texts.items(), 2)
                     if ra.intersects(rb)]
        # Each heap's caption is there to be read: never shrunk to a speck.
        problems += [f"{where}: {name} is too small" for name, rect in texts.items()
                     if name.startswith("caption") and rect.height() < 14]
    assert not problems, "\n".join(problems[:20])


def test_the_classroom_banner_wraps_rather_than_being_cut(qtbot, make_window, language):
    window, teaching = make_window()
    teaching.classroom.set_active(True)
    teaching.settings.set("font_scale", 2.5)
    teaching.apply_look()
    window.new_game("bechi", {"holes": 3})
    window.setWindowState(window.windowState() & ~window.windowState().WindowFullScreen)
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.banner.width() <= 1024)
    banner = window.banner
    banner.setText(banner.text() + " " + banner.text())  # long, as a translation may be
    qtbot.waitUntil(lambda: banner.height() >= banner.heightForWidth(banner.width()))
    assert banner.heightForWidth(banner.width()) <= banner.height()
