"""Scratch tensors: a family declares op-private workspace from its params and plan; the
pipeline adds them to the graph (role "scratch"), lowering appends them to the kernel's
arguments, and they are allocated zeroed once, as the runtime does. A toy family shows it."""

from __future__ import annotations

import pytest
import torch
import tvm
from tvm.script import tirx as T

from speccc.compiler.lower import lower, to_ir_module
from speccc.ir.graph import DecodeGraph, Op, TensorSpec
from speccc.ir.target import get_target
from speccc.model import preset
from speccc.ops.family import OpFamily, Scratch, row_elems, tensors
from speccc.ops.registry import register, unregister
from speccc.passes import run_pipeline


class ToyRowSum(OpFamily):
    """y[m] = sum_j 2 * x[m, j] through a scratch row `twice` [M, N]; `calls` [1] int32 counts
    the kernel's calls (state that persists because scratch is zeroed once, not per call)."""

    name, kinds = "toy_rowsum", ("toy_rowsum",)

    def params(self, graph, op):
        return {"n": row_elems(graph, op.inputs[0])}

    def plan_key(self, p):
        return ("float32", 1, p["n"])

    def args(self, graph, op):
        return tensors(*op.inputs, *op.outputs)

    def scratch(self, kind, p, plan):
        return [Scratch("twice", ("M", p["n"]), "float32"), Scratch("calls", (1,), "int32")]

    def compute(self, kind, p):
        n = p["n"]

        @T.prim_func(s_tir=True)
        def toy(x_h: T.handle, y_h: T.handle, tw_h: T.handle, calls_h: T.handle):
            M = T.int64()
            X = T.match_buffer(x_h, (M, n), "float32")
            Y = T.match_buffer(y_h, (M, 1), "float32")
            TW = T.match_buffer(tw_h, (M, n), "float32")
            C = T.match_buffer(calls_h, (1,), "int32")
            with T.sblock("count"):
                C[0] = C[0] + 1
            for m in range(M):
                with T.sblock("row"):
                    vm = T.axis.spatial(M, m)
                    Y[vm, 0] = T.float32(0)
                    for j in range(n):
                        TW[vm, j] = X[vm, j] * T.float32(2)
                        Y[vm, 0] = Y[vm, 0] + TW[vm, j]

        return toy

    def interpret(self, run, op, x):
        return (2 * x).sum(-1, keepdim=True)


@pytest.fixture
def toy():
    fam = register(ToyRowSum())
    yield fam
    unregister(fam)


def _graph() -> DecodeGraph:
    g = DecodeGraph(preset("tiny"))
    g.add_tensor(TensorSpec("x", ("M", 8), "float32", "input"))
    g.add_tensor(TensorSpec("y", ("M", 1), "float32", "output"))
    g.add_op(Op("toy", "toy_rowsum", ["x"], ["y"]))
    return g


def test_scratch_is_declared_lowered_and_allocated_once(toy):
    g = run_pipeline(_graph(), "llvm")
    assert g.op("toy").attrs["scratch"] == ["toy.twice", "toy.calls"]
    assert g.tensors["toy.twice"] == TensorSpec("toy.twice", ("M", 8), "float32", "scratch")
    assert g.tensors["toy.calls"].role == "scratch" and g.buffer_plan.assign == {}
    low = lower(g, "llvm")
    uri, args = low.calls[0].kernel, low.calls[0].args
    assert low.calls[0].scratch == ["toy.twice", "toy.calls"]
    assert [(a.kind, a.name) for a in args] == [
        ("tensor", "x"), ("tensor", "y"), ("tensor", "toy.twice"), ("tensor", "toy.calls")
    ]  # fmt: skip
    fn = tvm.compile(to_ir_module(low, "llvm"), target=get_target("llvm").tvm())[uri]
    # the runtime's allocation: every non-weight tensor zeroed once, "M" -> max_rows
    max_rows = 4
    t = {
        n: torch.zeros([max_rows if d == "M" else d for d in s.shape],
                       dtype=getattr(torch, s.dtype))
        for n, s in g.tensors.items()
    }  # fmt: skip
    x = torch.arange(32, dtype=torch.float32).reshape(4, 8)
    for m in (3, 1):
        t["x"][:m] = x[:m]
        fn(*[t[a.name][:m] if g.tensors[a.name].shape[0] == "M" else t[a.name] for a in args])
        assert torch.equal(t["y"][:m, 0], 2 * x[:m].sum(-1))
    assert t["toy.calls"].item() == 2  # zeroed once, then each call's own
    assert torch.equal(t["toy.twice"][:3], 2 * x[:3])


def test_scratch_validation(toy):
    g = run_pipeline(_graph(), "llvm")
    shared = g.copy()
    shared.add_tensor(TensorSpec("z", ("M", 1), "float32", "output"))
    shared.add_op(Op("toy2", "toy_rowsum", ["x"], ["z"], {"scratch": ["toy.calls"]}))
    with pytest.raises(ValueError, match="'toy.calls' is used by 'toy' and 'toy2'"):
        shared.validate()
    read = g.copy()
    read.add_tensor(TensorSpec("w", ("M", 1), "float32", "output"))
    read.add_op(Op("reader", "toy_rowsum", ["toy.twice"], ["w"]))
    with pytest.raises(ValueError, match="must not be read"):
        read.validate()
    orphan = g.copy()
    orphan.add_tensor(TensorSpec("lost", (4,), "int32", "scratch"))
    with pytest.raises(ValueError, match="belongs to no op"):
        orphan.validate()
    with pytest.raises(ValueError, match="dtype"):
        TensorSpec("s", ("M",), "q4_0", "scratch")
