"""The quantized tensor-core GEMV (speccc.schedules.cuda.gemv_mma_quant), CPU side: cuda plans
pick it for q4_0 / q4_1 / q8_0 (llvm keeps its lane kernel), every fused form builds with M only
where the rule allows it (with PDL too), a kernel that branches on M is refused (negative
control), and the quant unpack (the kernel's own TIR expressions, run on llvm) and the per-block
formula agree with speccc.model.quant. Bitwise row parity over M is an H200 check
(bench/h200/run_n1.sh: gpu_parity)."""

from __future__ import annotations

import numpy as np
import pytest
from speccc.schedules.cuda import gemv_lanes, gemv_mma, gemv_mma_quant
from speccc.schedules.registry import select_plan
from tvm.script import tirx as T

from speccc.model.quant import BLOCK, quantize
from speccc.passes.check_m_flow import check_m_flow, m_flow_violations
from speccc.passes.check_m_invariance import MInvarianceError

ROPE = dict(n_heads=9, n_kv_heads=3, head_dim=64, max_ctx=2048)
SMOL = [  # SmolLM2-135M's quantized GEMVs as the fusion passes make them
    dict(n=960, k=576, wdtype="q4_1", bias=False, norm=1e-5, epilogue="rope_kv", **ROPE),
    dict(n=576, k=576, wdtype="q4_1", bias=False, epilogue="residual"),
    dict(n=3072, k=576, wdtype="q4_1", bias=False, norm=1e-5, epilogue="silu_mul"),
    dict(n=576, k=1536, wdtype="q4_1", bias=False, epilogue="residual"),
    dict(n=49152, k=576, wdtype="q8_0", bias=False),  # the final norm its own kernel
]
OTHER = [  # the other formats, bias and the plain form
    dict(n=256, k=512, wdtype="q4_0", bias=True, epilogue=""),
    dict(n=512, k=256, wdtype="q8_0", bias=False, epilogue="residual"),
    dict(n=1536, k=512, wdtype="q4_0", bias=False, norm=1e-6, epilogue="silu_mul"),
]


def _plan(p):
    return gemv_mma_quant.default_plan(p["wdtype"], p["n"], p["k"])


