"""Hand-written CUDA GEMV: Y[M, N] = X[M, K] @ W[N, K]^T (+ B[N]), fp32 accumulation, symbolic M.

Reduction order of output (m, n), a function of (wdtype, N, K, plan) only:
  a group of `plan.lanes` lanes owns n. Lane l takes the lane-steps s = 0, 1, ... of E contiguous
  elements (E = one 16-byte load of the weight plane: 4 f32, 8 f16/bf16, 16 q8_0, 32 q4_*),
  k = (s*group + l)*E + v for v = 0..E-1; a lane-step past K is skipped whole. The lane adds
  x[m, k] * w[n, k] into one fp32 accumulator in (s, v) order, starting from 0.0. The group's
  partials then combine by an XOR butterfly (offsets lanes/2, ..., 1; plan.tree "xor"), which
  leaves the same bits in every lane, and Y = acc (+ B[n]).
w[n, k] is the dequantized weight (as speccc.ops.gemv): float(W); q8_0 d*q; q4_0 d*(q-8);
q4_1 d*q + m. It is computed once per weight element and reused by every row.

Thread mapping (changes no order): a CTA of `warps` warps holds 32*warps/lanes lane groups of
`tile_n` outputs each. Each lane-step's weights are one 16-byte load per output, issued
`prefetch` lane-steps ahead of their use (a register ring: lane-step s sits in slot
s mod (prefetch + 1) and the loop is unrolled by that, so no register move waits on a load). Rows are innermost: a tile of
`row_tile` rows is accumulated at once, so each converted weight serves every row of the tile;
further tiles loop inside the CTA and re-read the CTA's weights (from L2). M appears only in the
row-tile loop's extent and in warp-uniform `row < M` guards.
"""

from __future__ import annotations

import tvm
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target
from speccc.model.quant import BLOCK as QBLOCK
from speccc.model.quant import weight_format
from speccc.schedules.rule import KernelGenerator

ELEMS = {"float32": 4, "float16": 8, "bfloat16": 8, "q8_0": 16, "q4_0": 32, "q4_1": 32}


def supports(k: int, wdtype: str) -> bool:
    """Whether this kernel handles (K, wdtype)."""
    e = ELEMS.get(wdtype)
    return e is not None and k % e == 0 and (wdtype in ("float32", "float16", "bfloat16") or k % QBLOCK == 0)


def default_plan(wdtype: str, n: int, k: int) -> ReductionPlan | None:
    """The plan of (wdtype, N, K): tuned on the H200 (bench/results/lab), never a function of M."""
    if not supports(k, wdtype):
        return None
    if wdtype == "q8_0" and n >= 16384:  # the tied LM head of SmolLM2
        lanes, tile_n, warps, prefetch = 4, 2, 4, 2
    elif k >= 1024:
        lanes, tile_n, warps, prefetch = 32, 1, 1, 1
    else:
        lanes, tile_n, warps, prefetch = 16, 1, 2, 1
    return ReductionPlan(
        lanes=lanes, vec=ELEMS[wdtype], tree="xor", row_tile=8, tile_n=tile_n, warps=warps,
        prefetch=prefetch,
    )  # fmt: skip


