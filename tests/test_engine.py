"""The exact engine on CPU: an M-row step is bitwise M single-row steps (logits and K/V)."""

from __future__ import annotations

import pytest
import torch

from speccc.model import load
from speccc.parity import bitwise_equal, mismatched_rows
from speccc.reference import TorchModel
from speccc.runtime.engine import Engine
from tests.artifacts import llvm_artifact


@pytest.fixture(scope="module")
def tiny():
    cfg, w = load("tiny", max_ctx=512)
    return Engine.load(llvm_artifact("tiny"), w, max_rows=17), w


def _singles(eng, base: list[int], ids: list[int]):
    eng.reset()
    eng.prefill(base)
    return [eng.step([t]) for t in ids], eng.kv_snapshot()


@pytest.mark.parametrize("m", [1, 2, 3, 5, 8, 16, 17])
def test_rows_bitwise_equal_single_steps(tiny, m):
    eng, _ = tiny
    g = torch.Generator().manual_seed(m)
    base = torch.randint(0, eng.cfg.vocab, (7 + m,), generator=g).tolist()
    ids = torch.randint(0, eng.cfg.vocab, (m,), generator=g).tolist()
    singles, kv1 = _singles(eng, base, ids)
    eng.reset()
    eng.prefill(base)
    full = eng.step(ids)
    assert mismatched_rows(full, singles) == []
    kvm = eng.kv_snapshot()
    assert all(bitwise_equal(kvm[n], kv1[n]) for n in kv1)


def test_negative_control_torch_backend_is_not_row_invariant(tiny):
    """The same parity check must see the bug in an ordinary (batched GEMM) backend."""
    eng, w = tiny
    tm = TorchModel(eng.cfg, w)
    base = list(range(40))
    ids = [(7 * i + 3) % eng.cfg.vocab for i in range(16)]
    tm.prefill(base)
    full = tm.step(ids)
    tm.rollback(16)
    singles = [tm.step([t]) for t in ids]
    assert mismatched_rows(full, singles), "torch batched step unexpectedly row-invariant"


def test_top2_kernel_agrees_with_argmax(tiny):
    eng, _ = tiny
    eng.reset()
    logits = eng.step(list(range(9)))
    val, idx = eng.top2(9)
    assert idx[:, 0].tolist() == torch.argmax(logits, -1).tolist()
    assert bitwise_equal(val[:, 0].contiguous(), logits.max(-1).values)


def test_prefill_matches_token_by_token(tiny):
    eng, _ = tiny
    ids = [(5 * i + 1) % eng.cfg.vocab for i in range(40)]  # 40 > max_rows: chunked
    eng.reset()
    last = eng.prefill(ids)
    kv = eng.kv_snapshot()
    eng.reset()
    for t in ids:
        one = eng.step([t])
    assert bitwise_equal(last, one)
    assert all(bitwise_equal(kv[n], t) for n, t in eng.kv_snapshot().items())


def test_logits_close_to_float64_reference(tiny):
    eng, w = tiny
    ref = TorchModel(eng.cfg, w, dtype=torch.float64)
    ids = [3, 1, 4, 1, 5, 9, 2, 6]
    eng.reset()
    got = eng.step(ids)
    want = ref.step(ids)
    err = (got.double() - want).abs().max() / want.abs().max()
    assert err < 1e-4, err


def test_bad_input_leaves_state(tiny):
    eng, _ = tiny
    eng.reset()
    eng.step([1, 2, 3])
    snap = eng.kv_snapshot()
    for bad in ([], [eng.cfg.vocab], [-1], list(range(18))):
        with pytest.raises(ValueError):
            eng.step(bad)
    with pytest.raises(ValueError):
        eng.rollback(4)
    with pytest.raises(ValueError):
        eng.prefill([0] * eng.cfg.max_ctx)
    assert eng.pos == 3
    assert all(bitwise_equal(snap[n], t) for n, t in eng.kv_snapshot().items())
