"""Schedule rule for rmsnorm / add + rmsnorm: one vector per CTA, `plan.lanes` threads along D.

The plan is keyed on (D, target), never on M. Rows map to blockIdx.x (and the heads of a
per-head norm to blockIdx.y), so the number of rows only changes how many CTAs run, not the
reduction inside any of them.
"""

from __future__ import annotations

import tvm
from speccc.schedules.rule import TransformRule
from tvm import s_tir

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target


def _blocks(sch: s_tir.Schedule) -> tuple:
    names = [sch.get(b).name_hint for b in sch.get_child_blocks(sch.get_sblock("root"))]
    get = sch.get_sblock
    return tuple(get(n) if n in names else None for n in ("H", "sumsq", "Y"))


def _bind_lanes(sch: s_tir.Schedule, loop, lanes: int, vec: int) -> None:
    """D -> (outer serial, lanes on threadIdx.x, vec serial): lane l takes elements
    vec * l + lanes * vec * i + v, in (i, v) order."""
    _, tx, _ = sch.split(loop, [None, lanes, vec])
    sch.bind(tx, "threadIdx.x")


class RmsNormRule(TransformRule):
    family = "rmsnorm"

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan:
        """cuda: 256 lanes (one warp for D < 256), shuffle tree. llvm: one serial accumulator."""
        if target.gpu:
            return ReductionPlan(lanes=256 if k >= 256 else target.warp_size, tree="shuffle")
        return ReductionPlan(lanes=1, tree="serial")

    def apply(
        self, func: tvm.tirx.PrimFunc, target: Target, plan: ReductionPlan
    ) -> s_tir.Schedule | None:
        """Schedule the func built by speccc.ops.rmsnorm.compute / compute_add.

        cuda: blockIdx.x = row (blockIdx.y = head); threads l = 0..lanes-1 take D indices
        l + lanes * i; the sum of squares is an in-thread serial sum then a cross-thread
        allreduce (shuffle tree). llvm: lanes == 1 -> the serial loop as written; lanes > 1 ->
        `lanes` serial partial sums (rfactor), combined in lane order.
        """
        sch = s_tir.Schedule(func)
        h, sumsq, y = _blocks(sch)
        lanes = plan.lanes
        per_head = len(sch.get_loops(sumsq)) == 3  # (m, head, k)
        if not target.gpu:
            if lanes > 1:
                _, ki = sch.split(sch.get_loops(sumsq)[-1], [None, lanes])
                sch.rfactor(ki, factor_axis=len(sch.get_loops(sumsq)) - 2)
            return sch

        root = h if h is not None else y  # the CTA loop nest hangs off H when there is one
        m, j = sch.get_loops(root)
        sch.bind(m, "blockIdx.x")
        if per_head:  # Y's columns -> (head on blockIdx.y, D)
            d = int(sch.get(sch.get_loops(sumsq)[-1]).extent)
            head, j = sch.split(j, [None, d])
            sch.bind(head, "blockIdx.y")
            sch.compute_at(sumsq, head)
        _bind_lanes(sch, j, lanes, plan.vec)
        if h is not None:
            # H is written, then read back by the same thread at the same index: no sync needed.
            sch.reverse_compute_at(sumsq, m)
            sch.reverse_compute_at(y, m)
            _bind_lanes(sch, sch.get_loops(y)[-1], lanes, plan.vec)
        elif not per_head:
            sch.compute_at(sumsq, m)
        _bind_lanes(sch, sch.get_loops(sumsq)[-1], lanes, plan.vec)
        sch.set_scope(sumsq, 0, "shared")
        return sch


RULE = RmsNormRule()
