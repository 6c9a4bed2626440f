"""The rules model never imports Qt or the app: checked by import-linter and by importing it.
And the game objects stay small enough for CPython to read their attributes fast."""
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


def test_game_objects_keep_their_attributes_inline():
    # From 30 attributes on, CPython 3.11 stores an object's attributes in a dict of its own,
    # and the engine reads them more slowly on every move (see Game.__init__).
    from rules import GAME_IDS, get_game, variants

    for game_id in GAME_IDS:
        for options in variants(game_id):
            assert len(vars(get_game(game_id, **options))) <= 29, (game_id, options)