def kernel(n: int, k: int, wdtype: str, bias: bool, plan: ReductionPlan) -> tvm.tirx.PrimFunc:
    """Args: X [M, K] f32, the weight planes (W [N, K] | qs, d[, m] as speccc.model.quant),
    B [N] f32 if `bias`, Y [M, N] f32."""
    if plan.tree != "xor" or plan.vec != ELEMS.get(wdtype) or plan.split != 1:
        raise ValueError(f"gemv lanes kernel: plan {plan} does not fit {wdtype}")
    G, TN, RT = plan.lanes, plan.tile_n, plan.row_tile
    if G & (G - 1) or not 1 <= G <= 32 or (32 * plan.warps) % G:
        raise ValueError(f"gemv: group must be a power of two <= 32, got {G}")
    if not supports(k, wdtype):
        raise ValueError(f"gemv cuda kernel: K={k} does not fit {wdtype}")
    quant = wdtype.startswith("q")
    q4 = wdtype in ("q4_0", "q4_1")
    E = ELEMS[wdtype]
    SUB = min(E, 8)  # weights converted (and X elements loaded) at a time
    S = -(-k // (G * E))  # lane-steps
    tail = k % (G * E) != 0  # lanes past K skip the last lane-step
    P = min(plan.prefetch, S - 1)  # loading further ahead than every step changes nothing
    U = P + 1  # ring slots: the lane-step in use and the P loaded ahead
    NT = 32 * plan.warps
    OUT_CTA = NT // G * TN
    NCTA = -(-n // OUT_CTA)
    NB = max(k // QBLOCK, 1)
    w_shape = (n, k // 2) if q4 else (n, k)
    w_dtype = ("uint8" if q4 else "int8") if quant else wdtype
    RAW, RW = ("uint32", 4) if quant else (wdtype, E)  # one lane-step's registers per output
    WROW = k // 8 if q4 else k // 4  # uint32 words per quantized row
    NXOR = G.bit_length() - 1  # butterfly offsets G/2, ..., 1

    def lane_ok(s, tx):
        return True if not tail else (s * G + tx % G) * E < k

    def out_n(bx, tx, o):
        return bx * OUT_CTA + (tx // G) * TN + o

    def row_n(bx, tx, o):  # clamped, so loads stay in bounds; stores are guarded by n < N
        return T.min(out_n(bx, tx, o), n - 1)

    def weight(raw, dr, mr, slot, o, e):
        """w of element e (0..E-1) of the lane-step in ring slot `slot`."""
        if not quant:
            return T.Cast("float32", raw[slot, o, e])
        word = raw[slot, o, e % 16 // 4]
        d = dr[slot, o]
        if wdtype == "q8_0":  # signed byte e % 4: to the top, then an arithmetic shift down
            q = T.shift_right(T.shift_left(T.reinterpret("int32", word), 24 - 8 * (e % 4)), 24)
            return d * T.Cast("float32", q)
        # 4-bit: element e of a block is byte e % 16, its low nibble if e < 16, else its high one
        nib = T.bitwise_and(
            T.shift_right(word, T.Cast("uint32", 8 * (e % 4) + 4 * (e // 16))), T.uint32(15)
        )
        if wdtype == "q4_0":
            return d * T.Cast("float32", T.Cast("int32", nib) - 8)
        return d * T.Cast("float32", nib) + mr[slot, o]

    # statement macros, expanded inside the kernel below
    @T.macro
    def load(s, slot, W, W32, D, Mn, raw, dr, mr, bx, tx):
        if lane_ok(s, tx):
            for o in T.unroll(TN):
                if quant:
                    for v in T.vectorized(RW):
                        raw[slot, o, v] = W32[row_n(bx, tx, o), (s * G + tx % G) * RW + v]
                    dr[slot, o] = T.Cast(
                        "float32", D[row_n(bx, tx, o), (s * G + tx % G) * E // QBLOCK]
                    )
                    if wdtype == "q4_1":
                        mr[slot, o] = T.Cast(
                            "float32", Mn[row_n(bx, tx, o), (s * G + tx % G) * E // QBLOCK]
                        )
                else:
                    for v in T.vectorized(RW):
                        raw[slot, o, v] = W[row_n(bx, tx, o), (s * G + tx % G) * E + v]

    @T.macro
    def compute(s, slot, X, raw, dr, mr, wf, xv, acc, rt, M, tx):
        if lane_ok(s, tx):
            for c in T.unroll(E // SUB):
                for o in T.unroll(TN):
                    for v in T.unroll(SUB):
                        wf[o, v] = weight(raw, dr, mr, slot, o, c * SUB + v)
                for r in T.unroll(RT):
                    if rt * RT + r < M:
                        for h in T.unroll(SUB // 4):  # 16-byte loads
                            for v in T.vectorized(4):
                                xv[h * 4 + v] = X[rt * RT + r, (s * G + tx % G) * E + c * SUB + h * 4 + v]
                        for o in T.unroll(TN):
                            for v in T.unroll(SUB):
                                acc[o, r] = acc[o, r] + xv[v] * wf[o, v]

    @T.prim_func(s_tir=True)
    def gemv(
        x_h: T.handle, w_h: T.handle, d_h: T.handle, m_h: T.handle, b_h: T.handle, y_h: T.handle
    ):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        M = T.int64()
        X = T.match_buffer(x_h, (M, k), "float32")  # X: [M, K]
        W = T.match_buffer(w_h, w_shape, w_dtype)  # W: [N, K] | qs: [N, K] int8 | [N, K/2] uint8
        D = T.match_buffer(d_h, (n, NB), "float16")  # d: [N, K/32] (quantized formats)
        Mn = T.match_buffer(m_h, (n, NB), "float16")  # m: [N, K/32] (q4_1)
        B = T.match_buffer(b_h, (n,), "float32")  # B: [N] (with bias)
        Y = T.match_buffer(y_h, (M, n), "float32")  # Y: [M, N]
        W32 = T.decl_buffer((n, WROW), "uint32", data=W.data)  # quantized rows as words
        for bx in T.thread_binding(NCTA, thread="blockIdx.x"):
            for tx in T.thread_binding(NT, thread="threadIdx.x"):
                with T.sblock("gemv"):
                    T.reads(X[0:M, 0:k], W[0:n, 0 : w_shape[1]])
                    T.writes(Y[0:M, 0:n])
                    raw = T.sblock_alloc_buffer((U, TN, RW), RAW, scope="local")
                    dr = T.sblock_alloc_buffer((U, TN), "float32", scope="local")
                    mr = T.sblock_alloc_buffer((U, TN), "float32", scope="local")
                    wf = T.sblock_alloc_buffer((TN, SUB), "float32", scope="local")
                    xv = T.sblock_alloc_buffer((SUB,), "float32", scope="local")
                    acc = T.sblock_alloc_buffer((TN, RT), "float32", scope="local")

                    for rt in T.serial(T.ceildiv(M, RT)):
                        for o, r in T.grid(TN, RT):
                            acc[o, r] = T.float32(0)
                        for j in T.unroll(P):
                            load(j, j, W, W32, D, Mn, raw, dr, mr, bx, tx)
                        for s0 in T.serial(-(-S // U)):
                            for j in T.unroll(U):  # lane-step s0*U + j sits in ring slot j
                                if s0 * U + j + P < S:
                                    load(s0 * U + j + P, (j + P) % U, W, W32, D, Mn, raw, dr, mr, bx, tx)
                                if s0 * U + j < S:
                                    compute(s0 * U + j, j, X, raw, dr, mr, wf, xv, acc, rt, M, tx)
                        for o in T.unroll(TN):
                            for r in T.unroll(RT):
                                if rt * RT + r < M:
                                    for i in T.unroll(NXOR):
                                        acc[o, r] = acc[o, r] + T.tvm_warp_shuffle_xor(
                                            T.uint32(0xFFFFFFFF), acc[o, r], G >> (i + 1), G, 32
                                        )
                                    if tx % G == 0 and out_n(bx, tx, o) < n:
                                        if bias:
                                            Y[rt * RT + r, out_n(bx, tx, o)] = (
                                                acc[o, r] + B[out_n(bx, tx, o)]
                                            )
                                        else:
                                            Y[rt * RT + r, out_n(bx, tx, o)] = acc[o, r]

    # keep only the parameters this format uses: X, its planes, [B], Y
    keep = [0, *range(1, 1 + len(weight_format(wdtype).planes)), *([4] if bias else []), 5]
    params = [gemv.params[i] for i in keep]
    return tvm.tirx.PrimFunc(params, gemv.body, gemv.ret_type, gemv.attrs)


class GemvLanes(KernelGenerator):
    """Quantized and float32 weights (and 16-bit ones the MMA kernel does not take)."""

    family = "gemv"
    targets = ("cuda",)

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan | None:
        return default_plan(dtype, n, k)

    def accepts(self, family, kind, params, plan):
        return plan is not None and plan.tree == "xor" and "norm" not in params and "epilogue" not in params

    def generate(self, kind, params, target, plan):
        if not self.accepts(None, kind, params, plan):
            return None
        return kernel(params["n"], params["k"], params["wdtype"], params["bias"], plan)


RULE = GemvLanes()
