"""The Rules panel and the Lessons menu: texts follow the game and the language, lessons set up
their position and play their moves step by step, a teacher's files join them."""

from __future__ import annotations

import json
import shutil

import pytest

from desktop_app import i18n
from desktop_app.lesson_schema import LessonFileError, read_lesson_file
from desktop_app.resources import resources_dir
from desktop_app.settings import user_lessons_dir
from desktop_app.teaching.rules_panel import rules_file
from rules import GAME_IDS
from rules.record import position_to_json

from gui_helpers import settle

LESSONS = resources_dir() / "lessons"


@pytest.mark.parametrize("language", sorted(i18n.LANGUAGES))
def test_every_game_has_its_own_rules_text_in_every_language(language):
    for game_id in GAME_IDS:
        path = rules_file(game_id, language)
        assert path.parent.name == language
        text = path.read_text(encoding="utf-8")
        assert text.startswith("# ") and text.count("\n## ") >= 4


def test_the_rules_panel_follows_the_current_game_in_the_interface_language(qtbot, installed, monkeypatch):
    window, teaching = installed
    monkeypatch.setattr(i18n, "_current", "es")
    teaching.rules_action.trigger()
    assert teaching.rules.isVisible()
    text = teaching.rules.browser.toPlainText()
    assert text.startswith("Leb Bbut Ahbochen") and "Cómo interpreta Siembra estas reglas" in text
    window.new_game("tihbat")
    text = teaching.rules.browser.toPlainText()
    assert text.startswith("Tihbat") and text == _plain(qtbot, rules_file("tihbat", "es"))


def _plain(qtbot, path) -> str:
    from PySide6.QtWidgets import QTextBrowser
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.setMarkdown(path.read_text(encoding="utf-8"))
    return browser.toPlainText()


def test_the_lessons_menu_lists_every_bundled_lesson_under_its_game(installed):
    _, teaching = installed
    menu = teaching.lessons.menu
    games = {action.text(): action.menu() for action in menu.actions() if action.menu()}
    listed = {a.objectName() for sub in games.values() for a in sub.actions()}
    assert listed == {f"lesson:{p.stem}" for p in LESSONS.glob("*.json")}
    assert len(games) == len(GAME_IDS)
    assert not teaching.lessons.problems


def test_a_lesson_sets_up_its_position_tells_what_to_watch_and_steps_through_its_move(qtbot, installed):
    window, teaching = installed
    lessons = teaching.lessons
    lesson = lessons.find("leb-relay-once")
    lessons.open(lesson)
    settle(qtbot, window)
    assert window.record.state == lesson.start
    assert window.narration.text() == lesson.text("intro")
    assert lessons.panel.isVisible() and lessons.panel.play_button.text().endswith("4B")
    lessons.panel.play_button.click()
    assert window.animator.step == 0 and not window.animator.playing  # paused at the start
    window.actions["forward"].trigger()
    qtbot.waitUntil(lambda: window.animator.step == 1)
    assert "lifts 5 from 4B" in window.narration.text()
    window.actions["end"].trigger()
    settle(qtbot, window)
    data = json.loads((LESSONS / "leb-relay-once.json").read_text(encoding="utf-8"))
    assert position_to_json(lesson.game, window.record.state) == data["expect"]
    assert not lessons.panel.play_button.isEnabled()


def test_a_lessons_refill_is_named_in_words_on_its_play_button(qtbot, installed):
    window, teaching = installed
    lessons = teaching.lessons
    lessons.open(lessons.find("bechi-round-end-refill"))
    lessons.panel.play_button.click()
    window.animator.to_end()
    settle(qtbot, window)
    assert lessons.panel.play_button.text() == "Play refill 1A, 3A"
    lessons.panel.play_button.click()
    assert [str(m) for m in window.record.moves] == ["4B", "refill:1A,3A"]


def test_a_teachers_lesson_appears_marked_and_a_broken_one_is_reported_and_skipped(qtbot, make_window):
    folder = user_lessons_dir()
    folder.mkdir(parents=True)
    data = json.loads((LESSONS / "tihbat-own-side-capture.json").read_text(encoding="utf-8"))
    data.update(id="my-tihbat", title={"en": "My Tihbat example"})
    (folder / "my-tihbat.json").write_text(json.dumps(data), encoding="utf-8")
    shutil.copy(LESSONS / "bakuk-forward-chain.json", folder / "broken.json")
    broken = json.loads((folder / "broken.json").read_text(encoding="utf-8"))
    broken["moves"] = ["2A"]  # not B's hole
    (folder / "broken.json").write_text(json.dumps(broken), encoding="utf-8")
    (folder / "not-json.json").write_text("{", encoding="utf-8")
    window, teaching = make_window()
    lessons = teaching.lessons
    mine = lessons.find("my-tihbat")
    assert mine.user and mine.text("title", "es") == "My Tihbat example"  # English when untranslated
    titles = [a.text() for a in lessons.menu.actions() if a.menu() for a in a.menu().actions()]
    assert "My Tihbat example (yours)" in titles
    problems = {path.name: why for path, why in lessons.problems}
    assert set(problems) == {"broken.json", "not-json.json"}
    assert "move 1 (2A)" in problems["broken.json"] and "JSON" in problems["not-json.json"]
    assert any("could not be read" in a.text() for a in lessons.menu.actions())
    lessons.open(mine)
    settle(qtbot, window)
    assert window.record.state == mine.start


def test_reading_a_lesson_checks_its_moves_from_its_start(tmp_path):
    data = json.loads((LESSONS / "leb-relay-once.json").read_text(encoding="utf-8"))
    data["moves"] = ["1B"]  # an empty hole in this start
    path = tmp_path / "x.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonFileError, match=r"move 1 \(1B\) cannot be played"):
        read_lesson_file(path)
