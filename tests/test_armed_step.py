"""Engine.arm / release / cancel (a step enqueued before its rows) and generate's verify steps
armed ahead (VERIFY_AHEAD), on the llvm engine: a released step is the step it stands for
(top-2, sampled tokens, K/V and pos bitwise), short releases pad without touching what is read,
refusals leave the engine as it was, and speculative output with arming == without it."""

from __future__ import annotations

import functools
import sys

import pytest

from speccc.model import load
from speccc.parity import bitwise_equal
from speccc.runtime import Engine
from speccc.sampling import GREEDY, SamplingParams
from speccc.speculative import PromptLookup
from speccc.speculative import generate as _generate
from speccc.speculative.generate import IDLE_CHUNK
from tests.artifacts import llvm_artifact

gen_mod = sys.modules["speccc.speculative.generate"]  # (the package's `generate` is the function)
# arming is part of generate's device loop, on by default only on cuda: here it is asked for
generate = functools.partial(_generate, device_loop=True)

PROMPT = [5, 6, 7, 5, 6, 7, 5]
SAMPLED = SamplingParams(temperature=0.9, top_k=0, top_p=0.95, min_p=0.0, seed=3)
MAX_CTX = 512


@pytest.fixture(scope="module")
def eng():
    _, w = load("tiny", max_ctx=MAX_CTX)
    return Engine.load(llvm_artifact("tiny"), w, max_rows=9)


def _start(eng, params=GREEDY):
    eng.reset()
    eng.set_sampling(params)
    eng.prefill(PROMPT)


def _read(eng):
    vals, ids = eng.top2_host()
    return vals.clone(), ids.clone(), eng.sampled_host().clone(), eng.kv_snapshot(), eng.pos


def _same(a, b) -> bool:
    (va, ia, sa, kva, pa), (vb, ib, sb, kvb, pb) = a, b
    same_kv = kva.keys() == kvb.keys() and all(bitwise_equal(kva[n], kvb[n]) for n in kva)
    return (
        pa == pb and same_kv and all(bitwise_equal(x, y) for x, y in ((va, vb), (ia, ib), (sa, sb)))
    )


@pytest.mark.parametrize("params", [GREEDY, SAMPLED], ids=["greedy", "sampled"])
def test_a_released_step_is_the_step(eng, params):
    _start(eng, params)
    eng.step([3, 4, 5], logits=False)
    want = _read(eng)
    _start(eng, params)
    armed = eng.arm(3)
    eng.release(armed, [3, 4, 5])
    assert _same(_read(eng), want)


def test_a_short_release_pads_rows_nothing_reads(eng):
    """Two ids into a 5-row step: the top-2 of two rows, pos + 2, the K/V below pos, all as
    step([3, 4]); the negative control (other ids) differs."""
    _start(eng)
    eng.step([3, 4], logits=False)
    want = _read(eng)
    for ids, same in (([3, 4], True), ([3, 5], False)):
        _start(eng)
        eng.release(eng.arm(5), ids)
        assert _same(_read(eng), want) is same


def test_arm_refuses_before_enqueuing(eng):
    _start(eng)
    for m in (0, eng.max_rows + 1):
        with pytest.raises(ValueError, match="outside 1..max_rows"):
            eng.arm(m)
    eng.rollback(eng.pos - (MAX_CTX - 2)) if eng.pos > MAX_CTX - 2 else eng.advance(
        MAX_CTX - 2 - eng.pos
    )
    with pytest.raises(ValueError, match="KV cache full"):
        eng.arm(3)
    _start(eng)
    armed = eng.arm(2)
    with pytest.raises(ValueError, match="a step is armed"):
        eng.arm(2)
    eng.cancel(armed)


def test_an_armed_engine_refuses_the_rest_and_stays_as_it_was(eng):
    _start(eng)
    pos = eng.pos
    armed = eng.arm(2)
    calls = [
        lambda: eng.step([3]),
        lambda: eng.prefill([3]),
        lambda: eng.decode(3, 2),
        lambda: eng.set_sampling(GREEDY),
        lambda: eng.advance(1),
        lambda: eng.kv_snapshot(),
        lambda: eng.kv_rows(0, 1),
        lambda: eng.replay(1),
        lambda: eng.activations(1),
        lambda: eng.top2(1),
    ]
    for call in calls:
        with pytest.raises(ValueError, match="a step is armed"):
            call()
    assert eng.pos == pos
    eng.release(armed, [3])  # still armed after every refusal
    assert eng.pos == pos + 1


def test_release_refuses_and_stays_armed(eng):
    _start(eng)
    pos = eng.pos
    armed = eng.arm(2)
    other = type(armed)(2, armed.seq)
    with pytest.raises(ValueError, match="not the armed step"):
        eng.release(other, [3])
    with pytest.raises(ValueError, match="3 ids for a step of 2 rows"):
        eng.release(armed, [3, 4, 5])
    with pytest.raises(ValueError, match="outside the vocabulary"):
        eng.release(armed, [eng.cfg.vocab])
    assert eng.pos == pos
    eng.release(armed, [3, 4])
    assert eng.pos == pos + 2


def test_cancel_and_reset_let_the_armed_step_go(eng):
    _start(eng)
    pos = eng.pos
    eng.cancel(eng.arm(3))
    assert eng.pos == pos
    eng.step([3], logits=False)  # not armed any more
    eng.arm(2)
    eng.reset()
    assert eng.pos == 0
    eng.prefill(PROMPT)  # nor after a reset


