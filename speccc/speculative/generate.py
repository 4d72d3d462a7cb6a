"""Speculative generation: propose k drafts, verify [last, d1..dk] in one M=k+1 step, accept
the longest matching prefix plus the bonus token, roll back the rest.

Modes
  exact    verify with the engine's exact kernels: output == greedy, by construction.
  guarded  verify with a non-exact backend (`verifier`, e.g. TorchVerifier, with its own cache).
           Every row the verifier predicts from (the prompt's last row, then each verify row up
           to the first rejected draft) is inspected; where its fp32 top1-top2 gap is not >= tau
           the guard fires: that token is taken from the exact engine's M=1 step over the same
           prefix instead, and the rows after it are dropped. Guarantee: every token where the
           guard fired is exactly the token greedy decode emits after the same prefix (the
           exact engine's cache only holds K/V the exact kernels wrote: speccc.speculative.guard).
           Tokens where it did not fire are the verifier's. tau=inf is exact greedy; tau=0 is
           the raw verifier (mode "torch"), token for token.
  torch    verify with the non-exact backend and no guard (the baseline others ship).
`audit` (a fraction) recomputes sampled verify rows as M=1 decode with the exact kernels and
compares logits and K/V bitwise, in any mode (speccc.speculative.audit).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

import torch

from speccc.speculative.audit import Auditor
from speccc.speculative.guard import exact_row, fires, trim
from speccc.speculative.proposers import Proposer, argmax_ids
from speccc.speculative.stats import Stats

MODES = ("exact", "guarded", "torch")
log = logging.getLogger("speccc.generate")


@dataclass(slots=True)
class Generation:
    tokens: list[int]
    stats: Stats


def _gap(logits_row: torch.Tensor) -> float:
    top = torch.topk(logits_row.float(), 2).values
    return float(top[0] - top[1])


class _Guard:
    """Guarded mode's decisions over a trailing exact engine."""

    def __init__(self, exact, tau: float, stats: Stats):
        self.exact, self.tau, self.stats = exact, tau, stats

    def check(self, logits_row: torch.Tensor, seq: list[int], p: int, out_index: int):
        """Inspect the verifier's row for the token consumed at position p (seq[p]); return the
        exact greedy token there when the guard fires, else None."""
        gap = _gap(logits_row)
        self.stats.guard_rows += 1
        self.stats.guard_gaps.append(gap)
        if not fires(gap, self.tau):
            return None
        t0 = time.perf_counter()
        tok = argmax_ids(exact_row(self.exact, seq, p))[0]
        self.stats.guard_fired += 1
        self.stats.guard_fired_at.append(out_index)
        self.stats.guard_s += time.perf_counter() - t0
        return tok


def _check_args(engine, mode, tau, verifier, max_new_tokens, proposer, k, prompt_ids) -> None:
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
    if mode != "exact" and verifier is None:
        raise ValueError(
            f"mode {mode!r} needs a verifier backend (speccc.speculative.TorchVerifier)"
        )
    if not (isinstance(tau, int | float) and tau >= 0):  # NaN fails too
        raise ValueError(f"tau must be a number >= 0 (inf: always re-decode), got {tau!r}")
    if max_new_tokens < 1:
        raise ValueError(f"max_new_tokens must be >= 1, got {max_new_tokens}")
    if proposer is not None and not 1 <= k < engine.max_rows:
        raise ValueError(f"k must be in 1..{engine.max_rows - 1} (max_rows - 1), got {k}")
    if not prompt_ids:
        raise ValueError("prompt is empty")
    if len(prompt_ids) > engine.cfg.max_ctx:
        raise ValueError(
            f"prompt has {len(prompt_ids)} tokens; the artifact holds max_ctx="
            f"{engine.cfg.max_ctx} positions"
        )


def generate(
    engine,
    prompt_ids: list[int],
    max_new_tokens: int,
    *,
    proposer: Proposer | None = None,
    k: int = 4,
    mode: str = "exact",
    tau: float = 0.0,
    verifier=None,
    audit: float = 0.0,
    strict: bool = False,
    eos_id: int | None = None,
    seed: int = 0,
) -> Generation:
    """Greedy (proposer=None) or speculative decoding from a fresh cache.

    Stops after max_new_tokens, at eos_id, or when the cache is full; stats.stop_reason says
    which ("max_ctx" also logs a warning, since the output is cut short)."""
    _check_args(engine, mode, tau, verifier, max_new_tokens, proposer, k, prompt_ids)
    prompt_ids = [int(t) for t in prompt_ids]
    backend = engine if mode == "exact" else verifier  # the path that verifies
    guard = _Guard(engine, tau, Stats()) if mode == "guarded" else None
    stats = guard.stats if guard else Stats()
    auditor = Auditor(audit, strict=strict, seed=seed)
    engine.reset()
    if backend is not engine:
        backend.reset()
    if proposer is not None:
        proposer.reset()
    t0 = time.perf_counter()
    last = backend.prefill(prompt_ids)[-1:]
    out = argmax_ids(last)
    if guard:
        fixed = guard.check(last[0], prompt_ids, len(prompt_ids) - 1, 0)
        out = out if fixed is None else [fixed]
    stats.prefill_s = time.perf_counter() - t0
    stats.stop_reason = "max_new_tokens"
    t0 = time.perf_counter()
    while len(out) < max_new_tokens and out[-1] != eos_id:
        p0 = backend.pos  # == len(prompt) + len(out) - 1: out[-1] is not consumed yet
        room = min(k, max_new_tokens - len(out) - 1, engine.cfg.max_ctx - p0 - 1)
        if room < 0:
            stats.stop_reason = "max_ctx"
            log.warning(
                "output cut short at %d of %d new tokens: the KV cache is full (max_ctx=%d)",
                len(out),
                max_new_tokens,
                engine.cfg.max_ctx,
            )
            break
        ctx = prompt_ids + out
        drafts = proposer.propose(ctx, room) if proposer and room else []
        rows = [out[-1]] + drafts[:room]
        seq = ctx[:-1] + rows  # seq[p] is the token consumed at position p
        logits = backend.step(rows)  # the verify: rows at positions p0..p0+len(rows)-1
        auditor.check(backend, engine, seq, p0, logits, stats)
        preds = argmax_ids(logits)
        n = 0  # accepted drafts
        while True:
            if guard:
                fixed = guard.check(logits[n], seq, p0 + n, len(out) + n)
                if fixed is not None:
                    preds[n] = fixed
                    break
            if n + 1 >= len(rows) or rows[n + 1] != preds[n]:
                break
            n += 1
        backend.rollback(backend.pos - (p0 + n + 1))
        trim(engine, p0 + n + 1)  # a trailing exact engine keeps only accepted positions
        stats.steps += 1
        stats.rows += len(rows)
        stats.drafted += len(rows) - 1
        stats.accepted += n
        out += rows[1 : n + 1] + [preds[n]]
        if eos_id is not None and eos_id in out:
            out = out[: out.index(eos_id) + 1]
    stats.decode_s = time.perf_counter() - t0
    if out[-1] == eos_id:
        stats.stop_reason = "eos"
    stats.new_tokens = len(out)
    return Generation(out, stats)
