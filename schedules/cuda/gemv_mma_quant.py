"""Tensor-core CUDA GEMV for GGUF block-quantized weights (q4_0, q4_1, q8_0), symbolic M.

The kernel is speccc.schedules.cuda.gemv_mma's (thread mapping, X split into gemv_mma.PARTS bf16
parts, ring of weight loads, row groups, warp partials, fused norm prologue and epilogues), with the
16-bit weight plane replaced by the quantized planes qs, d[, m] (speccc.model.quant) and the
per-block arithmetic below. Every row, whatever M, goes through the same instructions; rows
only fill MMA slots, and an MMA slot's result depends only on its own row.

Weights. The integer quants are the MMA's B operand, converted exactly to bf16: q4_1 q in
0..15, q4_0 q - 8 in -8..7, q8_0 q in -128..127 (all exact in bf16's 8-bit significand). Two
nibbles become one bf16x2 register as (0x4300 | u) - (128 + o) in a bf16x2 subtract (o = 0, 8;
q4_pair); two q8_0 bytes as f32 2^23 + (q + 128) by a byte permute, minus 2^23 + 128 (exact),
whose upper halves (q has at most 8 significant bits) are the bf16 pair (q8_pair: permutes and
adds instead of the quarter-rate I2F and F2F, the same bf16 values). Each product of an X part
with a quant is exact in the MMA.

Reduction order of output (m, n), a function of (wdtype, N, K, plan) only (plan.tree "mma"):
  K is cut into the quantization blocks of 32 elements, and the blocks into `plan.split`
  (= plan.warps) contiguous ranges, one per warp of the CTA. A warp walks its blocks in order.
  For block b:
    S_q[m, n, b] = two MMA k-steps (h = 0, 1), each plan.parts MMAs (X parts 1, 2[, 3]) into
      one fp32 accumulator starting at 0; within a k-step the MMA sums its 16 products in the
      hardware's fixed order. The k-step's logical k index L maps to the block's element
        q4_*: h*16 + q*4 + L // 8 + (L % 2)*2   (lane q's 4 bytes: low nibbles h = 0, high h = 1;
                                                 B register L // 8 holds bytes L // 8 and + 2)
        q8_0: q*8 + h*4 + (L // 8)*2 + L % 2    (lane q's 8 bytes, as gemv_mma)
      with q = (L % 8) // 2.
    S_x[m, b] (q4_1 only) = the same 2 x plan.parts MMAs with a B of ones (bf16 1.0) into an fp32
      accumulator starting at 0: the block's sum of x[m, k] in the MMA's fixed order, the
      same for every output n.
    y = fma(d[n, b], S_q, y), then (q4_1) y = fma(m[n, b], S_x, y): explicit fused
      multiply-adds (f16 d, m widened exactly to f32), y starting at 0 for the warp's range.
  The warps' partials y then add in warp order, ((P0 + P1) + P2) + ..., then the epilogue
  (gemv_mma's, unchanged).
X is loaded in the element order above (lane q's 16-byte runs: elements h*16 + q*4 .. for q4_*,
q*8 .. for q8_0); row r sits in row tile (r // 16) % T of row group r // (16 T), slot r % 16,
as in gemv_mma.

Thread mapping (no order): per block and output tile a lane loads its B quants in one load
(q4_*: 4 bytes, the block's 16 bytes over the 4 lanes of a row; q8_0: 8 bytes) and the d (and
m) of the two output columns its C fragment holds, `prefetch` blocks ahead in a register ring
(f16 in the ring, widened at use). The quantized planes are 4.5 (q4_0), 5 (q4_1) and 8.5 (q8_0)
bits a weight, so the ring is shallower than gemv_mma's (PREFETCH). With PDL the weight loads
(and the qs plane's bulk L2 prefetch) sit before griddepcontrol.wait, X after it.
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import tvm
from speccc.schedules.cuda import gemv_mma
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan

QUANT = ("q4_0", "q4_1", "q8_0")
BLOCK = gemv_mma.BLOCK  # the quantization block (speccc.model.quant.BLOCK) = two k-steps
PREFETCH = 3  # blocks of weights loaded ahead (the ring: d, m and qs registers a slot)
OFFSET = {"q4_0": 8, "q4_1": 0}  # a nibble u is the quant u - OFFSET
ONES = 0x3F803F80  # bf16x2 (1.0, 1.0): the B fragment of S_x
WORDS_PER_BLOCK = {"q4_0": 4, "q4_1": 4, "q8_0": 8}  # 32-bit words of a row's block in qs
WORDS_PER_LANE = {"q4_0": 1, "q4_1": 1, "q8_0": 2}  # ... of them one lane loads


SMALL_N = 768  # outputs below which a projection with K > N (down) takes one output tile a warp
WARPS = (16, 12, 8, 7, 6, 4, 3, 2)  # warps a CTA, most first; each >= MIN_BLOCKS blocks of K
MIN_BLOCKS = 3
VOCAB_PREFETCH = 2  # blocks of the vocabulary projection's ring


def default_plan(wdtype: str, n: int, k: int) -> ReductionPlan | None:
    """The plan of (wdtype, N, K), never a function of M. None: not a quantized format, or K not
    whole blocks. Projections: K split over as many warps as keep 3 blocks each, 1 or 2 output
    tiles a warp (H200 lab smolq, SmolLM2's shapes at M = 1 / 8 / 16, us: qkv+norm+rope 5.7 /
    6.8 / 9.1 at 2 warps -> 4.0 / 4.4 / 5.2 at 6; wo 5.2 / 5.3 / 6.0 -> 2.9 / 3.0 / 3.6 at 6 warps
    of 1 tile; gate_up+norm+silu 8.7 / 9.9 / 12.5 -> 4.7 / 5.2 / 6.4 at 6 warps of 2 tiles; down
    4.8 / 4.9 / 5.7 -> 3.7 / 4.0 / 4.9 at 16 of 1). In the step (bench/results/tiles, ms of
    replay at 100 positions, M = 1 / 8 / 16): wo at 2 tiles (36 CTAs) 0.515 / 0.589 / 0.675 ->
    0.511 / 0.573 / 0.654, the same bits; down at 2 tiles 0.534 / 0.584 / 0.664, slower at M=1,
    so below SMALL_N outputs only a K longer than N keeps one tile. Vocabulary projections:
    gemv_mma's shape plan with at most 4 output tiles a warp (at its 8 the per-block
    accumulators S_q next to y spill: q8_0 N=151936 K=896, 255 registers, 72 bytes), the ring
    VOCAB_PREFETCH deep (lab smolq_head2, SmolLM2's Q8_0 head without the norm at M = 1 / 8 / 16:
    22.0 / 22.4 / 25.3 us at 3 blocks, 17.2 / 17.7 / 20.8 at 2: fewer registers, 4 CTAs an SM
    instead of 3)."""
    if wdtype not in QUANT or k % BLOCK or k < 2 * BLOCK:  # a ring needs a block ahead
        return None
    plan = gemv_mma.shape_plan(n, k, PREFETCH)
    if n >= gemv_mma.VOCAB_N:
        return replace(plan, tile_n=min(plan.tile_n, 4), prefetch=VOCAB_PREFETCH)
    kb = k // BLOCK
    warps = next((w for w in WARPS if kb % w == 0 and kb // w >= MIN_BLOCKS), 1)
    return replace(plan, tile_n=1 if n < SMALL_N and k > n else 2, warps=warps, split=warps)


def fits(params: dict, plan: ReductionPlan | None) -> bool:
    """Whether this kernel builds `params` (speccc.ops.gemv) with `plan` (gemv_mma's forms)."""
    return gemv_mma.fits(params, plan, QUANT)


# q8_0: bytes j, j + 1 of the lane word, each as the f32 2^23 + (q + 128) (the byte with the
# sign bit flipped, under exponent byte 0x4B by a byte permute: exact, f32's ulp at 2^23 is 1),
# minus 2^23 + 128 (exact, a small integer); q has at most 8 significant bits, so its f32's lower
# half is zero and the upper halves, permuted together, are the bf16x2 of (q_j, q_j+1) exactly
Q8_PAIR = """
__forceinline__ __device__ uint speccc_q8_pair(uint w, uint j) {
  uint u = w ^ 0x80808080u;
  float a = __fadd_rn(__uint_as_float(__byte_perm(u, 0x4B000000u, 0x7540u + j)), -8388736.0f);
  float b = __fadd_rn(__uint_as_float(__byte_perm(u, 0x4B000000u, 0x7541u + j)), -8388736.0f);
  return __byte_perm(__float_as_uint(a), __float_as_uint(b), 0x7632u);
}
"""


def q8_pair(word, i: int):
    """B register i (0, 1) of a q8_0 lane word exactly: its signed bytes 2 i, 2 i + 1 as bf16x2."""
    return T.cuda.func_call(
        "speccc_q8_pair", word, T.uint32(2 * i), source_code=Q8_PAIR, return_type="uint32"
    )


# q4_*: two nibbles (bytes 0 and 2 of the word shifted right by s) as bf16x2 128 + u (bits
# 0x43 | u: exact, bf16's ulp at 128 is 1), minus the bias (128 + OFFSET) in one bf16x2 subtract,
# exact (the results are small integers): two quants in three instructions (shift, lop3, hsub2)
Q4_PAIR = """
__forceinline__ __device__ uint speccc_q4_pair(uint w, uint s, uint bias) {
  uint q = ((w >> s) & 0x000F000Fu) | 0x43004300u;
  __nv_bfloat162 r = __hsub2(*reinterpret_cast<__nv_bfloat162*>(&q),
                             *reinterpret_cast<__nv_bfloat162*>(&bias));
  return *reinterpret_cast<uint*>(&r);
}
"""


def q4_pair(word, wdtype: str, h: int, i: int):
    """B register i (0, 1) of k-step h of a q4_* lane word, exactly: quants (elements) q*4 + i
    and q*4 + i + 2 of the block's half h (low nibbles h = 0, high h = 1)."""
    bias = T.uint32(0x43004300 + 0x10001 * OFFSET[wdtype])
    s = T.uint32(4 * h + 8 * i)
    return T.cuda.func_call(
        "speccc_q4_pair", word, s, bias, source_code=Q4_PAIR, return_type="uint32"
    )


def fma(scale, s, y):
    """scale * s + y rounded once (CUDA __fmaf_rn: never split or re-contracted by nvcc), the
    f16 scale widened exactly to f32."""
    return T.call_pure_extern("float32", "__fmaf_rn", T.Cast("float32", scale), s, y)


def xslot(wdtype: str, c: int, v: int) -> int:
    """X ring slot (of the lane's 4 elements of a k-step) that A register half c, value v uses:
    q4_*: element c + 2 v (q4_pair's order); q8_0: c * 2 + v (gemv_mma's)."""
    return c * 2 + v if wdtype == "q8_0" else c + 2 * v


def xcol(wdtype: str, q, h: int, v: int):
    """Element of a block that fragment slot v (0..3) of lane q (lane % 4) holds in k-step h."""
    if wdtype == "q8_0":
        return q * 8 + h * 4 + v
    return h * 16 + q * 4 + v


def parts(wdtype: str, n: int, k: int):
    """The quantized format's part of gemv_mma.kernel (its `quant` argument): a factory of the
    planes, the ring loads and the block step for the kernel's constants."""
    has_min = wdtype == "q4_1"
    WB, WL = WORDS_PER_BLOCK[wdtype], WORDS_PER_LANE[wdtype]

    def make(TN, RTN, ROWS, KBW, w_row):
        def col_row(bx, t, lane, i):
            """Weight row of C column (lane % 4) * 2 + i of output tile t."""
            return w_row(bx, t, ((lane % 4) * 2 + i) * 4)

        @T.macro
        def load(b, slot, Wu, D, Mn, wr, dr, mr, bx, w, lane):
            # per output tile: the lane's quants of block b (one load), and the d (and m) of
            # its two C columns
            for t in T.unroll(TN):
                for v in T.vectorized(WL):
                    wr[slot, t, v] = Wu[
                        w_row(bx, t, lane), (w * KBW + b) * WB + (lane % 4) * WL + v
                    ]
                for i in T.unroll(2):
                    dr[slot, t, i] = D[col_row(bx, t, lane, i), w * KBW + b]
                    if has_min:
                        mr[slot, t, i] = Mn[col_row(bx, t, lane, i), w * KBW + b]

        def step(split, mma3):
            @T.macro
            def macro(slot, xs, wr, dr, mr, bf, xr, gr, ir, xn, a, acc, sq, sx, rg, M):
                # block `slot` of the ring: S_q (and S_x) from 0, then y += d S_q (+ m S_x)
                for rt in T.unroll(RTN):
                    if rg * ROWS + rt * 16 < M:
                        for t in T.unroll(TN):
                            for i in T.unroll(4):
                                sq[t, i] = T.float32(0)
                        if has_min:
                            for i in T.unroll(4):
                                sx[i] = T.float32(0)
                        for h in T.unroll(2):
                            split(xr, gr, ir, xn, a, xs, rt, h, rg * ROWS + rt * 16, M)
                            if has_min:
                                for i in T.unroll(2):
                                    bf[i] = T.uint32(ONES)
                                mma3(a, bf, sx, 0)
                            for t in T.unroll(TN):
                                for i in T.unroll(2):
                                    if wdtype == "q8_0":
                                        bf[i] = q8_pair(wr[slot, t, h], i)
                                    else:
                                        bf[i] = q4_pair(wr[slot, t, 0], wdtype, h, i)
                                mma3(a, bf, sq, t * 4)
                        for t in T.unroll(TN):
                            for i in T.unroll(4):
                                acc[rt, t, i] = fma(dr[slot, t, i % 2], sq[t, i], acc[rt, t, i])
                                if has_min:
                                    acc[rt, t, i] = fma(mr[slot, t, i % 2], sx[i], acc[rt, t, i])

            return macro

        return SimpleNamespace(
            plane=plane(wdtype, n, k),  # qs: shape, dtype
            extra=2 if has_min else 1,  # planes after qs: d[, m]
            wb=WB,
            wl=WL,
            load=load,
            step=step,
            xcol=lambda q, h, v: xcol(wdtype, q, h, v),
            xslot=lambda c, v: xslot(wdtype, c, v),
        )

    return make


def plane(wdtype: str, n: int, k: int) -> tuple[tuple[int, int], str]:
    """Shape and dtype of the qs plane (speccc.model.quant)."""
    return ((n, k), "int8") if wdtype == "q8_0" else ((n, k // 2), "uint8")


def kernel(params: dict, plan: ReductionPlan, pdl: bool = False, **knobs) -> tvm.tirx.PrimFunc:
    """Args, in order: X [M, K] f32; g [K] f32 with `norm`; qs, d[, m] (speccc.model.quant);
    B [N] f32 with `bias`; then gemv_mma's epilogue arguments and output. `knobs`: gemv_mma's
    mapping knobs (xdepth, min_ctas, l2)."""
    if not fits(params, plan):
        raise ValueError(f"quantized tensor-core gemv: {params} does not fit plan {plan}")
    return gemv_mma.kernel(
        params, plan, pdl, quant=parts(params["wdtype"], params["n"], params["k"]), **knobs
    )


class GemvMmaQuant(gemv_mma.GemvMma):
    """GGUF q4_0 / q4_1 / q8_0 weights on the tensor cores, for every M (gemv_mma's forms)."""

    plan_of = staticmethod(default_plan)
    fits_of = staticmethod(fits)
    kernel_of = staticmethod(kernel)


RULE = GemvMmaQuant()
