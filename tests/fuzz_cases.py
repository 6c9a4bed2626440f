"""Hostile inputs for every loader: valid files mutated, structurally and byte by byte, from a seed.

A loader is registered in ``LOADERS`` with the valid samples it starts from and a function that
feeds it one case: it returns None when the input is accepted and the message shown when it is
refused; any exception it lets out is a crash. ``run_case`` classifies one case, ``cases``
generates them from a seed, so that a failure is repeated from its seed and number alone.
tests/test_fuzz_loaders.py runs a few thousand; ``bench/fuzz.py --count N`` any number. The
app's loaders (File > Open, the autosave left over, a lessons folder, the settings file) run in
one offscreen window of their own.

A case is written as a file (or, for the settings, as the text the settings file stores) and
may be something other than a regular file: a FIFO, a folder, a symbolic link to either.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import random
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop_app import settings_schema
from desktop_app.lesson_schema import read_lesson_file
from rules import GAME_IDS, get_game, variants
from rules.cli import main as cli_main
from rules.record import Record, dump_record, read_record
from rules.safe_input import InputError

LESSON_DIR = Path(__file__).resolve().parents[1] / "resources" / "lessons"
# A refusal's message, excerpts included: long enough for a reason and the legal moves of the
# largest board, short enough that no value can make it grow.
MAX_MESSAGE_CHARS = 600
FILE_KINDS = ("fifo", "folder", "link to fifo", "link to file", "dangling link")


@dataclass(frozen=True)
class Loader:
    name: str
    samples: Callable[[], list[bytes]]
    # (case bytes, path of the case's file) -> None if accepted, else the refusal's message
    feed: Callable[[bytes, Path], str | None]
    from_file: bool = True  # the case is written to a file (of any kind) first
    weight: int = 1  # how often it is fed, against the others


@dataclass(frozen=True)
class Case:
    loader: str
    number: int
    data: bytes
    kind: str = "file"  # or one of FILE_KINDS


@dataclass(frozen=True)
class Outcome:
    status: str  # "accepted", "refused", "crashed" or "hung"
    detail: str = ""  # the refusal's message, or the crash's traceback


# ----- the loaders -------------------------------------------------------------------------

def _message(err: InputError) -> str:
    """The message as the app shows it: translated (here by the identity), fields included."""
    return err.translated(lambda context, text, *count: text)


def _file_feeder(read: Callable[[Path], object]):
    """A loader that reads the case's file with ``read``, which refuses with an InputError."""
    def feed(data: bytes, path: Path) -> str | None:
        try:
            read(path)
        except InputError as err:
            return _message(err)
        return None
    return feed


def _feed_replay(data: bytes, path: Path) -> str | None:
    """``python -m rules replay FILE``, in-process: status 0, or 2 with one line on stderr."""
    return _cli(["replay", str(path)], None)


def _feed_replay_stdin(data: bytes, path: Path) -> str | None:
    return _cli(["replay", "-"], data)


def _feed_play_options(data: bytes, path: Path) -> str | None:
    """``python -m rules play`` (or ``list``) with the case as its arguments: a JSON list of
    them, or else the words of the bytes, as a shell passes them (undecodable bytes escaped).
    ``match`` and ``solve`` are left out: they play or solve whole games, for minutes."""
    text = data.decode("utf-8", errors="surrogateescape")
    try:
        words = json.loads(text)
    except (ValueError, RecursionError):
        words = None
    argv = [str(word) for word in words] if isinstance(words, list) else text.split()
    if not argv or argv[0] != "list":
        argv[:1] = ["play"]
    return _cli(argv, None)


def _cli(argv: list[str], stdin: bytes | None) -> str | None:
    """Run the command line in-process: status 0, or 2 with one line on standard error saying
    why (argparse's refusals: its usage, then that line)."""
    out, err = io.StringIO(), io.StringIO()
    saved_stdin = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli_main(argv)
    except SystemExit as exit_:
        code = exit_.code
        lines = err.getvalue().splitlines()
        if code != 2 or not lines or not lines[0].startswith("usage: ") or ": error: " not in lines[-1]:
            raise AssertionError(f"argparse ended with {code}: {err.getvalue()[:300]!r}") from None
        return lines[-1]
    finally:
        sys.stdin = saved_stdin
    lines = err.getvalue().splitlines()
    if code == 0 and not lines:
        return None
    if code != 2 or len(lines) != 1:
        raise AssertionError(f"status {code} with {len(lines)} lines on standard error: {err.getvalue()[:300]!r}")
    return lines[0]


