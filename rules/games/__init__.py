"""One short module a game, each composing the shared mechanics of ``rules.engine``."""
