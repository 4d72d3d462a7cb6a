"""The lean host path (issue 11 item 3): Engine.step moves ids/pos through one packed staging
tensor and allocates nothing per step; logits only when asked; the fused top-2 read back in one
small copy, with the same order as argmax_ids / top2_of; generate's token stream."""

from __future__ import annotations

import pytest
import torch
import tvm
from speccc.schedules.registry import make_kernel
from torch.profiler import ProfilerActivity, profile

from speccc.ir.target import get_target
from speccc.model import load
from speccc.parity import bitwise_equal
from speccc.runtime import Engine
from speccc.speculative import PromptLookup, TorchVerifier, generate
from speccc.speculative.proposers import argmax_ids, top2_of
from tests.artifacts import cuda_artifact, llvm_artifact

INF, NAN = float("inf"), float("nan")


@pytest.fixture(scope="module")
def tiny():
    _, w = load("tiny", max_ctx=512)
    return Engine.load(llvm_artifact("tiny"), w, max_rows=17), w


# ---- one order: the fused top-2 kernel, argmax_ids, top2_of ------------------------------


def _rows(v: int) -> torch.Tensor:
    """Rows where orders can differ: ties, NaN, infinities, signed zeros."""
    g = torch.Generator().manual_seed(0)
    x = torch.randn(12, v, generator=g)
    x[0, [40, 7, 300]] = 9.0  # tied maxima
    x[1, 999] = 9.0
    x[1, [998, 3]] = 8.0  # a tie for second
    x[2] = 1.5  # all equal
    x[3, 5] = NAN  # NaN ranks as -inf, not above everything
    x[4] = NAN  # all NaN: ids 0, 1
    x[5] = -INF  # all -inf: ids 0, 1
    x[6, 0] = 9.0  # the max at id 0, the rest -inf: second is id 1
    x[6, 1:] = -INF
    x[7, [3, 8]] = 20.0  # tied maxima, adjacent ids apart
    x[8, 17] = INF
    x[8, 18] = INF
    x[9, 4] = -0.0
    x[9, 2] = 0.0
    x[9, [i for i in range(v) if i not in (2, 4)]] = -1.0  # +0 and -0 tie: lower id first
    x[10, :] = -INF
    x[10, 7] = NAN  # NaN among -inf: ids 0, 1
    x[11, v - 1] = 50.0  # the max at the last id
    return x


@pytest.fixture(scope="module")
def top2_kernel():
    func = make_kernel("top2", {"v": 1000}, "llvm").with_attr("global_symbol", "top2_rule")
    return tvm.compile(tvm.IRModule({"top2_rule": func}), target=get_target("llvm").tvm())[
        "top2_rule"
    ]


def _kernel(fn, x):
    val = torch.full((x.shape[0], 2), NAN)
    idx = torch.full((x.shape[0], 2), -7, dtype=torch.int32)
    fn(x.contiguous(), val, idx)
    return val, idx


def test_top2_of_and_argmax_ids_follow_the_kernels_order(top2_kernel):
    x = _rows(1000)
    kval, kidx = _kernel(top2_kernel, x)
    val, idx = top2_of(x)
    assert bitwise_equal(val, kval) and torch.equal(idx, kidx)
    assert argmax_ids(x) == kidx[:, 0].tolist()
    assert kidx[[0, 1, 2, 4, 5, 6, 7, 8, 9, 10]].tolist() == [
        [7, 40], [999, 3], [0, 1], [0, 1], [0, 1], [0, 1], [3, 8], [17, 18], [2, 4], [0, 1]
    ]  # fmt: skip
    assert 5 not in kidx[3].tolist() and kval[4].tolist() == [-INF, -INF]


def test_the_rule_check_sees_the_old_argmax(top2_kernel):
    """Negative control: torch.argmax as argmax_ids used it (NaN above everything) is not the
    kernel's order, and the comparison above would say so."""
    x = _rows(1000)
    _, kidx = _kernel(top2_kernel, x)
    assert torch.argmax(x, -1).tolist() != kidx[:, 0].tolist()


def test_engine_top2_is_its_logits_top2_of(tiny):
    eng, _ = tiny
    eng.reset()
    logits = eng.step(list(range(9)))
    eng.rollback(9)
    val, idx = eng.step(list(range(9)), logits=False)  # on the device, no [M, V] copy
    hval, hidx = eng.top2_host()
    want_val, want_idx = top2_of(logits)
    assert bitwise_equal(val, want_val) and torch.equal(idx, want_idx)
    assert bitwise_equal(hval, want_val) and torch.equal(hidx, want_idx)
    eng.rollback(9)
    sval, sidx = eng.step_top2(list(range(9)))
    assert bitwise_equal(sval, want_val) and torch.equal(sidx, want_idx) and eng.pos == 9


# ---- no per-step allocation ------------------------------------------------------------------


def _storage(t: torch.Tensor) -> int:
    return t.untyped_storage().data_ptr()


def test_ids_pos_and_top2_are_packed(tiny):
    eng, _ = tiny
    mem = eng.memory
    t = mem.by_name
    inputs, outputs = ("ids", "pos", "sample_params"), ("top2_val", "top2_idx", "sample_id")
    assert {_storage(t[n]) for n in inputs} == {_storage(mem.packed["inputs"])}
    assert {_storage(t[n]) for n in outputs} == {_storage(mem.packed["top2"])}
    for n in ("ids", "pos", "top2_val", "top2_idx"):  # as aligned as the allocation itself
        assert (t[n].data_ptr() - _storage(t[n])) % 256 == 0, n
    eng.reset()
    eng.prefill([1, 2, 3])
    eng.step_top2([7, 8])
    assert t["ids"][:2].tolist() == [7, 8] and t["pos"][:2].tolist() == [3, 4]


