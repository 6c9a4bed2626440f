"""Every lesson in resources/lessons: well formed, and its moves lead exactly to its "expect" position.

A lesson is a position, a few moves and the position they must produce, written by hand from
docs/rules.md. Teachers copy and edit these files, so the checks here name the field that is wrong.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import rules
from rules.record import position_from_json, position_to_json

LESSON_DIR = Path(__file__).resolve().parent.parent / "resources" / "lessons"
LANGUAGES = ("en", "es", "ca")
TOP_FIELDS = {"format", "version", "id", "game", "options", "title", "intro", "start", "moves", "expect", "rule"}
BECHI_FIELDS = ("stores", "opened", "in_play", "round", "phase")

# Lessons whose intro says a hole is not offered: those holes must not be legal at the start.
NOT_OFFERED = {
    "bechi-single-seed": ["1B"],
    "leb-feeding": ["2B"],
}
# Lessons that exist to show a step: that event kind must occur while the moves are played.
SHOWS_EVENT = {
    "leb-relay-once": "relay",
    "leb-grand-slam": "no_capture",
    "djenon-relay-laps": "relay",
    "djenon-endless-relay": "endless_relay",
    "bakuk-three-players": "pass",
    "bechi-round-end-refill": "round_start",
    "leb-feeding-impossible": "game_over",
    "tihbat-repetition-split": "repetition",
}
# The six worked examples of docs/rules.md must each be a lesson.
WORKED_EXAMPLES = (
    "leb-no-multiple-capture", "leb-relay-once", "bechi-capture-chain",
    "bechi-chain-from-origin-side", "bechi-round-end-refill", "bechi-single-seed",
)


def _load(path: Path) -> dict:
    with path.open(encoding="utf-8") as f:
        return json.load(f)


LESSON_FILES = sorted(LESSON_DIR.glob("*.json"))
LESSONS = [_load(p) for p in LESSON_FILES]
IDS = [lesson.get("id", path.stem) for lesson, path in zip(LESSONS, LESSON_FILES)]
CASES = [pytest.param(lesson, path, id=lesson_id) for lesson, path, lesson_id in zip(LESSONS, LESSON_FILES, IDS)]


def _game(lesson: dict):
    return rules.get_game(lesson["game"], **lesson["options"])


def _play(lesson: dict):
    game = _game(lesson)
    state = position_from_json(game, lesson["start"])
    kinds = []
    for move in lesson["moves"]:
        state, events = game.apply(state, move)
        kinds.extend(event.kind for event in events)
    return game, state, kinds


def test_lessons_exist():
    assert LESSON_FILES, f"no lesson files in {LESSON_DIR}"
    assert len(set(IDS)) == len(IDS), "two lessons share an id"


def test_the_worked_examples_are_lessons():
    missing = [lesson_id for lesson_id in WORKED_EXAMPLES if lesson_id not in IDS]
    assert not missing, f"worked examples without a lesson: {missing}"


def test_every_game_has_a_lesson():
    assert {lesson["game"] for lesson in LESSONS} == set(rules.GAME_IDS)


@pytest.mark.parametrize(("lesson", "path"), CASES)
def test_lesson_fields(lesson, path):
    assert set(lesson) == TOP_FIELDS, f"fields: missing {TOP_FIELDS - set(lesson)}, unknown {set(lesson) - TOP_FIELDS}"
    assert lesson["format"] == "siembra-lesson"
    assert lesson["version"] == 1
    assert lesson["id"] == path.stem, "the file name must be the lesson id"
    assert isinstance(lesson["rule"], str) and lesson["rule"].strip(), '"rule" must name the rule shown'
    for field in ("title", "intro"):
        texts = lesson[field]
        assert isinstance(texts, dict) and set(texts) == set(LANGUAGES), f'"{field}" needs exactly {LANGUAGES}'
        for language in LANGUAGES:
            text = texts[language]
            assert isinstance(text, str) and text.strip(), f'"{field}" {language} is empty'
    assert len(set(lesson["intro"].values())) == len(LANGUAGES), "an intro is not translated"
    moves = lesson["moves"]
    assert isinstance(moves, list) and moves and all(isinstance(m, str) for m in moves)


@pytest.mark.parametrize(("lesson", "path"), CASES)
def test_lesson_game_and_options(lesson, path):
    assert lesson["game"] in rules.GAME_IDS
    options = dict(lesson["options"])
    first = options.pop("first", "B")
    variant_options = [dict(v) for v in rules.variants(lesson["game"])]
    normalised = [{k: v for k, v in variant.items() if k != "first"} for variant in variant_options]
    game = _game(lesson)
    game_variant = {k: v for k, v in game.options.items() if k != "first" and k not in game.match_options}
    assert game_variant in normalised, f"{lesson['options']} is not a variant of {lesson['game']}"
    for key, value in options.items():
        assert game.options.get(key) == value, f"option {key} was not taken as {value!r}"
    assert first in game.players, f'"first" must be one of {game.players}'
    # Both positions must be readable on their own (the editor and the app load them).
    position_from_json(game, lesson["start"])
    position_from_json(game, lesson["expect"])


@pytest.mark.parametrize(("lesson", "path"), CASES)
def test_lesson_expect_is_a_whole_position(lesson, path):
    game = _game(lesson)
    expect = lesson["expect"]
    assert set(expect["pits"]) == set(game.labels), '"expect" must list every hole'
    assert set(expect["captured"]) == set(game.players)
    assert "to_move" in expect
    if game.id == "bechi":
        for field in BECHI_FIELDS:
            assert field in expect, f'a Bechi "expect" needs "{field}"'


@pytest.mark.parametrize(("lesson", "path"), CASES)
def test_lesson_moves_give_expected_position(lesson, path):
    game, state, _ = _play(lesson)
    assert position_to_json(game, state) == lesson["expect"]


@pytest.mark.parametrize(("lesson", "path"), CASES)
def test_lesson_moves_are_legal(lesson, path):
    game = _game(lesson)
    state = position_from_json(game, lesson["start"])
    for move in lesson["moves"]:
        legal = [str(m) for m in game.legal_moves(state)]
        assert str(game.parse_move(move)) in legal, f"{move} is not legal here; legal: {legal}"
        state = game.next_state(state, move)


@pytest.mark.parametrize("lesson_id", sorted(NOT_OFFERED))
def test_lesson_hole_not_offered(lesson_id):
    lesson = LESSONS[IDS.index(lesson_id)]
    game = _game(lesson)
    legal = [str(m) for m in game.legal_moves(position_from_json(game, lesson["start"]))]
    for hole in NOT_OFFERED[lesson_id]:
        assert hole not in legal, f"{hole} is offered, but the lesson explains why it is not"


@pytest.mark.parametrize("lesson_id", sorted(SHOWS_EVENT))
def test_lesson_shows_its_step(lesson_id):
    lesson = LESSONS[IDS.index(lesson_id)]
    _, _, kinds = _play(lesson)
    assert SHOWS_EVENT[lesson_id] in kinds
