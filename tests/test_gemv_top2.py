"""The top-2 epilogue of the tensor-core GEMV (gemv_mma epilogue "top2", speccc.schedules.cuda
.gemv_top2; 16-bit and quantized weights) and its fusion pass (fuse_top2_epilogue), off by
default (gemv_mma.TOP2_EPILOGUE, until the H200 measures it). Its (values, ids) are the top-2
kernel's bit for bit because the order is total; on the GPU that is gpu_same_bits' check against
a build without it. Here: the switch, the fused graph (the top-2 op folded, the scratch), the
interpreter's outputs, the M rule and the PDL order of the kernel."""

from __future__ import annotations

import pytest
import torch
from speccc.schedules.cuda import gemv_mma, gemv_mma_quant

from speccc.ir.builder import build_decode_graph
from speccc.model import preset
from speccc.ops.interpret import GraphInterpreter
from speccc.passes import run_pipeline
from speccc.passes.check_m_flow import check_m_flow
from speccc.passes.check_pdl_order import pre_wait_access
from tests.test_interpret import IDS, TINY, random_weights, run_steps

HEAD = dict(n=151936, k=896, wdtype="bfloat16", bias=False, norm=1e-6, epilogue="top2")


@pytest.fixture
def on(monkeypatch):
    monkeypatch.setattr(gemv_mma, "TOP2_EPILOGUE", True)


def _plan():
    return gemv_mma.default_plan("bfloat16", 151936, 896)


def test_off_by_default():
    assert not gemv_mma.fits(HEAD, _plan())
    g = run_pipeline(build_decode_graph(preset("qwen2.5-0.5b"), "bfloat16"), "cuda")
    assert [op.kind for op in g.ops()].count("top2") == 1


@pytest.mark.parametrize("pdl", [False, True])
def test_kernel_keeps_the_m_rule_and_waits_before_the_logits(on, pdl):
    plan = _plan()
    assert gemv_mma.fits(HEAD, plan)
    f = gemv_mma.kernel(HEAD, plan, pdl=pdl)
    assert check_m_flow(f) is f
    assert [p.name for p in f.params][-6:] == ["Y", "Val", "Idx", "PV", "PI", "CNT"]
    script = f.script()
    assert "atomic_add" in script and "thread_fence" in script
    if pdl:
        reads, writes = pre_wait_access(f)
        assert writes == []
        assert {f.params[i].name for i in reads} <= {"W", "G"}  # weights only


def test_quantized_heads_take_it_too(on):
    q8 = dict(HEAD, n=49152, k=576, wdtype="q8_0", norm=None)
    plan = gemv_mma_quant.default_plan("q8_0", 49152, 576)
    assert gemv_mma_quant.fits(q8, plan)
    f = gemv_mma_quant.kernel(q8, plan, pdl=True)
    assert check_m_flow(f) is f and "atomic_add" in f.script()


def test_the_pass_folds_the_top2_op_into_the_head(on):
    g = run_pipeline(build_decode_graph(preset("qwen2.5-0.5b"), "bfloat16"), "cuda")
    assert "top2" not in [op.kind for op in g.ops()]
    head = g.op("lm_head")
    assert head.attrs["epilogue"] == "top2" and head.attrs.get("norm_weight")
    assert head.outputs == ["logits", "top2_val", "top2_idx"]
    parts = -(-151936 // (8 * head.plan.tile_n))
    scratch = {n: g.tensors[n].shape for n in head.attrs["scratch"]}
    assert scratch == {
        "lm_head.part_val": ("M", parts, 2),
        "lm_head.part_idx": ("M", parts, 2),
        "lm_head.arrived": ("M",),
    }
    assert any(op.kind == "sample" and "logits" in op.inputs for op in g.ops())


def test_the_fused_graph_gives_the_same_outputs(on):
    cfg = TINY.with_(vocab=4096, hidden=256)  # a head of 4 MMA tiles a CTA, 2 K blocks a warp
    w = random_weights(cfg)
    plain = run_pipeline(build_decode_graph(cfg, "bfloat16"), "llvm")  # no fused top-2 on llvm
    fused = run_pipeline(build_decode_graph(cfg, "bfloat16"), "cuda")
    assert "top2" in [op.kind for op in plain.ops()]
    assert "top2" not in [op.kind for op in fused.ops()]
    a, b = GraphInterpreter(plain, w), GraphInterpreter(fused, w)
    torch.testing.assert_close(
        run_steps(b, IDS, [3, 4, 3]), run_steps(a, IDS, [3, 4, 3]), rtol=1e-12, atol=1e-12
    )
    for name in ("top2_val", "top2_idx"):
        assert torch.equal(a.outputs[name], b.outputs[name])
