"""RMSNorm and add + RMSNorm: bitwise M-invariance, a negative control, fp64 correctness."""

from __future__ import annotations

import pytest
import torch
import tvm
from speccc.schedules.registry import make_kernel

from speccc.parity import bitwise_equal, mismatched_rows
from tests.negative_attention import m_keyed_rmsnorm
from tests.negative_elementwise import MKeyed, add_rmsnorm_split

D, EPS, MAX_M = 576, 1e-5, 17


def _build(func: tvm.tirx.PrimFunc):
    return tvm.compile(tvm.IRModule({"main": func}), target="llvm")["main"]


@pytest.fixture(scope="module")
def norm():
    return _build(make_kernel("rmsnorm", {"d": D, "eps": EPS}, "llvm"))


@pytest.fixture(scope="module")
def add_norm():
    return _build(make_kernel("add_rmsnorm", {"d": D, "eps": EPS}, "llvm"))


@pytest.fixture(scope="module")
def data():
    g = torch.Generator().manual_seed(1)
    x = torch.randn(MAX_M, D, generator=g) * 3
    r = torch.randn(MAX_M, D, generator=g)
    w = torch.randn(D, generator=g)
    return x, r, w


def _norm(fn, x, w):
    y = torch.empty_like(x)
    fn(x.contiguous(), w, y)
    return y


def _add_norm(fn, x, r, w):
    h, y = torch.empty_like(x), torch.empty_like(x)
    fn(x.contiguous(), r.contiguous(), w, h, y)
    return h, y


def test_rmsnorm_rows_invariant(norm, data):
    x, _, w = data
    singles = [_norm(norm, x[i : i + 1], w) for i in range(MAX_M)]
    for m in range(1, MAX_M + 1):
        assert mismatched_rows(_norm(norm, x[:m], w), singles[:m]) == [], f"M={m}"


def _add_mismatches(fn, data) -> list[int]:
    """Row counts M whose M-row add + rmsnorm (H or Y) differs from the single-row calls."""
    x, r, w = data
    singles = [_add_norm(fn, x[i : i + 1], r[i : i + 1], w) for i in range(MAX_M)]
    bad = []
    for m in range(1, MAX_M + 1):
        h, y = _add_norm(fn, x[:m], r[:m], w)
        if mismatched_rows(h, [s[0] for s in singles[:m]]) or mismatched_rows(
            y, [s[1] for s in singles[:m]]
        ):
            bad.append(m)
    return bad


def test_add_rmsnorm_rows_invariant(add_norm, data):
    assert _add_mismatches(add_norm, data) == []


def test_add_rmsnorm_negative_control(add_norm, data):
    """An add + rmsnorm whose sum of squares is split when M > 1 must fail the check."""
    planted = MKeyed(add_norm, add_rmsnorm_split(D, EPS))
    assert _add_mismatches(planted, data) == list(range(2, MAX_M + 1))


def test_negative_control_split_from_m(data):
    """An rmsnorm whose reduction split depends on M must fail the same parity check."""
    x, _, w = data
    one, many = _build(m_keyed_rmsnorm(D, EPS, 1)), _build(m_keyed_rmsnorm(D, EPS, MAX_M))
    singles = [_norm(one, x[i : i + 1], w) for i in range(MAX_M)]
    assert len(mismatched_rows(_norm(many, x, w), singles)) > 0


def _reference(x, w):
    x = x.double()
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + EPS) * w.double()


def test_matches_fp64_reference(norm, add_norm, data):
    x, r, w = data
    torch.testing.assert_close(_norm(norm, x, w).double(), _reference(x, w), atol=1e-5, rtol=1e-5)
    h, y = _add_norm(add_norm, x, r, w)
    assert bitwise_equal(h, x + r)
    torch.testing.assert_close(y.double(), _reference(x + r, w), atol=1e-5, rtol=1e-5)


def test_bad_shape_raises(norm, data):
    x, _, w = data
    with pytest.raises(Exception):  # noqa: B017 - TVM's shape check error type is not public
        _norm(norm, x[:, : D - 1], w)
