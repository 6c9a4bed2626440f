"""The Statistics window plays batch games on a worker thread and draws what they show."""
import pytest

pytest.importorskip("pytestqt")

from desktop_app.window.stats_window import StatisticsWindow  # noqa: E402


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
    assert "300 games" in window.summary.text()
    assert not window.grab().isNull()  # the charts paint
    window.close()


def test_three_players_get_a_series_each(qtbot):
    window = StatisticsWindow("bakuk", {"players": 3})
    qtbot.addWidget(window)
    window.count.setValue(100)
    window.player.setCurrentIndex(1)  # Beginner
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