def _allocations(fn) -> list[int]:
    """Bytes of every tensor allocation or free torch records while fn() runs."""
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as prof:
        fn()
    return [e.cpu_memory_usage for e in prof.events() if e.name == "[memory]"]


def test_step_allocates_no_tensors(tiny):
    """The lean step allocates no tensor memory (torch's allocator records nothing), and what it
    returns are views of the engine's buffers, the same ones every step."""
    eng, _ = tiny
    eng.reset()
    first = eng.step_top2([1])
    for m in (1, 3, 17):
        eng.step([0] * m, logits=False)  # build the m-row call list outside the check
        eng.rollback(m)
        assert _allocations(lambda m=m: eng.step_top2(list(range(m)))) == []
        assert _allocations(lambda m=m: eng.step(list(range(m)), logits=False)) == []
        val, idx = eng.top2_host()
        assert _storage(val) == _storage(first[0]) and _storage(idx) == _storage(first[1])
    assert _allocations(lambda: eng.step([1])) != []  # the control: the [M, V] logits copy


def test_top2_host_before_a_step(tiny):
    _, w = tiny
    fresh = Engine.load(llvm_artifact("tiny"), w, max_rows=2)
    with pytest.raises(ValueError, match="before any step"):
        fresh.top2_host()


def test_prefill_returns_its_last_rows_logits(tiny):
    eng, _ = tiny
    ids = [(3 * i + 2) % eng.cfg.vocab for i in range(20)]  # two chunks: 17 + 3
    eng.reset()
    last = eng.prefill(ids)
    eng.reset()
    eng.prefill(ids[:-1])
    assert bitwise_equal(last, eng.step(ids[-1:]))


def test_generates_first_token_is_the_prefills_argmax(tiny):
    """generate's first token, read from the fused top-2 after the prefill (no torch op on the
    logits), is argmax_ids of the prefill's last logits row; the control: each prompt's second
    id is another token."""
    eng, _ = tiny
    for s in range(8):
        ids = [(7 * i + s) % eng.cfg.vocab for i in range(5 + s)]
        eng.reset()
        want = argmax_ids(eng.prefill(ids))[0]
        second = int(eng.top2_host()[1][-1, 1])
        got = generate(eng, ids, 1).tokens
        assert got == [want] and want != second


# ---- generate: streaming and the lean verify ---------------------------------------------------


@pytest.mark.parametrize("spec", ["greedy", "prompt-lookup", "policy"])
def test_stream_yields_exactly_the_output(tiny, spec):
    eng, _ = tiny
    prompt = [5, 6, 7, 5, 6, 7, 5]
    prop = {
        "greedy": None,
        "prompt-lookup": PromptLookup(policy=None),
        "policy": PromptLookup(),
    }[spec]
    want = generate(eng, prompt, 30).tokens
    eos = want[11]  # stop inside a verify step's accepted tokens
    for eos_id in (None, eos):
        seen = []
        g = generate(eng, prompt, 30, proposer=prop, k=6, eos_id=eos_id, on_token=seen.append)
        assert seen == g.tokens
        assert g.tokens == (want if eos_id is None else want[: want.index(eos) + 1])


def test_stream_in_guarded_mode_and_at_a_full_cache(tiny):
    eng, w = tiny
    ver = TorchVerifier(eng, w)
    seen = []
    kw = dict(proposer=PromptLookup(), mode="guarded", tau=1.0, verifier=ver)
    g = generate(eng, [1, 2, 3], 20, on_token=seen.append, **kw)
    assert seen == g.tokens and g.stats.guard_rows > 0
    seen = []
    prompt = list(range(eng.cfg.max_ctx - 4))
    g = generate(eng, prompt, 20, proposer=PromptLookup(), on_token=seen.append)
    assert g.stats.stop_reason == "max_ctx" and seen == g.tokens


def test_guard_margin_is_the_top2_gap(tiny):
    """The guard reads top1 - top2 of the verifier's row; the recorded gaps are those of
    torch.topk on the verifier's logits (no ties or NaN here), bit for bit."""
    eng, w = tiny
    ver = TorchVerifier(eng, w)
    g = generate(eng, [4, 5, 6], 8, mode="guarded", tau=0.0, verifier=ver)
    ver.reset()
    logits = ver.prefill([4, 5, 6])[-1:]
    rows = [logits[0]]
    for t in g.tokens[:-1]:
        rows.append(ver.step([t])[0])
    top = [torch.topk(r, 2).values for r in rows]
    assert g.stats.guard_gaps == [float(v[0] - v[1]) for v in top]


@pytest.mark.gpu
def test_cuda_staging_survives_back_to_back_steps():
    """cuda: pinned staging + non-blocking copies. Steps issued back to back without reading
    anything back (so a staging buffer reused too early would feed a later step's ids to an
    earlier one) leave bitwise the K/V of steps that each wait."""
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    _, w = load("tiny", max_ctx=64)
    eng = Engine.load(cuda_artifact("tiny"), w, max_rows=4)
    ids = [(7 * i + 1) % eng.cfg.vocab for i in range(40)]
    eng.reset()
    for s in range(0, 40, 3):
        eng.step(ids[s : s + 3], logits=False)  # nothing waits for the device
    fast = eng.kv_snapshot()
    eng.reset()
    for s in range(0, 40, 3):
        eng.step_top2(ids[s : s + 3])
        torch.cuda.synchronize()
    slow = eng.kv_snapshot()
    assert all(bitwise_equal(fast[n], slow[n]) for n in slow)
