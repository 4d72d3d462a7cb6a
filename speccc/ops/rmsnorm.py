"""RMSNorm and fused residual-add + RMSNorm over the hidden size, per row.

Contract (DESIGN.md rule 2): each row's sum of squares is reduced by a plan that depends on
(D, target) only, never on M. On cuda: `plan.lanes` threads along D, lane l summing the
elements vec*l + lanes*vec*i + v serially in (i, v) order (vec = `plan.vec`), then TVM's
warp-shuffle allreduce (16, 8, 4, 2, 1, then the warp partials in warp order). On llvm: one
serial loop over D (or `plan.lanes` serial partials combined in lane order).

    y = x * rsqrt(sum(x * x) / D + eps) * w
"""

from __future__ import annotations

import tvm
from tvm import te

from schedules import rmsnorm as sched
from speccc.ir.plan import ReductionPlan
from speccc.ops.common import rows_var


def _norm(src, w, d: int, eps: float, name: str) -> te.Tensor:
    k = te.reduce_axis((0, d), name="k")
    sumsq = te.compute((src.shape[0],), lambda m: te.sum(src[m, k] * src[m, k], axis=k), "sumsq")
    inv_d = tvm.tirx.const(float(d), "float32")
    eps_c = tvm.tirx.const(eps, "float32")
    return te.compute(
        src.shape,
        lambda m, j: src[m, j] * te.rsqrt(sumsq[m] / inv_d + eps_c) * w[j],
        name=name,
    )


def compute(d: int, eps: float) -> tvm.tirx.PrimFunc:
    """Unscheduled rmsnorm: X [M, D] float32, W [D] float32 -> Y [M, D] float32."""
    m = rows_var()
    x = te.placeholder((m, d), "float32", name="X")  # x: [M, D]
    w = te.placeholder((d,), "float32", name="W")  # w: [D]
    y = _norm(x, w, d, eps, "Y")  # y: [M, D]
    return te.create_prim_func([x, w, y])


def compute_add(d: int, eps: float) -> tvm.tirx.PrimFunc:
    """Unscheduled add + rmsnorm: X, R [M, D], W [D] -> H = X + R [M, D], Y = norm(H) [M, D]."""
    m = rows_var()
    x = te.placeholder((m, d), "float32", name="X")
    r = te.placeholder((m, d), "float32", name="R")
    w = te.placeholder((d,), "float32", name="W")
    h = te.compute((m, d), lambda i, j: x[i, j] + r[i, j], name="H")
    y = _norm(h, w, d, eps, "Y")
    return te.create_prim_func([x, r, w, h, y])


def _finish(func: tvm.tirx.PrimFunc, target, plan: ReductionPlan) -> tvm.tirx.PrimFunc:
    s = sched.apply(func, target, plan)
    return func if s is None else s.mod["main"]


def kernel(d: int, eps: float, target, plan: ReductionPlan | None = None) -> tvm.tirx.PrimFunc:
    """Scheduled rmsnorm for `target`. Args: X [M, D], W [D], Y [M, D]."""
    plan = plan or sched.default_plan(d, target)
    return _finish(compute(d, eps), target, plan)


def add_kernel(d: int, eps: float, target, plan: ReductionPlan | None = None) -> tvm.tirx.PrimFunc:
    """Scheduled add + rmsnorm for `target`. Args: X [M, D], R [M, D], W [D], H [M, D], Y [M, D]."""
    plan = plan or sched.default_plan(d, target)
    return _finish(compute_add(d, eps), target, plan)
