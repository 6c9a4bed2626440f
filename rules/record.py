"""Game records and positions as JSON, checked field by field with plain-worded errors."""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NotRequired, TypeAlias, TypedDict, TypeVar

from .game import Game, GameOptionError
from .messages import QT_TRANSLATE_NOOP, Rules, RulesError, excerpt, excerpt_value
from .moves import IllegalMoveError, Move
from .registry import GAME_IDS, get_game
from .safe_input import JSON, InputError, StrPath, parse_json, read_text_file
from .state import State

# What a record holds is what a tree holds (in all its lines): MAX_MOVES moves, MAX_NESTING deep.
from .tree import MAX_MOVES, MAX_NESTING, TOO_DEEP, too_many_moves

FORMAT = "siembra-record"
# A record is written with the oldest version that holds what it has, so that older Siembras
# open it: 1 moves alone, 2 adds "comments", 3 adds "variations". This one reads all three.
PLAIN_VERSION = 1
COMMENTS_VERSION = 2
VERSION = 3  # the newest version read and written
# The longest games (Bechi matches) run to a few thousand moves and some 30 kB: this leaves
# room for thirty times that, and bounds what reading a hostile record can cost.
MAX_RECORD_BYTES = 2_000_000
MAX_MOVE_CHARS = 64  # the longest move, a refill of ten holes, has 46
MAX_ROUND = 1_000
MAX_COMMENT_CHARS = 10_000  # a long paragraph; a teacher's note on one move is far shorter
LINE_FIELDS = frozenset({"moves", "comments", "variations"})


class RecordError(InputError):
    """A record or position that cannot be read; the message says the first problem found."""


class PositionJSON(TypedDict):
    """A position as a record, lesson or editor writes it; the last five fields only for a
    game that plays rounds."""

    pits: dict[str, int]
    captured: dict[str, int]
    to_move: str | None
    stores: NotRequired[dict[str, int]]
    opened: NotRequired[list[str]]
    in_play: NotRequired[list[str]]
    round: NotRequired[int]
    phase: NotRequired[str]


def position_to_json(game: Game, state: State) -> PositionJSON:
    data: PositionJSON = {
        "pits": dict(zip(game.labels, state.pits)),
        "captured": dict(zip(game.players, state.captured)),
        "to_move": state.to_move,
    }
    if game.plays_rounds:
        data["stores"] = dict(zip(game.players, state.stores))
        data["opened"] = [label for label in game.labels if label in state.opened]
        data["in_play"] = [label for label in game.labels if label in state.in_play]
        data["round"] = state.round
        data["phase"] = state.phase
    return data


def _count(value: object, name: str, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "“{name}” {key} must be a whole number of seeds, 0 or more, not {value}"),
                          name=name, key=key, value=excerpt_value(value))
    return value


def _per_key(data: dict[str, Any], name: str, keys: tuple[str, ...], unknown_key: str) -> list[int]:
    """A dict keyed by labels or players; keys not given count 0. ``unknown_key`` is the message
    for a key that is neither."""
    given = data.get(name, {})
    if not isinstance(given, dict):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "“{name}” must be an object such as {example}"),
                          name=name, example=json.dumps({keys[0]: 3}))
    unknown = [k for k in given if k not in keys]
    if unknown:
        raise RecordError(unknown_key, name=name, key=excerpt(str(unknown[0])), keys=" ".join(keys))
    return [_count(given.get(k, 0), name, k) for k in keys]


NOT_A_HOLE = QT_TRANSLATE_NOOP("Rules", "“{name}” names {key}, which is not a hole of this board ({keys})")
NOT_A_PLAYER = QT_TRANSLATE_NOOP("Rules", "“{name}” names {key}, which is not a player of this game ({keys})")


def _labels(game: Game, data: dict[str, Any], name: str, default: list[str]) -> int:
    given = data.get(name, default)
    if not isinstance(given, list) or not all(isinstance(x, str) for x in given):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "“{name}” must be a list of hole labels such as [\"1A\", \"3B\"]"),
                          name=name)
    bad = [x for x in given if x not in game.labels]
    if bad:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "“{name}” names {label}, which is not a hole of this board"),
                          name=name, label=excerpt(bad[0]))
    return game.mask_of(given)


