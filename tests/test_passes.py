"""Each pass, the pipeline, and check_m_invariance's negative controls (graph and TIR)."""

from __future__ import annotations

import inspect
import json
from dataclasses import replace

import pytest
from speccc.schedules.registry import select_plan
from tvm import te
from tvm.s_tir import Schedule
from tvm.script import tirx as T

from speccc.ir.builder import build_decode_graph
from speccc.model import preset
from speccc.ops import gemv
from speccc.ops.common import rows_var
from speccc.ops.registry import family_of
from speccc.passes import (
    PIPELINE,
    concat_gate_up,
    concat_qkv,
    fuse_add_rmsnorm,
    plan_buffers,
    run_pipeline,
)
from speccc.passes import check_m_invariance as cmi

TINY = preset("tiny")


@pytest.fixture(scope="module")
def planned():
    return run_pipeline(build_decode_graph(TINY), "cuda")


def test_fusions():
    g0 = build_decode_graph(TINY)
    g = concat_gate_up.run(concat_qkv.run(fuse_add_rmsnorm.run(g0)))
    assert len(g0.ops()) == 33  # the passes copy; the input graph is untouched
    kinds = [op.kind for op in g.ops()]
    assert "add" not in kinds and kinds.count("add_rmsnorm") == 2 * TINY.n_layers
    assert kinds.count("rmsnorm") == 1 and kinds.count("gemv") == 4 * TINY.n_layers + 1
    f = g.op("layers.1.add_attn_norm")
    assert f.inputs == ["layers.0.h_mid", "layers.0.down"] and f.outputs == [
        "h.1",
        "layers.1.attn_in",
    ]
    assert f.attrs["weight"] == "layers.1.attn_norm"
    qkv = g.op("layers.0.qkv")
    assert qkv.attrs["weight"] == ["layers.0.wq", "layers.0.wk", "layers.0.wv"]
    assert qkv.attrs["bias"] == ["layers.0.bq", "layers.0.bk", "layers.0.bv"]
    assert qkv.attrs["n"] == TINY.qkv_dim and g.tensors["layers.0.qkv"].shape == ("M", 128)
    assert (
        g.op("layers.0.rope_kv").inputs[0] == "layers.0.qkv"
        and len(g.op("layers.0.rope_kv").inputs) == 6
    )
    gu = g.op("layers.1.gate_up")
    assert (
        gu.attrs["weight"] == ["layers.1.w_gate", "layers.1.w_up"] and gu.attrs["n"] == 2 * TINY.ffn
    )
    assert g.op("layers.1.silu_mul").inputs == ["layers.1.gate_up"]
    assert "layers.0.q" not in g.tensors and "layers.0.gate" not in g.tensors


def test_plans_pinned_per_target(planned):
    for op in planned.ops():
        assert (op.plan is not None) == family_of(op.kind).reduces, op.name
    down = planned.op("layers.0.w_down").plan  # f32 weights on cuda: the lane-group kernel
    assert (down.lanes, down.vec, down.tree, down.row_tile) == (16, 4, "xor", 8)
    assert planned.op("layers.0.attn").plan.chunk == 64
    llvm = run_pipeline(build_decode_graph(TINY), "llvm")
    trees = {op.kind: op.plan.tree for op in llvm.ops() if op.plan}
    # llvm: SIMD lanes combine by the halving tree (gemv, attention); the other sums are serial
    # (sample: exact integer sums)
    assert trees == {"gemv": "shuffle", "attention": "shuffle", "rmsnorm": "serial",
                     "add_rmsnorm": "serial", "top2": "serial", "sample": "serial"}  # fmt: skip
    q4 = select_plan("gemv", "q4_1", 960, 576, "cuda")  # tensor cores: quant blocks over warps
    assert (q4.tree, q4.vec, q4.split) == ("mma", 32, 6) and 576 % (q4.vec * q4.split) == 0
    bf16 = select_plan("gemv", "bfloat16", 1152, 896, "cuda")  # tensor cores: K split over warps
    assert (bf16.tree, bf16.vec, bf16.split) == ("mma", 32, 14)
    assert select_plan("embed", "float32", 1, 1, "llvm") is None  # no llvm rule: as written
    assert planned.op("embed").plan is None  # a thread count is no reduction order: not pinned
    assert "M" not in inspect.signature(select_plan).parameters


