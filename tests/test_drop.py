"""A game file dropped on the window opens as File > Open would; anything else is refused with a
message and the game on the board stays."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from rules import Record, dump_record, get_game


def _drop(window, urls) -> None:
    data = QMimeData()
    data.setUrls(urls)
    point = window.rect().center()
    enter = QDragEnterEvent(point, Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(window, QDropEvent(QPointF(point), Qt.DropAction.CopyAction, data,
                                              Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))


def test_a_dropped_record_opens(window, qtbot, tmp_path):
    path = tmp_path / "dropped.siembra"
    path.write_text(dump_record(Record(get_game("tihbat"), None, ["1B", "2A"])), encoding="utf-8")
    window.new_game("bechi")
    _drop(window, [QUrl.fromLocalFile(str(path))])
    qtbot.waitUntil(lambda: window.record.game.id == "tihbat")
    assert [str(m) for m in window.record.moves] == ["1B", "2A"]


def test_a_dropped_web_address_is_refused_and_the_game_stays(window, qtbot, monkeypatch):
    said = []
    # A message box, or the window's notice when dialogs are off (as in these tests).
    monkeypatch.setattr("desktop_app.files.warn", lambda parent, title, text: said.append(text))
    monkeypatch.setattr("desktop_app.files.notify", lambda parent, text: said.append(text))
    window.new_game("bechi")
    _drop(window, [QUrl("https://example.org/game.siembra")])
    qtbot.waitUntil(lambda: bool(said))
    assert said == ["Only a game file on this computer can be dropped here."]
    assert window.record.game.id == "bechi"
