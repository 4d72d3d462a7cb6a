"""Macros shared by the CUDA GEMVs (gemv_lanes, gemv_mma): the fused rmsnorm prologue's row scale
and the rope_kv epilogue's store (its pos, cos and sin passed as values: the kernels load them
before their main loop, so no load sits between the reduction and the store). Each factory
takes the kernel's constants and returns a T.macro.

`row_norms(k, eps, rows, warps)` returns a T.macro `(X, inv, ss, rg, M, tx)` that writes
inv[r] = rsqrt(sum_k X[rg * rows + r, k]^2 / k + eps) for the rows < M of row group rg. Row r is
summed by warp r % warps in one fixed order: lane l adds k = l, l + 32, ... serially (every load
issued up front), then a 5-step XOR butterfly. Nothing in it depends on M but the row guard, and
every CTA computes the same bits for a row.
"""

from __future__ import annotations

from tvm.script import tirx as T


def row_norms(k: int, eps, rows: int, warps: int):
    """The macro for K = k, eps (a T.float32), `rows` rows per group on `warps` warps."""

    @T.macro
    def macro(X, inv, ss, rg, M, tx):
        for i in T.serial(-(-rows // warps)):
            if i * warps + tx // 32 < rows and rg * rows + i * warps + tx // 32 < M:
                ss[0] = T.float32(0)
                for kk in T.unroll(k // 32):  # every load issued up front; the sum in order
                    ss[0] = (
                        ss[0]
                        + X[rg * rows + i * warps + tx // 32, kk * 32 + tx % 32]
                        * X[rg * rows + i * warps + tx // 32, kk * 32 + tx % 32]
                    )
                for o in T.unroll(5):
                    ss[0] = ss[0] + T.tvm_warp_shuffle_xor(
                        T.uint32(0xFFFFFFFF), ss[0], 16 >> o, 32, 32
                    )
                if tx % 32 == 0:
                    inv[i * warps + tx // 32] = T.rsqrt(ss[0] / T.float32(k) + eps)
        T.tvm_storage_sync("shared")

    return macro


def rope_store(hq: int, hkv: int, half: int):
    """The macro `(h, i, m, x0, x1, p, c, s, Kc, Vc, Y)`: outputs x0, x1 are columns i and
    i + half of head h of row m (q heads, then k heads, then v heads), p = pos[m], c, s =
    cos, sin[p, i] (loaded by the kernel ahead of time). q and k are rotated (q to Y[m, h], k to
    Kc[p, h - hq]); v is copied to Vc[p, ...]."""

    @T.macro
    def macro(h, i, m, x0, x1, p, c, s, Kc, Vc, Y):
        if h < hq:
            Y[m, h, i] = x0 * c - x1 * s
            Y[m, h, i + half] = x1 * c + x0 * s
        elif h < hq + hkv:
            Kc[p, h - hq, i] = x0 * c - x1 * s
            Kc[p, h - hq, i + half] = x1 * c + x0 * s
        else:
            Vc[p, h - hq - hkv, i] = x0
            Vc[p, h - hq - hkv, i + half] = x1

    return macro
