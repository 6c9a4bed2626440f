"""The main window: clicking to play, Bechi refill and directions, undo/redo/jump,
computer players, input during animations, command line."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop_app.__main__ import main
from desktop_app.showing.frames import state_counts
from rules import get_game
from rules.record import position_from_json

from gui_helpers import settle


def counts_match(window) -> bool:
    c = window.record
    model = {k: v for k, v in state_counts(c.game, c.state).items() if v}
    return {k: v for k, v in window.scene.counts().items() if v} == model


def click_hole(qtbot, window, label):
    pos = window.view.mapFromScene(window.scene.holes[label].pos())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_clicking_a_legal_hole_plays_it_and_an_illegal_one_is_refused(qtbot, window):
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    click_hole(qtbot, window, "2A")  # not B's hole
    assert window.record.ply == 0
    assert "cannot be played" in window.narration.text()
    click_hole(qtbot, window, "3B")
    assert [str(m) for m in window.record.moves] == ["3B"]
    settle(qtbot, window)
    assert counts_match(window)


def test_hovering_a_legal_hole_marks_where_the_last_seed_lands(qtbot, window):
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    window.scene.holeHovered.emit("6B")
    assert [label for label, hole in window.scene.holes.items() if hole.landing] == ["4A"]
    window.scene.holeHovered.emit("")
    assert not any(hole.landing for hole in window.scene.holes.values())


def test_a_click_during_the_animation_is_refused_visibly_not_applied(qtbot, window):
    window.animator.step_ms = 200
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    click_hole(qtbot, window, "3B")
    assert not window.board_settled
    click_hole(qtbot, window, "1A")
    click_hole(qtbot, window, "4B")
    assert [str(m) for m in window.record.moves] == ["3B"]
    assert window.scene.holes["4B"].refused
    assert "Wait" in window.narration.text()


def bechi_refill_game():
    game = get_game("bechi", holes=4)
    for seed in range(300):
        rng = random.Random(seed)
        state, moves = game.initial_state(), []
        while not state.is_over and state.phase != "refill":
            move = rng.choice(game.legal_moves(state))
            moves.append(str(move))
            state = game.next_state(state, move)
        if state.phase == "refill" and game.refill_count(state) >= 2:
            return game, moves, state
    raise AssertionError("no refill found")


def test_bechi_refill_is_chosen_by_clicking_holes_and_confirming(qtbot, window):
    game, moves, state = bechi_refill_game()
    window.record.start_from(game, None, moves=moves)
    settle(qtbot, window)
    player, k = state.to_move, game.refill_count(state)
    mine = list(game.holes_of(player))
    assert window.prompt_bar.isVisible() and not window.prompt_button.isEnabled()
    for label in mine[:k]:
        click_hole(qtbot, window, label)
    click_hole(qtbot, window, mine[k])  # one too many: refused
    assert window.interaction.mode.chosen == mine[:k]
    assert window.prompt_button.isEnabled()
    qtbot.mouseClick(window.prompt_button, Qt.MouseButton.LeftButton)
    assert str(window.record.moves[-1]) == "refill:" + ",".join(mine[:k])
    settle(qtbot, window)
    assert counts_match(window)
    after = window.record.state
    assert after.phase == "play" and set(mine[:k]) <= after.in_play
    closed = {label for label, hole in window.scene.holes.items() if hole.closed}
    assert closed == set(game.labels) - after.in_play and closed


def test_bechi_2x3_centre_hole_offers_two_direction_arrows(qtbot, window):
    window.new_game("bechi", {"holes": 3})
    arrows = [item for item in window.scene.items() if hasattr(item, "key")]
    assert sorted(a.key for a in arrows) == ["2B:ccw", "2B:cw"]
    click_hole(qtbot, window, "2B")
    assert window.record.ply == 0 and "direction" in window.narration.text()
    arrows[0].clicked.emit(arrows[0].key)
    assert [str(m) for m in window.record.moves] == [arrows[0].key]


def test_undo_redo_and_jump_show_the_model_position(qtbot, window):
    window.new_game("bakuk", {"players": 2})
    rng = random.Random(5)
    c = window.record
    for _ in range(6):
        c.play(rng.choice(c.legal_moves()))
        settle(qtbot, window)
    played = [str(m) for m in c.moves]
    window.actions["undo"].trigger()
    settle(qtbot, window)
    assert c.ply == 5 and counts_match(window)
    window.actions["undo"].trigger()
    window.actions["redo"].trigger()
    settle(qtbot, window)
    assert c.ply == 5 and counts_match(window)
    window.move_list.itemClicked.emit(window.move_list.topLevelItem(2), 0)
    settle(qtbot, window)
    assert c.ply == 2 and counts_match(window)
    assert [str(m) for m in c.moves] == played  # the later moves wait to be redone
    c.jump(6)
    settle(qtbot, window)
    assert counts_match(window) and c.state == c.state_at(6)


def test_the_computer_plays_its_seat_and_undo_while_it_thinks_is_safe(qtbot, window):
    window.new_game("tihbat", {}, {"A": "beginner"})
    click_hole(qtbot, window, "1B")
    qtbot.waitUntil(lambda: window.record.ply == 2, timeout=10000)
    settle(qtbot, window)
    assert counts_match(window)
    for _ in range(5):  # undo back to B's turn, whatever the computer was doing
        window.actions["undo"].trigger()
        window.actions["redo"].trigger()
    settle(qtbot, window)
    assert counts_match(window)


def test_a_stale_computer_answer_is_ignored(qtbot, window):
    window.new_game("bakuk", {}, {"B": "beginner"})
    qtbot.waitUntil(lambda: window.record.ply >= 1, timeout=10000)
    stale = window.record.state_at(0)
    window.thinker.moveChosen.emit(stale, window.record.game.legal_moves(stale)[0])
    settle(qtbot, window)
    assert counts_match(window)


def test_a_click_storm_during_animations_raises_nothing(qtbot, window):
    window.animator.step_ms = 3
    window.new_game("djenon-aboure", {}, {"A": "beginner"})
    rng = random.Random(9)
    labels = list(window.scene.holes)
    keys = [Qt.Key.Key_Space, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End]
    for _ in range(150):
        roll = rng.random()
        if roll < 0.6:
            click_hole(qtbot, window, rng.choice(labels))
        elif roll < 0.9:
            qtbot.keyClick(window, rng.choice(keys))
        else:
            window.actions[rng.choice(["undo", "redo"])].trigger()
        qtbot.wait(rng.choice([0, 1, 5]))
    window.animator.set_playing(True)
    window.animator.to_end()
    settle(qtbot, window)
    assert counts_match(window)


def test_the_command_line_renders_a_screenshot(qtbot, tmp_path):
    path = tmp_path / "bakuk3.png"
    assert main(["--game", "bakuk", "--players", "3", "--first", "C", "--screenshot", str(path)]) == 0
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_first_frame_waits_for_no_board_no_numpy_no_computer_players_no_teaching_and_no_qt_enums(tmp_path):
    # The Python types of QStyle, of the Qt namespace's enums and of QMessageBox, made when first
    # used, cost ~10, ~30 and ~2 ms; a plain start's first frame is the start page's, without
    # the board's modules.
    later = ('numpy', 'rules.ai', 'desktop_app.features', 'rules.record', 'platformdirs', 'dataclasses', 'json',
             'QStyle', 'Qt', 'QMessageBox', 'desktop_app.board.scene', 'desktop_app.board.animator',
             'desktop_app.window.controller', 'desktop_app.window.presenter', 'desktop_app.window.interaction',
             'desktop_app.window.record')
    probe = (
        "import sys\n"
        "import PySide6.QtCore, PySide6.QtWidgets\n"
        "from desktop_app.window import mainwindow\n"
        "seen = {}\n"
        "first_frame = mainwindow.MainWindow._first_frame\n"
        "def probe(self):\n"
        "    made = {**vars(PySide6.QtCore), **vars(PySide6.QtWidgets)}\n"
        f"    seen.update({{m: m in sys.modules or m in made for m in {later!r}}})\n"
        "    first_frame(self)\n"
        "mainwindow.MainWindow._first_frame = probe\n"
        "from desktop_app.__main__ import main\n"
        "main([])\n"
        "print(seen)\n"
    )
    env = dict(os.environ, SIEMBRA_FIRST_FRAME_EXIT="1", QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60).stdout
    assert str(dict.fromkeys(later, False)) in out


def test_without_arguments_the_options_are_the_parser_defaults():
    from desktop_app.__main__ import make_parser, parse_args
    assert vars(parse_args([])) == vars(make_parser().parse_args([]))


@pytest.mark.parametrize("xdg, home", [("/tmp/xdg-config", "/tmp/home"), ("", "/tmp/home"),
                                       ("relative/config", "/tmp/home"), (None, "/tmp/home/"),
                                       (None, "relative-home")])
def test_the_settings_folder_is_where_platformdirs_puts_it(monkeypatch, xdg, home):
    import platformdirs

    from desktop_app.settings import APP, config_dir
    for name, value in (("XDG_CONFIG_HOME", xdg), ("HOME", home)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    assert config_dir() == Path(platformdirs.user_config_dir(APP, appauthor=False))


def test_bechi_opened_holes_are_marked_and_explained_in_a_tooltip(qtbot, window):
    window.new_game("bechi", {"holes": 4})
    for move in ("4B", "4A", "3B"):
        window.record.play(move)
        settle(qtbot, window)
    opened = window.record.state.opened
    assert opened
    marked = {label for label, hole in window.scene.holes.items() if hole.opened}
    assert marked == set(opened)
    assert all(window.scene.holes[label].toolTip() for label in marked)
    assert not any(hole.toolTip() for label, hole in window.scene.holes.items() if label not in marked)
    assert window.banner.text().startswith("Round 1")


def test_hovering_a_direction_arrow_marks_where_its_last_seed_lands(qtbot, window):
    window.new_game("bechi", {"holes": 3})
    arrows = {item.key: item for item in window.scene.items() if hasattr(item, "key")}
    for key, arrow in arrows.items():
        arrow.hovered.emit(key, True)
        assert [label for label, hole in window.scene.holes.items() if hole.landing] == [window.record.landing(key)]
        arrow.hovered.emit(key, False)
        assert not any(hole.landing for hole in window.scene.holes.values())


def test_between_bechi_rounds_the_holes_to_choose_are_open_not_lidded(qtbot, window):
    game, moves, _state = bechi_refill_game()
    window.record.start_from(game, None, moves=moves)
    settle(qtbot, window)
    assert not any(hole.closed for hole in window.scene.holes.values())
    window.record.jump(len(moves) - 1)
    settle(qtbot, window)
    window.record.play(moves[-1])  # the round's last move, animated
    settle(qtbot, window)
    assert not any(hole.closed for hole in window.scene.holes.values())


def test_the_app_sets_its_shortcuts_once_the_first_frame_is_shown(qtbot):
    from PySide6.QtGui import QKeySequence

    from desktop_app.window.mainwindow import MainWindow
    eager, later = MainWindow(), MainWindow(shortcuts_later=True)
    qtbot.addWidget(eager)
    qtbot.addWidget(later)
    assert eager.actions["undo"].shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert later.actions["undo"].shortcut().isEmpty()
    later.firstFramePainted.connect(later.install_shortcuts)
    later.show()
    qtbot.waitUntil(lambda: not later.actions["play"].shortcut().isEmpty())
    assert later.actions["play"].shortcut() == QKeySequence(Qt.Key.Key_Space)


def test_toolbar_icons_are_drawn_and_play_turns_into_pause(qtbot, window):
    toolbar_icons = [window.actions[key].icon() for key in
                     ("new", "undo", "redo", "hint", "start", "back", "play", "forward", "end")]
    for icon in toolbar_icons:
        image = icon.pixmap(24, 24).toImage()
        inked = sum(image.pixelColor(x, y).alpha() > 128 for x in range(24) for y in range(24))
        assert 20 < inked < 24 * 24 // 2  # a shape, neither blank nor a filled square
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    assert window.actions["play"].text() == "Play"  # nothing plays
    paused_look = window.actions["play"].icon().pixmap(24, 24).toImage()
    window.animator.step_ms = 400
    window.record.play("3B")
    assert window.actions["play"].text() == "Pause"
    assert window.actions["play"].icon().pixmap(24, 24).toImage() != paused_look
    window.actions["play"].trigger()
    assert window.actions["play"].text() == "Play" and window.presenter.state == "paused"


def test_the_enum_numbers_set_before_the_first_frame_are_the_qt_enums(window):
    from desktop_app.qt_enums import QT_ENUMS
    enums = (Qt.AlignmentFlag, Qt.FocusPolicy, Qt.ScrollBarPolicy, Qt.Orientation, Qt.ToolButtonStyle, Qt.TextFormat,
             Qt.ContextMenuPolicy)
    assert {name: next(e[name].value for e in enums if name in e.__members__) for name in QT_ENUMS} == QT_ENUMS
    assert window.banner.alignment() == Qt.AlignmentFlag.AlignCenter
    assert window.speed.orientation() == Qt.Orientation.Horizontal
    assert window.view.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert window.move_list.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu
    assert window.view.focusPolicy() == Qt.FocusPolicy.TabFocus
    window.resize(1600, 900)
    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    assert window.narration.textFormat() == Qt.TextFormat.PlainText
    window.resize(600, 700)  # too narrow for the names: the icons alone
    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly


def test_the_window_fits_its_screen_and_comes_back_where_it_was_closed(qapp, tmp_path):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    from desktop_app.__main__ import _restore_geometry, _save_geometry
    from desktop_app.settings import Settings
    from desktop_app.window.mainwindow import MainWindow

    settings = Settings(tmp_path / "siembra.json")
    first = MainWindow()
    screen = QApplication.primaryScreen().availableGeometry()
    assert screen.contains(QRect(screen.topLeft(), first.default_size()))
    first.resize(700, 500)
    _save_geometry(first, settings)
    again = MainWindow()
    _restore_geometry(again, settings)
    assert (again.width(), again.height()) == (700, 500)
    settings.set("geometry", "not a saved geometry")  # damaged: the default size stays
    third = MainWindow()
    _restore_geometry(third, settings)
    assert third.size() == third.default_size()
    for window in (first, again, third):
        window.close()


def test_any_input_plays_through_the_intent_slots_as_a_click_does(qtbot, window):
    # A presenter's remote or a touch screen calls these slots, as the scene and the keys do.
    game = get_game("bechi", holes=4)
    state = position_from_json(game, {"pits": {"1B": 1, "2B": 1, "4B": 2, "2A": 1},
                                      "captured": {"B": 31, "A": 12}, "to_move": "B"})
    window.record.start_from(game, state)
    settle(qtbot, window)
    interaction = window.interaction
    interaction.point_at_hole("4B")
    assert [label for label, hole in window.scene.holes.items() if hole.landing] == [game.landing(state, "4B")]
    interaction.choose_hole("4B")
    settle(qtbot, window)
    assert window.record.state.phase == "refill" and window.record.state.to_move == "A"
    for label in ("1A", "2A", "2A", "3A"):
        interaction.choose_hole(label)
    assert interaction.mode.chosen == ["1A", "3A"]
    assert {label for label, hole in window.scene.holes.items() if hole.selected} == {"1A", "3A"}
    interaction.confirm()
    assert str(window.record.moves[-1]) == "refill:1A,3A"
    window.new_game("bechi", {"holes": 3})
    settle(qtbot, window)
    interaction.choose_direction("2B:ccw")
    assert [str(m) for m in window.record.moves] == ["2B:ccw"]

