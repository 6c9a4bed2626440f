"""Start Siembra: ``siembra`` or ``python -m desktop_app``."""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Callable, Sequence

from PySide6.QtCore import QByteArray, QTranslator

from rules import GAME_IDS, GameOptionError, get_game
from rules.levels import LEVELS
from rules.messages import EXCERPT_CHARS, QT_TRANSLATE_NOOP, RulesError, excerpt

from .system_check import check

# What every option is when it is not given.
DEFAULTS = {
    "game": None, "holes": None, "players": None, "rounds": None, "first": None, "seed": None,
    "computer": "", "level": "medium", "record": None, "screenshot": None, "lang": None,
    "self_test": False, "file": None, "size": None, "export_animation": None, "plies": None,
    "worksheet": None, "out": None, "classroom": False,
}
SCREENSHOT_SIZE = (1600, 900)
# The game on the board behind the start page, and of game options given without --game.
DEFAULT_GAME = "leb-bbut-ahbochen"
GAME_OPTIONS = ("holes", "players", "rounds", "first", "seed")


def make_parser(argv: Sequence[str] = ()) -> OptionsParser:
    # Built only for a command line with options: a plain start (from a launcher) has none.
    from rules.amounts import whole_number

    parser = OptionsParser(prog="siembra", description="Play, teach and study five two-row mancala games.")
    translate = parser.translate = option_translator(argv)
    number = _translated(whole_number(), translate)
    parser.add_argument("--game", type=_one_of(GAME_IDS, translate), metavar="GAME",
                        help="game id, e.g. bechi (without it, and without a record, the start page)")
    parser.add_argument("--holes", type=number, help="holes per row")
    parser.add_argument("--players", type=number, help="2 or 3 (Bakuk)")
    parser.add_argument("--rounds", type=number, help="Bechi: a match of 1, 3, 5 or 10 rounds (0: the traditional match)")
    parser.add_argument("--first", type=_one_of(("B", "A", "C", "random"), translate), help="who moves first")
    parser.add_argument("--seed", type=number, help="random seed for --first random")
    parser.add_argument("--computer", help="players played by the computer, e.g. A or BA (a demo)")
    parser.add_argument("--level", type=_one_of(LEVELS, translate), help="the computer players' level")
    parser.add_argument("file", nargs="?", metavar="FILE", help="open a saved game record (as --record)")
    parser.add_argument("--record", metavar="FILE", help="open a saved game record")
    parser.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    parser.add_argument("--size", type=lambda text: _size(text, translate), metavar="WxH",
                        help="the window's size for --screenshot (default 1600x900), or the animation's")
    parser.add_argument("--export-animation", metavar="GIF", help="write moves of --record as an animated GIF and exit")
    parser.add_argument("--plies", metavar="A-B", help="the moves for --export-animation (default: the last)")
    parser.add_argument("--worksheet", metavar="LESSON_OR_RECORD", help="write a worksheet (PDF) of a lesson or a record")
    parser.add_argument("--out", metavar="PDF", help="where --worksheet writes")
    parser.add_argument("--lang", type=lambda text: _language(text, translate), help="user interface language: en, es or ca")
    parser.add_argument("--classroom", action="store_true", help="classroom mode (the projector's look and layout)")
    parser.add_argument("--self-test", action="store_true", help="play every game offscreen and check the board")
    parser.add_argument("--version", action=version_action(parser.prog))
    parser.set_defaults(**DEFAULTS)
    return parser


class OptionsParser(argparse.ArgumentParser):
    """The app's options: a refusal is one line, ``siembra: why``, and status 2 (the README's
    promise), its words in the user's language as far as Siembra's own checks go, its value
    quoted as an excerpt."""

    translate: Callable[..., str] | None = None

    def error(self, message: str):
        if self.translate is not None:
            message = _argparse_words(message, self.translate)
        self.exit(2, f"{self.prog}: {excerpt(message, 4 * EXCERPT_CHARS)}\n")


# argparse's own refusals, whose words are English, each as Siembra says it (the option or value
# it names is kept as written); Siembra's own checks word theirs already ("argument --size: ...").
ARGPARSE_WORDS = (
    ("unrecognized arguments: ", QT_TRANSLATE_NOOP("Options", "unknown options or extra words: {value}")),
    ("the following arguments are required: ", QT_TRANSLATE_NOOP("Options", "these options need a value: {value}")),
    ("ambiguous option: ", QT_TRANSLATE_NOOP("Options", "an option cut short that could be more than one: {value}")),
)
ARGUMENT_WORDS = (
    ("expected one argument", QT_TRANSLATE_NOOP("Options", "{option} needs a value")),
    ("ignored explicit argument ", QT_TRANSLATE_NOOP("Options", "{option} takes no value, not {value}")),
)


