"""GEMV family: Y[M, N] = X[M, K] @ W[N, K]^T (+ B[N]), fp32 accumulation, symbolic M.

Weights are dequantized inside the kernel by a separate `dequant` block (one value per (n, k),
independent of the row), so a schedule can compute it once per thread and reuse it for every
row of its row tile. The reduction block is `gemv`; the optional bias epilogue is `bias`.
"""

from __future__ import annotations

import torch
import tvm
from tvm import te

from speccc.ir.graph import Op
from speccc.ops import rope_kv
from speccc.ops.common import int64_shape, rows_var
from speccc.ops.dequant import weight_planes
from speccc.ops.family import OpFamily, row_elems, tensors, weight
from speccc.reference import rms_norm


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
    """Params: n (weight rows, N), k (input row length, K), wdtype (the weight tensors'), bias;
    and, for the fused forms the cuda passes make, norm (eps of an rmsnorm prologue: X is
    normalized with attrs["norm_weight"] first) and epilogue (Gemv.EPILOGUES). Plan key
    (wdtype, N, K).

    Tensors: inputs X, then R [M, N] (residual) or pos, rope_cos, rope_sin, k_cache, v_cache
    (rope_kv); the output Y [M, N], act [M, N/2] (silu_mul: W = [gate; up]) or Qo [M, Hq, hd]
    (rope_kv: W = [q; k; v], the K/V rows written to the caches at pos)."""

    name = "gemv"
    kinds = ("gemv",)
    reduces = True
    EPILOGUES = ("residual", "silu_mul", "rope_kv")

    def params(self, graph, op):
        a = op.attrs
        dtypes = {graph.tensors[w].dtype for w in a["weight"]}
        if len(dtypes) != 1:
            raise ValueError(f"op {op.name!r}: weights of mixed dtypes {sorted(dtypes)}")
        n = sum(graph.tensors[w].shape[0] for w in a["weight"])
        p = {"n": n, "k": row_elems(graph, op.inputs[0]), "wdtype": dtypes.pop()}
        p["bias"] = bool(a.get("bias"))
        if a.get("norm_weight"):
            p["norm"] = float(a["eps"])
        if ep := a.get("epilogue"):
            if ep not in self.EPILOGUES:
                raise ValueError(f"op {op.name!r}: unknown epilogue {ep!r}")
            p["epilogue"] = ep
        if ep == "rope_kv":
            q, kc = graph.tensors[op.outputs[0]], graph.tensors[op.inputs[-2]]
            p |= {"n_heads": q.shape[1], "n_kv_heads": kc.shape[1], "head_dim": kc.shape[2]}
            p["max_ctx"] = kc.shape[0]
        return p

    def plan_key(self, p):
        return (p["wdtype"], p["n"], p["k"])

    def args(self, graph, op):
        a = op.attrs
        args = tensors(op.inputs[0])
        if a.get("norm_weight"):
            args += weight(a["norm_weight"])
        args += weight(a["weight"], self.params(graph, op)["wdtype"])
        if a.get("bias"):
            args += weight(a["bias"])
        return args + tensors(*op.inputs[1:], *op.outputs)

    def compute(self, kind, p):
        if "norm" in p or "epilogue" in p:
            return None  # fused forms: hand-written kernels only
        return compute(p["n"], p["k"], p["wdtype"], p["bias"])

    def interpret(self, run, op, x, *rest):
        a = op.attrs
        if a.get("norm_weight"):
            x = rms_norm(x, run.weight(a["norm_weight"]), a["eps"])
        y = x @ run.weight(a["weight"]).T  # [M, K] @ [K, N]
        if a.get("bias"):
            y = y + run.weight(a["bias"])
        ep = a.get("epilogue")
        if ep == "residual":
            return y + rest[0]
        if ep == "silu_mul":
            gate, up = y.chunk(2, dim=-1)
            return torch.nn.functional.silu(gate) * up
        if ep == "rope_kv":
            return rope_kv.FAMILY.interpret(run, _rope_op(run.graph, op), y, *rest)
        return y


def _rope_op(graph, op):
    """The rope_kv_append op a rope_kv epilogue stands for (for its interpreter rule)."""
    return Op(op.name, "rope_kv_append", [op.inputs[0], *op.inputs[1:]], list(op.outputs))


FAMILY = Gemv()
