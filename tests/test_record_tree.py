"""The tree of lines: playing, following, promoting and deleting lines, saving and opening them."""
import collections
import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rules.record
import rules.tree
from rules import GameTree, IllegalMoveError, Record, RecordError, TreeLimitError, dump_record, get_game, load_record
from rules.cli import main
from rules.moves import Move
from rules.record import MAX_MOVES, MAX_NESTING, Line, read_record, record_from_json
from rules.safe_input import MAX_DEPTH

from fuzz_cases import MAX_MESSAGE_CHARS, mutate

GOOD = {"format": "siembra-record", "version": 1, "game": "leb-bbut-ahbochen",
        "options": {"holes": 6, "first": "B"}, "moves": ["6B", "6A", "5B"]}


def played(tree, node, *moves):
    """The node reached from ``node`` by ``moves``, each added to the tree."""
    for move in moves:
        node = tree.add(node, move)
    return node


def moves_of(nodes):
    return [str(node.move) for node in nodes if node.move is not None]


def shape(tree):
    """Every node in walk order: the moves that reach it, its comment and its nesting."""
    return [(tuple(moves_of(tree.path(node))), node.comment, node.nesting) for node in tree.walk()]


def a_tree():
    """6B 6A 5B 5A on the main line; 5A instead of 6A (then 5B, and 1B instead of that 5B); 1A
    instead of the last 5A."""
    tree = GameTree(get_game("leb-bbut-ahbochen"))
    played(tree, tree.root, "6B", "6A", "5B", "5A")
    first = tree.root.children[0]
    variation = played(tree, first, "5A", "5B")
    tree.add(variation.parent, "1B")
    tree.add(tree.find(["6B", "6A", "5B"]), "1A")
    return tree


# ----- playing lines ---------------------------------------------------------------------------

def test_another_move_from_an_earlier_position_starts_a_line_and_keeps_the_old_one():
    tree = GameTree(get_game("leb-bbut-ahbochen"))
    end = played(tree, tree.root, "6B", "6A", "5B")
    first = tree.root.children[0]
    other = tree.add(first, "5A")
    assert [str(n.move) for n in first.children] == ["6A", "5A"]
    assert moves_of(tree.main_line()) == ["6B", "6A", "5B"] and end.is_main_line()
    assert other.ply == 2 and other.nesting == 1 and not other.is_main_line()
    assert other.state == tree.game.next_state(first.state, "5A")
    assert moves_of(tree.line(other)) == ["6B", "5A"] and moves_of(tree.path(end)) == ["6B", "6A", "5B"]
    assert tree.size == 4


def test_playing_the_move_already_there_follows_it():
    tree = a_tree()
    first = tree.root.children[0]
    count = tree.size
    assert tree.add(first, "6A") is first.children[0]
    assert tree.add(first, Move.from_notation("5A")) is first.children[1]
    assert tree.size == count and len(first.children) == 2


def test_an_illegal_move_is_refused_and_changes_nothing():
    tree = a_tree()
    before = shape(tree)
    with pytest.raises(IllegalMoveError, match="6B is not legal here; A can play"):
        tree.add(tree.root.children[0], "6B")
    with pytest.raises(IllegalMoveError, match=r"is not a move.*legal here: 1A 2A"):
        tree.add(tree.root.children[0], "xyz")
    assert shape(tree) == before


def test_a_node_knows_its_move_s_events_once_computed():
    tree = GameTree(get_game("leb-bbut-ahbochen"))
    node = tree.add(tree.root, "6B")
    _state, events = tree.game.apply(tree.root.state, "6B")
    assert node.events() == tuple(events) and node.events() is node.events()
    opened = GameTree.from_record(load_record(dump_record(tree.to_record())))
    assert opened.root.children[0].events() == tuple(events)
    assert tree.root.events() == ()