def _argparse_words(message: str, translate) -> str:
    for start, template in ARGPARSE_WORDS:
        if message.startswith(start):
            return translate("Options", template).format(value=message[len(start):])
    if message.startswith("argument "):
        option, _, reason = message[len("argument "):].partition(": ")
        for start, template in ARGUMENT_WORDS:
            if reason.startswith(start):
                return translate("Options", template).format(option=option, value=reason[len(start):])
        return f"{option}: {reason}"
    return message


def version_action(program: str) -> type[argparse.Action]:
    """An argparse action for ``--version`` that reads the installed metadata only when asked:
    ``siembra FILE``, started from a file manager, does not pay for importlib.metadata."""

    class VersionAction(argparse.Action):
        def __init__(self, option_strings, **kwargs) -> None:
            kwargs.update(dest=argparse.SUPPRESS, default=argparse.SUPPRESS)  # no attribute, as argparse's own
            super().__init__(option_strings, nargs=0, help="show the version and exit", **kwargs)

        def __call__(self, parser, namespace, values, option_string=None) -> None:
            from rules.version import version  # importlib.metadata, for --version alone
            if sys.stdout is not None:  # None in a Windows GUI program
                print(f"{program} {version()}")
            parser.exit()

    return VersionAction


def option_translator(argv: Sequence[str]) -> Callable[..., str]:
    """``translate(context, text)`` in the language asked for by ``--lang`` in ``argv``, else the
    system's: the settings are not read to refuse an option. The catalogue is loaded only when a
    message is translated (no refusal, no cost), without a Qt application."""
    loaded: list[QTranslator | None] = []

    def translate(context_name: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        if not loaded:
            from .i18n import DEFAULT, normalise, system_language  # a refusal's language: not for --help or --version
            from .resources import translations_dir
            asked = next((argv[i + 1] for i, word in enumerate(argv[:-1]) if word == "--lang"), None) or next(
                (word[7:] for word in argv if word.startswith("--lang=")), None)
            language = normalise(asked) or system_language()
            translator = QTranslator()
            loaded.append(translator if language != DEFAULT and translator.load(f"siembra_{language}", str(translations_dir()))
                          else None)
        return (loaded[0].translate(context_name, text, disambiguation, n) or text) if loaded[0] is not None else text
    return translate


def _refused(translate, template: str, **fields) -> argparse.ArgumentTypeError:
    return argparse.ArgumentTypeError(translate("Options", template).format(**fields))


def _translated(parse, translate):
    """An argparse type of rules.amounts, whose refusal (an AmountError) is translated."""
    def checked(text: str):
        try:
            return parse(text)
        except RulesError as err:
            raise argparse.ArgumentTypeError(err.translated(translate)) from None
    return checked


def _one_of(allowed, translate):
    def checked(text: str) -> str:
        if text not in allowed:
            raise _refused(translate, QT_TRANSLATE_NOOP("Options", '"{value}" is not one of {allowed}'),
                           value=excerpt(text), allowed=", ".join(allowed))
        return text
    return checked


MAX_SIZE = 8192  # a picture wider or taller is no screen's


def _size(text: str, translate) -> tuple[int, int]:
    width, _, height = text.partition("x")
    if not (width.isascii() and height.isascii() and width.isdecimal() and height.isdecimal() and len(width) <= 5
            and len(height) <= 5 and 0 < int(width) <= MAX_SIZE and 0 < int(height) <= MAX_SIZE):
        raise _refused(translate, QT_TRANSLATE_NOOP("Options", 'not a size like 1280x800 (each side from 1 to {largest}, in '
                                                               'digits 0-9): "{value}"'), largest=MAX_SIZE, value=excerpt(text))
    return int(width), int(height)


def _language(text: str, translate) -> str:
    from .i18n import LANGUAGES, normalise  # --lang given: not for --help or --version
    code = normalise(text)
    if code is None:
        raise _refused(translate, QT_TRANSLATE_NOOP("Options", 'not a language Siembra speaks (it speaks {languages}): "{value}"'),
                       languages=", ".join(LANGUAGES), value=excerpt(text))
    return code


def parse_args(argv: list[str]) -> argparse.Namespace:
    if not argv:
        # The usual start, from a launcher: no parser is built. Building one asks gettext for
        # its texts, which imports locale and looks for catalogues (a few ms before the first frame).
        return argparse.Namespace(**DEFAULTS)
    parser = make_parser(argv)
    args = parser.parse_args(argv)
    translate = parser.translate
    assert translate is not None  # make_parser gave it
    if args.screenshot and args.size is None:
        args.size = SCREENSHOT_SIZE
    if args.worksheet and not args.out:
        parser.error(translate("Options", QT_TRANSLATE_NOOP("Options", "--worksheet needs --out OUT.pdf")))
    if args.export_animation and not args.record and not args.file:
        parser.error(translate("Options", QT_TRANSLATE_NOOP("Options", "--export-animation needs --record FILE")))
    if args.file:  # ``siembra FILE``, as a file manager starts it (Exec=siembra %f)
        if args.record:
            parser.error(translate("Options", QT_TRANSLATE_NOOP("Options", "give the record either as FILE or with --record, "
                                                                    "not both")))
        args.record = args.file
    return args


def main(argv: list[str] | None = None) -> int:
    # Start-up makes tens of thousands of objects that live as long as the process (modules, Qt's
    # types and enums, the window): looking for garbage among them only delays the first frame
    # (docs/performance.md, "Start-up to the first frame"). Collections resume as soon as the
    # first frame is shown.
    gc.disable()
    try:
        args = parse_args(sys.argv[1:] if argv is None else argv)
        if args.self_test or args.screenshot:
            from .shell import offscreen_without_display  # Qt's GUI module: not for --help or a refused option
            offscreen_without_display()
        if (missing := check()) is not None:  # before Qt would abort on it
            print(missing, file=sys.stderr)
            return 1
        if args.self_test:
            gc.enable()  # it plays every game: a long run
            from .selftest import run as self_test  # a command of its own: not on the window's start
            return self_test()
        if args.export_animation or args.worksheet:
            gc.enable()
            from .teaching.commands import run as teaching_command  # a command of its own: not on the window's start
            return teaching_command(args)
        return _start(args)
    finally:
        gc.enable()


def _start(args: argparse.Namespace) -> int:
    # The window's modules (Qt's widgets): not for --help, --version, a refused option or a
    # teaching command.
    from PySide6.QtWidgets import QApplication

    from . import crash, desktop_platform, shell
    from .board.looks import make_theme
    from .i18n import choose_language, install_translators
    from .settings import Settings
    from .window.mainwindow import MainWindow
    desktop_platform.set_app_user_model_id()
    app = QApplication.instance() or desktop_platform.application_class()(shell.qt_arguments())
    shell.identify(app)
    if not args.screenshot:  # a screenshot run has nobody to read the error dialog: it just fails
        crash.install()
    settings = Settings()
    install_translators(app, choose_language(args.lang, settings.get("language")))

    plain = not (args.record or args.game or args.computer or any(getattr(args, k) is not None for k in GAME_OPTIONS))
    page_first = plain and not args.screenshot  # a first frame of the start page alone, the board after it
    # The look is chosen before the window is built, so that the first frame already has it.
    window = MainWindow(make_theme(settings.get("theme"), settings.get("colour_blind"), settings.get("font_scale")),
                        shortcuts_later=True, settings=settings, board_later=page_first)
    # macOS: a record opened in the Finder. ``window.files`` is made when first used, not for the first frame.
    desktop_platform.open_files_with(app, lambda path: window.files.open_path(path))  # noqa: F821, PLW0108
    refused = None
    if page_first:
        start_screen = window.show_start_page(back=False)
        # Once the board is built after the first frame: the thinking times, the default game behind the page.
        window.firstFramePainted.connect(lambda: _keep_budgets(window, settings))  # noqa: F821
        window.firstFramePainted.connect(lambda: start_screen.put_behind(DEFAULT_GAME))
    else:
        _keep_budgets(window, settings)
        refused = _first_game(window, args)
        if refused is not None and (args.screenshot or not args.record):
            # Options that make no game are the command's mistake; so is a record that cannot be
            # pictured. A record opened from a file manager that cannot be read is the file's: the
            # window shows why, with the default game on the board.
            print(f"siembra: {refused}", file=sys.stderr)
            return 2
        if plain:
            window.show_start_page(back=False)
    if args.screenshot:
        window.install_shortcuts()
        _install_features(window, args)
        settings.report_to(lambda text: print(f"siembra: {text}", file=sys.stderr))
        status = _screenshot(app, window, args.screenshot, args.size)
    else:
        # The keyboard shortcuts and the teaching features are not needed for the first frame:
        # they are added right after it.
        window.firstFramePainted.connect(window.install_shortcuts)
        window.firstFramePainted.connect(crash.start_logging)
        window.firstFramePainted.connect(lambda: shell.set_icon(app))
        window.firstFramePainted.connect(gc.enable)
        # The lambda sees ``window`` through a closure cell, which ``del window`` below empties: the
        # window is then freed before the application, not kept alive by its own connection.
        window.firstFramePainted.connect(lambda: _install_features(window, args, autosave=True, refused=refused))  # noqa: F821
        _restore_geometry(window, settings)
        window.show()
        status = app.exec()
        _save_geometry(window, settings)
    del window
    return status


def _first_game(window, args: argparse.Namespace) -> str | None:
    """Put the game the options ask for on the board; why not, if it cannot be (the default
    game is then there)."""
    from .i18n import context, rules_message
    if args.record:
        problems: list[str] = []
        if window.files.open_path(args.record, report=problems.append):
            return None
        window.new_game(DEFAULT_GAME)
        return problems[0].replace("\n\n", " ")
    options = {k: v for k in GAME_OPTIONS if (v := getattr(args, k)) is not None}
    game_id = args.game or DEFAULT_GAME
    try:
        players = get_game(game_id, **options).players
    except GameOptionError as err:
        return rules_message(err)
    unknown = [p for p in args.computer if p not in players]
    if unknown:
        Options = context("Options")
        return "--computer: " + Options.tr("{player} is not a player of this game (its players are {players})").format(
            player=excerpt(unknown[0]), players=", ".join(players))
    window.new_game(game_id, options, dict.fromkeys(args.computer, args.level))
    return None


def _save_geometry(window, settings) -> None:
    settings.set("geometry", bytes(window.saveGeometry().toBase64()).decode("ascii"))


def _restore_geometry(window, settings) -> None:
    """The size and place the window had when it was last closed (Qt keeps it on a screen)."""
    saved = settings.get("geometry")
    if saved:
        window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii")))


def _install_features(window, args, autosave: bool = False, refused: str | None = None) -> None:
    """The teaching features, the seats kept from last time (not behind the start page, which
    chooses them), classroom mode if asked for, (``autosave``) the autosave, and the notices of
    what could not be used: a setting, ``refused`` (the record given)."""
    # After the first frame: the teaching features and the analysis, and the notices' widgets.
    from .features import install
    from .notices import notify
    if refused is not None:
        notify(window, refused)
    window.settings.report_to(lambda text: notify(window, text))
    teaching = install(window)
    if not (args.record or args.computer or (window.start_screen is not None and window.start_screen.shown)):
        window.set_seats(teaching.saved_seats())
    # What start-up built (modules, Qt types, the window) lives as long as the process. Frozen,
    # it is left out of the full garbage collections that a computer's search triggers, which
    # stop every thread, so the window pauses less while a computer thinks (docs/performance.md,
    # "The window while the computer thinks").
    gc.freeze()
    if args.classroom:
        teaching.classroom.set_active(True)
    if autosave:
        window.start_autosave()


def _keep_budgets(window, settings) -> None:
    """The computer levels' thinking time, kept in the settings (under [thinking])."""
    for level in window.thinker.budgets:
        window.thinker.budgets[level] = settings.get(f"thinking/{level}")

    def save(budgets: dict) -> None:
        for level, seconds in budgets.items():
            settings.set(f"thinking/{level}", seconds)

    window.computers.budgetsChanged.connect(save)


def _screenshot(app, window, path: str, size: tuple[int, int]) -> int:
    """Show the position reached, with the last move fully shown, and save it as PNG."""
    window.animator.step_ms = 0
    window.show_dialogs = False
    if window.isFullScreen():  # classroom mode: the size given stands for the projector's screen
        window.showNormal()
    window.resize(*size)
    window.show()
    app.processEvents()
    window.animator.to_end()
    if window.start_screen is not None:
        window.start_screen.draw_pictures()
    app.processEvents()
    picture = window.grab().toImage()
    window.close()
    # The picture's encoder and writer, which a window's start does not need.
    from .i18n import rules_message
    from .safe_output import OutputError, write_file
    from .teaching.export import image_bytes
    try:
        write_file(path, image_bytes(picture))
    except OutputError as err:
        print(f"siembra: {rules_message(err)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
