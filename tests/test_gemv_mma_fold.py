"""The tensor-core GEMV's norm order (gemv_mma `fold`): the rows' sums of squares are folded
into the K loop (lanes, then a quad butterfly 1, 2, then warps in warp order, the epilogue
scaling by 1 / rms), for 16-bit and quantized weights alike; `fold=False` keeps the prologue
(row m's sum by warp m % warps before the loop: a butterfly from 16 down). That each form's rows
are bitwise M-invariant and its logits pass the float64 tier is the H200's evidence
(bench/results/norm_fold: own parity ALL BITWISE, 1000 replays race-free, Qwen bf16 and
SmolLM2 Q4_1); here the forms' structure, the defaults and the M rule (check_m_flow) for every
fused form and row tile."""

from __future__ import annotations

from dataclasses import replace

import pytest
from speccc.schedules.cuda import gemv_mma, gemv_mma_quant

from speccc.passes.check_m_flow import check_m_flow

ROPE = dict(epilogue="rope_kv", n_heads=14, n_kv_heads=2, head_dim=64, max_ctx=4096)
NORMED = {
    "qkv": dict(n=1152, k=896, wdtype="bfloat16", bias=True, norm=1e-6, **ROPE),
    "gate_up": dict(n=9728, k=896, wdtype="bfloat16", bias=False, norm=1e-6, epilogue="silu_mul"),
    "plain": dict(n=512, k=896, wdtype="bfloat16", bias=True, norm=1e-6),
    "residual": dict(n=512, k=256, wdtype="float16", bias=False, norm=1e-6, epilogue="residual"),
}
QUAD = "tvm_warp_shuffle_xor"


def _kernel(params, row_tile=16, **kw):
    plan = gemv_mma.default_plan(params["wdtype"], params["n"], params["k"])
    return gemv_mma.kernel(params, replace(plan, row_tile=row_tile), **kw)


def test_fold_is_the_16bit_default_and_takes_no_prologue():
    p = NORMED["gate_up"]
    default, fold, prologue = (_kernel(p, fold=f).script() for f in (None, True, False))
    assert default == fold != prologue
    # both take 1 / rms (rsqrt) from a butterfly; the prologue's CTA barrier after its row
    # norms is the one fold does without (the partials' two barriers remain)
    assert QUAD in fold and "rsqrt" in fold and QUAD in prologue and "rsqrt" in prologue
    sync = 'tvm_storage_sync("shared"'
    assert fold.count(sync) == 2 and prologue.count(sync) == 3


@pytest.mark.parametrize("name", list(NORMED))
@pytest.mark.parametrize("row_tile", [16, 32])
@pytest.mark.parametrize("pdl", [False, True])
def test_fold_keeps_m_where_the_rule_allows(name, row_tile, pdl):
    f = _kernel(NORMED[name], row_tile, pdl=pdl)
    assert check_m_flow(f) is f


def test_fold_changes_only_normed_kernels():
    plain = dict(NORMED["plain"], norm=None)
    assert _kernel(plain, fold=True).script() == _kernel(plain, fold=False).script()


def test_quantized_weights_fold_too():
    p = dict(n=960, k=576, wdtype="q4_1", bias=False, norm=1e-5, epilogue="rope_kv",
             n_heads=9, n_kv_heads=3, head_dim=64, max_ctx=2048)  # fmt: skip
    plan = gemv_mma_quant.default_plan("q4_1", 960, 576)
    default = gemv_mma_quant.kernel(p, plan).script()
    assert default == gemv_mma_quant.kernel(p, plan, fold=True).script()
    assert default != gemv_mma_quant.kernel(p, plan, fold=False).script()


def test_a_16_bit_lm_head_takes_the_norm_folded_with_its_ring_in_shared_memory():
    """The final norm fuses into a 16-bit vocabulary projection (folded, weight ring 4 blocks in
    shared memory: H200 bench/results/wring, v1); quantized ones keep the norm's own kernel."""
    head = dict(n=151936, k=896, wdtype="bfloat16", bias=False, norm=1e-6)
    plan = gemv_mma.default_plan("bfloat16", 151936, 896)
    assert gemv_mma.fits(head, plan)
    f = gemv_mma.kernel(head, plan, pdl=True)
    assert check_m_flow(f) is f
    assert f.script() == gemv_mma.kernel(head, plan, pdl=True, fold=True, wring=4).script()
    plain = gemv_mma.kernel(dict(head, norm=None), plan).script()
    assert "shared.dyn" in f.script() and "shared.dyn" not in plain
    q8 = dict(head, wdtype="q8_0")
    assert not gemv_mma_quant.fits(q8, gemv_mma_quant.default_plan("q8_0", 151936, 896))