def test_pipeline_dumps_between_phases(tmp_path):
    seen = []
    run_pipeline(build_decode_graph(TINY), "llvm", dump=lambda name, g: seen.append(name))
    assert seen == ["input"] + [name for name, _ in PIPELINE]
    run_pipeline(build_decode_graph(TINY), "llvm", dump=tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir())[-1] == f"{len(PIPELINE):02d}_plan_buffers.txt"
    with pytest.raises(ValueError, match="target"):
        run_pipeline(build_decode_graph(TINY))


# -- check_m_invariance on the graph -----------------------------------------------------------
def test_clean_graph_passes(planned):
    assert cmi.run(planned) is planned
    assert cmi.run(run_pipeline(build_decode_graph(preset("smollm2-135m"), "q4_1"), "llvm"))


@pytest.mark.parametrize(
    "field, value, why",
    [
        ("split", rows_var(), "tvm object"),
        ("lanes", lambda m: 32, "callable"),
        ("tree", "shuffle_M", None),
        ("tree", "M", "naming M"),
        ("lanes", 2.0, "not an int/str"),
    ],
)
def test_planted_m_dependent_plan_is_rejected(planned, field, value, why):
    g = planned.copy()
    plan = g.op("layers.1.qkv").plan
    object.__setattr__(plan, field, value)  # bypass ReductionPlan's own checks, as a bug would
    with pytest.raises(cmi.MInvarianceError, match="op 'layers.1.qkv'") as e:
        cmi.run(g)
    assert f"plan.{field} =" in str(e.value) and (why is None or why in str(e.value))


def test_hidden_state_missing_plan_and_m_key_are_rejected(planned, monkeypatch):
    g = planned.copy()
    g.op("layers.0.wo").plan = replace(g.op("layers.0.wo").plan, row_tile=4)  # not the selector's
    g.op("top2").plan = None
    g.op("lm_head").attrs["k"] = "M"
    with pytest.raises(cmi.MInvarianceError) as e:
        cmi.run(g)
    msg = str(e.value)
    assert "op 'layers.0.wo' (gemv): plan.row_tile = 4, but the selector gives 8" in msg
    assert "op 'top2' (top2): plan is None" in msg
    assert "op 'lm_head' (gemv): attrs['k'] = 'M' is a string naming M" in msg
    # a family whose plan key reads M (as a bug would): every op of it is rejected
    monkeypatch.setattr(gemv.FAMILY, "plan_key", lambda p: (p["wdtype"], "M", p["k"]))
    with pytest.raises(cmi.MInvarianceError, match="op 'lm_head' \\(gemv\\): plan key"):
        cmi.run(planned)


# -- check_m_invariance on TIR -----------------------------------------------------------------
def gemv_func(k_extent=128):
    m = rows_var()
    a = te.placeholder((m, 128), "float32", name="A")
    w = te.placeholder((64, 128), "float32", name="W")
    k = te.reduce_axis((0, k_extent(m) if callable(k_extent) else k_extent), name="k")
    y = te.compute((m, 64), lambda i, n: te.sum(a[i, k] * w[n, k], axis=k), name="Y")
    return te.create_prim_func([a, w, y])


def test_clean_schedule_passes():
    sch = Schedule(gemv_func())
    i, n, k = sch.get_loops(sch.get_sblock("Y"))
    io, ii = sch.split(i, factors=[None, 4])  # tiling rows by M is fine
    ko, ki = sch.split(k, factors=[None, 32])
    sch.reorder(n, io, ko, ki, ii)  # rows innermost
    assert cmi.check_prim_func(sch.mod["main"]) is not None


def test_reduce_extent_depending_on_m_is_rejected():
    with pytest.raises(cmi.MInvarianceError, match="block 'Y': reduce iter v_k: extent M"):
        cmi.check_prim_func(gemv_func(lambda m: m))


