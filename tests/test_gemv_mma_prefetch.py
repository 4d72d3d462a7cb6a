"""The bulk L2 prefetch of each warp's weights, issued before the PDL wait (on with PDL only): a
mapping choice of the tensor-core GEMV that changes no order (an H200 lab check,
bench/lab_kernels.py --set gemv3: `l2` variants `same_as` the base kernel; the step-time effect
is bench/results/ab_l2). And where the final norm goes: into a 16-bit LM head, folded
(bench/results/wring), the layers' norms into their GEMVs."""

from __future__ import annotations

import pytest
from speccc.schedules.cuda import gemv_mma

from speccc.ir.builder import build_decode_graph
from speccc.model import preset
from speccc.passes import concat_gate_up, concat_qkv, fuse_norm_prologue
from speccc.passes.check_m_flow import check_m_flow

PREFETCH = '"bulk", "prefetch", "L2", "global"'  # T.ptx.cp(..., "async", <these>)
GATE_UP = dict(n=9728, k=896, wdtype="bfloat16", bias=False, norm=1e-6, epilogue="silu_mul")


def _kernel(params, pdl, l2=None):
    plan = gemv_mma.default_plan(params["wdtype"], params["n"], params["k"])
    return gemv_mma.kernel(params, plan, pdl=pdl, l2=l2)


def test_l2_prefetch_is_issued_before_the_wait_with_pdl_only():
    n = GATE_UP["n"]
    assert gemv_mma.l2_prefetch(True, n) and not gemv_mma.l2_prefetch(False, n)
    on = _kernel(GATE_UP, pdl=True).script()
    assert PREFETCH in on
    assert on.index(PREFETCH) < on.index('griddepcontrol("wait"')
    assert PREFETCH not in _kernel(GATE_UP, pdl=False).script()
    assert PREFETCH not in _kernel(GATE_UP, pdl=True, l2=False).script()  # the negative control


def test_the_lm_head_has_no_l2_prefetch():
    """Its predecessor is not a PDL kernel: nothing to overlap, and alone the prefetch costs."""
    head = dict(n=151936, k=896, wdtype="bfloat16", bias=False)
    assert not gemv_mma.l2_prefetch(True, head["n"])
    assert PREFETCH not in _kernel(head, pdl=True).script()
    assert PREFETCH in _kernel(head, pdl=True, l2=True).script()  # the negative control


@pytest.mark.parametrize(
    "params",
    [
        GATE_UP,
        dict(n=896, k=4864, wdtype="bfloat16", bias=False, epilogue="residual"),
        dict(n=151936, k=896, wdtype="bfloat16", bias=False),
        dict(n=1152, k=896, wdtype="bfloat16", bias=True, norm=1e-6, epilogue="rope_kv",
             n_heads=14, n_kv_heads=2, head_dim=64, max_ctx=4096),
    ],
)  # fmt: skip
def test_prefetching_kernels_use_m_only_where_the_rule_allows(params):
    f = _kernel(params, pdl=True, l2=True)
    assert PREFETCH in f.script()
    assert check_m_flow(f) is f


def test_the_final_norm_fuses_into_a_16_bit_lm_head():
    lm = dict(n=151936, k=896, wdtype="bfloat16", bias=False)
    plan = gemv_mma.default_plan("bfloat16", 151936, 896)
    assert gemv_mma.fits(lm, plan) and gemv_mma.fits(dict(lm, norm=1e-6), plan)
    assert gemv_mma.fits(GATE_UP, gemv_mma.default_plan("bfloat16", 9728, 896))
    g = build_decode_graph(preset("qwen2.5-0.5b"), "bfloat16")
    g.target = "cuda"
    fused = fuse_norm_prologue.run(concat_gate_up.run(concat_qkv.run(g)))
    head = fused.op("lm_head")
    assert head.attrs.get("norm_weight")  # the final norm is the head's, not its own kernel
    assert not any(op.kind == "rmsnorm" for op in fused.ops())
    layer0 = [op for op in fused.ops() if op.name.startswith("layers.0.") and op.kind == "gemv"]
    assert any(op.attrs.get("norm_weight") for op in layer0)  # the layers' norms fuse too
