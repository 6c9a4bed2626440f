"""The board: scene, items, painting, animator and choreography, path overlay, themes and looks. Imports Qt and its own modules only: never rules, window or teaching."""
