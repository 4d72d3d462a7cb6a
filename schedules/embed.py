"""Schedule rule for the embedding gather: one row per CTA, `lanes` threads over D."""

from __future__ import annotations

import tvm
from tvm import s_tir

from schedules.silu_mul import bind_rows
from speccc.ir.plan import ReductionPlan
from speccc.ops.common import target_kind


def default_plan(d: int, wdtype: str, target) -> ReductionPlan | None:
    """cuda: 256 lanes per row. llvm: None (nothing to choose)."""
    return ReductionPlan(lanes=256) if target_kind(target) == "cuda" else None


def apply(func: tvm.tirx.PrimFunc, target, plan: ReductionPlan | None) -> s_tir.Schedule | None:
    if target_kind(target) != "cuda":
        return None
    sch = s_tir.Schedule(func)
    bind_rows(sch, "X", plan.lanes if plan else 256)
    return sch
