"""PIPELINE: the ordered passes from the builder's unfused graph to a planned, checked graph."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

from speccc.ir.dump import dump_text
from speccc.ir.graph import DecodeGraph
from speccc.passes import (
    attach_scratch,
    check_m_invariance,
    concat_gate_up,
    concat_qkv,
    fuse_add_rmsnorm,
    fuse_gemv_residual,
    fuse_norm_prologue,
    fuse_rope_kv_epilogue,
    fuse_silu_epilogue,
    pin_reduction_plans,
    plan_buffers,
)

Pass = Callable[[DecodeGraph], DecodeGraph]
Dump = Callable[[str, DecodeGraph], None] | str | Path | None

PIPELINE: list[tuple[str, Pass]] = [
    # Phase 1: fuse (fewer kernels, fewer activation round trips). The gemv fusions happen only
    # where the target has a kernel for the fused form (cuda); elsewhere they change nothing.
    ("fuse_gemv_residual", fuse_gemv_residual.run),
    ("fuse_add_rmsnorm", fuse_add_rmsnorm.run),
    ("concat_qkv", concat_qkv.run),
    ("concat_gate_up", concat_gate_up.run),
    ("fuse_norm_prologue", fuse_norm_prologue.run),
    ("fuse_silu_epilogue", fuse_silu_epilogue.run),
    ("fuse_rope_kv_epilogue", fuse_rope_kv_epilogue.run),
    # Phase 2: pin every reduction order, keyed on (kind, dtype, N, K, target), never M
    ("pin_reduction_plans", pin_reduction_plans.run),
    ("attach_scratch", attach_scratch.run),
    # Phase 3: prove it (raises MInvarianceError)
    ("check_m_invariance", check_m_invariance.run),
    # Phase 4: memory
    ("plan_buffers", plan_buffers.run),
]


def dir_dumper(out: Path) -> Callable[[str, DecodeGraph], None]:
    """A dump callback writing "NN_<stage>.txt" text dumps under `out`, numbered in order."""
    out.mkdir(parents=True, exist_ok=True)
    count = itertools.count()

    def dump(stage: str, graph: DecodeGraph) -> None:
        (out / f"{next(count):02d}_{stage}.txt").write_text(dump_text(graph))

    return dump


def run_pipeline(graph: DecodeGraph, target: str | None = None, dump: Dump = None) -> DecodeGraph:
    """Runs PIPELINE on a copy of `graph` for `target` (default: graph.target).

    dump: None; a callable f(stage_name, graph) called before the first pass ("input") and
    after each pass; or a directory that receives "NN_<stage>.txt" text dumps.
    """
    graph = graph.copy()
    graph.target = target or graph.target
    if graph.target is None:
        raise ValueError("run_pipeline needs a target ('cuda' or 'llvm')")
    if isinstance(dump, str | Path):
        dump = dir_dumper(Path(dump))
    if dump is not None:
        dump("input", graph)
    for name, fn in PIPELINE:
        graph = fn(graph)
        if dump is not None:
            dump(name, graph)
    return graph
