"""Speculative generation: propose k drafts, verify [last, d1..dk] in one M=k+1 step, accept
the longest matching prefix plus the bonus token, roll back the rest.

Modes
  exact    verify with the engine's exact kernels: output == greedy, by construction.
  guarded  verify with a non-exact backend (`verifier`, e.g. torch); any row whose fp32
           top1-top2 gap is < tau is re-decoded at M=1 with the exact kernels and the rows after
           it are dropped. Guarantees nothing by construction; tau=inf is exact greedy.
  torch    verify with the non-exact backend and no guard (the baseline others ship).
`audit` (a fraction) recomputes sampled verify rows at M=1 with the exact kernels, in any mode.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import torch

from speccc.speculative.audit import Auditor
from speccc.speculative.proposers import Proposer, argmax_ids
from speccc.speculative.stats import Stats

MODES = ("exact", "guarded", "torch")


@dataclass(slots=True)
class Generation:
    tokens: list[int]
    stats: Stats


def _gap(logits_row: torch.Tensor) -> float:
    top = torch.topk(logits_row.float(), 2).values
    return float(top[0] - top[1])


def _verify_rows(engine, verifier, mode, tau, rows, stats):
    """One verify step -> (logits [M, V], predictions, rows whose predictions may be used)."""
    drafts = rows[1:]
    logits = (engine if mode == "exact" else verifier).step(rows)
    preds = argmax_ids(logits)
    if mode != "guarded":
        return logits, preds, len(rows)
    p0 = engine.pos - len(rows)
    for j in range(len(rows)):
        stats.guard_rows += 1
        if _gap(logits[j]) < tau:  # near-tie: re-decode this row at M=1, exactly
            t0 = time.perf_counter()
            stats.guard_fired += 1
            engine.rollback(engine.pos - (p0 + j))
            preds = preds[:j] + argmax_ids(engine.step([rows[j]]))
            stats.guard_s += time.perf_counter() - t0
            return logits, preds, j + 1
        if j >= len(drafts) or drafts[j] != preds[j]:
            break
    return logits, preds, len(rows)


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
    """Greedy (proposer=None) or speculative decoding from a fresh cache."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
    if mode != "exact" and verifier is None:
        raise ValueError(
            f"mode {mode!r} needs a verifier backend (e.g. speccc.speculative.TorchVerifier)"
        )
    if max_new_tokens < 1:
        raise ValueError(f"max_new_tokens must be >= 1, got {max_new_tokens}")
    if proposer is not None and not 1 <= k < engine.max_rows:
        raise ValueError(f"k must be in 1..{engine.max_rows - 1} (max_rows - 1), got {k}")
    if not prompt_ids:
        raise ValueError("prompt is empty")
    auditor = Auditor(audit, strict=strict, seed=seed)
    stats = Stats()
    engine.reset()
    if proposer is not None:
        proposer.reset()
    t0 = time.perf_counter()
    out = argmax_ids(engine.prefill(prompt_ids))
    stats.prefill_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    while len(out) < max_new_tokens and out[-1] != eos_id:
        room = min(k, max_new_tokens - len(out), engine.cfg.max_ctx - engine.pos - 1)
        if room < 0:
            break  # the cache is full
        drafts = proposer.propose(prompt_ids + out, room) if proposer and room else []
        rows = [out[-1]] + drafts[:room]
        p0 = engine.pos
        logits, preds, kept = _verify_rows(engine, verifier, mode, tau, rows, stats)
        n = 0  # accepted drafts
        while n < kept - 1 and rows[n + 1] == preds[n]:
            n += 1
        if engine.pos == p0 + len(rows):  # the guard did not cut the step short
            auditor.check(engine, p0, rows, logits, stats)
        engine.rollback(engine.pos - (p0 + n + 1))
        stats.steps += 1
        stats.rows += len(rows)
        stats.drafted += len(rows) - 1
        stats.accepted += n
        out += rows[1 : n + 1] + [preds[n]]
        if eos_id is not None and eos_id in out:
            out = out[: out.index(eos_id) + 1]
    stats.decode_s = time.perf_counter() - t0
    out = out[:max_new_tokens]
    stats.new_tokens = len(out)
    return Generation(out, stats)
