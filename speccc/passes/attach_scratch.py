"""attach_scratch: give each op the scratch tensors its family declares for its plan.

For op `o` whose family's scratch(kind, params, plan) lists Scratch(name, shape, dtype), adds
the tensor f"{o.name}.{name}" (role "scratch") and names it, in order, in o.attrs["scratch"]:
lowering appends them to the kernel's arguments; the runtime allocates them zeroed once; no
other op may use them (DecodeGraph.validate). Runs after pin_reduction_plans (scratch may
depend on the plan, e.g. a split count) and before plan_buffers (scratch is never pooled).
"""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph, TensorSpec
from speccc.ops.registry import family_of


def run(graph: DecodeGraph) -> DecodeGraph:
    graph = graph.copy()
    for op in graph.ops():
        fam = family_of(op.kind)
        names = []
        for s in fam.scratch(op.kind, fam.params(graph, op), op.plan):
            graph.add_tensor(TensorSpec(f"{op.name}.{s.name}", s.shape, s.dtype, "scratch"))
            names.append(f"{op.name}.{s.name}")
        if names:
            op.attrs["scratch"] = names
    graph.validate()
    return graph
