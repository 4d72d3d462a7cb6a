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

from schedules import rope_kv as sched


def compute(n_heads: int, n_kv_heads: int, head_dim: int, max_ctx: int) -> tvm.tirx.PrimFunc:
    """Unscheduled: one row loop holding the three sblocks q_rope, k_rope, v_append."""
    if head_dim % 2:
        raise ValueError(f"RoPE needs an even head_dim, got {head_dim}")
    hq, hkv, hd, ctx = n_heads, n_kv_heads, head_dim, max_ctx
    half = hd // 2
    ncol = (hq + 2 * hkv) * hd
    k0, v0 = hq * hd, (hq + hkv) * hd  # first K column, first V column

    @T.prim_func(s_tir=True)
    def rope_kv(
        qkv_h: T.handle,
        pos_h: T.handle,
        cos_h: T.handle,
        sin_h: T.handle,
        kc_h: T.handle,
        vc_h: T.handle,
        qo_h: T.handle,
    ):
        T.func_attr({"tirx.noalias": True})
        M = T.int64()
        QKV = T.match_buffer(qkv_h, (M, ncol), "float32")  # qkv: [M, (Hq + 2 Hkv) hd]
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
                    x0: T.let[T.float32] = QKV[vm, vh * hd + vi]
                    x1: T.let[T.float32] = QKV[vm, vh * hd + vi + half]
                    Qo[vm, vh, vi] = x0 * Cos[p, vi] - x1 * Sin[p, vi]
                    Qo[vm, vh, vi + half] = x1 * Cos[p, vi] + x0 * Sin[p, vi]
            for h, i in T.grid(hkv, half):
                with T.sblock("k_rope"):
                    vm, vh, vi = T.axis.remap("SSS", [m, h, i])
                    p: T.let[T.int32] = Pos[vm]
                    x0: T.let[T.float32] = QKV[vm, k0 + vh * hd + vi]
                    x1: T.let[T.float32] = QKV[vm, k0 + vh * hd + vi + half]
                    Kc[p, vh, vi] = x0 * Cos[p, vi] - x1 * Sin[p, vi]
                    Kc[p, vh, vi + half] = x1 * Cos[p, vi] + x0 * Sin[p, vi]
            for h, i in T.grid(hkv, hd):
                with T.sblock("v_append"):
                    vm, vh, vi = T.axis.remap("SSS", [m, h, i])
                    Vc[Pos[vm], vh, vi] = QKV[vm, v0 + vh * hd + vi]

    return rope_kv


def kernel(n_heads: int, n_kv_heads: int, head_dim: int, max_ctx: int, target) -> tvm.tirx.PrimFunc:
    """Ready-to-build rope + KV append (argument order in the module docstring)."""
    func = compute(n_heads, n_kv_heads, head_dim, max_ctx)
    s = sched.apply(func, target, sched.default_plan(head_dim, target))
    return func if s is None else s.mod["main"]
