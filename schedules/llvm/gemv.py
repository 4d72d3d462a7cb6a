"""llvm GEMV kernel (a KernelGenerator): Y[M, N] = X[M, K] @ W[N, K]^T (+ B[N]), fp32, with the
weights dequantized in registers (speccc.ops.dequant.plane_value, one SIMD vector at a time).

Reduction order of every output (m, n), for every M (plan: lanes L, vec V, tree):
  lane l (0 <= l < L) sums x[m, k] * w[n, k] for k = (ko*L + l)*V + v, ko = 0.., v = 0..V-1 in
  that order (k >= K skipped), starting from 0.0, each step one llvm.fmuladd (a fused
  multiply-add wherever the target CPU has one, on every code path alike);
  then the lanes combine: tree "shuffle" (the default) by the halving tree, lane l += lane
  l + L/2, then L/4, ..., 1, lane 0 the sum; tree "serial" as lane 0 + lane 1 + ... + lane L-1;
  then + B[n].
The lanes are one SIMD vector (L = 16 fp32 = one AVX-512 register, two AVX2 ones).

Work split, never a reduction split: outputs in blocks of `_n_block(N)`, one parallel task each
(TVM's thread pool: N / block tasks whatever M is; the thread count is the runtime's). In a
task, rows go in tiles of plan.row_tile, then one tile per set bit of the remainder (8, 4, 2, 1
rows); a tile of s rows keeps s x nt accumulator vectors for nt outputs, so each dequantized
weight vector serves every row of the tile (rows innermost). The tile a row lands in changes
which rows share a weight load, never the operations of the row.
"""

from __future__ import annotations

import tvm
from speccc.schedules.llvm.lanes import lane_tree, vec
from speccc.schedules.rule import KernelGenerator
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan
from speccc.model.quant import weight_format
from speccc.ops.dequant import plane_value

ROW_TILE = 8  # rows of the largest tile
LANES = 16  # fp32 partial sums along K: one AVX-512 vector
ACC_VECTORS = 16  # accumulator vectors per tile (of 32 AVX-512 registers)
PREFETCH_ROWS = 4
PREFETCH_MAX_ROWS = 2
MAX_OUTPUTS = 2  # outputs per tile: more weight rows streamed at once lose bandwidth


def _n_block(n: int) -> int:
    """Outputs per parallel task: the largest power of two <= 16 dividing N."""
    return next(b for b in (16, 8, 4, 2, 1) if n % b == 0)


