"""The computer players' levels, weakest first, and their names (shown through the app's
translations, context "Levels")."""
from __future__ import annotations

from .messages import QT_TRANSLATE_NOOP

LEVEL_NAMES = {
    "beginner": QT_TRANSLATE_NOOP("Levels", "Beginner"),
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Levels", "Medium"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
    "expert": QT_TRANSLATE_NOOP("Levels", "Expert"),
}
LEVELS = tuple(LEVEL_NAMES)