def position_from_json(game: Game, data: JSON) -> State:
    """A position as written in a record, lesson or editor; raises RecordError with the reason."""
    if not isinstance(data, dict):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "a position must be a JSON object with \"pits\", \"captured\" and \"to_move\""))
    allowed = {"pits", "captured", "to_move"} | (
        {"stores", "opened", "in_play", "round", "phase"} if game.plays_rounds else set())
    unknown = sorted(map(str, set(data) - allowed))
    if unknown:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "a {game} position has no field “{field}”"),
                          game=game.title, field=excerpt(unknown[0]))
    if "pits" not in data:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "the position has no \"pits\""))
    pits = _per_key(data, "pits", game.labels, NOT_A_HOLE)
    captured = _per_key(data, "captured", game.players, NOT_A_PLAYER)
    to_move = data.get("to_move")
    if to_move is not None and to_move not in game.players:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"to_move\" must be one of {players} (or null when over), not {value}"),
                          players=", ".join(game.players), value=excerpt_value(to_move))
    turn = -1 if to_move is None else game.players.index(to_move)
    if turn < 0 and any(pits):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"to_move\" is null (game over) but seeds are still in the holes"))
    stores: tuple[int, ...] = ()
    opened, in_play, round_number, phase = 0, game.all_mask, 1, "play"
    if game.plays_rounds:
        stores = tuple(_per_key(data, "stores", game.players, NOT_A_PLAYER))
        opened = _labels(game, data, "opened", [])
        phase = data.get("phase", "play")
        if phase not in ("play", "refill"):
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"phase\" must be \"play\" or \"refill\", not {value}"),
                              value=excerpt_value(phase))
        # between rounds, the holes in play are those already refilled: none to begin with
        in_play = _labels(game, data, "in_play", list(game.labels) if phase == "play" else [])
        round_number = data.get("round", 1)
        if isinstance(round_number, bool) or not isinstance(round_number, int) or not 1 <= round_number <= MAX_ROUND:
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"round\" must be a round number from 1 to {last}, not {value}"),
                              last=MAX_ROUND, value=excerpt_value(round_number))
        outside = [game.labels[i] for i in range(game.size) if not in_play >> i & 1 and pits[i]]
        if outside:
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "{label} is out of play but holds seeds"), label=outside[0])
        if opened & ~in_play:
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "an opened hole is out of play"))
    try:
        state = game.make_state(pits, captured, turn, stores, opened, in_play, round_number, phase)
    except RulesError as err:  # more seeds than the board can hold
        raise RecordError(err.template, **err.fields) from None
    problem = game.position_problem(state)
    if problem:
        raise RecordError(problem.template, **problem.fields)
    return state


@dataclass
class Line:
    """A variation: moves played instead of one move of the line it leaves, and on from there.

    Its ``comments`` and ``variations`` are keyed by the number of one of its own moves, 1 for
    its first: ``variations[k]`` are the lines played instead of its move k. A record's main
    line is keyed the same way (its comments also have 0: the start)."""

    moves: list[str] = field(default_factory=list)
    comments: dict[int, str] = field(default_factory=dict)
    variations: dict[int, list[Line]] = field(default_factory=dict)


@dataclass
class Record:
    """A game: its variant, an optional start position and the moves played, in notation.

    ``moves`` and ``comments`` are the main line; ``lines`` its variations, keyed as a
    Line's (``lines[k]``: played instead of move k). ``rules.tree.GameTree`` plays them all."""

    game: Game
    start: State | None = None
    moves: list[str] = field(default_factory=list)
    meta: dict[str, object] = field(default_factory=dict)
    comments: dict[int, str] = field(default_factory=dict)  # ply (0: the start) -> a teacher's text
    lines: dict[int, list[Line]] = field(default_factory=dict)

    def start_state(self) -> State:
        return self.start if self.start is not None else self.game.initial_state()

    def states(self) -> list[State]:
        """Every position of the main line, ply 0 to the end; an illegal move raises RecordError
        naming its ply."""
        states = [self.start_state()]
        for ply, text in enumerate(self.moves, start=1):
            try:
                states.append(self.game.next_state(states[-1], text))
            except IllegalMoveError as err:
                raise move_error(ply, text, err) from err
        return states

    def to_json(self) -> dict[str, object]:
        comments = _comments_to_json(self.comments)
        version = VERSION if self.lines else COMMENTS_VERSION if comments else PLAIN_VERSION
        data: dict[str, object] = {"format": FORMAT, "version": version, "game": self.game.id,
                                   "options": dict(self.game.options), "moves": list(self.moves)}
        if self.start is not None:
            data["start"] = position_to_json(self.game, self.start)
        if self.meta:
            data["meta"] = self.meta
        if comments:
            data["comments"] = comments
        if self.lines:
            data["variations"] = _variations_to_json(self.lines)
        return data