def test_walk_gives_each_line_s_continuation_before_its_variations_and_find_reaches_any_node():
    tree = a_tree()
    assert [moves_of(tree.path(n)) for n in tree.walk()] == [
        [], ["6B"], ["6B", "6A"], ["6B", "6A", "5B"], ["6B", "6A", "5B", "5A"], ["6B", "6A", "5B", "1A"],
        ["6B", "5A"], ["6B", "5A", "5B"], ["6B", "5A", "1B"]]
    node = tree.find(["6B", "5A", "1B"])
    assert node is not None and moves_of(tree.path(node)) == ["6B", "5A", "1B"] and node.nesting == 2
    assert tree.find([]) is tree.root and tree.find(["6B", "4A"]) is None and tree.find(["1B", "6A"]) is None


# ----- promoting and deleting ------------------------------------------------------------------

def test_promote_makes_a_line_the_main_line_at_every_branching_above_it():
    tree = a_tree()
    nested = tree.find(["6B", "5A", "1B"])
    tree.promote(nested)
    assert moves_of(tree.main_line()) == ["6B", "5A", "1B"] and nested.is_main_line()
    first = tree.root.children[0]
    assert [str(n.move) for n in first.children] == ["5A", "6A"]
    assert [str(n.move) for n in first.children[0].children] == ["1B", "5B"]
    assert tree.find(["6B", "6A", "5B", "5A"]).nesting == 1
    assert tree.find(["6B", "6A", "5B", "1A"]).nesting == 2
    assert tree.find(["6B", "5A", "5B"]).nesting == 1
    tree.promote(tree.find(["6B", "6A", "5B", "1A"]))
    assert moves_of(tree.main_line()) == ["6B", "6A", "5B", "1A"]
    assert [str(n.move) for n in first.children] == ["6A", "5A"], "the other branch keeps its place"


def test_promoting_a_line_already_main_changes_nothing():
    tree = a_tree()
    before = shape(tree)
    tree.promote(tree.find(["6B", "6A"]))
    tree.promote(tree.root)
    assert shape(tree) == before


def test_deleting_the_main_continuation_lets_the_next_line_continue():
    tree = a_tree()
    first = tree.root.children[0]
    main = first.children[0]
    tree.delete(main)
    assert moves_of(tree.main_line()) == ["6B", "5A", "5B"]
    assert tree.find(["6B", "5A", "1B"]).nesting == 1 and tree.find(["6B", "6A"]) is None
    assert tree.size == 4 and main.parent is first
    tree.delete(tree.find(["6B", "5A", "1B"]))
    assert [moves_of(tree.path(n)) for n in tree.walk()] == [[], ["6B"], ["6B", "5A"], ["6B", "5A", "5B"]]
    with pytest.raises(ValueError):
        tree.delete(tree.root)
    gone = main.children[0]
    assert moves_of(tree.path(gone)) == ["6B", "6A", "5B"], "a deleted node still knows where it was"
    for change in (lambda: tree.add(gone, "5A"), lambda: tree.promote(gone), lambda: tree.delete(gone)):
        with pytest.raises(ValueError, match="has been deleted"):
            change()
    assert tree.size == 3


def test_a_deleted_line_is_restored_at_its_place_with_its_lines_and_comments():
    tree = commented(a_tree())
    before, size = shape(tree), tree.size
    main = tree.find(["6B", "6A"])
    index = tree.delete(main)
    assert index == 0 and moves_of(tree.main_line()) == ["6B", "5A", "5B"]
    tree.restore(main, index)
    assert shape(tree) == before and tree.size == size
    assert main.comment == "A answers at once" and tree.find(["6B", "5A", "1B"]).nesting == 2
    tree.add(main.children[0], "5A")  # restored moves can be played on again
    with pytest.raises(ValueError, match="not a deleted move"):
        tree.restore(main, 0)


def test_deleting_a_variation_keeps_the_line_it_left():
    tree = a_tree()
    tree.delete(tree.find(["6B", "5A"]))
    assert moves_of(tree.main_line()) == ["6B", "6A", "5B", "5A"] and tree.size == 5


# ----- saving and opening ----------------------------------------------------------------------

def commented(tree):
    tree.root.comment = "The start"
    tree.find(["6B", "6A"]).comment = "A answers at once"
    tree.find(["6B", "5A"]).comment = "Better: 5A"
    tree.find(["6B", "5A", "1B"]).comment = "A line inside a line"
    tree.meta["event"] = "class of Tuesday"
    return tree


