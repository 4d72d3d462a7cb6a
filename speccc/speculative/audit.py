"""Audit: recompute sampled verify rows as M=1 decode with the exact kernels and compare the
logits and the K/V each row writes, bitwise.

A sampled row j of a verify step at positions p0.. is recomputed from the cache prefix before the
verify: the exact engine stands at p0 (its own exact K/V; in exact mode the verify's rows are set
aside), consumes rows 0..j one at a time, and row j's logits and the K/V it wrote must equal the
verify's logits[j] and the K/V the verify left at p0 + j. So a verify row passes only if it is
exactly what token-by-token greedy decode computes from the same prefix, in its output and in
the cache it leaves for later rows.
"""

from __future__ import annotations

import logging
import random

import torch

from speccc.parity import bitwise_equal
from speccc.speculative.guard import sync

log = logging.getLogger("speccc.audit")


class AuditError(AssertionError):
    """A verify row differed bitwise from its M=1 recompute (raised when strict)."""


class Auditor:
    def __init__(self, fraction: float, *, strict: bool = False, seed: int = 0):
        if not 0.0 <= fraction <= 1.0:
            raise ValueError(f"audit fraction must be in [0, 1], got {fraction}")
        self.fraction, self.strict = fraction, strict
        self.rng = random.Random(seed)

    def check(self, verified, exact, seq: list[int], p0: int, logits: torch.Tensor, stats) -> None:
        """`verified` (a StepBackend) just ran rows seq[p0 : p0 + M] as one step giving `logits`
        [M, V]; its pos is p0 + M. `exact` is the exact Engine: the same object in exact mode,
        else the trailing engine of guarded mode (its cache holds exact K/V of seq[:exact.pos]).

        Each row is sampled with probability `fraction`. Afterwards `verified` is as the verify
        left it (in exact mode the verify's K/V rows are written back), and a trailing exact
        engine holds exact K/V of a prefix of seq."""
        sampled = {j for j in range(len(logits)) if self.rng.random() < self.fraction}
        if not sampled:
            return
        last, end = max(sampled), p0 + len(logits)
        verify_kv = verified.kv_rows(p0, p0 + last + 1)
        if exact is verified:
            exact.rollback(exact.pos - p0)
        else:
            sync(exact, seq, p0)
        try:
            for j in range(last + 1):
                one = exact.step([seq[p0 + j]])
                if j in sampled:
                    kv = exact.kv_rows(p0 + j, p0 + j + 1)
                    self._compare(p0, j, logits[j : j + 1], one, verify_kv, kv, stats)
        finally:
            if exact is verified:
                exact.write_kv_rows(p0, verify_kv)
                exact.advance(end - exact.pos)

    def _compare(self, p0, j, got, one, verify_kv, kv, stats) -> None:
        stats.audited += 1
        got = got.to(one.device)
        kv_bad = [
            i
            for i, ((kv_, vv), (k1, v1)) in enumerate(zip(verify_kv, kv, strict=True))
            if not (bitwise_equal(kv_[j : j + 1], k1) and bitwise_equal(vv[j : j + 1], v1))
        ]
        logits_ok = bitwise_equal(got, one)
        if logits_ok and not kv_bad:
            return
        d = (got.double() - one.double()).abs()
        rec = {
            "pos": p0 + j,
            "row": j,
            "logits_equal": logits_ok,
            "kv_layers_differ": kv_bad,
            "max_abs_delta": float(d.max()),
            "argmax_verify": int(got.argmax()),
            "argmax_m1": int(one.argmax()),
        }
        stats.audit_mismatches.append(rec)
        log.warning("audit mismatch: %s", rec)
        if self.strict:
            raise AuditError(f"verify row differs from its M=1 recompute: {rec}")
