"""RoPE on Q and K plus the KV-cache append (DESIGN.md rule 3), elementwise.

Args: QKV [M, (Hq + 2 Hkv) hd] (Q columns, then K, then V), pos [M] int32,
cos, sin [max_ctx, hd / 2] (one table, computed once by the caller),
Kc, Vc [max_ctx, Hkv, hd] (written IN PLACE at row pos[m]), Qout [M, Hq, hd].

Half-split (NeoX / HF) rotation, for i < hd / 2 with p = pos[m]:
    out[i]          = x[i] * cos[p, i] - x[i + hd/2] * sin[p, i]
    out[i + hd/2]   = x[i + hd/2] * cos[p, i] + x[i] * sin[p, i]
Kc[p, h, :] = rope(k_h), Vc[p, h, :] = v_h, Qout[m, h, :] = rope(q_h).
"""

from __future__ import annotations

import tvm
from tvm.script import tirx as T

from speccc.ops.family import OpFamily, tensors
from speccc.reference import apply_rope


def _body(hq: int, hkv: int, hd: int, ctx: int):
    """Binds the arguments both layouts share and emits the row loop: Q columns of `Qs` start
    at 0, K columns of `Ks` at k0, V columns of `Vs` at v0."""
    half = hd // 2

    @T.macro
    def body(M, Qs, Ks, k0, Vs, v0, pos_h, cos_h, sin_h, kc_h, vc_h, qo_h):
        Pos = T.match_buffer(pos_h, (M,), "int32")  # pos: [M]
        Cos = T.match_buffer(cos_h, (ctx, half), "float32")  # cos: [max_ctx, hd/2]
        Sin = T.match_buffer(sin_h, (ctx, half), "float32")  # sin: [max_ctx, hd/2]
        Kc = T.match_buffer(kc_h, (ctx, hkv, hd), "float32")  # k cache: [max_ctx, Hkv, hd]
        Vc = T.match_buffer(vc_h, (ctx, hkv, hd), "float32")  # v cache: [max_ctx, Hkv, hd]
        Qo = T.match_buffer(qo_h, (M, hq, hd), "float32")  # q out: [M, Hq, hd]
        for m in range(M):
            for h, i in T.grid(hq, half):
                with T.sblock("q_rope"):
                    vm, vh, vi = T.axis.remap("SSS", [m, h, i])
                    p: T.let[T.int32] = Pos[vm]
                    x0: T.let[T.float32] = Qs[vm, vh * hd + vi]
                    x1: T.let[T.float32] = Qs[vm, vh * hd + vi + half]
                    Qo[vm, vh, vi] = x0 * Cos[p, vi] - x1 * Sin[p, vi]
                    Qo[vm, vh, vi + half] = x1 * Cos[p, vi] + x0 * Sin[p, vi]
            for h, i in T.grid(hkv, half):
                with T.sblock("k_rope"):
                    vm, vh, vi = T.axis.remap("SSS", [m, h, i])
                    p: T.let[T.int32] = Pos[vm]
                    x0: T.let[T.float32] = Ks[vm, k0 + vh * hd + vi]
                    x1: T.let[T.float32] = Ks[vm, k0 + vh * hd + vi + half]
                    Kc[p, vh, vi] = x0 * Cos[p, vi] - x1 * Sin[p, vi]
                    Kc[p, vh, vi + half] = x1 * Cos[p, vi] + x0 * Sin[p, vi]
            for h, i in T.grid(hkv, hd):
                with T.sblock("v_append"):
                    vm, vh, vi = T.axis.remap("SSS", [m, h, i])
                    Vc[Pos[vm], vh, vi] = Vs[vm, v0 + vh * hd + vi]

    return body


