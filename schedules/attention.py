"""Plan rule for decode attention. The kernels are written out in full (speccc.ops.attention),
so `apply` has nothing to schedule; the plan is what fixes their reduction order.

The plan is keyed on (head_dim, target) only, never on M or on the KV length.
"""

from __future__ import annotations

import tvm
from tvm import s_tir

from speccc.ir.plan import ReductionPlan
from speccc.ops.common import target_kind

CHUNK = 64  # KV positions per chunk: a fixed length, not a fixed number of chunks


def default_plan(head_dim: int, target) -> ReductionPlan:
    """cuda: 64 lanes (2 warps) per (row, q head), 64-position chunks, shuffle tree.
    llvm: 64-position chunks, serial sums."""
    if target_kind(target) == "cuda":
        return ReductionPlan(lanes=64, tree="shuffle", chunk=CHUNK)
    return ReductionPlan(lanes=1, tree="serial", chunk=CHUNK)


def apply(func: tvm.tirx.PrimFunc, target, plan: ReductionPlan) -> s_tir.Schedule | None:
    """None: the attention kernels come fully scheduled from speccc.ops.attention.compute."""
    return None
