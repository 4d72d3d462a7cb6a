"""Embedding gather and SiLU * up: bitwise M-invariance and correctness against references."""

from __future__ import annotations

import numpy as np
import pytest
import torch
import tvm
from speccc.schedules.registry import make_kernel

from speccc.model.quant import QUANT_DTYPES, WEIGHT_DTYPES, quantize
from speccc.parity import bitwise_equal, mismatched_rows
from tests.negative_elementwise import MKeyed, embed_q8_0_half_product, silu_mul_sigmoid_form

V, D, F, MAX_M = 50, 64, 96, 17
TORCH_DTYPE = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}


def _build(func: tvm.tirx.PrimFunc):
    return tvm.compile(tvm.IRModule({"main": func}), target="llvm")["main"]


@pytest.fixture(scope="module")
def tables():
    """wdtype -> (planes, float32 reference table [V, D])."""
    w = np.random.default_rng(3).standard_normal((V, D)).astype(np.float32)
    out = {}
    for dt, tdt in TORCH_DTYPE.items():
        t = torch.from_numpy(w).to(tdt)
        out[dt] = ([t], t.float())
    for dt in QUANT_DTYPES:
        qt = quantize(w, dt)
        out[dt] = ([torch.from_numpy(p) for p in qt.planes()], torch.from_numpy(qt.dequantize()))
    return out


@pytest.fixture(scope="module")
def embed_fns():
    p = dict(vocab=V, d=D)
    return {dt: _build(make_kernel("embed", p | {"wdtype": dt}, "llvm")) for dt in WEIGHT_DTYPES}


def _gather(fn, ids, planes):
    x = torch.empty(ids.shape[0], D)
    fn(ids, *planes, x)
    return x


IDS = torch.tensor([7, 0, 49, 7, 3, 21, 22, 1, 9, 48, 5, 5, 30, 31, 2, 11, 40], dtype=torch.int32)


def _embed_mismatches(fn, planes) -> list[int]:
    """Row counts M whose M-row gather differs bitwise from the M single-row gathers."""
    singles = [_gather(fn, IDS[i : i + 1], planes) for i in range(MAX_M)]
    return [
        m for m in range(1, MAX_M + 1) if mismatched_rows(_gather(fn, IDS[:m], planes), singles[:m])
    ]


@pytest.mark.parametrize("wdtype", WEIGHT_DTYPES)
def test_embed(embed_fns, tables, wdtype):
    planes, ref = tables[wdtype]
    assert _embed_mismatches(embed_fns[wdtype], planes) == []
    x = _gather(embed_fns[wdtype], IDS, planes)
    assert bitwise_equal(x, ref[IDS.long()])  # a gather and an exact widening: no tolerance


def test_embed_negative_control(embed_fns, tables):
    """A q8_0 gather that dequantizes in half precision when M > 1 must fail the check."""
    planted = MKeyed(embed_fns["q8_0"], embed_q8_0_half_product(V, D))
    assert _embed_mismatches(planted, tables["q8_0"][0]) == list(range(2, MAX_M + 1))


@pytest.fixture(scope="module")
def silu():
    return _build(make_kernel("silu_mul", {"f": F}, "llvm"))


def _silu(fn, gu):
    y = torch.empty(gu.shape[0], F)
    fn(gu.contiguous(), y)
    return y


def _silu_mismatches(fn, gu) -> list[int]:
    singles = [_silu(fn, gu[i : i + 1]) for i in range(MAX_M)]
    return [m for m in range(1, MAX_M + 1) if mismatched_rows(_silu(fn, gu[:m]), singles[:m])]


def _gu():
    return torch.randn(MAX_M, 2 * F, generator=torch.Generator().manual_seed(4)) * 4


def test_silu_mul(silu):
    gu = _gu()
    assert _silu_mismatches(silu, gu) == []
    g, u = gu[:, :F].double(), gu[:, F:].double()
    ref = g / (1 + torch.exp(-g)) * u
    torch.testing.assert_close(_silu(silu, gu).double(), ref, atol=1e-6, rtol=1e-6)


def test_silu_mul_negative_control(silu):
    """g * sigmoid(g) * u for M > 1 (same function, other roundings) must fail the check."""
    planted = MKeyed(silu, silu_mul_sigmoid_form(F))
    assert _silu_mismatches(planted, _gu()) == list(range(2, MAX_M + 1))


def test_bad_shape_raises(silu, embed_fns, tables):
    with pytest.raises(Exception):  # noqa: B017 - TVM's shape check error type is not public
        _silu(silu, torch.randn(2, 2 * F + 1))
    with pytest.raises(Exception):  # noqa: B017
        embed_fns["float32"](
            torch.zeros(2, dtype=torch.int32), tables["float16"][0][0], torch.empty(2, D)
        )
