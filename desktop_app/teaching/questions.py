"""Predict mode's questions: before a move is shown, the class guesses what it will do.

Pure Python, no Qt: a question is chosen from the move's events (``game.apply``), which know
the right answer before a single seed is shown. The words are the Qt side's: a question
carries a ``text_key``, and each choice of ``what_next`` is an id; their English wording is
given here, next to each key, for the translations.

Three kinds of question:

``last_hole``, key ``predict.last_hole``: "Where will the last seed from this hole fall?"
    Answer: the label of the hole where the last of the seeds lifted from the chosen hole
    falls, which the class can count out from the board. In a relay the seeds picked up
    again go on sowing, but the question is about the seeds of the hole chosen: the end of a
    relay is beyond what a class can count in its head, and a question that named the relay
    would give it away. The choices are the holes in play, in ring order (click the hole or
    press its key).
``captures``, key ``predict.captures``: "How many seeds will this move capture?"
    Answer: the seeds the mover captures in the whole move, relays and chains included (seeds
    that players take from their own holes when a game or round ends are not captures). The
    choices are at most ten numbers (``MAX_BUTTONS``) from 0 up to the seeds on the board.
``what_next``, key ``predict.what_next``: "The last seed falls: what happens next?"
    Answer: what happens at once when the last seed from the chosen hole falls, one of
    ``NOTHING`` ("Nothing"), ``CAPTURE`` ("A capture") and ``RELAY`` ("A relay"). A move that
    relays and then captures (Djenon-aboure) answers ``RELAY``: the relay comes first, and the
    capture is for the class to watch. A capture that the rules forbid (a grand slam) is
    ``NOTHING``.

How a question is chosen (``ask``): in a cycle of four, the question whose answer is most
telling for this move twice, the other two once each. Most telling: ``captures`` for a move that
captures, else ``what_next`` for a move that relays, else ``last_hole``. The place in the cycle
is the team's own turn (the ply divided by the number of players, so that every team meets
every kind, rather than one team always getting the telling question), moved on by one every
four turns, so that the order is no pattern to learn. A capture move is thus asked about its
captures half the time, more than anything else; and since every kind comes up for every sort
of move, the question asked is at most a hint, never the answer. A pass or a refill asks nothing.

The tally (``Tally``): one team per player, named by the player's letter (the B and the A side
of the room; B, C and A in three-player Bakuk); each question is the team's whose player moves.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

LAST_HOLE, CAPTURES, WHAT_NEXT = "last_hole", "captures", "what_next"
KINDS = (LAST_HOLE, CAPTURES, WHAT_NEXT)
NOTHING, CAPTURE, RELAY = "nothing", "capture", "relay"  # the choices of what_next, in order
MAX_BUTTONS = 10


class Question(NamedTuple):
    """A question about one move: its ``kind`` (one of ``KINDS``), the ``choices`` to offer
    (hole labels, numbers, or the ids of ``what_next``), the right ``answer`` (one of them)
    and the ``text_key`` of its wording."""

    kind: str
    choices: tuple
    answer: object
    text_key: str


def ask(game, state, move, events, ply: int, kind: str | None = None) -> Question | None:
    """The question for ``move`` played from ``state`` (``events``: what ``game.apply`` gave for
    it), as the ``ply``-th move of the game (0, 1, ...): None for a move that sows nothing.
    ``kind`` (one of ``KINDS``) asks that question instead of the one the cycle chooses, for
    a worksheet of one kind of exercise."""
    if kind is not None and kind not in KINDS:
        raise ValueError(f"there is no question {kind!r}; the questions are {', '.join(KINDS)}")
    if move.kind != "sow":
        return None
    end = _first_lap_end(events)
    following = events[end + 1].kind if end + 1 < len(events) else None
    following = following if following in (CAPTURE, RELAY) else NOTHING
    captured = sum(event.count for event in events if event.kind == "capture")
    if captured:
        telling = CAPTURES
    elif following == RELAY:
        telling = WHAT_NEXT
    else:
        telling = LAST_HOLE
    if kind is None:
        others = [other for other in KINDS if other != telling]
        turn = ply // len(game.players)
        kind = (telling, others[0], telling, others[1])[(turn + turn // 4) % 4]
    if kind == LAST_HOLE:
        in_play = state.in_play
        choices, answer = tuple(label for label in game.labels if label in in_play), events[end].hole
    elif kind == CAPTURES:
        choices, answer = _capture_choices(captured, sum(state.pits), ply), captured
    else:
        choices, answer = (NOTHING, CAPTURE, RELAY), following
    return Question(kind, choices, answer, f"predict.{kind}")


def check(question: Question, given) -> bool:
    """Whether ``given`` (a hole label, a number, an id of ``what_next``) is the right answer;
    ValueError if it is none of the question's choices."""
    if question.kind == CAPTURES and isinstance(given, str) and given.strip().isdigit():
        given = int(given)
    elif question.kind == LAST_HOLE and isinstance(given, str):
        given = given.strip().upper()
    if given not in question.choices:
        raise ValueError(f"{given!r} is not one of the choices: {', '.join(map(str, question.choices))}")
    return given == question.answer


def _first_lap_end(events) -> int:
    """Where in ``events`` the last seed sown from the hole chosen falls (the first lap's end)."""
    for i in range(len(events) - 1, -1, -1):
        if events[i].kind == "sow" and events[i].lap == 0:
            return i
    raise ValueError("these events sow nothing: they are not those of a sowing move")


def _capture_choices(answer: int, seeds: int, ply: int) -> tuple[int, ...]:
    """Up to ten numbers from 0, none above the seeds on the board; for a larger answer, ten in
    a row around it, the answer at a place that changes with the ply, so that neither the
    first nor the last button tells it."""
    if answer < MAX_BUTTONS:
        return tuple(range(min(seeds, MAX_BUTTONS - 1) + 1))
    first = max(0, min(answer - ply % MAX_BUTTONS, seeds - MAX_BUTTONS + 1))
    return tuple(range(first, first + MAX_BUTTONS))


class Tally:
    """Right answers and questions asked, per team; a ply answered again (after an undo and a
    redo) counts once, with its latest answer."""

    def __init__(self, teams: Iterable[str]) -> None:
        self.teams = tuple(teams)
        if not self.teams or len(set(self.teams)) != len(self.teams):
            raise ValueError(f"a tally needs one or more teams, each named once, not {self.teams!r}")
        self._answers: dict[int, tuple[str, bool]] = {}  # ply -> (team, right)

    def record(self, ply: int, team: str, right: bool) -> None:
        if team not in self.teams:
            raise ValueError(f"there is no team {team!r}; the teams are {', '.join(self.teams)}")
        self._answers[ply] = (team, bool(right))

    def forget(self, from_ply: int) -> None:
        """Drop the answers from ``from_ply`` on: those moves were taken back."""
        for ply in [ply for ply in self._answers if ply >= from_ply]:
            del self._answers[ply]

    def clear(self) -> None:
        self._answers.clear()

    def right(self, team: str) -> int:
        return sum(1 for who, right in self._answers.values() if who == team and right)

    def asked(self, team: str) -> int:
        return sum(1 for who, _ in self._answers.values() if who == team)

    def scores(self) -> dict[str, tuple[int, int]]:
        """Team -> (right answers, questions asked), in the teams' order."""
        return {team: (self.right(team), self.asked(team)) for team in self.teams}

    def leaders(self) -> tuple[str, ...]:
        """The teams with the most right answers (every team while nobody has one)."""
        best = max(self.right(team) for team in self.teams)
        return tuple(team for team in self.teams if self.right(team) == best)
