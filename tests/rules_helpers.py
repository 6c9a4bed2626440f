"""Positions as literals, the way docs/rules.md writes them: holes not listed are empty."""
from rules import get_game
from rules.record import position_from_json, position_to_json


def position(game, pits, to_move="B", captured=None, **bechi):
    return position_from_json(game, {"pits": pits, "captured": captured or {}, "to_move": to_move, **bechi})


def board(game, state):
    """The whole position as the record writes it, for comparing every field at once."""
    return position_to_json(game, state)


def expected(game, pits, to_move, captured=None, **bechi):
    return board(game, position(game, pits, to_move, captured, **bechi))


def play(game, state, move):
    new, _ = game.apply(state, move)
    return new


__all__ = ["get_game", "position", "board", "expected", "play"]


def mid_segment(game, seen: int = 3):
    """A position after moves from the start with no capture, ``seen`` positions into its
    segment: valuing it exactly takes the positions seen into account (Tihbat's solver
    re-solves the segment without them)."""
    state = game.initial_state()
    while len(state.seen) < seen:
        state = next(s for s in (game.next_state(state, m) for m in game.legal_moves(state))
                     if s.captured == state.captured and not s.is_over)
    return state


def random_position(game, seeds, rng, plies):
    """A position with ``seeds`` seeds on the board, then up to ``plies`` random moves that
    capture nothing (so that it has a history in its segment)."""
    while True:
        pits = [0] * game.size
        for _ in range(seeds):
            pits[rng.randrange(game.size)] += 1
        state = game.make_state(pits, (0,) * len(game.players), rng.randrange(len(game.players)))
        if state.turn < 0 or game.position_problem(state):
            continue
        for _ in range(plies):
            quiet = [m for m in game.legal_moves(state) if game.next_state(state, m).captured == state.captured
                     and not game.next_state(state, m).is_over]
            if not quiet:
                break
            state = game.next_state(state, rng.choice(quiet))
        return state
