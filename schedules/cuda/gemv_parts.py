"""Macros shared by the CUDA GEMVs (gemv_lanes, gemv_mma): the fused rmsnorm prologue's row scale
and the rope_kv epilogue's store. Each factory takes the kernel's constants and returns a T.macro.

`row_norms(k, eps, rows, warps, together)` returns a T.macro `(X, inv, ss, rg, M, tx)` that
writes inv[r] = rsqrt(sum_k X[rg * rows + r, k]^2 / k + eps) for the rows < M of row group rg.
Row r is summed by warp r % warps in one fixed order: lane l adds k = l, l + 32, ... serially,
then a 5-step XOR butterfly. With `together` a warp's rows (norm_rows of them; `ss` holds that
many floats) are summed side by side, k step by k step, so the loads of all of them are in flight
together; without it one row after another (`ss` holds one float). Either is a mapping: each
row's sum has the same order and bits. Nothing in it depends on M but the row guard, and every
CTA computes the same bits for a row.
"""

from __future__ import annotations

from tvm.script import tirx as T


def norm_rows(rows: int, warps: int, together: bool) -> int:
    """The floats row_norms' `ss` holds: a warp's rows of a row group when summed together."""
    return -(-rows // warps) if together else 1


def row_norms(k: int, eps, rows: int, warps: int, together: bool):
    """The macro for K = k, eps (a T.float32), `rows` rows per group on `warps` warps. Together
    pays where a warp has several rows to sum (tensor-core GEMVs: Qwen M=16 step 1.058 -> 1.009
    ms); the lane GEMVs keep one row at a time (SmolLM2 gate_up lab at M=1: 5.1 vs 5.8 us)."""
    R = norm_rows(rows, warps, together)

    @T.macro
    def finish(inv, ss, i, tx):
        for o in T.unroll(5):
            ss[i % R] = ss[i % R] + T.tvm_warp_shuffle_xor(
                T.uint32(0xFFFFFFFF), ss[i % R], 16 >> o, 32, 32
            )
        if tx % 32 == 0:
            inv[i * warps + tx // 32] = T.rsqrt(ss[i % R] / T.float32(k) + eps)

    @T.macro
    def side_by_side(X, inv, ss, rg, M, tx):
        for i in T.unroll(R):
            ss[i] = T.float32(0)
        for kk in T.unroll(k // 32):  # each row's sum in k order; all rows' loads in flight
            for i in T.unroll(R):
                if i * warps + tx // 32 < rows and rg * rows + i * warps + tx // 32 < M:
                    ss[i] = (
                        ss[i]
                        + X[rg * rows + i * warps + tx // 32, kk * 32 + tx % 32]
                        * X[rg * rows + i * warps + tx // 32, kk * 32 + tx % 32]
                    )
        for i in T.unroll(R):
            if i * warps + tx // 32 < rows and rg * rows + i * warps + tx // 32 < M:
                finish(inv, ss, i, tx)
        T.tvm_storage_sync("shared")

    @T.macro
    def one_by_one(X, inv, ss, rg, M, tx):
        for i in T.serial(-(-rows // warps)):
            if i * warps + tx // 32 < rows and rg * rows + i * warps + tx // 32 < M:
                ss[0] = T.float32(0)
                for kk in T.unroll(k // 32):  # every load issued up front; the sum in order
                    ss[0] = (
                        ss[0]
                        + X[rg * rows + i * warps + tx // 32, kk * 32 + tx % 32]
                        * X[rg * rows + i * warps + tx // 32, kk * 32 + tx % 32]
                    )
                finish(inv, ss, i, tx)
        T.tvm_storage_sync("shared")

    return side_by_side if together else one_by_one


def rope_store(hq: int, hkv: int, half: int):
    """The macro `(h, i, m, x0, x1, Pos, Cos, Sin, Kc, Vc, Y)`: outputs x0, x1 are columns i and
    i + half of head h of row m (q heads, then k heads, then v heads). q and k are rotated with
    cos/sin[Pos[m], i] (q to Y[m, h], k to Kc[Pos[m], h - hq]); v is copied to Vc[Pos[m], ...]."""

    @T.macro
    def macro(h, i, m, x0, x1, Pos, Cos, Sin, Kc, Vc, Y):
        if h < hq:
            Y[m, h, i] = x0 * Cos[Pos[m], i] - x1 * Sin[Pos[m], i]
            Y[m, h, i + half] = x1 * Cos[Pos[m], i] + x0 * Sin[Pos[m], i]
        elif h < hq + hkv:
            Kc[Pos[m], h - hq, i] = x0 * Cos[Pos[m], i] - x1 * Sin[Pos[m], i]
            Kc[Pos[m], h - hq, i + half] = x1 * Cos[Pos[m], i] + x0 * Sin[Pos[m], i]
        else:
            Vc[Pos[m], h - hq - hkv, i] = x0
            Vc[Pos[m], h - hq - hkv, i + half] = x1

    return macro
