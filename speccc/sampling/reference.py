"""The pure-torch sampler: the definition of a sampled token (speccc.sampling.fixed states it in
words), written for clarity; the kernels (speccc.schedules.sample) compute the same bits.

sample_row(x, words, pos) -> id is a pure function of the row's float32 logits x [V], its params
row (SamplingParams.words) and its absolute position. Everything after the per-logit gap code is
exact integer arithmetic, so it runs the same on any device. The non-exact backends (torch and
guarded modes) sample with it; pick_margin says how far their logits may be off before the pick
could change (guarded mode's criterion).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import torch

from speccc.sampling.fixed import (
    GAP_BITS,
    LN2_Q32,
    MIN_P_BITS,
    ONE_BITS,
    POLY,
    POLY_DEGREE,
    Q_ALL,
    QMAX,
    TOP_P_BITS,
)
from speccc.sampling.params import (
    MIN_P,
    MODE,
    SCALE,
    SEED_HI,
    SEED_LO,
    TOP_K,
    TOP_P,
    WORDS,
    SamplingParams,
)
from speccc.sampling.philox import uniform_u32


def _finite_first(x: torch.Tensor) -> torch.Tensor:
    x = x.detach().to("cpu", torch.float32)
    return torch.where(torch.isnan(x), torch.tensor(float("-inf")), x)


def gap_codes(x: torch.Tensor, scale: np.float32) -> torch.Tensor:
    """q [V] int64 of one row of float32 logits (speccc.sampling.fixed)."""
    x = _finite_first(x)
    xmax = x.max()
    a = (xmax - x) * torch.tensor(float(scale), dtype=torch.float32)  # float32 sub, then mul
    big = ~(a < float(QMAX))
    q = torch.where(big, QMAX, torch.where(big, 0.0, a).to(torch.int64))
    return torch.where(x == xmax, 0, q)


def weights(q: torch.Tensor) -> torch.Tensor:
    """w int64 of gap codes q: 2^ONE_BITS * 2^(-q / 2^GAP_BITS) in fixed point, 0 at QMAX."""
    f = q & ((1 << GAP_BITS) - 1)
    y = (f * LN2_Q32) >> GAP_BITS  # Q32
    acc = torch.full_like(q, POLY[POLY_DEGREE])
    for k in range(POLY_DEGREE - 1, -1, -1):
        acc = POLY[k] - ((acc * y) >> 32)  # uint32 arithmetic in the kernels: never wraps
    w = (acc << (ONE_BITS - 31)) >> (q >> GAP_BITS).clamp(max=63)
    return torch.where(q >= QMAX, 0, w)


@dataclass(slots=True)
class _Row:
    """One sampled row's intermediate state (kept for pick_margin)."""

    x: torch.Tensor  # float32 logits, NaN as -inf
    key: torch.Tensor  # q * V + id: the filter order
    order: torch.Tensor
    w: torch.Tensor
    kept_w: torch.Tensor
    top_k: int  # active top-k, 0 if off
    top_p: tuple[int, int] | None  # (P, index in `order` of the last kept token) if active
    u: int
    total: int
    pick: int


def _run(x: torch.Tensor, words: Sequence[int], pos: int) -> _Row:
    x = _finite_first(x)
    v = x.numel()
    scale = np.array(words[SCALE], dtype=np.int32).view(np.float32)
    q = gap_codes(x, scale)
    w = weights(q)
    key = q * v + torch.arange(v)
    order = torch.argsort(key)
    thr = Q_ALL * v  # above every key
    k = int(words[TOP_K])
    top_k = k if 0 < k < int((q < QMAX).sum()) else 0
    if top_k:
        thr = int(key[order[top_k - 1]])
    top_p = None
    if (pq := int(words[TOP_P])) < 1 << TOP_P_BITS:
        s_k = int(w[key <= thr].sum())
        p = (s_k * pq) >> TOP_P_BITS
        j = int(torch.searchsorted(w[order].cumsum(0), max(p, 1)))  # first prefix >= max(P, 1)
        thr, top_p = min(thr, int(key[order[j]])), (p, j)
    w_min = int(words[MIN_P]) << (ONE_BITS - MIN_P_BITS)
    kept_w = torch.where((key <= thr) & (w >= w_min), w, 0)
    total = int(kept_w.sum())
    seed = (int(words[SEED_LO]) & 0xFFFFFFFF) | (int(words[SEED_HI]) & 0xFFFFFFFF) << 32
    u = uniform_u32(seed, pos)
    r = (total * u) >> 32
    pick = int(torch.searchsorted(kept_w.cumsum(0), r, right=True))  # first prefix > r
    return _Row(x, key, order, w, kept_w, top_k, top_p, u, total, pick)


