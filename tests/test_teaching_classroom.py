"""Classroom mode, the path overlay, keyboard-only play, reduced motion, the colour-blind palette,
text size, and the board exported as PNG, SVG and to the clipboard."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage

from desktop_app.board.looks import CLASSROOM_THEME, COLOUR_BLIND
from desktop_app.board.overlay import path_of
from desktop_app.showing.frames import state_counts
from desktop_app.teaching import export
from rules import get_game
from rules.record import position_from_json

from gui_helpers import settle


def counts_match(window) -> bool:
    c = window.record
    model = {k: v for k, v in state_counts(c.game, c.state).items() if v}
    return {k: v for k, v in window.scene.counts().items() if v} == model


def test_classroom_mode_goes_full_screen_in_the_projector_theme_and_comes_back(qtbot, installed):
    window, teaching = installed
    window.record.play("3B")
    settle(qtbot, window)
    teaching.classroom.action.trigger()  # F11
    assert window.isFullScreen() and not window.move_list.isVisible()
    assert window.scene.theme.name == "classroom" and window.scene.theme.label_scale > 1.3
    assert window.banner.font().pointSizeF() > 2 * window.font().pointSizeF()
    assert teaching.overlay.item is not None and counts_match(window)
    teaching.classroom.leave_action.trigger()  # Esc
    assert not window.isFullScreen() and window.move_list.isVisible()
    assert window.scene.theme.name == "wood" and teaching.overlay.item is None and counts_match(window)


def test_switching_the_look_mid_move_keeps_the_step_shown(qtbot, installed):
    window, teaching = installed
    window.animator.set_playing(False)
    window.record.play("3B")
    window.animator.step_forward()
    qtbot.waitUntil(lambda: window.animator.step == 1)
    teaching.classroom.set_active(True)
    assert window.animator.step == 1 and not window.animator.at_end
    window.animator.to_end()
    settle(qtbot, window)
    assert counts_match(window)


def test_the_path_overlay_numbers_drops_and_marks_the_relay(qtbot, installed):
    window, teaching = installed
    lesson = teaching.lessons.find("leb-relay-once")
    teaching.lessons.open(lesson)
    settle(qtbot, window)
    teaching.actions["overlay"].trigger()
    window.record.play("4B")
    settle(qtbot, window)
    path = teaching.overlay.item.path
    assert path["drops"]["5B"] == [1] and path["drops"]["3A"] == [5] and path["drops"]["3B"] == [11]
    assert path["relays"] == ["3A"] and ("6B", "1A") in path["hops"]
    window.animator.to_start()
    assert teaching.overlay.item.path["drops"] == {}


def test_the_path_overlay_marks_the_holes_out_of_play(qtbot, installed):
    window, teaching = installed
    teaching.actions["overlay"].trigger()
    lessons = teaching.lessons
    lessons.open(lessons.find("bechi-round-end-refill"))
    for _ in range(2):
        settle(qtbot, window)
        lessons.play_next()
        window.animator.to_end()
    settle(qtbot, window)
    assert teaching.overlay.item.closed == {"2A", "4A"}
    assert path_of([], 0) == {"drops": {}, "hops": [], "relays": [], "captures": []}


def test_digits_play_the_movers_holes_and_enter_confirms_a_refill(qtbot, installed):
    window, _teaching = installed
    keys = window.keyboard
    qtbot.keyClick(window, Qt.Key.Key_3)
    assert [str(m) for m in window.record.moves] == ["3B"]
    settle(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_6)  # A's own numbering: 6A
    assert [str(m) for m in window.record.moves] == ["3B", "6A"]
    settle(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_9)
    assert window.record.ply == 2 and "no hole 9" in window.narration.text()
    game = get_game("bechi", holes=4)
    state = position_from_json(game, {"pits": {"1B": 1, "2B": 1, "4B": 2, "2A": 1},
                                      "captured": {"B": 31, "A": 12}, "to_move": "B"})
    window.record.start_from(game, state)
    settle(qtbot, window)
    keys.choose_hole(4)
    settle(qtbot, window)
    assert window.record.state.phase == "refill" and window.record.state.to_move == "A"
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_3)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert str(window.record.moves[-1]) == "refill:1A,3A"


def test_brackets_choose_the_direction_arrow_on_the_left_or_right(qtbot, installed):
    window, _teaching = installed
    window.new_game("bechi", {"holes": 3})
    settle(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_2)
    assert window.record.ply == 0 and "direction" in window.narration.text()
    qtbot.keyClick(window, Qt.Key.Key_BracketLeft)
    assert [str(m) for m in window.record.moves] == ["2B:cw"]  # toward 1B, on the left


def test_reduced_motion_shows_moves_at_once_and_stepping_still_works(qtbot, installed):
    window, teaching = installed
    teaching.set_preferences({**teaching_values(teaching), "reduced_motion": True})
    assert window.animator.step_ms == 0
    window.record.play("3B")
    assert window.board_settled and counts_match(window)
    window.animator.step_back()
    assert window.animator.step == window.animator.steps - 1
    window.animator.step_forward()
    assert window.animator.step == window.animator.steps


def test_a_new_look_restyles_the_board_in_place_mid_move(qtbot, installed):
    window, teaching = installed
    window.animator.step_ms = 10_000  # the move stays where it is stepped to
    window.record.play("3B")
    window.animator.step_forward()
    step, frames = window.animator.step, window.animator.frames
    items = set(window.scene.items())
    places = {seed_id: seed.pos() for seed_id, seed in window.scene.seeds.items()}
    teaching.set_preferences({**teaching_values(teaching), "theme": "classroom", "colour_blind": True,
                              "font_scale": 1.5})
    assert window.scene.theme.name == "classroom" and window.scene.theme.label_scale > 2
    assert window.scene.holes["1B"]._owner.name() == COLOUR_BLIND["players"]["B"]
    assert set(window.scene.items()) == items  # the same items: nothing was rebuilt
    assert {seed_id: seed.pos() for seed_id, seed in window.scene.seeds.items()} == places
    assert window.animator.step == step and window.animator.frames is frames  # nothing replayed
    window.animator.to_end()
    assert counts_match(window)


def teaching_values(teaching) -> dict:
    return {key: teaching.settings.get(key) for key in
            ("language", "theme", "font_scale", "colour_blind", "reduced_motion", "path_overlay")}


def test_the_colour_blind_palette_and_larger_text_reach_the_board_and_the_widgets(qtbot, installed):
    window, teaching = installed
    size = window.narration.font().pointSizeF()
    teaching.set_preferences({**teaching_values(teaching), "colour_blind": True})
    assert window.scene.theme.players == COLOUR_BLIND["players"]
    assert window.scene.holes["1B"]._owner.name() == COLOUR_BLIND["players"]["B"]
    teaching.actions["larger"].trigger()
    teaching.actions["larger"].trigger()
    assert window.narration.font().pointSizeF() > size * 1.3
    assert window.scene.theme.label_scale > 1.3
    teaching.actions["normal"].trigger()
    assert abs(window.narration.font().pointSizeF() - size) < 0.01


def test_the_board_exports_as_png_svg_and_to_the_clipboard(qtbot, installed, tmp_path):
    window, teaching = installed
    teaching.classroom.set_active(True)
    export.save_png(window.scene, tmp_path / "board.png")
    image = QImage(str(tmp_path / "board.png"))
    assert image.width() == export.PNG_WIDTH and image.pixelColor(5, 5).name() == CLASSROOM_THEME.window
    export.save_svg(window.scene, tmp_path / "board.svg")
    root = ET.parse(tmp_path / "board.svg").getroot()
    assert root.tag.endswith("svg") and sum(1 for e in root.iter() if e.tag.endswith("text")) >= 12
    teaching.copy_board()
    assert QGuiApplication.clipboard().image().width() == export.PNG_WIDTH
