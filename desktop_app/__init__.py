"""Siembra's desktop application (PySide6 Widgets + Graphics View) on top of ``rules``."""
