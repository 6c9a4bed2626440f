"""Entry script of the PyInstaller bundle: the same function as the ``siembra`` gui-script."""

import sys

from desktop_app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
