"""The animated export (GIF) and the printable worksheets (PDF), from the code and the command line."""

import re

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QLocale
from PySide6.QtGui import QImageReader, QPageSize

from desktop_app.__main__ import main
from desktop_app.teaching.animation_export import Plies, export_animation, parse_plies
from desktop_app.teaching.offscreen import OffscreenBoard
from desktop_app.teaching.worksheet import Exercises, page_count, page_size, write_worksheet
from rules import Record, dump_record, get_game


def decoded(data: bytes):
    """Every frame of a GIF as Qt's reader gives it, and the reader's delays."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, b"gif")
    frames, delays = [], []
    while reader.canRead():
        image = reader.read()
        if image.isNull():
            break
        frames.append(image)
        delays.append(reader.nextImageDelay())
    return frames, delays


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", data))


def test_a_moves_gif_has_a_frame_for_every_step_decodes_and_stays_small(qapp):
    game = get_game("leb-bbut-ahbochen", holes=10)
    start = game.initial_state()
    board = OffscreenBoard(game, start)
    _, frames = board.move_frames(start, "3B")
    steps = len(frames) - 1
    data = export_animation(game, start, ["3B"], Plies(1, 1), step_ms=400, width=960)
    pictures, delays = decoded(data)
    assert len(data) < 2_000_000
    assert len(pictures) >= steps + 1  # every step, and the end held
    assert pictures[0].width() == 960
    # At 400 ms a step and 40 ms a picture, the move lasts steps x 400 ms, then the end 1.5 s.
    assert sum(delays) == steps * 400 + 1500


def test_the_gif_of_a_range_shows_every_move_and_the_caption_makes_it_taller(qapp):
    game = get_game("leb-bbut-ahbochen", holes=6)
    moves = ["3B", "3A", "1B"]
    plain = export_animation(game, game.initial_state(), moves, Plies(2, 3), step_ms=80, width=480, caption=False)
    told = export_animation(game, game.initial_state(), moves, Plies(2, 3), step_ms=80, width=480)
    plain_frames, _ = decoded(plain)
    told_frames, _ = decoded(told)
    assert told_frames[0].height() > plain_frames[0].height()
    board = OffscreenBoard(game, game.initial_state())
    state, steps = game.initial_state(), 0
    for ply, move in enumerate(moves, start=1):
        _, frames = board.move_frames(state, move)
        if ply >= 2:
            steps += len(frames) - 1
        state = game.next_state(state, move)
    assert len(plain_frames) >= steps + 2


def test_the_moves_of_an_export_are_checked():
    assert parse_plies("2-4", 5) == Plies(2, 4)
    assert parse_plies(" 3 ", 5) == Plies(3, 3)
    for bad in ("0-2", "4-2", "2-9", "two", "2-", "-3"):
        with pytest.raises(ValueError):
            parse_plies(bad, 5)


def test_the_command_line_exports_an_animation_without_a_window(qapp, tmp_path, capsys):
    game = get_game("leb-bbut-ahbochen", holes=6)
    path = tmp_path / "game.siembra"
    path.write_text(dump_record(Record(game, None, ["3B", "3A"])), encoding="utf-8")
    out = tmp_path / "move.gif"
    assert main(["--record", str(path), "--export-animation", str(out), "--size", "640x360"]) == 0
    frames, _ = decoded(out.read_bytes())
    assert frames and (frames[0].width(), frames[0].height()) == (640, 360)
    assert main(["--record", str(path), "--export-animation", str(out), "--plies", "2-7"]) == 2
    assert "--plies" in capsys.readouterr().err
    with pytest.raises(SystemExit) as refused:  # argparse refuses the size, as every bad option
        main(["--record", str(path), "--export-animation", str(out), "--size", "90000x90000"])
    assert refused.value.code == 2 and "--size" in capsys.readouterr().err
    path.write_text(dump_record(Record(game, None, [])), encoding="utf-8")
    assert main(["--record", str(path), "--export-animation", str(out)]) == 2
    assert "no moves" in capsys.readouterr().err
    missing = tmp_path / "none.siembra"
    assert main(["--record", str(missing), "--export-animation", str(out)]) == 2


def test_paper_is_letter_in_the_americas_that_use_it_and_a4_elsewhere():
    letter = page_size(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert letter.id() == QPageSize.PageSizeId.Letter
    assert page_size(QLocale(QLocale.Language.Spanish, QLocale.Country.Mexico)).id() == QPageSize.PageSizeId.Letter
    assert page_size(QLocale(QLocale.Language.Catalan, QLocale.Country.Spain)).id() == QPageSize.PageSizeId.A4


def test_a_lessons_worksheet_has_its_exercise_pages_and_its_answer_key(qapp, tmp_path, make_window):
    _window, teaching = make_window()
    lesson = teaching.lessons.find("bakuk-three-players")  # four moves, one a pass: three exercises
    exercises = Exercises.of_lesson(lesson)
    assert len(exercises.items()) == 3
    out = tmp_path / "sheet.pdf"
    assert write_worksheet(exercises, out) == 3 == page_count(3)
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and pdf_pages(data) == 3  # two pages of exercises, one of answers
    assert b"/Title" in data


def test_the_command_line_writes_a_worksheet_of_a_lesson_or_a_record(qapp, tmp_path, capsys):
    out = tmp_path / "lesson.pdf"
    assert main(["--worksheet", "tihbat-own-side-capture", "--out", str(out)]) == 0
    assert pdf_pages(out.read_bytes()) == 2  # two exercises on one page, their answers on another
    game = get_game("leb-bbut-ahbochen", holes=6)
    record = tmp_path / "game.siembra"
    record.write_text(dump_record(Record(game, None, ["3B", "3A", "1B", "1A", "2B"])), encoding="utf-8")
    assert main(["--worksheet", str(record), "--out", str(out)]) == 0
    assert pdf_pages(out.read_bytes()) == 3 + 2
    assert main(["--worksheet", "no-such-lesson", "--out", str(out)]) == 2
    assert "no-such-lesson" in capsys.readouterr().err
    assert main(["--worksheet", "tihbat-own-side-capture", "--out", str(tmp_path / "missing" / "x.pdf")]) == 1


def test_the_menus_export_the_move_shown_and_write_the_worksheets(qtbot, make_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from desktop_app.teaching.animation_export import ExportAnimationDialog

    window, teaching = make_window()
    window.new_game("leb-bbut-ahbochen", {"holes": 6})
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *args: told.append(args[2]))
    window.actions["export_animation"].trigger()
    assert told and "no move" in told[-1]
    for move in ("3B", "3A"):
        window.interaction.choose_hole(move)
        qtbot.waitUntil(lambda: window.board_settled, timeout=10000)
    gif, pdf = tmp_path / "move", tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(gif), ""))
    monkeypatch.setattr(ExportAnimationDialog, "exec", lambda self: self.width_box.setValue(480) or True)
    window.actions["export_animation"].trigger()
    frames, _ = decoded((tmp_path / "move.gif").read_bytes())  # the suffix is added
    assert frames and frames[0].width() == 480
    assert "move.gif" in window.narration.text()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(pdf), ""))
    window.actions["game_worksheet"].trigger()
    assert pdf_pages(pdf.read_bytes()) == 2  # the game's two moves: one page of exercises, one of answers
    window.actions["lesson_worksheet"].trigger()
    assert "Open a lesson first" in told[-1]
    teaching.lessons.open(teaching.lessons.find("tihbat-own-side-capture"))
    pdf.unlink()
    window.actions["lesson_worksheet"].trigger()
    assert pdf_pages(pdf.read_bytes()) == 2