AMOUNT_WORDS = ["inf", "-inf", "nan", "1e308", "1e-308", "-5", "0", "-0", "٣", "١٢", "１２", "৫", "1_000", "0x10",
                " 5", "5 ", "+5", "0.0000001", "600", "600.000001", "9" * 30, "1" * 5000, "3\n4", "", "٣x٣", "99999x1",
                "1.5e3", "½", "Ⅻ", "𝟗"]


def amount_samples() -> list[bytes]:
    """Command lines with an amount for every option that takes one (mutations put in
    AMOUNT_WORDS, among the other hostile values)."""
    return [json.dumps(line).encode() for line in (
        ["analyse", "x.siembra", "--seconds", "0.5"], ["match", "bechi", "--games", "4", "--budget", "0.1"],
        ["play", "bechi", "--holes", "4", "--seed", "3"],
        ["siembra", "--game", "bechi", "--holes", "4", "--rounds", "3", "--seed", "3", "--size", "800x600"],
        ["siembra", "--record", "x.siembra", "--export-animation", "x.gif", "--plies", "1-2", "--size", "480x300"])]


def _feed_amounts(data: bytes, path: Path) -> str | None:
    """A command line's options parsed (not run): every amount within its limits, or one line."""
    from desktop_app.__main__ import parse_args
    from rules.amounts import MAX_GAMES, MAX_SECONDS
    from rules.cli import build_parser

    try:
        argv = [str(word) for word in json.loads(data)]
    except (ValueError, TypeError, RecursionError):
        argv = data.decode("utf-8", errors="surrogateescape").split()
    if not argv:
        return None
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            args = parse_args(argv[1:]) if argv[0] == "siembra" else build_parser().parse_args(argv)
    except SystemExit as exit_:
        lines = err.getvalue().splitlines()
        if exit_.code == 0 and not lines:
            return None  # --help, --version
        if exit_.code != 2 or not lines:
            raise AssertionError(f"parsing ended with {exit_.code}: {err.getvalue()[:300]!r}") from None
        return lines[-1]
    for name, low, high in (("seconds", 0, MAX_SECONDS), ("budget", 0, MAX_SECONDS), ("games", 1, MAX_GAMES)):
        value = getattr(args, name, None)
        if value is not None and not (low <= value <= high and value == value):
            raise AssertionError(f"--{name} {value!r} was let through")
    for name in ("holes", "players", "rounds", "seed"):
        value = getattr(args, name, None)
        if value is not None and (not isinstance(value, int) or len(str(abs(value))) > 20):
            raise AssertionError(f"--{name} {value!r} was let through")
    return None


def _setting_feeder(key: str):
    def feed(data: bytes, path: Path) -> str | None:
        value, problem = settings_schema.read(key, data.decode("utf-8", errors="replace"))
        # whatever was stored, what comes out is a value the setting may hold
        again, second = settings_schema.check(key, value)
        if second is not None or again != value:
            raise AssertionError(f"{key}: {value!r} came out of the check but fails it: {second}")
        return None if problem is None else _message(problem)
    return feed


def record_samples() -> list[bytes]:
    """Records of random games of every variant, some from a position reached part-way."""
    rng = random.Random(7)
    samples = []
    for game_id in GAME_IDS:
        for options in variants(game_id):
            game = get_game(game_id, **options, first=rng.choice(["A", "B"]))
            for length in (0, 3, 40, 400):
                state, moves = game.initial_state(), []
                while len(moves) < length and not state.is_over:
                    move = rng.choice(game.legal_moves(state))
                    state = game.next_state(state, move)
                    moves.append(str(move))
                cut = len(moves) // 2
                start = game.initial_state()
                for move in moves[:cut]:
                    start = game.next_state(start, move)
                samples.append(dump_record(Record(game, None, moves)).encode())
                record = Record(game, game.without_history(start), moves[cut:], {"ply": len(moves) - cut, "seats": {"A": "easy"}})
                samples.append(dump_record(record).encode())
    return samples


def play_samples() -> list[bytes]:
    return [json.dumps(argv).encode() for argv in (
        ["list"], ["play", "bechi", "--holes", "3", "--moves", "1B 3A"],
        ["play", "leb-bbut-ahbochen", "--holes", "4", "--first", "A", "--moves", "4A 1B 2A"],
        ["play", "bakuk", "--players", "3", "--first", "random", "--seed", "5"],
        ["play", "djenon-aboure", "--moves", "6B"], ["play", "tihbat", "--first", "B"])]


