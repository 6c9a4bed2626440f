"""The board presenter: it shows the record on the board and owns the one playback state.

Wherever the record stands, the board shows the move that led to the position, at its end: a
new game, undo, redo, a click in the move list or on the graph go there at once (moving to
another ply is instant). That move, and the next one, can then be shown seed by seed:

- ``play_pause`` (Space): pause a move being played; play on a move stopped part-way; at the
  end of a move, play the next one (the redo list's, or what ``next_move`` offers: a lesson's
  next move), or else the one shown again from its start;
- ``step_forward`` / ``step_back`` (Right / Left, Page Down / Up): one step, on into the next
  move past the end of this one, back into the previous one past its start;
- ``to_start`` / ``to_end`` (Home / End): the start or the end of the move shown.

A move just played (by a person or the computer) always animates from its start unless the user
chose instant moves; a pause or a step is for the move shown and never carries into the next.
``hold`` (predict mode's question) keeps a new move at its start until released.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from rules import Move

from ..board.animator import Animator
from ..board.scene import BoardScene
from ..showing.frames import MovePlayed, board_spec, frame_for, move_frames, state_counts, step_narration
from ..showing.narration import move_name, progress
from .record import JUMP, LINES, MOVE, NEW_GAME, Change, GameRecord

# The playback states, as the toolbar and the banner tell them.
STILL, PLAYING, PAUSED, HELD = "still", "playing", "paused", "held"
# How to enter the move the next change brings (see _enter).
ENTER_PLAYING, ENTER_STEP, ENTER_START, ENTER_BACK = "playing", "step", "start", "back"


class BoardPresenter(QObject):
    """The record on the board, and the playback: STILL (a move shown to its end, or a position),
    PLAYING, PAUSED (stopped part-way by the user) or HELD (a new move kept at its start by
    ``hold``)."""

    stateChanged = Signal(str)     # the playback state

    def __init__(self, record: GameRecord, scene: BoardScene, animator: Animator,
                 narrate_step: Callable[[str, str], None], parent=None) -> None:
        super().__init__(parent)
        self._record, self._scene, self._animator = record, scene, animator
        self._narrate_step = narrate_step  # (narration, "step k / n")
        self.instant = False  # the user chose instant moves: a new move is shown at its end
        # A lesson's next move, offered when the record has none to redo.
        self.next_move: Callable[[], Move | None] = lambda: None
        # Asked of every new move before it plays: True keeps it at its start (predict mode).
        self.hold: Callable[[MovePlayed], bool] = lambda _played: False
        self._shown: MovePlayed | None = None   # the move whose frames are loaded
        self._due: MovePlayed | None = None     # a new move, until shown to its end
        self._held = False
        self._stopped = False    # the user paused or stepped the move shown
        self._enter: str | None = None
        self._state = STILL
        animator.stepChanged.connect(self._on_step)
        animator.playingChanged.connect(lambda _playing: self._tell())

    # -- reading ----------------------------------------------------------------------------
    @property
    def state(self) -> str:
        return self._state

    @property
    def shown(self) -> MovePlayed | None:
        return self._shown

    def move_progress(self) -> tuple[str, str] | None:
        """While a move is shown short of its end: the mover and what the step does (and that it
        is paused), for the banner; None once the board is settled."""
        played, animator = self._shown, self._animator
        if played is None or animator.at_end or not animator.steps:
            return None
        player = played.before.to_move
        assert player is not None, "a move is played from a position with a player to move"
        text = progress(animator.frames, animator.step, player, move_name(played.move))
        return player, self.tr("{step} (paused)").format(step=text) if self._state == PAUSED else text

    # -- the controller's calls ------------------------------------------------------------------
    def show(self, change: Change) -> None:
        """Show what ``change`` did: a new board, a new move from its start, another ply at once."""
        if change.kind not in (NEW_GAME, MOVE, JUMP, LINES):
            return
        enter, self._enter = self._enter, None
        self._held = self._stopped = False
        if change.new_game:
            self._animator.clear()
            game, state = self._record.game, self._record.state
            self._scene.setup(board_spec(game), sum(state_counts(game, state).values()))
            self._show_ply(None)
        elif change.kind == MOVE:
            assert change.played is not None, "a MOVE change carries the move played"
            self._play_new(change.played, enter)
        else:  # another ply, or the lines changed around it
            self._show_ply(enter)

    def settled(self) -> MovePlayed | None:
        """The board is still at the end of the move shown: the new move now shown to its end, if any."""
        self._scene.set_opened(self._record.state.opened)
        self._stopped = False
        due, self._due = self._due, None
        self._tell()
        return due

    def release(self) -> None:
        """A move held at its start plays (predict mode's question is answered or withdrawn)."""
        if self._held:
            self._held = False
            self._run()

    # -- the user's controls ---------------------------------------------------------------------
    def play_pause(self) -> None:
        a = self._animator
        if a.playing:
            self._stopped = True
            a.set_playing(False)
            self._tell()
        elif not a.at_end:
            self._held = self._stopped = False
            self._run()
        elif not self._enter_next(ENTER_PLAYING) and self._shown is not None:
            a.to_start()
            self._run()

    def step_forward(self) -> None:
        a = self._animator
        self._held, self._stopped = False, True
        if not a.at_end:
            a.step_forward()
            self._tell()
        else:
            self._enter_next(ENTER_STEP)

    def step_back(self) -> None:
        a = self._animator
        self._held, self._stopped = False, True
        if a.step > 0 or a.moving:
            a.step_back()
            self._tell()
        elif self._record.ply > 0:
            self._enter = ENTER_BACK
            self._record.jump(self._record.ply - 1)

    def enter(self, node) -> None:
        """Show the move that led to ``node`` (on any line) from its start, paused: a line is
        then stepped through with → (the analysis's expected line)."""
        self._enter = ENTER_START
        self._record.go_to(node)

    def start_next(self) -> bool:
        """The next move at its start, paused (a lesson's Play button); whether there was one."""
        return self._enter_next(ENTER_START)

    def to_start(self) -> None:
        self._held, self._stopped = False, True
        self._animator.to_start()
        self._tell()

    def to_end(self) -> None:
        self._held = False
        self._animator.to_end()

    # -- internals --------------------------------------------------------------------------------
    def _enter_next(self, how: str) -> bool:
        """Go into the move after the one shown (redo list, then ``next_move``); whether there was one."""
        c = self._record
        if c.ply < c.last_ply:
            self._enter = how
            c.jump(c.ply + 1)
            return True
        move = self.next_move() if not c.state.is_over else None
        if move is None:
            return False
        self._enter = how
        c.play(move)
        return True

    def _play_new(self, played: MovePlayed, enter: str | None) -> None:
        a = self._animator
        a.finish()
        self._due = played
        self._load(played, a.current_frame.places if a.frames else frame_for(self._record.game, played.before).places, 0)
        if enter == ENTER_STEP:
            self._stopped = True
            a.step_forward()
        elif self.hold(played):
            self._held = True
        elif enter == ENTER_START:
            self._stopped = True
        elif enter is None and self.instant:
            a.to_end()
        else:
            self._run()
        self._tell()

    def _show_ply(self, enter: str | None) -> None:
        """The move that led to the position shown, at its end (``enter``: or entered from its
        start, or one step short of its end), or the start position."""
        c, a = self._record, self._animator
        self._due = None
        previous = a.current_frame.places if a.frames else None
        played = c.played(c.ply)
        if played is None:
            self._shown = None
            a.load([frame_for(c.game, c.state, previous)])
            self._tell()
            return
        start = frame_for(c.game, played.before, previous).places
        frames = self._load(played, start, 0 if enter in (ENTER_PLAYING, ENTER_STEP, ENTER_START) else None)
        if enter in (ENTER_STEP, ENTER_START):
            self._stopped = True
            if enter == ENTER_STEP:
                a.step_forward()
        elif enter == ENTER_PLAYING:
            self._run()
        elif enter == ENTER_BACK and len(frames) > 1:
            self._stopped = True
            a.step_back()
        self._tell()

    def _load(self, played: MovePlayed, start, step: int | None) -> list:
        """The frames of ``played`` from the placement ``start``, shown at ``step`` (None: the end)."""
        frames = move_frames(self._record.game, played, start)
        self._shown = played
        # During the move, the holes opened before it (its own origin opens only after it).
        self._scene.set_opened(played.before.opened)
        self._animator.load(frames, len(frames) - 1 if step is None else step)
        return frames

    def _run(self) -> None:
        a = self._animator
        if self.instant and not self._stopped:
            a.to_end()
        else:
            a.set_playing(True)
        self._tell()

    def _tell(self) -> None:
        a = self._animator
        state = (PLAYING if a.playing else HELD if self._held else STILL if a.at_end else PAUSED)
        if state != self._state:
            self._state = state
            self.stateChanged.emit(state)

    def _on_step(self, step: int, steps: int) -> None:
        self._tell()
        if self._shown is not None and steps:
            self._narrate_step(step_narration(self._shown, self._animator.frames, step),
                               self.tr("step {step} / {steps}").format(step=step, steps=steps))
        else:
            self._narrate_step(" ", "")
