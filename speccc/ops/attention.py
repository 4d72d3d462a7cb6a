"""Decode attention over a contiguous KV cache, "extend as decode" (DESIGN.md rule 4).

Row m, query head h (kv head g = h // (Hq // Hkv)) attends cache positions 0..pos[m]. The KV
axis is cut into chunks of the FIXED length `plan.chunk`; chunk c covers positions
[c * chunk, (c + 1) * chunk). For each chunk, in this order:

  1. scores   s_j = (sum_d q[d] * k[j, d]) * (1 / sqrt(hd))     (d serial)
  2. max      mc = max_j s_j                                     (exact; order-free)
  3. exp-sum  p_j = exp(s_j - mc), lc = sum_j p_j                (fixed tree)
  4. P.V      acc_c[d] = sum_j p_j * v[j, d]                     (j serial, 0..n_valid-1)

then the partial (mc, lc, acc_c) is merged into the running (m, l, acc) in chunk order (the
first chunk is taken as is). Positions past pos[m] never enter arithmetic: their scores are
replaced by a select, their p_j is an exact 0, and the P.V loop stops at the row's own length.
So each row's bits depend only on its own pos, its q and the cache prefix, never on M or on
other rows: the same kernel serves M = 1 and M = K.

The kernels are hand-written per target (KernelGenerators in speccc.schedules.attention); this
family has no compute definition.

Args: Q [M, Hq, hd], Kc [max_ctx, Hkv, hd], Vc [max_ctx, Hkv, hd], pos [M] int32,
O [M, Hq * hd]; all float32. Params (from q and the k cache): n_heads, n_kv_heads, head_dim,
max_ctx. Plan key ("float32", head_dim, max_ctx).
"""

from __future__ import annotations

import math

import torch

from speccc.ops.family import OpFamily, Scratch, tensors


class Attention(OpFamily):
    name = "attention"
    kinds = ("attention",)
    reduces = True

    def params(self, graph, op):
        q, kc = graph.tensors[op.inputs[0]], graph.tensors[op.inputs[1]]
        hq, (ctx, hkv, hd) = q.shape[1], kc.shape
        if hq % hkv:
            raise ValueError(f"op {op.name!r}: n_heads={hq} is not a multiple of n_kv_heads={hkv}")
        if op.attrs.get("scale", 1 / math.sqrt(hd)) != 1 / math.sqrt(hd):
            raise ValueError(f"op {op.name!r}: the attention kernels scale by 1/sqrt(head_dim)")
        return {"n_heads": hq, "n_kv_heads": hkv, "head_dim": hd, "max_ctx": ctx}

    def plan_key(self, p):
        return ("float32", p["head_dim"], p["max_ctx"])

    def args(self, graph, op):
        return tensors(*op.inputs, *op.outputs)

    def scratch(self, kind, p, plan):
        """A KV axis split over chunk CTAs (plan.split > 1: one per 64-position chunk) keeps each
        chunk's partial (acc[hd], max, sum, 2 pad floats) per q head, and per KV group a count
        of arrived chunks (the last one merges in chunk order and resets it)."""
        if plan is None or plan.split == 1:
            return []
        hq, hkv, hd = p["n_heads"], p["n_kv_heads"], p["head_dim"]
        return [
            Scratch("part", ("M", hq, plan.split, hd + 4), "float32"),
            Scratch("arrived", ("M", hkv), "int32"),
        ]

    def interpret(self, run, op, q, kc, vc, pos):
        hq, hkv = q.shape[1], kc.shape[1]
        n = int(pos.max()) + 1
        k = kc[:n].repeat_interleave(hq // hkv, dim=1)  # [n, Hq, hd]
        v = vc[:n].repeat_interleave(hq // hkv, dim=1)
        s = torch.einsum("mhd,nhd->mhn", q, k) * op.attrs["scale"]  # [M, Hq, n]
        masked = torch.arange(n)[None, :] > pos[:, None]  # [M, n]: row m sees 0..pos[m]
        s = s.masked_fill(masked[:, None, :], float("-inf"))
        out = torch.einsum("mhn,nhd->mhd", s.softmax(-1), v)
        return out.reshape(q.shape[0], -1)  # [M, Hq*hd]


FAMILY = Attention()
