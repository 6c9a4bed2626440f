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
    status: str  # "accepted", "refused" or "crashed"
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
    "analysis_seconds": ["0.5", "0.1", "10"],
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
        window = MainWindow(settings=Settings(_APP["folder"] / "siembra.ini"))
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

    told: list[str] = []
    settings = Settings(path)
    settings.report_to(told.append)
    for key in settings_schema.SCHEMA:
        value = settings.get(key)
        again, problem = settings_schema.check(key, value)
        if problem is not None or again != value:
            raise AssertionError(f"{key}: {value!r} was used but fails its check: {problem}")
    return told[0] if told else None


_GOOD_LESSON = (LESSON_DIR / "leb-relay-once.json").read_bytes()


def settings_file_samples() -> list[bytes]:
    """Settings files as Siembra writes them (QSettings' INI, every value as JSON)."""
    import tempfile

    from desktop_app.settings import Settings

    samples = []
    with tempfile.TemporaryDirectory() as folder:
        for number, chosen in enumerate((0, -1)):
            settings = Settings(Path(folder) / f"{number}.ini")
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
    **{f"setting {key}": Loader(f"setting {key}", _setting_samples(key), _setting_feeder(key), from_file=False)
       for key in settings_schema.SCHEMA},
    "open in the window": Loader("open in the window", record_samples, _feed_open, weight=3),
    "autosave left over": Loader("autosave left over", record_samples, _feed_autosave, weight=3),
    "lesson folder": Loader("lesson folder", lesson_samples, _feed_lesson_folder, weight=2),
    "settings file": Loader("settings file", settings_file_samples, _feed_settings_file, weight=2),
}


# ----- mutations ---------------------------------------------------------------------------

HOSTILE_VALUES = [
    None, True, False, 0, -1, 1, 2, 3, 6, 255, 256, 10**19, -10**19, 6.0, 6.5, 1e308, -0.0,
    "", " ", "B", "C", "Z", "random", "6B", "pass", "refill:1A,3A", "x" * 10_000, "\ud800", "a\x00b",
    "\u202e\u0007", "😀" * 50, [], {}, [1, 2], {"": 1}, [[[[[]]]]], list(range(5000)), {str(i): i for i in range(300)},
]
# Texts that JSON decoders disagree on, or that Python's own refuses, spliced in as they are.
HOSTILE_TOKENS = [
    "NaN", "Infinity", "-Infinity", "1e999", "-1e999", "9" * 25, "9" * 5000, "-" + "1" * 4400,
    "[" * 1000 + "]" * 1000, "{\"a\":" * 1000 + "1" + "}" * 1000, "[" * 100_000, "\"\\ud800\"",
    "\"\\udfff\\ud800\"", "\"\\u0000\"", "0.0000000000000000000000000000001e-400", "1" + "0" * 300 + ".5",
    "\"" + "\\\\" * 3000 + "\"", "[]" * 5, "tru", "nul", "\"\\x41\"",
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


def run_case(case: Case, folder: Path) -> Outcome:
    """Feed one case to its loader; a refusal must come with a short message of plain text."""
    loader = LOADERS[case.loader]
    try:
        path = _write(case, folder) if loader.from_file else folder / "unused"
        message = loader.feed(case.data, path)
        if message is not None:
            if not message.strip() or len(message) > MAX_MESSAGE_CHARS or not message.isprintable():
                raise AssertionError(f"refusal without a short, printable message: {message[:MAX_MESSAGE_CHARS]!r}")
            message.encode("utf-8")
    except Exception:
        return Outcome("crashed", traceback.format_exc(limit=-6))
    return Outcome("accepted") if message is None else Outcome("refused", message)
