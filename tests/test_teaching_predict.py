"""Predict mode: each move held at its first step, a question, answers by click, key and button,
the teams' tally, in a lesson, against the computer and in a computer demonstration."""

from PySide6.QtCore import Qt

from desktop_app.teaching.questions import CAPTURES, LAST_HOLE, WHAT_NEXT

from gui_helpers import settle


def predicting(make_window, game="leb-bbut-ahbochen", options=None, seats=None):
    window, teaching = make_window()
    window.new_game(game, {"holes": 10} if options is None else options, seats)
    teaching.predict.set_enabled(True)
    return window, teaching.predict


def click_hole(qtbot, window, label):
    view = window.view
    point = view.mapFromScene(window.scene.holes[label].scenePos())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_a_move_waits_at_its_first_step_for_the_question_and_a_click_on_the_hole_answers_it(qtbot, make_window):
    window, predict = predicting(make_window)
    window.interaction.choose_hole("3B")
    assert predict.waiting and predict.question.kind == LAST_HOLE
    assert window.animator.step == 0 and not window.animator.playing
    assert predict.panel.isVisible() and "Where will the last seed" in predict.panel.question.text()
    click_hole(qtbot, window, "7B")  # 4 seeds from 3B: 4B, 5B, 6B, 7B
    assert not predict.waiting
    assert predict.tally.scores() == {"B": (1, 1), "A": (0, 0)}
    assert "Right!" in predict.panel.question.text() and "7B" in predict.panel.question.text()
    assert "B: 1 of 1" in predict.tally_label.text()
    settle(qtbot, window)
    assert window.record.ply == 1 and window.scene.holes["7B"].count == 5


def test_typing_a_holes_label_answers_and_the_digit_keys_do_not_play_a_hole_meanwhile(qtbot, make_window):
    window, predict = predicting(make_window)
    window.interaction.choose_hole("3B")
    qtbot.keyClick(window, Qt.Key.Key_8)
    assert predict.waiting and window.record.last_ply == 1  # the digit began a label, nothing was played
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert not predict.waiting
    assert predict.tally.scores() == {"B": (0, 1), "A": (0, 0)}  # 8B is wrong: it is 7B
    assert "Not this time" in predict.panel.question.text()
    settle(qtbot, window)
    # Between moves the digits play holes again (A's hole 1).
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert window.record.last_ply == 2 and predict.waiting


def test_numbers_and_what_happens_next_are_answered_with_buttons_and_the_tally_counts_each_team(qtbot, make_window):
    window, predict = predicting(make_window)
    kinds = []
    for move in ("3B", "3A", "1B", "1A"):
        window.interaction.choose_hole(move)
        question = predict.question
        kinds.append(question.kind)
        if question.kind == LAST_HOLE:
            window.interaction.choose_hole(question.answer)
        else:
            assert predict.panel.buttons, "a question of numbers or outcomes offers buttons"
            texts = [b.text() for b in predict.panel.buttons]
            wrong = next(i for i, c in enumerate(question.choices) if c != question.answer)
            qtbot.mouseClick(predict.panel.buttons[wrong if move == "1A" else question.choices.index(question.answer)],
                             Qt.MouseButton.LeftButton)
            assert texts
        settle(qtbot, window)
    # The cycle of questions: the telling one (where the last seed falls, for quiet moves) for
    # each team's first turn, then the others.
    assert kinds == [LAST_HOLE, LAST_HOLE, CAPTURES, CAPTURES]
    assert predict.tally.scores() == {"B": (2, 2), "A": (1, 2)}


def test_a_click_on_a_hole_does_not_answer_a_question_of_numbers(qtbot, make_window):
    window, predict = predicting(make_window)
    for move in ("3B", "3A"):
        window.interaction.choose_hole(move)
        window.interaction.choose_hole(predict.question.answer)
        settle(qtbot, window)
    window.interaction.choose_hole("1B")
    assert predict.question.kind == CAPTURES
    click_hole(qtbot, window, "5B")
    assert predict.waiting and "buttons" in window.narration.text()
    qtbot.keyClick(window, Qt.Key.Key_0)  # the number typed answers: no capture
    assert not predict.waiting and predict.tally.right("B") == 2


