"""Tensor-core CUDA GEMV for 16-bit weights, Y = f(norm(X) @ W[N, K]^T (+ B)), symbolic M.

Every row, whatever M, goes through the same `mma.sync.m16n8k16` instructions (fp32 accumulate),
so the tensor cores are used for every M with one order; rows only fill MMA slots.

Operands. A = X: 16 rows (a row tile) x 16 k, B = W^T: 16 k x 8 outputs, C: 16 rows x 8 outputs
fp32. X is fp32, so each X element is split exactly into three bf16 (or f16) parts,
x = x1 + x2 + x3 with x1 = rn(x), x2 = rn(x - x1), x3 = rn(x - x1 - x2); each part's product with
the 16-bit weight is exact, and the three MMAs accumulate into the same C, part 1 first. A plan
with parts = 2 keeps x1 + x2 (17 of x's 24 significant bits; x3 dropped): two MMAs a k-step
(H200 bench/results/timeline/tl8: the Qwen-shape chain 7-9% faster at every M, its output
1e-5 from the three-part one; the step bench/results/parts): the default (PARTS), for the
quantized weights' plans (gemv_mma_quant) too.
For bf16 the parts are made two elements at a time (cvt.rn.bf16x2.f32, the same rounding as
the one-element conversion; H200 lab_kernels_9: bitwise equal, down 11.7 -> 8.4 us), and the
fragment registers of a tile's rows 8..15 are zero, not converted, when none of those rows
exists (a warp-uniform row guard: the same zeros the conversion of X's zero rows gave).

Reduction order of output (m, n), a function of (wdtype, N, K, plan) only (plan.tree "mma"):
  K is cut into 32-element blocks, and the blocks into `plan.split` (= plan.warps) contiguous
  ranges, one per warp of the CTA. A warp walks its blocks in order; block b is two MMA k-steps
  (h = 0, 1), each plan.parts MMAs (parts 1, 2[, 3]) into one fp32 accumulator from 0. Within a
  k-step the MMA sums its 16 products in the hardware's fixed order; the k-step's logical k
  index L maps to the block's element q*8 + h*4 + (L // 8)*2 + L % 2, q = (L % 8) // 2 (so each
  lane's weight load is one 16-byte run). The warps' partials then add in warp order,
  ((P0 + P1) + P2) + ..., (with the folded norm: times the row's 1 / rms,) then the epilogue.
Row r of the step always sits in row tile (r // 16) % T of row group r // (16 T), slot r % 16,
with T = plan.row_tile / 16 tiles a pass: its place never depends on M, and an MMA slot's result
depends only on its own row.

Fused forms (speccc.ops.gemv: params `norm` and `epilogue`):
  norm, folded     (`fold`, the default) the MMAs take x[m, k] * g[k]; inv[m] =
                   rsqrt(ss[m] / K + eps) scales acc, the warps' sum, before the epilogue below.
                   ss[m]: each lane adds the squares of the raw X slots it holds (rows lane // 4
                   and + 8 of a tile, blocks in order, slots in order), the 4 lanes of a row
                   combine by an XOR butterfly (1, then 2), the warps in warp order. No pass over
                   X and no CTA barrier before the loop (H200 bench/results/norm_fold: Qwen step
                   0.678 -> 0.638 ms at 512, M=16 0.984 -> 0.885; SmolLM2 Q4_1 0.558 -> 0.514
                   at 100 positions).
  norm (prologue)  (`fold=False`, a lab form) X is normalized on the way in: x[m, k] *
                   inv[m] * g[k], inv[m] as above with row m's sum taken by warp m % warps of
                   every CTA in one fixed order (lane l adds k = l, l + 32, ... serially, then an
                   XOR butterfly). Either way every CTA computes the same bits for a row.
  "" / bias        Y[m, n] = acc (+ B[n])
  residual         Y[m, n] = acc (+ B[n]) + R[m, n]
  silu_mul         W is [gate; up] (N = 2F); Y[m, j] = g / (1 + exp(-g)) * u, g, u the outputs
                   j and F + j (a CTA holds matching gate and up tiles)
  rope_kv          W is [q; k; v] heads of hd; outputs i and i + hd/2 of a head sit in one CTA;
                   q, k are rotated (as speccc.ops.rope_kv) with cos/sin[pos[m], i]: q to
                   Qo[m, h], k to Kc[pos[m], h], v copied to Vc[pos[m], h]

Thread mapping (no order): a CTA holds 8 * tile_n outputs; each lane loads, per block and
output tile, the 16 bytes W[n0 + lane // 4, 32 b + (lane % 4) * 8 ...], `prefetch` blocks ahead
of use (a register ring whose slot is the block index mod prefetch + 1: the loop is unrolled by
that, so no register move waits on a load in flight); X is loaded one block ahead. plan.row_tile
rows (16 or 32) are accumulated per pass over the weights, so weights are read once for
M <= row_tile. M appears only in the row-group loop's extent, in row guards and row indices.
With programmatic dependent launch (speccc.schedules.cuda.launch), the first weight loads, and a
bulk L2 prefetch of the rest of each warp's weights (l2_prefetch), are issued before the wait for
the previous kernel. Each thread's epilogue operands sit in registers before the main loop: bias,
pos and cos/sin[pos] loaded before the wait, the residual right after it (a coherent load under
PDL, launch.LD_ACT), so no load waits between the reduction and the store.
"""

from __future__ import annotations

from dataclasses import replace

import tvm
from speccc.schedules.cuda import gemv_parts
from speccc.schedules.cuda.launch import LD_ACT, globaltimer, prefetch_l2, smid, with_pdl
from speccc.schedules.rule import KernelGenerator
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target

BLOCK = 32  # K elements per block: two m16n8k16 k-steps
# outputs from which a GEMV is a vocabulary projection (the LM head): its plan has fatter CTAs
# and a shallower ring (shape_plan), its thousands of CTAs do not each recompute the rows' norms
# (fits), and its predecessor (the final norm) is no PDL kernel, so it has no L2 prefetch
# (l2_prefetch). Above every other projection of the models here (Qwen2.5-0.5B gate_up: 9728),
# below their vocabularies (SmolLM2 49152, Qwen 151936).
VOCAB_N = 32768


def l2_prefetch(pdl: bool, n: int) -> bool:
    """Whether each warp starts with one bulk L2 prefetch (cp.async.bulk.prefetch.L2) of every
    weight row's part it reads past its register ring: with PDL, where it is issued before the
    wait, so the kernel's weights stream into L2 while the previous kernel finishes (H200
    `ab_l2`, same run: Qwen step 0.776 -> 0.733 ms at 512, 0.879 -> 0.827 at 4095, the LM head
    included; 0.740 / 0.831 with it left out). Alone, without a previous kernel to overlap,
    it does not pay (lab_kernels_13), so it is off without PDL. Nor in the LM head (N >
    VOCAB_N): its predecessor (final_norm) is not a PDL kernel, so it has nothing to overlap,
    and alone the prefetch costs it 95.3 vs 82.5 us (lab_kernels_13; ncu in the step, call M1:
    95.3 us, 60% of DRAM peak, L2 81% busy). A mapping: no order."""
    return pdl and n < VOCAB_N


