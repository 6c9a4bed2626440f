"""Words for what each step of a move does, through Qt's translation system."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rules.moves import Move

from ..board.choreography import HAND, Frame


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # pyside6-lupdate files the tr("...") calls of a module-level function under the empty
    # context, so that is where the translations are found; ``n`` counts for a "%n" message.
    return QCoreApplication.translate("", text, disambiguation, n)


def move_name(move) -> str:
    """A move as the screen names it: a hole ("3B", "2B:cw") as written, a pass and a refill in
    words of the interface language (the notation "pass", "refill:1A,3A" is the files')."""
    if move.kind == "pass":
        return tr("pass")
    if move.kind == "refill":
        return tr("refill {holes}").format(holes=", ".join(move.holes))
    return str(move)


def moves_named(notations, separator: str = ", ") -> str:
    """Moves given in notation (as the analysis gives them), each said as ``move_name`` says it."""
    return separator.join(move_name(Move.from_notation(m)) for m in notations)


def _reason(reason: str) -> str:
    if reason == "grand slam":
        return tr("it would leave the opponent without seeds (grand slam)")
    return reason


def narrate(frame: Frame) -> str:
    """One line for the step that led to ``frame``."""
    parts = []
    for event in frame.events:
        kind = event.kind
        if kind == "lift":
            parts.append(tr("{player} lifts %n from {hole}", "", event.count).format(player=event.player, hole=event.hole))
        elif kind == "sow":
            in_hole = frame.count(("hole", event.hole))
            left = frame.count(HAND)
            if left:
                parts.append(tr("one seed into {hole} (now {now}), %n in hand", "", left).format(hole=event.hole, now=in_hole))
            else:
                parts.append(tr("last seed makes %n in {hole}", "", in_hole).format(hole=event.hole))
        elif kind == "relay":
            parts.append(tr("last seed makes %n in {hole}: relay", "", event.count).format(hole=event.hole))
        elif kind == "capture":
            parts.append(tr("{player} captures %n from {hole}", "", event.count).format(player=event.player, hole=event.hole))
        elif kind == "no_capture":
            parts.append(tr("no capture in {hole}: {reason}").format(hole=event.hole, reason=_reason(event.reason)))
        elif kind == "endless_relay":
            parts.append(tr("the laps repeat: the move stops at {hole}").format(hole=event.hole))
        elif kind == "pass":
            parts.append(tr("{player} cannot move and passes").format(player=event.player))
        elif kind == "repetition":
            parts.append(tr("the position repeated"))
        elif kind == "take":
            target = tr("store") if event.to == "store" else tr("heap")
            parts.append(tr("{player} takes the %n left in {hole} to the {target}", "", event.count).format(
                player=event.player, hole=event.hole, target=target))
        elif kind == "bank":
            text = (tr("{player} puts %n seed(s) into the store", "", event.count) if event.target == "store"
                    else tr("{player}'s store of %n joins the total", "", event.count))
            parts.append(text.format(player=event.player))
        elif kind == "round_end":
            parts.append(tr("round {round} is over").format(round=event.round))
        elif kind == "refill":
            parts.append(tr("{player} fills {hole} with %n", "", event.count).format(player=event.player, hole=event.hole))
        elif kind == "round_start":
            parts.append(tr("round {round} begins, {first} first").format(round=event.round, first=event.first))
        elif kind == "turn":
            parts.append(tr("{player} to move").format(player=event.player))
        elif kind == "game_over":
            parts.append(tr("game over"))
    return "; ".join(parts)


def progress(frames: list[Frame], step: int, player: str, move: str) -> str:
    """The banner's line while step ``step`` of ``player``'s move is shown: who sows, from which
    hole, and which seed of how many ("B sows from 3B: seed 3 of 5")."""
    if step == 0:
        return tr("{player} plays {move}").format(player=player, move=move)
    hole, held, sown = None, 0, 0
    for frame in frames[1:step + 1]:
        for event in frame.events:
            if event.kind in ("lift", "relay"):
                hole, held, sown = event.hole, event.count, 0
            elif event.kind == "sow":
                sown += 1
    kinds = {event.kind for event in frames[step].events}
    if hole is not None and "sow" in kinds:
        return tr("{player} sows from {hole}: seed {seed} of %n", "", held).format(player=player, hole=hole, seed=sown)
    if hole is not None and kinds & {"lift", "relay"}:
        return tr("{player} lifts %n from {hole}", "", held).format(player=player, hole=hole)
    return tr("{player} plays {move}: step {step} of %n", "", len(frames) - 1).format(player=player, move=move, step=step)
