"""Every loader fed thousands of mutated records, lessons and settings: none lets an exception
out, and each refusal comes with a short message (see tests/fuzz_cases.py; bench/fuzz.py runs
the same at any scale)."""
from __future__ import annotations

import collections

import pytest

from fuzz_cases import LOADERS, WORST_LOADERS, Case, cases, run_case, worst_inputs

COUNT = 8000
SEED = 20261201


@pytest.mark.parametrize("name", list(LOADERS))
def test_every_loader_accepts_the_valid_samples_the_mutations_start_from(name, tmp_path):
    for number, data in enumerate(LOADERS[name].samples()):
        outcome = run_case(Case(name, number, data), tmp_path)
        assert outcome.status == "accepted", (number, outcome.detail)


def test_mutated_inputs_never_crash_a_loader_and_every_refusal_says_why(tmp_path):
    counts = collections.defaultdict(collections.Counter)
    crashes = []
    for case in cases(SEED, COUNT):
        outcome = run_case(case, tmp_path)
        counts[case.loader][outcome.status] += 1
        if outcome.status in ("crashed", "hung"):
            crashes.append(f"case {case.number} ({case.loader}, {case.kind}):\n{outcome.detail}")
    assert not crashes, f"{len(crashes)} of {COUNT} cases crashed; the first:\n" + crashes[0]
    # the mutations reach both sides of every loader of files and options: some inputs survive, most do not
    for name in ("record", "replay", "replay stdin", "lesson", "play options", "open in the window", "autosave left over",
                 "lesson folder"):
        assert counts[name]["accepted"] and counts[name]["refused"] > counts[name]["accepted"], (name, counts[name])


@pytest.mark.parametrize("name", WORST_LOADERS)
def test_each_loader_reads_its_largest_input_of_the_worst_shape_without_hanging(name, tmp_path):
    # run_case stops a case after fuzz_cases.HANG_SECONDS, far beyond what a linear check of
    # 2 MB takes (a fraction of a second; bench/fuzz.py prints the times) and far below what
    # the quadratic one took (hours): a loader that grows faster than its input is caught.
    for shape, data in worst_inputs(name).items():
        outcome = run_case(Case(name, 0, data), tmp_path)
        assert outcome.status not in ("crashed", "hung"), (shape, outcome.detail)