def lesson_samples() -> list[bytes]:
    return [path.read_bytes() for path in sorted(LESSON_DIR.glob("*.json"))]


SETTING_SAMPLES = {
    "language": ['""', '"es"', '"ca"'], "theme": ['"wood"', '"classroom"'],
    "colour_blind": ["true", "false"], "reduced_motion": ["true"], "path_overlay": ["false"],
    "font_scale": ["1.0", "1.3", "2.5"], "speed": ["55", "0", "100"], "panel_width": ["300", "160", "1200"],
    "seats": ['{"A": "medium", "B": "human"}', "{}"], "recent": ['["/home/ana/game.siembra", "b.siembra"]', "[]"],
    "geometry": ['"AdnQywADAAAAAAAAAAAAAAAAA0UAAAI2AAAAAA=="', '""'],
    "start": ['{"game": "bechi", "options": {"holes": 3, "rounds": 5, "first": "random"}, "mode": "watch", "level": "easy"}',
              '{"game": "tihbat", "options": {"first": "A"}, "mode": "computer", "level": "expert"}', "{}"],
    "analysis_seconds": ["0.5", "0.1", "10"], "build_tables": ["true", "false"],
}


def _setting_samples(key: str):
    return lambda: [text.encode() for text in SETTING_SAMPLES.get(key, ["1.0", "0.5", "30"])]


# ----- the app's loaders: a window of its own, with its files in a folder of their own ------

_APP: dict = {}


def _window():
    """One offscreen window for every case (building one per case would be most of the work),
    its settings in a folder of its own: the user's are never touched."""
    if not _APP:
        import tempfile

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        from desktop_app.settings import Settings
        from desktop_app.window.mainwindow import MainWindow
        _APP["app"] = QApplication.instance() or QApplication(["siembra-fuzz"])
        _APP["folder"] = Path(tempfile.mkdtemp(prefix="siembra-fuzz-"))
        window = MainWindow(settings=Settings(_APP["folder"] / "siembra.json"))
        window.show_dialogs = False
        window.animator.step_ms = 0
        _APP["window"] = window
    return _APP["window"]


def _told(window, act: Callable[[], object]) -> tuple[object, list[str]]:
    """What ``act`` returns and the notices it made the window give (standard error, where a
    notice is also written, is kept out of the way)."""
    from desktop_app.notices import notices

    told = notices(window)
    told.shown.clear()
    with contextlib.redirect_stderr(io.StringIO()):
        result = act()
        told.flush()
    return result, [text.replace("\n", " ") for text in told.shown]


def _feed_open(data: bytes, path: Path) -> str | None:
    """File > Open (or a drop, or a recent game) of the case: refused, the board stays as it was."""
    window = _window()
    before = window.record.to_record().to_json()
    (opened, told) = _told(window, lambda: window.files.open_path(path))
    if opened:
        return None
    if window.record.to_record().to_json() != before:
        raise AssertionError("a refused open changed the game on the board")
    if len(told) != 1:
        raise AssertionError(f"a refused open told {len(told)} notices: {told}")
    return told[0]


def _feed_autosave(data: bytes, path: Path) -> str | None:
    """The case as the autosave a crash left behind: offered, or set aside (kept) with a notice."""
    from desktop_app.files import Autosave

    window = _window()
    autosave, told = _told(window, lambda: Autosave(window, path))
    try:
        if autosave.pending is not None:
            return None
        if not told:
            if os.path.lexists(path) and not _empty_record(path):
                raise AssertionError("an autosave neither offered nor set aside")
            return None
        if os.path.lexists(path) or not os.path.lexists(f"{path}.damaged"):
            raise AssertionError("a damaged autosave was not set aside under its new name")
        return told[0]
    finally:
        autosave.stop()
        autosave.setParent(None)


def _empty_record(path: Path) -> bool:
    """An autosave of a game not started (nothing to offer)."""
    record = read_record(path)
    return not record.moves and record.start is None


