"""The tensor-core GEMV's X/g ring (gemv3): its depth is a function of (plan, N, K, norm) only
(0: X normalized as it is loaded, one block ahead), every depth builds with M only where the rule
allows it (check_m_flow), and an out-of-range depth is clamped to the weight prefetch. Bitwise
equality with the kernel before the ring is an H200 lab check (bench/lab_kernels.py --set gemv3:
every variant `same_as` today's kernel, with a negative control that must differ)."""

from __future__ import annotations

from dataclasses import replace

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
@pytest.mark.parametrize("n,k", [(896, 4864), (1152, 896), (9728, 896), (151936, 896)])
@pytest.mark.parametrize("norm", [False, True])
def test_x_depth_is_a_shape_function_within_the_weight_prefetch(tile_n, prefetch, n, k, norm):
    d = gemv_mma.x_depth(_plan(tile_n, 4, prefetch), n, k, norm)
    assert (0 if norm else 1) <= d <= prefetch  # 0: X normalized as loaded (norm only)
    assert d == gemv_mma.x_depth(_plan(tile_n, 4, prefetch), n, k, norm)


def test_x_depth_per_shape_is_the_h200_choice():
    plan = gemv_mma.default_plan
    assert gemv_mma.x_depth(plan("bfloat16", 9728, 896), 9728, 896, True) == 0  # gate_up+norm
    assert gemv_mma.x_depth(plan("bfloat16", 9728, 896), 9728, 896, False) > 1
    assert gemv_mma.x_depth(plan("bfloat16", 151936, 896), 151936, 896, True) > 1
    assert gemv_mma.x_depth(plan("bfloat16", 151936, 896), 151936, 896, False) > 1
    # down (19 warps: 96 registers a thread) and qkv+norm (14 warps of 2 blocks): one block ahead
    assert gemv_mma.x_depth(plan("bfloat16", 896, 4864), 896, 4864, False) == 1
    assert gemv_mma.x_depth(plan("bfloat16", 1152, 896), 1152, 896, True) == 1
    eight = replace(plan("bfloat16", 896, 4864), warps=8, split=8, prefetch=5)  # before: a ring
    assert gemv_mma.x_depth(eight, 896, 4864, False) > 1


@pytest.mark.parametrize("xdepth", [-1, 0, 1, 2, 3, 9])
@pytest.mark.parametrize("norm", [None, 1e-6])
def test_every_x_depth_builds_with_m_only_where_allowed(xdepth, norm):
    params = dict(n=64, k=256, wdtype="bfloat16", bias=False, norm=norm, epilogue="silu_mul")
    f = gemv_mma.kernel(params, _plan(2, 2, 3), xdepth=xdepth)
    assert check_m_flow(f) is f


def test_ctas_per_sm_is_the_h200_choice_and_reaches_launch_bounds():
    plan = gemv_mma.default_plan
    assert gemv_mma.ctas_per_sm(plan("bfloat16", 9728, 896), 9728, 896, True) == 3
    assert gemv_mma.ctas_per_sm(plan("bfloat16", 9728, 896), 9728, 896, False) == 1
    assert gemv_mma.ctas_per_sm(plan("bfloat16", 151936, 896), 151936, 896, True) == 1
    assert gemv_mma.ctas_per_sm(plan("bfloat16", 896, 4864), 896, 4864, False) == 1
    params = dict(n=64, k=256, wdtype="bfloat16", bias=False, norm=1e-6, epilogue="silu_mul")
    capped = gemv_mma.kernel(params, _plan(4, 4, 5), min_ctas=3)
    assert '"tirx.launch_bounds_min_blocks_per_sm": 3' in capped.script()
    plain = gemv_mma.kernel(params, _plan(4, 4, 5), min_ctas=1)
    assert '"tirx.launch_bounds_min_blocks_per_sm": 3' not in plain.script()


def test_pdl_is_decided_by_the_model_when_unset(monkeypatch):
    from speccc.ir import target as tg

    assert tg.pdl_default({"matrix": "bfloat16", "lm_head": "bfloat16"}) is True
    assert tg.pdl_default({"matrix": "q4_1", "lm_head": "q8_0"}) is True
    assert tg.pdl_default({"matrix": "q4_1", "lm_head": "float32"}) is False
    assert tg.pdl_default({"matrix": "float32"}) is False
    unset = tg.get_target("cuda")
    monkeypatch.setitem(tg.TARGETS, "cuda", tg.replace(unset, pdl_choice=None))
    with tg.model_target("cuda", {"matrix": "bfloat16"}) as t:
        assert t.pdl is True and tg.get_target("cuda").pdl is True
    assert tg.get_target("cuda").pdl_choice is None  # restored after the build
    monkeypatch.setitem(tg.TARGETS, "cuda", tg.replace(unset, pdl_choice=False))  # SPECCC_PDL=0
    with tg.model_target("cuda", {"matrix": "bfloat16"}) as t:
        assert t.pdl is False


def test_builds_of_two_models_in_two_threads_each_see_their_own_pdl(monkeypatch):
    """model_target decides per thread: the registry is never rewritten (a global rewrite would
    give both threads the model that entered last)."""
    import threading

    from speccc.ir import target as tg

    monkeypatch.setitem(tg.TARGETS, "cuda", tg.replace(tg.get_target("cuda"), pdl_choice=None))
    both_inside = threading.Barrier(2)
    seen: dict[str, bool] = {}

    def build(name: str, wdtypes: dict) -> None:
        with tg.model_target("cuda", wdtypes):
            both_inside.wait(timeout=30)  # both models' builds are running now
            seen[name] = tg.get_target("cuda").pdl
            both_inside.wait(timeout=30)

    models = (("bf16", {"matrix": "bfloat16"}), ("f32", {"matrix": "float32", "lm_head": "q8_0"}))
    threads = [threading.Thread(target=build, args=m) for m in models]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert seen == {"bf16": True, "f32": False}
    assert tg.TARGETS["cuda"].pdl_choice is None and tg.get_target("cuda").pdl_choice is None
