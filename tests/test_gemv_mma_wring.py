"""The tensor-core GEMV's weight ring in shared memory (`wring`, a mapping; default
gemv_mma.weight_ring: the LM head taking the final norm 4 blocks, others in registers): cp.async
copies of each lane's own 16 bytes a block, `wring` blocks deep, read back after
cp.async.wait_group. The same MMAs in the same order, so the same bits: that is the H200's check
(bench/lab_kernels.py --set wring: every variant `same_as` the register-ring kernel, M = 1..17;
gpu_same_bits of the step). Here: the M rule, the PDL order (a cp.async to shared memory only
reads its global address), the clamp to K's blocks, all shared memory dynamic with the ring, the
defaults, and that quantized kernels are untouched."""

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


def test_wring_is_clamped_to_k_blocks():
    kbw = 896 // 32 // gemv_mma.default_plan("bfloat16", 9728, 896).warps  # 7
    deep, clamped = _kernel(GATE_UP, wring=99).script(), _kernel(GATE_UP, wring=kbw).script()
    assert deep == clamped
    assert _kernel(GATE_UP, wring=1).script() == _kernel(GATE_UP, wring=0).script()  # registers
    assert "shared.dyn" not in _kernel(GATE_UP, wring=0).script()


def test_the_default_ring_is_the_normed_lm_heads_alone():
    normed = dict(HEAD, norm=1e-6)
    assert _kernel(normed).script() == _kernel(normed, wring=4).script()
    assert _kernel(normed).script() != _kernel(normed, wring=0).script()
    for params in (GATE_UP, DOWN, HEAD):
        assert _kernel(params).script() == _kernel(params, wring=0).script()


def test_with_the_ring_all_shared_memory_is_dynamic():
    """TVM's CUDA runtime raises a kernel's shared-memory limit from 48 KB only when its dynamic
    part alone needs it: a ring under 48 KB beside static buffers over it would not launch."""
    script = _kernel(GATE_UP, wring=5).script()
    assert 'scope="shared.dyn"' in script and 'scope="shared")' not in script


def test_quantized_kernels_keep_their_register_ring():
    p = dict(n=576, k=1536, wdtype="q4_1", bias=False, epilogue="residual")
    plan = gemv_mma_quant.default_plan("q4_1", 576, 1536)
    assert (
        gemv_mma_quant.kernel(p, plan, wring=4).script() == gemv_mma_quant.kernel(p, plan).script()
    )
