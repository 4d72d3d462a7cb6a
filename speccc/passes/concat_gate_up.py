"""concat_gate_up: the gate and up gemvs of a layer become one gemv, silu_mul its fused form.

Before:  gemv w_gate|w_up [x] -> [gate], [up];  silu_mul [gate, up] -> [act]
After:   gemv "layers.i.gate_up" [x] -> ["layers.i.gate_up" [M, 2F]] (gate columns first),
         attrs weight=[w_gate, w_up], bias=None, n=2F, k, wdtype;  silu_mul [gate_up] -> [act]
Same conditions as concat_qkv.
"""

from __future__ import annotations

from speccc.ir.graph import ROWS, DecodeGraph, Op, TensorSpec
from speccc.passes.concat_qkv import concat_gemvs


def run(graph: DecodeGraph) -> DecodeGraph:
    graph = graph.copy()
    for sm in graph.ops():
        if sm.kind != "silu_mul" or len(sm.inputs) != 2:
            continue
        name = sm.name.rpartition(".")[0] + ".gate_up" if "." in sm.name else "gate_up"
        gemv = concat_gemvs(graph, sm.inputs, name, sm.name)
        if gemv is None:
            continue
        old = [graph.producer(t).name for t in sm.inputs] + [sm.name]
        new_sm = Op(sm.name, sm.kind, [name], list(sm.outputs), dict(sm.attrs), sm.plan)
        spec = TensorSpec(name, (ROWS, gemv.attrs["n"]), "float32", "act")
        graph.replace(old, [gemv, new_sm], [spec])
    graph.validate()
    return graph
