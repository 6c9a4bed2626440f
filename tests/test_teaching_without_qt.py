"""The GIF encoder and predict mode's questions need no window: they import neither Qt nor the
rest of the app, so that they run (and are tested) on their own."""
import ast
from pathlib import Path

import pytest

TEACHING = Path(__file__).resolve().parents[1] / "desktop_app" / "teaching"
FORBIDDEN = {"PySide6", "shiboken6", "desktop_app", "."}  # "." : a relative import, from the app


@pytest.mark.parametrize("name", ["gif.py", "questions.py"])
def test_the_module_imports_neither_qt_nor_the_app(name):
    tree = ast.parse((TEACHING / name).read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported.add("." if node.level else node.module.split(".")[0])
    assert imported and not imported & FORBIDDEN, imported
