"""The rules model never imports Qt or the app, and the board never imports the rules: checked by
import-linter and by importing it. Every attribute of a game object has a slot, and the app's
modules and classes stay small enough to read."""
import ast
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


MAX_MODULE_LINES, MAX_CLASS_LINES = 400, 300


def test_no_module_of_the_app_over_400_lines_and_no_class_over_300():
    too_long = []
    for path in sorted((ROOT / "desktop_app").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(ROOT)
        if text.count("\n") > MAX_MODULE_LINES:
            too_long.append(f"{name}: {text.count(chr(10))} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > MAX_CLASS_LINES:
                too_long.append(f"{name}: class {node.name}, {node.end_lineno - node.lineno + 1} lines")
    assert not too_long, too_long
