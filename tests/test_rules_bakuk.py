"""Bakuk: captures of 2 or 4 on any side, chained forward; two or three players."""
from rules_helpers import board, expected, get_game, play, position

BAKUK = get_game("bakuk")
THREE = get_game("bakuk", players=3)


def test_three_player_labels_go_round_the_ring_b_c_a():
    assert THREE.labels == ("1B", "2B", "1C", "2C", "1A", "2A")
    assert [THREE.layout(label) for label in THREE.labels] == [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)]
    assert THREE.players == ("B", "C", "A")


def test_capture_chain_sweeps_forward_and_never_back():
    start = position(BAKUK, {"1B": 5, "2B": 2, "3B": 1, "1A": 1, "2A": 4, "3A": 1})
    after = play(BAKUK, start, "2B")  # 3B makes 2 (behind), 1A makes 2: take 1A, 2A; 3A odd stops
    assert board(BAKUK, after) == expected(BAKUK, {"1B": 5, "3B": 2, "3A": 1}, "A", {"B": 6})


def test_capture_on_ones_own_side():
    start = position(BAKUK, {"1B": 1, "2B": 1, "1A": 3})
    after = play(BAKUK, start, "1B")
    assert board(BAKUK, after) == expected(BAKUK, {"1A": 3}, "A", {"B": 2})


def test_a_player_without_seeds_passes():
    start = position(BAKUK, {"1A": 3, "3A": 1}, to_move="B")
    assert [str(m) for m in BAKUK.legal_moves(start)] == ["pass"]
    after, events = BAKUK.apply(start, "pass")
    assert [e.kind for e in events] == ["pass", "turn"]
    assert board(BAKUK, after) == expected(BAKUK, {"1A": 3, "3A": 1}, "A")


def test_three_players_move_in_turn_and_a_capture_goes_to_the_mover():
    start = position(THREE, {"2B": 1, "1C": 1, "2C": 1, "1A": 4}, to_move="C")
    after = play(THREE, start, "1C")  # 2C makes 2: C takes it and A's 1A (4); 2A empty stops
    assert board(THREE, after) == expected(THREE, {"2B": 1}, "A", {"C": 6})
    assert [str(m) for m in THREE.legal_moves(after)] == ["pass"]


def test_the_game_ends_when_the_board_is_empty():
    start = position(BAKUK, {"3B": 1, "1A": 1})
    after = play(BAKUK, start, "3B")
    assert board(BAKUK, after) == expected(BAKUK, {}, None, {"B": 2})
