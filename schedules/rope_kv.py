"""Schedule rule for rope_kv: one CTA per row (blockIdx.x), `lanes` threads striding over each
of the row's three elementwise blocks in turn. No reduction, so no order to pin."""

from __future__ import annotations

import tvm
from tvm import s_tir

from speccc.ir.plan import ReductionPlan
from speccc.ops.common import target_kind

BLOCKS = ("q_rope", "k_rope", "v_append")


def default_plan(head_dim: int, target) -> ReductionPlan | None:
    """cuda: 128 lanes per row. llvm: None (nothing to choose)."""
    return ReductionPlan(lanes=128) if target_kind(target) == "cuda" else None


def apply(func: tvm.tirx.PrimFunc, target, plan: ReductionPlan | None) -> s_tir.Schedule | None:
    if target_kind(target) != "cuda":
        return None
    lanes = plan.lanes if plan else 128
    sch = s_tir.Schedule(func)
    for name in BLOCKS:
        loops = sch.get_loops(sch.get_sblock(name))  # m, h, i
        _, tx = sch.split(sch.fuse(*loops[1:]), [None, lanes])
        sch.reorder(tx)
        sch.bind(tx, "threadIdx.x")
    sch.bind(sch.get_loops(sch.get_sblock(BLOCKS[0]))[0], "blockIdx.x")
    return sch
