"""RMSNorm and fused residual-add + RMSNorm, per row or per head of a row.

Contract (DESIGN.md rule 2): each normalized vector's sum of squares is reduced by a plan that
depends on (D, target) only, never on M (schedule: speccc.schedules.rmsnorm).

    y = x * rsqrt(sum(x * x) / D + eps) * w

Params, from the op's tensors: d (the weight's length D), eps, and heads = (row length) / D when
a row holds several vectors normalized apart (Qwen3's q/k norm: D = head_dim); heads is left out
when 1. Args: rmsnorm X [M, heads*D], W [D] -> Y [M, heads*D];
add_rmsnorm X, R [M, D], W [D] -> H = X + R [M, D], Y = norm(H) [M, D].
"""

from __future__ import annotations

import tvm
from tvm import te

from speccc.ops.common import rows_var
from speccc.ops.family import OpFamily, row_elems, tensors, weight
from speccc.reference import rms_norm


def _norm(src, w, d: int, eps: float, name: str) -> te.Tensor:
    k = te.reduce_axis((0, d), name="k")
    sumsq = te.compute((src.shape[0],), lambda m: te.sum(src[m, k] * src[m, k], axis=k), "sumsq")
    inv_d = tvm.tirx.const(float(d), "float32")
    eps_c = tvm.tirx.const(eps, "float32")
    return te.compute(
        src.shape,
        lambda m, j: src[m, j] * te.rsqrt(sumsq[m] / inv_d + eps_c) * w[j],
        name=name,
    )


def _head_norm(x, w, d: int, heads: int, eps: float) -> te.Tensor:
    k = te.reduce_axis((0, d), name="k")
    sumsq = te.compute(
        (x.shape[0], heads),
        lambda m, h: te.sum(x[m, h * d + k] * x[m, h * d + k], axis=k),
        "sumsq",
    )  # sumsq: [M, heads]
    inv_d = tvm.tirx.const(float(d), "float32")
    eps_c = tvm.tirx.const(eps, "float32")
    return te.compute(
        x.shape,
        lambda m, c: x[m, c] * te.rsqrt(sumsq[m, c // d] / inv_d + eps_c) * w[c % d],
        name="Y",
    )


def compute(d: int, eps: float, heads: int = 1) -> tvm.tirx.PrimFunc:
    """Unscheduled rmsnorm: X [M, heads*D] float32, W [D] float32 -> Y [M, heads*D] float32."""
    m = rows_var()
    x = te.placeholder((m, heads * d), "float32", name="X")  # x: [M, heads*D]
    w = te.placeholder((d,), "float32", name="W")  # w: [D]
    y = _norm(x, w, d, eps, "Y") if heads == 1 else _head_norm(x, w, d, heads, eps)
    return te.create_prim_func([x, w, y])


def compute_add(d: int, eps: float) -> tvm.tirx.PrimFunc:
    """Unscheduled add + rmsnorm: X, R [M, D], W [D] -> H = X + R [M, D], Y = norm(H) [M, D]."""
    m = rows_var()
    x = te.placeholder((m, d), "float32", name="X")
    r = te.placeholder((m, d), "float32", name="R")
    w = te.placeholder((d,), "float32", name="W")
    h = te.compute((m, d), lambda i, j: x[i, j] + r[i, j], name="H")
    y = _norm(h, w, d, eps, "Y")
    return te.create_prim_func([x, r, w, h, y])


class RmsNorm(OpFamily):
    name = "rmsnorm"
    kinds = ("rmsnorm", "add_rmsnorm")
    reduces = True

    def params(self, graph, op):
        d = graph.tensors[op.attrs["weight"]].shape[0]
        heads, rest = divmod(row_elems(graph, op.inputs[0]), d)
        if rest or (heads > 1 and op.kind == "add_rmsnorm"):
            raise ValueError(f"op {op.name!r}: rows of {op.inputs[0]!r} are not {d}-vectors")
        return {"d": d, "eps": float(op.attrs["eps"])} | ({"heads": heads} if heads > 1 else {})

    def plan_key(self, p):
        return ("float32", p["d"], p["d"])

    def args(self, graph, op):
        return tensors(*op.inputs) + weight(op.attrs["weight"]) + tensors(*op.outputs)

    def compute(self, kind, p):
        if kind == "add_rmsnorm":
            return compute_add(p["d"], p["eps"])
        return compute(p["d"], p["eps"], p.get("heads", 1))

    def interpret(self, run, op, *ins):
        w, eps = run.weight(op.attrs["weight"]), op.attrs["eps"]
        if op.kind == "add_rmsnorm":
            h = ins[0] + ins[1]
            return h, rms_norm(h, w, eps)
        x = ins[0]
        return rms_norm(x.reshape(x.shape[0], -1, w.shape[0]), w, eps).reshape(x.shape)


FAMILY = RmsNorm()