def compute(
    n_heads: int, n_kv_heads: int, head_dim: int, max_ctx: int, separate_qkv: bool = False
) -> tvm.tirx.PrimFunc:
    """Unscheduled: one row loop holding the three sblocks q_rope, k_rope, v_append."""
    if head_dim % 2:
        raise ValueError(f"RoPE needs an even head_dim, got {head_dim}")
    hq, hkv, hd = n_heads, n_kv_heads, head_dim
    body = _body(hq, hkv, hd, max_ctx)
    if separate_qkv:

        @T.prim_func(s_tir=True)
        def rope_kv_separate(q_h: T.handle, k_h: T.handle, v_h: T.handle, pos_h: T.handle,
                             cos_h: T.handle, sin_h: T.handle, kc_h: T.handle, vc_h: T.handle,
                             qo_h: T.handle):  # fmt: skip
            T.func_attr({"tirx.noalias": True})
            M = T.int64()
            Q = T.match_buffer(q_h, (M, hq * hd), "float32")  # q: [M, Hq hd]
            K = T.match_buffer(k_h, (M, hkv * hd), "float32")  # k: [M, Hkv hd]
            V = T.match_buffer(v_h, (M, hkv * hd), "float32")  # v: [M, Hkv hd]
            body(M, Q, K, 0, V, 0, pos_h, cos_h, sin_h, kc_h, vc_h, qo_h)

        return rope_kv_separate

    ncol = (hq + 2 * hkv) * hd
    k0, v0 = hq * hd, (hq + hkv) * hd  # first K column, first V column

    @T.prim_func(s_tir=True)
    def rope_kv(qkv_h: T.handle, pos_h: T.handle, cos_h: T.handle, sin_h: T.handle,
                kc_h: T.handle, vc_h: T.handle, qo_h: T.handle):  # fmt: skip
        T.func_attr({"tirx.noalias": True})
        M = T.int64()
        QKV = T.match_buffer(qkv_h, (M, ncol), "float32")  # qkv: [M, (Hq + 2 Hkv) hd]
        body(M, QKV, QKV, k0, QKV, v0, pos_h, cos_h, sin_h, kc_h, vc_h, qo_h)

    return rope_kv


class RopeKv(OpFamily):
    """Params (from the q output [M, Hq, hd] and the k cache [max_ctx, Hkv, hd]): n_heads,
    n_kv_heads, head_dim, max_ctx, and separate_qkv (only when True) for the 8-input form that
    reads q, k, v as three tensors (models whose q/k norms sit between projection and RoPE)."""

    name = "rope_kv"
    kinds = ("rope_kv_append",)

    def params(self, graph, op):
        q_out, kc = graph.tensors[op.outputs[0]], graph.tensors[op.inputs[-2]]
        p = {
            "n_heads": q_out.shape[1],
            "n_kv_heads": kc.shape[1],
            "head_dim": kc.shape[2],
            "max_ctx": kc.shape[0],
        }
        return p | ({"separate_qkv": True} if len(op.inputs) == 8 else {})

    def plan_key(self, p):
        return ("float32", p["head_dim"], 1)

    def args(self, graph, op):
        return tensors(*op.inputs, *op.outputs)

    def compute(self, kind, p):
        return compute(**p)

    def interpret(self, run, op, *ins):
        p = self.params(run.graph, op)
        hq, hkv, hd = p["n_heads"], p["n_kv_heads"], p["head_dim"]
        if len(ins) == 8:  # q, k, v, pos, cos, sin, kc, vc
            q, k, v, pos, cos, sin, kc, vc = ins
        else:  # qkv, pos, cos, sin, kc, vc
            qkv, pos, cos, sin, kc, vc = ins
            q, k, v = qkv.split([hq * hd, hkv * hd, hkv * hd], dim=-1)
        m = q.shape[0]
        c, s = cos[pos], sin[pos]  # [M, hd/2]
        kc[pos] = apply_rope(k.reshape(m, hkv, hd), c, s)  # writes the caches in place
        vc[pos] = v.reshape(m, hkv, hd)
        return apply_rope(q.reshape(m, hq, hd), c, s)  # [M, Hq, hd]


FAMILY = RopeKv()
