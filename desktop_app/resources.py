"""Where the app finds its files: in the source tree, an installed wheel or a bundle."""

from __future__ import annotations

from pathlib import Path

try:
    import siembra_resources  # installed: the resources/ folder as a package
except ImportError:  # a source tree that was never installed
    siembra_resources = None


def resources_dir() -> Path:
    if siembra_resources is not None:
        return Path(siembra_resources.__file__).parent
    return Path(__file__).resolve().parent.parent / "resources"


def translations_dir() -> Path:
    return resources_dir() / "translations"