MMA = ("bfloat16", "float16")
PROBES = ("no_x", "no_w", "one_part", "dup_part")  # timing probes, comma-joined (not exact)
EPILOGUES = ("", "residual", "silu_mul", "rope_kv")


def _divisor(kb: int, choices: tuple[int, ...], min_blocks: int = 1) -> int:
    return next((d for d in choices if kb % d == 0 and kb // d >= min_blocks), 1)


# X's parts in every shape plan (shape_plan: 16-bit and quantized weights): x1 + x2. H200
# bench/results/parts, the Qwen2.5-0.5B shape: the step 0.631 -> 0.591 ms at M=1 @512, -4.7%
# M=8, -5.5% M=16, -2..-5% at 4080-4095; its own order's row parity ALL BITWISE at 12 lengths x
# M=1..17 with 100 graph replays; the float64 tier 1.2e-5 of the logit scale against a tolerance
# of 8.3e-4. The SmolLM2-135M Q4_1 shape (P3): 0.506 -> 0.474 ms at M=1 @100, 0.521 -> 0.488
# @1000; its own parity ALL BITWISE, float64 1.5e-5 (real weights 6.1e-5 against 5.8e-4).
PARTS = 2


def default_plan(wdtype: str, n: int, k: int) -> ReductionPlan | None:
    """The plan of (wdtype, N, K): tuned on the H200 (bench/results/lab), never a function of M.
    split = warps per CTA, each a contiguous range of K blocks (combined in warp order)."""
    if wdtype not in MMA or k % BLOCK or k < 2 * BLOCK:  # a ring needs a block ahead
        return None
    return shape_plan(n, k)


def shape_plan(n: int, k: int, prefetch: int = 5) -> ReductionPlan:
    """The plan of a shape (K a multiple of BLOCK), shared with the quantized-weight kernel
    (speccc.schedules.cuda.gemv_mma_quant, which keeps only its vocabulary plan); `prefetch`:
    the weight ring's depth. Projections take as many warps as keep the SMs issuing at M=1
    (H200 lab qwen_par, bench/results/warps/, us at M=1 L2-warm / cold: Qwen down 6.6 / 8.1 at 8
    warps of 19 blocks -> 5.8 / 7.7 at 19 of 8; qkv + norm + RoPE 4.1 / 5.0 at 7 warps -> 3.8 /
    4.4 at 14; wo 3.0 / 3.8 -> 2.8 / 3.5; gate_up kept: more warps or CTAs were slower)."""
    kb = k // BLOCK
    if k >= 2048:  # long K (the down projection): up to 20 warps of at least 8 blocks, ring 3
        tile_n, warps = 1, _divisor(kb, tuple(range(20, 1, -1)), min_blocks=8)
        prefetch = min(prefetch, 3)
    elif n <= 2048:  # small projections: up to 16 warps of at least 2 blocks
        tile_n, warps = 2, _divisor(kb, tuple(range(16, 1, -1)), min_blocks=2)
    else:
        tile_n, warps = 4, _divisor(kb, (4, 2))
    if n >= VOCAB_N:  # LM head: fatter CTAs, shallower weight ring (H200 lab gemv3b, Qwen: 87 us
        tile_n, prefetch = 8, 2  # plain, 103 us with the norm, vs 102 / 116 at tile_n 2, ring 5)
    return ReductionPlan(
        lanes=32, vec=BLOCK, tree="mma", row_tile=16, split=warps, tile_n=tile_n, warps=warps,
        prefetch=prefetch, parts=PARTS,
    )  # fmt: skip


def fits(params: dict, plan: ReductionPlan | None, dtypes: tuple[str, ...] = MMA) -> bool:
    """Whether this kernel builds `params` (speccc.ops.gemv) with `plan`. A quantized vocabulary
    projection (N >= VOCAB_N) does not take the norm: its prologue has thousands of CTAs in many
    waves each recompute the rows' norms (H200 lab smolq_head2, SmolLM2 Q8_0 at its ring depth 2:
    23.1 / 27.2 / 37.2 us at M = 1 / 8 / 16 with it, 17.2 / 17.7 / 20.8 without), and folded
    it is no faster than the norm's own kernel (bench/results/norm_fold/z3: the step within
    0.5%), so its final norm stays its own kernel. A 16-bit one takes it folded (no pass before
    the loop) with the weight ring in shared memory (weight_ring): H200 bench/results/wring, Qwen
    bf16 LM head 75.2 us at M=1 against 79.0 norm-free after the norm's own kernel; the step
    (v1) 0.640 -> 0.630 ms at M=1 @512, 0.739 -> 0.733 @4095 (with the prologue it had been
    slower: lab 13, 91.6 us against 82.7)."""
    if plan is None or plan.tree != "mma" or params["wdtype"] not in dtypes:
        return False
    if params["k"] % (BLOCK * plan.warps) or params["k"] // (BLOCK * plan.warps) < 2:
        return False  # whole blocks a warp, at least two (the weight ring loads one ahead)
    if params.get("norm") is not None and params["n"] >= VOCAB_N and dtypes != MMA:
        return False
    ep = params.get("epilogue", "")
    if ep == "rope_kv":  # one CTA = a head's outputs i and i + hd/2, 8 of each
        return plan.tile_n == 2 and params["head_dim"] % 32 == 0
    if ep == "silu_mul":  # a CTA's gate and up tiles pair up
        return plan.tile_n % 2 == 0 and params["n"] % (8 * plan.tile_n) == 0
    return ep in EPILOGUES


def x_depth(plan: ReductionPlan, n: int, k: int, norm: bool) -> int:
    """How many blocks ahead X (and g) are loaded, from (N, K, norm, plan) only (a thread mapping:
    no order depends on it). 0: one block ahead, normalized as it is loaded (after the norm);
    d >= 1: a ring, d blocks ahead, raw X and g, the norm scale applied at use. The ring is
    as deep as the weight ring while the rings fit ~160 registers a thread (fewer where a CTA of
    many warps caps a thread's registers: 96 at Qwen down's 19 warps). H200 labs
    (bench/results/lab, lab_kernels_9 with the packed split, cold L2): the ring wins on the
    long-K down projection, the small normed qkv, the LM head with or without the norm, and
    gate_up without the norm; it loses on gate_up with the norm (registers) and on wo."""
    wins = k >= 2048 or (n <= 2048 or n >= VOCAB_N if norm else n > 4096)
    if not wins:
        return 0 if norm else 1
    per_slot = plan.row_tile + (8 if norm else 0)  # 32-bit registers of X (and g) a slot
    w = plan.prefetch * plan.tile_n * 4
    budget = min(160, 65536 // (32 * plan.warps) - 56)  # the rest: the kernel's other registers
    return max(1, min(plan.prefetch, (budget - w) // per_slot - 1))


def ctas_per_sm(plan: ReductionPlan, n: int, k: int, norm: bool) -> int:
    """CTAs an SM must hold at once (ptxas caps registers to fit them; with 3 or more the weight
    ring is at most 3 blocks deep), from the shape and plan only (a mapping: no order depends on
    it); 1: no cap. H200 lab_kernels_10 (cold L2, M=1): gate_up + norm (304 CTAs of 4 warps,
    2 an SM at 208 registers: a second wave of 40 CTAs) 14.2 -> 11.0 us at 3 an SM; the LM head
    (2374 CTAs) is slower capped (90 -> 100 us)."""
    gate_up = 2048 < n < VOCAB_N and k < 2048 and plan.tile_n == 4
    return 3 if norm and gate_up else 1


def weight_ring(plan: ReductionPlan, n: int, k: int, norm: bool) -> int:
    """How many blocks deep the weight ring in shared memory is (`kernel`'s `wring`), 0: the
    ring in registers; from the shape and plan only (a mapping: the same MMAs in the same
    order). H200 labs bench/results/wring (M = 1 / 16, us warm): the LM head taking the final
    norm (fits) 87.5 / 102.4 in registers (255, spilling) -> 75.2 / 85.8 at 4 blocks,
    below the norm-free head's 79.0 / 87.8; gate_up + SiLU 8.6 -> 6.5 alone, but no faster in
    the step (u1: 0.636 / 0.636 ms against 0.637 / 0.635 at M=1, M=8 +1-2%); the norm-free
    LM head, qkv, wo and down: no faster at any depth."""
    return 4 if n >= VOCAB_N and norm else 0


def mma_parts(dt: str, packed: bool, parts: int = 3):
    """The macro `(a, bf, c, off)`: the MMAs of one k-step, A parts 1 .. `parts` of `a` (the
    plan's parts; 1: kernel's probe "one_part") times the B fragment `bf`, accumulated in that
    order into the C fragment at c[off ..]."""

    @T.macro
    def macro(a, bf, c, off):
        for p in T.unroll(parts):
            T.ptx_legacy.mma(
                "m16n8k16",
                "row",
                "col",
                dt,
                dt,
                "float32",
                a.data,
                p * (4 if packed else 8),
                bf.data,
                0,
                c.data,
                off,
                False,
                dtype="float32",
            )

    return macro


# kernel(trace=True): thread 0's global timer (ns) at these events of its CTA (the last row
# group's), then its SM, in Tr[bx, 0 .. TRACE_SLOTS - 1]; then, in Tr[bx, TRACE_SLOTS + b], the
# timer after warp 0's MMAs of K block b were issued (its weights arrived), b < K's blocks a warp
TRACE = ("entry", "waited", "looped", "stored")
TRACE_SLOTS = len(TRACE) + 1


def kernel(
    params: dict,
    plan: ReductionPlan,
    pdl: bool = False,
    xdepth: int | None = None,
    min_ctas: int | None = None,
    l2: bool | None = None,
    quant=None,
    fold: bool | None = None,
    wring: int | None = None,
    trace: bool = False,
    epi_late: bool = False,
    l2_partner: int = 0,
    probe: str = "",
    unroll_k: bool | None = None,
    trigger_waited: bool = False,
) -> tvm.tirx.PrimFunc:
    """Args, in order: X [M, K] f32; g [K] f32 with `norm`; W [N, K] bf16|f16; B [N] f32 with
    `bias`; then by epilogue: residual R [M, N]; rope_kv pos [M] i32, cos, sin [max_ctx, hd/2],
    Kc, Vc [max_ctx, Hkv, hd]; last the output: Y [M, N], silu_mul Y [M, N/2], rope_kv
    Qo [M, Hq, hd]. `xdepth` overrides x_depth, `min_ctas` ctas_per_sm, `l2`
    l2_prefetch (mapping knobs, for the kernel lab). `quant`: a quantized weight format's part
    (speccc.schedules.cuda.gemv_mma_quant.parts) in place of W: its planes qs, d[, m] replace W,
    its loads and block step replace the 16-bit ones, and X is loaded in its element order.
    `fold` (the norm's order; default on): the rows' sums of squares folded into the K loop
    (see the module docstring), not taken before it (False: the prologue). `wring` (16-bit
    weights; default weight_ring, 0: the register ring): the weight ring in (dynamic) shared
    memory, `wring` blocks deep (at most K's blocks a warp), filled by cp.async, so the bytes in
    flight hold no registers; each lane copies the 16 bytes it later reads back itself
    (cp.async.wait_group, then one 16-byte shared load a tile), and a slot is refilled only
    after the MMAs that used it were issued. The same MMAs in the same order. `trace` (for
    bench/lab_timeline.py, never in a step's build): a last argument Tr [NCTA, TRACE_SLOTS +
    blocks a warp] uint64 where thread 0 of CTA bx leaves the global timer at TRACE's events,
    its SM, and the timer after each of its K blocks. `epi_late`: the epilogue's inputs (bias;
    pos and cos, sin[pos] for rope_kv) loaded after the wait and the first X loads instead of
    before the wait (bench/results/timeline: qkv's last CTA starts after the kernel before has
    ended, and its pos -> cos / sin loads then delay its wait and X); the same values, and 1000
    replays race-free, but no faster (H200 bench/results/timeline: qkv's last CTA returns from
    its wait 0.8 us sooner, yet qkv adds the same; the Qwen step -0.2..-1.0% by the mean of two
    passes in ep1, the lab chain +0.1..+0.2% in tl3, SmolLM2 +0.3..+1%): off.
    `l2_partner` (16-bit weights, with the L2 prefetch; a mapping knob for the lab): CTA
    bx < l2_partner also bulk-prefetches into L2, before its wait, the weights of CTA
    bx + NCTA - l2_partner (the last CTAs start after the kernel before ends, so their own
    prefetch comes late); a hint, the same values, race-free, but slower (bench/results/
    timeline/tl3: gate_up 76, qkv 36: the step +1.6..+4.3% at 512, the lab +1.2..+2.1%).
    `probe` (timing probes for the
    lab, never a knob, NOT exact; 16-bit weights in the register ring; PROBES, comma-joined):
    "no_x", every X value a constant 1 instead of a load; "no_w", every weight a constant (no
    weight loads, no L2 prefetch); "one_part": one MMA a k-step (X's first part) instead of the
    plan's parts: what the K loop waits on; "dup_part": the plan's MMAs, each on X's first part
    (the later parts not computed: the MMAs without the split's later work).
    `unroll_k` (a mapping knob; default on for 16-bit weights, off for quantized ones): the K
    loop unrolled whole (it is 2 to 8 blocks a warp), so its ring-slot guards are constants and
    it has no branch (H200 bench/results/timeline/nc3: in the step the loop's branch and
    predicate instructions hold as many stall samples as its MMAs); the same instructions on
    the same values in the same order (H200 bench/results/timeline/uk1: same bits as the loop on
    both shapes; the Qwen step -1..-2.5% at M=1, the SmolLM2 Q4_1 step +0.3..+1.5%).
    `trigger_waited` (a mapping knob, default off): griddepcontrol.launch_dependents right after
    the wait instead of at entry, so the next kernel's CTAs (and their pre-wait weight loads and
    L2 prefetch) start only once every CTA of this one has waited, i.e. once the kernel before
    it has ended: for wo, gate_up's 17 MB prefetch then no longer runs beside split attention's
    arrival (TL15: 1.8 us at M=1 @512 against 0.8 at M=8). The same values."""
    n, k, wdtype = params["n"], params["k"], params["wdtype"]
    trigger_waited = bool(trigger_waited)  # a knob by shape ("NxK:1") comes as an int
    bias, eps, ep = params["bias"], params.get("norm"), params.get("epilogue", "")
    dtypes = MMA if quant is None else (wdtype,)
    ok = plan.tree == "mma" and plan.vec == BLOCK and plan.split == plan.warps
    ok = ok and plan.parts in (2, 3)
    if not ok or wdtype not in dtypes or k % (BLOCK * plan.warps) or plan.row_tile not in (16, 32):
        raise ValueError(f"tensor-core gemv: K={k} {wdtype} does not fit plan {plan}")
    if not fits(params, plan, dtypes):
        raise ValueError(f"tensor-core gemv: epilogue {ep!r} does not fit plan {plan}")
    TN, NW, RTN, NP = plan.tile_n, plan.warps, plan.row_tile // 16, plan.parts
    KBW = k // BLOCK // NW  # blocks per warp
    MB = min_ctas if min_ctas is not None else ctas_per_sm(plan, n, k, eps is not None)
    if wring is None:
        wring = weight_ring(plan, n, k, eps is not None)
    WRING = None if quant is not None or min(wring, KBW) < 2 else min(wring, KBW)
    P = WRING - 1 if WRING else min(plan.prefetch, KBW - 1, 3 if MB >= 3 else plan.prefetch)
    U = P + 1
    unroll_k = quant is None if unroll_k is None else unroll_k
    kloop = T.unroll if unroll_k else T.serial  # the K loop's passes over the ring (unroll_k)
    SRING = WRING is not None  # the weight ring in shared memory
    WSLOTS = 1 if SRING else U  # weight slots in registers
    # with the ring, all shared memory is dynamic: the runtime lifts the 48 KB default only when
    # the dynamic part alone reaches it, so a ring under 48 KB beside static buffers that take
    # the sum past it would not launch (H200 bench/results/wring/t4: CUDA_ERROR_INVALID_VALUE)
    SH = "shared.dyn" if SRING else "shared"
    DX = min(P, xdepth if xdepth is not None else x_depth(plan, n, k, eps is not None))
    # norm: X one block ahead, normalized as it is loaded (0), or loaded raw with g and
    # normalized in place after the previous block's MMAs (-1); else the scale applied at use
    fold = eps is not None and (True if fold is None else fold)
    late = eps is not None and not fold and DX == -1
    scaled = eps is not None and not fold and DX <= 0
    DX = max(DX, 1)
    # X ring slots: the smallest divisor of U above DX, so block b's slot b % UX is static in the
    # loop unrolled by U (fewer registers than U slots when X runs less deep than the weights)
    UX = next(d for d in range(DX + 1, U + 1) if U % d == 0)
    probes = set(probe.split(",")) - {""}
    L2P = (l2_prefetch(pdl, n) if l2 is None else l2) and "no_w" not in probes
    if not probes <= set(PROBES) or probes and (quant is not None or WRING):
        raise ValueError(f"probe={probe!r}: of {PROBES}, 16-bit weights, register ring")
    OUT = 8 * TN  # outputs per CTA
    NCTA = -(-n // OUT)
    if l2_partner and not (L2P and quant is None and 0 < l2_partner <= NCTA // 2):
        raise ValueError(f"l2_partner={l2_partner}: 16-bit weights, L2 prefetch, <= {NCTA // 2}")
    ROWS = 16 * RTN
    # row stride of the partials in shared memory: RS % 16 == 8, so the 2-float stores of a
    # half-warp (rows lane // 4, columns (lane % 4) * 2) hit 32 distinct banks (at RS = OUT, 8
    # rows shared a bank: ncu in the step, call M1, an 8-way conflict on every store)
    RS = OUT + (8 - OUT) % 16

    def rix(w, row, col):
        """Place of warp w's partial of (row, col) in the flat shared buffer `red` (flat: a
        padded 3-D buffer would be compacted back to the columns it touches)."""
        return (w * ROWS + row) * RS + col

    dt = wdtype if quant is None else "bfloat16"  # the MMA operands (quants: exact in bf16)
    norm = eps is not None
    eps_c = T.float32(eps if norm else 0.0)
    # rope_kv geometry: heads of hd outputs, CTA = (head, 8-column group of the first half)
    hd = params.get("head_dim", 64)
    half = hd // 2
    hq, hkv, ctx = params.get("n_heads", 1), params.get("n_kv_heads", 1), params.get("max_ctx", 1)
    ny = n // 2 if ep == "silu_mul" else n  # output row length

    def col_ok(bx, e):
        """Output e of CTA bx exists (the paired epilogues only make whole CTAs)."""
        return True if ep in ("silu_mul", "rope_kv") else bx * OUT + e % OUT < n

    def w_row(bx, t, lane):
        """Weight row of output tile t, lane's row lane // 4, in CTA bx."""
        if ep == "silu_mul":  # tiles < TN/2: gate rows, the others: the matching up rows
            j = bx * (OUT // 2) + (t % (TN // 2)) * 8 + lane // 4
            return j + (t // (TN // 2)) * (n // 2)
        if ep == "rope_kv":  # tile 0: columns c0.., tile 1: c0 + hd/2.. of head bx // (hd/16)
            return (bx // (half // 8)) * hd + (bx % (half // 8)) * 8 + t * half + lane // 4
        return T.min(bx * OUT + t * 8 + lane // 4, n - 1)

    # a quantized format's ring loads and block step (its words: WB a row's block)
    qp = None if quant is None else quant(TN=TN, RTN=RTN, ROWS=ROWS, KBW=KBW, w_row=w_row)
    WB = BLOCK // 2 if quant is None else qp.wb

    def w_word(w, b):
        """Word of a weight row where block b of warp w's K range starts."""
        return (w * KBW + b) * BLOCK // 2 if quant is None else (w * KBW + b) * WB

    @T.macro
    def load(b, slot, Wu, wr, bx, w, lane):
        # 16 bytes of each output tile's row: 8 weights as 4 packed 32-bit words (the B fragment
        # registers of the block's two k-steps)
        for t in T.unroll(TN):
            for v in T.vectorized(4):
                if "no_w" in probes:  # two bf16 1/64 a word
                    wr[slot, t, v] = T.uint32(0x3C803C80)
                else:
                    wr[slot, t, v] = Wu[
                        w_row(bx, t, lane), ((w * KBW + b) * BLOCK + (lane % 4) * 8) // 2 + v
                    ]

    @T.macro
    def load_async(b, slot, Wu, ws, bx, w, lane):
        # WRING: block b's 16 bytes of each output tile's row into shared ring slot `slot`
        for t in T.unroll(TN):
            T.ptx["cp.async.cg.shared.global"](
                ws.ptr_to([((w * U + slot) * TN + t) * 128 + lane * 4]),
                Wu.ptr_to([w_row(bx, t, lane), ((w * KBW + b) * BLOCK + (lane % 4) * 8) // 2]),
                16,
            )

    @T.macro
    def fetch(slot, ws, wr, w, lane):
        # WRING: this lane's copies of ring slot `slot` done (at most P younger groups in
        # flight), then its B fragments into registers
        T.ptx["cp.async.wait_group"](P)
        for t in T.unroll(TN):
            for v in T.vectorized(4):
                wr[0, t, v] = ws[((w * U + slot) * TN + t) * 128 + lane * 4 + v]

    @T.macro
    def l2_fill(Wu, bx, w, lane):
        # the rest of the warp's K range of each weight row the CTA reads (blocks P .. KBW - 1),
        # one bulk L2 prefetch a row, issued by lane r of output tile t for row r
        for t in T.unroll(TN):
            if lane < 8:
                prefetch_l2(Wu.ptr_to([w_row(bx, t, lane * 4), w_word(w, P)]), (KBW - P) * WB * 4)

    @T.macro
    def no_prefetch(Wu, bx, w, lane):
        T.evaluate(0)

    prefetch = l2_fill if L2P and KBW > P else no_prefetch

    @T.macro
    def l2_partner_fill(Wu, bx, w, lane):
        # l2_partner: CTA bx + NCTA - l2_partner's rows, the warp's whole K range (its ring too)
        if bx < l2_partner:
            for t in T.unroll(TN):
                if lane < 8:
                    prefetch_l2(
                        Wu.ptr_to([w_row(bx + NCTA - l2_partner, t, lane * 4), w_word(w, 0)]),
                        KBW * WB * 4,
                    )

    partner = l2_partner_fill if l2_partner else no_prefetch

    packed = dt == "bfloat16"  # A parts made two at a time (cvt.rn.bf16x2: one instruction)

    # X ring slot (within a k-step) of A fragment register half c, value v: the 16-bit kernel's
    # element order, or the quantized format's (its B registers' element order)
    xslot = (lambda c, v: c * 2 + v) if quant is None else qp.xslot

    def x_at(xr, gr, ir, xs, rt, h, j):
        # fragment slot j of k-step h, row tile rt, from X ring slot xs: row (j // 2) % 2 * 8,
        # ring slot h*4 + xslot(j // 4, j % 2); with the norm prologue x * inv[row] * g[k] (that
        # expression, in that order)
        x = xr[xs, rt, (j // 2) % 2, h * 4 + xslot(j // 4, j % 2)]
        if fold:  # x * g[k]; the row's 1 / rms scales its sums in the epilogue
            return x * gr[xs, h * 4 + xslot(j // 4, j % 2)]
        if norm and not scaled:
            return x * ir[rt, (j // 2) % 2] * gr[xs, h * 4 + xslot(j // 4, j % 2)]
        return x

    def lo(u):  # the bf16 in the low half of a packed register, as f32 (exact)
        return T.reinterpret("float32", T.shift_left(u, T.uint32(16)))

    def hi(u):
        return T.reinterpret("float32", T.bitwise_and(u, T.uint32(0xFFFF0000)))

    @T.macro
    def split(xr, gr, ir, xn, a, xs, rt, h, row0, M):
        # the A fragment of k-step h, row tile rt (rows row0 ..): x = x1 + x2 + x3, x1 = rn(x),
        # x2 = rn(x - x1), x3 = rn((x - x1) - x2), the first NP (plan.parts) of them. bf16:
        # a[part, q] holds slots 2q, 2q + 1 packed (slot 2q low); register q = 2c + hh holds rows
        # of half hh (row0 + hh*8 ..), zero when none of them exists (a warp-uniform row guard)
        if packed:
            for c in T.unroll(2):
                for hh in T.unroll(2):
                    if row0 + hh * 8 < M:
                        for v in T.unroll(2):
                            xn[v] = x_at(xr, gr, ir, xs, rt, h, (c * 2 + hh) * 2 + v)
                        for p in T.unroll(1 if "dup_part" in probes else NP):
                            a[p, c * 2 + hh] = T.cuda.float22bfloat162_rn(xn[0], xn[1])
                            if "dup_part" in probes:
                                for q in T.unroll(1, NP):
                                    a[q, c * 2 + hh] = a[0, c * 2 + hh]
                            elif p < NP - 1:
                                xn[0] = xn[0] - lo(a[p, c * 2 + hh])
                                xn[1] = xn[1] - hi(a[p, c * 2 + hh])
                    else:
                        for p in T.unroll(NP):
                            a[p, c * 2 + hh] = T.uint32(0)
        else:
            for j in T.unroll(8):
                xn[j] = x_at(xr, gr, ir, xs, rt, h, j)
                a[0, j] = T.Cast(dt, xn[j])
                a[1, j] = T.Cast(dt, xn[j] - T.Cast("float32", a[0, j]))
                if NP == 3:
                    a[2, j] = T.Cast(
                        dt, xn[j] - T.Cast("float32", a[0, j]) - T.Cast("float32", a[1, j])
                    )

    def xk(b, tx, c, v):
        """K index of X slot c * 4 + v (k-step c, fragment slot v) of this lane in block b."""
        if quant is not None:
            return ((tx // 32) * KBW + b) * BLOCK + qp.xcol(tx % 4, c, v)
        return ((tx // 32) * KBW + b) * BLOCK + (tx % 4) * 8 + c * 4 + v

    def xk8(b, tx, v):
        """K index of X slot v (0..7) of this lane in block b."""
        return xk(b, tx, v // 4, v % 4)

    @T.macro
    def load_x(b, xs, X, G, inv, xr, gr, rg, M, tx):
        # X rows of block b for this lane's A fragments (rows lane // 4 and + 8 of each tile)
        # into ring slot xs: `scaled`: normalized on the way in (x * inv[row] * g[k]); else raw,
        # with the norm prologue g of the block too, the scale applied at use (split)
        for rt in T.unroll(RTN):
            if rg * ROWS + rt * 16 < M:
                for hr in T.unroll(2):
                    if rg * ROWS + rt * 16 + hr * 8 + tx % 32 // 4 < M:
                        for c in T.unroll(2):
                            for v in T.vectorized(4):
                                if "no_x" in probes:
                                    xr[xs, rt, hr, c * 4 + v] = T.float32(1)
                                else:
                                    xr[xs, rt, hr, c * 4 + v] = X[
                                        rg * ROWS + rt * 16 + hr * 8 + tx % 32 // 4,
                                        xk(b, tx, c, v),
                                    ]
                        if scaled and not late:
                            for v in T.unroll(8):
                                xr[xs, rt, hr, v] = (
                                    xr[xs, rt, hr, v]
                                    * inv[rt * 16 + hr * 8 + tx % 32 // 4]
                                    * G[xk8(b, tx, v)]
                                )
        if norm and (late or not scaled):
            for c in T.unroll(2):
                for v in T.vectorized(4):
                    gr[xs, c * 4 + v] = G[xk(b, tx, c, v)]

    @T.macro
    def zero_absent(xr, rg, M, tx):
        # the X slots of this lane's rows past M hold zeros for the whole row group (load_x
        # never writes them): their MMA rows stay zero
        for xs, rt, hr in T.grid(UX, RTN, 2):
            if rg * ROWS + rt * 16 + hr * 8 + tx % 32 // 4 >= M:
                for v in T.unroll(8):
                    xr[xs, rt, hr, v] = T.float32(0)

    @T.macro
    def scale_x(xs, xr, gr, inv, rg, M, tx):
        # late: ring slot xs (raw X and g) normalized in place, x * inv[row] * g[k]
        for rt in T.unroll(RTN):
            for hr in T.unroll(2):
                if rg * ROWS + rt * 16 + hr * 8 + tx % 32 // 4 < M:
                    for v in T.unroll(8):
                        xr[xs, rt, hr, v] = (
                            xr[xs, rt, hr, v] * inv[rt * 16 + hr * 8 + tx % 32 // 4] * gr[xs, v]
                        )

    @T.macro
    def sumsq(xs, xr, ssr, rg, M, tx):
        # fold: this lane's squares of raw X in ring slot xs (its rows lane // 4 and + 8 of
        # each tile, slots in order) added to its running sums; a warp-uniform row guard
        for rt in T.unroll(RTN):
            for hr in T.unroll(2):
                if rg * ROWS + rt * 16 + hr * 8 < M:
                    for v in T.unroll(8):
                        ssr[rt, hr] = ssr[rt, hr] + xr[xs, rt, hr, v] * xr[xs, rt, hr, v]

    @T.macro
    def sumsq_publish(ssr, ssw, tx):
        # fold: the 4 lanes of a row (a quad) combine their sums by an XOR butterfly (1, then
        # 2: the same bits in each), and lane 0 of the quad stores the warp's sum of the row
        for rt, hr in T.grid(RTN, 2):
            for o in T.unroll(2):
                ssr[rt, hr] = ssr[rt, hr] + T.tvm_warp_shuffle_xor(
                    T.uint32(0xFFFFFFFF), ssr[rt, hr], 1 << o, 32, 32
                )
            if tx % 4 == 0:
                ssw[(tx // 32) * ROWS + rt * 16 + hr * 8 + tx % 32 // 4] = ssr[rt, hr]

    @T.macro
    def row_scale(ssw, rs, r):
        # fold: rs[0] = 1 / rms of row r of the group: the warps' sums in warp order
        rs[0] = ssw[r]
        for w in T.serial(1, NW):
            rs[0] = rs[0] + ssw[w * ROWS + r]
        rs[0] = T.rsqrt(rs[0] / T.float32(k) + eps_c)

    mma3 = mma_parts(dt, packed, 1 if "one_part" in probes else NP)

    @T.macro
    def step(slot, xs, wr, bf, xr, gr, ir, xn, a, acc, rg, M):
        # one K block of this warp from ring slots `slot` (W), `xs` (X): X -> 16-bit parts ->
        # 3 MMAs per k-step and output tile
        for rt in T.unroll(RTN):
            if rg * ROWS + rt * 16 < M:
                for h in T.unroll(2):
                    split(xr, gr, ir, xn, a, xs, rt, h, rg * ROWS + rt * 16, M)
                    for t in T.unroll(TN):
                        for i in T.unroll(2):  # whole 32-bit words: no repacking
                            bf[i] = wr[slot, t, h * 2 + i]
                        mma3(a, bf, acc, (rt * TN + t) * 4)

    if quant is not None:
        qstep = qp.step(split, mma3)

    row_norms = gemv_parts.row_norms(k, eps_c, ROWS, NW)

    rope_store = gemv_parts.rope_store(hq, hkv, half)
    NE = ROWS * (OUT // 2 if ep in ("silu_mul", "rope_kv") else OUT)  # outputs per row group
    NEW = OUT // 2 if ep in ("silu_mul", "rope_kv") else OUT  # ... per row
    NJ = -(-NE // (32 * NW))  # epilogue outputs per thread (its registers: eb, er, ep_, ec, es)

    def live(e, bx, rg, M):
        """Output e of this CTA's row group exists (e < NE, its row < M, its column < N)."""
        ok = [e < NE, rg * ROWS + e // NEW < M, col_ok(bx, e)]
        return tvm.tirx.all(*[c for c in ok if c is not True])

    @T.macro
    def epi_inputs(B, Pos, Cos, Sin, eb, ep_, ec, es, bx, rg, M, tx):
        """This thread's epilogue operands that no kernel of the step writes (bias; pos and cos,
        sin[pos] for rope_kv), loaded before the wait, long before the epilogue."""
        for j in T.unroll(NJ):
            if live(j * 32 * NW + tx, bx, rg, M):
                if ep == "rope_kv":
                    if bias:
                        eb[j, 0] = B[w_row(bx, 0, 0) + (j * 32 * NW + tx) % 8]
                        eb[j, 1] = B[w_row(bx, 1, 0) + (j * 32 * NW + tx) % 8]
                    ep_[j] = Pos[rg * ROWS + (j * 32 * NW + tx) // 8]
                    ec[j] = Cos[ep_[j], (bx % (half // 8)) * 8 + (j * 32 * NW + tx) % 8]
                    es[j] = Sin[ep_[j], (bx % (half // 8)) * 8 + (j * 32 * NW + tx) % 8]
                elif bias and ep != "silu_mul":
                    eb[j, 0] = B[bx * OUT + (j * 32 * NW + tx) % OUT]

    @T.macro
    def epi_acts(R, er, bx, rg, M, tx):
        """This thread's residuals, loaded right after the wait (the previous kernel's output),
        in flight during the main loop."""
        if ep == "residual":
            for j in T.unroll(NJ):
                if live(j * 32 * NW + tx, bx, rg, M):
                    row: T.let[T.int64] = rg * ROWS + (j * 32 * NW + tx) // OUT
                    col: T.let[T.int32] = bx * OUT + (j * 32 * NW + tx) % OUT
                    if pdl:  # coherent: never hoisted above the wait
                        T.ptx[LD_ACT](er[j], R.ptr_to([row, col]))
                    else:
                        er[j] = R[row, col]

    @T.macro
    def epilogue(e, j, sv, red, eb, er, ep_, ec, es, Kc, Vc, Y, bx, rg, ssw, rs):
        # output e of this CTA's row group: the warps' partials in warp order, (fold: times the
        # row's 1 / rms,) then the epilogue
        if ep == "silu_mul":
            sv[0] = red[rix(0, e // (OUT // 2), e % (OUT // 2))]
            sv[1] = red[rix(0, e // (OUT // 2), e % (OUT // 2) + OUT // 2)]
            for w in T.serial(1, NW):
                sv[0] = sv[0] + red[rix(w, e // (OUT // 2), e % (OUT // 2))]
                sv[1] = sv[1] + red[rix(w, e // (OUT // 2), e % (OUT // 2) + OUT // 2)]
            if fold:
                row_scale(ssw, rs, e // (OUT // 2))
                sv[0] = sv[0] * rs[0]
                sv[1] = sv[1] * rs[0]
            Y[rg * ROWS + e // (OUT // 2), bx * (OUT // 2) + e % (OUT // 2)] = (
                sv[0] / (T.float32(1) + T.exp(sv[0] * T.float32(-1))) * sv[1]
            )
        elif ep == "rope_kv":
            sv[0] = red[rix(0, e // 8, e % 8)]
            sv[1] = red[rix(0, e // 8, e % 8 + 8)]
            for w in T.serial(1, NW):
                sv[0] = sv[0] + red[rix(w, e // 8, e % 8)]
                sv[1] = sv[1] + red[rix(w, e // 8, e % 8 + 8)]
            if fold:
                row_scale(ssw, rs, e // 8)
                sv[0] = sv[0] * rs[0]
                sv[1] = sv[1] * rs[0]
            if bias:
                sv[0] = sv[0] + eb[j, 0]
                sv[1] = sv[1] + eb[j, 1]
            rope_store(
                bx // (half // 8),
                (bx % (half // 8)) * 8 + e % 8,
                rg * ROWS + e // 8,
                sv[0],
                sv[1],
                ep_[j],
                ec[j],
                es[j],
                Kc,
                Vc,
                Y,
            )
        else:
            sv[0] = red[rix(0, e // OUT, e % OUT)]
            for w in T.serial(1, NW):
                sv[0] = sv[0] + red[rix(w, e // OUT, e % OUT)]
            if fold:
                row_scale(ssw, rs, e // OUT)
                sv[0] = sv[0] * rs[0]
            if bias:
                sv[0] = sv[0] + eb[j, 0]
            if ep == "residual":
                sv[0] = sv[0] + er[j]
            Y[rg * ROWS + e // OUT, bx * OUT + e % OUT] = sv[0]

    @T.macro
    def stamp(tt, i, tx):
        # trace: thread 0's global timer at event TRACE[i]; i >= len(TRACE): after K block
        # i - len(TRACE)
        if tx == 0:
            tt[i] = globaltimer()

    y_shape = (hq, hd) if ep == "rope_kv" else (ny,)
    w_shape, w_dtype = ((n, k), wdtype) if quant is None else qp.plane
    WORDS, WL = (k // 2, 4) if quant is None else (k // BLOCK * qp.wb, qp.wl)

    @T.prim_func(s_tir=True)
    def gemv_mma(
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
        tr_h: T.handle,
    ):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        M = T.int64()
        X = T.match_buffer(x_h, (M, k), "float32")  # X: [M, K]
        G = T.match_buffer(g_h, (k,), "float32")  # g: [K] (norm)
        W = T.match_buffer(w_h, w_shape, w_dtype)  # W: [N, K] | qs (quantized)
        D = T.match_buffer(d_h, (n, k // BLOCK), "float16")  # d: [N, K/32] (quantized)
        Mn = T.match_buffer(m_h, (n, k // BLOCK), "float16")  # m: [N, K/32] (q4_1)
        B = T.match_buffer(b_h, (n,), "float32")  # B: [N] (bias)
        R = T.match_buffer(r_h, (M, n), "float32")  # R: [M, N] (residual)
        Pos = T.match_buffer(pos_h, (M,), "int32")  # pos: [M] (rope_kv)
        Cos = T.match_buffer(cos_h, (ctx, half), "float32")
        Sin = T.match_buffer(sin_h, (ctx, half), "float32")
        Kc = T.match_buffer(kc_h, (ctx, hkv, hd), "float32")
        Vc = T.match_buffer(vc_h, (ctx, hkv, hd), "float32")
        Y = T.match_buffer(y_h, (M, *y_shape), "float32")  # Y: [M, N] | [M, N/2] | [M, Hq, hd]
        Tr = T.match_buffer(tr_h, (NCTA, TRACE_SLOTS + KBW), "uint64")  # trace: see TRACE
        Wu = T.decl_buffer((n, WORDS), "uint32", data=W.data)  # W's bytes as 32-bit words
        for bx in T.thread_binding(NCTA, thread="blockIdx.x"):
            for tx in T.thread_binding(32 * NW, thread="threadIdx.x"):
                with T.attr(0, "tirx.launch_bounds_min_blocks_per_sm", MB):
                    with T.sblock("gemv"):
                        wr = T.sblock_alloc_buffer((WSLOTS, TN, WL), "uint32", scope="local")
                        if SRING:  # the weight ring: a slot = TN x 32 lanes x 16 bytes a warp
                            ws = T.sblock_alloc_buffer(
                                (NW * U * TN * 128,), "uint32", scope="shared.dyn"
                            )
                        if quant is not None:  # d[, m] of the lane's two columns, per block
                            dr = T.sblock_alloc_buffer((U, TN, 2), "float16", scope="local")
                            mr = T.sblock_alloc_buffer((U, TN, 2), "float16", scope="local")
                            sq = T.sblock_alloc_buffer((TN, 4), "float32", scope="local")
                            sx = T.sblock_alloc_buffer((4,), "float32", scope="local")
                        bf = T.sblock_alloc_buffer((2,), "uint32", scope="local")
                        xr = T.sblock_alloc_buffer((UX, RTN, 2, 8), "float32", scope="local")
                        gr = T.sblock_alloc_buffer((UX, 8), "float32", scope="local")
                        ir = T.sblock_alloc_buffer((RTN, 2), "float32", scope="local")
                        xn = T.sblock_alloc_buffer((8,), "float32", scope="local")
                        sv = T.sblock_alloc_buffer((2,), "float32", scope="local")
                        a = T.sblock_alloc_buffer(
                            (NP, 4) if packed else (NP, 8),
                            "uint32" if packed else dt,
                            scope="local",
                        )
                        acc = T.sblock_alloc_buffer((RTN, TN, 4), "float32", scope="local")
                        red = T.sblock_alloc_buffer((NW * ROWS * RS,), "float32", scope=SH)
                        inv = T.sblock_alloc_buffer((ROWS,), "float32", scope=SH)
                        # fold: the rows' sums of squares, a running sum a lane and one a warp,
                        # and a row's 1 / rms (unused, so not emitted, without fold)
                        ssr = T.sblock_alloc_buffer((RTN, 2), "float32", scope="local")
                        ssw = T.sblock_alloc_buffer((NW * ROWS,), "float32", scope=SH)
                        rs = T.sblock_alloc_buffer((1,), "float32", scope="local")
                        eb = T.sblock_alloc_buffer((NJ, 2), "float32", scope="local")
                        er = T.sblock_alloc_buffer((NJ,), "float32", scope="local")
                        ep_ = T.sblock_alloc_buffer((NJ,), "int32", scope="local")
                        ec = T.sblock_alloc_buffer((NJ,), "float32", scope="local")
                        es = T.sblock_alloc_buffer((NJ,), "float32", scope="local")
                        if trace:
                            tt = T.sblock_alloc_buffer((len(TRACE) + KBW,), "uint64", scope="local")
                            stamp(tt, 0, tx)
                        if pdl and not trigger_waited:
                            T.ptx.griddepcontrol.launch_dependents()
                        prefetch(Wu, bx, tx // 32, tx % 32)
                        partner(Wu, bx, tx // 32, tx % 32)
                        for rg in T.serial(T.ceildiv(M, ROWS)):
                            for rt, t, i in T.grid(RTN, TN, 4):
                                acc[rt, t, i] = T.float32(0)
                            if fold:
                                for rt, hr in T.grid(RTN, 2):
                                    ssr[rt, hr] = T.float32(0)
                            for j in T.unroll(P):
                                if SRING:
                                    load_async(j, j, Wu, ws, bx, tx // 32, tx % 32)
                                    T.ptx["cp.async.commit_group"]()
                                elif quant is None:
                                    load(j, j, Wu, wr, bx, tx // 32, tx % 32)
                                else:
                                    qp.load(j, j, Wu, D, Mn, wr, dr, mr, bx, tx // 32, tx % 32)
                            zero_absent(xr, rg, M, tx)
                            if not epi_late:
                                epi_inputs(B, Pos, Cos, Sin, eb, ep_, ec, es, bx, rg, M, tx)
                            if pdl:  # weights, inputs only before this: X is the last kernel's
                                T.ptx.griddepcontrol.wait()
                                if trigger_waited:
                                    T.ptx.griddepcontrol.launch_dependents()
                            if trace:
                                stamp(tt, 1, tx)
                            epi_acts(R, er, bx, rg, M, tx)
                            if late or not scaled:
                                for j in T.unroll(
                                    DX
                                ):  # issued with the norm's loads, used after it
                                    load_x(j, j, X, G, inv, xr, gr, rg, M, tx)
                            if epi_late:
                                epi_inputs(B, Pos, Cos, Sin, eb, ep_, ec, es, bx, rg, M, tx)
                            if norm and not fold:
                                row_norms(X, inv, sv, rg, M, tx)
                            if late:
                                scale_x(0, xr, gr, inv, rg, M, tx)
                            elif scaled:
                                load_x(0, 0, X, G, inv, xr, gr, rg, M, tx)
                            elif norm and not fold:
                                for rt, hr in T.grid(RTN, 2):  # rows past M: x = 0 * 0 * g
                                    ir[rt, hr] = T.if_then_else(
                                        rg * ROWS + rt * 16 + hr * 8 + tx % 32 // 4 < M,
                                        inv[rt * 16 + hr * 8 + tx % 32 // 4],
                                        T.float32(0),
                                    )
                            for b0 in kloop(-(-KBW // U)):
                                for j in T.unroll(U):  # block b0*U + j sits in ring slot j
                                    if b0 * U + j + P < KBW:
                                        if SRING:  # into the slot block b - 1 used
                                            load_async(b0 * U + j + P, (j + P) % U, Wu, ws, bx,
                                                       tx // 32, tx % 32)  # fmt: skip
                                        elif quant is None:
                                            load(b0 * U + j + P, (j + P) % U, Wu, wr, bx,
                                                 tx // 32, tx % 32)  # fmt: skip
                                        else:
                                            qp.load(b0 * U + j + P, (j + P) % U, Wu, D, Mn, wr,
                                                    dr, mr, bx, tx // 32, tx % 32)  # fmt: skip
                                    if SRING:  # a group a block, empty past the last
                                        T.ptx["cp.async.commit_group"]()
                                    if b0 * U + j + DX < KBW:
                                        load_x(b0 * U + j + DX, (j + DX) % UX, X, G, inv, xr, gr,
                                               rg, M, tx)  # fmt: skip
                                    if b0 * U + j < KBW:
                                        if SRING:
                                            fetch(j, ws, wr, tx // 32, tx % 32)
                                            step(0, j % UX, wr, bf, xr, gr, ir, xn, a, acc, rg, M)
                                        elif quant is None:
                                            step(j, j % UX, wr, bf, xr, gr, ir, xn, a, acc, rg, M)
                                        else:
                                            qstep(j, j % UX, wr, dr, mr, bf, xr, gr, ir, xn, a,
                                                  acc, sq, sx, rg, M)  # fmt: skip
                                        if fold:
                                            sumsq(j % UX, xr, ssr, rg, M, tx)
                                        if trace:
                                            stamp(tt, len(TRACE) + b0 * U + j, tx)
                                    if late and b0 * U + j + 1 < KBW:
                                        scale_x((j + 1) % UX, xr, gr, inv, rg, M, tx)
                            if trace:
                                stamp(tt, 2, tx)
                            if fold:
                                sumsq_publish(ssr, ssw, tx)
                            # warp partials -> shared (two columns a store), then summed in
                            # warp order by the epilogue
                            for rt, t, ih in T.grid(RTN, TN, 2):
                                for v in T.vectorized(2):
                                    red[
                                        rix(
                                            tx // 32,
                                            rt * 16 + ih * 8 + tx % 32 // 4,
                                            t * 8 + (tx % 4) * 2 + v,
                                        )
                                    ] = acc[rt, t, ih * 2 + v]
                            T.tvm_storage_sync("shared")
                            for j in T.unroll(NJ):  # unrolled: j indexes registers
                                if live(j * 32 * NW + tx, bx, rg, M):
                                    epilogue(
                                        j * 32 * NW + tx, j, sv, red, eb, er, ep_, ec, es, Kc, Vc,
                                        Y, bx, rg, ssw, rs,
                                    )  # fmt: skip
                            T.tvm_storage_sync("shared")
                            if trace:
                                stamp(tt, 3, tx)
                        if trace:
                            if tx == 0:
                                for i in T.unroll(len(TRACE)):
                                    Tr[bx, i] = tt[i]
                                Tr[bx, len(TRACE)] = T.Cast("uint64", smid())
                                for b in T.unroll(KBW):
                                    Tr[bx, TRACE_SLOTS + b] = tt[len(TRACE) + b]

    planes = [] if quant is None else [3, 4][: qp.extra]  # d[, m]
    keep = [0, *([1] if norm else []), 2, *planes, *([5] if bias else [])]
    keep += {"": [], "residual": [6], "silu_mul": [], "rope_kv": [7, 8, 9, 10, 11]}[ep] + [12]
    keep += [13] if trace else []
    params_ = [gemv_mma.params[i] for i in keep]
    func = tvm.tirx.PrimFunc(params_, gemv_mma.body, gemv_mma.ret_type, gemv_mma.attrs)
    return with_pdl(func, pdl)


class GemvMma(KernelGenerator):
    """16-bit float weights on the tensor cores, for every M, with the fused forms above. A
    subclass swaps the module's functions: plan_of (default_plan), fits_of (fits), kernel_of
    (kernel) (speccc.schedules.cuda.gemv_mma_quant)."""

    family = "gemv"
    targets = ("cuda",)
    knobs = (
        "xdepth",
        "min_ctas",
        "l2",
        "wring",
        "epi_late",
        "l2_partner",
        "unroll_k",
        "trigger_waited",
    )
    plan_knobs = ("tiles", "parts")
    plan_of = staticmethod(default_plan)
    fits_of = staticmethod(fits)
    kernel_of = staticmethod(kernel)

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan | None:
        """plan_of's plan; the knob `tiles` ("NxK:T,...", for the GPU A/B) sets its output
        tiles a warp for those shapes: a mapping (a CTA's outputs), the same MMAs in the same
        order for each output. `parts` (an int, or "NxK:P,...") sets the plan's X parts: a new
        order (bench/results/timeline/tl8: 2 parts, the chain 7-9% faster)."""
        plan = self.plan_of(dtype, n, k)
        if plan is None:
            return None
        tiles = by_shape(self.plan_knob(target, "tiles"), n, k)
        parts = by_shape(self.plan_knob(target, "parts"), n, k)
        plan = plan if tiles is None else replace(plan, tile_n=tiles)
        return plan if parts is None else replace(plan, parts=parts)

    def accepts(self, family, kind, params, plan):
        return self.fits_of(params, plan)

    def generate(self, kind, params, target, plan):
        """The kernel, with the target's knobs; a knob given as "NxK:V,..." applies to those
        shapes only (e.g. `gemv.min_ctas='9728x896:5'`), an int to every shape."""
        if not self.fits_of(params, plan):
            return None
        kw = {}
        for name, value in self.knob_kwargs(target).items():
            value = by_shape(value, params["n"], params["k"])
            if value is not None:
                kw[name] = value
        return self.kernel_of(params, plan, target.pdl, **kw)


def by_shape(value, n: int, k: int):
    """A knob's value for shape (n, k): "NxK:V,..." gives V for the shape listed (None for the
    others); any other value is every shape's."""
    if not isinstance(value, str) or ":" not in value:
        return value
    want = dict(i.split(":") for i in value.split(","))
    return int(want[f"{n}x{k}"]) if f"{n}x{k}" in want else None


RULE = GemvMma()
