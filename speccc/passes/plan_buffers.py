"""plan_buffers: put activation tensors into reusable buffers by liveness.

A tensor is live from the op that writes it to the last op that reads it, both inclusive
(positions in `graph.ops()`); an output nothing reads is live at its writer only. Two tensors
share a buffer only if their live ranges are disjoint, so a kernel never reads and writes one
buffer. Only role "act" tensors are planned: inputs, KV caches, weights and graph outputs are
the runtime's own.

Every activation is [M, ...], so a buffer is sized per row: the runtime
(speccc.runtime.buffers) allocates Mmax * row_elems elements of `dtype` and views it as
[M, *shape[1:]] for each tensor. The plan is part of the artifact contract
(speccc.manifest.BufferPlan: buffers [{id, dtype, row_elems}], assign {tensor: buffer id}).
"""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph
from speccc.manifest import Buffer, BufferPlan


def live_ranges(graph: DecodeGraph) -> dict[str, tuple[int, int]]:
    """act tensor -> (index of its writer, index of its last reader) in graph.ops()."""
    ranges: dict[str, tuple[int, int]] = {}
    for i, op in enumerate(graph.ops()):
        for t in op.outputs:
            if graph.tensors[t].role == "act":
                ranges[t] = (i, i)
        for t in op.inputs:
            if t in ranges:
                ranges[t] = (ranges[t][0], i)
    return ranges


def plan(graph: DecodeGraph) -> BufferPlan:
    """Greedy first-fit in order of definition: reuse the free buffer of the same dtype that
    fits best (smallest big enough, else the largest, grown); deterministic."""
    out = BufferPlan()
    free_at: dict[int, int] = {}  # buffer id -> last op index of its current tensor
    for name, (start, end) in sorted(live_ranges(graph).items(), key=lambda kv: kv[1]):
        spec = graph.tensors[name]
        need = spec.row_elems
        free = [b for b in out.buffers if b.dtype == spec.dtype and free_at[b.id] < start]
        if free:
            fits = [b for b in free if b.row_elems >= need]
            buf = (
                min(fits, key=lambda b: (b.row_elems, b.id))
                if fits
                else max(free, key=lambda b: (b.row_elems, -b.id))
            )
            buf.row_elems = max(buf.row_elems, need)
        else:
            buf = Buffer(len(out.buffers), spec.dtype, need)
            out.buffers.append(buf)
        free_at[buf.id] = end
        out.assign[name] = buf.id
    return out


def run(graph: DecodeGraph) -> DecodeGraph:
    graph = graph.copy()
    graph.buffer_plan = plan(graph)
    return graph
