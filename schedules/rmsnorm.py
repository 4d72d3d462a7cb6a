"""Schedule rule for rmsnorm / add + rmsnorm: one row per CTA, `plan.lanes` threads along D.

The plan is keyed on (D, target), never on M. Rows map to blockIdx.x, so the number of rows
only changes how many CTAs run, not the reduction inside any of them.
"""

from __future__ import annotations

import tvm
from tvm import s_tir

from speccc.ir.plan import ReductionPlan
from speccc.ops.common import target_kind


def default_plan(d: int, target) -> ReductionPlan:
    """cuda: 256 lanes (32 for D < 256), shuffle tree. llvm: one serial accumulator."""
    if target_kind(target) == "cuda":
        return ReductionPlan(lanes=256 if d >= 256 else 32, tree="shuffle")
    return ReductionPlan(lanes=1, tree="serial")


def _blocks(sch: s_tir.Schedule) -> tuple:
    names = [sch.get(b).name_hint for b in sch.get_child_blocks(sch.get_sblock("root"))]
    get = sch.get_sblock
    return tuple(get(n) if n in names else None for n in ("H", "sumsq", "Y"))


def apply(func: tvm.tirx.PrimFunc, target, plan: ReductionPlan) -> s_tir.Schedule | None:
    """Schedule the func built by speccc.ops.rmsnorm.compute / compute_add.

    cuda: blockIdx.x = row; threads l = 0..lanes-1 take D indices l + lanes * i; the sum of
    squares is an in-thread serial sum then a cross-thread allreduce (shuffle tree).
    llvm: lanes == 1 -> None (the serial loop as written); lanes > 1 -> `lanes` serial partial
    sums (rfactor), combined in lane order.
    """
    sch = s_tir.Schedule(func)
    h, sumsq, y = _blocks(sch)
    lanes = plan.lanes
    if target_kind(target) != "cuda":
        if lanes == 1:
            return None
        _, k = sch.get_loops(sumsq)
        _, ki = sch.split(k, [None, lanes])
        sch.rfactor(ki, factor_axis=1)
        return sch

    root = h if h is not None else y  # the CTA loop nest hangs off H when there is one
    m, j = sch.get_loops(root)
    sch.bind(m, "blockIdx.x")
    _bind_lanes(sch, j, lanes, plan.vec)
    if h is not None:
        # H is written, then read back by the same thread at the same index: no sync needed.
        sch.reverse_compute_at(sumsq, m)
        sch.reverse_compute_at(y, m)
        _bind_lanes(sch, sch.get_loops(y)[-1], lanes, plan.vec)
    else:
        sch.compute_at(sumsq, m)
    _bind_lanes(sch, sch.get_loops(sumsq)[-1], lanes, plan.vec)
    sch.set_scope(sumsq, 0, "shared")
    return sch


def _bind_lanes(sch: s_tir.Schedule, loop, lanes: int, vec: int) -> None:
    """D -> (outer serial, lanes on threadIdx.x, vec serial): lane l takes elements
    vec * l + lanes * vec * i + v, in (i, v) order."""
    _, tx, _ = sch.split(loop, [None, lanes, vec])
    sch.bind(tx, "threadIdx.x")
