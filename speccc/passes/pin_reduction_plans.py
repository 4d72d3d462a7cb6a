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

from dataclasses import replace

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
ATTN_CHUNK = 64  # KV positions per chunk: a fixed length, never a fixed count of chunks

# (family, target) -> base plan. cuda: a warp along the reduced axis, butterfly tree; rows are
# the innermost loop of a thread (row_tile rows in registers). llvm: one serial accumulator.
DEFAULT_PLANS: dict[tuple[str, str], ReductionPlan] = {
    ("gemv", "cuda"): ReductionPlan(lanes=32, vec=4, tree="shuffle", row_tile=8),
    ("gemv", "llvm"): ReductionPlan(),
    ("rmsnorm", "cuda"): ReductionPlan(lanes=32, vec=4, tree="shuffle"),
    ("rmsnorm", "llvm"): ReductionPlan(),
    ("attention", "cuda"): ReductionPlan(lanes=32, tree="shuffle", chunk=ATTN_CHUNK),
    ("attention", "llvm"): ReductionPlan(chunk=ATTN_CHUNK),
    ("top2", "cuda"): ReductionPlan(lanes=32, vec=4, tree="shuffle"),
    ("top2", "llvm"): ReductionPlan(),
}
# Elements per lane-step for 16-bit and block-quantized weights (16-byte f16 loads; a quarter
# of a 32-element GGUF block, so a block is dequantized in the same order for every row).
WIDE_VEC = {"float16": 8, "bfloat16": 8, "q8_0": 8, "q4_0": 8, "q4_1": 8}


def select_plan(kind: str, dtype: str, n: int, k: int, target: str) -> ReductionPlan | None:
    """The plan of a `kind` op reducing K elements into N outputs per row; None if `kind` does
    not reduce. Keyed on (kind, dtype, N, K, target) only."""
    if target not in TARGETS:
        raise ValueError(f"unknown target {target!r}; known: {TARGETS}")
    if kind not in FAMILY:
        return None
    fam = FAMILY[kind]
    plan = DEFAULT_PLANS[(fam, target)]
    if fam == "gemv" and plan.lanes > 1:
        plan = replace(plan, vec=WIDE_VEC.get(dtype, plan.vec))
    # Fewer lanes when K is short: halve until lanes * vec <= K (a function of K only).
    lanes = plan.lanes
    while lanes > 1 and lanes * plan.vec > k and fam != "attention":
        lanes //= 2
    if lanes != plan.lanes:
        plan = replace(plan, lanes=lanes, tree="shuffle" if lanes > 1 else "serial")
    return plan


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
