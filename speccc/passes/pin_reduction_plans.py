"""pin_reduction_plans: give every reduction op its ReductionPlan, chosen without M.

`select_plan(kind, dtype, n, k, target)` is the only selector. It has no M parameter and no
state: the same key always gives the same plan (check_m_invariance re-runs it to prove that).
`plan_key(graph, op)` derives the key from the op's attrs and the non-M dims of its tensors:
  gemv                  (wdtype, N, K)
  rmsnorm, add_rmsnorm  ("float32", D, D)          -- one family: the fused op reduces the same
  attention             (kv dtype, head_dim, max_ctx)
  top2                  ("float32", 2, V)
"""

from __future__ import annotations

from speccc.ir.graph import REDUCTION_KINDS, DecodeGraph, Op
from speccc.ir.plan import ReductionPlan
from speccc.ops.common import TARGETS

FAMILY = {
    "gemv": "gemv",
    "rmsnorm": "rmsnorm",
    "add_rmsnorm": "rmsnorm",
    "attention": "attention",
    "top2": "top2",
}
def select_plan(kind: str, dtype: str, n: int, k: int, target: str) -> ReductionPlan | None:
    """The plan of a `kind` op reducing K elements into N outputs per row; None if `kind` does
    not reduce. Keyed on (kind, dtype, N, K, target) only: each family's schedule rule owns its
    default plan (schedules/<family>.default_plan), so the plan a kernel is built with is the
    plan the graph records."""
    from schedules import attention, gemv, rmsnorm, top2

    if target not in TARGETS:
        raise ValueError(f"unknown target {target!r}; known: {TARGETS}")
    fam = FAMILY.get(kind)
    if fam == "gemv":
        return gemv.default_plan(dtype, n, k, target)
    if fam == "rmsnorm":
        return rmsnorm.default_plan(k, target)
    if fam == "attention":
        return attention.default_plan(n, target)  # n: head_dim
    if fam == "top2":
        return top2.default_plan(k, target)  # k: V
    return None


def plan_key(graph: DecodeGraph, op: Op) -> tuple[str, str, int | str, int | str] | None:
    """(kind, dtype, N, K) of a reduction op, read from its attrs and tensor shapes."""
    if op.kind not in REDUCTION_KINDS:
        return None
    shape = graph.tensors[op.inputs[0]].shape
    if op.kind == "gemv":
        return op.kind, op.attrs["wdtype"], op.attrs["n"], op.attrs["k"]
    if op.kind in ("rmsnorm", "add_rmsnorm"):
        return op.kind, "float32", shape[-1], shape[-1]
    if op.kind == "attention":
        kv = graph.tensors[op.inputs[1]]
        return op.kind, kv.dtype, kv.shape[-1], kv.shape[0]
    return op.kind, "float32", 2, shape[-1]  # top2


def run(graph: DecodeGraph) -> DecodeGraph:
    """Pins plans for graph.target (set by run_pipeline); non-reduction ops get None."""
    if graph.target is None:
        raise ValueError("pin_reduction_plans needs graph.target ('cuda' or 'llvm')")
    graph = graph.copy()
    for op in graph.ops():
        key = plan_key(graph, op)
        op.plan = None if key is None else select_plan(*key, graph.target)
    return graph