def _outputs_per_tile(rows: int, n_block: int) -> int:
    return max(1, min(MAX_OUTPUTS, ACC_VECTORS // rows, n_block))


def _kernel(n: int, k: int, wdtype: str, bias: bool, plan: ReductionPlan) -> tvm.tirx.PrimFunc:
    fmt = weight_format(wdtype)
    if fmt.quantized:
        fmt.check_k(k, wdtype)
    L, V, R = plan.lanes, plan.vec, plan.row_tile
    halving = plan.tree == "shuffle"
    KO, tail = divmod(k, L * V)  # full lane steps, then elements past the last one
    # lane steps per quant block (unrolled together)
    U = fmt.block // (L * V) if fmt.block % (L * V) == 0 and KO % (fmt.block // (L * V)) == 0 else 1
    nb = _n_block(n)
    shapes = [p.shape(n, k) for p in fmt.planes] if fmt.quantized else [(n, k)]
    dtypes = [p.dtype for p in fmt.planes] if fmt.quantized else [wdtype]
    shapes += [(1, 1)] * (3 - len(shapes))  # unused plane arguments, dropped below
    dtypes += ["float32"] * (3 - len(dtypes))
    aligns = [tvm.DataType(dt).bits // 8 for dt in dtypes]  # element-aligned planes suffice
    # columns and bytes of each plane one kb step covers (prefetch: one hint per cache line)
    step_cols = [U * L * V * shapes[i][1] // k for i in range(3)]
    step_bytes = [c * a for c, a in zip(step_cols, aligns, strict=True)]
    n_planes = len(fmt.planes)

    @T.macro
    def prefetch(P, i, j, kb):
        """Hint plane i's cache line of row j + PREFETCH_ROWS that step kb starts, if it does."""
        if PREFETCH_ROWS > 0 and i < n_planes:
            if kb * step_bytes[i] % 64 < step_bytes[i]:
                T.evaluate(
                    T.call_llvm_intrin(
                        "void",
                        "llvm.prefetch.p0",
                        T.address_of(P[i][T.min(j + PREFETCH_ROWS, n - 1), kb * step_cols[i]]),
                        0,  # read
                        3,  # keep in all cache levels
                        1,  # data
                    )
                )

    @T.macro
    def tile(X, P, B, Y, j0, row0, s, nt):
        """Rows row0 .. row0+s-1, outputs j0 .. j0+nt-1: the whole reduction of each."""
        acc = T.alloc_buffer((s, nt, L), "float32")  # acc: [rows, outputs, lanes]
        w = T.alloc_buffer((nt, L), "float32")  # one weight vector per output
        tot = T.alloc_buffer((1,), "float32")
        for r, j in T.grid(s, nt):
            for ln in T.vectorized(L):
                acc[r, j, ln] = T.float32(0)
        for kb in range(KO // U):
            if s <= PREFETCH_MAX_ROWS:  # few rows: bound by memory, not by the FMAs
                for j in T.unroll(nt):  # the same columns PREFETCH_ROWS rows on, once a line
                    prefetch(P, 0, j0 + j, kb)
                    prefetch(P, 1, j0 + j, kb)
                    prefetch(P, 2, j0 + j, kb)
            for ku in T.unroll(U):  # a quant block's bytes and scales: one load per output
                for v in range(V):
                    for j in T.unroll(nt):
                        for ln in T.vectorized(L):
                            w[j, ln] = plane_value(
                                wdtype, P, j0 + j, ((kb * U + ku) * L + ln) * V + v
                            )
                    for r in T.unroll(s):  # rows innermost: each weight vector serves every row
                        for j in T.unroll(nt):
                            for ln in T.vectorized(L):
                                acc[r, j, ln] = (
                                    acc[r, j, ln]
                                    + X[row0 + r, ((kb * U + ku) * L + ln) * V + v] * w[j, ln]
                                )
        if tail > 0:  # the last, partial lane step (plans that do not tile K)
            for v, ln in T.grid(V, L):
                if (KO * L + ln) * V + v < k:
                    for j in T.unroll(nt):
                        w[j, 0] = plane_value(wdtype, P, j0 + j, (KO * L + ln) * V + v)
                        for r in T.unroll(s):
                            acc[r, j, ln] = (
                                acc[r, j, ln] + X[row0 + r, (KO * L + ln) * V + v] * w[j, 0]
                            )
        for r in T.unroll(s):
            for j in T.unroll(nt):
                if halving:
                    tot[0] = lane_tree(acc.vload([r, j, 0], vec(L)), L)
                else:
                    tot[0] = acc[r, j, 0]
                    for ln in range(1, L):
                        tot[0] = tot[0] + acc[r, j, ln]
                if bias:
                    Y[row0 + r, j0 + j] = tot[0] + B[j0 + j]
                else:
                    Y[row0 + r, j0 + j] = tot[0]

    nt = {s: _outputs_per_tile(s, nb) for s in (R, 8, 4, 2, 1)}

    @T.macro
    def tiles(X, P, B, Y, n0, row0, s):
        for ns in range(nb // nt[s]):
            tile(X, P, B, Y, n0 + ns * nt[s], row0, s, nt[s])

    @T.macro
    def remainder_tile(X, P, B, Y, n0, M, s):
        """The tile of s rows of the remainder M % R, if its bit s is set (after the larger)."""
        if R > s:
            if M % R // s % 2 == 1:
                tiles(X, P, B, Y, n0, M // R * R + M % R // (2 * s) * (2 * s), s)

    @T.prim_func(s_tir=True)
    def gemv(x_h: T.handle, p0_h: T.handle, p1_h: T.handle, p2_h: T.handle, b_h: T.handle,
             y_h: T.handle):  # fmt: skip
        T.func_attr({"tirx.noalias": True})  # buffers: element-aligned pointers (align=)
        M = T.int64()
        X = T.match_buffer(x_h, (M, k), "float32", align=4)  # x: [M, K]
        P0 = T.match_buffer(p0_h, shapes[0], dtypes[0], align=aligns[0])  # W [N, K] or qs
        P1 = T.match_buffer(p1_h, shapes[1], dtypes[1], align=aligns[1])  # d [N, K/32]
        P2 = T.match_buffer(p2_h, shapes[2], dtypes[2], align=aligns[2])  # m [N, K/32]
        B = T.match_buffer(b_h, (n,), "float32", align=4)  # b: [N]
        Y = T.match_buffer(y_h, (M, n), "float32", align=4)  # y: [M, N]
        P = (P0, P1, P2)[:n_planes]
        for nbo in T.parallel(n // nb):
            for mt in range(M // R):
                tiles(X, P, B, Y, nbo * nb, mt * R, R)
            remainder_tile(X, P, B, Y, nbo * nb, M, 8)
            remainder_tile(X, P, B, Y, nbo * nb, M, 4)
            remainder_tile(X, P, B, Y, nbo * nb, M, 2)
            remainder_tile(X, P, B, Y, nbo * nb, M, 1)

    keep = [0, *range(1, 1 + n_planes), *([4] if bias else []), 5]
    return tvm.tirx.PrimFunc([gemv.params[i] for i in keep], gemv.body, gemv.ret_type, gemv.attrs)


class LlvmGemv(KernelGenerator):
    family, targets = "gemv", ("llvm",)

    def default_plan(self, dtype: str, n: int, k: int, target) -> ReductionPlan:
        """16 lanes of one element each (one SIMD vector of partial sums along K), halving lane
        tree, 8-row tiles. Keyed on nothing but the family and target: every (dtype, N, K)."""
        return ReductionPlan(lanes=LANES, vec=1, tree="shuffle", row_tile=ROW_TILE)

    def accepts(self, family, kind, params, plan):
        """The plain GEMV (+ bias) only: the fused forms (norm prologue, epilogues) stay apart
        ops on llvm."""
        return "norm" not in params and "epilogue" not in params

    def generate(self, kind, p, target, plan):
        if not self.accepts(None, kind, p, plan):
            return None
        if plan is None or plan.split != 1 or plan.chunk:
            raise ValueError(f"llvm gemv needs a plan without split or chunk, got {plan}")
        if plan.tree == "shuffle" and plan.lanes & (plan.lanes - 1):
            raise ValueError(f"llvm gemv: the halving tree needs power-of-two lanes, got {plan}")
        if plan.row_tile > 16:
            raise ValueError(f"llvm gemv: row_tile {plan.row_tile} > 16")
        return _kernel(p["n"], p["k"], p["wdtype"], p["bias"], plan)


RULE = LlvmGemv()
