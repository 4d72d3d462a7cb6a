"""Narrow interfaces: no code reaches into another object's private step state (issue 9.8).

Engine, TorchModel and the verifier are used through StepBackend and Engine's public methods
(replay, program, activations, weight_bytes, kv_rows, ...); only `self.` may touch these."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PRIVATE = re.compile(r"(\w+)\._(graphs|weights|tensors|pos|check|calls|calls_by_m|funcs)\b")


def _sources() -> list[Path]:
    files = [ROOT / "build.py"]
    for d in ("speccc", "bench", "tests", "schedules"):
        files += sorted((ROOT / d).rglob("*.py"))
    return [f for f in files if "golden" not in f.parts and f.name != Path(__file__).name]


def test_no_private_state_access_outside_self():
    bad = []
    for f in _sources():
        for i, line in enumerate(f.read_text().splitlines(), 1):
            bad += [
                f"{f.relative_to(ROOT)}:{i}: {m.group(0)}"
                for m in PRIVATE.finditer(line)
                if m.group(1) not in ("self", "cls")
            ]
    assert bad == []


def test_the_scan_sees_a_violation():
    """Negative control: the pattern matches the accesses the benches used to make."""
    line = "cuda_time_ms(lambda: eng._graphs[m].replay()); tm._pos -= m; e._check(ids)"
    assert [m.group(2) for m in PRIVATE.finditer(line)] == ["graphs", "pos", "check"]
