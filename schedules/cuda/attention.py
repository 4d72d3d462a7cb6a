"""Split-KV decode attention for cuda: one CTA per (row tile, KV group g, 64-position chunk c),
the chunk partials merged in chunk order by the last CTA of (m, g) to arrive. A row tile is
R = row_tile(Hq, Hkv) rows of the step (1 or 2), whose chunk of K/V the CTA stages once.

Same contract and the same bits as `speccc.ops.attention`'s cuda kernel: row m attends cache
positions 0..pos[m]; chunk c covers [64 c, 64 c + 64). A CTA computes, for each q head of its
group (one warp per head), exactly the single-CTA kernel's arithmetic for chunk c:

  score  s_j = (sum_d q_d * k_jd, d serial 0..hd-1 from 0) * scale; lowest float past the row
  max    mc  = max_j s_j                  (exact: any order of max gives the same value)
  p_j    = exp(s_j - mc), an exact 0 past the row
  lc     = sum_j p_j by that kernel's 64-lane tree: positions 0..31 and 32..63 each folded by
           shuffle-down 16, 8, 4, 2, 1 (lane 0's value), then (0..31) + (32..63)
  acc_c  = sum_j p_j * v_jd, j serial 0..n_valid-1 from 0

and writes (acc_c[hd], mc, lc) to its row of the workspace `part`. It then fences and counts
itself on `cnt[m, g]`; the CTA that arrives last (of the ceil((pos[m]+1)/64) live chunks)
resets the counter (so CUDA-graph replays start from 0) and merges chunks 0..n-1 IN CHUNK
ORDER with that kernel's formula: chunk 0 taken as is, then m' = max(m, mc), a = exp(m - m'),
b = exp(mc - m'), l = l * a + lc * b, acc = acc * a + acc_c * b; finally O = acc / l. The
running maxima are exact in any order (only a zero's sign could differ, and exp(+-0) = 1 hides
it), so the merger gets them from a warp scan and computes every a, b in parallel (one chunk
per lane); only the l and acc recurrences run serially. A row with one live chunk (pos < 64)
skips all of this: its only CTA writes O = acc_c / lc from its registers, the same arithmetic
for one chunk (kernel's direct_one, the default). Which CTA merges never changes the
arithmetic: a row's bits depend only on its pos, its q and the cache prefix.

The grid is static, (ceil(M / R), Hkv, ceil(max_ctx / 64)) with the chunk slowest (one CUDA
graph per M holds at every position); CTAs whose chunk is past all their rows exit at once. A
one-row CTA also takes dynamic shared memory it never reads (kernel's solo, solo_pad()), so no
two share an SM (under PDL they would pack the SMs the qkv GEMV leaves free, two a SM).
Under PDL a CTA reads pos (host-written) before griddepcontrol.wait and waits only if it has a
live chunk: the rest exit without waiting. Before the wait it also stages its chunk's K/V rows
below pos[0], the step's first position: a step's rows sit at pos[0] .. pos[0] + M - 1
(speccc.runtime.Engine), the only K/V rows any kernel of the step writes (the RoPE + K/V append
of the GEMV before), so the rows below were written by earlier steps, which finished before
this one began (a graph replay waits for the stream's earlier work; PDL overlaps kernels within a
step). The rows from pos[0] on, and q, are loaded after the wait. The kernel says so with the
attribute KV_PREFIX (speccc.schedules.cuda.launch), which lets it read the "kv" tensors before
its wait (speccc.passes.check_pdl_order). M
appears only as the grid's x extent, in row guards (uniform over a row's warps) and in row
indices (and as the first dim of the row-indexed tensors).

CTA layout: threadIdx.z = r, row m = R * tile + r; threadIdx.y = w, q head g * G + w (G = Hq /
Hkv warps a row); threadIdx.x = lane. With R > 1 all threads stage positions c*64 .. up to the
tile's longest live row, and each row masks the positions past its own exactly as alone (its
scores past the row are set, not computed; P.V stops at its own length).
Scores: lane takes positions lane and lane + 32. P.V and merge: lane takes head dims
lane * DPL .. lane * DPL + DPL - 1 (DPL = ceil(hd / 32)). The chunk's K and V rows are staged
in shared memory with 16-byte loads; K rows are padded to hd + 4 floats, so 8 lanes reading 8
rows with 16-byte loads hit 32 distinct banks.

Args: Q [M, Hq, hd], Kc, Vc [max_ctx, Hkv, hd], pos [M] int32, O [M, Hq * hd] (float32 but
pos), then the scratch tensors the family declares (speccc.ops.attention.Attention.scratch), M
rows each: part [M, Hq, NC, hd + 4] float32 (acc_c, mc, lc, 2 unused) and cnt [M, Hkv] int32,
zero before the first launch (every launch leaves it zero).

Constants, from (head_dim, n_heads, n_kv_heads) only: CHUNK = 64 positions (plan.chunk),
WARP = 32 lanes and chunks per merge scan, MERGE_LOADS = 16 chunk partials in flight per lane.
"""

from __future__ import annotations

import math

import tvm
from speccc.schedules.attention import CHUNK, NEG
from speccc.schedules.cuda import launch
from speccc.schedules.cuda.launch import LD_ACT, with_pdl
from speccc.schedules.rule import KernelGenerator
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target

WARP = 32  # lanes per warp = chunks per merge scan (one chunk per lane)
TREE_LANES = 64  # the single-CTA kernel's exp-sum tree: 64 lanes, 2 warps
VEC = 4  # floats per 16-byte load
MERGE_LOADS = 16  # chunk partials a merging lane loads before folding them
# merge="kernel": the chunk partials merged by a second kernel of the PrimFunc, one warp per
# (row, q head), MERGE_KERNEL_LOADS partials in flight a batch (no chunk CTA holds its registers)
MERGES = ("last", "kernel")
MERGE_KERNEL_LOADS = 32
# the merger's batches unrolled, the next batch's loads in flight while one folds (attn3 lab:
# 16 partials x 2 buffers keeps 98 registers, 2 CTAs an SM; 32 x 2 needs 159, 1 CTA an SM)
MERGE_PREFETCH = True
# the merging lanes' registers: l, the running max carried into a scan, chunk ln's mc, lc,
# running max m_c, a, b, and a shuffle result
R_L, R_MX, R_MC, R_LC, R_M, R_A, R_B, R_UP = range(8)
# share=True: the scores and P.V with a K / V value loaded from shared memory once for SHARE_SLOTS
# q heads (a lane's position or head dim for SHARE_SLOTS heads), not once a head (each warp
# re-reading the chunk: both phases wait on shared-memory bandwidth, AT3)
SHARE_SLOTS = 4
# share's scores loop over head_dim / 4 steps unrolled by this much (#pragma unroll), not fully:
# ptxas, unrolling all 16 with the last CTA's merger in the kernel, took 149 registers (1 CTA an
# SM, bench/results/merge_share/ SH1); unrolled by 4, 98 (the default kernel's 96)
SHARE_SCORE_UNROLL = 4
MAX_THREADS = 1024
SMEM_BYTES = 48 * 1024  # static shared memory per CTA
ROW_TILE_WARPS = 8  # a two-row CTA at most this many warps (row_tile)
# solo (the one-row kernel's default): dynamic shared memory never read, at least SOLO_PAD bytes
# and enough that two CTAs cannot share an SM of sm_90 (SM_SHARED a SM, CTA_RESERVED of it for
# each CTA), so every live CTA gets an SM of its own
SOLO_PAD = 80 * 1024
SM_SHARED = 228 * 1024
CTA_RESERVED = 1024
BOUND_KEY = "tirx.launch_bounds_min_blocks_per_sm"  # __launch_bounds__(threads, min CTAs an SM)
# kernel(trace=True): the global timer (ns) of a CTA's events (a row's last CTA: the merge too),
# as the two 32-bit halves (low first) in columns hd + 2, hd + 3 of Part[m, g * G + i, c] for
# event i (the merge's only in the last CTA; the others' stay as they were), except event 1's
# high half: the CTA's SM (%smid) there
TRACE = ("start", "staged", "scored", "exp", "computed", "arrived", "merged")


