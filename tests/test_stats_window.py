"""The Statistics window plays batch games on a worker thread and draws what they show."""
import pytest

pytest.importorskip("pytestqt")

from desktop_app.window import stats_window
from desktop_app.window.stats_window import StatisticsWindow
from rules.ai.players import Player


def test_statistics_window_fills_its_charts_from_batch_games(qtbot):
    window = StatisticsWindow("tihbat", {})
    qtbot.addWidget(window)
    window.count.setValue(300)
    window.start()
    qtbot.waitUntil(lambda: window.progress.value() == 300, timeout=10_000)
    wins, draws, losses = window.results_chart.series[0][1]
    assert wins + draws + losses == 300
    assert sum(window.length_chart.series[0][1]) == 300
    assert [name for name, _ in window.seeds_chart.series] == ["B", "A"]
    assert "300 games played." in window.summary.text()
    assert not window.grab().isNull()  # the charts paint
    window.close()


def test_three_players_get_a_series_each(qtbot):
    window = StatisticsWindow("bakuk", {"players": 3})
    qtbot.addWidget(window)
    window.count.setValue(100)
    for box in window.seats.values():
        box.setCurrentIndex(1)  # Beginner
    window.start()
    qtbot.waitUntil(lambda: window.progress.value() == 100, timeout=10_000)
    assert [name for name, _ in window.seeds_chart.series] == ["B", "C", "A"]
    window.close()


def test_closing_while_matches_are_played_stops_the_worker(qtbot):
    window = StatisticsWindow("bechi", {"holes": 4})
    qtbot.addWidget(window)
    window.count.setValue(100_000)
    window.start()
    worker = window.worker
    window.close()
    assert window.worker is None and worker.isFinished()


def test_a_seat_each_plays_random_beginner_easy_or_medium_and_stop_keeps_what_was_played(qtbot):
    window = StatisticsWindow("tihbat", {})
    qtbot.addWidget(window)
    assert [window.seats["B"].itemData(i) for i in range(window.seats["B"].count())] == [
        "random", "beginner", "easy", "medium"]
    window.seats["B"].setCurrentIndex(2)  # Easy against Random
    window.count.setValue(20)
    window.start()
    assert window.stop_button.isEnabled() and not window.run_button.isEnabled()
    qtbot.waitUntil(lambda: window.progress.value() == 20, timeout=60_000)
    qtbot.waitUntil(window.run_button.isEnabled, timeout=10_000)
    assert sum(window.results_chart.series[0][1]) == 20 and not window.stop_button.isEnabled()
    window.count.setValue(100_000)
    window.start()
    qtbot.waitUntil(lambda: window.progress.value() >= 10, timeout=60_000)
    window.stop_button.click()
    assert window.worker is None and window.run_button.isEnabled()
    assert sum(window.length_chart.series[0][1]) == window.progress.value()
    window.close()


def test_chart_names_never_overlap_and_every_chart_has_a_scale(qtbot):
    window = StatisticsWindow("bechi", {"holes": 4})
    qtbot.addWidget(window)
    window.count.setValue(200)
    window.resize(640, 480)  # narrow: the names of the game lengths must be thinned
    window.show()
    window.start()
    qtbot.waitUntil(lambda: window.progress.value() == 200, timeout=30_000)
    for chart in (window.results_chart, window.length_chart, window.seeds_chart):
        rects = list(chart.label_rects().values())
        assert rects and all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:]), chart.title
        assert all(chart.rect().contains(r.toAlignedRect()) for r in rects)
        ticks = chart.ticks()
        top = max(max(values) for _, values in chart.series)
        assert ticks[0] == 0 and ticks[-1] >= top and len(ticks) >= 3
    assert len(window.length_chart.label_rects()) < len(window.length_chart.categories)  # thinned
    window.close()


def test_the_figures_copy_and_save_as_csv(qtbot, tmp_path):
    import csv

    from PySide6.QtGui import QGuiApplication
    window = StatisticsWindow("tihbat", {})
    qtbot.addWidget(window)
    assert not window.copy_button.isEnabled()
    window.count.setValue(100)
    window.start()
    qtbot.waitUntil(lambda: window.progress.value() == 100, timeout=10_000)
    window.copy_button.click()
    rows = list(csv.reader(QGuiApplication.clipboard().text().splitlines()))
    assert rows[0] == ["chart", "category", "series", "value"]
    results = [r for r in rows if r[0] == window.results_chart.title]
    assert [r[1] for r in results] == ["wins", "draws", "losses"] and sum(int(r[3]) for r in results) == 100
    assert window.save_csv(str(tmp_path / "figures.csv"))
    assert (tmp_path / "figures.csv").read_text(encoding="utf-8") == window.csv_text()
    assert "figures.csv" in window.note.text()
    assert not window.save_csv(str(tmp_path / "no-such-folder" / "figures.csv"))
    assert "were not written" in window.note.text()
    window.close()


class FirstMove(Player):
    """Always the first legal move: the same moves from the same position, round after round."""

    def choose(self, game, state, deadline=None, cancel=None):
        return game.legal_moves(state)[0]


def test_a_bechi_match_that_comes_back_to_a_round_start_a_third_time_counts_drawn(qtbot, monkeypatch):
    # Two players that always play the same way repeat a Bechi match round after round for ever
    # (both boards, whichever of them begins): each such match ends drawn on its third return.
    monkeypatch.setattr(stats_window, "get_player", lambda level, seed, **_: FirstMove(level, seed))
    window = StatisticsWindow("bechi", {"holes": 3})
    qtbot.addWidget(window)
    for box in window.seats.values():
        box.setCurrentIndex(1)  # Beginner at both seats: played one game after another
    window.seats["A"].setCurrentIndex(2)
    window.count.setValue(10)
    window.start()
    qtbot.waitUntil(lambda: window.progress.value() == 10, timeout=30_000)
    wins, draws, losses = window.results_chart.series[0][1]
    assert (wins, draws, losses) == (0, 10, 0)
    window.close()
