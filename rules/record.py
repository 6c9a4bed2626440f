"""Game records and positions as JSON, checked field by field with plain-worded errors."""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from .game import Game, GameOptionError
from .messages import QT_TRANSLATE_NOOP, Rules, RulesError, excerpt, excerpt_value
from .moves import IllegalMoveError, Move
from .registry import GAME_IDS, get_game
from .safe_input import InputError, parse_json, read_text_file
from .state import State

FORMAT = "siembra-record"
VERSION = 2  # the newest version read and written: 2 adds "comments"
PLAIN_VERSION = 1  # a record without comments is written as version 1, which older Siembras read
# The longest games (Bechi matches) run to a few thousand moves and some 30 kB: these leave
# room for thirty times that, and bound what reading a hostile record can cost.
MAX_RECORD_BYTES = 2_000_000
MAX_MOVES = 100_000
MAX_MOVE_CHARS = 64  # the longest move, a refill of ten holes, has 46
MAX_ROUND = 1_000
MAX_COMMENT_CHARS = 10_000  # a long paragraph; a teacher's note on one move is far shorter


class RecordError(InputError):
    """A record or position that cannot be read; the message says the first problem found."""


def position_to_json(game: Game, state: State) -> dict:
    data = {
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


def _count(value, name: str, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "“{name}” {key} must be a whole number of seeds, 0 or more, not {value}"),
                          name=name, key=key, value=excerpt_value(value))
    return value


def _per_key(data: dict, name: str, keys: tuple, unknown_key: str) -> list[int]:
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


def _labels(game: Game, data: dict, name: str, default) -> int:
    given = data.get(name, default)
    if not isinstance(given, list) or not all(isinstance(x, str) for x in given):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "“{name}” must be a list of hole labels such as [\"1A\", \"3B\"]"),
                          name=name)
    bad = [x for x in given if x not in game.labels]
    if bad:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "“{name}” names {label}, which is not a hole of this board"),
                          name=name, label=excerpt(bad[0]))
    return game.mask_of(given)


def position_from_json(game: Game, data) -> State:
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
    stores, opened, in_play, round_number, phase = (), 0, game.all_mask, 1, "play"
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
class Record:
    """A game: its variant, an optional start position and the moves played, in notation."""

    game: Game
    start: State | None = None
    moves: list[str] = field(default_factory=list)
    meta: dict = field(default_factory=dict)
    comments: dict[int, str] = field(default_factory=dict)  # ply (0: the start) -> a teacher's text

    def start_state(self) -> State:
        return self.start if self.start is not None else self.game.initial_state()

    def states(self) -> list[State]:
        """Every position, ply 0 to the end; an illegal move raises RecordError naming its ply."""
        states = [self.start_state()]
        for ply, text in enumerate(self.moves, start=1):
            try:
                states.append(self.game.next_state(states[-1], text))
            except IllegalMoveError as err:
                raise RecordError(QT_TRANSLATE_NOOP("Rules", "move {ply} ({move}): {reason}"),
                                  ply=ply, move=excerpt(text), reason=err) from err
        return states

    def to_json(self) -> dict:
        comments = {str(ply): text for ply, text in sorted(self.comments.items()) if text}
        data = {"format": FORMAT, "version": VERSION if comments else PLAIN_VERSION, "game": self.game.id,
                "options": dict(self.game.options), "moves": list(self.moves)}
        if self.start is not None:
            data["start"] = position_to_json(self.game, self.start)
        if self.meta:
            data["meta"] = self.meta
        if comments:
            data["comments"] = comments
        return data


def comments_from_json(given, plies: int) -> dict[int, str]:
    """A record's "comments": ply (a string: "0" the start position, "1" the first move) -> text.
    Empty comments are dropped."""
    if not isinstance(given, dict):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"comments\" must be an object such as {{\"3\": \"a fine capture\"}}"))
    comments = {}
    for key, text in given.items():
        # A ply has at most as many digits as the move count allows: int() is never asked for more.
        if not (key.isascii() and key.isdigit() and len(key) <= len(str(MAX_MOVES)) and int(key) <= plies):
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"comments\" names ply {ply}, but the plies of this record are 0 to {plies}"),
                              ply=excerpt_value(key), plies=plies)
        if not isinstance(text, str) or len(text) > MAX_COMMENT_CHARS:
            raise RecordError(Rules.tr("the comment on ply {ply} must be text of at most %n character(s), not {value}", "",
                                       MAX_COMMENT_CHARS), ply=int(key), n=MAX_COMMENT_CHARS, value=excerpt_value(text))
        if text:
            comments[int(key)] = text
    return comments


def dump_record(record: Record) -> str:
    return json.dumps(record.to_json(), indent=1, ensure_ascii=False) + "\n"


def record_from_json(data, play: bool = True) -> Record:
    """Check a decoded record field by field; with ``play`` also play every move (so an illegal
    one is caught). Anything wrong raises RecordError, naming the first problem."""
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
    unknown = sorted(map(str, set(data) - {"format", "version", "game", "options", "start", "moves", "meta", "comments"}))
    if unknown:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "a record has no field “{field}”"), field=excerpt(unknown[0]))
    if data.get("game") not in GAME_IDS:
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "unknown game {game}; the games are {games}"),
                          game=excerpt_value(data.get("game")), games=", ".join(GAME_IDS))
    game = game_from_options(data["game"], data.get("options", {}))
    start = position_from_json(game, data["start"]) if data.get("start") is not None else None
    moves = data.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"moves\" must be a list of moves in notation, such as [\"6B\", \"2A\"]"))
    if len(moves) > MAX_MOVES:
        raise RecordError(Rules.tr("the record has %n move(s); {allowed}", "", len(moves)), n=len(moves),
                          allowed=RecordError(Rules.tr("a game has at most %n move(s)", "", MAX_MOVES), n=MAX_MOVES))
    normalised = []
    for ply, text in enumerate(moves, start=1):
        if len(text) > MAX_MOVE_CHARS:
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "move {ply}: “{move}” is far too long to be a move"),
                              ply=ply, move=excerpt(text))
        try:
            normalised.append(str(Move.from_notation(text)))
        except IllegalMoveError as err:
            raise RecordError(QT_TRANSLATE_NOOP("Rules", "move {ply}: {reason}"), ply=ply, reason=err) from err
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError(QT_TRANSLATE_NOOP("Rules", "\"meta\" must be an object"))
    record = Record(game, start, normalised, meta, comments_from_json(data.get("comments", {}), len(normalised)))
    if play:
        record.states()
    return record


def game_from_options(game_id: str, options) -> Game:
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


def read_record(path, play: bool = True) -> Record:
    """The record in the file ``path``, checked as a file (see rules.safe_input) and as a record."""
    try:
        text = read_text_file(path, MAX_RECORD_BYTES)
    except InputError as err:
        raise RecordError(err.template, **err.fields) from None
    return load_record(text, play)
