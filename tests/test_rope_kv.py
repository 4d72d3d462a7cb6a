"""RoPE + KV append: one M-row call leaves the same cache bits as M single-row calls, Qout rows
are M-invariant, and the rotation matches a float64 reference."""

from __future__ import annotations

import pytest
import torch
import tvm
from speccc.schedules.registry import make_kernel

from speccc.parity import bitwise_equal, mismatched_rows
from tests.negative_elementwise import MKeyed, rope_float32_angles

HQ, HKV, HD, CTX, MAX_M = 4, 2, 32, 64, 17
NCOL = (HQ + 2 * HKV) * HD


@pytest.fixture(scope="module")
def rope():
    func = make_kernel(
        "rope_kv_append", dict(n_heads=HQ, n_kv_heads=HKV, head_dim=HD, max_ctx=CTX), "llvm"
    )
    return tvm.compile(tvm.IRModule({"main": func}), target="llvm")["main"]


@pytest.fixture(scope="module")
def data():
    g = torch.Generator().manual_seed(2)
    qkv = torch.randn(MAX_M, NCOL, generator=g)
    inv = 1.0 / (10000.0 ** (torch.arange(0, HD, 2, dtype=torch.float64) / HD))
    ang = torch.arange(CTX, dtype=torch.float64)[:, None] * inv[None, :]
    return qkv, ang.cos().float(), ang.sin().float()


def _step(fn, qkv, pos, cos, sin, kc, vc):
    qo = torch.empty(qkv.shape[0], HQ, HD)
    fn(qkv.contiguous(), pos, cos, sin, kc, vc, qo)
    return qo


def _empty_cache():
    return torch.full((CTX, HKV, HD), -7.0), torch.full((CTX, HKV, HD), -7.0)


def _mismatches(fn, data, base: int) -> list[str]:
    """What an M-row call at positions base.. gets wrong vs M single-row calls (Qout rows, the
    K/V cache rows, or cache rows past the step), for M = 1..MAX_M."""
    qkv, cos, sin = data
    kc1, vc1 = _empty_cache()
    singles = [
        _step(fn, qkv[i : i + 1], torch.tensor([base + i], dtype=torch.int32), cos, sin, kc1, vc1)
        for i in range(MAX_M)
    ]
    bad = []
    for m in range(1, MAX_M + 1):
        kc, vc = _empty_cache()
        pos = torch.arange(base, base + m, dtype=torch.int32)
        qo = _step(fn, qkv[:m], pos, cos, sin, kc, vc)
        if mismatched_rows(qo, singles[:m]):
            bad.append(f"Qout, M={m}")
        if not bitwise_equal(kc[: base + m], kc1[: base + m]):
            bad.append(f"Kc, M={m}")
        if not bitwise_equal(vc[: base + m], vc1[: base + m]):
            bad.append(f"Vc, M={m}")
        if not bitwise_equal(kc[base + m :], _empty_cache()[0][base + m :]):
            bad.append(f"wrote past the step, M={m}")
    return bad


@pytest.mark.parametrize("base", [0, 9])
def test_m_rows_equal_m_single_steps(rope, data, base):
    assert _mismatches(rope, data, base) == []


def test_negative_control_table_keyed_on_m(rope, data):
    """The same kernel fed another cos/sin table when M > 1 must fail the check (Qout and K;
    V is not rotated)."""
    planted = MKeyed(rope, rope_float32_angles(rope, CTX, HD))
    bad = _mismatches(planted, data, 9)
    assert {b.split(",")[0] for b in bad} == {"Qout", "Kc"}
    assert f"Qout, M={MAX_M}" in bad and "Qout, M=1" not in bad


def _rope64(x, p, cos, sin):
    """x [..., HD] float64 at positions p [M]: half-split rotation."""
    c, s = cos[p].double()[:, None, :], sin[p].double()[:, None, :]
    x0, x1 = x[..., : HD // 2], x[..., HD // 2 :]
    return torch.cat([x0 * c - x1 * s, x1 * c + x0 * s], dim=-1)


def test_matches_fp64_reference(rope, data):
    qkv, cos, sin = data
    kc, vc = _empty_cache()
    pos = torch.tensor([3, 0, 40, 63, 11], dtype=torch.int32)
    qo = _step(rope, qkv[:5], pos, cos, sin, kc, vc)
    x = qkv[:5].double()
    q = x[:, : HQ * HD].reshape(5, HQ, HD)
    k = x[:, HQ * HD : (HQ + HKV) * HD].reshape(5, HKV, HD)
    v = x[:, (HQ + HKV) * HD :].reshape(5, HKV, HD)
    p = pos.long()
    torch.testing.assert_close(qo.double(), _rope64(q, p, cos, sin), atol=1e-6, rtol=1e-6)
    torch.testing.assert_close(kc[p].double(), _rope64(k, p, cos, sin), atol=1e-6, rtol=1e-6)
    assert bitwise_equal(vc[p], v.float())


def test_bad_shape_raises(rope, data):
    qkv, cos, sin = data
    kc, vc = _empty_cache()
    with pytest.raises(Exception):  # noqa: B017 - TVM's shape check error type is not public
        _step(rope, qkv[:2, :-1], torch.zeros(2, dtype=torch.int32), cos, sin, kc, vc)