def test_a_tree_with_comments_in_its_variations_is_saved_and_opened_again(tmp_path):
    tree = commented(a_tree())
    path = tmp_path / "lines.siembra"
    path.write_text(dump_record(tree.to_record()), encoding="utf-8")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 3 and data["moves"] == ["6B", "6A", "5B", "5A"]
    assert data["comments"] == {"0": "The start", "2": "A answers at once"}
    assert data["variations"] == {
        "2": [{"moves": ["5A", "5B"], "comments": {"1": "Better: 5A"},
               "variations": {"2": [{"moves": ["1B"], "comments": {"1": "A line inside a line"}}]}}],
        "4": [{"moves": ["1A"]}]}
    record = read_record(path)
    assert record.comments == {0: "The start", 2: "A answers at once"}
    assert record.lines[2][0] == Line(["5A", "5B"], {1: "Better: 5A"}, {2: [Line(["1B"], {1: "A line inside a line"})]})
    opened = GameTree.from_record(record)
    assert shape(opened) == shape(tree) and opened.meta == {"event": "class of Tuesday"}
    assert dump_record(opened.to_record()) == dump_record(tree.to_record())


@pytest.mark.parametrize(("extra", "version"), [({}, 1), ({"comments": {"0": "Start", "2": "Good"}}, 2)])
def test_records_of_versions_1_and_2_open_and_are_written_back_as_they_were(extra, version):
    text = json.dumps({**GOOD, "version": version, "meta": {"by": "a teacher"}, **extra}, indent=1) + "\n"
    record = load_record(text)
    assert record.lines == {}
    assert dump_record(record) == text
    assert dump_record(GameTree.from_record(record).to_record()) == text


def test_a_tree_without_variations_is_written_as_the_version_of_its_contents():
    tree = GameTree(get_game("leb-bbut-ahbochen"))
    played(tree, tree.root, "6B", "6A")
    assert json.loads(dump_record(tree.to_record()))["version"] == 1
    tree.root.children[0].comment = "note"
    assert json.loads(dump_record(tree.to_record()))["version"] == 2
    tree.add(tree.root, "5B")
    assert json.loads(dump_record(tree.to_record()))["version"] == 3


def test_a_siembra_that_reads_version_2_refuses_a_record_with_variations_with_its_usual_message(monkeypatch):
    text = dump_record(a_tree().to_record())
    monkeypatch.setattr(rules.record, "VERSION", 2)
    with pytest.raises(RecordError, match="this record is version 3, written by a newer Siembra; "
                                          "this Siembra reads version 2: open it with a newer Siembra"):
        load_record(text)


# ----- records with lines that cannot be used --------------------------------------------------

def with_variations(variations, moves=("6B", "6A", "5B")):
    return json.dumps({**GOOD, "version": 3, "moves": list(moves), "variations": variations})


def test_an_illegal_move_in_a_variation_names_the_variation_and_its_ply():
    text = with_variations({"2": [{"moves": ["5A", "5B"]}, {"moves": ["4A", "5B", "6B"]}]})
    with pytest.raises(RecordError, match=r"^variation 2 at move 2: move 4 \(6B\): 6B is not legal here; A can play"):
        load_record(text)
    nested = with_variations({"2": [{"moves": ["5A", "5B"], "variations": {"2": [{"moves": ["1B", "1B"]}]}}]})
    with pytest.raises(RecordError, match=r"^variation 1 at move 2: variation 1 at move 3: move 4 \(1B\): 1B is not legal here"):
        load_record(nested)
    assert load_record(text, play=False).lines[2][1].moves == ["4A", "5B", "6B"]


