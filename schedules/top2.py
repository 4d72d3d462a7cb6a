"""Schedule rule for top-2 (speccc.ops.top2) on cuda: one row per thread block (llvm: the
hand-written kernel of speccc.schedules.llvm.top2).

The top-2 merge compares (value, id) under a strict total order and does no arithmetic, so its
result is the same for every reduction tree; the plan still fixes the tree:
  lane l scans ids k = (ko*lanes + l)*vec + v in increasing order, then the `lanes` states merge
  through TVM's cross-thread allreduce (tree "shuffle").
Rows never share a reduction, so the row -> block mapping may follow M.
"""

from __future__ import annotations

import tvm
from speccc.schedules.rule import TransformRule
from tvm import s_tir
from tvm.s_tir.schedule import ScheduleError

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target


class Top2Rule(TransformRule):
    family, targets = "top2", ("cuda",)

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan:
        """Keyed on (V = k, target) only: up to max_threads threads x 4 contiguous logits per
        step (fewer threads for small V, at least a warp)."""
        lanes = target.max_threads
        while lanes > target.warp_size and lanes * 4 > k:
            lanes //= 2
        return ReductionPlan(lanes=lanes, vec=4, tree="shuffle")

    def apply(
        self, func: tvm.tirx.PrimFunc, target: Target, plan: ReductionPlan
    ) -> s_tir.Schedule | None:
        """Schedule a speccc.ops.top2.compute function; None if `func` is not one."""
        return _apply(func, target, plan)


def _apply(func: tvm.tirx.PrimFunc, target: Target, plan: ReductionPlan) -> s_tir.Schedule | None:
    if not target.gpu or not isinstance(func, tvm.tirx.PrimFunc) or plan.split != 1:
        return None
    sch = s_tir.Schedule(func)
    try:
        red = sch.get_sblock("top2")
        outs = [sch.get_sblock("val"), sch.get_sblock("idx")]
    except ScheduleError:
        return None
    if plan.tree != "shuffle" or plan.lanes < 2:
        raise ValueError(f"top2 on {target.kind}: tree {plan.tree!r} with lanes={plan.lanes}")

    i, k = sch.get_loops(red)
    ko, kl, kv = sch.split(k, [None, plan.lanes, plan.vec])
    sch.reorder(kl, ko, kv)
    rf = sch.rfactor(kl, factor_axis=0)  # rf: 4 x [lanes, M] per-lane states
    i, kl, ko, kv = sch.get_loops(rf)
    for b in range(4):
        sch.set_scope(rf, b, "local")
    sch.reverse_compute_at(red, i)
    (gl,) = sch.get_loops(red)[1:]
    for b in range(4):
        sch.set_scope(red, b, "local")
    for out in outs:
        sch.reverse_compute_at(out, i)
    sch.bind(i, "blockIdx.x")
    sch.bind(kl, "threadIdx.x")
    sch.bind(gl, "threadIdx.x")
    sch.decompose_reduction(rf, ko)
    return sch


RULE = Top2Rule()
