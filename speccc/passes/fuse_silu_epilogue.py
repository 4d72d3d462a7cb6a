"""fuse_silu_epilogue: silu_mul of a [gate | up] gemv becomes that gemv's epilogue.

Before:  gemv [x] -> [gu] ([M, 2F], W = [gate; up]);  silu_mul [gu] -> [act]
After:   gemv [x] -> [act], attrs epilogue="silu_mul": act = silu(gate) * up, [M, F]
Runs after concat_gate_up, where the target has a kernel for the fused form (cuda).
"""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph, Op
from speccc.passes.fuse_common import sole_reader, try_fuse


def run(graph: DecodeGraph) -> DecodeGraph:
    graph = graph.copy()
    for sm in graph.ops():
        if sm.kind != "silu_mul" or len(sm.inputs) != 1:
            continue
        gemv = graph.producer(sm.inputs[0])
        if gemv is None or gemv.kind != "gemv" or gemv.attrs.get("epilogue"):
            continue
        if sole_reader(graph, sm.inputs[0]) is not sm:
            continue
        attrs = dict(gemv.attrs, epilogue="silu_mul")
        fused = Op(gemv.name, "gemv", list(gemv.inputs), list(sm.outputs), attrs)
        try_fuse(graph, [gemv.name, sm.name], fused)
    graph.validate()
    return graph
