"""Turns a move's frames into Qt animations, and steps through them.

Frame k is the board after step k (see ``choreography``). ``playing`` is true only while
steps are being animated one after the other: it ends at the last frame, so that nothing
carries over to the next move (who plays and who pauses is the window's playback's to say). Going forward one step
animates every seed whose resting place changed (a ``QPropertyAnimation`` on its
``pos`` inside a parallel group; seeds that change place fly in an arc); going back
shows the earlier frame at once. Since every frame is complete, stepping back and forth
can never lose or duplicate a seed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

# Qt's animation classes are imported by the first animation: a new board is shown without any,
# and making their Python types (easing curves, animation states...) would only delay the first
# frame (docs/performance.md, "Start-up to the first frame").
from PySide6.QtCore import QObject, QPointF, Signal

if TYPE_CHECKING:
    from PySide6.QtCore import QParallelAnimationGroup

from .choreography import Frame
from .scene import BoardScene

_FLYING_Z = 90.0


class Animator(QObject):
    stepChanged = Signal(int, int)   # step shown, number of steps
    settled = Signal()               # the board shows the end of what was asked
    playingChanged = Signal(bool)

    def __init__(self, scene: BoardScene, parent=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._frames: list[Frame] = []
        self._step = 0
        self._playing = False
        self._group: QParallelAnimationGroup | None = None
        # Milliseconds for one step (one seed); 0 shows every step at once.
        self.step_ms = 400

    # -- state ------------------------------------------------------------------------
    @property
    def frames(self) -> list[Frame]:
        return self._frames

    @property
    def step(self) -> int:
        return self._step

    @property
    def steps(self) -> int:
        return len(self._frames) - 1

    @property
    def current_frame(self) -> Frame:
        return self._frames[self._step]

    @property
    def at_end(self) -> bool:
        return self._group is None and self._step == self.steps

    @property
    def moving(self) -> bool:
        """A step is being animated."""
        return self._group is not None

    @property
    def playing(self) -> bool:
        return self._playing

    def set_playing(self, playing: bool) -> None:
        """Animate the steps from the one shown to the end (True), or stop after the running one."""
        playing = playing and self._step < self.steps
        if playing != self._playing:
            self._playing = playing
            self.playingChanged.emit(playing)
        if playing and self._group is None:
            self._advance()

    # -- loading ----------------------------------------------------------------------
    def load(self, frames: list[Frame], step: int = 0) -> None:
        """Show frame ``step`` of a move (its start by default), still."""
        self._stop()
        self._set_playing(False)
        self._frames = list(frames)
        self._step = step
        self.scene.show_frame(self._frames[step])
        self._announce()

    def clear(self) -> None:
        """Forget the move shown (a new board is being built)."""
        self._stop()
        self._set_playing(False)
        self._frames = []
        self._step = 0

    # -- stepping ---------------------------------------------------------------------
    def step_forward(self) -> None:
        """One step: finish the running one at once, or animate the next."""
        self._set_playing(False)
        if self._group is not None:
            self._stop()
            self._go(self._step + 1)
        elif self._step < self.steps:
            self._advance()

    def step_back(self) -> None:
        self._set_playing(False)
        if self._group is not None:
            self._stop()
            self._go(self._step)
        elif self._step > 0:
            self._go(self._step - 1)

    def to_end(self) -> None:
        self._stop()
        self._set_playing(False)
        self._go(self.steps)

    def to_start(self) -> None:
        self._set_playing(False)
        self._stop()
        self._go(0)

    def finish(self) -> None:
        """Show the end of the current move now (before another one is loaded)."""
        if self._frames and not self.at_end:
            self.to_end()

    # -- internals --------------------------------------------------------------------
    def _go(self, step: int) -> None:
        self._step = step
        self.scene.show_frame(self._frames[step])
        if step == self.steps:
            self._set_playing(False)
        self._announce()

    def _set_playing(self, playing: bool) -> None:
        if playing != self._playing:
            self._playing = playing
            self.playingChanged.emit(playing)

    def _announce(self) -> None:
        self.stepChanged.emit(self._step, self.steps)
        if self.at_end:
            self.settled.emit()

    def _stop(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.stop()
            group.deleteLater()

    def _advance(self) -> None:
        if self.step_ms <= 0:
            # Instant: when playing, the whole move at once; when stepping, one step.
            self._go(self.steps if self._playing else self._step + 1)
            return
        before, after = self._frames[self._step], self._frames[self._step + 1]
        self._animate(before, after, self.step_ms, self._step_done)

    def _step_done(self) -> None:
        self._go(self._step + 1)
        if self._playing and self._step < self.steps:
            self._advance()

    def _animate(self, before: Frame, after: Frame, duration: int, done) -> None:
        group = self.step_group(before, after, duration)
        group.finished.connect(lambda: self._group_finished(group, done))
        self._group = group
        group.start()

    def step_group(self, before: Frame, after: Frame, duration: int) -> QParallelAnimationGroup:
        """The animation from ``before`` (shown on the scene) to ``after``, not started. Its
        owner may run it, or set its time by hand to draw it frame by frame (the GIF export)."""
        from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPauseAnimation, QPropertyAnimation

        scene = self.scene
        old_place = {seed: (place, slot) for place, seeds in before.places.items()
                     for slot, seed in enumerate(seeds)}
        group = QParallelAnimationGroup(self)
        # Every step lasts its time, even one that moves no seed (a pass), to be read.
        group.addAnimation(QPauseAnimation(duration, group))
        for place, seeds in after.places.items():
            for slot, seed_id in enumerate(seeds):
                item = scene.seeds[seed_id]
                target = scene.rest_pos(place, slot, seed_id, after.anchor)
                if item.pos() == target:
                    continue
                anim = QPropertyAnimation(item, b"pos", group)
                anim.setDuration(duration)
                anim.setStartValue(item.pos())
                anim.setEndValue(target)
                if old_place.get(seed_id, (None,))[0] != place:
                    # A seed changing place flies: raised above the others, along an arc.
                    item.setZValue(_FLYING_Z + slot * 0.01)
                    middle = (item.pos() + target) / 2 + QPointF(0, -min(60.0, 20 + (target - item.pos()).manhattanLength() / 6))
                    anim.setKeyValueAt(0.5, middle)
                    anim.setEasingCurve(QEasingCurve.Type.InOutSine)
                else:
                    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(anim)
        if after.anchor is not None and scene.built_hand().isVisible():
            hand = QPropertyAnimation(scene.built_hand(), b"pos", group)
            hand.setDuration(duration)
            hand.setEndValue(scene.hand_pos(after.anchor))
            group.addAnimation(hand)
        return group

    def _group_finished(self, group: QParallelAnimationGroup, done) -> None:
        if group is self._group:
            self._group = None
            group.deleteLater()
            done()
