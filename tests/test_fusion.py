"""The cuda fusion passes (norm prologue; residual, silu_mul and rope_kv epilogues of the GEMV):
what each one rewrites, that they fuse only what a kernel rule accepts, that the fused graph
computes the unfused one (float64 interpreter), and that the fused kernels build for sm_90 with
M only where the rule allows it (check_m_flow, with a planted negative control)."""

from __future__ import annotations

import pytest
import torch
import tvm
from tvm.script import tirx as T

from speccc.ir.builder import build_decode_graph
from speccc.ir.dump import dump_text
from speccc.ir.target import get_target
from speccc.model import preset
from speccc.ops.interpret import GraphInterpreter
from speccc.passes import (
    concat_gate_up,
    concat_qkv,
    fuse_gemv_residual,
    fuse_norm_prologue,
    fuse_rope_kv_epilogue,
    fuse_silu_epilogue,
    run_pipeline,
)
from speccc.passes.check_m_flow import check_m_flow, m_flow_violations
from speccc.passes.check_m_invariance import MInvarianceError
from speccc.passes.fuse_common import buildable
from tests.test_interpret import random_weights, run_steps

# the tiny preset with the shapes the MMA kernel fuses (head_dim 32) and 16-bit weights
CFG = preset("tiny").with_(head_dim=32, n_heads=2, n_kv_heads=1)
BF16 = "bfloat16"


def _cuda_graph(passes=None):
    g = build_decode_graph(CFG, BF16)
    g.target = "cuda"
    for p in passes or []:
        g = p.run(g)
    return g


def _layer_kinds(g, i: int) -> list[tuple[str, str]]:
    return [
        (op.kind, op.attrs.get("epilogue", ""))
        for op in g.ops()
        if op.name.startswith(f"layers.{i}.")
    ]


def test_cuda_pipeline_makes_five_kernels_a_layer():
    g = run_pipeline(build_decode_graph(CFG, BF16), "cuda")
    for i in range(CFG.n_layers):
        assert _layer_kinds(g, i) == [
            ("gemv", "rope_kv"),
            ("attention", ""),
            ("gemv", "residual"),
            ("gemv", "silu_mul"),
            ("gemv", "residual"),
        ]
        assert g.op(f"layers.{i}.qkv").attrs["norm_weight"] == f"layers.{i}.attn_norm"
        assert g.op(f"layers.{i}.gate_up").attrs["norm_weight"] == f"layers.{i}.ffn_norm"
    assert g.op("lm_head").attrs["norm_weight"] == "final_norm"
    assert len(g.ops()) == 1 + 5 * CFG.n_layers + 3  # embed, layers, lm_head, top2, sample


def test_llvm_and_unbuildable_forms_stay_unfused():
    g = run_pipeline(build_decode_graph(CFG, BF16), "llvm")  # no fused kernels on llvm
    assert not any(op.attrs.get("epilogue") or op.attrs.get("norm_weight") for op in g.ops())
    # f32 weights: the lane-group kernel takes every fused form (head_dim 16 included)
    g = run_pipeline(build_decode_graph(preset("tiny"), "float32"), "cuda")
    assert len(g.ops()) == 1 + 5 * 2 + 3
    # K = 48 is no multiple of 32: neither kernel fuses a norm there, so the norms stay
    odd = preset("tiny").with_(hidden=48, n_heads=3, n_kv_heads=1)
    g = run_pipeline(build_decode_graph(odd, BF16), "cuda")
    kinds = [op.kind for op in g.ops()]
    assert "rmsnorm" in kinds and "gemv" in kinds
    assert not any(op.attrs.get("norm_weight") for op in g.ops())


def _try_fuse_on_a_copy(graph, old, fused):
    """try_fuse as it was: replace on a deep copy of the graph, check the copy's op, redo."""
    trial = graph.copy()
    trial.replace(old, [fused])
    if not buildable(trial, trial.op(fused.name)):
        return False
    graph.replace(old, [fused])
    return True


_GEMV_FUSIONS = (fuse_gemv_residual, fuse_norm_prologue, fuse_silu_epilogue, fuse_rope_kv_epilogue)
_ODD = preset("tiny").with_(hidden=48, n_heads=3, n_kv_heads=1)  # K=48: the norms stay


@pytest.mark.parametrize(
    "cfg, wdtype, target",
    [
        (CFG, BF16, "cuda"),
        (_ODD, BF16, "cuda"),
        (preset("tiny"), "float32", "cuda"),
        (CFG, BF16, "llvm"),
    ],
    ids=["all-fuse", "norms-refused", "f32", "llvm-none"],
)
def test_fused_graph_equals_the_one_fused_on_copies(monkeypatch, cfg, wdtype, target):
    """try_fuse checks a fusion before touching the graph; the pipeline's result (dump: ops in
    order, attrs, plans, buffers) is the one the copy-per-attempt version made, whether every
    attempt fuses, some are refused or none is. Control: refusing every fusion changes it."""
    now = dump_text(run_pipeline(build_decode_graph(cfg, wdtype), target))
    for mod in _GEMV_FUSIONS:
        monkeypatch.setattr(mod, "try_fuse", _try_fuse_on_a_copy)
    assert dump_text(run_pipeline(build_decode_graph(cfg, wdtype), target)) == now
    for mod in _GEMV_FUSIONS:
        monkeypatch.setattr(mod, "try_fuse", lambda graph, old, fused: False)
    unfused = dump_text(run_pipeline(build_decode_graph(cfg, wdtype), target))
    assert (unfused == now) == (target == "llvm")


