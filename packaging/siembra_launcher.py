"""Entry script of the PyInstaller bundle: the same function as the ``siembra`` gui-script, or,
with ``--build-endgame-tables`` first, the window's build of endgame tables in a process of its
own (``desktop_app.analysis.build_tables``: ``python -m`` of it where Siembra is not bundled)."""

import sys

if __name__ == "__main__":
    if sys.argv[1:2] == ["--build-endgame-tables"]:
        from desktop_app.analysis.build_tables import main as build
        sys.exit(build(sys.argv[2:]))
    from desktop_app.__main__ import main
    sys.exit(main())
