"""fuse_rope_kv_epilogue: RoPE + KV append of a [q | k | v] gemv becomes its epilogue.

Before:  gemv [x] -> [qkv];  rope_kv_append [qkv, pos, cos, sin, kc, vc] -> [q_rot]
After:   gemv [x, pos, cos, sin, kc, vc] -> [q_rot], attrs epilogue="rope_kv": the kernel
         rotates q and k, writes q_rot, and K/V rows to the caches at pos (as the unfused op)
Runs after concat_qkv, where the target has a kernel for the fused form (cuda).
"""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph, Op
from speccc.passes.fuse_common import sole_reader, try_fuse


def run(graph: DecodeGraph) -> DecodeGraph:
    graph = graph.copy()
    for rk in graph.ops():
        if rk.kind != "rope_kv_append" or len(rk.inputs) != 6:
            continue  # the 8-input form (separate q, k, v) is not a single gemv's output
        gemv = graph.producer(rk.inputs[0])
        if gemv is None or gemv.kind != "gemv" or gemv.attrs.get("epilogue"):
            continue
        if sole_reader(graph, rk.inputs[0]) is not rk:
            continue
        attrs = dict(gemv.attrs, epilogue="rope_kv")
        inputs = [*gemv.inputs, *rk.inputs[1:]]
        fused = Op(gemv.name, "gemv", inputs, list(rk.outputs), attrs)
        try_fuse(graph, [gemv.name, rk.name], fused)
    graph.validate()
    return graph
