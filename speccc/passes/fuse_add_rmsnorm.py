"""fuse_add_rmsnorm: a residual "add" whose sum feeds an "rmsnorm" becomes one "add_rmsnorm".

Before:  add [x, r] -> [h];  rmsnorm [h] -> [y]   (h may have other readers: the residual)
After:   add_rmsnorm [x, r] -> [h, y]  named like the norm with "add_" before its last part
         ("layers.0.ffn_norm" -> "layers.0.add_ffn_norm"), attrs of the norm.
h stays an output even when only the norm read it, so the residual stream is always written.
"""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph, Op


def fused_name(norm: str) -> str:
    head, _, last = norm.rpartition(".")
    return f"{head}.add_{last}" if head else f"add_{last}"


def run(graph: DecodeGraph) -> DecodeGraph:
    graph = graph.copy()
    for norm in graph.ops():
        if norm.kind != "rmsnorm":
            continue
        add = graph.producer(norm.inputs[0])
        if add is None or add.kind != "add":
            continue
        fused = Op(
            fused_name(norm.name),
            "add_rmsnorm",
            list(add.inputs),
            [add.outputs[0], norm.outputs[0]],
            dict(norm.attrs),
            norm.plan,
        )
        graph.replace([add.name, norm.name], [fused])
    graph.validate()
    return graph
