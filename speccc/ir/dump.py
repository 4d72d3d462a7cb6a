"""Readable dumps of a DecodeGraph: `dump_text` (one line per op) and `to_dot` (graphviz).

dump_text line format:
  <op name>  <kind>  <in>[shape]:dtype, ... -> <out>[shape]:dtype, ...  {attrs}  plan(...)
"""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph, Op
from speccc.ir.plan import ReductionPlan

_SKIP_ATTRS = ("layer",)


def fmt_tensor(graph: DecodeGraph, name: str) -> str:
    t = graph.tensors[name]
    return f"{name}[{','.join(map(str, t.shape))}]:{t.dtype}"


def fmt_plan(plan: ReductionPlan | None) -> str:
    if plan is None:
        return ""
    p = plan.to_dict()
    return "plan(" + " ".join(f"{k}={v}" for k, v in p.items()) + ")"


def fmt_attrs(op: Op) -> str:
    def v(x: object) -> str:
        if isinstance(x, list):
            return "[" + ",".join(map(str, x)) + "]"
        return f"{x:g}" if isinstance(x, float) else str(x)

    items = [f"{k}={v(x)}" for k, x in op.attrs.items() if k not in _SKIP_ATTRS and x is not None]
    return "{" + ", ".join(items) + "}" if items else ""


def fmt_op(graph: DecodeGraph, op: Op) -> str:
    ins = ", ".join(fmt_tensor(graph, t) for t in op.inputs)
    outs = ", ".join(fmt_tensor(graph, t) for t in op.outputs)
    parts = [
        f"{op.name:<28}",
        f"{op.kind:<15}",
        f"{ins} -> {outs}",
        fmt_attrs(op),
        fmt_plan(op.plan),
    ]
    return "  ".join(p for p in parts if p).rstrip()


def dump_text(graph: DecodeGraph) -> str:
    """The whole graph: a header, the graph inputs and outputs, the ops, the buffer plan."""
    cfg = graph.cfg
    ops = graph.ops()
    lines = [
        f"# DecodeGraph {cfg.name} ({cfg.arch}, {cfg.n_layers} layers, D={cfg.hidden}, "
        f"F={cfg.ffn}, V={cfg.vocab}, Hq={cfg.n_heads}, Hkv={cfg.n_kv_heads}, hd={cfg.head_dim})"
        f"  target={graph.target}  ops={len(ops)}",
        "# inputs:  " + ", ".join(fmt_tensor(graph, t.name) for t in graph.by_role("input")),
        "# kv:      "
        + ", ".join(fmt_tensor(graph, t.name) for t in graph.by_role("kv")[:2])
        + (f", ... ({len(graph.by_role('kv'))} in all)" if len(graph.by_role("kv")) > 2 else ""),
        "# outputs: " + ", ".join(fmt_tensor(graph, t.name) for t in graph.by_role("output")),
    ]
    lines += [fmt_op(graph, op) for op in ops]
    bp = graph.buffer_plan
    if bp is not None:
        lines.append(f"# buffers: {len(bp.buffers)} for {len(bp.assign)} activations")
        for b in bp.buffers:
            users = [n for n, i in bp.assign.items() if i == b.id]
            lines.append(f"#   buf{b.id}: {b.dtype} [M, {b.row_elems}]  <- {', '.join(users)}")
    return "\n".join(lines) + "\n"


def _q(s: str) -> str:
    return '"' + s.replace('"', '\\"') + '"'


def to_dot(graph: DecodeGraph) -> str:
    """Graphviz source: ops as boxes (kind and plan), tensors as ellipses (shape, dtype);
    graph inputs, KV caches and outputs are shaded. Weights are listed in op labels."""
    fill = {"input": "lightblue", "kv": "khaki", "output": "palegreen"}
    lines = ["digraph DecodeGraph {", "  rankdir=TB;", '  node [fontname="monospace"];']
    used = {t for op in graph.ops() for t in op.inputs + op.outputs}
    for name in graph.tensors:
        if name not in used:
            continue
        t = graph.tensors[name]
        label = f"{name}\\n[{','.join(map(str, t.shape))}] {t.dtype}"
        style = f", style=filled, fillcolor={fill[t.role]}" if t.role in fill else ""
        lines.append(f"  {_q('t:' + name)} [shape=ellipse, label={_q(label)}{style}];")
    for op in graph.ops():
        label = "\\n".join(
            x for x in (f"{op.name} : {op.kind}", fmt_attrs(op), fmt_plan(op.plan)) if x
        )
        lines.append(f"  {_q('op:' + op.name)} [shape=box, label={_q(label)}];")
        lines += [f"  {_q('t:' + t)} -> {_q('op:' + op.name)};" for t in op.inputs]
        lines += [f"  {_q('op:' + op.name)} -> {_q('t:' + t)};" for t in op.outputs]
    lines.append("}")
    return "\n".join(lines) + "\n"