def _ahead_on(monkeypatch):
    """VERIFY_AHEAD on, counting the arms (so a test that never armed cannot pass)."""
    monkeypatch.setattr(gen_mod, "VERIFY_AHEAD", True)
    arms = []
    real = Engine.arm

    def arm(self, m):
        arms.append(m)
        return real(self, m)

    monkeypatch.setattr(Engine, "arm", arm)
    return arms


class _Repeat:
    """A proposer that always drafts: the context's last token, k times."""

    def reset(self):
        pass

    def propose(self, ctx, k):
        return ctx[-1:] * k


@pytest.mark.parametrize("k", [1, 4, 8])
@pytest.mark.parametrize(
    "proposer, params",
    [(PromptLookup, GREEDY), (_Repeat, GREEDY), (_Repeat, SAMPLED)],  # (lookup: no sampled drafts)
    ids=["lookup-greedy", "repeat-greedy", "repeat-sampled"],
)
def test_verify_steps_armed_ahead_change_no_token(eng, params, k, proposer, monkeypatch):
    """Speculation with the next verify armed while one runs gives the tokens, pos and K/V of
    the loop without arming, and of plain decoding."""
    kw = dict(temperature=params.temperature, top_p=params.top_p, seed=params.seed)
    prompt = PROMPT * 6
    plain = generate(eng, prompt, 60, **kw)
    plain_kv = eng.kv_snapshot()
    want = generate(eng, prompt, 60, proposer=proposer(), k=k, **kw)
    arms = _ahead_on(monkeypatch)
    got = generate(eng, prompt, 60, proposer=proposer(), k=k, **kw)
    kv = eng.kv_snapshot()
    assert arms and set(arms) == {k + 1}
    assert got.tokens == want.tokens == plain.tokens
    assert eng.pos == len(prompt) + 60 - 1
    assert all(bitwise_equal(kv[n], plain_kv[n]) for n in kv)
    assert got.stats.drafted


def test_verify_steps_armed_ahead_stop_as_the_loop_does(eng, monkeypatch):
    """eos inside a verify, a budget that ends inside one, and a full cache: the tokens and pos
    of the loop without arming; nothing stays armed."""
    prompt = PROMPT * 6
    ref = generate(eng, prompt, 40, proposer=PromptLookup(), k=4)
    eos = ref.tokens[17]
    cases = [dict(max_new_tokens=40, eos_id=eos), dict(max_new_tokens=23)]
    wants = []
    for c in cases:
        g = generate(eng, prompt, proposer=PromptLookup(), k=4, **c)
        wants.append((g.tokens, g.stats.stop_reason, eng.pos))
    _ahead_on(monkeypatch)
    for c, want in zip(cases, wants, strict=True):
        g = generate(eng, prompt, proposer=PromptLookup(), k=4, **c)
        assert (g.tokens, g.stats.stop_reason, eng.pos) == want
        eng.step([3], logits=False)  # not left armed
    long = PROMPT * (MAX_CTX // len(PROMPT) - 2)
    want = generate(eng, long, 100, proposer=PromptLookup(), k=4)
    monkeypatch.setattr(gen_mod, "VERIFY_AHEAD", False)
    again = generate(eng, long, 100, proposer=PromptLookup(), k=4)
    assert want.tokens == again.tokens and want.stats.stop_reason == "max_ctx"


def test_an_exception_in_on_token_cancels_the_armed_step(eng, monkeypatch):
    _ahead_on(monkeypatch)

    def boom(t):
        raise RuntimeError("stop")

    with pytest.raises(RuntimeError, match="stop"):
        generate(eng, PROMPT * 6, 30, proposer=PromptLookup(), k=4, on_token=boom)
    eng.step([3], logits=False)  # not left armed


def test_a_wrong_release_changes_the_output(eng, monkeypatch):
    """Negative control: a release that consumes another token than the last changes the
    tokens."""
    prompt = PROMPT * 6
    want = generate(eng, prompt, 60, proposer=PromptLookup(), k=4)
    arms = _ahead_on(monkeypatch)
    real = Engine.release
    bad = lambda self, a, ids: real(self, a, [(ids[0] + 1) % self.cfg.vocab] + ids[1:])  # noqa: E731
    monkeypatch.setattr(Engine, "release", bad)
    got = generate(eng, prompt, 60, proposer=PromptLookup(), k=4)
    assert arms and got.tokens != want.tokens


class _At:
    """Drafts (the context's last token) only where the context has one of `lengths` tokens."""

    def __init__(self, lengths):
        self.lengths = set(lengths)

    def reset(self):
        pass

    def propose(self, ctx, k):
        return ctx[-1:] * k if len(ctx) in self.lengths else []


def test_the_verify_after_an_idle_chunk_is_armed_while_the_chunk_runs(eng, monkeypatch):
    """Drafts found on an idle chunk while the next is in flight: the verify after it is armed
    then (a decode chunk in flight at the arm), and the tokens, pos and K/V are the loop's."""
    base = len(PROMPT) + 1
    lengths = {base + 3 * IDLE_CHUNK, base + 7 * IDLE_CHUNK}
    want = generate(eng, PROMPT, 40, proposer=_At(lengths), k=4)
    want_kv, want_pos = eng.kv_snapshot(), eng.pos
    monkeypatch.setattr(gen_mod, "VERIFY_AHEAD", True)
    in_flight = []
    real = Engine.arm
    monkeypatch.setattr(
        Engine, "arm", lambda self, m: in_flight.append(len(self._in_flight)) or real(self, m)
    )
    got = generate(eng, PROMPT, 40, proposer=_At(lengths), k=4)
    kv = eng.kv_snapshot()
    assert got.tokens == want.tokens and eng.pos == want_pos
    assert all(bitwise_equal(kv[n], want_kv[n]) for n in kv)
    assert any(in_flight), in_flight
