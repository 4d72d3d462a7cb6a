"""fuse_norm_prologue: an rmsnorm read only by one gemv becomes the gemv's prologue.

Before:  rmsnorm [x] -> [y];  gemv [y] -> [z]      (y read by the gemv alone; one vector a row)
After:   gemv [x] -> [z], attrs norm_weight=<the norm's weight>, eps: z = norm(x) @ W^T ...
Every CTA of the fused kernel normalizes the rows it reads with one fixed reduction order.
Runs where the target has a kernel for the fused form (cuda); elsewhere the graph is unchanged.
"""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph, Op
from speccc.ops.registry import family_of
from speccc.passes.fuse_common import sole_reader, try_fuse


def run(graph: DecodeGraph) -> DecodeGraph:
    graph = graph.copy()
    for norm in graph.ops():
        if norm.kind != "rmsnorm":
            continue
        if family_of("rmsnorm").params(graph, norm).get("heads", 1) != 1:
            continue  # per-head norms (Qwen3 q/k) stay separate
        gemv = sole_reader(graph, norm.outputs[0])
        if gemv is None or gemv.kind != "gemv" or gemv.attrs.get("norm_weight"):
            continue
        if gemv.inputs[0] != norm.outputs[0]:
            continue
        attrs = dict(gemv.attrs, norm_weight=norm.attrs["weight"], eps=norm.attrs["eps"])
        inputs = [norm.inputs[0], *gemv.inputs[1:]]
        fused = Op(gemv.name, "gemv", inputs, list(gemv.outputs), attrs)
        try_fuse(graph, [norm.name, gemv.name], fused)
    graph.validate()
    return graph
