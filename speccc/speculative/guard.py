"""The exact side of guarded mode: an exact Engine that trails the verifier.

The verifier (e.g. TorchVerifier) has its own cache. The exact engine's cache only ever holds K/V
that the exact kernels wrote, for a prefix of the accepted sequence: positions [0, engine.pos)
hold the exact K/V of seq[:engine.pos]. It catches up only when the guard fires (or the audit
needs it), with one exact step over the tokens accepted since its last sync (max_rows rows per
call), which is bitwise token-by-token decode because every exact kernel computes a row with the
same float ops whatever M is (tests/test_engine.py); then the fired row runs as an M=1 step.
"""

from __future__ import annotations

import math

import torch


def fires(gap: float, tau: float) -> bool:
    """The guard fires on a row unless its top1-top2 gap is >= tau (a NaN gap fires); tau=inf
    fires on every row, tau=0 on none with a finite gap."""
    return math.isinf(tau) or not gap >= tau


def trim(engine, n: int) -> None:
    """Keep at most n positions: drop what the engine computed past the accepted prefix."""
    if engine.pos > n:
        engine.rollback(engine.pos - n)


def sync(engine, seq: list[int], p: int) -> None:
    """Bring the exact engine to pos == p over seq[:p]: cut it back if it is ahead, else one exact
    step (max_rows rows per call) over the tokens it has not consumed yet."""
    trim(engine, p)
    if engine.pos < p:
        engine.prefill(seq[engine.pos : p])


def exact_row(engine, seq: list[int], p: int) -> torch.Tensor:
    """Logits [1, V] of the exact M=1 step that consumes seq[p] at position p after seq[:p]:
    what greedy decode computes there. Leaves engine.pos == p + 1."""
    sync(engine, seq, p)
    return engine.step([seq[p]])
