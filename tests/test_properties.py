"""Property tests (hypothesis) for every op family on llvm: for random shapes, row counts M,
positions and cache lengths, row i of an M-row call is bitwise the single-row call on row i.

Kept fast: shapes come from short lists (each built kernel is cached per shape), examples are
bounded and derandomized (CI sees the same cases every run), no example database is written.
"""

from __future__ import annotations

import functools

import torch
import tvm
from hypothesis import given, settings
from hypothesis import strategies as st
from speccc.schedules.registry import make_kernel

from speccc.ir.target import get_target
from speccc.model.quant import WEIGHT_DTYPES, quantize
from speccc.parity import mismatched_rows

MMAX = 17
SETTINGS = settings(max_examples=10, deadline=None, derandomize=True, database=None)
rows = st.integers(1, MMAX)
seeds = st.integers(0, 2**31 - 1)


@functools.cache
def _built(kind: str, **params):
    """The llvm kernel of op kind `kind` with the family's params, built once per shape."""
    func = make_kernel(kind, params, "llvm")
    return tvm.compile(tvm.IRModule({"main": func}), target=get_target("llvm").tvm())["main"]


def _heads(hq: int, hkv: int, hd: int, ctx: int) -> dict:
    return dict(n_heads=hq, n_kv_heads=hkv, head_dim=hd, max_ctx=ctx)


