"""The Qt binding in use keeps Python's reference counts: PySide6-Essentials 6.12.0 on Python 3.11
dropped one reference to True on every signal emission and to None on every void call, until the
interpreter aborted ("bool_dealloc"); pyproject.toml keeps that release out."""
import sys

from PySide6.QtCore import QObject, Signal


class Emitter(QObject):
    changed = Signal(bool)


def test_signal_emission_and_void_calls_keep_reference_counts_of_true_and_none():
    emitter = Emitter()
    emitter.changed.connect(lambda flag: None)
    before_true, before_none = sys.getrefcount(True), sys.getrefcount(None)
    for _ in range(2000):
        emitter.changed.emit(True)
        emitter.setObjectName("probe")
    assert sys.getrefcount(True) > before_true - 100
    assert sys.getrefcount(None) > before_none - 100
