"""Schedule rule for silu_mul (elementwise): on cuda, rows on blockIdx.x and `lanes`
threads striding over the F columns; on llvm, the loop nest as written. No reduction."""

from __future__ import annotations

import tvm
from tvm import s_tir

from speccc.ir.plan import ReductionPlan
from speccc.ops.common import target_kind


def default_plan(f: int, target) -> ReductionPlan | None:
    """cuda: 256 lanes per row. llvm: None (nothing to choose)."""
    return ReductionPlan(lanes=256) if target_kind(target) == "cuda" else None


def bind_rows(sch: s_tir.Schedule, block: str, lanes: int) -> None:
    """Rows (the block's first loop) -> blockIdx.x; the row's other loops fused, split by
    `lanes` -> threadIdx.x (consecutive threads, consecutive columns: coalesced)."""
    b = sch.get_sblock(block)
    loops = sch.get_loops(b)
    inner = sch.fuse(*loops[1:]) if len(loops) > 2 else loops[1]
    _, tx = sch.split(inner, [None, lanes])
    sch.reorder(tx)
    sch.bind(loops[0], "blockIdx.x")
    sch.bind(tx, "threadIdx.x")


def apply(func: tvm.tirx.PrimFunc, target, plan: ReductionPlan | None) -> s_tir.Schedule | None:
    if target_kind(target) != "cuda":
        return None
    sch = s_tir.Schedule(func)
    bind_rows(sch, "Y", plan.lanes if plan else 256)
    return sch
