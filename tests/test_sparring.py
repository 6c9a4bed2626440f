"""bench/strength.py's sparring: which lost games started from a position lost for Expert's seat."""
import importlib.util
from pathlib import Path

from rules import get_game
from rules.analysis import judge

_spec = importlib.util.spec_from_file_location("strength", Path(__file__).parents[1] / "bench" / "strength.py")
assert _spec is not None and _spec.loader is not None
strength = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(strength)


def test_a_loss_from_a_start_lost_for_that_seat_is_proven_lost():
    tihbat = get_game("tihbat")  # solved: its start is worth -2 to B, the first player
    assert strength.proven_lost(tihbat, 0, 0) and not strength.proven_lost(tihbat, 1, 1)
    # game 30: two random moves that leave B -2 (the solved table), 19: A -2
    assert strength.proven_lost(tihbat, 30, 0) and strength.proven_lost(tihbat, 19, 1)
    assert not strength.proven_lost(tihbat, 30, 1)
    djenon = get_game("djenon-aboure")
    assert strength.proven_lost(djenon, 1, 1) and not strength.proven_lost(djenon, 0, 0)


def test_djenon_aboure_is_won_by_four_for_the_first_player():
    # A search to the end of every line values the start: B, who begins, wins by 4 under best play.
    found = judge(get_game("djenon-aboure"), get_game("djenon-aboure").initial_state(), strength.PROOF_SECONDS)
    assert found.exact and found.values == {"B": 4, "A": -4} and found.best == ("5B",)


def test_a_bechi_match_is_never_counted_proven_lost():
    # a search to the round's end values the round, not the match its rounds make up
    assert not strength.proven_lost(get_game("bechi", holes=3), 3, 1)


def test_endgame_tables_that_hold_the_start_prove_it_lost_without_a_search(tmp_path, monkeypatch):
    bakuk = get_game("bakuk")
    asked = []

    class Solved:  # two-player Bakuk's tables reach its start: B wins game 11's opening by 8
        @staticmethod
        def value(state):
            asked.append(state)
            return 8

    (tmp_path / "bakuk-players2.npz").write_bytes(b"")
    monkeypatch.setattr(strength.endgame.Tables, "load", lambda game, folder: Solved)
    monkeypatch.setattr(strength, "judge", lambda *args: (_ for _ in ()).throw(AssertionError("searched")))
    assert strength.proven_lost(bakuk, 11, 1, tmp_path) and not strength.proven_lost(bakuk, 11, 0, tmp_path)
    assert asked == [strength.sparring_start(bakuk, 11)] * 2