def test_residual_pass():
    g = _cuda_graph([fuse_gemv_residual])
    wo = g.op("layers.0.wo")
    assert wo.attrs["epilogue"] == "residual" and wo.outputs == ["layers.0.h_mid"]
    assert wo.inputs == ["layers.0.attn_out", "h.0"]
    down = g.op("layers.1.w_down")
    assert down.inputs == ["layers.1.act", "layers.1.h_mid"] and down.outputs == ["h.2"]
    assert "add" not in [op.kind for op in g.ops()]


def test_norm_prologue_pass():
    g = _cuda_graph([concat_qkv, concat_gate_up, fuse_norm_prologue])
    qkv = g.op("layers.0.qkv")
    assert qkv.inputs == ["h.0"] and qkv.attrs["eps"] == CFG.rms_eps
    assert not g.has_op("layers.0.attn_norm") and not g.has_op("final_norm")
    # an add_rmsnorm (not fused here: no residual pass ran) keeps its norm
    assert [op.kind for op in g.ops()].count("rmsnorm") == 0


def test_silu_and_rope_passes():
    g = _cuda_graph([concat_qkv, concat_gate_up, fuse_silu_epilogue, fuse_rope_kv_epilogue])
    gu = g.op("layers.1.gate_up")
    assert gu.attrs["epilogue"] == "silu_mul" and gu.outputs == ["layers.1.act"]
    qkv = g.op("layers.1.qkv")
    assert qkv.attrs["epilogue"] == "rope_kv" and qkv.outputs == ["layers.1.q_rot"]
    assert qkv.inputs[1:] == ["pos", "rope_cos", "rope_sin", "k_cache.1", "v_cache.1"]
    kinds = [op.kind for op in g.ops()]
    assert "silu_mul" not in kinds and "rope_kv_append" not in kinds


def test_fused_graph_computes_the_unfused_one_in_float64():
    w = random_weights(CFG)
    unfused = build_decode_graph(CFG, BF16)
    fused = run_pipeline(unfused, "cuda")
    ids = [5, 17, 300, 2, 2, 77, 401, 9]
    a = run_steps(GraphInterpreter(unfused, w), ids, [3, 5])
    b = run_steps(GraphInterpreter(fused, w), ids, [3, 5])
    c = run_steps(GraphInterpreter(fused, w), ids, [1] * len(ids))
    torch.testing.assert_close(b, a, rtol=1e-10, atol=1e-10)
    torch.testing.assert_close(c, b, rtol=1e-10, atol=1e-10)


@pytest.fixture(scope="module")
def fused_kernels():
    from speccc.compiler.lower import lower, make_kernel

    graph = run_pipeline(build_decode_graph(CFG, BF16), "cuda")
    low = lower(graph, "cuda")
    return {
        uri: make_kernel(spec, "cuda") for uri, spec in low.kernels.items() if spec.family == "gemv"
    }


def test_fused_kernels_build_with_m_in_row_places_only(fused_kernels):
    assert len(fused_kernels) >= 4  # rope_kv, residual, silu_mul, norm-prologue forms
    for uri, func in fused_kernels.items():
        assert m_flow_violations(func) == [], uri
    mod = tvm.IRModule({u: f.with_attr("global_symbol", u) for u, f in fused_kernels.items()})
    src = tvm.compile(mod, target=get_target("cuda").tvm()).mod.imports[0].inspect_source()
    assert src.count("mma.sync.aligned.m16n8k16") >= 4 * 3  # >= 2 k-steps x 2 parts, every kernel


def test_check_m_flow_flags_m_in_a_reduction_length():
    """Negative control: a kernel whose K loop runs K // M steps (a split keyed on M)."""

    @T.prim_func(s_tir=True)
    def bad(x_h: T.handle, y_h: T.handle):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        M = T.int64()
        X = T.match_buffer(x_h, (M, 64), "float32")
        Y = T.match_buffer(y_h, (M,), "float32")
        for m in T.thread_binding(M, thread="blockIdx.x"):
            with T.sblock("row"):
                acc = T.sblock_alloc_buffer((1,), "float32", scope="local")
                acc[0] = T.float32(0)
                for kk in T.serial(T.Cast("int32", 64 // T.min(M, 8))):
                    acc[0] = acc[0] + X[m, kk]
                Y[m] = acc[0]

    assert m_flow_violations(bad)
    with pytest.raises(MInvarianceError, match="row guards"):
        check_m_flow(bad)
