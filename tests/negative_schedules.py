"""Negative controls: schedules that break M-invariance on purpose.

The parity tests run these through the same checks as the real kernels and assert that
mismatches ARE found, which shows the checks can see the bug they exist to catch.
"""

from __future__ import annotations

import tvm
from speccc.schedules.registry import make_kernel

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import get_target


def m_keyed_gemv_plan(m: int) -> ReductionPlan:
    """A split-K keyed on M, like an M-bucketed kernel switch (GEMV for M=1, 'matmul' above)."""
    if m == 1:
        return ReductionPlan(lanes=16, vec=4, tree="serial", row_tile=1)
    return ReductionPlan(lanes=2, vec=8, tree="serial", row_tile=4)


class MKeyedGemv:
    """Callable like a compiled gemv kernel, but builds (and caches) one kernel per M bucket."""

    def __init__(self, n: int, k: int, wdtype: str, bias: bool) -> None:
        self.shape = (n, k, wdtype, bias)
        self._libs: dict[ReductionPlan, tvm.runtime.Module] = {}

    def __call__(self, x, *args) -> None:
        plan = m_keyed_gemv_plan(x.shape[0])
        if plan not in self._libs:
            n, k, wdtype, bias = self.shape
            func = make_kernel("gemv", dict(n=n, k=k, wdtype=wdtype, bias=bias), "llvm", plan)
            self._libs[plan] = tvm.compile(tvm.IRModule({"main": func}), get_target("llvm").tvm())
        self._libs[plan]["main"](x, *args)