def test_replay_lists_the_variations_after_the_main_line(tmp_path, capsys):
    path = tmp_path / "lines.siembra"
    path.write_text(dump_record(a_tree().to_record()))
    assert main(["replay", str(path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["ply"] for line in lines[:5]] == [0, 1, 2, 3, 4] and "variation" not in lines[4]
    variations = [{k: line[k] for k in ("variation", "from", "ply", "moves")} for line in lines[5:]]
    assert variations == [{"variation": 1, "from": 0, "ply": 4, "moves": ["1A"]},
                          {"variation": 2, "from": 0, "ply": 2, "moves": ["5A", "5B"]},
                          {"variation": 3, "from": 2, "ply": 3, "moves": ["1B"]}]
    end = a_tree().find(["6B", "5A", "5B"])
    assert lines[6]["end"]["ply"] == 3 and lines[6]["end"]["pits"] == dict(zip(end.state.labels, end.state.pits))


def test_replay_stops_at_an_illegal_move_in_a_variation(tmp_path, capsys):
    path = tmp_path / "bad.siembra"
    path.write_text(with_variations({"3": [{"moves": ["6A"]}]}))
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 4
    assert err.startswith("error: variation 1 at move 3: move 3 (6A): 6A is not legal here; B can play")


@pytest.mark.parametrize(("variations", "message"), [
    (["5A"], "\"variations\" must be an object"),
    ({"4": [{"moves": ["1A"]}]}, "\"variations\" names move \"4\", but the moves of this line are 1 to 3"),
    ({"0": [{"moves": ["1A"]}]}, "names move \"0\""),
    ({"02": [{"moves": ["5A"]}]}, "names move \"02\""),
    ({"2": []}, "the variations of move 2 must be a list of lines"),
    ({"2": {"moves": ["5A"]}}, "the variations of move 2 must be a list of lines"),
    ({"2": ["5A"]}, "variation 1 at move 2: a variation must be an object with at least one move"),
    ({"2": [{"moves": []}]}, "variation 1 at move 2: a variation must be an object with at least one move"),
    ({"2": [{"comments": {"1": "x"}}]}, "at least one move"),
    ({"2": [{"moves": ["5A"], "start": {}}]}, "variation 1 at move 2: a variation has no field “start”"),
    ({"2": [{"moves": ["5A", "9Z"]}]}, "variation 1 at move 2: move 3: “9Z” is not a move"),
    ({"2": [{"moves": "5A"}]}, "\"moves\" must be a list"),
    ({"2": [{"moves": ["6A"]}]}, "variation 1 at move 2: its first move, 6A, is the move it replaces"),
    ({"2": [{"moves": ["5A"]}, {"moves": ["5A", "5B"]}]}, "variation 2 at move 2: its first move, 5A,"),
    ({"2": [{"moves": ["5A"], "comments": {"0": "x"}}]}, "\"comments\" names move \"0\", but the moves of this line are 1 to 1"),
    ({"2": [{"moves": ["5A", "5B"], "comments": {"2": 5}}]}, "variation 1 at move 2: the comment on ply 3 must be text"),
    ({"2": [{"moves": ["5A"], "variations": {"2": [{"moves": ["1B"]}]}}]},
     "variation 1 at move 2: \"variations\" names move \"2\", but the moves of this line are 1 to 1"),
    ({"2": [{"moves": ["5A"], "variations": []}]}, "variation 1 at move 2: \"variations\" must be an object"),
])
def test_damaged_variations_are_refused_with_the_reason(variations, message):
    with pytest.raises(RecordError, match=message.replace("(", r"\(").replace(")", r"\)")):
        load_record(with_variations(variations), play=False)


def nested_data(depth):
    """A record whose variations nest ``depth`` deep, built as decoded JSON (the JSON parser
    itself refuses text nested this deep)."""
    data = {**GOOD, "version": 3, "moves": ["6B", "6A"]}
    line = data
    for _ in range(depth):
        inner = {"moves": ["5A", "5B"]}
        line["variations"] = {"2": [inner]}
        line = inner
    return data


def test_variations_nested_too_deep_are_refused_in_one_line_without_recursion():
    assert record_from_json(nested_data(MAX_NESTING), play=False)
    for depth in (MAX_NESTING + 1, 100_000):
        with pytest.raises(RecordError, match=f"^(variation 1 at move [0-9]+: ){{{MAX_NESTING}}}"
                                              f"a record holds variations nested at most {MAX_NESTING} deep$"):
            record_from_json(nested_data(depth))
    with pytest.raises(RecordError, match=f"nested more than {MAX_DEPTH} levels deep"):
        load_record(json.dumps(nested_data(MAX_NESTING + 1)))


def test_variations_that_contain_themselves_are_refused():
    one, other = {"moves": ["5A", "5B"]}, {"moves": ["4A", "4B"]}
    one["variations"], other["variations"] = {"1": [other]}, {"1": [one]}
    with pytest.raises(RecordError, match="variations nested at most"):
        record_from_json({**GOOD, "version": 3, "moves": ["6B", "6A"], "variations": {"2": [one]}})


def counting_moves_parsed(monkeypatch) -> list:
    parsed = []
    from_notation = Move.from_notation.__func__
    monkeypatch.setattr(Move, "from_notation", classmethod(lambda cls, text: parsed.append(text) or from_notation(cls, text)))
    return parsed


def test_more_moves_in_all_lines_than_a_record_holds_are_refused_before_any_more_is_read(monkeypatch):
    parsed = counting_moves_parsed(monkeypatch)
    data = {**GOOD, "version": 3, "moves": ["6B", "6A"],
            "variations": {"2": [{"moves": ["5A"] + ["5B"] * 60_000}, {"moves": ["4A"] + ["1B"] * 60_000}]}}
    with pytest.raises(RecordError, match=f"^variation 2 at move 2: the record has 120004 moves; a game has at most {MAX_MOVES}$"):
        record_from_json(data)
    assert len(parsed) == 2 + 60_001
    # Lines shared as decoded values, each holding five lines, ten deep: 5**10 lines written
    # out, of which only as many are read as MAX_MOVES allows.
    level = None
    for _ in range(MAX_NESTING):
        level = [{"moves": [f"{k}A"] + ["1B"] * 50, **({"variations": {"2": level}} if level else {})} for k in range(1, 6)]
    data["variations"] = {"2": level}
    parsed.clear()
    with pytest.raises(RecordError, match=f"the record has [0-9]+ moves; a game has at most {MAX_MOVES}$"):
        record_from_json(data)
    assert MAX_MOVES - 51 < len(parsed) <= MAX_MOVES


# ----- what a tree holds -----------------------------------------------------------------------

def deepest_line(tree, node):
    """Lines nested MAX_NESTING deeper than ``node``, each branching at its first move; the deepest node."""
    for _ in range(MAX_NESTING):
        legal = tree.game.legal_moves(node.state)
        tree.add(node, legal[0])
        node = tree.add(node, legal[1])
    return node


def test_lines_nest_as_deep_as_the_json_of_a_record_can():
    """A line nested k deep has fields at JSON depth 2 + 3k: the deepest that parse_json reads."""
    assert 2 + 3 * MAX_NESTING <= MAX_DEPTH < 2 + 3 * (MAX_NESTING + 1)


def test_a_tree_nests_lines_as_deep_as_a_record_holds_and_no_deeper():
    tree = GameTree(get_game("leb-bbut-ahbochen"))
    deepest = deepest_line(tree, tree.root)
    assert deepest.nesting == MAX_NESTING
    further = tree.add(deepest, tree.game.legal_moves(deepest.state)[0])
    with pytest.raises(TreeLimitError, match=f"variations nested at most {MAX_NESTING} deep"):
        tree.add(deepest, tree.game.legal_moves(deepest.state)[1])
    assert isinstance(TreeLimitError("x"), IllegalMoveError)
    opened = GameTree.from_record(load_record(dump_record(tree.to_record())))
    assert shape(opened) == shape(tree) and further.nesting == MAX_NESTING


def test_a_promotion_that_would_nest_a_line_too_deep_is_refused_and_changes_nothing():
    tree = GameTree(get_game("leb-bbut-ahbochen"))
    deepest = deepest_line(tree, tree.add(tree.root, "6B"))
    other = tree.add(tree.root, "5B")
    before = shape(tree)
    with pytest.raises(TreeLimitError, match=f"variations nested at most {MAX_NESTING} deep"):
        tree.promote(other)
    assert shape(tree) == before
    tree.promote(deepest)  # the lines it pushes aside have no variations
    assert deepest.is_main_line() and max(node.nesting for node in tree.walk()) == 1


def test_a_tree_holds_as_many_moves_as_a_record(monkeypatch):
    monkeypatch.setattr(rules.tree, "MAX_MOVES", 3)
    tree = GameTree(get_game("leb-bbut-ahbochen"))
    played(tree, tree.root, "6B", "6A", "5B")
    assert tree.add(tree.root, "6B") is tree.root.children[0]
    with pytest.raises(TreeLimitError, match="the record has 4 moves; a game has at most 3"):
        tree.add(tree.root, "5B")
    tree.delete(tree.find(["6B", "6A", "5B"]))
    assert tree.add(tree.root, "5B").nesting == 1


def test_a_record_built_in_code_with_an_illegal_variation_is_refused_by_the_tree():
    record = Record(get_game("leb-bbut-ahbochen"), None, ["6B", "6A"], lines={2: [Line(["5A", "6B"])]})
    with pytest.raises(RecordError, match=r"^variation 1 at move 2: move 3 \(6B\): 6B is not legal"):
        GameTree.from_record(record)


# ----- random trees ----------------------------------------------------------------------------

VARIANTS = [("leb-bbut-ahbochen", {"holes": 4}), ("bakuk", {"players": 3}), ("djenon-aboure", {}),
            ("tihbat", {}), ("bechi", {"holes": 3})]
OPERATIONS = st.lists(st.tuples(st.sampled_from(["add", "add", "add", "comment", "promote", "delete"]),
                                st.integers(0, 10_000), st.integers(0, 100)), max_size=60)


def grown(game, operations):
    """A tree grown by ``operations``: each acts on a node chosen among the tree's by number."""
    tree = GameTree(game)
    for number, (operation, pick, choice) in enumerate(operations):
        nodes = list(tree.walk())
        node = nodes[pick % len(nodes)]
        if operation == "add" and not node.state.is_over:
            legal = game.legal_moves(node.state)
            tree.add(node, legal[choice % len(legal)])
        elif operation == "comment":
            node.comment = f"comment {number}" if choice % 4 else ""
        elif operation == "promote":
            tree.promote(node)
        elif operation == "delete" and node is not tree.root:
            tree.delete(node)
    return tree


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=[v[0] for v in VARIANTS])
@settings(max_examples=40, deadline=None)
@given(operations=OPERATIONS)
def test_random_trees_round_trip_and_every_position_is_its_path_replayed(game_id, options, operations):
    game = get_game(game_id, **options)
    tree = grown(game, operations)
    nodes = list(tree.walk())
    assert tree.size == len(nodes) - 1
    for node in nodes:
        path = tree.path(node)
        state = game.initial_state()
        for step in path[1:]:
            state = game.next_state(state, step.move)
        assert node.state == state and node.ply == len(path) - 1
        assert node.nesting == sum(p.children[0] is not c for p, c in itertools.pairwise(path))
        assert len({child.move for child in node.children}) == len(node.children)
    opened = GameTree.from_record(load_record(dump_record(tree.to_record())))
    assert shape(opened) == shape(tree)


def tree_samples() -> list[bytes]:
    """Records of trees grown at random in every game, with comments and nested variations."""
    rng = random.Random(26)
    samples = []
    for game_id, options in VARIANTS:
        operations = [(rng.choice(["add", "add", "add", "comment", "promote"]), rng.randrange(10_000), rng.randrange(100))
                      for _ in range(40)]
        samples.append(dump_record(grown(get_game(game_id, **options), operations).to_record()).encode())
    return samples


def test_mutated_records_with_variations_open_or_are_refused_in_one_short_line(tmp_path):
    samples = tree_samples()
    assert all(json.loads(sample)["version"] == 3 for sample in samples)
    rng = random.Random(20261201)
    outcomes = collections.Counter()
    path = tmp_path / "case.siembra"
    for number in range(1500):
        path.write_bytes(mutate(rng, samples[number % len(samples)]))
        try:
            record = read_record(path)
        except RecordError as err:
            message = err.translated(lambda context, text, *count: text)
            assert "\n" not in message and len(message) <= MAX_MESSAGE_CHARS, (number, message)
            outcomes["refused"] += 1
            continue
        tree = GameTree.from_record(record)
        assert shape(GameTree.from_record(load_record(dump_record(tree.to_record())))) == shape(tree), number
        outcomes["opened"] += 1
    assert outcomes["refused"] > outcomes["opened"] > 0, outcomes