def _feed_lesson_folder(data: bytes, path: Path) -> str | None:
    """The case as a teacher's lesson file beside a good one: skipped with a reason, the other loads."""
    from desktop_app.teaching.lessons import load_lessons

    folder = path.parent / "lessons"
    folder.mkdir()
    try:
        os.rename(path, folder / "case.json")
        (folder / "good.json").write_bytes(_GOOD_LESSON)
        lessons, problems = load_lessons([(folder, True)])
    finally:
        for entry in folder.iterdir():
            entry.rmdir() if entry.is_dir() and not entry.is_symlink() else entry.unlink()
        folder.rmdir()
    if not any(lesson.path.name == "good.json" for lesson in lessons):
        raise AssertionError("a bad lesson file hid the good one beside it")
    return problems[0][1] if problems else None


def _feed_settings_file(data: bytes, path: Path) -> str | None:
    """The case as the settings file: every setting read, each problem told once, never raised."""
    from desktop_app.settings import Settings

    return _read_settings(Settings(path))


def _feed_settings_ini(data: bytes, path: Path) -> str | None:
    """The case as an earlier Siembra's INI settings, taken over once by the first start."""
    from desktop_app.settings import Settings

    told = _read_settings(Settings(path.with_name("siembra.json"), legacy=path))
    if os.path.exists(path.with_name("siembra.json")):  # what was taken over reads back as it was written
        again = Settings(path.with_name("siembra.json"), legacy=path)
        for key in settings_schema.SCHEMA:
            again.get(key)
        if again._problems:
            raise AssertionError(f"the settings taken over read back with problems: {again._problems}")
    return told


def _read_settings(settings) -> str | None:
    told: list[str] = []
    settings.report_to(told.append)
    for key in settings_schema.SCHEMA:
        value = settings.get(key)
        again, problem = settings_schema.check(key, value)
        if problem is not None or again != value:
            raise AssertionError(f"{key}: {value!r} was used but fails its check: {problem}")
    return told[0] if told else None


_GOOD_LESSON = (LESSON_DIR / "leb-relay-once.json").read_bytes()


def _feed_save(data: bytes, path: Path) -> str | None:
    """File > Save of the game on the board to the case's path, whatever is there: written whole
    over a regular file, or refused with one notice and the thing there left as it was."""
    window = _window()
    kind = _kind(path)
    saved, told = _told(window, lambda: window.files.save_to(path, window.record.to_record()))
    if saved:
        if not path.is_file() or path.read_text(encoding="utf-8") != dump_record(window.record.to_record()):
            raise AssertionError("a save said it wrote what it did not")
        return None
    if _kind(path) != kind or len(told) != 1 or any(p.name.endswith(".tmp") for p in path.parent.iterdir()):
        raise AssertionError(f"a refused save changed {kind} or left a temporary file, or told {told}")
    return told[0]


NAME_SAMPLES = ["<img src=x>", "<b>bold", "<a href='x'>link</a>", "<style>*{}</style>", "&lt;amp;", "a\nb<i>",
                "<table><tr><td>", "\u202e<u>", "<!-- x", "<qt>", "line\rreturn", "<img src=\"\\x00\">"]


def name_samples() -> list[bytes]:
    return [name.encode("utf-8") for name in NAME_SAMPLES]


