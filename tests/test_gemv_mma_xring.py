"""The tensor-core GEMV's X/g ring (gemv3): its depth is a function of the plan only, every depth
builds with M only where the rule allows it (check_m_flow), and an out-of-range depth is clamped
to the weight prefetch. Bitwise equality with the kernel before the ring is an H200 lab check
(bench/lab_kernels.py --set gemv3: every variant `same_as` today's kernel, with a negative
control that must differ)."""

from __future__ import annotations

import pytest
from speccc.schedules.cuda import gemv_mma

from speccc.ir.plan import ReductionPlan
from speccc.passes.check_m_flow import check_m_flow


def _plan(tile_n: int, warps: int, prefetch: int) -> ReductionPlan:
    return ReductionPlan(
        lanes=32, vec=32, tree="mma", row_tile=16, split=warps, tile_n=tile_n, warps=warps,
        prefetch=prefetch,
    )  # fmt: skip


@pytest.mark.parametrize("tile_n,prefetch", [(1, 5), (2, 5), (4, 5), (2, 3), (8, 2)])
@pytest.mark.parametrize("norm", [False, True])
def test_x_depth_is_a_plan_function_within_the_weight_prefetch(tile_n, prefetch, norm):
    plan = _plan(tile_n, 4, prefetch)
    d = gemv_mma.x_depth(plan, norm)
    assert 1 <= d <= prefetch
    assert d == gemv_mma.x_depth(_plan(tile_n, 4, prefetch), norm)  # nothing but the plan


@pytest.mark.parametrize("xdepth", [1, 2, 3, 9])
def test_every_x_depth_builds_with_m_only_where_allowed(xdepth):
    params = dict(n=64, k=256, wdtype="bfloat16", bias=False, norm=1e-6, epilogue="silu_mul")
    f = gemv_mma.kernel(params, _plan(2, 2, 3), xdepth=xdepth)
    assert check_m_flow(f) is f
