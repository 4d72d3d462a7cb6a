"""Lower a DecodeGraph to kernels and a call program.

Every op becomes one call of a kernel. Kernels are deduplicated by URI: a URI is spelled from
everything a kernel depends on (family, shapes other than M, dtypes, plan, target), so the 30
QKV projections of a model share one kernel. The call program is plain data: which kernel, and
which tensors in which order. The runtime replays it; it never decides anything itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import tvm

from speccc.ir.graph import DecodeGraph, Op
from speccc.ir.plan import ReductionPlan
from speccc.manifest import Arg, Call, KernelSpec
from speccc.ops import attention, embed, gemv, rmsnorm, rope_kv, silu_mul, top2
from speccc.passes.check_m_invariance import check_prim_func


@dataclass(slots=True)
class Lowered:
    kernels: dict[str, KernelSpec] = field(default_factory=dict)  # uri -> spec, in first-use order
    calls: list[Call] = field(default_factory=list)  # in step order


def _n_planes(wdtype: str) -> int:
    return {"q4_1": 3, "q8_0": 2, "q4_0": 2}.get(wdtype, 1)


def _weight_args(names: list[str] | str, wdtype: str) -> list[Arg]:
    key = names if isinstance(names, str) else "+".join(names)
    return [Arg("weight", key, i) for i in range(_n_planes(wdtype))]


def _t(*names: str) -> list[Arg]:
    return [Arg("tensor", n) for n in names]


def _plan_uri(plan: ReductionPlan | None) -> str:
    if plan is None:
        return ""
    return f"_l{plan.lanes}v{plan.vec}{plan.tree[:2]}c{plan.chunk}r{plan.row_tile}s{plan.split}"


def lower_op(op: Op, graph: DecodeGraph, target: str) -> tuple[KernelSpec, list[Arg]]:
    """One op -> (the kernel it needs, its argument list in kernel order)."""
    cfg, a, k = graph.cfg, op.attrs, op.kind
    ins, outs = op.inputs, op.outputs
    if k == "embed":
        p = dict(vocab=cfg.vocab, d=cfg.hidden, wdtype=a["wdtype"])
        args = _t(ins[0]) + _weight_args(a["weight"], a["wdtype"]) + _t(outs[0])
    elif k == "rmsnorm":
        p = dict(d=cfg.hidden, eps=float(a["eps"]))
        args = _t(ins[0]) + [Arg("weight", a["weight"])] + _t(outs[0])
    elif k == "add_rmsnorm":
        p = dict(d=cfg.hidden, eps=float(a["eps"]))
        args = _t(ins[0], ins[1]) + [Arg("weight", a["weight"])] + _t(*outs)
    elif k == "gemv":
        bias = bool(a.get("bias"))
        p = dict(n=a["n"], k=a["k"], wdtype=a["wdtype"], bias=bias)
        args = _t(ins[0]) + _weight_args(a["weight"], a["wdtype"])
        if bias:
            args += [Arg("weight", "+".join(a["bias"]))]
        args += _t(outs[0])
    elif k in ("rope_kv_append", "attention"):  # both read/write the cache of one layer
        p = dict(
            n_heads=cfg.n_heads,
            n_kv_heads=cfg.n_kv_heads,
            head_dim=cfg.head_dim,
            max_ctx=cfg.max_ctx,
        )
        args = _t(*ins, *outs)
    elif k == "silu_mul":
        p = dict(f=cfg.ffn)
        args = _t(ins[0], *outs)
    elif k == "top2":
        p = dict(v=cfg.vocab)
        args = _t(ins[0], *outs)
    else:
        raise NotImplementedError(f"op {op.name!r}: no kernel family for kind {k!r}")
    parts = [k] + [f"{key}{str(v).replace('.', 'p').replace('-', 'm')}" for key, v in p.items()]
    uri = "_".join(parts) + _plan_uri(op.plan) + f"_{target}"
    return KernelSpec(uri, k, p, op.plan), args


def lower(graph: DecodeGraph, target: str) -> Lowered:
    out = Lowered()
    for op in graph.ops():
        spec, args = lower_op(op, graph, target)
        out.kernels.setdefault(spec.uri, spec)
        out.calls.append(Call(op.name, spec.uri, args, list(op.inputs), list(op.outputs)))
    return out


def make_kernel(spec: KernelSpec, target: str) -> tvm.tirx.PrimFunc:
    """Instantiate one kernel's scheduled PrimFunc from its family."""
    p, plan = spec.params, spec.plan
    match spec.family:
        case "embed":
            return embed.kernel(p["vocab"], p["d"], p["wdtype"], target)
        case "rmsnorm":
            return rmsnorm.kernel(p["d"], p["eps"], target, plan)
        case "add_rmsnorm":
            return rmsnorm.add_kernel(p["d"], p["eps"], target, plan)
        case "gemv":
            return gemv.kernel(p["n"], p["k"], p["wdtype"], p["bias"], target, plan)
        case "rope_kv_append":
            return rope_kv.kernel(
                p["n_heads"], p["n_kv_heads"], p["head_dim"], p["max_ctx"], target
            )
        case "attention":
            return attention.kernel(
                p["n_heads"], p["n_kv_heads"], p["head_dim"], p["max_ctx"], target, plan
            )
        case "silu_mul":
            return silu_mul.kernel(p["f"], target)
        case "top2":
            return top2.kernel(p["v"], target, plan)
    raise NotImplementedError(spec.family)


def to_ir_module(lowered: Lowered, target: str, progress=None) -> tvm.IRModule:
    """All kernels of one model in one IRModule (one compiler invocation for all of them)."""
    funcs = {}
    for i, (uri, spec) in enumerate(lowered.kernels.items()):
        if progress:
            progress(f"[{i + 1}/{len(lowered.kernels)}] schedule {uri}")
        func = make_kernel(spec, target)
        check_prim_func(func)  # static: no reduction loop or binding may depend on M
        funcs[uri] = func.with_attr("global_symbol", uri)
    return tvm.IRModule(funcs)
