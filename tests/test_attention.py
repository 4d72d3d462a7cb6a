"""Attention: bitwise M-invariance (the verify case), a negative control, fp64 correctness,
and the cuda build (structure of the generated source; no GPU needed)."""

from __future__ import annotations

import math
import re
import shutil

import pytest
import torch
import tvm
from speccc.schedules import attention as sched
from speccc.schedules.registry import make_kernel

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import get_target
from speccc.parity import bitwise_equal, mismatched_rows
from tests.negative_attention import m_keyed_attention
from tests.nvcc_flags import check_fast_math_flag, fast_math_insns

HQ, HKV, HD, CTX = 4, 2, 32, 256
CHUNK = sched.CHUNK


def _params(hq: int, hkv: int, hd: int, ctx: int) -> dict:
    return dict(n_heads=hq, n_kv_heads=hkv, head_dim=hd, max_ctx=ctx)


LENGTHS = (1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK + 5)  # KV length of a step's first row
MAX_M = 17


def _build(func: tvm.tirx.PrimFunc):
    return tvm.compile(tvm.IRModule({"main": func}), target="llvm")["main"]


@pytest.fixture(scope="module")
def attn():
    return _build(make_kernel("attention", _params(HQ, HKV, HD, CTX), "llvm"))


@pytest.fixture(scope="module")
def data():
    g = torch.Generator().manual_seed(0)
    q = torch.randn(MAX_M, HQ, HD, generator=g)
    k = torch.randn(CTX, HKV, HD, generator=g)
    v = torch.randn(CTX, HKV, HD, generator=g)
    return q, k, v


def _run(fn, q, k, v, pos):
    out = torch.empty(q.shape[0], HQ * HD)
    fn(q.contiguous(), k, v, pos, out)
    return out


def _single_rows(fn, q, k, v, base: int, m: int) -> list[torch.Tensor]:
    """M=1 steps at base..base+m-1; the cache past each row's position is poisoned with NaN
    (in a real greedy run those rows do not exist yet)."""
    rows = []
    for i in range(m):
        p = base + i
        k1, v1 = k.clone(), v.clone()
        k1[p + 1 :] = float("nan")
        v1[p + 1 :] = float("nan")
        rows.append(_run(fn, q[i : i + 1], k1, v1, torch.tensor([p], dtype=torch.int32)))
    return rows


def _verify_mismatches(fn, data, length: int, m: int, singles=None) -> list[int]:
    q, k, v = data
    base = length - 1
    pos = torch.arange(base, base + m, dtype=torch.int32)
    full = _run(fn, q[:m], k, v, pos)
    rows = singles if singles is not None else _single_rows(fn, q, k, v, base, m)
    return mismatched_rows(full, rows[:m])


@pytest.mark.parametrize("length", LENGTHS)
def test_rows_invariant(attn, data, length):
    q, k, v = data
    singles = _single_rows(attn, q, k, v, length - 1, MAX_M)
    for m in range(1, MAX_M + 1):
        assert _verify_mismatches(attn, data, length, m, singles) == [], f"M={m}"


def test_negative_control_chunk_from_m(data):
    """A kernel whose chunk length depends on M must fail the same parity check."""
    one = _build(m_keyed_attention(HQ, HKV, HD, CTX, 1))
    many = _build(m_keyed_attention(HQ, HKV, HD, CTX, 4))
    q, k, v = data
    length = 3 * CHUNK + 5
    pos = torch.arange(length - 1, length - 1 + 4, dtype=torch.int32)
    full = _run(many, q[:4], k, v, pos)
    singles = _single_rows(one, q, k, v, length - 1, 4)
    assert len(mismatched_rows(full, singles)) > 0


def _reference(q, k, v, pos) -> torch.Tensor:
    """float64 softmax over the causal prefix 0..pos[m], GQA head mapping."""
    q, k, v = q.double(), k.double(), v.double()
    out = torch.empty(q.shape[0], HQ, HD, dtype=torch.float64)
    for m in range(q.shape[0]):
        n = int(pos[m]) + 1
        for h in range(HQ):
            g = h // (HQ // HKV)
            p = torch.softmax(k[:n, g] @ q[m, h] / math.sqrt(HD), dim=0)
            out[m, h] = p @ v[:n, g]
    return out.reshape(q.shape[0], HQ * HD)


