"""concat_qkv: the q, k, v gemvs of a layer become one gemv, and rope_kv_append its fused form.

Before:  gemv wq|wk|wv [x] -> [q], [k], [v]
         rope_kv_append [q, k, v, pos, rope_cos, rope_sin, k_cache.i, v_cache.i] -> [q_rot]
After:   gemv "layers.i.qkv" [x] -> ["layers.i.qkv" [M, Hq*hd + 2*Hkv*hd]],
         attrs weight=[wq, wk, wv], bias=[bq, bk, bv] | None, n=sum, k, wdtype
         rope_kv_append [qkv, pos, rope_cos, rope_sin, k_cache.i, v_cache.i] -> [q_rot]
Fuses only when the three gemvs read the same x with one wdtype, all or none have a bias, and
rope_kv_append is the only reader of q, k, v.
"""

from __future__ import annotations

from speccc.ir.graph import ROWS, DecodeGraph, Op, TensorSpec


def concat_gemvs(graph: DecodeGraph, tensors: list[str], name: str, reader: str) -> Op | None:
    """One gemv computing `tensors` side by side, or None when they cannot be concatenated."""
    ops = [graph.producer(t) for t in tensors]
    if any(o is None or o.kind != "gemv" for o in ops):
        return None
    if any([c.name for c in graph.consumers(t)] != [reader] for t in tensors):
        return None
    first = ops[0]
    same = ("k", "wdtype")
    if any(
        o.inputs != first.inputs or any(o.attrs[a] != first.attrs[a] for a in same) for o in ops
    ):
        return None
    biases = [o.attrs.get("bias") for o in ops]
    if any(biases) and not all(biases):
        return None
    attrs = {
        "weight": [w for o in ops for w in o.attrs["weight"]],
        "bias": [b for bs in biases for b in bs] if all(biases) else None,
        "n": sum(o.attrs["n"] for o in ops),
        "k": first.attrs["k"],
        "wdtype": first.attrs["wdtype"],
    }
    return Op(name, "gemv", list(first.inputs), [name], attrs)


def run(graph: DecodeGraph) -> DecodeGraph:
    graph = graph.copy()
    for rope in graph.ops():
        if rope.kind != "rope_kv_append" or len(rope.inputs) != 8:
            continue
        name = f"layers.{rope.attrs['layer']}.qkv"
        gemv = concat_gemvs(graph, rope.inputs[:3], name, rope.name)
        if gemv is None:
            continue
        old = [graph.producer(t).name for t in rope.inputs[:3]] + [rope.name]
        new_rope = Op(
            rope.name,
            rope.kind,
            [name, *rope.inputs[3:]],
            list(rope.outputs),
            dict(rope.attrs),
            rope.plan,
        )
        spec = TensorSpec(name, (ROWS, gemv.attrs["n"]), "float32", "act")
        graph.replace(old, [gemv, new_rope], [spec])
    graph.validate()
    return graph
