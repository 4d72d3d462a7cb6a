"""Schedule rule for rope_kv: one CTA per row (blockIdx.x), `lanes` threads striding over each
of the row's three elementwise blocks in turn. No reduction, so no order to pin."""

from __future__ import annotations

import tvm
from speccc.schedules.rule import TransformRule
from tvm import s_tir

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target

BLOCKS = ("q_rope", "k_rope", "v_append")


class RopeKvRule(TransformRule):
    family, targets = "rope_kv", ("cuda",)

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan:
        """128 lanes per row."""
        return ReductionPlan(lanes=128)

    def apply(
        self, func: tvm.tirx.PrimFunc, target: Target, plan: ReductionPlan | None
    ) -> s_tir.Schedule:
        lanes = plan.lanes if plan else 128
        sch = s_tir.Schedule(func)
        for name in BLOCKS:
            loops = sch.get_loops(sch.get_sblock(name))  # m, h, i
            _, tx = sch.split(sch.fuse(*loops[1:]), [None, lanes])
            sch.reorder(tx)
            sch.bind(tx, "threadIdx.x")
        sch.bind(sch.get_loops(sch.get_sblock(BLOCKS[0]))[0], "blockIdx.x")
        return sch


RULE = RopeKvRule()
