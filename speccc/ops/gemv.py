"""GEMV family: Y[M, N] = X[M, K] @ W[N, K]^T (+ B[N]), fp32 accumulation, symbolic M.

Weights are dequantized inside the kernel by a separate `dequant` block (one value per (n, k),
independent of the row), so a schedule can compute it once per thread and reuse it for every
row of its row tile. The reduction block is `gemv`; the optional bias epilogue is `bias`.
"""

from __future__ import annotations

import tvm
from tvm import te

from speccc.ops.common import int64_shape, rows_var
from speccc.ops.dequant import weight_planes
from speccc.ops.family import OpFamily, row_elems, tensors, weight


def compute(n: int, k: int, wdtype: str, bias: bool) -> tvm.tirx.PrimFunc:
    """Unscheduled GEMV with symbolic M.

    Arguments: X [M, K] float32, weight planes (W [N, K] for float types; qs, d[, m] for GGUF
    types, see speccc.model.quant), B [N] float32 if `bias`, Y [M, N] float32.
    Blocks: `dequant` (w[n, k] as float32), `gemv` (sum over k of X * w), `bias` (Y = acc + B).
    """
    m_rows = rows_var()
    x = te.placeholder((m_rows, *int64_shape(k)), "float32", name="X")  # X: [M, K]
    planes, deq = weight_planes(wdtype, n, k, int64_shape)
    w = te.compute(int64_shape(n, k), deq, name="dequant")  # w: [N, K] float32
    r = te.reduce_axis(int64_shape(0, k), name="k")
    acc = te.compute(
        (m_rows, *int64_shape(n)), lambda i, j: te.sum(x[i, r] * w[j, r], axis=r), name="gemv"
    )  # acc: [M, N]
    args = [x, *planes]
    if bias:
        b = te.placeholder(int64_shape(n), "float32", name="B")  # B: [N]
        y = te.compute((m_rows, *int64_shape(n)), lambda i, j: acc[i, j] + b[j], name="bias")
        args += [b, y]
    else:
        args.append(acc)
    return te.create_prim_func(args)


class Gemv(OpFamily):
    """Params: n (output row length), k (input row length), wdtype (the weight tensors'), bias.
    Plan key (wdtype, N, K)."""

    name = "gemv"
    kinds = ("gemv",)
    reduces = True

    def params(self, graph, op):
        dtypes = {graph.tensors[w].dtype for w in op.attrs["weight"]}
        if len(dtypes) != 1:
            raise ValueError(f"op {op.name!r}: weights of mixed dtypes {sorted(dtypes)}")
        n, k = row_elems(graph, op.outputs[0]), row_elems(graph, op.inputs[0])
        return {"n": n, "k": k, "wdtype": dtypes.pop(), "bias": bool(op.attrs.get("bias"))}

    def plan_key(self, p):
        return (p["wdtype"], p["n"], p["k"])

    def args(self, graph, op):
        a = op.attrs
        args = tensors(op.inputs[0]) + weight(a["weight"], self.params(graph, op)["wdtype"])
        if a.get("bias"):
            args += weight(a["bias"])
        return args + tensors(op.outputs[0])

    def compute(self, kind, p):
        return compute(p["n"], p["k"], p["wdtype"], p["bias"])

    def interpret(self, run, op, x):
        y = x @ run.weight(op.attrs["weight"]).T  # [M, K] @ [K, N]
        if op.attrs.get("bias"):
            y = y + run.weight(op.attrs["bias"])
        return y


FAMILY = Gemv()