@pytest.mark.parametrize("wdtype", gemv_mma_quant.QUANT)
@pytest.mark.parametrize("n,k", [(960, 576), (3072, 576), (576, 1536), (49152, 576)])
def test_cuda_picks_it_for_the_quantized_formats_and_llvm_does_not(wdtype, n, k):
    plan = select_plan("gemv", wdtype, n, k, "cuda")
    assert plan == gemv_mma_quant.default_plan(wdtype, n, k)  # one key, one plan
    assert plan.tree == "mma" and plan.vec == BLOCK and (k // BLOCK) % plan.split == 0
    assert select_plan("gemv", wdtype, n, k, "llvm").tree != "mma"
    assert gemv_mma.RULE.default_plan(wdtype, n, k, None) is None  # 16-bit kernel: not its dtype
    assert select_plan("gemv", "bfloat16", n, k, "cuda") == gemv_mma.default_plan("bfloat16", n, k)


def test_vocabulary_projection_takes_no_norm_prologue():
    """A vocabulary projection (N >= VOCAB_N) does not fuse the final norm (each of its CTAs
    would recompute it) and has no L2 prefetch; a smaller projection fuses it."""
    head = dict(n=49152, k=576, wdtype="q8_0", bias=False)
    assert gemv_mma_quant.fits(head, _plan(head))
    assert not gemv_mma_quant.fits({**head, "norm": 1e-5}, _plan(head))
    gate = dict(n=3072, k=576, wdtype="q4_1", bias=False, norm=1e-5, epilogue="silu_mul")
    assert gemv_mma_quant.fits(gate, _plan(gate))
    assert not gemv_mma.l2_prefetch(True, 49152) and gemv_mma.l2_prefetch(True, 3072)
    assert _plan(head).prefetch == gemv_mma_quant.VOCAB_PREFETCH


def test_plan_refuses_k_not_whole_blocks_per_warp():
    assert gemv_mma_quant.default_plan("q4_1", 576, 100) is None  # K not whole blocks
    params = dict(n=576, k=576, wdtype="q4_1", bias=False, epilogue="residual")
    four = gemv_mma.shape_plan(576, 1536)  # 16 warps: 576 = 18 blocks do not split 16 ways
    assert four.warps == 16 and not gemv_mma_quant.fits(params, four)
    with pytest.raises(ValueError):
        gemv_mma_quant.kernel(params, four)
    assert not gemv_mma_quant.fits({**params, "wdtype": "bfloat16"}, _plan(params))


@pytest.mark.parametrize("wdtype", ["bfloat16", *gemv_mma_quant.QUANT])
def test_k_of_one_block_takes_the_lane_kernel(wdtype):
    """K = 32 is one block: no tensor-core plan (its weight ring loads a block ahead), so the lane
    kernel builds it; a pinned tensor-core plan is refused with a one-line error."""
    from speccc.schedules.registry import make_kernel

    params = dict(n=64, k=32, wdtype=wdtype, bias=False)
    assert select_plan("gemv", wdtype, 64, 32, "cuda").tree == "xor"
    assert check_m_flow(make_kernel("gemv", params, "cuda"))
    one = gemv_mma.shape_plan(64, 64)  # one warp over two blocks: fits K = 64, not K = 32
    assert gemv_mma.fits({**params, "k": 64}, one, (wdtype,))
    assert not gemv_mma.fits(params, one, (wdtype,))
    with pytest.raises(ValueError, match="does not fit"):
        gemv_mma.kernel(params, one, quant=None) if wdtype == "bfloat16" else (
            gemv_mma_quant.kernel(params, one)
        )


@pytest.mark.parametrize("pdl", [False, True])
@pytest.mark.parametrize("params", SMOL + OTHER, ids=lambda p: f"{p['wdtype']}_{p['n']}_{p['k']}")
def test_every_fused_form_builds_with_m_only_where_allowed(params, pdl):
    func = gemv_mma_quant.RULE.generate("gemv", params, _target(pdl), _plan(params))
    assert check_m_flow(func) is func
    planes = 3 if params["wdtype"] == "q4_1" else 2
    norm = params.get("norm") is not None
    assert [str(p.name) for p in func.params][1 + norm : 1 + norm + planes] == [
        "W", "D", "Mn"][:planes]  # fmt: skip


def test_small_n_takes_one_tile_so_paired_epilogues_stay_unfused():
    """Below SMALL_N outputs with K > N a CTA takes one output tile: the paired epilogues (two
    tiles a CTA) do not fit, so can_build says no and the fusion passes leave them separate."""
    from speccc.schedules.registry import can_build

    small = dict(n=256, k=512, wdtype="q4_0", bias=False, norm=1e-6, epilogue="silu_mul")
    assert _plan(small).tile_n == 1 and not gemv_mma_quant.fits(small, _plan(small))
    assert not can_build("gemv", small, "cuda")
    assert can_build("gemv", {**small, "n": 1536}, "cuda")


def test_lane_kernel_still_builds_the_quantized_formats():
    """gemv_lanes stays the fallback kernel (its own plan, tree "xor")."""
    for params in SMOL[1:]:
        plan = gemv_lanes.default_plan(params["wdtype"], params["n"], params["k"])
        assert check_m_flow(gemv_lanes.kernel(params, plan))


def test_negative_control_a_block_step_branching_on_m_is_refused():
    """The same kernel with a block step chosen by M's size (an M-keyed order): check_m_flow
    must refuse it, or it is blind to this kernel."""
    params = SMOL[1]
    good = gemv_mma_quant.parts(params["wdtype"], params["n"], params["k"])

    def leaky(**kw):
        ns = good(**kw)
        inner = ns.step

        def step(split, mma3):
            st = inner(split, mma3)

            @T.macro
            def macro(slot, xs, wr, dr, mr, bf, xr, gr, ir, xn, a, acc, sq, sx, rg, M):
                if M > 8:
                    st(slot, xs, wr, dr, mr, bf, xr, gr, ir, xn, a, acc, sq, sx, rg, M)
                else:
                    st(slot, xs, wr, dr, mr, bf, xr, gr, ir, xn, a, acc, sq, sx, rg, M)

            return macro

        ns.step = step
        return ns

    bad = gemv_mma.kernel(params, _plan(params), quant=leaky)
    assert m_flow_violations(bad)
    with pytest.raises(MInvarianceError):
        check_m_flow(bad)


def _target(pdl: bool):
    from dataclasses import replace

    from speccc.ir.target import get_target

    return replace(get_target("cuda"), pdl_choice=pdl)


def _q8_pair_model(words: np.ndarray, i: int) -> np.ndarray:
    """Q8_PAIR's arithmetic in numpy (its C source runs only on the GPU): bytes 2 i, 2 i + 1 of
    each word with the sign bit flipped under exponent byte 0x4B, minus 2^23 + 128 in f32, the
    upper halves kept (the bf16x2), as [..., 2] float32 (low half first)."""
    u = words ^ np.uint32(0x80808080)
    out = []
    for j in (2 * i, 2 * i + 1):
        f = (np.uint32(0x4B000000) | ((u >> np.uint32(8 * j)) & np.uint32(0xFF))).view(np.float32)
        q = (f - np.float32(8388736.0)).view(np.uint32)
        assert not (q & np.uint32(0xFFFF)).any()  # the lower half is zero: the bf16 is exact
        out.append((q & np.uint32(0xFFFF0000)).view(np.float32))
    return np.stack(out, axis=-1)


def _q4_pair_model(words: np.ndarray, wdtype: str, h: int, i: int) -> np.ndarray:
    """Q4_PAIR's arithmetic in numpy (its C source runs only on the GPU): the bf16x2 of nibbles
    0x4300 | u, minus 128 + OFFSET, as [..., 2] float32 (low half first)."""
    q = ((words >> np.uint32(4 * h + 8 * i)) & np.uint32(0x000F000F)) | np.uint32(0x43004300)
    halves = np.stack([q & np.uint32(0xFFFF), q >> np.uint32(16)], axis=-1)
    return (halves << np.uint32(16)).view(np.float32) - np.float32(
        128 + gemv_mma_quant.OFFSET[wdtype]
    )


def _b_registers(wdtype: str, words: np.ndarray) -> np.ndarray:
    """Every lane's B register values [R, h, i, half] from its ring words [R, WL]."""
    if wdtype == "q8_0":
        return np.stack(
            [np.stack([_q8_pair_model(words[:, h], i) for i in range(2)], 1) for h in range(2)], 1
        )  # register i of k-step h: bytes 2 i, 2 i + 1 of word h
    return np.stack(
        [np.stack([_q4_pair_model(words[:, 0], wdtype, h, i) for i in range(2)], 1)
         for h in range(2)], 1,
    )  # fmt: skip


def _weights(wdtype: str, n: int, k: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    return quantize(rng.standard_normal((n, k)).astype(np.float32), wdtype)


def _assembled(wdtype: str, qt, slot=None) -> np.ndarray:
    """The dequantized weights [N, K] as the kernel meets them: every lane's B quants (its
    unpack of its ring words) at the block element of the X ring slot `slot` (default xslot)
    names (loaded from the element xcol names), times d (plus m)."""
    slot = slot or (lambda i, half: gemv_mma_quant.xslot(wdtype, i, half))
    n, k = qt.qs.shape[0], qt.d.shape[1] * BLOCK
    wb, wl = gemv_mma_quant.WORDS_PER_BLOCK[wdtype], gemv_mma_quant.WORDS_PER_LANE[wdtype]
    assert wb == 4 * wl
    words = np.ascontiguousarray(qt.qs).view(np.uint32).reshape(n, k // BLOCK, 4, wl)
    vals = _b_registers(wdtype, words.reshape(-1, wl)).reshape(n, k // BLOCK, 4, 2, 2, 2)
    q = np.full((n, k), np.nan, np.float32)
    for b in range(k // BLOCK):
        for lane in range(4):
            for h in range(2):
                for i in range(2):
                    for half in range(2):
                        e = b * BLOCK + gemv_mma_quant.xcol(wdtype, lane, h, slot(i, half))
                        assert np.isnan(q[:, e]).all()  # no element fed twice
                        q[:, e] = vals[:, b, lane, h, i, half]
    assert not np.isnan(q).any()  # every element of every block fed once
    d = np.repeat(qt.d.astype(np.float32), BLOCK, axis=1)
    return d * q + (np.repeat(qt.m.astype(np.float32), BLOCK, axis=1) if qt.m is not None else 0)


@pytest.mark.parametrize("wdtype", gemv_mma_quant.QUANT)
def test_unpack_and_element_order_give_the_gguf_weights_exactly(wdtype):
    """The weights as the kernel meets them are speccc.model.quant's dequantized weights, bit
    for bit: the unpack and the element order agree with the GGUF block layout."""
    qt = _weights(wdtype, 8, 128)
    assert np.array_equal(_assembled(wdtype, qt), qt.dequantize())


def test_q4_pair_model_is_the_helper_and_its_order_matters():
    """The C helper the kernel calls does what _q4_pair_model computes (mask, magic, bf16x2
    subtract: bytes 0 and 2 of the shifted word); negative control: with q8_0's slot order
    (register i = elements 2 i, 2 i + 1) the q4 quants meet the wrong X elements."""
    src = gemv_mma_quant.Q4_PAIR
    assert "((w >> s) & 0x000F000Fu) | 0x43004300u" in src and "__hsub2" in src
    qt = _weights("q4_1", 8, 64)
    words = np.ascontiguousarray(qt.qs).view(np.uint32).reshape(-1)
    pair = _q4_pair_model(words, "q4_1", 0, 0)
    assert np.array_equal(pair[:, 0], (words & 15).astype(np.float32))  # byte 0's low nibble
    assert np.array_equal(pair[:, 1], ((words >> 16) & 15).astype(np.float32))  # byte 2's
    assert np.array_equal(_assembled("q4_1", qt), qt.dequantize())
    wrong = _assembled("q4_1", qt, slot=lambda i, half: gemv_mma_quant.xslot("q8_0", i, half))
    assert not np.array_equal(wrong, qt.dequantize())


def test_q8_pair_model_is_the_helper_and_covers_every_byte():
    """The C helper does what _q8_pair_model computes (sign flip, permute under 0x4B, subtract
    2^23 + 128, upper halves packed), which is every signed byte exactly; negative control:
    without the sign flip every quant comes out 128 off."""
    src = gemv_mma_quant.Q8_PAIR
    for line in ("w ^ 0x80808080u", "0x4B000000u, 0x7540u + j", "0x4B000000u, 0x7541u + j",
                 "-8388736.0f", "0x7632u"):  # fmt: skip
        assert line in src
    words = np.arange(256, dtype=np.uint32) * np.uint32(0x01010101)  # byte b in every byte
    signed = np.arange(256, dtype=np.uint8).view(np.int8).astype(np.float32)
    for i in range(2):
        assert np.array_equal(_q8_pair_model(words, i), np.stack([signed, signed], -1))
    unflipped = _q8_pair_model(words ^ np.uint32(0x80808080), 0)[:, 0]
    assert not np.array_equal(unflipped, signed)


@pytest.mark.parametrize("wdtype", gemv_mma_quant.QUANT)
def test_block_formula_matches_float64_reference(wdtype):
    """y = sum over blocks of fma(d, S_q) (+ fma(m, S_x)), S_q and S_x exact sums here (the MMA's
    internal order cannot be emulated: a tolerance tier, not bits), against X @ W^T in float64."""
    n, k, m_rows = 16, 256, 5
    qt = _weights(wdtype, n, k, seed=1)
    x = np.random.default_rng(2).standard_normal((m_rows, k)).astype(np.float32)
    fmt_off = {"q4_0": 8, "q4_1": 0, "q8_0": 0}[wdtype]
    if wdtype == "q8_0":
        q = qt.qs.astype(np.float32)
    else:
        lo, hi = qt.qs & 15, qt.qs >> 4
        nb = k // BLOCK
        q = np.concatenate([lo.reshape(n, nb, 16), hi.reshape(n, nb, 16)], axis=2)
        q = q.reshape(n, k).astype(np.float32) - fmt_off
    y = np.zeros((m_rows, n), np.float32)
    for b in range(k // BLOCK):
        sl = slice(b * BLOCK, (b + 1) * BLOCK)
        sq = (x[:, sl].astype(np.float64) @ q[:, sl].T.astype(np.float64)).astype(np.float32)
        y = (qt.d[:, b].astype(np.float64) * sq + y).astype(np.float32)  # fma: one rounding
        if qt.m is not None:
            sx = x[:, sl].astype(np.float64).sum(axis=1, keepdims=True).astype(np.float32)
            y = (qt.m[:, b].astype(np.float64) * sx + y).astype(np.float32)
    w64 = qt.dequantize().astype(np.float64)
    ref = x.astype(np.float64) @ w64.T
    tol = 1e-5 * (np.abs(x).astype(np.float64) @ np.abs(w64).T) + 1e-6
    assert np.all(np.abs(y - ref) <= tol), np.abs(y - ref).max()
