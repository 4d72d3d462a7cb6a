"""Negative controls: kernels whose reduction order depends on M, which the parity checks must
catch. Built per concrete row count, as an M-bucketed kernel switch would be."""

from __future__ import annotations

import tvm
from speccc.schedules.registry import make_kernel

from speccc.ir.plan import ReductionPlan


def attention_chunk_for_rows(m: int) -> int:
    """The bug: a KV chunk length picked from M (long chunks for M=1, short ones for verify)."""
    return 64 if m == 1 else 16


def m_keyed_attention(n_heads: int, n_kv_heads: int, head_dim: int, max_ctx: int, m: int):
    """llvm attention whose chunk length depends on the row count m."""
    plan = ReductionPlan(chunk=attention_chunk_for_rows(m))
    p = dict(n_heads=n_heads, n_kv_heads=n_kv_heads, head_dim=head_dim, max_ctx=max_ctx)
    return make_kernel("attention", p, "llvm", plan)


def m_keyed_rmsnorm(d: int, eps: float, m: int) -> tvm.tirx.PrimFunc:
    """llvm rmsnorm whose sum of squares is split into 8 partials when m > 1, serial at m = 1."""
    plan = ReductionPlan(lanes=1 if m == 1 else 8)
    return make_kernel("rmsnorm", {"d": d, "eps": eps}, "llvm", plan)
