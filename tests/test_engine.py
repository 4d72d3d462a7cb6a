"""The exact engine on CPU: an M-row step is bitwise M single-row steps (logits and K/V)."""

from __future__ import annotations

import pytest
import torch

from speccc.model import load
from speccc.parity import bitwise_equal, mismatched_rows
from speccc.reference import TorchModel
from speccc.runtime import Engine, StepBackend
from speccc.speculative import TorchVerifier
from tests.artifacts import llvm_artifact


@pytest.fixture(scope="module")
def tiny():
    cfg, w = load("tiny", max_ctx=512)
    return Engine.load(llvm_artifact("tiny"), w, max_rows=17), w


def _poison(eng, value: float) -> None:
    """Fill the whole cache, so a K/V row that a step fails to write keeps this value (the two
    runs a test compares get different poisons: a stale row cannot match by accident)."""
    for k, v in eng.kv_tensors():
        k.fill_(value)
        v.fill_(value)


def _singles(eng, base: list[int], ids: list[int]):
    _poison(eng, float("nan"))
    eng.reset()
    eng.prefill(base)
    return [eng.step([t]) for t in ids], eng.kv_snapshot()


def _full(eng, base: list[int], ids: list[int], step=None):
    _poison(eng, -7.0)
    eng.reset()
    eng.prefill(base)
    return (step or eng.step)(ids), eng.kv_snapshot()


def _case(eng, m: int) -> tuple[list[int], list[int]]:
    g = torch.Generator().manual_seed(m)
    base = torch.randint(0, eng.cfg.vocab, (7 + m,), generator=g).tolist()
    return base, torch.randint(0, eng.cfg.vocab, (m,), generator=g).tolist()


def _kv_mismatches(a: dict, b: dict) -> list[str]:
    return [n for n in b if not bitwise_equal(a[n], b[n])]


@pytest.mark.parametrize("m", [1, 2, 3, 5, 8, 16, 17])
def test_rows_bitwise_equal_single_steps(tiny, m):
    eng, _ = tiny
    base, ids = _case(eng, m)
    singles, kv1 = _singles(eng, base, ids)
    full, kvm = _full(eng, base, ids)
    assert mismatched_rows(full, singles) == []
    assert _kv_mismatches(kvm, kv1) == []


def test_kv_check_sees_a_step_that_writes_no_kv(tiny):
    """Negative control for the K/V half of the parity check: a step whose K/V rows are not
    written (restored to what was there before) must be caught."""
    eng, _ = tiny
    base, ids = _case(eng, 5)

    def forgetful(rows):
        before = eng.kv_rows(eng.pos, eng.pos + len(rows))
        out = eng.step(rows)
        eng.write_kv_rows(eng.pos - len(rows), before)
        return out

    singles, kv1 = _singles(eng, base, ids)
    full, kvm = _full(eng, base, ids, forgetful)
    assert mismatched_rows(full, singles) == []  # its logits are right ...
    assert len(_kv_mismatches(kvm, kv1)) == 2 * eng.cfg.n_layers  # ... its cache is not


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
    _poison(eng, float("nan"))
    eng.reset()
    last = eng.prefill(ids)
    kv = eng.kv_snapshot()
    _poison(eng, -7.0)
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
    for bad in ([1.5], ["1"], "12", [True], 7, [torch.tensor(1.0)]):  # never truncated
        with pytest.raises(ValueError, match="token id"):
            eng.step(bad)
    with pytest.raises(ValueError):
        eng.rollback(4)
    with pytest.raises(ValueError):
        eng.prefill([0] * eng.cfg.max_ctx)
    assert eng.pos == 3
    assert all(bitwise_equal(snap[n], t) for n, t in eng.kv_snapshot().items())


def test_integer_ids_of_any_kind(tiny):
    """numpy / torch integer scalars and integer tensors are token ids like ints."""
    import numpy as np

    eng, _ = tiny
    outs = []
    for ids in ([3, 1], [np.int64(3), np.int32(1)], torch.tensor([3, 1]), np.array([3, 1])):
        eng.reset()
        outs.append(eng.step(ids))
    assert all(bitwise_equal(o, outs[0]) for o in outs)


def test_rope_table_is_the_reference_table(tiny):
    """One table: the kernels rotate with exactly the cos/sin bits the torch reference uses."""
    eng, w = tiny
    cos, sin = eng.rope_table()
    ref = TorchModel(eng.cfg, w)  # float32: the float64 table, cast
    assert bitwise_equal(cos, ref.cos) and bitwise_equal(sin, ref.sin)


def test_backends_share_the_step_interface(tiny):
    eng, w = tiny
    for b in (eng, TorchModel(eng.cfg, w), TorchVerifier(eng, w, torch.bfloat16)):
        assert isinstance(b, StepBackend), type(b).__name__
        b.reset()
        last = b.prefill([1, 2, 3])[-1:]
        assert last.shape == (1, eng.cfg.vocab) and b.pos == 3
        assert b.step([4, 5]).shape == (2, eng.cfg.vocab) and b.pos == 5
        b.rollback(2)
        k, v = b.kv_rows(0, 3)[0]
        assert b.pos == 3 and k.shape == (3, eng.cfg.n_kv_heads, eng.cfg.head_dim)


def test_public_bench_interface(tiny):
    """What the benches use instead of private state: replay, program, weight_bytes,
    activations."""
    eng, _ = tiny
    eng.reset()
    eng.prefill(list(range(9)))
    logits = eng.step([3, 4, 5])
    acts = eng.activations(3)
    assert bitwise_equal(acts["logits"], logits) and "ids" not in acts
    kv = eng.kv_snapshot()
    eng.replay(3)  # the same kernels over the same ids/pos: the same bits
    assert bitwise_equal(eng.activations(3)["logits"], logits) and eng.pos == 12
    assert all(bitwise_equal(kv[n], t) for n, t in eng.kv_snapshot().items())
    prog = eng.program(3)
    assert [u for u, _, _ in prog] == [c.kernel for c in eng.art.manifest.program]
    prog[-1][1]()  # one kernel alone
    assert eng.weight_bytes > 0
    with pytest.raises(ValueError):
        eng.replay(eng.max_rows + 1)
