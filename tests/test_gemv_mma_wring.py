"""The tensor-core GEMV's weight ring in shared memory (`wring`, a mapping knob, default off):
cp.async copies of each lane's own 16 bytes a block, `wring` blocks deep, read back after
cp.async.wait_group. The same MMAs in the same order, so the same bits: that is the H200 lab's
check (bench/lab_kernels.py --set wring: every variant `same_as` the register-ring kernel,
M = 1..17). Here: the M rule, the PDL order (a cp.async to shared memory only reads its global
address), the clamp to K's blocks, and that quantized kernels and the default are untouched."""

from __future__ import annotations

import pytest
from speccc.schedules.cuda import gemv_mma, gemv_mma_quant

from speccc.passes.check_m_flow import check_m_flow
from speccc.passes.check_pdl_order import pre_wait_access

GATE_UP = dict(n=9728, k=896, wdtype="bfloat16", bias=False, norm=1e-6, epilogue="silu_mul")
DOWN = dict(n=896, k=4864, wdtype="bfloat16", bias=False, epilogue="residual")
HEAD = dict(n=151936, k=896, wdtype="bfloat16", bias=False)
COPY = '"async", "cg", "shared", "global"'  # cp.async.cg.shared.global


def _kernel(params, **kw):
    plan = gemv_mma.default_plan(params["wdtype"], params["n"], params["k"])
    return gemv_mma.kernel(params, plan, **kw)


@pytest.mark.parametrize("params", [GATE_UP, DOWN, HEAD], ids=["gate_up", "down", "head"])
@pytest.mark.parametrize("pdl", [False, True])
def test_wring_keeps_the_m_rule_and_reads_only_weights_before_the_wait(params, pdl):
    f = _kernel(params, pdl=pdl, wring=4)
    assert check_m_flow(f) is f
    script = f.script()
    assert "shared.dyn" in script and COPY in script and '"wait_group"' in script
    if pdl:
        reads, writes = pre_wait_access(f)
        assert writes == []
        assert {f.params[i].name for i in reads} <= {"W", "G", "B"}  # weights only


def test_wring_is_clamped_to_k_blocks_and_off_by_default():
    kbw = 896 // 32 // gemv_mma.default_plan("bfloat16", 9728, 896).warps  # 7
    deep, clamped = _kernel(GATE_UP, wring=99).script(), _kernel(GATE_UP, wring=kbw).script()
    assert deep == clamped
    assert _kernel(GATE_UP).script() == _kernel(GATE_UP, wring=None).script()
    assert _kernel(GATE_UP, wring=1).script() == _kernel(GATE_UP).script()  # < 2: registers
    assert "shared.dyn" not in _kernel(GATE_UP).script()


def test_quantized_kernels_keep_their_register_ring():
    p = dict(n=576, k=1536, wdtype="q4_1", bias=False, epilogue="residual")
    plan = gemv_mma_quant.default_plan("q4_1", 576, 1536)
    assert (
        gemv_mma_quant.kernel(p, plan, wring=4).script() == gemv_mma_quant.kernel(p, plan).script()
    )