def move_error(ply: int, move: str, err: IllegalMoveError) -> RecordError:
    """The error of a record whose move ``move``, at ``ply``, cannot be played."""
    return RecordError(QT_TRANSLATE_NOOP("Rules", "move {ply} ({move}): {reason}"), ply=ply, move=excerpt(move), reason=err)


# Where a line is: None for the main line, else (ply, number, where its line is) for the
# number-th variation played instead of the move at ``ply`` of the line it leaves.
Where: TypeAlias = "tuple[int, int, Where] | None"


def in_variation(err: RulesError, where: Where) -> RulesError:
    """``err``, found in the line ``where`` names: named after each variation it is in, the
    outermost first ("variation 2 at move 5: variation 1 at move 8: ...")."""
    while where is not None:
        ply, number, where = where
        err = RecordError(QT_TRANSLATE_NOOP("Rules", "variation {number} at move {ply}: {reason}"),
                          number=number, ply=ply, reason=err)
    return err


def not_a_move_of_the_line(name: str, key: object, count: int) -> RecordError:
    """The error of a key of a line's "comments" or "variations" that is not one of its moves."""
    return RecordError(QT_TRANSLATE_NOOP("Rules", "\"{name}\" names move {key}, but the moves of this line are 1 to {last}"),
                       name=name, key=excerpt_value(key), last=count)


def _comments_to_json(comments: dict[int, str]) -> dict[str, str]:
    return {str(ply): text for ply, text in sorted(comments.items()) if text}


# A line's "variations" as written: move number -> the lines played instead of it
VariationsJSON: TypeAlias = dict[str, list[dict[str, object]]]


def _variations_to_json(lines: dict[int, list[Line]]) -> VariationsJSON:
    """Lines as JSON, written level by level (a loop, not a recursion)."""
    top: VariationsJSON = {}
    work = [(lines, top)]
    while work:
        variations, out = work.pop()
        for k in sorted(variations):
            out[str(k)] = entries = []
            for line in variations[k]:
                entry: dict[str, object] = {"moves": list(line.moves)}
                comments = _comments_to_json(line.comments)
                if comments:
                    entry["comments"] = comments
                if line.variations:
                    nested: VariationsJSON = {}
                    entry["variations"] = nested
                    work.append((line.variations, nested))
                entries.append(entry)
    return top


def comments_from_json(given: JSON, plies: int, before: int | None = None) -> dict[int, str]:
    """A record's "comments": ply (a string: "0" the start position, "1" the first move) -> text.
    A variation's moves follow ply ``before``, and its comments are keyed by its own moves, "1"
    its first. Empty comments are dropped."""
    if not isinstance(given, dict):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"comments\" must be an object such as {{\"3\": \"a fine capture\"}}"))
    comments: dict[int, str] = {}
    for key, text in given.items():
        k = _number(key, 0 if before is None else 1, plies)
        if k is None and before is not None:
            raise not_a_move_of_the_line("comments", key, plies)
        if k is None:
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"comments\" names ply {ply}, but the plies of this record are 0 to {plies}"),
                              ply=excerpt_value(key), plies=plies)
        if not isinstance(text, str) or len(text) > MAX_COMMENT_CHARS:
            raise RecordError(Rules.tr("the comment on ply {ply} must be text of at most %n character(s), not {value}", "",
                                       MAX_COMMENT_CHARS), ply=k + (before or 0), n=MAX_COMMENT_CHARS, value=excerpt_value(text))
        if text:
            comments[k] = text
    return comments


def _number(key: object, first: int, last: int) -> int | None:
    """The number a JSON key writes, if it is one from ``first`` to ``last``. A key has at most as
    many digits as the move count allows: int() is never asked for more."""
    if not (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= len(str(MAX_MOVES))):
        return None
    number = int(key)
    return number if first <= number <= last else None


def dump_record(record: Record) -> str:
    return json.dumps(record.to_json(), indent=1, ensure_ascii=False) + "\n"


