"""The start page: each way to play starts the game chosen, with its seats, options and level;
the last choice is remembered; Resume, Open and the recent games; the keyboard; --game skips it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QImage, QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu

from desktop_app.__main__ import main
from desktop_app.plain import plain_tooltip
from desktop_app.settings import autosave_path
from desktop_app.window.mainwindow import MainWindow
from rules import Record, dump_record, get_game


def page_of(window, back: bool = False):
    window.show_start_page(back)
    return window.start_screen.page


def pictures_drawn(page) -> bool:
    return all(not card.picture.pixmap().isNull() for card in page.cards.values())


def choose(card, **options) -> None:
    for name, value in options.items():
        box = card.option_boxes[name]
        box.setCurrentIndex(box.findData(value))


@pytest.mark.parametrize("mode, seats", [("computer", {"A": "hard"}), ("together", {}),
                                         ("watch", {"B": "hard", "A": "hard"})])
def test_each_way_to_play_starts_the_game_with_its_seats_options_and_level(qtbot, make_window, mode, seats):
    window, _ = make_window()
    page = page_of(window)
    card = page.cards["bechi"]
    choose(card, holes=3, rounds=5)
    card.level_box.setCurrentIndex(card.level_box.findData("hard"))
    card.buttons[mode].click()
    assert not window.start_screen.shown
    c = window.record
    assert c.game.id == "bechi" and c.game.options == {"holes": 3, "rounds": 5, "first": "B"}
    assert c.seats == seats and c.ply == 0


def test_who_moves_first_is_chosen_once_for_every_game(qtbot, make_window):
    window, _ = make_window()
    page = page_of(window)
    page.first.setCurrentIndex(page.first.findData("A"))
    page.cards["tihbat"].buttons["computer"].click()
    assert window.record.game.options["first"] == "A" and window.record.state.to_move == "A"
    assert window.settings.get("start")["options"] == {"first": "A"}
    page.first.setCurrentIndex(page.first.findData("random"))
    window.show_start_page()
    assert page.first.currentData() == "A"


def test_against_the_computer_in_three_player_bakuk_the_person_plays_b(qtbot, make_window):
    window, _ = make_window()
    card = page_of(window).cards["bakuk"]
    assert card.buttons["together"].text() == "Two players"
    choose(card, players=3)
    assert card.buttons["together"].text() == "Three players"
    card.buttons["computer"].click()
    assert window.record.game.players == ("B", "C", "A")
    assert window.record.seats == {"C": "easy", "A": "easy"}


def test_the_last_choice_is_remembered_and_enter_starts_it_again(qtbot, make_window):
    window, _ = make_window()
    window.show()
    page = page_of(window)
    card = page.cards["leb-bbut-ahbochen"]
    choose(card, holes=8)
    card.level_box.setCurrentIndex(card.level_box.findData("medium"))
    card.buttons["watch"].click()
    assert window.settings.get("start") == {"game": "leb-bbut-ahbochen", "options": {"holes": 8, "first": "B"},
                                            "mode": "watch", "level": "medium"}
    window.close()
    # The next start: a new window on the same settings.
    window, _ = make_window()
    window.show()
    page = page_of(window)
    card = page.cards["leb-bbut-ahbochen"]
    assert card.options() == {"holes": 8} and card.level() == "medium"
    assert all(other.level() == "medium" for other in page.cards.values())
    assert page.cards["bakuk"].options() == {"players": 2}
    qtbot.waitUntil(lambda: pictures_drawn(page))  # the page has been painted: its keys are its own
    assert QApplication.focusWidget() is card.buttons["watch"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not window.start_screen.shown
    assert window.record.game.n == 8 and window.record.seats == {"B": "medium", "A": "medium"}


def test_tab_goes_through_the_cards_and_enter_plays_the_button_with_the_focus(qtbot, make_window):
    window, _ = make_window()
    window.show()
    page = page_of(window)
    qtbot.waitUntil(lambda: pictures_drawn(page))
    visited = set()
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        visited.add(QApplication.focusWidget())
    for card in page.cards.values():
        assert set(card.buttons.values()) <= visited and card.level_box in visited
    target = page.cards["tihbat"].buttons["together"]
    target.setFocus()
    qtbot.keyClick(target, Qt.Key.Key_Space)  # Space presses it too, not the window's Play / Pause
    assert window.record.game.id == "tihbat" and window.record.seats == {}


def test_new_game_shows_the_page_over_the_game_and_back_returns_to_it_unchanged(qtbot, installed):
    window, _ = installed
    window.record.play("3B")
    window.actions["new"].trigger()
    page = window.start_screen.page
    assert window.start_screen.shown and page.back.isVisibleTo(window) and not window.toolbar.isVisibleTo(window)
    page.back.click()
    assert not window.start_screen.shown and window.toolbar.isVisibleTo(window)
    assert window.record.game.id == "leb-bbut-ahbochen" and [str(m) for m in window.record.moves] == ["3B"]
    window.actions["new"].trigger()
    window.install_shortcuts()
    qtbot.waitUntil(lambda: page.painted)
    qtbot.wait(20)  # the page takes keys from the turn after its first frame
    # Undo and Redo would change the game behind the page unseen: the page takes their keys
    # from the window's shortcuts, as it takes the plain keys; New game stays the window's.
    for key, taken in (("undo", True), ("redo", True), ("new", False)):
        shortcut = window.actions[key].shortcuts()[0][0]
        override = QKeyEvent(QEvent.Type.ShortcutOverride, shortcut.key(), shortcut.keyboardModifiers())
        override.ignore()
        QApplication.sendEvent(page.back, override)
        assert override.isAccepted() is taken, key
    qtbot.keyClick(page, Qt.Key.Key_Escape)
    assert not window.start_screen.shown


def test_the_page_shown_before_the_window_gives_the_game_its_toolbar_back(qtbot, user_dirs):
    window = MainWindow()
    window.show_dialogs = False
    qtbot.addWidget(window)
    page = page_of(window)  # as a plain start does: the page first, then the window
    window.show()
    assert not window.toolbar.isVisibleTo(window)
    page.cards["tihbat"].buttons["together"].click()
    assert window.toolbar.isVisibleTo(window)
    window.close()


def test_a_game_started_on_the_page_gives_the_keys_to_the_window(qtbot, make_window):
    window, _ = make_window()
    page = page_of(window, back=False)
    page.cards["tihbat"].buttons["together"].setFocus()
    page.cards["tihbat"].buttons["together"].click()
    # The window's, not the board view's, whose arrows would move its focus ring instead of
    # stepping the move.
    assert window.focusWidget() is window


def test_the_title_names_no_game_while_the_page_is_shown(qtbot, installed):
    window, _ = installed
    assert window.windowTitle() == "Siembra — Leb Bbut Ahbochen"
    window.actions["new"].trigger()
    assert window.windowTitle() == "Siembra"
    window.start_screen.page.back.click()
    assert window.windowTitle() == "Siembra — Leb Bbut Ahbochen"
    window.actions["new"].trigger()
    window.start_screen.page.cards["leb-bbut-ahbochen"].buttons["together"].click()
    assert window.windowTitle() == "Siembra — Leb Bbut Ahbochen"
    window.actions["new"].trigger()
    window.start_screen.page.cards["bechi"].buttons["together"].click()
    assert window.windowTitle() == "Siembra — Bechi"


def test_new_game_on_the_start_page_of_a_plain_start_offers_no_way_back(qtbot, make_window):
    window, _ = make_window()
    page = page_of(window, back=False)
    window.actions["new"].trigger()
    assert window.start_screen.shown and not page.back.isVisibleTo(window)


def test_open_and_the_recent_games_are_on_the_page(qtbot, make_window, tmp_path, monkeypatch):
    window, _ = make_window()
    record = Record(get_game("djenon-aboure"), None, ["2B"])
    path = tmp_path / "saved.siembra"
    window.files.save_to(path, record)
    page = page_of(window)
    assert page.open.isVisibleTo(page)
    opened = []
    monkeypatch.setattr(window.files, "open_dialog", lambda: opened.append(True))
    page.open.click()
    assert opened == [True]
    assert [b.toolTip() for b in page.recent_buttons] == [plain_tooltip(str(path))]  # shown as written
    page.recent_buttons[0].click()
    assert not window.start_screen.shown
    assert window.record.game.id == "djenon-aboure" and [str(m) for m in window.record.moves] == ["2B"]


def write_autosave(text: str) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(text, encoding="utf-8")


def test_a_game_left_behind_is_offered_on_the_page_and_kept_until_resumed(qtbot, make_window):
    record = Record(get_game("tihbat"), None, ["1B", "1A"])
    record.meta = {"ply": 2, "seats": {"A": "beginner"}}
    write_autosave(dump_record(record))
    window = MainWindow()
    window.show_dialogs = False
    qtbot.addWidget(window)
    page = page_of(window)
    assert not window.start_autosave()
    assert page.resume.isVisibleTo(page) and "Tihbat" in page.resume.text()
    assert "1A" in autosave_path().read_text(encoding="utf-8")  # untouched while offered
    page.resume.click()
    assert not window.start_screen.shown
    c = window.record
    assert c.game.id == "tihbat" and c.ply == 2 and c.seats == {"A": "beginner"}
    window.close()


def test_choosing_another_game_instead_of_resuming_starts_the_autosave_with_it(qtbot, make_window):
    write_autosave(dump_record(Record(get_game("tihbat"), None, ["1B"])))
    window = MainWindow()
    window.show_dialogs = False
    qtbot.addWidget(window)
    page = page_of(window)
    window.start_autosave()
    page.cards["bakuk"].buttons["together"].click()
    assert window.autosave.active and '"bakuk"' in autosave_path().read_text(encoding="utf-8")
    window.close()


def test_the_lessons_link_lists_the_games_lessons_and_a_lesson_puts_the_board_back(qtbot, make_window):
    window, teaching = make_window()
    page = page_of(window)
    lessons = window.menus["lessons"].findChild(QMenu, "lessons-bechi")
    assert lessons is not None and lessons.actions()
    page.cards["bechi"].lessons.click()
    link = window.findChild(QMenu, "start-lessons")
    assert link.isVisible() and link.actions()[:len(lessons.actions())] == lessons.actions()
    link.close()
    lessons.actions()[0].trigger()
    assert not window.start_screen.shown and teaching.lessons.lesson.game.id == "bechi"
    assert not teaching.predict.enabled


def test_the_lessons_link_offers_predict_mode_and_opens_again_for_the_lesson(qtbot, make_window):
    window, teaching = make_window()
    page = page_of(window)
    page.cards["tihbat"].lessons.click()
    link = window.findChild(QMenu, "start-lessons")
    predict = window.actions["predict"]
    assert predict in link.actions() and not predict.isChecked()
    qtbot.waitExposed(link)
    qtbot.mouseClick(link, Qt.MouseButton.LeftButton, pos=link.actionGeometry(predict).center())
    qtbot.waitUntil(lambda: not link.isVisible())
    qtbot.waitUntil(link.isVisible)  # the list again, to choose the lesson
    assert teaching.predict.enabled
    lesson = next(a for a in link.actions() if a.objectName().startswith("lesson:"))
    link.close()
    lesson.trigger()
    assert not window.start_screen.shown and teaching.lessons.lesson.game.id == "tihbat"
    assert teaching.predict.enabled and teaching.predict.tally_label.isVisible()
    # The menu bar's Lessons menu is left as it was.
    assert predict not in window.menus["lessons"].findChild(QMenu, "lessons-tihbat").actions()


def test_the_board_pictures_are_drawn_by_the_board_after_the_first_frame(qtbot, make_window):
    window, _ = make_window()
    page = page_of(window)
    assert not any(not card.picture.pixmap().isNull() for card in page.cards.values())
    window.show()
    qtbot.waitUntil(lambda: pictures_drawn(page))
    wide = page.cards["leb-bbut-ahbochen"].picture.pixmap()
    choose(page.cards["leb-bbut-ahbochen"], holes=4)
    qtbot.waitUntil(lambda: page.cards["leb-bbut-ahbochen"].picture.pixmap().width() < wide.width())


def test_the_settings_check_the_ways_to_play_the_page_offers():
    from desktop_app import settings_schema
    from desktop_app.window import start_page

    assert settings_schema.START_MODES == start_page.MODES
    value, problem = settings_schema.check("start", {"game": "chess", "options": {}, "mode": "watch", "level": "easy"})
    assert value == {} and "not a choice of game the start page can offer" in str(problem)


def test_a_remembered_choice_this_siembra_cannot_start_is_not_offered(qtbot, make_window):
    window, _ = make_window()
    window.settings.set("start", {"game": "bechi", "options": {"rounds": 7}, "mode": "watch", "level": "easy"})
    page = page_of(window)
    assert page.cards["bechi"].options() == {"holes": 4, "rounds": 0}


def start_pages_shown(monkeypatch, argv) -> list:
    shown = []
    original = MainWindow.show_start_page

    def spy(self, back=True):
        shown.append(back)
        original(self, back)
    monkeypatch.setattr(MainWindow, "show_start_page", spy)
    assert main(argv) == 0
    return shown


def test_a_plain_start_shows_the_start_page_and_game_options_skip_it(qtbot, user_dirs, tmp_path, monkeypatch):
    path = tmp_path / "start.png"
    assert start_pages_shown(monkeypatch, ["--screenshot", str(path), "--size", "1024x768", "--classroom"]) == [False]
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1024, 768)
    assert start_pages_shown(monkeypatch, ["--game", "bechi", "--rounds", "3", "--screenshot", str(path)]) == []
    assert start_pages_shown(monkeypatch, ["--computer", "BA", "--screenshot", str(path)]) == []


def test_a_plain_start_shows_the_page_alone_first_and_puts_the_default_game_behind_it(qtbot, make_window):
    from desktop_app.__main__ import DEFAULT_GAME
    window, _ = make_window()
    # What a plain start does: the page first (no game on the board yet), the game once the
    # page's first frame is shown; the page stays and names no game.
    page_of(window)
    window.start_screen.put_behind(DEFAULT_GAME)
    assert window.start_screen.shown and window.windowTitle() == "Siembra"
    assert window.record.game.id == DEFAULT_GAME
    window.start_screen.page.cards["tihbat"].buttons["together"].click()
    assert not window.start_screen.shown and window.record.game.id == "tihbat"
    assert window.windowTitle() == "Siembra — Tihbat"


def test_a_plain_start_builds_the_board_after_the_page_s_first_frame_then_puts_the_game_behind(qtbot, user_dirs):
    from desktop_app.__main__ import DEFAULT_GAME
    window = MainWindow(board_later=True, shortcuts_later=True)
    qtbot.addWidget(window)
    window.show_start_page(back=False)
    assert not window.board_built  # the first frame is the page's alone
    # The side panel's first tab is chosen before the window is shown, not announced after it.
    assert window.side_panel.currentWidget() is window.moves_page
    window.firstFramePainted.connect(lambda: window.start_screen.put_behind(DEFAULT_GAME))
    window.show()
    qtbot.waitUntil(lambda: window.board_built and window.record.game.id == DEFAULT_GAME)
    assert window.move_list.parent() is window.moves_page
    page = window.start_screen.page
    assert window.start_screen.shown and window.windowTitle() == "Siembra"
    assert window.centre.currentWidget() is not window.game_area
    assert not (window.toolbar.isVisible() or page.back.isVisible() or page.resume.isVisible())
    page.cards["bechi"].buttons["together"].click()
    assert not window.start_screen.shown and window.centre.currentWidget() is window.game_area
    assert window.toolbar.isVisible()
    assert window.record.game.id == "bechi" and window.windowTitle() == "Siembra — Bechi"
    window.record.play(window.record.legal_moves()[0])
    qtbot.waitUntil(lambda: window.record.ply == 1)


def test_a_game_asked_for_before_the_first_frame_builds_the_board_first(qtbot, user_dirs):
    window = MainWindow(board_later=True, shortcuts_later=True)
    qtbot.addWidget(window)
    window.show_start_page(back=False)
    window.start_screen.page.cards["tihbat"].buttons["together"].click()  # before any frame
    assert window.board_built and window.record.game.id == "tihbat" and not window.start_screen.shown
    closed = MainWindow(board_later=True, shortcuts_later=True)  # closed before its first frame: nothing to stop
    qtbot.addWidget(closed)
    closed.close()
    assert not closed.board_built


def test_what_acts_on_the_game_waits_while_the_page_is_shown(qtbot, make_window):
    from desktop_app.__main__ import DEFAULT_GAME
    from desktop_app.window.start_screen import ACTS_ON_THE_GAME

    window, _ = make_window()
    page = page_of(window)
    window.start_screen.put_behind(DEFAULT_GAME)  # a plain start: a game nobody chose, behind the page
    qtbot.waitUntil(lambda: page.painted)
    qtbot.wait(20)  # the turn after the first frame
    present = [key for key in ACTS_ON_THE_GAME if key in window.actions]
    assert {"save", "save_as", "analyse", "export_animation", "hint", "undo"} <= set(present)
    assert not any(window.actions[key].isEnabled() for key in present)
    saved = []
    window.files.save = lambda: saved.append(True)
    window.actions["save"].trigger()  # as Ctrl+S does
    assert not saved
    assert window.actions["new"].isEnabled() and window.actions["open"].isEnabled()
    page.cards["bakuk"].buttons["together"].click()
    assert window.actions["save"].isEnabled() and window.actions["analyse"].isEnabled()
    # Each keeps its own state: nothing to undo yet, a person to move may ask for a hint.
    assert not window.actions["undo"].isEnabled() and window.actions["hint"].isEnabled()
    window.actions["new"].trigger()  # shown again, already painted: at once
    assert not window.actions["save"].isEnabled()


def test_in_classroom_mode_the_page_text_grows_two_cards_to_a_row_and_comes_back_after(qtbot, make_window):
    window, teaching = make_window()
    page = page_of(window)
    card = page.cards["bakuk"]
    sizes = (page.font().pointSizeF(), card.people.font().pointSizeF(), card.special.font().pointSizeF())
    columns = {page.grid.getItemPosition(page.grid.indexOf(c))[1] for c in page.cards.values()}
    assert columns == {0, 1, 2}
    qtbot.waitUntil(lambda: pictures_drawn(page))
    wood = card.picture.pixmap().toImage()
    teaching.classroom.set_active(True)
    # The board pictures are drawn again in the classroom look.
    qtbot.waitUntil(lambda: card.picture.pixmap().toImage() != wood)
    assert card.people.font().pointSizeF() >= 1.5 * sizes[1]
    assert card.special.font().bold() and card.special.font().pointSizeF() >= 1.5 * sizes[2]
    assert {page.grid.getItemPosition(page.grid.indexOf(c))[1] for c in page.cards.values()} == {0, 1}
    teaching.classroom.set_active(False)
    assert (page.font().pointSizeF(), card.people.font().pointSizeF(), card.special.font().pointSizeF()) == sizes
    assert {page.grid.getItemPosition(page.grid.indexOf(c))[1] for c in page.cards.values()} == columns


def test_escape_on_a_page_with_no_way_back_leaves_classroom_mode(qtbot, make_window):
    window, teaching = make_window()
    page = page_of(window, back=False)
    window.install_shortcuts()
    qtbot.waitUntil(lambda: page.painted)
    qtbot.wait(20)  # the page takes keys from the turn after its first frame
    teaching.classroom.set_active(True)
    qtbot.keyClick(page.cards["tihbat"].buttons["together"], Qt.Key.Key_Escape)
    assert not teaching.classroom.active and window.start_screen.shown
