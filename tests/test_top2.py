"""Top-2: lowest-id tie break, agreement with torch.topk, row invariance, NaN, cuda build."""

from __future__ import annotations

import shutil

import pytest
import torch
import tvm
from speccc.schedules.registry import make_kernel, select_plan

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import get_target
from speccc.parity import bitwise_equal, mismatched_rows
from tests.negative_elementwise import MKeyed, top2_from_the_end
from tests.nvcc_flags import check_fast_math_flag, fast_math_insns
from tests.nvcc_flags import cuda_source as generated_cuda

V, MMAX = 1000, 17
PLANS = {"serial": None, "lanes8": ReductionPlan(lanes=8, vec=4, tree="serial")}


@pytest.fixture(scope="module")
def kernels():
    funcs = {
        f"top2_{n}": make_kernel("top2", {"v": V}, "llvm", p).with_attr(
            "global_symbol", f"top2_{n}"
        )
        for n, p in PLANS.items()
    }
    lib = tvm.compile(tvm.IRModule(funcs), target=get_target("llvm").tvm())
    return {n: lib[f"top2_{n}"] for n in PLANS}


def _run(fn, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    val = torch.full((x.shape[0], 2), float("nan"))  # val: [M, 2]
    idx = torch.full((x.shape[0], 2), -7, dtype=torch.int32)  # idx: [M, 2]
    fn(x.contiguous(), val, idx)
    return val, idx


@pytest.mark.parametrize("plan", PLANS)
def test_ties_pick_lowest_id(kernels, plan):
    x = torch.randn(4, V, generator=torch.Generator().manual_seed(0))
    x[0, [900, 17, 400]] = 9.0  # three equal maxima
    x[1, 999] = 9.0
    x[1, [998, 3]] = 8.0  # a unique max, then a tie for second
    x[2] = 1.5  # all equal
    x[3, [5, 6]] = 9.0  # equal maxima next to each other
    val, idx = _run(kernels[plan], x)
    assert idx.tolist() == [[17, 400], [999, 3], [0, 1], [5, 6]]
    assert val.tolist() == [[9.0, 9.0], [9.0, 8.0], [1.5, 1.5], [9.0, 9.0]]


@pytest.mark.parametrize("plan", PLANS)
def test_matches_torch_topk(kernels, plan):
    x = torch.randn(MMAX, V, generator=torch.Generator().manual_seed(1))  # tie-free
    val, idx = _run(kernels[plan], x)
    ref = torch.topk(x, 2, dim=1)
    assert torch.equal(val, ref.values) and torch.equal(idx.long(), ref.indices)


def _tied_logits() -> torch.Tensor:
    x = torch.randn(MMAX, V, generator=torch.Generator().manual_seed(2))
    x[:, 100] = x[:, 200] = 50.0  # ties in every row
    return x


def _mismatches(fn, x) -> list[int]:
    """Row counts M whose M-row top-2 (values or ids) differs from the single-row calls."""
    singles = [_run(fn, x[i : i + 1]) for i in range(MMAX)]
    bad = []
    for m in range(1, MMAX + 1):
        val, idx = _run(fn, x[:m])
        if mismatched_rows(val, [s[0] for s in singles[:m]]) or mismatched_rows(
            idx, [s[1] for s in singles[:m]]
        ):
            bad.append(m)
    return bad


@pytest.mark.parametrize("plan", PLANS)
def test_rows_bitwise_invariant(kernels, plan):
    assert _mismatches(kernels[plan], _tied_logits()) == []


def test_negative_control_tie_break_keyed_on_m(kernels):
    """A top-2 that breaks ties by the higher id when M > 1 must fail the check."""
    planted = MKeyed(kernels["serial"], top2_from_the_end(kernels["serial"]))
    assert _mismatches(planted, _tied_logits()) == list(range(2, MMAX + 1))


def test_plans_agree_and_nan_ranks_last(kernels):
    x = torch.randn(3, V, generator=torch.Generator().manual_seed(3))
    x[0, 10] = float("nan")
    x[1] = float("nan")
    x[1, 500] = 2.0
    a, b = (_run(kernels[p], x) for p in PLANS)
    assert bitwise_equal(a[0], b[0]) and bitwise_equal(a[1], b[1])
    ref = torch.topk(torch.nan_to_num(x[0], nan=float("-inf")), 2)
    assert a[1][0].tolist() == ref.indices.tolist()
    assert a[1][1].tolist() == [500, 0] and a[0][1].tolist() == [2.0, float("-inf")]


def test_default_plan_keyed_on_v_only():
    def plan(v, target):
        return select_plan("top2", "float32", 2, v, target)

    # cuda: V cut into slices of at least 512 logits, at most 16 (one cluster), one CTA each
    assert plan(151936, "cuda") == ReductionPlan(lanes=512, tree="xor", split=16)
    assert plan(2048, "cuda") == ReductionPlan(lanes=512, tree="xor", split=4)
    assert plan(64, "cuda") == ReductionPlan(lanes=32, vec=4, tree="shuffle")  # one CTA a row
    assert plan(151936, "llvm").tree == "serial"


@pytest.fixture(scope="module")
def cuda_source() -> str:
    return generated_cuda(make_kernel("top2", {"v": 151936}, "cuda"), "top2_cuda")


def test_cuda_source_structure(cuda_source):
    assert "__launch_bounds__(512)" in cuda_source and "blockIdx.y" in cuda_source
    assert "__shfl_xor_sync" in cuda_source and "barrier_cluster_wait" in cuda_source
    assert "atomicAdd" not in cuda_source  # the cluster form: no counter


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not found")
def test_cuda_source_compiles_with_nvcc_without_fast_math(cuda_source):
    """The precise build keeps the NaN test (x != x) and flushes nothing; fast math would
    flush the compares."""
    precise, fast = check_fast_math_flag(cuda_source)
    assert "setp.nan.f32" in precise
    assert "setp.nan.ftz.f32" in fast_math_insns(fast)


@pytest.mark.parametrize("lanes, split, w2", [(128, 149, False), (512, 75, True), (32, 4, True)])
def test_split_kernel_takes_any_warp_count(lanes, split, w2):
    """The counter form: other (threads, slice) mappings and the warp-0 butterfly build (the lab
    times them)."""
    from speccc.schedules.cuda import top2 as split_top2

    from speccc.passes.check_m_flow import m_flow_violations

    plan = ReductionPlan(lanes=lanes, tree="xor", split=split)
    func = split_top2.kernel(151936, plan, warp_level2=w2, cluster=False)
    assert m_flow_violations(func) == []
    src = func.script()
    assert ("T.min(t, " in src) == (w2 and lanes > 32)


@pytest.mark.parametrize("lanes", [48, 2048])
def test_split_kernel_rejects_partial_warps(lanes):
    from speccc.schedules.cuda import top2 as split_top2

    with pytest.raises(ValueError, match="split-CTA plan"):
        split_top2.kernel(151936, ReductionPlan(lanes=lanes, tree="xor", split=8), cluster=False)


@pytest.mark.parametrize("v", [151936, 49152])
def test_cluster_variant_builds_clean(v):
    """The default plan takes the cluster form: rank 0 reads the 16 CTAs' states over DSMEM
    between two cluster barriers, no scratch, fence or counter; M-flow and PDL order clean; a
    cluster past 16 CTAs is refused in one line."""
    from speccc.schedules.cuda import top2

    from speccc.passes.check_m_flow import m_flow_violations
    from speccc.passes.check_pdl_order import pdl_order_violations

    plan = top2.default_plan(v)
    assert (plan.split, plan.lanes) == (16, 512)
    func = top2.kernel(v, plan, pdl=True)
    assert "clusterCtaIdx.x" in list(func.attrs["tirx.kernel_launch_params"])
    assert m_flow_violations(func) == []
    roles = ["activation", "output", "output", "scratch", "scratch", "scratch"]
    assert pdl_order_violations(func, roles, "t") == []
    mod = tvm.IRModule({"t": func.with_attr("global_symbol", "t")})
    src = tvm.compile(mod, target=get_target("cuda").tvm()).mod.imports[0].inspect_source()
    src = src[src.rindex("t_kernel(") :]
    assert src.count("barrier_cluster_arrive") == 2 and "ld_shared__cluster_s32" in src
    assert "thread_fence" not in src and "atomic" not in src
    with pytest.raises(ValueError, match="2..16 CTAs"):
        top2.kernel(v, ReductionPlan(lanes=256, tree="xor", split=75), cluster=True)