def _feed_name(data: bytes, path: Path) -> str | None:
    """The case as the name of a game file, opened in the window and then found in its recent
    games and its notices: every place it shows is plain text (tests/test_hostile_app.py walks
    every widget; this tries many names on the places a name reaches first)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    name = os.fsdecode(data.replace(b"/", b"_").replace(b"\0", b"_")[:200] or b"_") + ".siembra"
    target = path.parent / name
    target.write_text(dump_record(Record(get_game("tihbat"), None, ["1B"])), encoding="utf-8")
    window = _window()
    window.show_dialogs = False
    _told(window, lambda: window.files.open_path(target))
    target.unlink()
    _, told = _told(window, lambda: window.files.open_path(target))  # gone: refused, its name in the notice
    window.files.fill_recent(window.recent_menu)
    raw = [a.toolTip() for a in window.recent_menu.actions() if "<" in name and name[:20] in a.toolTip()]
    labels = [label for label in window.findChildren(QLabel)
              if "<" in name and name[:20] in label.text() and label.textFormat() != Qt.TextFormat.PlainText]
    window.settings.set("recent", [])
    if raw or labels:
        raise AssertionError(f"{name!r} shown as markup: {raw} {[label.text() for label in labels]}")
    if len(told) != 1:
        raise AssertionError(f"a file gone was told {len(told)} times: {told}")
    return None  # shown as plain text everywhere


def _kind(path: Path) -> str:
    try:
        return oct(os.lstat(path).st_mode)
    except OSError:
        return "absent"


def _feed_lock(data: bytes, path: Path) -> str | None:
    """The case as the autosave's lock file (what a crash, another Siembra or anyone left): taken
    once it names no running Siembra, else the autosave is off with one notice; never a hang."""
    from desktop_app.files import Autosave

    lock = path.with_suffix(".lock")
    os.rename(path, lock)
    if os.path.isfile(lock) and not os.path.islink(lock):
        os.utime(lock, (1, 1))  # left long ago
    window = _window()
    autosave, told = _told(window, lambda: Autosave(window, path))
    try:
        taken = autosave._lock is not None and autosave._lock.isLocked()
        if taken == bool(told):
            raise AssertionError(f"the lock taken: {taken}, but told {told}")
        return None if taken else told[0]
    finally:
        autosave.stop()
        autosave.setParent(None)


def lock_samples() -> list[bytes]:
    import socket

    # empty or garbage (a crash while it was written), and a Siembra's that has ended
    return [b"", b"\x00" * 40, b"garbage", f"99999999\nsiembra\n{socket.gethostname()}\n".encode()]


def settings_ini_samples() -> list[bytes]:
    """INI settings files as an earlier Siembra wrote them with QSettings (every value as JSON);
    the mutations put in what QSettings would read as objects (HOSTILE_TOKENS: a variant, a
    byte array, a list)."""
    import tempfile

    from PySide6.QtCore import QSettings

    samples = []
    with tempfile.TemporaryDirectory() as folder:
        for number, chosen in enumerate((0, -1)):
            ini = QSettings(str(Path(folder) / f"{number}.ini"), QSettings.Format.IniFormat)
            for key in settings_schema.SCHEMA:
                ini.setValue(key, json.dumps(json.loads(SETTING_SAMPLES.get(key, ["1.0", "2.5"])[chosen])))
            ini.sync()
            samples.append((Path(folder) / f"{number}.ini").read_bytes())
    return samples


def settings_file_samples() -> list[bytes]:
    """Settings files as Siembra writes them (JSON, every value as it is used)."""
    import tempfile

    from desktop_app.settings import Settings

    samples = []
    with tempfile.TemporaryDirectory() as folder:
        for number, chosen in enumerate((0, -1)):
            settings = Settings(Path(folder) / f"{number}.json")
            for key in settings_schema.SCHEMA:
                settings.set(key, json.loads(SETTING_SAMPLES.get(key, ["1.0", "2.5"])[chosen]))
            samples.append(settings.path.read_bytes())
    return samples


LOADERS: dict[str, Loader] = {
    "record": Loader("record", record_samples, _file_feeder(read_record), weight=6),
    "replay": Loader("replay", record_samples, _feed_replay, weight=4),
    "replay stdin": Loader("replay stdin", record_samples, _feed_replay_stdin, from_file=False, weight=2),
    "lesson": Loader("lesson", lesson_samples, _file_feeder(read_lesson_file), weight=6),
    "play options": Loader("play options", play_samples, _feed_play_options, from_file=False, weight=3),
    "amounts on the command line": Loader("amounts on the command line", amount_samples, _feed_amounts, from_file=False,
                                          weight=3),
    **{f"setting {key}": Loader(f"setting {key}", _setting_samples(key), _setting_feeder(key), from_file=False)
       for key in settings_schema.SCHEMA},
    "open in the window": Loader("open in the window", record_samples, _feed_open, weight=3),
    "autosave left over": Loader("autosave left over", record_samples, _feed_autosave, weight=3),
    "lesson folder": Loader("lesson folder", lesson_samples, _feed_lesson_folder, weight=2),
    "settings file": Loader("settings file", settings_file_samples, _feed_settings_file, weight=2),
    "settings INI taken over": Loader("settings INI taken over", settings_ini_samples, _feed_settings_ini, weight=2),
    "save a game": Loader("save a game", record_samples, _feed_save, weight=2),
    "names shown in the window": Loader("names shown in the window", name_samples, _feed_name, from_file=False),
    "autosave lock": Loader("autosave lock", lock_samples, _feed_lock, weight=2),
}


# ----- mutations ---------------------------------------------------------------------------

HOSTILE_VALUES = [
    None, True, False, 0, -1, 1, 2, 3, 6, 255, 256, 10**19, -10**19, 6.0, 6.5, 1e308, -0.0,
    "", " ", "B", "C", "Z", "random", "6B", "pass", "refill:1A,3A", "x" * 10_000, "\ud800", "a\x00b",
    "\u202e\u0007", "😀" * 50, [], {}, [1, 2], {"": 1}, [[[[[]]]]], list(range(5000)), {str(i): i for i in range(300)},
    *AMOUNT_WORDS,
]
# Texts that JSON decoders disagree on, or that Python's own refuses, spliced in as they are.
HOSTILE_TOKENS = [
    "NaN", "Infinity", "-Infinity", "1e999", "-1e999", "9" * 25, "9" * 5000, "-" + "1" * 4400,
    "[" * 1000 + "]" * 1000, "{\"a\":" * 1000 + "1" + "}" * 1000, "[" * 100_000, "\"\\ud800\"",
    "\"\\udfff\\ud800\"", "\"\\u0000\"", "0.0000000000000000000000000000001e-400", "1" + "0" * 300 + ".5",
    "\"" + "\\\\" * 3000 + "\"", "[]" * 5, "tru", "nul", "\"\\x41\"",
    # what QSettings' INI reader turns into objects: a variant (nested), a byte array, a list
    "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\bQVariant)" * 3, "@ByteArray(55)", "@@x", "a, b", "\n[thinking]\nexpert=",
]
PLAUSIBLE_WORDS = ["1A", "3A", "6B", "10A", "1C", "2B:cw", "3B:ccw", "pass", "refill:1A,3A", "refill:1B",
                   "A", "B", "C", None, "play", "refill", "siembra-record", "siembra-lesson", "en", "es"]
BYTE_SNIPPETS = [b"\xff", b"\xfe", b"\x00", b"\xc3", b"\xc3\x28", b"\xed\xa0\x80", b"\xf4\x90\x80\x80",
                 b"\xef\xbb\xbf", b"\r", b"\x1b[2J", b"\"", b"\\", b"{", b"]", b",", b"\xe2\x80\xae"]


def _paths(tree, prefix=()):
    """Every (path, value) of a decoded JSON tree, depth first."""
    yield prefix, tree
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(tree, list):
        for i, value in enumerate(tree):
            yield from _paths(value, (*prefix, i))


def _set(tree, path, value):
    if not path:
        return value
    parent = tree
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return tree


def _structural(rng: random.Random, tree):
    """One change of the decoded tree: a value replaced, a key removed or added, moves altered."""
    nodes = list(_paths(tree))
    path, value = rng.choice(nodes)
    choice = rng.randrange(8)
    if choice == 0 and path:
        parent = tree
        for step in path[:-1]:
            parent = parent[step]
        del parent[path[-1]]
        return tree
    if choice == 1 and isinstance(value, dict):
        value[rng.choice(["surprise", "pits", "moves", "stores", "1B", "Z", "x" * 300, "\ud800"])] = rng.choice(HOSTILE_VALUES)
        return tree
    if choice == 2 and isinstance(value, list) and value:
        rng.choice([value.reverse, lambda: value.append(rng.choice(value)),
                    lambda: value.__setitem__(slice(rng.randrange(len(value)), None), []),
                    lambda: value.insert(rng.randrange(len(value)), rng.choice(["pass", "6B", "1A", "refill:1B", "2B:cw"])),
                    lambda: value.extend(value * rng.randrange(1, 30))])()
        return tree
    if choice == 3 and isinstance(value, int) and not isinstance(value, bool):
        # mostly a nearby count, so that the position may still hold together
        return _set(tree, path, rng.choice([value + rng.randint(-3, 3), rng.randint(0, 12), value - 300, value + 10**6]))
    if choice == 4:
        return _set(tree, path, rng.choice(["leb-bbut-ahbochen", "bakuk", "djenon-aboure", "tihbat", "bechi", "oware"]))
    if choice == 5 and isinstance(value, str):  # another word of the format, wrong here or not
        return _set(tree, path, rng.choice(PLAUSIBLE_WORDS))
    return _set(tree, path, rng.choice(HOSTILE_VALUES))


def _to_text(rng: random.Random, tree) -> str:
    text = json.dumps(tree, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1]))
    if rng.random() < 0.3:  # a value replaced by a token no encoder writes
        marker = json.dumps(rng.choice(list(_scalars(tree)) or [0]))
        token = rng.choice(HOSTILE_TOKENS)
        at = text.find(marker)
        if at >= 0:
            text = text[:at] + token + text[at + len(marker):]
    return text


def _scalars(tree):
    return [v for _, v in _paths(tree) if isinstance(v, (int, str)) and not isinstance(v, bool)][:200]


def _bytewise(rng: random.Random, data: bytes) -> bytes:
    """One change of the bytes: flipped, inserted, deleted, cut short, re-encoded."""
    n = len(data)
    at = rng.randrange(n + 1)
    choice = rng.randrange(9)
    if choice == 0 and n:
        i = rng.randrange(n)
        return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]
    if choice == 1:
        return data[:at] + rng.choice(BYTE_SNIPPETS) + data[at:]
    if choice == 2:
        return data[:at]
    if choice == 3:
        return data[:at] + data[at + rng.randrange(1, 50):]
    if choice == 4:
        return b"\xef\xbb\xbf" + data
    if choice == 5:
        return data.decode("utf-8", errors="replace").encode(rng.choice(["utf-16", "utf-16-le", "utf-32", "latin-1"]), errors="replace")
    if choice == 6:
        return data[:at] + rng.choice(HOSTILE_TOKENS).encode() + data[at:]
    if choice == 7:
        return data[:at] + data[at:at + 200] * rng.randrange(2, 20) + data[at:]
    return bytes(rng.randrange(256) for _ in range(rng.randrange(64)))


def mutate(rng: random.Random, data: bytes) -> bytes:
    """One to three mutations of a valid input: mostly of its JSON tree, some of its bytes."""
    for _ in range(rng.choice([1, 1, 2, 3])):
        try:
            tree = json.loads(data)
        except (ValueError, RecursionError):  # an earlier mutation broke it: bytes only from here
            tree = None
        if tree is not None and rng.random() < 0.6:
            data = _to_text(rng, _structural(rng, tree)).encode("utf-8", errors="surrogatepass")
        else:
            data = _bytewise(rng, data)
    return data


def cases(seed: int, count: int, loaders: list[str] | None = None):
    """``count`` cases from ``seed``, each for a loader chosen by weight; about one in fifty is a
    file that is not a regular one, one in a thousand is larger than any loader reads."""
    rng = random.Random(seed)
    names = loaders or list(LOADERS)
    weights = [LOADERS[name].weight for name in names]
    samples = {name: LOADERS[name].samples() for name in names}
    for number in range(count):
        name = rng.choices(names, weights)[0]
        data = rng.choice(samples[name])
        if rng.random() < 0.95:
            data = mutate(rng, data)
        kind = "file"
        if LOADERS[name].from_file and rng.random() < 0.02:
            kind = rng.choice(FILE_KINDS)
        elif rng.random() < 0.001:
            data = data + b" " * 2_100_000
        yield Case(name, number, data, kind)


# ----- running a case ----------------------------------------------------------------------

def _write(case: Case, folder: Path) -> Path:
    """The case as a file of its kind in ``folder`` (emptied first)."""
    for entry in folder.iterdir():
        entry.rmdir() if entry.is_dir() and not entry.is_symlink() else entry.unlink()
    path, target = folder / "case.siembra", folder / "target"
    if case.kind == "file":
        path.write_bytes(case.data)
    elif case.kind == "fifo":
        os.mkfifo(path)
    elif case.kind == "folder":
        path.mkdir()
    else:
        if case.kind == "link to fifo":
            os.mkfifo(target)
        elif case.kind == "link to file":
            target.write_bytes(case.data)
        path.symlink_to(target)
    return path


class Hung(Exception):
    """A case that took longer than HANG_SECONDS: a loader that blocks or grows faster than its input."""


HANG_SECONDS = 30  # far beyond any case's time (the largest take a fraction of a second)


def _hang(signum, frame):
    raise Hung(f"still running after {HANG_SECONDS} s")


def run_case(case: Case, folder: Path) -> Outcome:
    """Feed one case to its loader; a refusal must come with a short message of plain text. A
    case still running after HANG_SECONDS is stopped (where Python can be interrupted: a
    blocking open or read is) and counted as hung."""
    import signal

    loader = LOADERS[case.loader]
    previous = signal.signal(signal.SIGALRM, _hang)
    signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)
    try:
        path = _write(case, folder) if loader.from_file else folder / "unused"
        message = loader.feed(case.data, path)
        if message is not None:
            if not message.strip() or len(message) > MAX_MESSAGE_CHARS or not message.isprintable():
                raise AssertionError(f"refusal without a short, printable message: {message[:MAX_MESSAGE_CHARS]!r}")
            message.encode("utf-8")
    except Hung:
        return Outcome("hung", traceback.format_exc(limit=-6))
    except Exception:
        return Outcome("crashed", traceback.format_exc(limit=-6))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    return Outcome("accepted") if message is None else Outcome("refused", message)


# ----- the worst shapes: each loader's largest allowed input, shaped to cost the most --------

def _record_text(moves: list[str], **extra) -> str:
    return json.dumps({"format": "siembra-record", "version": 1, "game": "leb-bbut-ahbochen",
                       "options": {"holes": 6, "first": "B"}, "moves": moves, **extra})


def _padded(text: str, size: int, shape: str) -> bytes:
    """``text`` with ``shape`` (a JSON value) added to it as an unknown field, repeated to ``size``
    bytes: the reader checks the whole file before it finds the field unknown."""
    head = text[:-1] + ', "x": '
    body = shape * max(1, (size - len(head) - 3) // len(shape))
    return (head + body)[:size - 1].encode() + b"}"


WORST_SHAPES: dict[str, Callable[[int], bytes]] = {
    # a string that is a run of escaped quotes, closed and not: once quadratic in the depth check
    "escaped quotes": lambda size: _padded(_record_text([]), size, '"' + '\\"' * size + '"'),
    "escaped quotes, never closed": lambda size: ('"' + '\\"' * (size // 2 - 1)).encode(),
    "backslashes": lambda size: _padded(_record_text([]), size, '"' + "\\\\" * size + '"'),
    # the deepest nesting allowed, over and over: every pass of the depth check has work to do
    "deepest nests": lambda size: _padded(_record_text([]), size, "[" + ("[" * 30 + "]" * 30 + ",") * size + "0]"),
    "empty lists": lambda size: _padded(_record_text([]), size, "[" + "[]," * size + "0]"),
    "brackets never closed": lambda size: ("[" * size).encode(),
    "many keys": lambda size: _padded(_record_text([]), size, "{" + "".join(f'"k{i}":0,' for i in range(size // 6)) + '"z":0}'),
    "long numbers": lambda size: _padded(_record_text([]), size, "[" + "1e308," * size + "0]"),
}


def worst_inputs(loader: str) -> dict[str, bytes]:
    """Each worst shape at the largest size ``loader`` reads."""
    from desktop_app.lesson_schema import MAX_LESSON_BYTES
    from desktop_app.settings import MAX_SETTINGS_BYTES
    from rules.record import MAX_RECORD_BYTES

    size = {"lesson": MAX_LESSON_BYTES, "settings file": MAX_SETTINGS_BYTES,
            "settings INI taken over": MAX_SETTINGS_BYTES}.get(loader, MAX_RECORD_BYTES)
    shapes = {name: make(size)[:size] for name, make in WORST_SHAPES.items()}
    if loader == "settings INI taken over":
        # what made QSettings recurse until it crashed: variants nested in variants, and long escapes
        shapes["nested variants"] = ("[General]\ntheme=" + "@Variant(\\0\\0\\0\\x7f" * (size // 20)).encode()[:size]
        shapes["escapes"] = ("[General]\nrecent=\"" + "\\x41\\\\\\\"" * size).encode()[:size]
    if loader in ("record", "replay"):
        # the most moves a record of this size holds: every one replayed
        shapes["most moves"] = _record_text(["pass"] * ((size - 200) // 8)).encode()[:size]
        # a long game with every other move of every ply as a variation: were each variation
        # replayed from the start, the work would grow with their number times the game's length
        game = get_game("leb-bbut-ahbochen", holes=10, first="B")
        state, moves, variations = game.initial_state(), [], {}
        while len(moves) < 2000 and not state.is_over:
            legal = [str(m) for m in game.legal_moves(state)]
            move = legal[len(moves) % len(legal)]
            variations[str(len(moves) + 1)] = [{"moves": [other]} for other in legal if other != move]
            state, moves = game.next_state(state, move), [*moves, move]
        shapes["a variation for every other move"] = json.dumps({
            "format": "siembra-record", "version": 3, "game": "leb-bbut-ahbochen", "options": {"holes": 10, "first": "B"},
            "moves": moves, "variations": {k: v for k, v in variations.items() if v}}).encode()
    return shapes


WORST_LOADERS = ("record", "replay", "lesson", "settings file", "settings INI taken over")