def sample_row(x: torch.Tensor, words: Sequence[int], pos: int) -> int:
    """The token of one row: logits x [V] (float32), params row `words`, absolute position."""
    if len(words) != WORDS:
        raise ValueError(f"a params row has {WORDS} words, got {len(words)}")
    if int(words[MODE]) == 0:
        return int(torch.argmax(_finite_first(x)))  # the first (lowest id) maximum
    return _run(x, words, pos).pick


def sample(logits: torch.Tensor, params: SamplingParams, positions: Sequence[int]) -> list[int]:
    """The token of each row of logits [M, V] at absolute positions [M]."""
    if logits.dim() != 2 or logits.shape[0] != len(positions):
        raise ValueError(f"logits {tuple(logits.shape)} and {len(positions)} positions")
    w = params.words()
    return [sample_row(logits[i], w, int(p)) for i, p in enumerate(positions)]


def sample_words(logits: torch.Tensor, words: torch.Tensor, pos: torch.Tensor) -> torch.Tensor:
    """sample_row over rows with per-row params words [M, WORDS] and positions [M]: int32 [M]."""
    rows = [sample_row(logits[i], words[i].tolist(), int(pos[i])) for i in range(len(pos))]
    return torch.tensor(rows, dtype=torch.int32)


def pick_margin(x: torch.Tensor, params: SamplingParams, pos: int) -> float:
    """How far (in logits) a row may be from x before its token could change, as a gap g: if
    every logit is off by less than g / 2, the token is the same (up to the sampler's
    fixed-point resolution, ~5e-8 of a weight). Greedy: the top1 - top2 gap. Sampled: the
    smallest of the pick's distance to the edges of its CDF interval, T ln(1 + 4m), and the
    margins of the active filters (top-k: the k-th minus the (k+1)-th logit; top-p: T ln of
    the prefix-mass ratios at its boundary and the logit gaps to its neighbors; min-p: the
    distance of each x - xmax to T ln(min_p)). NaN or infinite logits give 0."""
    xs = _finite_first(x).double()
    if not bool(torch.isfinite(xs).all()):
        return 0.0
    if params.greedy:
        top = torch.topk(xs, 2).values
        return float(top[0] - top[1])
    row, t = _run(x, params.words(), pos), float(params.temperature)
    cum = row.kept_w.cumsum(0)
    before = int(cum[row.pick]) - int(row.kept_w[row.pick])
    uf = row.u / 2**32
    m = min(uf - before / row.total, int(cum[row.pick]) / row.total - uf)
    g = [t * math.log1p(4 * max(m, 0.0))]
    by_rank = xs[row.order]
    if row.top_k:
        g.append(float(by_rank[row.top_k - 1] - by_rank[row.top_k]))
    if row.top_p is not None:
        p, j = row.top_p
        mass = row.w[row.order].cumsum(0)
        incl = int(mass[j])
        excl = incl - int(row.w[row.order[j]])
        g.append(t * math.log(incl / p) if p else math.inf)
        if excl:
            g.append(t * math.log(max(p, 1) / excl))
        for a, b in ((j - 1, j), (j, j + 1)):
            if 0 <= a and b < len(by_rank):
                g.append(float(by_rank[a] - by_rank[b]))
    if params.min_p > 0:
        edge = t * math.log(params.min_p)
        g.append(float((xs - xs.max() - edge).abs().min()))
    return max(0.0, min(g))