def record_from_json(data: JSON, play: bool = True) -> Record:
    """Check a decoded record field by field; with ``play`` also play every move of every line
    (so an illegal one is caught). Anything wrong raises RecordError, naming the first problem."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "this is not a Siembra game record (no \"format\": \"siembra-record\")"))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < PLAIN_VERSION:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"version\" must be a record version such as {known}, not {version}"),
                          version=excerpt_value(version), known=VERSION)
    if version > VERSION:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "this record is version {version}, written by a newer Siembra; "
                                                     "this Siembra reads version {known}: open it with a newer Siembra"),
                          version=version, known=VERSION)
    unknown = sorted(map(str, set(data) - {"format", "version", "game", "options", "start", "moves", "meta", "comments",
                                           "variations"}))
    if unknown:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "a record has no field “{field}”"), field=excerpt(unknown[0]))
    if data.get("game") not in GAME_IDS:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "unknown game {game}; the games are {games}"),
                          game=excerpt_value(data.get("game")), games=", ".join(GAME_IDS))
    game = game_from_options(data["game"], data.get("options", {}))
    start = position_from_json(game, data["start"]) if data.get("start") is not None else None
    moves = _moves_from_json(data.get("moves", []), 0, MAX_MOVES)
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"meta\" must be an object"))
    record = Record(game, start, moves, meta, comments_from_json(data.get("comments", {}), len(moves)),
                    _lines_from_json(data.get("variations", {}), moves))
    if play:
        play_lines(record, record.start_state(), lambda state, move, _: game.next_state(state, move))
    return record


Position = TypeVar("Position")


def play_lines(record: Record, start: Position, step: Callable[[Position, Move, str], Position]) -> None:
    """Play every move of every line of ``record``, each line from the position it leaves its
    line at. ``step(before, move, comment)`` plays ``move`` (with the record's comment on it, or
    "") after ``before``, which stands for a position (``start``: the record's start), and returns
    what stands for the position reached: a State to check a record, a node to build its tree.
    An illegal move (IllegalMoveError from ``step``) raises RecordError naming its ply, and the
    variation it is in. Each notation is parsed once; lines are played from a list, not by
    recursion."""
    parsed: dict[str, Move] = {}  # a game plays the same few moves again and again
    # each: what stands for the position before the line, its ply, the line, and where it is
    work: list[tuple[Position, int, Line, Where]] = [
        (start, 0, Line(record.moves, record.comments, record.lines), None)]
    while work:
        before, ply, line, where = work.pop()
        positions = [before]
        for k, text in enumerate(line.moves, start=1):
            try:
                move = parsed.get(text) or parsed.setdefault(text, Move.from_notation(text))
                positions.append(step(positions[-1], move, line.comments.get(k, "")))
            except IllegalMoveError as err:
                raise in_variation(move_error(ply + k, text, err), where) from err
        for k in sorted(line.variations, reverse=True):
            if not 1 <= k <= len(line.moves):
                raise ValueError(f"variations of move {k} of a line of {len(line.moves)} moves")
            alternatives = line.variations[k]
            for number in range(len(alternatives), 0, -1):
                work.append((positions[k - 1], ply + k - 1, alternatives[number - 1], (ply + k, number, where)))


def _moves_from_json(moves: JSON, before: int, room: int) -> list[str]:
    """A line's "moves", each in the notation it normalises to; ``before`` is the ply before the
    line's first move, ``room`` the moves the record may still hold."""
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"moves\" must be a list of moves in notation, such as [\"6B\", \"2A\"]"))
    if len(moves) > room:
        raise too_many_moves(RecordError, MAX_MOVES - room + len(moves))
    normalised: list[str] = []
    for ply, text in enumerate(moves, start=before + 1):
        if len(text) > MAX_MOVE_CHARS:
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "move {ply}: “{move}” is far too long to be a move"),
                              ply=ply, move=excerpt(text))
        try:
            normalised.append(str(Move.from_notation(text)))
        except IllegalMoveError as err:
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "move {ply}: {reason}"), ply=ply, reason=err) from err
    return normalised


