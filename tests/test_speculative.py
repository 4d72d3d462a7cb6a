"""Speculative output is greedy output, token for token, on the real SmolLM2 model (CPU)."""

from __future__ import annotations

import random

import pytest

from bench.prompts import ALL, GROUNDED, OPEN
from speccc.parity import bitwise_equal
from speccc.runtime.engine import Engine
from speccc.speculative import DraftModel, PromptLookup, generate
from tests.artifacts import llvm_artifact

PROMPTS = GROUNDED[5:15] + OPEN[:10]  # 10 grounded/repetitive, 10 open-ended
KS = [1, 2, 3, 4, 8, 16]
NEW = 10


@pytest.fixture(scope="module")
def setup(smollm2, smollm2_tokenizer):
    cfg, w = smollm2
    art = llvm_artifact("smollm2-135m")
    eng = Engine.load(art, w, max_rows=17)
    draft = Engine.load(llvm_artifact("smollm2-135m", n_layers=6), w, max_rows=17)
    prompts = [smollm2_tokenizer.encode(p) for p in PROMPTS]
    greedy = []
    for ids in prompts:
        g = generate(eng, ids, NEW)
        greedy.append((g.tokens, eng.kv_snapshot()))
    return eng, draft, prompts, greedy


@pytest.mark.parametrize("k", KS)
@pytest.mark.parametrize("proposer", ["prompt-lookup", "draft"])
def test_speculative_equals_greedy(setup, proposer, k):
    eng, draft, prompts, greedy = setup
    prop = PromptLookup() if proposer == "prompt-lookup" else DraftModel(draft)
    accepted = drafted = 0
    for ids, (want, _) in zip(prompts, greedy, strict=True):
        g = generate(eng, ids, NEW, proposer=prop, k=k)
        assert g.tokens == want, f"prompt {ids[:8]}...: speculative diverged from greedy"
        accepted, drafted = accepted + g.stats.accepted, drafted + g.stats.drafted
    assert drafted > 0
    print(f"{proposer} k={k}: acceptance {accepted / drafted:.1%}")


def test_kv_after_speculation_equals_greedy_kv(setup):
    eng, _, prompts, greedy = setup
    for ids, (want, kv) in list(zip(prompts, greedy, strict=True))[:4]:
        g = generate(eng, ids, NEW, proposer=PromptLookup(), k=4)
        assert g.tokens == want
        snap = eng.kv_snapshot()
        n = min(len(next(iter(snap.values()))), len(next(iter(kv.values()))))
        assert all(bitwise_equal(snap[name][:n], kv[name][:n]) for name in kv)


def test_rollback_fuzz_kv_equals_fresh_greedy(setup):
    """Random accept lengths: step k+1 rows, keep a random prefix, roll back the rest."""
    eng, _, prompts, greedy = setup
    rng = random.Random(0)
    ids, (want, _) = prompts[1], greedy[1]
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
    eng, draft, _, _ = setup
    texts = [f"{pre}{p}" for pre in ("", "Note: ", "Q: ", "> ") for p in ALL]
    assert len(texts) >= 200
    for i, text in enumerate(texts):
        ids = smollm2_tokenizer.encode(text)
        want = generate(eng, ids, 24).tokens
        k = (1, 2, 3, 4, 8, 16)[i % 6]
        prop = PromptLookup() if i % 2 else DraftModel(draft)
        assert generate(eng, ids, 24, proposer=prop, k=k).tokens == want, text
