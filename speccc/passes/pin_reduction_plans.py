"""pin_reduction_plans: give every reduction op its ReductionPlan, chosen without M.

The plan of an op is select_plan(family, dtype, N, K, target) (speccc.schedules.registry): the
key is the op family's name and `family.plan_key(family.params(graph, op))`, read from the op's
own tensors and attrs. The selector has no M parameter and no state: the same key always gives
the same plan (check_m_invariance re-runs it to prove that). Ops of non-reducing families get
None (their kernels choose a thread count at lowering, which orders no arithmetic).
"""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph, Op
from speccc.ops.registry import family_of
from speccc.schedules.registry import select_plan


def plan_key(graph: DecodeGraph, op: Op) -> tuple[str, str, int, int]:
    """(family, dtype, N, K) of any op."""
    fam = family_of(op.kind)
    return (fam.name, *fam.plan_key(fam.params(graph, op)))


def run(graph: DecodeGraph) -> DecodeGraph:
    """Pins plans for graph.target (set by run_pipeline); non-reduction ops get None."""
    if graph.target is None:
        raise ValueError("pin_reduction_plans needs graph.target ('cuda' or 'llvm')")
    graph = graph.copy()
    for op in graph.ops():
        if not family_of(op.kind).reduces:
            op.plan = None
            continue
        key = plan_key(graph, op)
        op.plan = select_plan(*key, graph.target)
        if op.plan is None:
            raise ValueError(
                f"op {op.name!r}: no schedule rule has a plan for {key} on {graph.target}"
            )
    return graph