def test_matches_fp64_reference(attn, data):
    q, k, v = data
    pos = torch.tensor([0, CHUNK - 2, CHUNK - 1, CHUNK, 3 * CHUNK + 4, CTX - 1], dtype=torch.int32)
    out = _run(attn, q[: len(pos)], k, v, pos)
    torch.testing.assert_close(
        out.double(), _reference(q[: len(pos)], k, v, pos), atol=2e-6, rtol=1e-5
    )


def test_bad_shape_raises(attn, data):
    q, k, v = data
    pos = torch.zeros(2, dtype=torch.int32)
    with pytest.raises(Exception):  # noqa: B017 - TVM's shape check error type is not public
        _run(attn, q[:2, :, : HD // 2], k, v, pos)
    with pytest.raises(Exception):  # noqa: B017
        attn(q[:2].contiguous(), k, v, torch.zeros(3, dtype=torch.int32), torch.empty(2, HQ * HD))


def test_same_bits_for_any_rows_order(attn, data):
    """A row's output does not depend on its neighbours: permuting rows permutes outputs."""
    q, k, v = data
    pos = torch.tensor([5, 70, 200, 64], dtype=torch.int32)
    out = _run(attn, q[:4], k, v, pos)
    perm = torch.tensor([2, 0, 3, 1])
    out_p = _run(attn, q[:4][perm], k, v, pos[perm])
    assert bitwise_equal(out[perm], out_p)


def _cuda_kernel(src: str, name: str) -> str:
    """The body of `{name}_kernel` in TVM's generated CUDA source."""
    start = re.search(rf"void __launch_bounds__\(\d+\) {name}_kernel\(.*\) {{\n", src)
    assert start, f"no kernel {name}"
    return src[start.end() : src.index("\n}\n", start.end())]


def _shuffle_offsets(body: str) -> list[int]:
    return [int(o) for o in re.findall(r"__shfl_down_sync\([^,]+, [^,]+, (\d+), 32\)", body)]


SINGLE_CTA = ReductionPlan(lanes=64, tree="shuffle", chunk=64)


@pytest.fixture(scope="module")
def cuda_source() -> str:
    """Every kernel of this family set, one IRModule, built for sm_90 (Qwen2.5-0.5B shapes)."""

    t = get_target("cuda").tvm()
    funcs = {
        "embed": make_kernel("embed", dict(vocab=1000, d=896, wdtype="q8_0"), t),
        "rmsnorm": make_kernel("rmsnorm", dict(d=896, eps=1e-6), t),
        "add_rmsnorm": make_kernel("add_rmsnorm", dict(d=896, eps=1e-6), t),
        "rope_kv": make_kernel("rope_kv_append", _params(14, 2, 64, 1024), t),
        # the single-CTA kernel (the split one is tests/test_attention_cuda_split.py)
        "attention": make_kernel("attention", _params(14, 2, 64, 1024), t, SINGLE_CTA),
        "silu_mul": make_kernel("silu_mul", {"f": 4864}, t),
    }
    mod = tvm.IRModule({k: f.with_attr("global_symbol", k) for k, f in funcs.items()})
    lib = tvm.compile(mod, target=t)
    return lib.mod.imports[0].inspect_source("cuda")


def test_cuda_shuffle_trees(cuda_source):
    """Thread-bound reductions lower to the fixed butterfly: 16, 8, 4, 2, 1 inside each warp,
    then the warp partials (in warp order) through 4, 2, 1 (8 warps) or 1 (2 warps)."""
    assert _shuffle_offsets(_cuda_kernel(cuda_source, "rmsnorm")) == [16, 8, 4, 2, 1, 4, 2, 1]
    assert _shuffle_offsets(_cuda_kernel(cuda_source, "add_rmsnorm")) == [16, 8, 4, 2, 1, 4, 2, 1]
    # attention, 64 lanes: chunk max, then chunk exp-sum, per chunk
    assert _shuffle_offsets(_cuda_kernel(cuda_source, "attention")) == [16, 8, 4, 2, 1, 1] * 2
    for name in ("embed", "rope_kv", "silu_mul"):
        assert _shuffle_offsets(_cuda_kernel(cuda_source, name)) == []


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not found")
def test_cuda_nvcc_fast_math_flag(cuda_source):
    """The generated source compiles with and without --use_fast_math, and the flag is real: only
    the fast build flushes denormals in its arithmetic and divides approximately."""
    _, fast = check_fast_math_flag(cuda_source)
    assert {"fma.rn.ftz.f32", "div.approx.ftz.f32"} <= set(fast_math_insns(fast))
