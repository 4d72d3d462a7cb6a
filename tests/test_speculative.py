"""Speculative output is greedy output on the real SmolLM2 model (CPU): token for token, and every
verify row whose prefix is greedy's has bitwise greedy's M=1 logits (a non-exact verifier that
happens to pick the same tokens fails this; see the negative control)."""

from __future__ import annotations

import random

import pytest

from bench.prompts import GROUNDED, OPEN, many
from speccc.parity import bitwise_equal
from speccc.runtime.engine import Engine
from speccc.speculative import DraftModel, PromptLookup, TorchVerifier, generate
from tests.artifacts import llvm_artifact

PROMPTS = GROUNDED[5:15] + OPEN[:10]  # 10 grounded/repetitive, 10 open-ended
KS = [1, 2, 3, 4, 8, 16]
NEW = 10


class Recorder:
    """A StepBackend that records every step(): (position of its first row, ids, logits)."""

    def __init__(self, backend):
        self.backend, self.calls = backend, []

    def __getattr__(self, name):
        return getattr(self.backend, name)

    def step(self, ids):
        p = self.backend.pos
        out = self.backend.step(ids)
        self.calls.append((p, list(ids), out.clone()))
        return out


class EngineRecorder(Recorder):
    """A Recorder of the exact Engine, which generate verifies through step_top2 (no [M, V] copy):
    each call is recorded with the logits the step left in the engine's buffer."""

    def step_top2(self, ids):
        p = self.backend.pos
        out = self.backend.step_top2(ids)
        self.calls.append((p, list(ids), self.backend.activations(len(ids))["logits"]))
        return out


def verify_rows_vs_greedy(calls, seq: list[int], rows: dict) -> tuple[int, list[int]]:
    """(rows compared, positions that differ): every recorded row at position p whose ids up to
    and including its own are greedy's (seq[:p + 1]) must have greedy's M=1 logits rows[p]."""
    compared, bad = 0, []
    for p0, ids, logits in calls:
        for j, t in enumerate(ids):
            p = p0 + j
            if p >= len(seq) or seq[p] != t:
                break  # a rejected draft: later rows have another prefix
            if p in rows:
                compared += 1
                if not bitwise_equal(logits[j], rows[p]):
                    bad.append(p)
    return compared, bad


@pytest.fixture(scope="module")
def setup(smollm2, smollm2_tokenizer):
    cfg, w = smollm2
    art = llvm_artifact("smollm2-135m")
    eng = Engine.load(art, w, max_rows=17)
    draft = Engine.load(llvm_artifact("smollm2-135m", n_layers=6), w, max_rows=17)
    prompts = [smollm2_tokenizer.encode(p) for p in PROMPTS]
    greedy = []
    for ids in prompts:
        rec = EngineRecorder(eng)
        g = generate(rec, ids, NEW)
        rows = {p: lg[0] for p, _, lg in rec.calls}  # greedy's M=1 logits by position
        greedy.append((g.tokens, eng.kv_snapshot(), rows))
    return eng, draft, prompts, greedy, w


@pytest.mark.parametrize("k", KS)
@pytest.mark.parametrize("proposer", ["prompt-lookup", "draft"])
def test_speculative_equals_greedy(setup, proposer, k):
    eng, draft, prompts, greedy, _ = setup
    prop = PromptLookup() if proposer == "prompt-lookup" else DraftModel(draft)
    accepted = drafted = compared = 0
    for ids, (want, _, rows) in zip(prompts, greedy, strict=True):
        rec = EngineRecorder(eng)
        g = generate(rec, ids, NEW, proposer=prop, k=k)
        assert g.tokens == want, f"prompt {ids[:8]}...: speculative diverged from greedy"
        n, bad = verify_rows_vs_greedy(rec.calls, ids + want, rows)
        assert bad == [], f"prompt {ids[:8]}...: verify logits differ from M=1 at {bad}"
        accepted, drafted, compared = (
            accepted + g.stats.accepted,
            drafted + g.stats.drafted,
            compared + n,
        )
    assert drafted > 0 and compared > 0
    print(f"{proposer} k={k}: acceptance {accepted / drafted:.1%}, {compared} rows bitwise")


def test_identity_check_fails_for_a_non_exact_verifier(setup):
    """Negative control: a torch fp32 verify (batched GEMM) often picks greedy's tokens, but its
    verify logits are not greedy's M=1 logits, and the identity test above must say so."""
    eng, _, prompts, greedy, w = setup
    ver = TorchVerifier(eng, w)
    same = bad_rows = 0
    for ids, (want, _, rows) in list(zip(prompts, greedy, strict=True))[:4]:
        rec = Recorder(ver)
        g = generate(eng, ids, NEW, proposer=PromptLookup(), k=4, mode="torch", verifier=rec)
        same += g.tokens == want
        bad_rows += len(verify_rows_vs_greedy(rec.calls, ids + want, rows)[1])
    print(f"torch fp32 verify: {same}/4 token-identical, {bad_rows} rows not bitwise")
    assert bad_rows > 0


def test_kv_after_speculation_equals_greedy_kv(setup):
    eng, _, prompts, greedy, _ = setup
    for ids, (want, kv, _) in list(zip(prompts, greedy, strict=True))[:4]:
        g = generate(eng, ids, NEW, proposer=PromptLookup(), k=4)
        assert g.tokens == want
        snap = eng.kv_snapshot()
        n = min(len(next(iter(snap.values()))), len(next(iter(kv.values()))))
        assert all(bitwise_equal(snap[name][:n], kv[name][:n]) for name in kv)


def test_rollback_fuzz_kv_equals_fresh_greedy(setup):
    """Random accept lengths: step k+1 rows, keep a random prefix, roll back the rest."""
    eng, _, prompts, greedy, _ = setup
    rng = random.Random(0)
    ids, (want, _, _) = prompts[1], greedy[1]
    seq = ids + want
    eng.reset()
    eng.prefill(ids)
    while eng.pos < len(seq) - 1:
        k = rng.randint(1, 8)
        rows = seq[eng.pos : eng.pos + k]
        junk = [rng.randrange(eng.cfg.vocab) for _ in range(rng.randint(0, 3))]
        eng.step(rows + junk)
        keep = rng.randint(1, len(rows))
        eng.rollback(len(rows) + len(junk) - keep)
    fuzz = eng.kv_snapshot()
    eng.reset()
    for t in seq[: len(seq) - 1]:
        eng.step([t])
    fresh = eng.kv_snapshot()
    assert all(bitwise_equal(fuzz[n], fresh[n]) for n in fresh)


@pytest.mark.slow
def test_speculative_equals_greedy_200_prompts(setup, smollm2_tokenizer):
    eng, draft, _, _, _ = setup
    texts = many(200)
    for i, text in enumerate(texts):
        ids = smollm2_tokenizer.encode(text)
        want = generate(eng, ids, 24).tokens
        k = (1, 2, 3, 4, 8, 16)[i % 6]
        prop = PromptLookup() if i % 2 else DraftModel(draft)
        assert generate(eng, ids, 24, proposer=prop, k=k).tokens == want, text
