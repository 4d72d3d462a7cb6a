"""fuse_gemv_residual: a residual add of a gemv's output becomes the gemv's epilogue.

Before:  gemv [x] -> [y];  add [r, y] -> [h]        (y read by the add alone)
After:   gemv [x, r] -> [h], attrs epilogue="residual": h = x @ W^T (+ b) + r
Runs where the target has a kernel for the fused form (cuda); elsewhere the graph is unchanged.
"""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph, Op
from speccc.passes.fuse_common import plain_gemv, sole_reader, try_fuse


def run(graph: DecodeGraph) -> DecodeGraph:
    graph = graph.copy()
    for add in graph.ops():
        if add.kind != "add":
            continue
        for i, y in enumerate(add.inputs):
            gemv = graph.producer(y)
            if not plain_gemv(gemv) or sole_reader(graph, y) is not add:
                continue
            r = add.inputs[1 - i]
            attrs = dict(gemv.attrs, epilogue="residual")
            fused = Op(gemv.name, "gemv", [gemv.inputs[0], r], list(add.outputs), attrs)
            if try_fuse(graph, [gemv.name, add.name], fused):
                break
    graph.validate()
    return graph