def test_showing_the_move_without_an_answer_withdraws_the_question_and_counts_nothing(qtbot, make_window):
    window, predict = predicting(make_window)
    window.interaction.choose_hole("3B")
    window.actions["play"].trigger()
    qtbot.waitUntil(lambda: not predict.waiting)
    assert not predict.panel.isVisible()
    settle(qtbot, window)
    assert predict.tally.scores() == {"B": (0, 0), "A": (0, 0)}
    assert window.interaction.may_move  # the next move is offered as usual


def test_a_lessons_move_is_asked_about_before_it_is_shown(qtbot, make_window):
    window, teaching = make_window()
    teaching.predict.set_enabled(True)
    teaching.lessons.open(teaching.lessons.find("bakuk-three-players"))
    predict = teaching.predict
    assert predict.tally.teams == ("B", "C", "A")
    total = len(teaching.lessons.lesson.moves)
    teaching.lessons.play_next()
    assert predict.waiting and window.animator.step == 0
    # The lesson panel names the move asked about, not the one after it.
    assert teaching.lessons.panel.progress.text().startswith(f"Move 1 of {total}: ")
    predict.answer(predict.question.answer)
    settle(qtbot, window)
    assert teaching.lessons.panel.progress.text().startswith(f"Move 2 of {total}: ")
    teaching.lessons.play_next()  # C's move
    predict.answer(predict.question.choices[0] if predict.question.choices[0] != predict.question.answer
                   else predict.question.choices[1])
    settle(qtbot, window)
    teaching.lessons.play_next()  # A passes: nothing to ask, and the lesson shows it paused as ever
    assert not predict.waiting and not window.animator.playing
    window.animator.to_end()
    assert predict.tally.scores() == {"B": (1, 1), "C": (0, 1), "A": (0, 0)}
    assert "C: 0 of 1" in predict.tally_label.text()


def test_against_the_computer_the_class_predicts_the_move_it_chose(qtbot, make_window):
    window, predict = predicting(make_window, seats={"A": "beginner"})
    window.interaction.choose_hole("3B")
    predict.answer(predict.question.answer)
    qtbot.waitUntil(lambda: predict.waiting, timeout=10000)
    assert window.record.last_ply == 2 and window.record.state_at(1).to_move == "A"
    assert window.animator.step == 0
    predict.answer(predict.question.answer)
    settle(qtbot, window)
    assert predict.tally.scores() == {"B": (1, 1), "A": (1, 1)}


def test_a_demonstration_waits_for_each_answer(qtbot, make_window):
    window, predict = predicting(make_window, options={"holes": 6}, seats={"B": "beginner", "A": "beginner"})
    window.computers.ask()
    qtbot.waitUntil(lambda: predict.waiting, timeout=10000)
    qtbot.wait(200)
    assert window.record.last_ply == 1 and predict.waiting and not window.thinker.thinking
    predict.answer(predict.question.answer)
    qtbot.waitUntil(lambda: predict.waiting and window.record.last_ply == 2, timeout=10000)
    predict.answer(predict.question.answer)
    qtbot.waitUntil(lambda: predict.waiting and window.record.last_ply == 3, timeout=10000)
    assert predict.tally.scores() == {"B": (1, 1), "A": (1, 1)}
    predict.set_enabled(False)  # the demonstration goes on without questions
    qtbot.waitUntil(lambda: window.record.last_ply >= 5, timeout=20000)
    assert not predict.waiting


