"""GEMV family: bitwise row invariance (M = 1..17), a negative control, fp64 correctness,
and a CUDA structural check (no GPU needed)."""

from __future__ import annotations

import shutil

import pytest
import torch
import tvm
from speccc.schedules import gemv as sched
from speccc.schedules.cuda import gemv_lanes
from speccc.schedules.registry import make_kernel, select_plan

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import get_target
from speccc.ir.target import get_target as _t
from speccc.model.quant import WEIGHT_DTYPES, quantize
from speccc.ops import gemv
from speccc.parity import bitwise_equal, mismatched_rows
from tests.negative_schedules import MKeyedGemv
from tests.nvcc_flags import check_fast_math_flag, fast_math_insns

# lanes*vec = 64 does not divide K (the last K tile is partial); N = 37 is prime; M = 1..17
# crosses row-tile boundaries (row_tile 4). K is a multiple of 32 for the GGUF types.
PLAN = ReductionPlan(lanes=4, vec=16, tree="serial", row_tile=4)
N, K, MMAX = 37, 16 * 64 + 32, 17
CASES = [(w, b) for w in WEIGHT_DTYPES for b in (False, True)]


def _weights(wdtype: str, seed: int = 0) -> tuple[list[torch.Tensor], torch.Tensor]:
    """Kernel weight planes and the float64 reference W [N, K] they stand for."""
    w = torch.randn(N, K, generator=torch.Generator().manual_seed(seed))
    if wdtype.startswith("q"):
        qt = quantize(w.numpy(), wdtype)
        return [torch.from_numpy(p) for p in qt.planes()], torch.from_numpy(
            qt.dequantize()
        ).double()
    planes = [w.to(getattr(torch, wdtype))]
    return planes, planes[0].double()


def _module(funcs: dict[str, tvm.tirx.PrimFunc]) -> tvm.IRModule:
    return tvm.IRModule({n: f.with_attr("global_symbol", n) for n, f in funcs.items()})