def default_plan(head_dim: int, max_ctx: int) -> ReductionPlan:
    """The one plan this kernel implements: the single-CTA kernel's 64-lane shuffle tree over
    64-position chunks (so both give the same bits), the KV axis split into its n_chunks
    chunk CTAs (split), merged in chunk order."""
    return ReductionPlan(lanes=TREE_LANES, tree="shuffle", chunk=CHUNK, split=n_chunks(max_ctx))


def row_tile(n_heads: int, n_kv_heads: int) -> int:
    """Rows of a step one CTA serves (kernel's `rows`; a mapping: a row's arithmetic is the same
    in any tile): 2 where a KV group's q heads fill at most ROW_TILE_WARPS // 2 warps, so the
    chunk's K/V are staged by twice the threads and shared by two rows, else 1. H200 lab
    (lab_attention_4_rows): SmolLM2 (3 heads a group) M=1 6.26 -> 5.68 us at 128 positions,
    M=16 8.31 -> 7.72 at 512; Qwen2.5-0.5B (7) slower at every M and length (5.44 -> 6.49 at
    M=1, 512), and 4 rows slower than 2 for both."""
    return 2 if 2 * (n_heads // n_kv_heads) <= ROW_TILE_WARPS else 1


def n_chunks(max_ctx: int) -> int:
    return (max_ctx + CHUNK - 1) // CHUNK


def fits(hq: int, hkv: int, hd: int, max_ctx: int, plan: ReductionPlan | None) -> bool:
    """Whether this kernel builds the shape with `plan` (else the single-CTA kernel does)."""
    try:
        _check(hq, hkv, hd, max_ctx, plan, row_tile(hq, hkv))
    except ValueError:
        return False
    return True


def _check(hq: int, hkv: int, hd: int, max_ctx: int, plan: ReductionPlan | None, rows: int) -> None:
    if hq % hkv:
        raise ValueError(f"n_heads={hq} is not a multiple of n_kv_heads={hkv}")
    if plan != default_plan(hd, max_ctx):
        raise ValueError(f"split attention implements only {default_plan(hd, max_ctx)}, got {plan}")
    if hd % VEC or -(-hd // WARP) not in (1, 2, 4):
        raise ValueError(
            f"split attention needs head_dim % {VEC} == 0 and 1, 2 or 4 dims a "
            f"lane (head_dim <= 32, 33..64 or 97..128), got {hd}"
        )
    if rows * (hq // hkv) * WARP > MAX_THREADS:
        raise ValueError(
            f"split attention: {rows} rows x {hq // hkv} q heads per KV group exceed one CTA"
        )
    smem = _smem_bytes(hq // hkv, hd, rows)
    if smem > SMEM_BYTES:
        raise ValueError(f"split attention: head_dim={hd} needs {smem} B of shared memory")


def _smem_bytes(g: int, hd: int, rows: int, share_groups: int = 0) -> int:
    """Static shared memory of a CTA: K (padded rows), V, q and p of its rows' heads, the arrival
    flags, and with share the p by position (share_groups * SHARE_SLOTS heads a position)."""
    floats = CHUNK * (hd + VEC) + CHUNK * hd + rows * g * (hd + CHUNK) + rows
    return 4 * (floats + CHUNK * SHARE_SLOTS * share_groups)


def solo_pad(static: int) -> int:
    """Bytes of dynamic shared memory (kernel's solo) that keep a CTA of `static` bytes of
    static shared memory alone on an SM: SOLO_PAD, or more where two would fit beside it (with
    64 bytes a buffer for the static buffers' alignment)."""
    alone = SM_SHARED // 2 - CTA_RESERVED + 1 - static + 64 * 8
    return max(SOLO_PAD, -(-alone // 16) * 16)


def share_fits(g: int, hd: int, rows: int) -> bool:
    """Whether kernel(share=True) builds: one row a CTA, whose G * 32 threads cover the groups
    of SHARE_SLOTS heads times the chunk's positions (scores) and times head_dim (P.V), and
    whose shared memory holds the p by position too."""
    ng = -(-g // SHARE_SLOTS)
    return (
        rows == 1
        and SHARE_SLOTS == VEC
        and ng * max(CHUNK, hd) <= g * WARP
        and _smem_bytes(g, hd, rows, ng) <= SMEM_BYTES
    )


def _regs(buf, row, n: int) -> list:
    """buf[row, 0..n-1]: the destination registers of one n-float vector load."""
    return [buf[row, e] for e in range(n)]


def kernel(
    n_heads: int,
    n_kv_heads: int,
    head_dim: int,
    max_ctx: int,
    plan: ReductionPlan,
    pdl: bool = False,
    merge_loads: int | None = None,
    fence_one: bool = True,
    merge_prefetch: bool | None = None,
    rows: int | None = None,
    kv_prewait: str = "kv",
    min_ctas: int | None = None,
    fence: str = launch.FENCE,
    trace: bool = False,
    merge: str = "last",
    share: bool = False,
    probe_no_merge: bool = False,
    fold_select: bool | None = None,
    direct_one: bool = True,
    solo: bool | None = None,
) -> tvm.tirx.PrimFunc:
    """The split-KV attention PrimFunc, complete and scheduled (see the module docstring).

    merge: "last" (the last chunk CTA of a row's group to arrive merges, as in the module doc)
    or "kernel" (a second kernel of the PrimFunc, launched after the chunk CTAs, merges: one
    warp per (row, q head), the same arithmetic in the same chunk order; the chunk CTAs neither
    count themselves nor keep the merger's registers; cnt unused);
    share (one row a CTA): the chunk's scores by threads that each take one position for
    SHARE_SLOTS q heads (its K row loaded once for them), then each head's softmax as before,
    then P.V by threads that each take one head dim for SHARE_SLOTS heads (its V values loaded
    once for them, the heads' p as one 16-byte broadcast): the same sums in the same order;
    merge_loads (a divisor of 32): chunk partials a merging lane has in flight per batch (None:
    MERGE_LOADS, MERGE_KERNEL_LOADS with merge="kernel");
    fence_one: only thread 0
    fences before the arrival atomic, after the CTA barrier (the cooperative-groups grid-sync
    pattern) instead of every thread; merge_prefetch (head_dim <= 64): the merger's
    batches of merge_loads chunks unrolled, batch u + 1's partials loaded while batch u folds
    (two register buffers; None: MERGE_PREFETCH where head_dim <= 64); rows: the rows of the
    step a CTA serves (one K/V chunk staged for all of them; None: row_tile); kv_prewait
    (with PDL): the planes ("kv", "k" or "" for none) whose rows below pos[0] a chunk CTA
    stages before the wait (the module doc), the rest after it; min_ctas: CTAs an SM must hold
    (a launch bound: ptxas caps the registers to fit them; None: no bound, ptxas's own choice);
    fence: the gpu-scope fence of the arrival (release, before the counter) and of the merger
    (acquire, after it), "sc" (__threadfence: fence.sc.gpu) or "acq_rel" (fence.acq_rel.gpu,
    what a release / acquire pattern needs; the default with fence_one since H200 run_r7:
    bench/results/fences/). None of them changes a bit. H200 run_r5:
    SmolLM2's two-row kernel takes 106 registers unbounded, so 2 CTAs an SM (2.9 waves at
    M=16); bounded to 3 (96 registers) the step is faster at M=16 (0.916 -> 0.830 ms @1000) and
    M=8 @2000, slower at M=1 (0.574 -> 0.580 @1000) and M=8 @100 (0.652 -> 0.694): no bound by
    default. trace (the kernel lab's, one row a CTA): thread 0 of each live CTA reads the GPU's
    global timer (ns) at its start, after staging, the scores, the softmax, P.V, the arrival
    and (the last CTA) the merge, and leaves them in the unused columns of its partials' rows
    (TRACE), with its SM in place of event 1's high half; the same values otherwise.
    probe_no_merge (with merge="kernel"; a timing probe for bench/lab_timeline.py, never a
    knob, NOT exact): the merge kernel left out, so O is not written: what a layer would save
    if the chunk partials were merged elsewhere.
    fold_select (a mapping knob; None: on for one row a CTA, off for two): the merge's
    per-chunk step `c0 + cc < n` as a select of its result, not a branch, so the unrolled fold
    has no control flow and the next steps' shuffles can issue ahead (the SH1 timeline: the
    merge ~30 ns a chunk past the first batch); the same expressions on the same values for
    every live chunk (H200 bench/results/timeline/h26: same bits on both shapes; the Qwen step
    -0.2..-0.5% at every M and length; SmolLM2's two-row kernel -1..-13% at 1000 positions but
    +4-5% at M=8, 16 @100). The P.V loop's other shapes
    were measured and removed (the same serial sum): unrolled to CHUNK guarded steps, +2-7%
    (timeline/tl6); a whole chunk unrolled without guards, neutral (timeline/h27; git history
    e925cbd).
    direct_one (a mapping knob, on by default; merge="last" without share or trace): a row
    of one live chunk
    (pos < 64) is finished by its only CTA, O = acc_c / lc from its registers, which is the
    merge's arithmetic for one chunk (chunk 0 taken as is, then acc / l) on the same values:
    no arrival (fence, counter, barriers) and no reload of the partials. In the two-row kernel
    only where every row of the tile has one chunk (the choice is the CTA's, uniform). H30
    (H100, bench/results/timeline/h30/): same bits as the merge on both shapes at lengths 1 ..
    4095 x M 1 .. 17, 1000 replays race-free; the step at 32 positions Qwen -8.5% M=1 / -6% M=8,
    SmolLM2 -18% / -16%; at 100 / 512 positions within the spread.
    solo (a residency knob; None: on for one row a CTA, which alone takes it): solo_pad()
    bytes of dynamic shared memory beside the static buffers, never read (one guarded store
    keeps it), so two CTAs do not fit one SM. TL15 (bench/results/timeline/) saw 128 live CTAs
    run two a SM on 65 SMs (qkv's CTAs leave no room beside them, so under PDL they packed the
    free SMs). H36 (H100, timeline/h36/): same bits at lengths 1 .. 4095 x M 1 .. 17, 1000
    replays race-free, the step -0.3..-2.1% at M 1, 8, 16 @512 and 4096 in 18 of 18 pairs.
    Changes no value."""
    if rows is None:
        rows = row_tile(n_heads, n_kv_heads)
    _check(n_heads, n_kv_heads, head_dim, max_ctx, plan, rows)
    fold_select = rows == 1 if fold_select is None else fold_select
    direct = bool(direct_one) and merge == "last" and not share and not trace
    if merge not in MERGES:
        raise ValueError(f"merge: one of {MERGES}, got {merge!r}")
    if trace and merge != "last":
        raise ValueError("trace: the last CTA's merge only")
    if probe_no_merge and merge != "kernel":
        raise ValueError('probe_no_merge: merge="kernel" only')
    if share and not share_fits(n_heads // n_kv_heads, head_dim, rows):
        raise ValueError(f"share: one row a CTA and {SHARE_SLOTS}-head groups that fit the CTA")
    if merge_loads is None:
        merge_loads = MERGE_KERNEL_LOADS if merge == "kernel" else MERGE_LOADS
    if WARP % merge_loads:
        raise ValueError(f"merge_loads must divide {WARP}, got {merge_loads}")
    if merge_prefetch is None:  # the default: MERGE_PREFETCH where it builds (head_dim <= 64)
        merge_prefetch = MERGE_PREFETCH and -(-head_dim // WARP) <= 2
    if kv_prewait not in ("kv", "k", ""):
        raise ValueError(f"kv_prewait: 'kv', 'k' or '', got {kv_prewait!r}")
    if fence not in launch.FENCES:
        raise ValueError(f"fence: one of {launch.FENCES}, got {fence!r}")
    solo = rows == 1 if solo is None else solo
    if solo and rows != 1:
        raise ValueError("solo: one row a CTA")
    if trace and (rows != 1 or n_heads // n_kv_heads < len(TRACE)):
        raise ValueError(f"trace: one row a CTA and >= {len(TRACE)} q heads a KV group")
    pre_wait = pdl and kv_prewait != ""  # K/V rows below pos[0] staged before the PDL wait
    v_after = pre_wait and kv_prewait == "k"  # then every V row after the wait
    if merge_prefetch and -(-head_dim // WARP) > 2:
        raise ValueError("merge_prefetch needs head_dim <= 64")
    hq, hkv, hd, C = n_heads, n_kv_heads, head_dim, CHUNK
    G = hq // hkv  # q heads per KV group = warps per CTA
    NT = G * WARP  # threads per CTA
    # an unknown attribute key where there is no bound: codegen prints the body alone
    LB, MB = (BOUND_KEY, min_ctas) if min_ctas else ("speccc.no_launch_bound", 0)
    NC = n_chunks(max_ctx)
    PW = hd + VEC  # workspace row: acc_c[hd], mc, lc, 2 unused (16-byte rows)
    KS = hd + VEC  # padded K row in shared memory
    HV = hd // VEC  # 16-byte vectors per K/V row
    NV = (C * HV + NT - 1) // NT  # 16-byte vectors of K (and of V) per thread
    NQ = (G * hd + NT - 1) // NT  # q elements per thread
    JPL = C // WARP  # score positions per lane: lane, lane + 32
    DPL = (hd + WARP - 1) // WARP  # head dims per lane in P.V and in the merge
    MT = merge_loads
    NB = 2 if merge_prefetch else 1  # register buffers of MT chunk partials in the merger
    TR = NB * MT  # their rows
    NS = -(-NC // WARP)  # merge scans of 32 chunks at max_ctx
    UPS = WARP // merge_loads  # batches of MT chunks a scan
    NU = NS * UPS  # merge batches at max_ctx (merge_pf unrolls them)
    # the merger reads other CTAs' partials: strong gpu-scope loads, never a stale L1 line
    LD_ML = "ld.relaxed.gpu.global.v2.f32"
    LD_KV = "ld.relaxed.gpu.global.v4.f32"  # K/V staged after the PDL wait (stage_kv)
    LD_ACC = f"ld.relaxed.gpu.global.v{DPL}.f32" if DPL > 1 else "ld.relaxed.gpu.global.f32"
    scale = T.float32(1.0 / math.sqrt(hd))
    SG = SHARE_SLOTS  # share: q heads a thread serves
    NG = -(-G // SG)  # share: groups of SG heads
    SP = NG * SG if share else 1  # share: a position's row of p in pT (heads padded to SG)
    PAD = solo_pad(_smem_bytes(G, hd, rows, NG if share else 0)) if solo else 0  # bytes

    @T.macro
    def gpu_fence():
        T.evaluate(launch.gpu_fence(fence))

    neg = T.float32(NEG)
    full = T.uint32(0xFFFFFFFF)

    def stage_kv(nthreads: int, strong: bool, planes: str = "kv"):
        """The macro `(Kc, Vc, k_s, v_s, kr, vr, g, c, t, j0, n)`: K, V rows c*C + j0 .. c*C +
        n - 1 of group g into shared memory by `nthreads` threads (t the thread's index), 16
        bytes a load, every load issued before the first store (no barrier: the caller's).
        strong: gpu-scope relaxed loads (LD_KV), which ptxas keeps after griddepcontrol.wait
        (a plain load of a buffer the kernel never writes becomes ld.global.nc, which it may
        hoist above it); the rows staged before the wait use plain loads. planes: "kv", or
        "k" / "v" for one of the two."""
        nv = (C * HV + nthreads - 1) // nthreads  # 16-byte vectors of K (and of V) a thread
        sk, sv = "k" in planes, "v" in planes

        @T.macro
        def macro(Kc, Vc, k_s, v_s, kr, vr, g, c, t, j0, n):
            for i in T.unroll(nv):
                e: T.let[T.int32] = t + i * nthreads
                if e < C * HV and j0 <= e // HV and e // HV < n:
                    if strong:
                        j: T.let[T.int32] = c * C + e // HV
                        if sk:
                            T.ptx[LD_KV](*_regs(kr, i, VEC), Kc.ptr_to([j, g, e % HV * VEC]))
                        if sv:
                            T.ptx[LD_KV](*_regs(vr, i, VEC), Vc.ptr_to([j, g, e % HV * VEC]))
                    else:
                        if sk:
                            for v in T.vectorized(VEC):
                                kr[i, v] = Kc[c * C + e // HV, g, e % HV * VEC + v]
                        if sv:
                            for v in T.vectorized(VEC):
                                vr[i, v] = Vc[c * C + e // HV, g, e % HV * VEC + v]
            for i in T.unroll(nv):
                e: T.let[T.int32] = t + i * nthreads
                if e < C * HV and j0 <= e // HV and e // HV < n:
                    if sk:
                        for v in T.vectorized(VEC):
                            k_s[e // HV * KS + e % HV * VEC + v] = kr[i, v]
                    if sv:
                        for v in T.vectorized(VEC):
                            v_s[e * VEC + v] = vr[i, v]

        return macro

    def stage_after(nthreads: int):
        """The macro `(Kc, Vc, k_s, v_s, kr, vr, g, c, t, j0, n)` of the rows a CTA stages after
        the wait: K and V from row j0 (V from row 0 where only K went before the wait)."""
        both, k_only, v_all = (stage_kv(nthreads, pdl, p) for p in ("kv", "k", "v"))

        @T.macro
        def macro(Kc, Vc, k_s, v_s, kr, vr, g, c, t, j0, n):
            if v_after:
                k_only(Kc, Vc, k_s, v_s, kr, vr, g, c, t, j0, n)
                v_all(Kc, Vc, k_s, v_s, kr, vr, g, c, t, 0, n)
            else:
                both(Kc, Vc, k_s, v_s, kr, vr, g, c, t, j0, n)

        return macro

    stage_kv_one = stage_after(NT)  # after the wait (all of it without PDL)
    stage_kv_pre = stage_kv(NT, False, kv_prewait)  # before the wait: rows below pos[0]

    @T.macro
    def load_q(Q, q_s, qv, m, g, t, r):
        """q of row m's G heads into q_s rows r*G .. by the NT threads t; with PDL by gpu-scope
        loads (LD_ACT: a plain load of Q, which the kernel never writes, is ld.global.nc, and
        ptxas hoisted those above the wait once the K/V staging sat before it)."""
        for i in T.unroll(NQ):
            e: T.let[T.int32] = t + i * NT
            if e < G * hd:
                if pdl:
                    T.ptx[LD_ACT](qv[i], Q.ptr_to([m, g * G + e // hd, e % hd]))
                else:
                    qv[i] = Q[m, g * G + e // hd, e % hd]
        for i in T.unroll(NQ):
            e: T.let[T.int32] = t + i * NT
            if e < G * hd:
                q_s[r * G + e // hd, e % hd] = qv[i]

    @T.macro
    def stage(Q, Kc, Vc, q_s, qv, k_s, v_s, kr, vr, m, g, c, tid, j0, n_valid):
        """q of the group's G heads; K, V rows c*C + j0 .. c*C + n_valid - 1, 16 bytes a load
        (rows below j0 staged before the PDL wait); then a CTA barrier."""
        load_q(Q, q_s, qv, m, g, tid, 0)
        stage_kv_one(Kc, Vc, k_s, v_s, kr, vr, g, c, tid, j0, n_valid)
        T.tvm_storage_sync("shared")

    @T.macro
    def chunk_scores(q_s, k_s, q4, k4, st, w, ln):
        """st = the dot products of q (head w) with the K rows of positions ln, ln + 32."""
        for i in T.unroll(JPL):
            st[i] = T.float32(0)
        for d4 in T.serial(HV):
            for v in T.vectorized(VEC):
                q4[v] = q_s[w, d4 * VEC + v]
            for i in T.unroll(JPL):
                for v in T.vectorized(VEC):
                    k4[i, v] = k_s[(ln + i * WARP) * KS + d4 * VEC + v]
            for v in T.unroll(VEC):
                for i in T.unroll(JPL):
                    st[i] = st[i] + q4[v] * k4[i, v]

    @T.macro
    def chunk_exp(p_s, pT, st, s, red, sc, w, ln, n_valid):
        """From the scores st: sc[0] = mc, sc[1] = lc (lane 0); p_s[w, :] = p (share: pT[:, w])."""
        for i in T.unroll(JPL):
            s[i] = neg
            if ln + i * WARP < n_valid:
                s[i] = st[i] * scale
        # chunk max: each half folded by shuffle-down, then lane 0's halves, broadcast
        for i in T.unroll(JPL):
            red[i] = T.max(neg, s[i])
            for k in T.unroll(5):
                red[i] = T.max(red[i], T.tvm_warp_shuffle_down(full, red[i], 16 >> k, WARP, WARP))
        sc[0] = T.tvm_warp_shuffle(full, T.max(red[0], red[1]), 0, WARP, WARP)
        # p and the exp-sum tree (same folds; lane 0 holds lc)
        for i in T.unroll(JPL):
            red[i] = T.float32(0)
            s[i] = T.Select(ln + i * WARP < n_valid, T.exp(s[i] - sc[0]), T.float32(0))
            if share:
                pT[(ln + i * WARP) * SP + w] = s[i]
            else:
                p_s[w, ln + i * WARP] = s[i]
            red[i] = red[i] + s[i]
            for k in T.unroll(5):
                red[i] = red[i] + T.tvm_warp_shuffle_down(full, red[i], 16 >> k, WARP, WARP)
        sc[1] = red[0] + red[1]
        if rows == 1:  # the rows kernel syncs its whole CTA outside the row's branch
            T.tvm_storage_sync("shared")

    @T.macro
    def chunk_softmax(q_s, k_s, p_s, q4, k4, st, s, red, sc, w, ln, n_valid):
        """Scores of positions ln, ln + 32 for head w; sc[0] = mc, sc[1] = lc (lane 0);
        p_s[w, :] = p."""
        chunk_scores(q_s, k_s, q4, k4, st, w, ln)
        chunk_exp(p_s, p_s, st, s, red, sc, w, ln, n_valid)

    @T.macro
    def share_scores(q_s, k_s, p_s, q4, k4, su, t):
        """share: p_s[w, j] = the dot product of q head w with the K row of position j (d serial
        from 0, unscaled), every head w < G and position j < C: thread t < NG * C takes position
        t % C for heads SG * (t // C) ..  + SG - 1, its K row's 16 bytes loaded once for them."""
        if t < NG * C:
            for u in T.unroll(SG):
                su[u] = T.float32(0)
            for d4 in T.serial(HV, annotations={"pragma_unroll": SHARE_SCORE_UNROLL}):
                for v in T.vectorized(VEC):
                    k4[0, v] = k_s[t % C * KS + d4 * VEC + v]
                for u in T.unroll(SG):
                    if t // C * SG + u < G:
                        for v in T.vectorized(VEC):
                            q4[v] = q_s[t // C * SG + u, d4 * VEC + v]
                        for v in T.unroll(VEC):
                            su[u] = su[u] + q4[v] * k4[0, v]
            for u in T.unroll(SG):
                if t // C * SG + u < G:
                    p_s[t // C * SG + u, t % C] = su[u]

    @T.macro
    def share_pv(Part, v_s, pT, p4, su, m, g, c, t, n_valid):
        """share: P.V of every head over the chunk (positions serial from 0) -> Part: thread
        t < NG * hd takes head dim t % hd for heads SG * (t // hd) .. + SG - 1, its V value
        loaded once for them and their p as one 16-byte broadcast."""
        if t < NG * hd:
            for u in T.unroll(SG):
                su[u] = T.float32(0)
            for j in T.serial(n_valid):
                for v in T.vectorized(VEC):
                    p4[v] = pT[j * SP + t // hd * SG + v]
                for u in T.unroll(SG):
                    su[u] = su[u] + p4[u] * v_s[j * hd + t % hd]
            for u in T.unroll(SG):
                if t // hd * SG + u < G:
                    Part[m, g * G + t // hd * SG + u, c, t % hd] = su[u]

    @T.macro
    def put_ml(Part, sc, m, h, c, ln):
        """Head h's chunk max and exp-sum (lane 0's sc) into its partial's row."""
        if ln == 0:
            Part[m, h, c, hd] = sc[0]
            Part[m, h, c, hd + 1] = sc[1]

    @T.macro
    def chunk_pv(Part, v_s, p_s, acc_c, sc, m, h, c, w, ln, n_valid):
        """acc_c = P.V of head w over the chunk (positions serial); (acc_c, mc, lc) -> Part."""
        for e in T.unroll(DPL):
            acc_c[e] = T.float32(0)
        if ln * DPL < hd:
            for j in T.serial(n_valid):
                for e in T.unroll(DPL):
                    acc_c[e] = acc_c[e] + p_s[w, j] * v_s[j * hd + ln * DPL + e]
            for e in T.vectorized(DPL):
                Part[m, h, c, ln * DPL + e] = acc_c[e]
        put_ml(Part, sc, m, h, c, ln)

    @T.macro
    def arrive(Cnt, last, is_last, m, g, tid, n):
        """Publish this CTA's partials; is_last[0] = 1 in the last CTA of (m, g) to arrive."""
        if not fence_one:
            gpu_fence()
        T.tvm_storage_sync("shared")
        if tid == 0:
            if fence_one:  # the barrier orders the CTA's writes before thread 0's fence
                gpu_fence()
            last[0] = T.Cast("int32", T.cuda.atomic_add(T.address_of(Cnt[m, g]), 1) == n - 1)
        T.tvm_storage_sync("shared")
        is_last[0] = last[0]

    @T.macro
    def load_partials(Part, tile, m, h, ln, c0, n, r0=0):
        """tile[r0 + cc] = this lane's dims of acc_c of chunk c0 + cc (cc < MT, chunk < n)."""
        for cc in T.unroll(MT):
            if c0 + cc < n and ln * DPL < hd:
                T.ptx[LD_ACC](*_regs(tile, r0 + cc, DPL), Part.ptr_to([m, h, c0 + cc, ln * DPL]))

    @T.macro
    def fold(tile, acc, mr, lane0, c0, n, r0=0):
        """Chunks c0 .. c0 + MT - 1 (< n) into (l, acc), in order; chunk c0 + cc's a, b, lc sit
        in lane lane0 + cc. The shuffles run in every lane and every step (uniform); the
        arithmetic is guarded, so the steps past n change nothing (fold_select: by a select of
        the step's result, not a branch)."""
        for cc in T.unroll(MT):
            a: T.let[T.float32] = T.tvm_warp_shuffle(full, mr[R_A], lane0 + cc, WARP, WARP)
            b: T.let[T.float32] = T.tvm_warp_shuffle(full, mr[R_B], lane0 + cc, WARP, WARP)
            lc: T.let[T.float32] = T.tvm_warp_shuffle(full, mr[R_LC], lane0 + cc, WARP, WARP)
            if c0 + cc == 0:
                mr[R_L] = lc
                for e in T.unroll(DPL):
                    acc[e] = tile[r0 + cc, e]
            elif fold_select:  # no branch: each step's result kept only for a live chunk
                mr[R_L] = T.Select(c0 + cc < n, mr[R_L] * a + lc * b, mr[R_L])
                for e in T.unroll(DPL):
                    acc[e] = T.Select(c0 + cc < n, acc[e] * a + tile[r0 + cc, e] * b, acc[e])
            elif c0 + cc < n:
                mr[R_L] = mr[R_L] * a + lc * b
                for e in T.unroll(DPL):
                    acc[e] = acc[e] * a + tile[r0 + cc, e] * b

    @T.macro
    def scan(mr, ln, t):
        """Running maxima of scan t (lane ln: chunk t * 32 + ln, its mc in mr[R_MC]) after
        mr[R_MX], the a, b of each lane's chunk, and mr[R_MX] = the scan's last maximum."""
        mr[R_M] = mr[R_MC]
        for k in T.unroll(5):
            mr[R_UP] = T.tvm_warp_shuffle_up(full, mr[R_M], 1 << k, WARP, WARP)
            if ln >= (1 << k):
                mr[R_M] = T.max(mr[R_M], mr[R_UP])
        if t > 0:
            mr[R_M] = T.max(mr[R_MX], mr[R_M])
        mr[R_UP] = T.tvm_warp_shuffle_up(full, mr[R_M], 1, WARP, WARP)  # m_{c-1}
        if ln == 0:
            mr[R_UP] = mr[R_MX]
        mr[R_A] = T.exp(mr[R_UP] - mr[R_M])
        mr[R_B] = T.exp(mr[R_MC] - mr[R_M])
        mr[R_MX] = T.tvm_warp_shuffle(full, mr[R_M], WARP - 1, WARP, WARP)

    @T.macro
    def merge_start(Cnt, acc, mr, m, g, tid):
        if merge == "last":  # acquire the partials; the counter back to 0 for the next launch
            gpu_fence()
            if tid == 0:
                Cnt[m, g] = 0
        mr[R_MX] = neg  # every register the fold may read is defined (chunk 0 overwrites)
        mr[R_L] = T.float32(0)
        for e in T.unroll(DPL):
            acc[e] = T.float32(0)

    @T.macro
    def merge_end(Out, acc, mr, m, h, ln):
        if ln * DPL < hd:
            for e in T.unroll(DPL):
                Out[m, h * hd + ln * DPL + e] = acc[e] / mr[R_L]

    @T.macro
    def direct_out(Out, acc_c, sc, m, h, ln):
        """direct_one: row m's only live chunk finishes head h, O = acc_c / lc (lane 0's lc),
        as merge_end after a merge of that one chunk."""
        sc[1] = T.tvm_warp_shuffle(full, sc[1], 0, WARP, WARP)
        if ln * DPL < hd:
            for e in T.unroll(DPL):
                Out[m, h * hd + ln * DPL + e] = acc_c[e] / sc[1]

    @T.macro
    def load_scan(Part, tile, mlb, m, h, ln, t, n, b, bt):
        """Scan t's (mc, lc) of lane ln's chunk into mlb[b] and its first MT acc_c into tile
        buffer bt."""
        mlb[b, 0] = neg
        mlb[b, 1] = T.float32(0)
        if t * WARP + ln < n:
            T.ptx[LD_ML](mlb[b, 0], mlb[b, 1], Part.ptr_to([m, h, t * WARP + ln, hd]))
        load_partials(Part, tile, m, h, ln, t * WARP, n, bt * MT)

    @T.macro
    def merge_pf(Part, Out, Cnt, tile, mlb, acc, mr, m, g, h, ln, tid, n):
        """merge_batches() with its batches of MT chunks unrolled, batch u + 1's loads (with the
        next scan's (mc, lc) when u + 1 starts a scan) in flight while batch u folds."""
        merge_start(Cnt, acc, mr, m, g, tid)
        load_scan(Part, tile, mlb, m, h, ln, 0, n, 0, 0)
        for u in T.unroll(NU):
            if u * MT < n:
                if u + 1 < NU:
                    if (u + 1) % UPS == 0:
                        t1: T.let[T.int32] = (u + 1) // UPS
                        load_scan(Part, tile, mlb, m, h, ln, t1, n, t1 % 2, (u + 1) % 2)
                    else:
                        load_partials(Part, tile, m, h, ln, (u + 1) * MT, n, (u + 1) % 2 * MT)
                if u % UPS == 0:
                    mr[R_MC] = mlb[u // UPS % 2, 0]
                    mr[R_LC] = mlb[u // UPS % 2, 1]
                    scan(mr, ln, u // UPS)
                fold(tile, acc, mr, u % UPS * MT, u * MT, n, u % 2 * MT)
        merge_end(Out, acc, mr, m, h, ln)

    @T.macro
    def merge_batches(Part, Out, Cnt, tile, acc, mr, m, g, h, ln, tid, n):
        """Fold chunks 0..n-1 of head h in order into O[m, h]; reset the counter. Per scan of
        32 chunks, lane ln holds chunk t * 32 + ln: its mc, lc, running max m_c, a and b;
        mx carries the running max of the chunks before the scan."""
        merge_start(Cnt, acc, mr, m, g, tid)
        for t in T.serial(T.ceildiv(n, WARP)):
            mr[R_MC] = neg
            mr[R_LC] = T.float32(0)
            if t * WARP + ln < n:
                T.ptx[LD_ML](mr[R_MC], mr[R_LC], Part.ptr_to([m, h, t * WARP + ln, hd]))
            load_partials(Part, tile, m, h, ln, t * WARP, n)  # in flight during the scan
            scan(mr, ln, t)
            for u in T.unroll(WARP // MT):
                if t * WARP + u * MT < n:
                    if u > 0:
                        load_partials(Part, tile, m, h, ln, t * WARP + u * MT, n)
                    fold(tile, acc, mr, u * MT, t * WARP + u * MT, n)
        merge_end(Out, acc, mr, m, h, ln)

    @T.macro
    def stamp(tt, i):
        # trace: event i's global timer
        tt[i] = launch.globaltimer()

    @T.macro
    def put_trace(Part, tt, m, g, c, tid, merged):
        # trace: thread 0 leaves the events in its partials' unused columns (TRACE)
        if tid == 0:
            for i in T.unroll(len(TRACE)):
                if i < len(TRACE) - 1 or merged == 1:
                    Part[m, g * G + i, c, hd + 2] = T.reinterpret(
                        "float32", T.Cast("uint32", T.bitwise_and(tt[i], T.uint64(0xFFFFFFFF)))
                    )
                    Part[m, g * G + i, c, hd + 3] = T.reinterpret(
                        "float32", T.Cast("uint32", T.shift_right(tt[i], T.uint64(32)))
                    )
            # the SM in place of event 1's high half (the lab takes it from event 0's)
            Part[m, g * G + 1, c, hd + 3] = T.reinterpret("float32", launch.smid())

    @T.macro
    def merge_row(Part, Out, Cnt, tile, mlb, acc, mr, m, g, h, ln, tid, n):
        """Row m's merge (by the CTA that arrived last, or merge_kernel): merge_pf or
        merge_batches (merge_prefetch)."""
        if merge_prefetch:
            merge_pf(Part, Out, Cnt, tile, mlb, acc, mr, m, g, h, ln, tid, n)
        else:
            merge_batches(Part, Out, Cnt, tile, acc, mr, m, g, h, ln, tid, n)

    RT = rows  # rows of the step a CTA serves (threadIdx.z)
    NTR = NT * RT  # threads per CTA
    NVR = (C * HV + NTR - 1) // NTR  # 16-byte vectors of K (and of V) per thread
    stage_kv_rows = stage_after(NTR)
    stage_kv_rows_pre = stage_kv(NTR, False, kv_prewait)

    @T.macro
    def stage_rows(Q, Kc, Vc, q_s, qv, k_s, v_s, kr, vr, m, r, live, g, c, tid, tidr, j0, n_stage):
        """q of row r's G heads (by its own threads, if the row is live); K, V rows c*C + j0 ..
        c*C + n_stage - 1 (the tile's longest live row; rows below j0 staged before the PDL
        wait) by all threads, 16 bytes a load; then a CTA barrier."""
        if live:
            load_q(Q, q_s, qv, m, g, tid, r)
        stage_kv_rows(Kc, Vc, k_s, v_s, kr, vr, g, c, tidr, j0, n_stage)
        T.tvm_storage_sync("shared")

    @T.macro
    def arrive_rows(Cnt, last, is_last, m, g, r, live, tid, n):
        """arrive() for the CTA's rows at once: every thread fences and reaches both barriers;
        thread 0 of each live row counts the CTA on (m, g)."""
        gpu_fence()
        T.tvm_storage_sync("shared")
        if tid == 0:
            last[r] = 0
            if live:
                last[r] = T.Cast("int32", T.cuda.atomic_add(T.address_of(Cnt[m, g]), 1) == n - 1)
        T.tvm_storage_sync("shared")
        is_last[0] = last[r]

    @T.macro
    def arrive_merge(Part, Out, Cnt, last, is_last, tile, mlb, acc, mr, tt, m, g, h, ln, tid, n):
        """The one-row CTA's arrival (arrive) and, in the last CTA, its row's merge (merge_row);
        with trace, events 5 and 6 into tt (None without)."""
        arrive(Cnt, last, is_last, m, g, tid, n)
        if trace:
            stamp(tt, 5)
        if is_last[0] == 1:
            merge_row(Part, Out, Cnt, tile, mlb, acc, mr, m, g, h, ln, tid, n)
            if trace:
                T.tvm_storage_sync("shared")
                stamp(tt, 6)

    @T.macro
    def arrive_merge_rows(
        Part, Out, Cnt, last, is_last, tile, mlb, acc, mr, m, g, r, h, ln, live, tid, n
    ):
        """The CTA's rows arrive (arrive_rows); the last CTA of a live row merges it."""
        arrive_rows(Cnt, last, is_last, m, g, r, live, tid, n)
        if live and is_last[0] == 1:
            merge_row(Part, Out, Cnt, tile, mlb, acc, mr, m, g, h, ln, tid, n)

    @T.macro
    def merge_kernel(Pos, Out, Part, Cnt, M):
        """merge="kernel": the second kernel, one warp per (row m, q head h) folding the row's
        live chunks of head h in chunk order into O[m, h] (merge_row's arithmetic)."""
        for h in T.thread_binding(hq, thread="blockIdx.y"):
            for m in T.thread_binding(M, thread="blockIdx.x"):
                for ln in T.thread_binding(WARP, thread="threadIdx.x"):
                    with T.sblock("attention_merge"):
                        T.reads(Pos[m], Part[m, h, 0:NC, 0:PW])
                        T.writes(Out[m, h * hd : h * hd + hd])
                        tile = T.sblock_alloc_buffer((TR, DPL), "float32", scope="local")
                        mlb = T.sblock_alloc_buffer((NB, 2), "float32", scope="local")
                        acc = T.sblock_alloc_buffer((DPL,), "float32", scope="local")
                        mr = T.sblock_alloc_buffer((8,), "float32", scope="local")
                        if pdl:
                            T.ptx.griddepcontrol.launch_dependents()
                        n: T.let[T.int32] = T.ceildiv(Pos[m] + 1, C)  # live chunks of row m
                        if pdl:
                            T.ptx.griddepcontrol.wait()
                        merge_row(Part, Out, Cnt, tile, mlb, acc, mr, m, 0, h, ln, ln, n)

    def split_func(chunk):
        """The kernel around `chunk` (rows_chunk or one_chunk: the CTAs of chunk c)."""

        @T.prim_func(s_tir=True)
        def attention_split(
            q_h: T.handle,
            kc_h: T.handle,
            vc_h: T.handle,
            pos_h: T.handle,
            o_h: T.handle,
            part_h: T.handle,
            cnt_h: T.handle,
        ):
            T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
            M = T.int64()
            Q = T.match_buffer(q_h, (M, hq, hd), "float32")  # q: [M, Hq, hd]
            Kc = T.match_buffer(kc_h, (max_ctx, hkv, hd), "float32")  # k cache: [ctx, Hkv, hd]
            Vc = T.match_buffer(vc_h, (max_ctx, hkv, hd), "float32")  # v cache: [ctx, Hkv, hd]
            Pos = T.match_buffer(pos_h, (M,), "int32")  # pos: [M]
            Out = T.match_buffer(o_h, (M, hq * hd), "float32")  # o: [M, Hq * hd]
            Part = T.match_buffer(part_h, (M, hq, NC, PW), "float32")  # chunk partials
            Cnt = T.match_buffer(cnt_h, (M, hkv), "int32")  # arrivals per (row, group)
            # chunk slowest: the CTAs of the first chunks (live in every row) are dispatched first
            for c in T.thread_binding(NC, thread="blockIdx.z"):
                chunk(Q, Kc, Vc, Pos, Out, Part, Cnt, M, c)
            if merge == "kernel" and not probe_no_merge:
                merge_kernel(Pos, Out, Part, Cnt, M)

        return attention_split

    def rows_kernel():
        @T.macro
        def rows_chunk(Q, Kc, Vc, Pos, Out, Part, Cnt, M, c):
            """The CTAs of chunk c, a row tile each: see the module doc."""
            for g in T.thread_binding(hkv, thread="blockIdx.y"):
                for rt in T.thread_binding(T.ceildiv(M, RT), thread="blockIdx.x"):
                    for r in T.thread_binding(RT, thread="threadIdx.z"):
                        for w in T.thread_binding(G, thread="threadIdx.y"):
                            for ln in T.thread_binding(WARP, thread="threadIdx.x"):
                                with T.attr(0, LB, MB):
                                    with T.sblock("attention_rows"):
                                        T.reads(
                                            Q[0:M, g * G : g * G + G, 0:hd],
                                            Kc[0:max_ctx, g, 0:hd],
                                            Vc[0:max_ctx, g, 0:hd],
                                            Pos[0:M],
                                            Part[0:M, g * G : g * G + G, 0:NC, 0:PW],
                                            Cnt[0:M, g],
                                        )
                                        T.writes(
                                            Out[0:M, g * G * hd : g * G * hd + G * hd],
                                            Part[0:M, g * G : g * G + G, 0:NC, 0:PW],
                                            Cnt[0:M, g],
                                        )
                                        q_s = T.sblock_alloc_buffer(
                                            (RT * G, hd), "float32", scope="shared"
                                        )
                                        k_s = T.sblock_alloc_buffer(
                                            (C * KS,), "float32", scope="shared"
                                        )
                                        v_s = T.sblock_alloc_buffer(
                                            (C * hd,), "float32", scope="shared"
                                        )
                                        p_s = T.sblock_alloc_buffer(
                                            (RT * G, C), "float32", scope="shared"
                                        )
                                        last = T.sblock_alloc_buffer((RT,), "int32", scope="shared")
                                        is_last = T.sblock_alloc_buffer(
                                            (1,), "int32", scope="local"
                                        )
                                        nl = T.sblock_alloc_buffer((4,), "int32", scope="local")
                                        qv = T.sblock_alloc_buffer((NQ,), "float32", scope="local")
                                        kr = T.sblock_alloc_buffer(
                                            (NVR, VEC), "float32", scope="local"
                                        )
                                        vr = T.sblock_alloc_buffer(
                                            (NVR, VEC), "float32", scope="local"
                                        )
                                        q4 = T.sblock_alloc_buffer((VEC,), "float32", scope="local")
                                        k4 = T.sblock_alloc_buffer(
                                            (JPL, VEC), "float32", scope="local"
                                        )
                                        st = T.sblock_alloc_buffer((JPL,), "float32", scope="local")
                                        s = T.sblock_alloc_buffer((JPL,), "float32", scope="local")
                                        red = T.sblock_alloc_buffer(
                                            (JPL,), "float32", scope="local"
                                        )
                                        sc = T.sblock_alloc_buffer((2,), "float32", scope="local")
                                        acc_c = T.sblock_alloc_buffer(
                                            (DPL,), "float32", scope="local"
                                        )
                                        acc = T.sblock_alloc_buffer(
                                            (DPL,), "float32", scope="local"
                                        )
                                        tile = T.sblock_alloc_buffer(
                                            (TR, DPL), "float32", scope="local"
                                        )
                                        mlb = T.sblock_alloc_buffer(
                                            (NB, 2), "float32", scope="local"
                                        )
                                        mr = T.sblock_alloc_buffer((8,), "float32", scope="local")
                                        if pdl:
                                            T.ptx.griddepcontrol.launch_dependents()
                                        tid: T.let[T.int32] = w * WARP + ln
                                        tidr: T.let[T.int32] = r * NT + tid
                                        h: T.let[T.int32] = g * G + w
                                        m: T.let[T.int32] = T.Cast("int32", rt) * RT + r
                                        # nl[0]: row m's positions (0 past M); nl[1]: the
                                        # chunk's positions of the tile's longest row
                                        nl[0] = 0
                                        if T.Cast("int64", m) < M:
                                            nl[0] = Pos[m] + 1
                                        nl[1] = 0
                                        for r2 in T.unroll(RT):
                                            if rt * RT + T.Cast("int64", r2) < M:
                                                nl[1] = T.max(
                                                    nl[1],
                                                    T.min(C, Pos[rt * RT + r2] + 1 - c * C),
                                                )
                                        n: T.let[T.int32] = T.ceildiv(nl[0], C)
                                        live: T.let[T.bool] = c < n
                                        if nl[1] > 0:
                                            nl[2] = 0  # the chunk's rows staged before the wait
                                            if pre_wait:  # pos, then K/V rows no step writes
                                                nl[2] = T.max(0, T.min(nl[1], Pos[0] - c * C))
                                                stage_kv_rows_pre(
                                                    Kc,
                                                    Vc,
                                                    k_s,
                                                    v_s,
                                                    kr,
                                                    vr,
                                                    g,
                                                    c,
                                                    tidr,
                                                    0,
                                                    nl[2],
                                                )
                                            if pdl:
                                                T.ptx.griddepcontrol.wait()
                                            n_valid: T.let[T.int32] = T.min(C, nl[0] - c * C)
                                            stage_rows(
                                                Q,
                                                Kc,
                                                Vc,
                                                q_s,
                                                qv,
                                                k_s,
                                                v_s,
                                                kr,
                                                vr,
                                                m,
                                                r,
                                                live,
                                                g,
                                                c,
                                                tid,
                                                tidr,
                                                nl[2],
                                                nl[1],
                                            )
                                            if live:
                                                chunk_softmax(
                                                    q_s,
                                                    k_s,
                                                    p_s,
                                                    q4,
                                                    k4,
                                                    st,
                                                    s,
                                                    red,
                                                    sc,
                                                    r * G + w,
                                                    ln,
                                                    n_valid,
                                                )
                                            T.tvm_storage_sync("shared")
                                            if live:
                                                chunk_pv(
                                                    Part,
                                                    v_s,
                                                    p_s,
                                                    acc_c,
                                                    sc,
                                                    m,
                                                    h,
                                                    c,
                                                    r * G + w,
                                                    ln,
                                                    n_valid,
                                                )
                                            if direct:
                                                # nl[3]: the tile's longest row's positions
                                                # (pos read again: no register held till here)
                                                nl[3] = 0
                                                for r2 in T.unroll(RT):
                                                    if rt * RT + T.Cast("int64", r2) < M:
                                                        nl[3] = T.max(nl[3], Pos[rt * RT + r2] + 1)
                                                if nl[3] <= C:  # every row: one chunk (c = 0)
                                                    if live:
                                                        direct_out(Out, acc_c, sc, m, h, ln)
                                                else:
                                                    arrive_merge_rows(
                                                        Part, Out, Cnt, last, is_last, tile,
                                                        mlb, acc, mr, m, g, r, h, ln, live,
                                                        tid, n,
                                                    )  # fmt: skip
                                            elif merge == "last":
                                                arrive_merge_rows(
                                                    Part, Out, Cnt, last, is_last, tile,
                                                    mlb, acc, mr, m, g, r, h, ln, live, tid, n,
                                                )  # fmt: skip

        return split_func(rows_chunk)

    if rows > 1:
        return with_pdl(rows_kernel(), pdl, kv_prefix=pre_wait)

    @T.macro
    def one_chunk(Q, Kc, Vc, Pos, Out, Part, Cnt, M, c):
        """The CTAs of chunk c: see the module doc."""
        for g in T.thread_binding(hkv, thread="blockIdx.y"):
            for m in T.thread_binding(M, thread="blockIdx.x"):
                for w in T.thread_binding(G, thread="threadIdx.y"):
                    for ln in T.thread_binding(WARP, thread="threadIdx.x"):
                        with T.attr(0, LB, MB):
                            with T.sblock("attention_split"):
                                T.reads(
                                    Q[m, g * G : g * G + G, 0:hd],
                                    Kc[0:max_ctx, g, 0:hd],
                                    Vc[0:max_ctx, g, 0:hd],
                                    Pos[m],
                                    Part[m, g * G : g * G + G, 0:NC, 0:PW],
                                    Cnt[m, g],
                                )
                                T.writes(
                                    Out[m, g * G * hd : g * G * hd + G * hd],
                                    Part[m, g * G : g * G + G, 0:NC, 0:PW],
                                    Cnt[m, g],
                                )
                                q_s = T.sblock_alloc_buffer((G, hd), "float32", scope="shared")
                                k_s = T.sblock_alloc_buffer((C * KS,), "float32", scope="shared")
                                v_s = T.sblock_alloc_buffer((C * hd,), "float32", scope="shared")
                                p_s = T.sblock_alloc_buffer((G, C), "float32", scope="shared")
                                if share:  # p by position, SP heads a row
                                    pT = T.sblock_alloc_buffer((C * SP,), "float32", scope="shared")
                                    su = T.sblock_alloc_buffer((SG,), "float32", scope="local")
                                    p4 = T.sblock_alloc_buffer((VEC,), "float32", scope="local")
                                last = T.sblock_alloc_buffer((1,), "int32", scope="shared")
                                is_last = T.sblock_alloc_buffer((1,), "int32", scope="local")
                                if solo:  # dynamic: the runtime lifts the 48 KB default
                                    pad = T.sblock_alloc_buffer(
                                        (PAD // 4,), "int32", scope="shared.dyn"
                                    )
                                kr = T.sblock_alloc_buffer((NV, VEC), "float32", scope="local")
                                vr = T.sblock_alloc_buffer((NV, VEC), "float32", scope="local")
                                q4 = T.sblock_alloc_buffer((VEC,), "float32", scope="local")
                                k4 = T.sblock_alloc_buffer((JPL, VEC), "float32", scope="local")
                                st = T.sblock_alloc_buffer((JPL,), "float32", scope="local")
                                s = T.sblock_alloc_buffer((JPL,), "float32", scope="local")
                                red = T.sblock_alloc_buffer((JPL,), "float32", scope="local")
                                sc = T.sblock_alloc_buffer((2,), "float32", scope="local")
                                acc_c = T.sblock_alloc_buffer((DPL,), "float32", scope="local")
                                acc = T.sblock_alloc_buffer((DPL,), "float32", scope="local")
                                tile = T.sblock_alloc_buffer((TR, DPL), "float32", scope="local")
                                mlb = T.sblock_alloc_buffer((NB, 2), "float32", scope="local")
                                mr = T.sblock_alloc_buffer((8,), "float32", scope="local")
                                pre = T.sblock_alloc_buffer((1,), "int32", scope="local")
                                qv = T.sblock_alloc_buffer((NQ,), "float32", scope="local")
                                if trace:
                                    tt = T.sblock_alloc_buffer(
                                        (len(TRACE),), "uint64", scope="local"
                                    )
                                if pdl:
                                    T.ptx.griddepcontrol.launch_dependents()
                                if trace:  # the events: TRACE
                                    stamp(tt, 0)
                                tid: T.let[T.int32] = w * WARP + ln
                                h: T.let[T.int32] = g * G + w
                                n_len: T.let[T.int32] = Pos[m] + 1
                                n: T.let[T.int32] = T.ceildiv(n_len, C)  # live chunks of row m
                                if solo:  # never true (pos >= 0): keeps the pad allocated
                                    if n_len < 1:
                                        pad[tid] = n_len
                                if c < n:
                                    n_valid: T.let[T.int32] = T.min(C, n_len - c * C)
                                    pre[0] = 0  # the chunk's rows staged before the wait
                                    if pre_wait:  # pos, then K/V rows no step writes
                                        pre[0] = T.max(0, T.min(n_valid, Pos[0] - c * C))
                                        stage_kv_pre(Kc, Vc, k_s, v_s, kr, vr, g, c, tid, 0, pre[0])
                                    if pdl:
                                        T.ptx.griddepcontrol.wait()
                                    stage(
                                        Q, Kc, Vc, q_s, qv, k_s, v_s, kr, vr,
                                        m, g, c, tid, pre[0], n_valid,
                                    )  # fmt: skip
                                    if trace:
                                        stamp(tt, 1)
                                    if share:
                                        share_scores(q_s, k_s, p_s, q4, k4, su, tid)
                                        T.tvm_storage_sync("shared")
                                        for i in T.unroll(JPL):
                                            st[i] = p_s[w, ln + i * WARP]
                                    else:
                                        chunk_scores(q_s, k_s, q4, k4, st, w, ln)
                                    if trace:
                                        stamp(tt, 2)
                                    if share:
                                        chunk_exp(p_s, pT, st, s, red, sc, w, ln, n_valid)
                                    else:
                                        chunk_exp(p_s, p_s, st, s, red, sc, w, ln, n_valid)
                                    if trace:
                                        stamp(tt, 3)
                                    if share:
                                        put_ml(Part, sc, m, h, c, ln)
                                        share_pv(Part, v_s, pT, p4, su, m, g, c, tid, n_valid)
                                    else:
                                        chunk_pv(Part, v_s, p_s, acc_c, sc, m, h, c, w, ln, n_valid)
                                    if trace:
                                        stamp(tt, 4)
                                    if direct:
                                        if n == 1:
                                            direct_out(Out, acc_c, sc, m, h, ln)
                                        else:
                                            arrive_merge(  # direct: no trace, no tt
                                                Part, Out, Cnt, last, is_last, tile, mlb, acc, mr,
                                                None, m, g, h, ln, tid, n,
                                            )  # fmt: skip
                                    elif merge == "last":
                                        arrive_merge(
                                            Part, Out, Cnt, last, is_last, tile, mlb, acc, mr,
                                            tt if trace else None, m, g, h, ln, tid, n,
                                        )  # fmt: skip
                                    if trace:
                                        put_trace(Part, tt, m, g, c, tid, is_last[0])

    return with_pdl(split_func(one_chunk), pdl, kv_prefix=pre_wait)


class SplitAttention(KernelGenerator):
    """cuda decode attention split over chunk CTAs, ahead of the single-CTA kernel; its scratch
    is declared by the family (speccc.ops.attention.Attention.scratch)."""

    family, targets = "attention", ("cuda",)
    knobs = ("rows", "kv_prewait", "min_ctas", "merge_loads", "merge_prefetch", "fence")
    knobs += ("fence_one", "merge", "share", "fold_select", "direct_one", "solo")

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan | None:
        return default_plan(n, k)  # n: head_dim, k: max_ctx

    def accepts(self, family, kind, p, plan):
        return fits(p["n_heads"], p["n_kv_heads"], p["head_dim"], p["max_ctx"], plan)

    def generate(self, kind, p, target, plan):
        if not self.accepts(None, kind, p, plan):
            return None
        hq, hkv, hd, ctx = p["n_heads"], p["n_kv_heads"], p["head_dim"], p["max_ctx"]
        return kernel(hq, hkv, hd, ctx, plan, target.pdl, **self.knob_kwargs(target))


RULE = SplitAttention()