def test_a_move_taken_back_and_replaced_loses_its_answer(qtbot, make_window):
    window, predict = predicting(make_window)
    window.interaction.choose_hole("3B")
    predict.answer(predict.question.answer)
    settle(qtbot, window)
    window.record.undo()
    settle(qtbot, window)
    assert predict.tally.asked("B") == 1  # undone, not replaced: a redo keeps it
    window.record.redo()  # no move played: nothing asked, the answer stands
    settle(qtbot, window)
    assert not predict.waiting and predict.tally.asked("B") == 1
    window.record.undo()
    settle(qtbot, window)
    window.interaction.choose_hole("4B")
    assert predict.tally.asked("B") == 0 and predict.waiting
    predict.answer(next(c for c in predict.question.choices if c != predict.question.answer))
    assert predict.tally.scores()["B"] == (0, 1)


def test_the_questions_and_answers_are_translated(qtbot, make_window):
    from PySide6.QtCore import QCoreApplication, QTranslator

    from desktop_app.resources import translations_dir
    from desktop_app.teaching.answers import answer_text, question_text
    from desktop_app.teaching.questions import NOTHING, Question

    translator = QTranslator()
    assert translator.load("siembra_es", str(translations_dir()))
    QCoreApplication.installTranslator(translator)
    try:
        assert question_text(Question(WHAT_NEXT, (), NOTHING, "predict.what_next")) != \
            "The last seed falls: what happens next?"
        assert answer_text(Question(CAPTURES, (0, 1, 2), 2, "predict.captures")) == "La jugada captura 2 semillas."
    finally:
        QCoreApplication.removeTranslator(translator)


def test_predict_first_and_the_worksheet_stay_in_the_lessons_menu_when_the_lessons_are_reloaded(make_window):
    window, teaching = make_window()
    teaching.lessons.reload()
    actions = teaching.lessons.menu.actions()
    assert window.actions["predict"] in actions and window.actions["lesson_worksheet"] in actions
    assert window.actions["predict"].isCheckable()


def test_with_instant_moves_the_move_still_waits_for_the_answer_and_then_shows_its_end(qtbot, make_window):
    window, predict = predicting(make_window)
    window.actions["instant"].trigger()
    window.interaction.choose_hole("3B")
    assert predict.waiting and window.animator.step == 0 and not window.board_settled
    qtbot.keyClick(window, Qt.Key.Key_7)
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert window.board_settled and window.scene.holes["7B"].count == 5
    assert predict.tally.right("B") == 1


def test_larger_text_makes_the_question_larger(qtbot, make_window):
    window, teaching = make_window()
    window.new_game("leb-bbut-ahbochen", {"holes": 10})
    teaching.predict.set_enabled(True)
    window.interaction.choose_hole("3B")
    before = teaching.predict.panel.question.font().pointSizeF()
    teaching.predict.answer("7B")
    settle(qtbot, window)
    teaching.scale_text(1.5)
    window.interaction.choose_hole("3A")
    assert teaching.predict.panel.question.font().pointSizeF() > before
    teaching.scale_text(None)


def test_a_long_banner_line_wraps_beside_the_tally_rather_than_under_it(qtbot, make_window):
    window, teaching = make_window()
    window.new_game("bechi", {"holes": 4})
    teaching.predict.set_enabled(True)
    teaching.classroom.set_active(True)
    window.setWindowState(window.windowState() & ~window.windowState().WindowFullScreen)
    window.resize(1024, 768)
    banner, tally = window.banner, teaching.predict.tally_label
    qtbot.waitUntil(lambda: banner.width() <= 1024)
    banner.setText("Round 1: A (computer) is thinking… " * 2)  # long, as a translation may be
    qtbot.waitUntil(lambda: banner.height() >= banner.heightForWidth(banner.width()))
    assert tally.isVisible() and banner.contentsRect().right() < tally.geometry().left()
    assert banner.rect().contains(tally.geometry())
    teaching.predict.set_enabled(False)
    assert banner.contentsRect() == banner.rect()  # the whole width again