def _lines_from_json(given: JSON, moves: list[str]) -> dict[int, list[Line]]:
    """A record's "variations" (the main line's ``moves``), checked line by line. Lines are read
    from a list of those still to read, not by recursion, so that no nesting can exhaust the
    stack; reading stops at the first line past MAX_NESTING or past MAX_MOVES in all."""
    lines: dict[int, list[Line]] = {}
    total = len(moves)
    # each: a line's "variations", its moves, where its lines go, the ply before its first move,
    # how deep its lines nest, and where the line is
    work: list[tuple[JSON, list[str], dict[int, list[Line]], int, int, Where]] = [(given, moves, lines, 0, 1, None)]
    while work:
        given, line_moves, into, before, nesting, where = work.pop()
        try:
            keyed = _keyed_lines(given, len(line_moves), before, nesting)
        except RecordError as err:
            raise in_variation(err, where) from None
        for k, alternatives in keyed:
            ply = before + k
            firsts = {line_moves[k - 1]}
            for number, entry in enumerate(alternatives, start=1):
                try:
                    line = _line_from_json(entry, ply - 1, MAX_MOVES - total)
                    if line.moves[0] in firsts:
                        raise RecordError(QT_TRANSLATE_NOOP("Rules", "its first move, {move}, is the move it replaces or begins another variation"),
                                          move=line.moves[0])
                except RecordError as err:
                    raise in_variation(err, (ply, number, where)) from None
                firsts.add(line.moves[0])
                total += len(line.moves)
                into.setdefault(k, []).append(line)
                if "variations" in entry:
                    work.append((entry["variations"], line.moves, line.variations, ply - 1, nesting + 1, (ply, number, where)))
    return lines


def _keyed_lines(given: JSON, count: int, before: int, nesting: int) -> list[tuple[int, list[Any]]]:
    """A line's "variations" as (k, the lines played instead of its move k); ``count`` is the
    line's number of moves, ``before`` the ply before its first, ``nesting`` the depth of these."""
    if not isinstance(given, dict):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"variations\" must be an object such as {{\"3\": [{{\"moves\": [\"2A\"]}}]}}"))
    if given and nesting > MAX_NESTING:
        raise RecordError(TOO_DEEP, n=MAX_NESTING)
    keyed: list[tuple[int, list[Any]]] = []
    for key, alternatives in given.items():
        k = _canonical_number(key, count)
        if k is None:
            raise not_a_move_of_the_line("variations", key, count)
        if not isinstance(alternatives, list) or not alternatives:
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "the variations of move {ply} must be a list of lines such as [{{\"moves\": [\"2A\"]}}]"),
                              ply=before + k)
        keyed.append((k, alternatives))
    return keyed


def _canonical_number(key: object, last: int) -> int | None:
    """The move number 1 to ``last`` that the JSON key writes as a variation's key must: without
    leading zeros, so that no two keys name the same move."""
    number = _number(key, 1, last)
    return number if number is not None and str(number) == key else None


def _line_from_json(entry: JSON, before: int, room: int) -> Line:
    if not isinstance(entry, dict) or not entry.get("moves"):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "a variation must be an object with at least one move, such as {{\"moves\": [\"2A\"]}}"))
    unknown = sorted(map(str, set(entry) - LINE_FIELDS))
    if unknown:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "a variation has no field “{field}”"), field=excerpt(unknown[0]))
    moves = _moves_from_json(entry["moves"], before, room)
    return Line(moves, comments_from_json(entry.get("comments", {}), len(moves), before))


def game_from_options(game_id: str, options: JSON) -> Game:
    """The game a record or lesson names, with its options, each of the type it must have (the
    game itself takes "6" for 6 holes, as a program passing options may write them); RecordError
    says what is wrong."""
    if not isinstance(options, dict):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"options\" must be an object such as {{\"holes\": 6, \"first\": \"B\"}}"))
    if options.get("first") == "random":
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "a record names the first player actually chosen, not \"random\""))
    for name, value in options.items():
        if name == "first" and not isinstance(value, str):
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "the first player must be named by a letter such as \"B\", not {value}"),
                              value=excerpt_value(value))
        if name != "first" and (isinstance(value, bool) or not isinstance(value, int)):
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "option {option} must be a whole number, not {value}"),
                              option=excerpt(str(name)), value=excerpt_value(value))
    try:
        return get_game(game_id, **options)
    except GameOptionError as err:
        raise RecordError(err.template, **err.fields) from err


def load_record(text: str, play: bool = True) -> Record:
    """The record in the JSON ``text``, checked (see record_from_json); RecordError says why not."""
    try:
        data = parse_json(text)
    except InputError as err:
        raise RecordError(err.template, **err.fields) from None
    return record_from_json(data, play)


def read_record(path: StrPath, play: bool = True) -> Record:
    """The record in the file ``path``, checked as a file (see rules.safe_input) and as a record."""
    try:
        text = read_text_file(path, MAX_RECORD_BYTES)
    except InputError as err:
        raise RecordError(err.template, **err.fields) from None
    return load_record(text, play)
