"""The quantized tensor-core GEMV (speccc.schedules.cuda.gemv_mma_quant), CPU side: cuda plans
pick it for q4_0 / q4_1 / q8_0 (llvm keeps its lane kernel), every fused form builds with M only
where the rule allows it (with PDL too), a kernel that branches on M is refused (negative
control), and the quant unpack (the kernel's own TIR expressions, run on llvm) and the per-block
formula agree with speccc.model.quant. Bitwise row parity over M is an H200 check
(bench/h200/run_n1.sh: gpu_parity)."""

from __future__ import annotations

import numpy as np
import pytest
import tvm
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
    dict(n=49152, k=576, wdtype="q8_0", bias=False, norm=1e-5),
]
OTHER = [  # the other formats, bias and the plain form
    dict(n=256, k=512, wdtype="q4_0", bias=True, epilogue=""),
    dict(n=512, k=256, wdtype="q8_0", bias=False, epilogue="residual"),
    dict(n=256, k=512, wdtype="q4_0", bias=False, norm=1e-6, epilogue="silu_mul"),
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


def test_plan_refuses_k_not_whole_blocks_per_warp():
    assert gemv_mma_quant.default_plan("q4_1", 576, 100) is None  # K not whole blocks
    params = dict(n=576, k=576, wdtype="q4_1", bias=False, epilogue="residual")
    four = gemv_mma.shape_plan(576, 1536)  # 8 warps: 576 = 18 blocks do not split 8 ways
    assert four.warps == 8 and not gemv_mma_quant.fits(params, four)
    with pytest.raises(ValueError):
        gemv_mma_quant.kernel(params, four)
    assert not gemv_mma_quant.fits({**params, "wdtype": "bfloat16"}, _plan(params))


@pytest.mark.parametrize("pdl", [False, True])
@pytest.mark.parametrize("params", SMOL + OTHER, ids=lambda p: f"{p['wdtype']}_{p['n']}_{p['k']}")
def test_every_fused_form_builds_with_m_only_where_allowed(params, pdl):
    func = gemv_mma_quant.RULE.generate("gemv", params, _target(pdl), _plan(params))
    assert check_m_flow(func) is func
    planes = 3 if params["wdtype"] == "q4_1" else 2
    norm = params.get("norm") is not None
    assert [str(p.name) for p in func.params][1 + norm : 1 + norm + planes] == [
        "W", "D", "Mn"][:planes]  # fmt: skip


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


def _unpack_on_llvm(wdtype: str, words: np.ndarray) -> np.ndarray:
    """quant_value(word, wdtype, h, j) for every lane's ring words [R, WL] and (h, j), as the
    kernel's TIR expressions compute it (built for llvm): [R, 2, 4] float32."""
    r, wl = words.shape

    @T.prim_func(s_tir=True)
    def unpack(w_h: T.handle, o_h: T.handle):
        T.func_attr({"tirx.noalias": True})
        Wr = T.match_buffer(w_h, (r, wl), "uint32")
        Out = T.match_buffer(o_h, (r, 2, 4), "float32")
        for i in T.serial(r):
            for h in T.unroll(2):
                for j in T.unroll(4):
                    with T.sblock("u"):
                        Out[i, h, j] = gemv_mma_quant.quant_value(
                            gemv_mma_quant.words(Wr, i), wdtype, h, j
                        )

    lib = tvm.compile(tvm.IRModule({"main": unpack}), target="llvm")
    out = tvm.runtime.tensor(np.zeros((r, 2, 4), np.float32))
    lib["main"](tvm.runtime.tensor(words), out)
    return out.numpy()


def _weights(wdtype: str, n: int, k: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    return quantize(rng.standard_normal((n, k)).astype(np.float32), wdtype)


@pytest.mark.parametrize("wdtype", gemv_mma_quant.QUANT)
def test_unpack_and_element_order_give_the_gguf_weights_exactly(wdtype):
    """Every lane's B quants (the kernel's unpack of its ring words, placed at the block
    element xcol names) times d (plus m) are speccc.model.quant's dequantized weights, bit for
    bit: the unpack and the element order agree with the GGUF block layout."""
    n, k = 8, 128
    qt = _weights(wdtype, n, k)
    wb, wl = gemv_mma_quant.WORDS_PER_BLOCK[wdtype], gemv_mma_quant.WORDS_PER_LANE[wdtype]
    words = np.ascontiguousarray(qt.qs).view(np.uint32).reshape(n, k // BLOCK, 4, wl)
    vals = _unpack_on_llvm(wdtype, words.reshape(-1, wl)).reshape(n, k // BLOCK, 4, 2, 4)
    q = np.full((n, k), np.nan, np.float32)
    assert wb == 4 * wl
    for b in range(k // BLOCK):
        for lane in range(4):
            for h in range(2):
                for v in range(4):
                    e = b * BLOCK + gemv_mma_quant.xcol(wdtype, lane, h, v)
                    q[:, e] = vals[:, b, lane, h, v]
    assert not np.isnan(q).any()  # every element of every block fed once
    d = np.repeat(qt.d.astype(np.float32), BLOCK, axis=1)
    w = d * q + (np.repeat(qt.m.astype(np.float32), BLOCK, axis=1) if qt.m is not None else 0)
    assert np.array_equal(w, qt.dequantize())


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
