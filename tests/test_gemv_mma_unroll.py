"""gemv_mma's mapping knob `unroll_k`: the K loop unrolled whole, so every ring-slot guard is a
constant. Where a warp's K blocks fit one pass of the ring (qkv, wo) the kernel is unchanged;
where they do not (gate_up, down, the LM head), each block's MMAs appear once, in block order,
with no loop around them. That the values are the same bits is an H200 check (same_bits against
main: the same instructions on the same values in the same order)."""

from __future__ import annotations

import pytest
from speccc.schedules.cuda import gemv_mma, gemv_mma_quant

from speccc.passes.check_m_flow import check_m_flow
from tests.cuda_source import kernel_bodies

QWEN = {  # the Qwen2.5-0.5B shape's GEMVs with their fused forms
    "qkv": dict(n=1152, k=896, bias=True, norm=1e-6, epilogue="rope_kv", head_dim=64,
                n_heads=14, n_kv_heads=2, max_ctx=4096),
    "wo": dict(n=896, k=896, bias=False, epilogue="residual"),
    "gate_up": dict(n=9728, k=896, bias=False, norm=1e-6, epilogue="silu_mul"),
    "down": dict(n=896, k=4864, bias=False, epilogue="residual"),
}  # fmt: skip
MMA = "mma.sync.aligned.m16n8k16"


def _kernels(role: str) -> tuple[dict, dict]:
    p = dict(QWEN[role], wdtype="bfloat16")
    plan = gemv_mma.default_plan("bfloat16", p["n"], p["k"])
    funcs = {f"{role}_{u}": gemv_mma.kernel(p, plan, True, unroll_k=u) for u in (False, True)}
    return plan, funcs


@pytest.mark.parametrize("role", ["qkv", "wo"])
def test_a_k_loop_within_one_ring_pass_is_unchanged(role):
    _, funcs = _kernels(role)
    body = kernel_bodies(funcs)
    assert body[f"{role}_False"].replace("False", "K") == body[f"{role}_True"].replace("True", "K")


@pytest.mark.parametrize("role", ["gate_up", "down"])
def test_unrolled_k_loop_has_each_blocks_mmas_once(role):
    plan, funcs = _kernels(role)
    kbw = QWEN[role]["k"] // gemv_mma.BLOCK // plan.warps
    ring = min(plan.prefetch, 3) + 1  # U: the weight ring's slots (prefetch + 1, down's at most 3)
    assert kbw > ring  # more blocks than one pass: the plain kernel loops
    body = kernel_bodies(funcs)
    per_block = 2 * plan.tile_n * plan.parts  # k-steps x output tiles x X parts
    # sites of the K loop's MMAs (the plain kernel: one pass of U slots inside a loop)
    assert body[f"{role}_True"].count(MMA) == kbw * per_block
    assert body[f"{role}_False"].count(MMA) == ring * per_block
    assert check_m_flow(funcs[f"{role}_True"]) is funcs[f"{role}_True"]


def test_unroll_k_is_a_gemv_knob():
    assert "unroll_k" in gemv_mma.GemvMma.knobs


def test_unrolled_by_default_for_16_bit_weights_only():
    """The default (unroll_k=None) unrolls 16-bit weights' K loops (H200 timeline/uk1: the Qwen
    step faster) and keeps quantized ones' loops (the SmolLM2 Q4_1 step slower unrolled)."""
    _, funcs = _kernels("down")
    p = dict(QWEN["down"], wdtype="bfloat16")
    plan = gemv_mma.default_plan("bfloat16", p["n"], p["k"])
    funcs["down_None"] = gemv_mma.kernel(p, plan, True)
    body = kernel_bodies(funcs)
    assert body["down_None"].count(MMA) == body["down_True"].count(MMA)
    assert body["down_None"].count(MMA) != body["down_False"].count(MMA)
    qp = dict(QWEN["down"], wdtype="q4_1")
    qplan = gemv_mma_quant.default_plan("q4_1", qp["n"], qp["k"])
    quant = {u: gemv_mma_quant.kernel(qp, qplan, True, unroll_k=u) for u in (None, False)}
    qbody = kernel_bodies({f"q_{u}": f for u, f in quant.items()})
    assert qbody["q_None"].replace("None", "K") == qbody["q_False"].replace("False", "K")
