"""Tensor-core CUDA GEMV for 16-bit weights: Y[M, N] = X[M, K] @ W[N, K]^T (+ B[N]), symbolic M.

Every row, whatever M, goes through the same `mma.sync.m16n8k16` instructions (fp32 accumulate),
so the tensor cores are used for every M with one order; rows only fill MMA slots.

Operands. A = X: 16 rows (a row tile) x 16 k, B = W^T: 16 k x 8 outputs, C: 16 rows x 8 outputs
fp32. X is fp32, so each X element is split exactly into three bf16 (or f16) parts,
x = x1 + x2 + x3 with x1 = rn(x), x2 = rn(x - x1), x3 = rn(x - x1 - x2); each part's product with
the 16-bit weight is exact, and the three MMAs accumulate into the same C, part 1 first.

Reduction order of output (m, n), a function of (wdtype, N, K, plan) only (plan.tree "mma"):
  K is cut into 32-element blocks, and the blocks into `plan.split` (= plan.warps) contiguous
  ranges, one per warp of the CTA. A warp walks its blocks in order; block b is two MMA k-steps (h = 0, 1), each
  three MMAs (parts 1, 2, 3) into one fp32 accumulator starting at 0. Within a k-step the MMA
  sums its 16 products in the hardware's fixed order; the k-step's logical k index L maps to the
  block's element q*8 + h*4 + (L // 8)*2 + L % 2, q = (L % 8) // 2 (so each lane's weight load is
  one 16-byte run). The warps' partials then add in warp order, ((P0 + P1) + P2) + ..., then
  Y = acc (+ B[n]).
Row r of the step always sits in row tile (r // 16) % T of row group r // (16 T), slot r % 16,
with T = plan.row_tile / 16 tiles a pass: its place never depends on M, and an MMA slot's result
depends only on its own row.

Thread mapping (no order): a CTA holds 8 * tile_n outputs; each lane loads, per block and
output tile, the 16 bytes W[n0 + lane // 4, 32 b + (lane % 4) * 8 ...], `prefetch` blocks ahead
of use (a register ring whose slot is the block index mod prefetch + 1: the loop is unrolled by
that, so no register move waits on a load in flight); X is loaded one block ahead. plan.row_tile
rows (16 or 32) are accumulated per pass over the weights, so weights are read once for
M <= row_tile. M appears only in the row-group loop's extent and in row guards.
"""

from __future__ import annotations

import tvm
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target
from speccc.schedules.rule import KernelGenerator

BLOCK = 32  # K elements per block: two m16n8k16 k-steps
MMA = ("bfloat16", "float16")