class Case:
    """One compiled kernel with its inputs; run(x) -> Y for any number of rows."""

    def __init__(self, fn, wdtype: str, bias: bool) -> None:
        self.fn = fn
        self.planes, self.w64 = _weights(wdtype)
        g = torch.Generator().manual_seed(1)
        self.b = torch.randn(N, generator=g) if bias else None
        self.x = torch.randn(MMAX, K, generator=g)  # x: [MMAX, K]

    def run(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.full((x.shape[0], N), float("nan"))  # y: [M, N]
        extra = [] if self.b is None else [self.b]
        self.fn(x.contiguous(), *self.planes, *extra, y)
        return y

    def row_mismatches(self) -> list[tuple[int, list[int]]]:
        """(M, rows of the M-row output that differ bitwise from the M=1 output) for M=1..17."""
        singles = [self.run(self.x[i : i + 1]) for i in range(MMAX)]
        bad = []
        for m in range(1, MMAX + 1):
            rows = mismatched_rows(self.run(self.x[:m]), singles[:m])
            if rows:
                bad.append((m, rows))
        return bad


@pytest.fixture(scope="module", params=["tail-plan", "default-plan"])
def cases(request) -> dict[tuple[str, bool], Case]:
    """All wdtype x bias kernels in one IRModule, compiled once per plan: PLAN leaves a K tail
    (serial code), the llvm default plan is SIMD-vectorized along K."""
    plan = PLAN if request.param == "tail-plan" else None
    funcs = {
        f"gemv_{w}_{int(b)}": make_kernel("gemv", dict(n=N, k=K, wdtype=w, bias=b), "llvm", plan)
        for w, b in CASES
    }
    lib = tvm.compile(_module(funcs), target=get_target("llvm").tvm())
    return {(w, b): Case(lib[f"gemv_{w}_{int(b)}"], w, b) for w, b in CASES}


@pytest.mark.parametrize("wdtype,bias", CASES)
def test_rows_bitwise_invariant(cases, wdtype, bias):
    assert cases[wdtype, bias].row_mismatches() == []


@pytest.mark.parametrize("wdtype,bias", CASES)
def test_row_offset_invariant(cases, wdtype, bias):
    case = cases[wdtype, bias]
    x = case.x.clone()
    x[MMAX - 1] = x[0]  # the same row at slot 0 of tile 0 and slot 0 of tile 4
    x[6] = x[0]  # ... and at slot 2 of tile 1
    y = case.run(x)
    assert bitwise_equal(y[0], y[MMAX - 1]) and bitwise_equal(y[0], y[6])


@pytest.mark.parametrize("wdtype,bias", CASES)
def test_matches_float64_reference(cases, wdtype, bias):
    case = cases[wdtype, bias]
    y = case.run(case.x).double()
    ref = case.x.double() @ case.w64.T  # ref: [M, N]
    if case.b is not None:
        ref += case.b.double()
    tol = 1e-5 * (case.x.double().abs() @ case.w64.abs().T) + 1e-6  # K * eps-scale bound
    assert torch.all((y - ref).abs() <= tol), (y - ref).abs().max().item()


def test_negative_control_m_keyed_split_is_caught():
    case = Case(MKeyedGemv(N, K, "float16", False), "float16", False)
    bad = case.row_mismatches()
    assert bad, "an M-keyed split-K went unnoticed: the parity check is blind"
    assert {m for m, _ in bad} == set(range(2, MMAX + 1))


def test_default_plans_never_read_m():
    for target in ("llvm", "cuda"):
        for w in WEIGHT_DTYPES:
            plan = select_plan("gemv", w, 4864, 896, target)
            assert plan == select_plan("gemv", w, 4864, 896, target)  # one key, one plan
            if plan.tree == "mma":  # K blocks of 32 split over warps, combined in warp order
                assert plan.vec == 32 and (896 // 32) % plan.split == 0
            elif plan.tree == "xor":  # lane groups of 16-byte steps, a lane-step never split
                assert 896 % plan.vec == 0 and plan.split == 1
            else:
                assert 896 % (plan.lanes * plan.vec) == 0 and plan.split == 1
    assert select_plan("gemv", "q4_0", 4864, 896, "cuda").tree == "mma"  # gemv_mma_quant
    assert select_plan("gemv", "q4_0", 4864, 896, "llvm").tree != "mma"
    assert select_plan("gemv", "bfloat16", 4864, 896, "cuda").tree == "mma"
    from speccc.ops.top2 import compute as top2_compute

    cuda_plan = sched.RULE.default_plan("float32", 8, 64, _t("cuda"))  # the TE schedule's
    func = gemv.compute(8, 64, "float32", False)
    assert sched.RULE.apply(func, _t("cuda"), cuda_plan) is not None
    assert sched.RULE.apply(func, _t("llvm"), PLAN) is None  # llvm: schedules/llvm/gemv.py
    assert sched.RULE.apply(top2_compute(64), _t("cuda"), cuda_plan) is None  # not mine


CUDA_CASES = [
    ("float16", False),
    ("bfloat16", True),
    ("q8_0", False),
    ("q4_0", True),
    ("q4_1", False),
]


@pytest.fixture(scope="module")
def cuda_source() -> str:
    funcs = {
        f"gemv_{w}_{int(b)}": make_kernel(
            "gemv", dict(n=896, k=4864 if w != "float16" else 896, wdtype=w, bias=b), "cuda"
        )
        for w, b in CUDA_CASES
    }
    # the lane-group kernel, no longer cuda's default for quantized weights, still builds them
    lanes = dict(n=896, k=4864, wdtype="q4_0", bias=True)
    plan = gemv_lanes.default_plan("q4_0", 896, 4864)
    funcs["gemv_lanes_q4_0_1"] = gemv_lanes.kernel(lanes, plan)
    lib = tvm.compile(_module(funcs), target=get_target("cuda").tvm())
    (cuda_mod,) = lib.mod.imports
    return cuda_mod.inspect_source()


def test_cuda_source_structure(cuda_source):
    kernels = cuda_source.count('extern "C" __global__ void')
    assert kernels == 2 * (len(CUDA_CASES) + 1)  # declaration + definition each
    # 16-bit weights: tensor cores (three MMAs per k-step, one per bf16 part of X)
    assert "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32" in cuda_source
    assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in cuda_source
    # quantized weights: tensor cores too (gemv_mma_quant: bf16 quants, y = fma(d, S_q, y))
    body = cuda_source.split("gemv_q4_0_1", 2)[-1].split("gemv_lanes_q4_0_1")[0]
    assert "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32" in body and "__fmaf_rn" in body
    # the lane-group kernel: one 16-byte load per lane-step, an XOR butterfly
    body = cuda_source.split("gemv_lanes_q4_0_1", 2)[-1]
    assert "*(uint4*)" in body
    g = gemv_lanes.default_plan("q4_0", 896, 4864).lanes  # lanes a group: offsets g/2 .. 1
    tree = [f"__shfl_xor_sync((uint)4294967295, acc_ptr[0], {g >> i}, {g})" for i in (1, 2, 3, 4)]
    pos = [body.find(t) for t in tree]
    assert all(p >= 0 for p in pos) and pos == sorted(pos)


def test_te_schedule_cuda_structure():
    """The scheduled compute definition (the rule for shapes no hand-written kernel takes)."""
    plan = ReductionPlan(lanes=32, vec=8, tree="shuffle", row_tile=8)
    func = sched.RULE.apply(gemv.compute(896, 4864, "float16", False), _t("cuda"), plan).mod
    lib = tvm.compile(_module({"main": func["main"]}), target=get_target("cuda").tvm())
    src = lib.mod.imports[0].inspect_source()
    # the fixed cross-lane tree, once per row slot: shuffle-down 16, 8, 4, 2, 1 then broadcast
    tree = [f"__shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], {o}, 32)" for o in (16, 8, 4, 2, 1)]
    pos = [src.find(t) for t in tree]
    assert all(p >= 0 for p in pos) and pos == sorted(pos)
    # rows innermost and unrolled: all 8 row-slot accumulators live in registers
    assert "gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] +" in src
    assert "blockIdx.y" in src  # the row tile index; M appears only in its masks


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not found")
def test_cuda_source_compiles_with_nvcc_without_fast_math(cuda_source):
    """Precise nvcc builds have no flush-to-zero arithmetic; --use_fast_math adds it."""
    _, fast = check_fast_math_flag(cuda_source)
    assert "fma.rn.ftz.f32" in fast_math_insns(fast)
