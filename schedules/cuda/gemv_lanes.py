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
s mod (prefetch + 1) and the loop is unrolled by that, so no register move waits on a load).
Rows are innermost: a tile of `row_tile` rows is accumulated at once, so each converted weight
serves every row of the tile; further tiles loop inside the CTA and re-read the CTA's weights
(from L2). M appears only in the
row-tile loop's extent and in warp-uniform `row < M` guards. The storing lane loads its epilogue
operands (bias; pos, cos, sin for rope_kv; the residual right after the PDL wait) before the
main loop, so no load waits between the butterfly and the store.
"""

from __future__ import annotations

import tvm
from speccc.schedules.cuda import gemv_parts
from speccc.schedules.cuda.launch import LD_ACT, with_pdl
from speccc.schedules.rule import KernelGenerator
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target
from speccc.model.quant import BLOCK as QBLOCK
from speccc.model.quant import weight_format

ELEMS = {"float32": 4, "float16": 8, "bfloat16": 8, "q8_0": 16, "q4_0": 32, "q4_1": 32}


def supports(k: int, wdtype: str) -> bool:
    """Whether this kernel handles (K, wdtype)."""
    e = ELEMS.get(wdtype)
    return (
        e is not None
        and k % e == 0
        and (wdtype in ("float32", "float16", "bfloat16") or k % QBLOCK == 0)
    )


def default_plan(wdtype: str, n: int, k: int) -> ReductionPlan | None:
    """The plan of (wdtype, N, K): tuned on the H200 (bench/results/lab), never a function of M."""
    if not supports(k, wdtype):
        return None
    if wdtype == "q8_0" and n >= 16384:  # the tied LM head of SmolLM2
        lanes, tile_n, warps, prefetch = 4, 2, 4, 2
    elif k >= 1024:
        lanes, tile_n, warps, prefetch = 32, 1, 1, 1
    elif wdtype.startswith("q"):  # K < 1024 in one lane-step (lab_kernels_12: qkv 7.8 -> 4.8 us)
        lanes, tile_n, warps, prefetch = 32, 1, 2, 1
    else:
        lanes, tile_n, warps, prefetch = 16, 1, 2, 1
    return ReductionPlan(
        lanes=lanes, vec=ELEMS[wdtype], tree="xor", row_tile=8, tile_n=tile_n, warps=warps,
        prefetch=prefetch,
    )  # fmt: skip


EPILOGUES = ("", "residual", "silu_mul", "rope_kv")
PAIRED = ("silu_mul", "rope_kv")  # epilogues that combine two weight rows into one output


def fits(params: dict, plan: ReductionPlan | None) -> bool:
    """Whether this kernel builds `params` (speccc.ops.gemv) with `plan`."""
    if plan is None or plan.tree != "xor" or plan.vec != ELEMS.get(params["wdtype"]):
        return False
    if not supports(params["k"], params["wdtype"]) or params.get("epilogue", "") not in EPILOGUES:
        return False
    if params.get("norm") is not None and params["k"] % 32:
        return False
    return params.get("epilogue") != "rope_kv" or params["head_dim"] % 2 == 0


def kernel(params: dict, plan: ReductionPlan, pdl: bool = False) -> tvm.tirx.PrimFunc:
    """Args, in order: X [M, K] f32; g [K] f32 with `norm`; the weight planes (W [N, K] | qs, d[, m]
    as speccc.model.quant); B [N] f32 with `bias`; then by epilogue: residual R [M, N]; rope_kv
    pos [M] i32, cos, sin [max_ctx, hd/2], Kc, Vc [max_ctx, Hkv, hd]; last the output: Y [M, N],
    silu_mul Y [M, N/2], rope_kv Qo [M, Hq, hd] (the fused forms: speccc.schedules.cuda.gemv_mma).
    """
    n, k, wdtype = params["n"], params["k"], params["wdtype"]
    bias, eps, ep = params["bias"], params.get("norm"), params.get("epilogue", "")
    if not fits(params, plan) or plan.split != 1:
        raise ValueError(f"gemv lanes kernel: plan {plan} does not fit {params}")
    G, TN, RT = plan.lanes, plan.tile_n, plan.row_tile
    if G & (G - 1) or not 1 <= G <= 32 or (32 * plan.warps) % G:
        raise ValueError(f"gemv: group must be a power of two <= 32, got {G}")
    quant = wdtype.startswith("q")
    q4 = wdtype in ("q4_0", "q4_1")
    E = ELEMS[wdtype]
    SUB = min(E, 8)  # weights converted (and X elements loaded) at a time
    S = -(-k // (G * E))  # lane-steps
    tail = k % (G * E) != 0  # lanes past K skip the last lane-step
    P = min(plan.prefetch, S - 1)  # loading further ahead than every step changes nothing
    U = P + 1  # ring slots: the lane-step in use and the P loaded ahead
    NT = 32 * plan.warps
    NWP = NT // 32
    paired = ep in PAIRED
    RO = 2 * TN if paired else TN  # weight rows a group holds: (first, second) of each pair
    units = n // 2 if paired else n  # outputs: rows, or pairs of rows
    UNITS_CTA = NT // G * TN
    NCTA = -(-units // UNITS_CTA)
    NB = max(k // QBLOCK, 1)
    w_shape = (n, k // 2) if q4 else (n, k)
    w_dtype = ("uint8" if q4 else "int8") if quant else wdtype
    RAW, RW = ("uint32", 4) if quant else (wdtype, E)  # one lane-step's registers per output
    WROW = k // 8 if q4 else k // 4  # uint32 words per quantized row
    NXOR = G.bit_length() - 1  # butterfly offsets G/2, ..., 1
    norm = eps is not None
    eps_c = T.float32(eps if norm else 0.0)
    hd = params.get("head_dim", 2)
    half = hd // 2
    hq, hkv, ctx = params.get("n_heads", 1), params.get("n_kv_heads", 1), params.get("max_ctx", 1)
    y_shape = (hq, hd) if ep == "rope_kv" else (units,)

    def lane_ok(s, tx):
        return True if not tail else (s * G + tx % G) * E < k

    def unit(bx, tx, o):
        return bx * UNITS_CTA + (tx // G) * TN + o

    def row_n(bx, tx, o):
        """Weight row of slot o (o < TN: a unit's first row; o >= TN: its pair), clamped so
        loads stay in bounds; stores are guarded by unit < units."""
        u = T.min(unit(bx, tx, o % TN), units - 1)
        if ep == "silu_mul":  # gate row j, up row F + j
            return u + (o // TN) * units
        if ep == "rope_kv":  # columns i and i + hd/2 of head u // (hd/2)
            return (u // half) * hd + u % half + (o // TN) * half
        return u

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
            for o in T.unroll(RO):
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
    def compute(s, slot, X, Gn, inv, raw, dr, mr, wf, xv, gv, acc, rt, M, tx):
        if lane_ok(s, tx):
            for c in T.unroll(E // SUB):
                for o in T.unroll(RO):
                    for v in T.unroll(SUB):
                        wf[o, v] = weight(raw, dr, mr, slot, o, c * SUB + v)
                # every row's X (and g) loads are issued before the first use of any of them
                if norm:
                    for h in T.unroll(SUB // 4):
                        for v in T.vectorized(4):
                            gv[h * 4 + v] = Gn[(s * G + tx % G) * E + c * SUB + h * 4 + v]
                for r in T.unroll(RT):
                    if rt * RT + r < M:
                        for h in T.unroll(SUB // 4):  # 16-byte loads
                            for v in T.vectorized(4):
                                xv[r, h * 4 + v] = X[
                                    rt * RT + r, (s * G + tx % G) * E + c * SUB + h * 4 + v
                                ]
                for r in T.unroll(RT):
                    if rt * RT + r < M:
                        if norm:
                            for v in T.unroll(SUB):
                                xv[r, v] = xv[r, v] * inv[r] * gv[v]
                        for o in T.unroll(RO):
                            for v in T.unroll(SUB):
                                acc[o, r] = acc[o, r] + xv[r, v] * wf[o, v]

    row_norms = gemv_parts.row_norms(k, eps_c, RT, NWP)

    rope_store = gemv_parts.rope_store(hq, hkv, half)

    @T.macro
    def epi_inputs(B, Pos, Cos, Sin, eb, ep_, ec, es, bx, tx, rt, M):
        """The storing lane's epilogue operands that no kernel of the step writes (bias; pos
        and cos, sin[pos] for rope_kv), loaded before the wait, long before the store."""
        if tx % G == 0:
            if bias and ep != "silu_mul":
                for o in T.unroll(RO):
                    eb[o] = B[row_n(bx, tx, o)]
            if ep == "rope_kv":
                for r in T.unroll(RT):
                    if rt * RT + r < M:
                        ep_[r] = Pos[rt * RT + r]
                        for o in T.unroll(TN):
                            ec[r, o] = Cos[ep_[r], unit(bx, tx, o) % half]
                            es[r, o] = Sin[ep_[r], unit(bx, tx, o) % half]

    @T.macro
    def epi_acts(R, er, bx, tx, rt, M):
        """The storing lane's residual, loaded right after the wait (the previous kernel's
        output), in flight during the main loop."""
        if ep == "residual" and tx % G == 0:
            for r in T.unroll(RT):
                if rt * RT + r < M:
                    for o in T.unroll(TN):
                        if unit(bx, tx, o) < units:
                            if pdl:  # coherent: never hoisted above the wait
                                T.ptx[LD_ACT](er[r, o], R.ptr_to([rt * RT + r, unit(bx, tx, o)]))
                            else:
                                er[r, o] = R[rt * RT + r, unit(bx, tx, o)]

    @T.macro
    def store(o, r, acc, eb, er, ep_, ec, es, Kc, Vc, Y, bx, tx, rt):
        # unit o of this group, row rt*RT + r: the epilogue on the group's reduced accumulators
        if ep == "silu_mul":
            Y[rt * RT + r, unit(bx, tx, o)] = (
                acc[o, r] / (T.float32(1) + T.exp(acc[o, r] * T.float32(-1))) * acc[TN + o, r]
            )
        elif ep == "rope_kv":
            if bias:
                acc[o, r] = acc[o, r] + eb[o]
                acc[TN + o, r] = acc[TN + o, r] + eb[TN + o]
            rope_store(
                unit(bx, tx, o) // half, unit(bx, tx, o) % half, rt * RT + r, acc[o, r],
                acc[TN + o, r], ep_[r], ec[r, o], es[r, o], Kc, Vc, Y,
            )  # fmt: skip
        else:
            if bias:
                acc[o, r] = acc[o, r] + eb[o]
            if ep == "residual":
                acc[o, r] = acc[o, r] + er[r, o]
            Y[rt * RT + r, unit(bx, tx, o)] = acc[o, r]

    @T.prim_func(s_tir=True)
    def gemv(
        x_h: T.handle,
        g_h: T.handle,
        w_h: T.handle,
        d_h: T.handle,
        m_h: T.handle,
        b_h: T.handle,
        r_h: T.handle,
        pos_h: T.handle,
        cos_h: T.handle,
        sin_h: T.handle,
        kc_h: T.handle,
        vc_h: T.handle,
        y_h: T.handle,
    ):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        M = T.int64()
        X = T.match_buffer(x_h, (M, k), "float32")  # X: [M, K]
        Gn = T.match_buffer(g_h, (k,), "float32")  # g: [K] (norm)
        W = T.match_buffer(w_h, w_shape, w_dtype)  # W: [N, K] | qs: [N, K] int8 | [N, K/2] uint8
        D = T.match_buffer(d_h, (n, NB), "float16")  # d: [N, K/32] (quantized formats)
        Mn = T.match_buffer(m_h, (n, NB), "float16")  # m: [N, K/32] (q4_1)
        B = T.match_buffer(b_h, (n,), "float32")  # B: [N] (bias)
        R = T.match_buffer(r_h, (M, n), "float32")  # R: [M, N] (residual)
        Pos = T.match_buffer(pos_h, (M,), "int32")  # pos: [M] (rope_kv)
        Cos = T.match_buffer(cos_h, (ctx, half), "float32")
        Sin = T.match_buffer(sin_h, (ctx, half), "float32")
        Kc = T.match_buffer(kc_h, (ctx, hkv, hd), "float32")
        Vc = T.match_buffer(vc_h, (ctx, hkv, hd), "float32")
        Y = T.match_buffer(y_h, (M, *y_shape), "float32")  # Y: [M, N] | [M, N/2] | [M, Hq, hd]
        W32 = T.decl_buffer((n, WROW), "uint32", data=W.data)  # quantized rows as words
        for bx in T.thread_binding(NCTA, thread="blockIdx.x"):
            for tx in T.thread_binding(NT, thread="threadIdx.x"):
                with T.sblock("gemv"):
                    raw = T.sblock_alloc_buffer((U, RO, RW), RAW, scope="local")
                    dr = T.sblock_alloc_buffer((U, RO), "float32", scope="local")
                    mr = T.sblock_alloc_buffer((U, RO), "float32", scope="local")
                    wf = T.sblock_alloc_buffer((RO, SUB), "float32", scope="local")
                    xv = T.sblock_alloc_buffer((RT, SUB), "float32", scope="local")
                    gv = T.sblock_alloc_buffer((SUB,), "float32", scope="local")
                    ss = T.sblock_alloc_buffer((1,), "float32", scope="local")
                    acc = T.sblock_alloc_buffer((RO, RT), "float32", scope="local")
                    inv = T.sblock_alloc_buffer((RT,), "float32", scope="shared")
                    eb = T.sblock_alloc_buffer((RO,), "float32", scope="local")
                    er = T.sblock_alloc_buffer((RT, TN), "float32", scope="local")
                    ep_ = T.sblock_alloc_buffer((RT,), "int32", scope="local")
                    ec = T.sblock_alloc_buffer((RT, TN), "float32", scope="local")
                    es = T.sblock_alloc_buffer((RT, TN), "float32", scope="local")
                    if pdl:
                        T.ptx.griddepcontrol.launch_dependents()
                    for rt in T.serial(T.ceildiv(M, RT)):
                        for o, r in T.grid(RO, RT):
                            acc[o, r] = T.float32(0)
                        for j in T.unroll(P):
                            load(j, j, W, W32, D, Mn, raw, dr, mr, bx, tx)
                        epi_inputs(B, Pos, Cos, Sin, eb, ep_, ec, es, bx, tx, rt, M)
                        if pdl:  # weights, inputs only before this: X is the last kernel's
                            T.ptx.griddepcontrol.wait()
                        epi_acts(R, er, bx, tx, rt, M)
                        if norm:
                            row_norms(X, inv, ss, rt, M, tx)
                        for s0 in T.serial(-(-S // U)):
                            for j in T.unroll(U):  # lane-step s0*U + j sits in ring slot j
                                if s0 * U + j + P < S:
                                    load(
                                        s0 * U + j + P,
                                        (j + P) % U,
                                        W,
                                        W32,
                                        D,
                                        Mn,
                                        raw,
                                        dr,
                                        mr,
                                        bx,
                                        tx,
                                    )
                                if s0 * U + j < S:
                                    compute(
                                        s0 * U + j,
                                        j,
                                        X,
                                        Gn,
                                        inv,
                                        raw,
                                        dr,
                                        mr,
                                        wf,
                                        xv,
                                        gv,
                                        acc,
                                        rt,
                                        M,
                                        tx,
                                    )
                        for r in T.unroll(RT):
                            if rt * RT + r < M:
                                for o in T.unroll(RO):
                                    for i in T.unroll(NXOR):
                                        acc[o, r] = acc[o, r] + T.tvm_warp_shuffle_xor(
                                            T.uint32(0xFFFFFFFF), acc[o, r], G >> (i + 1), G, 32
                                        )
                                for o in T.unroll(TN):
                                    if tx % G == 0 and unit(bx, tx, o) < units:
                                        store(o, r, acc, eb, er, ep_, ec, es, Kc, Vc, Y, bx, tx, rt)
                        if norm:
                            T.tvm_storage_sync("shared")  # inv is rewritten by the next row tile

    planes = len(weight_format(wdtype).planes)
    keep = [0, *([1] if norm else []), *range(2, 2 + planes), *([5] if bias else [])]
    keep += {"": [], "residual": [6], "silu_mul": [], "rope_kv": [7, 8, 9, 10, 11]}[ep] + [12]
    params_ = [gemv.params[i] for i in keep]
    return with_pdl(tvm.tirx.PrimFunc(params_, gemv.body, gemv.ret_type, gemv.attrs), pdl)


class GemvLanes(KernelGenerator):
    """Quantized and float32 weights (and 16-bit ones the MMA kernel does not take)."""

    family = "gemv"
    targets = ("cuda",)

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan | None:
        return default_plan(dtype, n, k)

    def accepts(self, family, kind, params, plan):
        return fits(params, plan)

    def generate(self, kind, params, target, plan):
        return kernel(params, plan, target.pdl) if fits(params, plan) else None


RULE = GemvLanes()
