"""Speculative output is greedy output on the real SmolLM2 model (CPU): token for token, and every
verify row whose prefix is greedy's has bitwise greedy's M=1 logits (a non-exact verifier that
happens to pick the same tokens fails this; see the negative control).

Every k is checked to verify k drafts in one step at least once: a case whose verifies are all
narrower (too few new tokens to make room, or a policy trimming the drafts) tests a smaller k.
Prompt lookup runs without its drafting policy here (the policy only trims drafts; the KV test
below runs it with the policy, tests/test_policy.py checks its output)."""

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
NEW = 10  # new tokens per prompt: room for 8 drafts in the first verify
FULL = 16  # the widest verify of the engines below (max_rows 17)
NEW_FULL = FULL + 2  # k=16 cases: 18 new tokens, room for all 16 drafts in the first verify
FULL_PROMPTS = 10  # k=16 cases: the grounded prompts (prompt lookup drafts 16 on two of them)
FULL_DRAFT_PROMPTS = 3  # the draft model at k=16: its 17-row verifies cost ~1.5 s a prompt


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
    each call is recorded with the logits the step left in the engine's buffer. Plain decoding
    takes the step-by-step path even when asked for the device loop (decode = None), so every
    step is seen."""

    decode = None

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
    greedy = []  # NEW_FULL greedy tokens for the k=16 prompts (NEW cases compare the first NEW)
    for i, ids in enumerate(prompts):
        rec = EngineRecorder(eng)
        g = generate(rec, ids, NEW_FULL if i < FULL_PROMPTS else NEW)
        rows = {p: lg[0] for p, _, lg in rec.calls}  # greedy's M=1 logits by position
        greedy.append((g.tokens, eng.kv_snapshot(), rows))
    return eng, draft, prompts, greedy, w


@pytest.mark.parametrize("k", KS)
@pytest.mark.parametrize("proposer", ["prompt-lookup", "draft"])
def test_speculative_equals_greedy(setup, proposer, k):
    eng, draft, prompts, greedy, _ = setup
    prop = PromptLookup(policy=None) if proposer == "prompt-lookup" else DraftModel(draft)
    new, cases = NEW, list(zip(prompts, greedy, strict=True))
    if k == FULL:
        new, cases = NEW_FULL, cases[: FULL_DRAFT_PROMPTS if proposer == "draft" else FULL_PROMPTS]
    accepted = drafted = compared = widest = 0
    for ids, (want, _, rows) in cases:
        rec = EngineRecorder(eng)
        g = generate(rec, ids, new, proposer=prop, k=k)
        assert g.tokens == want[:new], f"prompt {ids[:8]}...: speculative diverged from greedy"
        n, bad = verify_rows_vs_greedy(rec.calls, ids + want, rows)
        assert bad == [], f"prompt {ids[:8]}...: verify logits differ from M=1 at {bad}"
        accepted, drafted, compared = (
            accepted + g.stats.accepted,
            drafted + g.stats.drafted,
            compared + n,
        )
        widest = max([widest, *(len(step_ids) for _, step_ids, _ in rec.calls)])
    assert drafted > 0 and compared > 0
    assert widest == k + 1, f"no verify of {k} drafts (widest {widest} rows): a smaller k tested"
    print(f"{proposer} k={k}: acceptance {accepted / drafted:.1%}, {compared} rows bitwise")


class GreedyOracle:
    """A proposer of greedy's own continuation `seq` (prompt + greedy output): every draft is
    accepted, so every row of every verify has greedy's prefix and is compared."""

    def __init__(self, seq: list[int]):
        self.seq = seq

    def reset(self) -> None:
        pass

    def propose(self, ctx: list[int], k: int) -> list[int]:
        return self.seq[len(ctx) : len(ctx) + k]


def test_every_row_of_a_full_verify_is_greedys_row(setup):
    """Rows 9..16 of a 17-row verify: the real proposers' drafts are rarely accepted that deep
    (SmolLM2, these prompts: never), so their cases compare a verify's first rows only. With all
    16 drafts greedy's, one verify covers 17 positions, each row bitwise greedy's M=1 row."""
    eng, _, prompts, greedy, _ = setup
    full = 0
    for ids, (want, _, rows) in list(zip(prompts, greedy, strict=True))[:FULL_PROMPTS]:
        rec = EngineRecorder(eng)
        g = generate(rec, ids, NEW_FULL, proposer=GreedyOracle(ids + want), k=FULL)
        assert g.tokens == want and g.stats.accepted == g.stats.drafted
        n, bad = verify_rows_vs_greedy(rec.calls, ids + want, rows)
        assert bad == [], f"prompt {ids[:8]}...: verify logits differ from M=1 at {bad}"
        assert n == len(want) - 1  # every decode position, none left to an M=1 step
        full += [len(step_ids) for _, step_ids, _ in rec.calls] == [FULL + 1]
    assert full > 0
    print(f"{full}/{FULL_PROMPTS} prompts: one 17-row verify, every row bitwise greedy's")


def test_identity_check_fails_for_a_non_exact_verifier(setup):
    """Negative control: a torch fp32 verify (batched GEMM) often picks greedy's tokens, but its
    verify logits are not greedy's M=1 logits, and the identity test above must say so."""
    eng, _, prompts, greedy, w = setup
    ver = TorchVerifier(eng, w)
    same = bad_rows = 0
    for ids, (want, _, rows) in list(zip(prompts, greedy, strict=True))[:4]:
        rec = Recorder(ver)
        g = generate(eng, ids, NEW, proposer=PromptLookup(), k=4, mode="torch", verifier=rec)
        same += g.tokens == want[:NEW]
        bad_rows += len(verify_rows_vs_greedy(rec.calls, ids + want, rows)[1])
    print(f"torch fp32 verify: {same}/4 token-identical, {bad_rows} rows not bitwise")
    assert bad_rows > 0


def test_kv_after_speculation_equals_greedy_kv(setup):
    eng, _, prompts, greedy, _ = setup
    for ids, (want, kv, _) in list(zip(prompts, greedy, strict=True))[:4]:
        g = generate(eng, ids, NEW, proposer=PromptLookup(), k=4)
        assert g.tokens == want[:NEW]
        snap = eng.kv_snapshot()
        n = min(len(next(iter(snap.values()))), len(next(iter(kv.values()))))
        assert all(bitwise_equal(snap[name][:n], kv[name][:n]) for name in kv)


def test_rollback_fuzz_kv_equals_fresh_greedy(setup):
    """Random accept lengths: step k+1 rows, keep a random prefix, roll back the rest."""
    eng, _, prompts, greedy, _ = setup
    rng = random.Random(0)
    ids, (want, _, _) = prompts[1], greedy[1]
    seq = ids + want[:NEW]
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
