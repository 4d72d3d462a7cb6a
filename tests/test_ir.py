"""DecodeGraph, the builder, the dumps and `build.py --dump-ir`."""

from __future__ import annotations

import pytest

from speccc.ir.builder import build_decode_graph
from speccc.ir.dump import dump_text, to_dot
from speccc.ir.graph import DecodeGraph, Op, TensorSpec
from speccc.model import preset, resolve

TINY = preset("tiny")


def test_tensor_spec_and_op_validate():
    assert TensorSpec("x", ("M", 4, 2), "float32", "act").row_elems == 8
    with pytest.raises(ValueError, match="role"):
        TensorSpec("x", ("M",), "float32", "workspace")
    with pytest.raises(ValueError, match="only come first"):
        TensorSpec("x", (4, "M"), "float32", "scratch")
    with pytest.raises(ValueError, match="bad dim"):
        TensorSpec("x", ("N", 4), "float32", "act")
    with pytest.raises(ValueError, match="dtype"):
        TensorSpec("x", ("M",), "q4_1", "act")
    with pytest.raises(ValueError, match="kind"):
        Op("y", "", [], [])
    from speccc.ops.registry import family_of

    with pytest.raises(ValueError, match="no op family for kind 'matmul'"):
        family_of("matmul")


def test_tiny_graph_shape_and_contract():
    g = build_decode_graph(TINY)
    g.validate()
    kinds = [op.kind for op in g.ops()]
    L = TINY.n_layers
    assert kinds.count("gemv") == 7 * L + 1 and kinds.count("add") == 2 * L
    assert kinds.count("rmsnorm") == 2 * L + 1 and kinds[0] == "embed"
    assert kinds[-2:] == ["top2", "sample"]
    t = g.tensors
    assert t["ids"] == TensorSpec("ids", ("M",), "int32", "input")
    assert t["k_cache.1"] == TensorSpec("k_cache.1", (256, 2, 16), "float32", "kv")
    assert t["rope_cos"].shape == (256, 8) and t["logits"].shape == ("M", 512)
    assert t["top2_idx"].dtype == "int32" and t["top2_val"].role == "output"
    wq = g.op("layers.0.wq")
    assert wq.attrs == {
        "weight": ["layers.0.wq"],
        "bias": ["layers.0.bq"],
        "n": 64,
        "k": 64,
        "wdtype": "float32",
    }
    rope = g.op("layers.1.rope_kv")
    assert rope.inputs[3:] == ["pos", "rope_cos", "rope_sin", "k_cache.1", "v_cache.1"]
    assert g.op("layers.1.attn").inputs == ["layers.1.q_rot", "k_cache.1", "v_cache.1", "pos"]
    assert g.op("lm_head").attrs["weight"] == ["lm_head"]


def test_topological_order_is_stable_and_valid():
    g1, g2 = build_decode_graph(TINY), build_decode_graph(TINY)
    names = [op.name for op in g1.ops()]
    assert names == [op.name for op in g2.ops()]
    seen = {t.name for t in g1.tensors.values() if t.role != "act" and t.role != "output"}
    for op in g1.ops():
        assert all(i in seen for i in op.inputs), op.name
        seen.update(op.outputs)
    # a replacement takes the place of the ops it replaces
    old = g1.op("layers.0.attn_add")
    g1.replace([old.name], [Op("layers.0.sum", "add", old.inputs, old.outputs)])
    assert [op.name for op in g1.ops()] == [n.replace("0.attn_add", "0.sum") for n in names]


def test_graph_helpers_reject_bad_edits():
    g = DecodeGraph(TINY)
    g.add_tensor(TensorSpec("a", ("M",), "float32", "input"))
    g.add_tensor(TensorSpec("b", ("M",), "float32", "act"))
    g.add_op(Op("one", "add", ["a", "a"], ["b"]))
    with pytest.raises(ValueError, match="already written"):
        g.add_op(Op("two", "add", ["a", "a"], ["b"]))
    with pytest.raises(ValueError, match="unknown tensor"):
        g.add_op(Op("three", "add", ["a", "zz"], ["b"]))
    with pytest.raises(ValueError, match="still used"):
        g.remove_tensor("b")
    assert g.producer("b").name == "one" and [o.name for o in g.consumers("a")] == ["one"]
    g.remove_op("one")
    with pytest.raises(ValueError, match="0 producers"):
        g.validate()


def test_presets_weight_dtypes_and_tied_head():
    src = resolve("smollm2-135m")
    s = build_decode_graph(src.cfg, src.wdtypes)
    assert s.tensors["embed"].dtype == "q8_0" and s.tensors["layers.3.w_up"].dtype == "q4_1"
    assert (
        s.op("lm_head").attrs["weight"] == ["embed"] and s.op("lm_head").attrs["wdtype"] == "q8_0"
    )
    assert "lm_head" not in s.tensors and s.op("layers.0.wq").attrs["bias"] is None
    assert s.tensors["layers.0.attn_norm"].dtype == "float32"
    with pytest.raises(ValueError, match="multiple of 32"):
        build_decode_graph(TINY.with_(hidden=48, n_heads=3, n_kv_heads=1), "q4_0")


def test_dumps():
    from speccc.passes import run_pipeline

    g = run_pipeline(build_decode_graph(TINY), "llvm")
    text = dump_text(g)
    lines = text.splitlines()
    qkv = next(line for line in lines if line.startswith("layers.0.qkv "))
    assert "layers.0.attn_in[M,64]:float32 -> layers.0.qkv[M,128]:float32" in qkv
    assert "plan(lanes=16 " in qkv and "tree=shuffle" in qkv and "top2_idx[M,2]:int32" in text
    assert sum(not line.startswith("#") for line in lines) == len(g.ops())
    dot = to_dot(g)
    assert dot.startswith("digraph") and dot.rstrip().endswith("}")
    n_edges = sum(len(op.inputs) + len(op.outputs) for op in g.ops())
    assert dot.count(" -> ") == n_edges and '"op:layers.1.attn"' in dot


def test_build_cli(capsys, tmp_path):
    import build

    assert build.main(["--model", "tiny", "--dump-ir", "--dot", str(tmp_path / "g.dot")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# DecodeGraph tiny") and "add_final_norm" in out and "# buffers:" in out
    assert (tmp_path / "g.dot").read_text().startswith("digraph")
    assert build.main(["--model", "no-such-model", "--out", str(tmp_path / "a")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("build.py: error: unknown model 'no-such-model': neither a preset")
