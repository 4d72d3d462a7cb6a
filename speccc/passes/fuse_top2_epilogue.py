"""fuse_top2_epilogue: the top-2 of a gemv's output becomes that gemv's epilogue.

Before:  gemv [x] -> [logits];  top2 [logits] -> [val, idx]
After:   gemv [x] -> [logits, val, idx], attrs epilogue="top2": the logits as before, and each
         row's top-2 from the projection's own CTAs (no kernel reads the logits back for it)
The logits stay an output (the sampling kernel reads them). Runs where the target has a kernel
for the fused form (cuda, 16-bit weights, gemv_mma.TOP2_EPILOGUE); the top-2's order is total,
so the fused form's (values, ids) are the top-2 kernel's, bit for bit.
"""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph, Op
from speccc.passes.fuse_common import try_fuse


def run(graph: DecodeGraph) -> DecodeGraph:
    graph = graph.copy()
    for t2 in graph.ops():
        if t2.kind != "top2" or len(t2.inputs) != 1:
            continue
        gemv = graph.producer(t2.inputs[0])
        if gemv is None or gemv.kind != "gemv" or gemv.attrs.get("epilogue"):
            continue
        attrs = dict(gemv.attrs, epilogue="top2")
        outputs = [*gemv.outputs, *t2.outputs]
        fused = Op(gemv.name, "gemv", list(gemv.inputs), outputs, attrs)
        try_fuse(graph, [gemv.name, t2.name], fused)
    graph.validate()
    return graph
