"""The registry: every game under its id, each game's module imported only when it is asked for."""
import subprocess
import sys
from pathlib import Path

import pytest

from rules import GAME_IDS, GAMES, Game, GameOptionError, get_game

ROOT = Path(__file__).resolve().parents[1]


def test_every_game_is_registered_under_its_own_id_in_order():
    assert GAME_IDS == ("leb-bbut-ahbochen", "bakuk", "djenon-aboure", "tihbat", "bechi")
    assert tuple(GAMES) == GAME_IDS and len(GAMES) == len(GAME_IDS)
    for game_id, cls in GAMES.items():
        assert issubclass(cls, Game) and cls.id == game_id
        assert get_game(game_id).id == game_id


def test_an_unknown_game_is_an_option_error():
    with pytest.raises(GameOptionError, match="no game chess; the games are leb-bbut-ahbochen, bakuk"):
        get_game("chess")
    assert "chess" not in GAMES


def test_a_game_module_is_imported_only_when_the_game_is_asked_for():
    code = ("import sys, rules\n"
            "rules.get_game('bakuk').initial_state()\n"
            "print(sorted(m for m in sys.modules if m.startswith('rules.games.')))")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["['rules.games.bakuk']"]
