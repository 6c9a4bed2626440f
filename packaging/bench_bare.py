"""A bare PySide6 window: the start-up baseline that bench/bundle.py compares Siembra with.

It is bundled by ``bench_bare.spec`` exactly like Siembra (same exclusions, same
one-folder layout), and follows the same first-frame convention as the app:

* when the first frame of the main window has been painted it prints the line
  ``FIRST_FRAME`` on stdout (flushed; Siembra prints it only with the variable below);
* with ``SIEMBRA_FIRST_FRAME_EXIT=1`` it then quits at once (exit status 0).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class BareWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Bare PySide6 window")
        self.setCentralWidget(QLabel("Hello"))
        self.resize(640, 480)
        self._first_frame_seen = False

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._first_frame_seen:
            self._first_frame_seen = True
            # The paint of this frame is finished once control is back in the event loop.
            QTimer.singleShot(0, _first_frame)


def _first_frame() -> None:
    print("FIRST_FRAME", flush=True)
    if os.environ.get("SIEMBRA_FIRST_FRAME_EXIT") == "1":
        QApplication.instance().quit()


def main() -> int:
    app = QApplication(sys.argv)
    window = BareWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