def _divisor(kb: int, choices: tuple[int, ...], min_blocks: int = 1) -> int:
    return next((d for d in choices if kb % d == 0 and kb // d >= min_blocks), 1)


def default_plan(wdtype: str, n: int, k: int) -> ReductionPlan | None:
    """The plan of (wdtype, N, K): tuned on the H200 (bench/results/lab), never a function of M.
    split = warps per CTA, each a contiguous range of K blocks (combined in warp order)."""
    if wdtype not in MMA or k % BLOCK:
        return None
    kb = k // BLOCK
    if k >= 2048:  # long K (the down projection)
        tile_n, warps = 1, _divisor(kb, (8, 4, 2))
    elif n <= 2048:  # small projections: split K finely so every warp has few blocks
        tile_n, warps = 2, _divisor(kb, (8, 7, 4, 2), min_blocks=4)
    else:
        tile_n, warps = (4 if n <= 65536 else 2), _divisor(kb, (4, 2))
    return ReductionPlan(
        lanes=32, vec=BLOCK, tree="mma", row_tile=16, split=warps, tile_n=tile_n, warps=warps,
        prefetch=5,
    )  # fmt: skip


def kernel(n: int, k: int, wdtype: str, bias: bool, plan: ReductionPlan) -> tvm.tirx.PrimFunc:
    """Args: X [M, K] f32, W [N, K] bf16|f16, B [N] f32 if `bias`, Y [M, N] f32."""
    ok = plan.tree == "mma" and plan.vec == BLOCK and plan.split == plan.warps
    if not ok or wdtype not in MMA or k % (BLOCK * plan.warps) or plan.row_tile not in (16, 32):
        raise ValueError(f"tensor-core gemv: K={k} {wdtype} does not fit plan {plan}")
    TN, NW, RTN = plan.tile_n, plan.warps, plan.row_tile // 16
    KBW = k // BLOCK // NW  # blocks per warp
    P = min(plan.prefetch, KBW - 1)
    U = P + 1
    if U % 2 and U < KBW:  # X is double-buffered: slot parity must be static in the body
        U, P = U + 1, P + 1
    OUT = 8 * TN  # outputs per CTA
    NCTA = -(-n // OUT)
    ROWS = 16 * RTN
    dt = wdtype

    @T.macro
    def load(b, slot, W, wr, n0, w, lane):
        for t in T.unroll(TN):
            for v in T.vectorized(8):
                wr[slot, t, v] = W[
                    T.min(n0 + t * 8 + lane // 4, n - 1),
                    (w * KBW + b) * BLOCK + (lane % 4) * 8 + v,
                ]

    @T.macro
    def split(xr, a, xs, rt, h):
        # a[part, 0:8]: the A fragment of k-step h of row tile rt, from X slot xs
        for j in T.unroll(8):
            # fragment slot j: row (j // 2) % 2 * 8, element h*4 + (j // 4) * 2 + j % 2
            a[0, j] = T.Cast(dt, xr[xs, rt, (j // 2) % 2, h * 4 + (j // 4) * 2 + j % 2])
            a[1, j] = T.Cast(
                dt,
                xr[xs, rt, (j // 2) % 2, h * 4 + (j // 4) * 2 + j % 2] - T.Cast("float32", a[0, j]),
            )
            a[2, j] = T.Cast(
                dt,
                xr[xs, rt, (j // 2) % 2, h * 4 + (j // 4) * 2 + j % 2]
                - T.Cast("float32", a[0, j])
                - T.Cast("float32", a[1, j]),
            )

    @T.macro
    def load_x(b, xs, X, xr, rg, M, tx):
        # X rows of block b for this lane's A fragments (rows lane // 4 and + 8 of each tile)
        for rt in T.unroll(RTN):
            if rg * ROWS + rt * 16 < M:
                for hr in T.unroll(2):
                    if rg * ROWS + rt * 16 + hr * 8 + tx % 32 // 4 < M:
                        for c in T.unroll(2):
                            for v in T.vectorized(4):
                                xr[xs, rt, hr, c * 4 + v] = X[
                                    rg * ROWS + rt * 16 + hr * 8 + tx % 32 // 4,
                                    ((tx // 32) * KBW + b) * BLOCK + (tx % 4) * 8 + c * 4 + v,
                                ]
                    else:
                        for v in T.unroll(8):
                            xr[xs, rt, hr, v] = T.float32(0)

    @T.macro
    def step(b, slot, xs, X, wr, bf, xr, a, acc, rg, M, tx):
        # one K block of this warp: X (loaded one block ahead) -> bf16 parts -> 3 MMAs per
        # k-step and output tile
        if b + 1 < KBW:
            load_x(b + 1, 1 - xs, X, xr, rg, M, tx)
        for rt in T.unroll(RTN):
            if rg * ROWS + rt * 16 < M:
                for h in T.unroll(2):
                    split(xr, a, xs, rt, h)
                    for t in T.unroll(TN):
                        for i in T.unroll(4):  # the B fragment, element by element (keeps the
                            bf[i] = wr[slot, t, h * 4 + i]  # ring an array of 16-bit elements)
                        for p in T.unroll(3):
                            T.ptx_legacy.mma(
                                "m16n8k16",
                                "row",
                                "col",
                                dt,
                                dt,
                                "float32",
                                a.data,
                                p * 8,
                                bf.data,
                                0,
                                acc.data,
                                (rt * TN + t) * 4,
                                False,
                                dtype="float32",
                            )

    @T.prim_func(s_tir=True)
    def gemv_tc(x_h: T.handle, w_h: T.handle, b_h: T.handle, y_h: T.handle):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        M = T.int64()
        X = T.match_buffer(x_h, (M, k), "float32")  # X: [M, K]
        W = T.match_buffer(w_h, (n, k), wdtype)  # W: [N, K]
        B = T.match_buffer(b_h, (n,), "float32")  # B: [N] (with bias)
        Y = T.match_buffer(y_h, (M, n), "float32")  # Y: [M, N]
        for bx in T.thread_binding(NCTA, thread="blockIdx.x"):
            for tx in T.thread_binding(32 * NW, thread="threadIdx.x"):
                with T.sblock("gemv"):
                    T.reads(X[0:M, 0:k], W[0:n, 0:k])
                    T.writes(Y[0:M, 0:n])
                    wr = T.sblock_alloc_buffer((U, TN, 8), wdtype, scope="local")
                    xr = T.sblock_alloc_buffer((2, RTN, 2, 8), "float32", scope="local")
                    sv = T.sblock_alloc_buffer((1,), "float32", scope="local")
                    a = T.sblock_alloc_buffer((3, 8), dt, scope="local")
                    bf = T.sblock_alloc_buffer((4,), wdtype, scope="local")
                    acc = T.sblock_alloc_buffer((RTN, TN, 4), "float32", scope="local")
                    red = T.sblock_alloc_buffer((NW, ROWS, OUT), "float32", scope="shared")
                    for rg in T.serial(T.ceildiv(M, ROWS)):
                        for rt, t, i in T.grid(RTN, TN, 4):
                            acc[rt, t, i] = T.float32(0)
                        for j in T.unroll(P):
                            load(j, j, W, wr, bx * OUT, tx // 32, tx % 32)
                        load_x(0, 0, X, xr, rg, M, tx)
                        for b0 in T.serial(-(-KBW // U)):
                            for j in T.unroll(U):  # block b0*U + j sits in ring slot j
                                if b0 * U + j + P < KBW:
                                    load(b0 * U + j + P, (j + P) % U, W, wr, bx * OUT, tx // 32, tx % 32)
                                if b0 * U + j < KBW:
                                    step(b0 * U + j, j, j % 2, X, wr, bf, xr, a, acc, rg, M, tx)
                        # warp partials -> shared, then summed in warp order
                        for rt, t, i in T.grid(RTN, TN, 4):
                            red[
                                tx // 32,
                                rt * 16 + (i // 2) * 8 + tx % 32 // 4,
                                t * 8 + (tx % 4) * 2 + i % 2,
                            ] = acc[rt, t, i]
                        T.tvm_storage_sync("shared")
                        for e in T.serial(-(-(ROWS * OUT) // (32 * NW))):
                            if (
                                e * 32 * NW + tx < ROWS * OUT
                                and rg * ROWS + (e * 32 * NW + tx) // OUT < M
                                and bx * OUT + (e * 32 * NW + tx) % OUT < n
                            ):
                                sv[0] = red[0, (e * 32 * NW + tx) // OUT, (e * 32 * NW + tx) % OUT]
                                for w in T.serial(1, NW):
                                    sv[0] = sv[0] + red[w, (e * 32 * NW + tx) // OUT, (e * 32 * NW + tx) % OUT]
                                if bias:
                                    Y[
                                        rg * ROWS + (e * 32 * NW + tx) // OUT,
                                        bx * OUT + (e * 32 * NW + tx) % OUT,
                                    ] = sv[0] + B[bx * OUT + (e * 32 * NW + tx) % OUT]
                                else:
                                    Y[
                                        rg * ROWS + (e * 32 * NW + tx) // OUT,
                                        bx * OUT + (e * 32 * NW + tx) % OUT,
                                    ] = sv[0]
                        T.tvm_storage_sync("shared")

    params = list(gemv_tc.params)
    if not bias:
        params.pop(2)
    return tvm.tirx.PrimFunc(params, gemv_tc.body, gemv_tc.ret_type, gemv_tc.attrs)


class GemvMma(KernelGenerator):
    """16-bit float weights on the tensor cores, for every M."""

    family = "gemv"
    targets = ("cuda",)

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan | None:
        return default_plan(dtype, n, k)

    def generate(self, kind, params, target, plan):
        if plan is None or plan.tree != "mma":
            return None
        return kernel(params["n"], params["k"], params["wdtype"], params["bias"], plan)


RULE = GemvMma()
