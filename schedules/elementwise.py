"""Schedule rule for the elementwise families (embed, silu_mul, add): on a GPU, rows on
blockIdx.y and the row's columns in CTAs of `plan.lanes` threads on blockIdx.x (one column a
thread, so a single row still fills many CTAs); on llvm, the loop nest as written (no rule). No
reduction, so no order to pin; the plan only sets the thread count."""

from __future__ import annotations

import tvm
from speccc.schedules.rule import TransformRule
from tvm import s_tir

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target


def bind_rows(sch: s_tir.Schedule, block: str, lanes: int) -> None:
    """Rows (the block's first loop) -> blockIdx.y; the row's other loops fused, split into
    CTAs (blockIdx.x) of `lanes` threads (threadIdx.x: consecutive columns, coalesced)."""
    b = sch.get_sblock(block)
    loops = sch.get_loops(b)
    inner = sch.fuse(*loops[1:]) if len(loops) > 2 else loops[1]
    bx, tx = sch.split(inner, [None, lanes])
    sch.bind(loops[0], "blockIdx.y")
    sch.bind(bx, "blockIdx.x")
    sch.bind(tx, "threadIdx.x")


class RowsRule(TransformRule):
    """`family`'s output block `block`, one row per CTA, `lanes` threads."""

    targets = ("cuda",)

    def __init__(self, family: str, block: str, lanes: int = 256) -> None:
        self.family, self.block, self.lanes = family, block, lanes

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan:
        return ReductionPlan(lanes=self.lanes)

    def apply(
        self, func: tvm.tirx.PrimFunc, target: Target, plan: ReductionPlan | None
    ) -> s_tir.Schedule:
        sch = s_tir.Schedule(func)
        bind_rows(sch, self.block, plan.lanes if plan else self.lanes)
        return sch


EMBED = RowsRule("embed", "X")
SILU_MUL = RowsRule("silu_mul", "Y")
ADD = RowsRule("add", "Y")
