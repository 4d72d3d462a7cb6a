"""Plain decoding on the device (Engine.decode, generate's device loop): n one-token steps, each
consuming the token the step before sampled, with no host round trip between them, give the
tokens, K/V and pos of n step_sample calls; generate's chunks stop at eos_id and the cache's end
exactly as its step-by-step loop does. Here on cpu (the loop's logic); on cuda the loop is one
CUDA graph of the step and the feed, replayed (bench/gpu_spec.py compares its tokens)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from speccc.model import load
from speccc.parity import bitwise_equal
from speccc.runtime import Engine
from speccc.runtime.engine import DECODE_MAX
from speccc.sampling import GREEDY, SamplingParams
from speccc.speculative import PromptLookup, generate
from speccc.speculative.generate import IDLE_CHUNK, device_loop_default
from tests.artifacts import llvm_artifact

PROMPT = [5, 6, 7, 5, 6, 7, 5]
SAMPLED = SamplingParams(temperature=0.9, top_k=0, top_p=0.95, min_p=0.0, seed=3)


@pytest.fixture(scope="module")
def eng():
    _, w = load("tiny", max_ctx=512)
    return Engine.load(llvm_artifact("tiny"), w, max_rows=17)


def _start(eng, params):
    eng.reset()
    eng.set_sampling(params)
    eng.prefill(PROMPT)


def _steps(eng, params, first: int, n: int):
    """n step_sample calls from `first`: (tokens, K/V, pos)."""
    _start(eng, params)
    tokens, cur = [], first
    for _ in range(n):
        cur = eng.step_sample([cur])[0]
        tokens.append(cur)
    return tokens, eng.kv_snapshot(), eng.pos


def _decoded(eng, params, first: int, n: int):
    _start(eng, params)
    tokens = eng.decode(first, n)
    return tokens, eng.kv_snapshot(), eng.pos


def _same_kv(a: dict, b: dict) -> bool:
    return a.keys() == b.keys() and all(bitwise_equal(a[n], b[n]) for n in a)


@pytest.mark.parametrize("params", [GREEDY, SAMPLED], ids=["greedy", "sampled"])
@pytest.mark.parametrize("n", [1, 7, DECODE_MAX])
def test_decode_is_n_step_samples(eng, params, n):
    want_tokens, want_kv, want_pos = _steps(eng, params, 3, n)
    tokens, kv, pos = _decoded(eng, params, 3, n)
    assert tokens == want_tokens and pos == want_pos == len(PROMPT) + n
    assert _same_kv(kv, want_kv)
    # negative control: another first token writes other K/V, which the check must see
    _, other_kv, _ = _decoded(eng, params, 4, n)
    assert not _same_kv(other_kv, want_kv)


def test_decode_refuses_before_running(eng):
    _start(eng, GREEDY)
    kv, pos = eng.kv_snapshot(), eng.pos
    bad = [(3, 0), (3, DECODE_MAX + 1), (3, eng.cfg.max_ctx - pos + 1), (-1, 2)]
    bad.append((eng.cfg.vocab, 2))
    for token, n in bad:
        with pytest.raises(ValueError):
            eng.decode(token, n)
        assert eng.pos == pos and _same_kv(eng.kv_snapshot(), kv)


@pytest.mark.parametrize("params", [GREEDY, SAMPLED], ids=["greedy", "sampled"])
def test_chained_chunks_are_one_decode(eng, params):
    """decode_start(None, n) continues where the chunk before it stopped, while that one is
    still unread: two chunks of 9 and 7 give decode(first, 16)'s tokens, K/V and pos, read in
    either order."""
    want_tokens, want_kv, want_pos = _decoded(eng, params, 3, 16)
    _start(eng, params)
    a = eng.decode_start(3, 9)
    b = eng.decode_start(None, 7)
    tail, head = eng.decode_finish(b), eng.decode_finish(a)
    assert head + tail == want_tokens and eng.pos == want_pos
    assert _same_kv(eng.kv_snapshot(), want_kv)


def test_decode_start_refuses_what_it_cannot_continue(eng):
    """No chunk to continue (a step or a rollback came after it), or every slot in flight: a
    ValueError before anything runs, pos and the cache as they were."""
    _start(eng, GREEDY)
    with pytest.raises(ValueError, match="no decode chunk"):
        eng.decode_start(None, 4)  # the prefill's step came last
    a = eng.decode_start(3, 4)
    b = eng.decode_start(None, 4)
    kv, pos = eng.kv_snapshot(), eng.pos
    with pytest.raises(ValueError, match="in flight"):
        eng.decode_start(None, 4)
    assert eng.pos == pos and _same_kv(eng.kv_snapshot(), kv)
    eng.decode_drop(b)
    with pytest.raises(ValueError, match="not a decode chunk in flight"):
        eng.decode_finish(b)
    eng.rollback(4)  # b's steps are dead now
    with pytest.raises(ValueError, match="no decode chunk"):
        eng.decode_start(None, 4)
    assert len(eng.decode_finish(a)) == 4
    eng.decode(3, 2)
    eng.set_sampling(SAMPLED)  # new params reach the device with a staged step only
    with pytest.raises(ValueError, match="no decode chunk"):
        eng.decode_start(None, 4)


def _generate_both(eng, *args, **kw):
    """generate through the device loop and step by step (device_loop=False): (fast, slow),
    each with the engine's pos after it; the streamed tokens are the returned ones, and both
    leave the same K/V."""
    out, kv = [], []
    for device_loop in (True, False):
        seen = []
        g = generate(eng, *args, on_token=seen.append, device_loop=device_loop, **kw)
        assert seen == g.tokens
        out.append((g, eng.pos))
        kv.append(eng.kv_snapshot())
    assert _same_kv(*kv)
    return out


@pytest.mark.parametrize("params", [GREEDY, SAMPLED], ids=["greedy", "sampled"])
def test_generate_stops_where_the_step_loop_stops(eng, params):
    kw = dict(temperature=params.temperature, top_p=params.top_p, seed=params.seed)
    (full, _), _ = _generate_both(eng, PROMPT, 37, **kw)  # 37: two chunks of 16 and 5
    assert full.stats.stop_reason == "max_new_tokens" and len(full.tokens) == 37
    for cut in (3, 16, 20, 32, 36):  # eos in the first chunk, at its end, in the second, at
        # its end (the next chunk in flight), the last token
        eos = full.tokens[cut]
        (fast, fast_pos), (slow, slow_pos) = _generate_both(eng, PROMPT, 37, eos_id=eos, **kw)
        assert fast.tokens == slow.tokens == full.tokens[: full.tokens.index(eos) + 1]
        assert fast.stats.stop_reason == slow.stats.stop_reason
        assert fast_pos == slow_pos and fast.stats.steps == slow.stats.steps


def test_generate_stops_at_a_full_cache_as_the_step_loop_does(eng):
    prompt = list(range(eng.cfg.max_ctx - 20))
    for kw in ({}, {"proposer": _Never(), "k": 4}):  # plain decoding, a loop's idle chunks
        (fast, fast_pos), (slow, slow_pos) = _generate_both(eng, prompt, 40, **kw)
        assert fast.stats.stop_reason == slow.stats.stop_reason == "max_ctx"
        assert fast.tokens == slow.tokens and fast_pos == slow_pos == eng.cfg.max_ctx


def test_plain_decoding_runs_on_the_device_where_asked(eng, monkeypatch):
    """device_loop=True runs plain decoding in device chunks; device_loop=False, an audit, and
    the default on a cpu engine (device_loop_default) take the step loop."""
    calls = []
    real = eng.decode_start
    monkeypatch.setattr(eng, "decode_start", lambda t, n: calls.append((t, n)) or real(t, n))
    g = generate(eng, PROMPT, 37, device_loop=True)
    # the first token comes from the prefill; each chunk after the first continues on the device
    assert calls == [(g.tokens[0], 16), (None, 16), (None, 4)]
    calls.clear()
    generate(eng, PROMPT, 37, device_loop=False)
    generate(eng, PROMPT, 37, audit=0.5, device_loop=True)
    generate(eng, PROMPT, 37)  # cpu: the default is the step loop
    assert calls == []


@pytest.mark.parametrize(("device", "on"), [("cuda", True), ("cpu", False), (None, False)])
def test_the_device_loop_is_the_default_where_chunks_run_asynchronously(device, on):
    """On cuda a chunk in flight overlaps the host's readback (H200: bench/results/decode_loop/);
    on the CPU it runs when enqueued, so the chunk ahead and the steps past eos are wasted."""
    engine = SimpleNamespace(device=torch.device(device) if device else None)
    assert device_loop_default(engine) is on


class _Never:
    """A proposer with no drafts: every step of a speculative loop is idle."""

    def reset(self):
        pass

    def propose(self, ctx, k):
        return []


@pytest.mark.parametrize("params", [GREEDY, SAMPLED], ids=["greedy", "sampled"])
def test_speculative_idle_steps_decode_on_the_device(eng, params, monkeypatch):
    """A speculative loop's steps without drafts run IDLE_CHUNK tokens on the device: the same
    tokens, K/V and pos as its step-by-step form and as plain decoding, whatever the proposer
    (drafts every step, a policy that sometimes verifies none, never any)."""
    calls = []
    real = eng.decode_start
    monkeypatch.setattr(eng, "decode_start", lambda t, n: calls.append(n) or real(t, n))
    kw = dict(temperature=params.temperature, top_p=params.top_p, seed=params.seed)
    (plain, _), _ = _generate_both(eng, PROMPT, 37, **kw)
    for prop in (PromptLookup(policy=None), PromptLookup(), _Never()):
        calls.clear()
        (fast, fast_pos), (slow, slow_pos) = _generate_both(
            eng, PROMPT, 37, proposer=prop, k=4, **kw
        )
        assert fast.tokens == slow.tokens == plain.tokens and fast_pos == slow_pos
        if isinstance(prop, _Never):  # 36 tokens after the prefill's, IDLE_CHUNK a call
            assert calls == [IDLE_CHUNK] * (36 // IDLE_CHUNK) and fast.stats.steps == 36
            assert slow.stats.steps == 36


@pytest.mark.gpu
def test_cuda_decode_graph_is_n_step_samples():
    """cuda: the loop graph (the step, then the feed) replayed n times gives the tokens and K/V
    of n step_sample calls."""
    import torch

    from tests.artifacts import cuda_artifact

    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    _, w = load("tiny", max_ctx=64)
    cuda = Engine.load(cuda_artifact("tiny"), w, max_rows=4)
    for params in (GREEDY, SAMPLED):
        want_tokens, want_kv, want_pos = _steps(cuda, params, 3, 40)
        tokens, kv, pos = _decoded(cuda, params, 3, 40)
        assert tokens == want_tokens and pos == want_pos and _same_kv(kv, want_kv)


class _At:
    """A proposer with one draft (the context's last token, so it may be wrong) only where the
    context has one of `lengths` tokens; records the lengths it was asked at."""

    def __init__(self, lengths):
        self.lengths, self.asked = set(lengths), []

    def reset(self):
        self.asked = []

    def propose(self, ctx, k):
        self.asked.append(len(ctx))
        return [ctx[-1]] if len(ctx) in self.lengths else []


def test_idle_chunks_propose_while_the_next_runs_and_keep_it_when_drafts_come(eng, monkeypatch):
    """Idle chunks are pipelined: the proposer is asked on a chunk's tokens while the next chunk
    runs; when it has drafts, the chunk in flight is read and kept and the verify follows it
    (proposed on the context through it). The tokens, pos and K/V stay those of plain decoding
    and of the step loop; the negative control: a proposer that never drafts verifies nothing."""
    base = len(PROMPT) + 1  # the prompt and the prefill's token
    lengths = {base + 3 * IDLE_CHUNK, base + 4 * IDLE_CHUNK}
    (plain, _), _ = _generate_both(eng, PROMPT, 30)
    (fast, fast_pos), (slow, slow_pos) = _generate_both(eng, PROMPT, 30, proposer=_At(lengths), k=4)
    assert fast.tokens == slow.tokens == plain.tokens and fast_pos == slow_pos
    for cut in (3, 4, 20):  # eos_id in a chunk, as its last token: the next one rolled back
        eos = plain.tokens[cut]
        (fast, fast_pos), (slow, slow_pos) = _generate_both(
            eng, PROMPT, 30, proposer=_At(set()), k=4, eos_id=eos
        )
        assert fast.tokens == slow.tokens == plain.tokens[: plain.tokens.index(eos) + 1]
        assert fast_pos == slow_pos
    events = []
    real_start, real_top2 = eng.decode_start, eng.step_top2
    monkeypatch.setattr(eng, "decode_start", lambda t, n: events.append("c") or real_start(t, n))
    monkeypatch.setattr(eng, "step_top2", lambda rows: events.append(len(rows)) or real_top2(rows))
    for drafts_at, verifies in ((lengths, True), (set(), False)):  # the second: the control
        events.clear()
        prop = _At(drafts_at)
        assert (
            generate(eng, PROMPT, 30, proposer=prop, k=4, device_loop=True).tokens == plain.tokens
        )
        assert (2 in events) == verifies
    # the last run with drafts: asked after chunks 1, 2, 3 while the next ran; drafts after
    # chunk 3, so chunk 4 (in flight) is kept, then one draft verified (M=2) after it
    prop = _At(lengths)
    events.clear()
    generate(eng, PROMPT, 30, proposer=prop, k=4, device_loop=True)
    assert events[: events.index(2)] == ["c"] * 4
    assert prop.asked[:5] == [base + 2 * i for i in range(5)]


def test_reset_forgets_chunks_in_flight(eng):
    """A run cut short with chunks in flight (an on_token that raises) leaves the engine usable:
    reset frees their ring slots, and the next generate equals a clean one."""
    want = generate(eng, PROMPT, 37).tokens

    seen = []

    def boom(t):  # in the first chunk, while the second is in flight
        seen.append(t)
        if len(seen) == 3:
            raise RuntimeError("stop")

    with pytest.raises(RuntimeError):
        generate(eng, PROMPT, 37, on_token=boom, device_loop=True)
    eng.reset()
    eng.prefill(PROMPT)
    a = eng.decode_start(3, 4)
    eng.decode_start(None, 4)  # both slots: only if reset freed them
    eng.decode_drop(a)
    assert generate(eng, PROMPT, 37, device_loop=True).tokens == want
