"""Audit: recompute a sampled fraction of verify rows at M=1 with the exact kernels, bitwise."""

from __future__ import annotations

import logging
import random

import torch

from speccc.parity import bitwise_equal

log = logging.getLogger("speccc.audit")


class AuditError(AssertionError):
    """A verify row differed bitwise from its M=1 recompute (raised when strict)."""


class Auditor:
    def __init__(self, fraction: float, *, strict: bool = False, seed: int = 0):
        if not 0.0 <= fraction <= 1.0:
            raise ValueError(f"audit fraction must be in [0, 1], got {fraction}")
        self.fraction, self.strict = fraction, strict
        self.rng = random.Random(seed)

    def check(self, engine, p0: int, rows: list[int], logits: torch.Tensor, stats) -> None:
        """Rows `rows` were verified at positions p0.. giving `logits` [M, V]; the engine's pos is
        p0 + M. Sampled rows are recomputed at M=1; engine state (pos, K/V) is restored after."""
        if self.fraction <= 0.0:
            return
        end = engine.pos
        for j, tok in enumerate(rows):
            if self.rng.random() >= self.fraction:
                continue
            p = p0 + j
            saved = [(k[p].clone(), v[p].clone()) for k, v in engine.kv_tensors()]
            engine.rollback(engine.pos - p)
            one = engine.step([tok])
            for (k, v), (ks, vs) in zip(engine.kv_tensors(), saved, strict=True):
                k[p].copy_(ks)
                v[p].copy_(vs)
            engine.advance(end - engine.pos)  # rows p+1.. of the verify step are still cached
            stats.audited += 1
            got = logits[j : j + 1].to(one.device, one.dtype)
            if bitwise_equal(got, one):
                continue
            d = (got.double() - one.double()).abs()
            rec = {
                "pos": p,
                "row": j,
                "max_abs_delta": float(d.max()),
                "argmax_verify": int(got.argmax()),
                "argmax_m1": int(one.argmax()),
            }
            stats.audit_mismatches.append(rec)
            log.warning("audit mismatch: %s", rec)
            if self.strict:
                raise AuditError(f"verify row differs from its M=1 recompute: {rec}")
