"""Where the app finds its files: in the source tree, an installed wheel or a bundle."""

from __future__ import annotations

from pathlib import Path


def resources_dir() -> Path:
    try:
        import siembra_resources  # installed: the resources/ folder as a package
        return Path(siembra_resources.__file__).parent
    except ImportError:
        return Path(__file__).resolve().parent.parent / "resources"


def translations_dir() -> Path:
    return resources_dir() / "translations"
