"""Embedding gather and SiLU * up: bitwise M-invariance and correctness against references."""

from __future__ import annotations

import numpy as np
import pytest
import torch
import tvm
from speccc.schedules.registry import make_kernel

from speccc.model.quant import QUANT_DTYPES, WEIGHT_DTYPES, quantize
from speccc.parity import bitwise_equal, mismatched_rows

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


@pytest.mark.parametrize("wdtype", WEIGHT_DTYPES)
def test_embed(embed_fns, tables, wdtype):
    planes, ref = tables[wdtype]
    ids = torch.tensor(
        [7, 0, 49, 7, 3, 21, 22, 1, 9, 48, 5, 5, 30, 31, 2, 11, 40], dtype=torch.int32
    )
    singles = [_gather(embed_fns[wdtype], ids[i : i + 1], planes) for i in range(MAX_M)]
    for m in range(1, MAX_M + 1):
        x = _gather(embed_fns[wdtype], ids[:m], planes)
        assert mismatched_rows(x, singles[:m]) == [], f"M={m}"
    assert bitwise_equal(x, ref[ids.long()])  # a gather and an exact widening: no tolerance


@pytest.fixture(scope="module")
def silu():
    return _build(make_kernel("silu_mul", {"f": F}, "llvm"))


def _silu(fn, gu):
    y = torch.empty(gu.shape[0], F)
    fn(gu.contiguous(), y)
    return y


def test_silu_mul(silu):
    gu = torch.randn(MAX_M, 2 * F, generator=torch.Generator().manual_seed(4)) * 4
    singles = [_silu(silu, gu[i : i + 1]) for i in range(MAX_M)]
    for m in range(1, MAX_M + 1):
        assert mismatched_rows(_silu(silu, gu[:m]), singles[:m]) == [], f"M={m}"
    g, u = gu[:, :F].double(), gu[:, F:].double()
    ref = g / (1 + torch.exp(-g)) * u
    torch.testing.assert_close(_silu(silu, gu).double(), ref, atol=1e-6, rtol=1e-6)


def test_bad_shape_raises(silu, embed_fns, tables):
    with pytest.raises(Exception):  # noqa: B017 - TVM's shape check error type is not public
        _silu(silu, torch.randn(2, 2 * F + 1))
    with pytest.raises(Exception):  # noqa: B017
        embed_fns["float32"](
            torch.zeros(2, dtype=torch.int32), tables["float16"][0][0], torch.empty(2, D)
        )
