"""Siembra's desktop application (PySide6 Widgets + Graphics View) on top of ``rules``."""

from .qtcompat import guard_none_refcount

guard_none_refcount()
