"""The rules model never imports Qt or the app: checked by import-linter and by importing it.
And every attribute of a game object has a slot."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_rules_package_imports_no_qt():
    code = ("import sys, pkgutil, importlib, rules\n"
            "for m in pkgutil.walk_packages(rules.__path__, 'rules.'):\n"
            "    importlib.import_module(m.name)\n"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'desktop_app')]\n"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_import_linter_contract_holds():
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_attribute_of_a_game_object_has_a_slot():
    # A game object has no __dict__: an attribute added without naming it in __slots__ fails at
    # once, instead of making every attribute slower to read (see Game.__slots__).
    from rules import GAME_IDS, get_game, variants

    for game_id in GAME_IDS:
        for options in variants(game_id):
            game = get_game(game_id, **options)
            assert not hasattr(game, "__dict__"), (game_id, options)
