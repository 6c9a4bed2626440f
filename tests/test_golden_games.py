"""Every ply of the golden games (tests/golden/, written by tests/golden/regenerate.py) replays
to the very line ``python -m rules replay`` printed when they were recorded."""
import pytest

from golden_games import VARIANTS, read_games, replay


@pytest.mark.parametrize("name", list(VARIANTS))
def test_golden_games_replay_ply_by_ply(name, tmp_path):
    games = read_games(name)
    assert games, name
    for number, game in enumerate(games):
        status, lines = replay(game["record"], tmp_path)
        assert status == 0, (name, number)
        for ply, (got, want) in enumerate(zip(lines, game["replay"])):
            assert got == want, f"{name}, game {number}, ply {ply}"
        assert len(lines) == len(game["replay"]), (name, number)


def test_every_variant_has_golden_games_and_a_hundred_in_all():
    counts = [len(read_games(name)) for name in VARIANTS]
    assert min(counts) >= 10 and sum(counts) >= 100, counts
