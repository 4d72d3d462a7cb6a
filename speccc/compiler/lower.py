"""Lower a DecodeGraph to kernels and a call program.

Every op becomes one call of a kernel. Kernels are deduplicated by URI: a URI is spelled from
everything a kernel depends on (op kind, the family's kernel params, plan, target), so the 30
QKV projections of a model share one kernel. The call program is plain data: which kernel, and
which tensors in which order. The runtime replays it; it never decides anything itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import tvm
from speccc.schedules.registry import make_kernel as _make_kernel
from speccc.schedules.rule import is_scheduled

from speccc.ir.graph import DecodeGraph, Op
from speccc.ir.plan import ReductionPlan
from speccc.manifest import Arg, Call, KernelSpec
from speccc.ops.family import tensors
from speccc.ops.registry import family_of
from speccc.passes.check_m_flow import check_m_flow
from speccc.passes.check_m_invariance import check_prim_func

__all__ = ["Arg", "KernelSpec", "Lowered", "kernel_uri", "lower", "lower_op", "to_ir_module"]


@dataclass(slots=True)
class Lowered:
    kernels: dict[str, KernelSpec] = field(default_factory=dict)  # uri -> spec, in first-use order
    calls: list[Call] = field(default_factory=list)  # in step order


def kernel_uri(kind: str, params: dict, plan: ReductionPlan | None, target: str) -> str:
    """kind, then each param as <name><value> ('.' -> 'p', '-' -> 'm'), the plan, the target."""
    parts = [kind] + [f"{k}{str(v).replace('.', 'p').replace('-', 'm')}" for k, v in params.items()]
    return "_".join(parts) + ("" if plan is None else plan.uri()) + f"_{target}"


def lower_op(op: Op, graph: DecodeGraph, target: str) -> tuple[KernelSpec, list[Arg]]:
    """One op -> (the kernel it needs, its argument list in kernel order: the family's args,
    then the op's scratch tensors)."""
    fam = family_of(op.kind)
    params = fam.params(graph, op)
    args = fam.args(graph, op) + tensors(*op.attrs.get("scratch", ()))
    uri = kernel_uri(op.kind, params, op.plan, target)
    return KernelSpec(uri, op.kind, params, op.plan), args


def lower(graph: DecodeGraph, target: str) -> Lowered:
    out = Lowered()
    for op in graph.ops():
        spec, args = lower_op(op, graph, target)
        out.kernels.setdefault(spec.uri, spec)
        scratch = list(op.attrs.get("scratch", ()))
        out.calls.append(Call(op.name, spec.uri, args, list(op.inputs), list(op.outputs), scratch))
    return out


def make_kernel(spec: KernelSpec, target: str) -> tvm.tirx.PrimFunc:
    """Instantiate one kernel's scheduled PrimFunc through the target's schedule rules."""
    return _make_kernel(spec.family, spec.params, target, spec.plan)


def to_ir_module(lowered: Lowered, target: str, progress=None) -> tvm.IRModule:
    """All kernels of one model in one IRModule (one compiler invocation for all of them)."""
    funcs = {}
    for i, (uri, spec) in enumerate(lowered.kernels.items()):
        if progress:
            progress(f"[{i + 1}/{len(lowered.kernels)}] schedule {uri}")
        func = make_kernel(spec, target)
        check_prim_func(func)  # static: no reduction loop or binding may depend on M
        if is_scheduled(func):  # hand-written: M only in grid/row loops, row indices, guards
            check_m_flow(func)
        funcs[uri] = func.with_attr("global_symbol", uri)
    return tvm.IRModule(funcs)