def _gen(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def _row_by_row(run, m: int) -> list[int]:
    """Rows where run(rows=range(m)) differs from run(rows=[i]); run returns a tuple of outputs
    whose first dim is the row."""
    full = run(list(range(m)))
    singles = [run([i]) for i in range(m)]
    bad = set()
    for k, out in enumerate(full):
        bad |= set(mismatched_rows(out, [s[k] for s in singles]))
    return sorted(bad)


@SETTINGS
@given(
    nk=st.sampled_from([(37, 96), (64, 320)]),
    wdtype=st.sampled_from(WEIGHT_DTYPES),
    bias=st.booleans(),
    m=rows,
    seed=seeds,
)
def test_gemv(nk, wdtype, bias, m, seed):
    n, k = nk
    g = _gen(seed)
    w = torch.randn(n, k, generator=g)
    planes = (
        [torch.from_numpy(p) for p in quantize(w.numpy(), wdtype).planes()]
        if wdtype.startswith("q")
        else [w.to(getattr(torch, wdtype))]
    )
    extra = [torch.randn(n, generator=g)] if bias else []
    x = torch.randn(m, k, generator=g) * 3
    fn = _built("gemv", n=n, k=k, wdtype=wdtype, bias=bias)

    def run(idx):
        y = torch.full((len(idx), n), float("nan"))
        fn(x[idx].contiguous(), *planes, *extra, y)
        return (y,)

    assert _row_by_row(run, m) == []


@SETTINGS
@given(d=st.sampled_from([64, 576]), m=rows, seed=seeds, add=st.booleans())
def test_rmsnorm_and_add_rmsnorm(d, m, seed, add):
    g = _gen(seed)
    x, r, w = torch.randn(m, d, generator=g) * 4, torch.randn(m, d, generator=g), torch.randn(d)
    fn = _built("add_rmsnorm" if add else "rmsnorm", d=d, eps=1e-5)

    def run(idx):
        xi = x[idx].contiguous()
        y = torch.empty_like(xi)
        if not add:
            fn(xi, w, y)
            return (y,)
        h = torch.empty_like(xi)
        fn(xi, r[idx].contiguous(), w, h, y)
        return h, y

    assert _row_by_row(run, m) == []


HEADS = st.sampled_from([(4, 2, 16), (2, 2, 32), (6, 2, 8)])
CTX = 96


@SETTINGS
@given(heads=HEADS, m=rows, seed=seeds, data=st.data())
def test_rope_kv(heads, m, seed, data):
    hq, hkv, hd = heads
    pos = data.draw(st.lists(st.integers(0, CTX - 1), min_size=m, max_size=m, unique=True))
    g = _gen(seed)
    qkv = torch.randn(m, (hq + 2 * hkv) * hd, generator=g)
    ang = torch.rand(CTX, hd // 2, generator=g, dtype=torch.float64) * 100
    cos, sin = ang.cos().float(), ang.sin().float()
    fn = _built("rope_kv_append", **_heads(hq, hkv, hd, CTX))
    p = torch.tensor(pos, dtype=torch.int32)

    def run(idx):
        kc, vc = torch.full((CTX, hkv, hd), -7.0), torch.full((CTX, hkv, hd), -7.0)
        qo = torch.empty(len(idx), hq, hd)
        fn(qkv[idx].contiguous(), p[idx].contiguous(), cos, sin, kc, vc, qo)
        at = p[idx].long()
        return qo, kc[at], vc[at]  # the cache rows this call wrote, in row order

    assert _row_by_row(run, m) == []


@SETTINGS
@given(heads=HEADS, m=rows, seed=seeds, data=st.data())
def test_attention(heads, m, seed, data):
    """Rows at consecutive positions from a random cache length (a verify step), or at random
    positions; each row attends the cache prefix up to its own position."""
    hq, hkv, hd = heads
    if data.draw(st.booleans()):
        start = data.draw(st.integers(0, CTX - m))
        pos = list(range(start, start + m))
    else:
        pos = data.draw(st.lists(st.integers(0, CTX - 1), min_size=m, max_size=m))
    g = _gen(seed)
    q = torch.randn(m, hq, hd, generator=g)
    kc, vc = torch.randn(CTX, hkv, hd, generator=g), torch.randn(CTX, hkv, hd, generator=g)
    fn = _built("attention", **_heads(hq, hkv, hd, CTX))
    p = torch.tensor(pos, dtype=torch.int32)

    def run(idx):
        out = torch.empty(len(idx), hq * hd)
        fn(q[idx].contiguous(), kc, vc, p[idx].contiguous(), out)
        return (out,)

    assert _row_by_row(run, m) == []


@SETTINGS
@given(f=st.sampled_from([96, 160]), m=rows, seed=seeds)
def test_silu_mul(f, m, seed):
    gu = torch.randn(m, 2 * f, generator=_gen(seed)) * 6
    fn = _built("silu_mul", f=f)

    def run(idx):
        y = torch.empty(len(idx), f)
        fn(gu[idx].contiguous(), y)
        return (y,)

    assert _row_by_row(run, m) == []


@SETTINGS
@given(
    vd=st.sampled_from([(50, 64), (300, 32)]),
    wdtype=st.sampled_from(["float32", "float16", "bfloat16", "q8_0"]),  # the embedding's
    m=rows,
    seed=seeds,
)
def test_embed(vd, wdtype, m, seed):
    v, d = vd
    g = _gen(seed)
    table = torch.randn(v, d, generator=g)
    if wdtype.startswith("q"):
        planes = [torch.from_numpy(p) for p in quantize(table.numpy(), wdtype).planes()]
    else:
        planes = [table.to(getattr(torch, wdtype))]
    ids = torch.randint(0, v, (m,), generator=g, dtype=torch.int32)
    fn = _built("embed", vocab=v, d=d, wdtype=wdtype)

    def run(idx):
        x = torch.empty(len(idx), d)
        fn(ids[idx].contiguous(), *planes, x)
        return (x,)

    assert _row_by_row(run, m) == []


@SETTINGS
@given(v=st.sampled_from([1000, 4099]), m=rows, seed=seeds, ties=st.integers(0, 4))
def test_top2(v, m, seed, ties):
    g = _gen(seed)
    x = torch.randn(m, v, generator=g)
    cols = torch.randint(0, v, (ties,), generator=g)
    x[:, cols] = 9.0  # equal maxima in every row
    x[torch.rand(m, v, generator=g) < 0.01] = float("nan")
    fn = _built("top2", v=v)

    def run(idx):
        val, idx_out = torch.empty(len(idx), 2), torch.empty(len(idx), 2, dtype=torch.int32)
        fn(x[idx].contiguous(), val, idx_out)
        return val, idx_out

    assert _row_by_row(run, m) == []


def test_the_row_check_sees_a_row_dependent_result():
    """Negative control for _row_by_row: a 'kernel' whose rows 2.. depend on the row count."""

    def run(idx):
        y = torch.zeros(len(idx), 3)
        y[2:] += len(idx)
        return (y,)

    assert _row_by_row(run, 4) == [2, 3]