@T.prim_func(s_tir=True)
def split_k_by_m(a: T.handle, w: T.handle, y: T.handle):
    M = T.int64()
    A = T.match_buffer(a, (M, 128), "float32")
    W = T.match_buffer(w, (64, 128), "float32")
    Y = T.match_buffer(y, (M, 64), "float32")
    for m, n, k_0, k_1 in T.grid(M, 64, M, T.ceildiv(T.int64(128), M)):
        with T.sblock("Y"):
            v_m = T.axis.spatial(M, m)
            v_n = T.axis.spatial(64, n)
            v_k = T.axis.reduce(T.int64(128), k_0 * T.ceildiv(T.int64(128), M) + k_1)
            T.where(k_0 * T.ceildiv(T.int64(128), M) + k_1 < T.int64(128))
            with T.init():
                Y[v_m, v_n] = T.float32(0.0)
            Y[v_m, v_n] = Y[v_m, v_n] + A[v_m, v_k] * W[v_n, v_k]


@T.prim_func(s_tir=True)
def loop_extent_m(a: T.handle, y: T.handle):
    M = T.int64()
    A = T.match_buffer(a, (M, 128), "float32")
    Y = T.match_buffer(y, (M,), "float32")
    for m, k_0, k_1 in T.grid(M, M, 2):
        with T.sblock("S"):
            v_m = T.axis.spatial(M, m)
            v_k = T.axis.reduce(T.int64(128), k_0 * 2 + k_1)
            T.where(k_0 * 2 + k_1 < T.int64(128))
            with T.init():
                Y[v_m] = T.float32(0.0)
            Y[v_m] = Y[v_m] + A[v_m, v_k]


def test_split_k_by_m_is_rejected():
    with pytest.raises(cmi.MInvarianceError, match="block 'Y': reduce iter v_k: binding"):
        cmi.check_prim_func(split_k_by_m)
    with pytest.raises(cmi.MInvarianceError, match="block 'S': reduce iter v_k: fed by loop k_0"):
        cmi.check_prim_func(loop_extent_m)
    assert cmi.prim_func_violations(loop_extent_m, m_name="N") == []


# -- plan_buffers ------------------------------------------------------------------------------
def overlapping(graph, bp) -> list[tuple[str, str]]:
    """Pairs sharing a buffer while both live; live ranges recomputed here from graph.ops()."""
    first, last = {}, {}
    for i, op in enumerate(graph.ops()):
        for t in op.outputs:
            first[t] = last[t] = i
        for t in op.inputs:
            last[t] = i
    names = list(bp.assign)
    return [
        (a, b)
        for j, a in enumerate(names)
        for b in names[j + 1 :]
        if bp.assign[a] == bp.assign[b] and first[a] <= last[b] and first[b] <= last[a]
    ]


@pytest.mark.parametrize("name", ["tiny", "smollm2-135m"])
def test_buffer_plan_never_aliases_live_tensors(name):
    cfg = preset(name)
    g = plan_buffers.run(concat_qkv.run(fuse_add_rmsnorm.run(build_decode_graph(cfg))))
    bp = g.buffer_plan
    acts = {t.name for t in g.by_role("act")}
    assert set(bp.assign) == acts and len(bp.buffers) < len(acts) // 4
    assert overlapping(g, bp) == []
    for name, b in bp.assign.items():
        assert bp.buffers[b].row_elems >= g.tensors[name].row_elems
        assert bp.buffers[b].dtype == g.tensors[name].dtype
    d = bp.to_dict()
    assert d["assign"]["h.0"] == bp.assign["h.0"]
    assert d["buffers"][bp.assign["h.0"]]["row_elems"] >= cfg.hidden
    assert json.loads(json.dumps(g.buffers)) == d
    # negative control: the checker sees an aliasing plan
    bad = plan_buffers.BufferPlan(bp.buffers, dict.fromkeys(bp.assign, 0))
    assert overlapping(g, bad)
