"""Siembra's version, as the installed distribution's metadata gives it.

An installed wheel, an editable install and the bundle (whose spec writes a minimal
``.dist-info``) all carry the metadata; a source tree that was never installed reads
``pyproject.toml`` beside the packages, the file the metadata is made from.
"""
from __future__ import annotations

from pathlib import Path

DISTRIBUTION = "siembra"


def version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed_version
    try:
        return installed_version(DISTRIBUTION)
    except PackageNotFoundError:
        return _source_tree_version(Path(__file__).resolve().parent.parent / "pyproject.toml")


def _source_tree_version(pyproject: Path) -> str:
    import tomllib
    try:
        with open(pyproject, "rb") as fh:
            return str(tomllib.load(fh)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "unknown"
