"""Exact seeded sampling end to end: parameters, the Philox stream, the engine's sampled tokens,
and speculative sampling == plain sampling at the same seed (exact mode), with controls.

Fast tests run the tiny model (random weights: near-uniform logits, so a real proposer almost
never matches a sampled token); an oracle proposer drafts plain sampling's own tokens with
planted errors, so every verify accepts some drafts and rejects others. The real SmolLM2 runs
one quick identity check here and the full >= 50 prompts x 3 seeds x 2 temperatures run (prompt
lookup and draft model, K in 1..16) under `slow`.
"""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
import torch

from speccc.runtime.engine import Engine
from speccc.sampling import SamplingParams, sample
from speccc.sampling.philox import philox4x32_10, uniform_u32
from speccc.speculative import DraftModel, PromptLookup, TorchVerifier, generate
from tests.artifacts import llvm_artifact

# ---- parameters and the generator ---------------------------------------------------------


@pytest.mark.parametrize(
    "kw, field",
    [
        ({"temperature": -0.5}, "temperature"),
        ({"temperature": math.nan}, "temperature"),
        ({"temperature": math.inf}, "temperature"),
        ({"temperature": "1"}, "temperature"),
        ({"top_p": 0.0}, "top_p"),
        ({"top_p": 1.5}, "top_p"),
        ({"top_p": math.nan}, "top_p"),
        ({"top_k": -1}, "top_k"),
        ({"top_k": 2.5}, "top_k"),
        ({"min_p": -0.1}, "min_p"),
        ({"min_p": 1.01}, "min_p"),
        ({"min_p": math.nan}, "min_p"),
        ({"seed": -1}, "seed"),
        ({"seed": 2**64}, "seed"),
    ],
)
def test_bad_parameters_rejected(kw, field):
    with pytest.raises(ValueError, match=field):
        SamplingParams(**kw)


def test_philox_known_answers():
    """Random123's published Philox4x32-10 test vectors."""
    assert philox4x32_10((0, 0, 0, 0), (0, 0)) == (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)
    ones = (0xFFFFFFFF,) * 4
    assert philox4x32_10(ones, ones[:2]) == (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)
    pi = (0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344)
    want = (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)
    assert philox4x32_10(pi, (0xA4093822, 0x299F31D0)) == want
    assert uniform_u32(0, 0) == 0x6627E8D5


def test_words_encode_the_runtime_params():
    assert SamplingParams().words() == (0,) * 8  # greedy: the zeroed params tensor
    w = SamplingParams(temperature=0.5, top_k=7, top_p=0.5, min_p=0.25, seed=2**40 + 3).words()
    assert w[0] == 1 and w[2:] == (7, 2**23, 2**28, 3, 2**8, 0)
    assert np.array(w[1], np.int32).view(np.float32) == np.float32(2**24 / math.log(2) / 0.5)


# ---- the engine ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def tiny():
    from speccc.model import load

    _, w = load("tiny")
    return Engine.load(llvm_artifact("tiny"), w, max_rows=17)


def test_engine_samples_what_the_reference_samples(tiny):
    p = SamplingParams(temperature=0.9, top_k=100, top_p=0.95, min_p=0.01, seed=11)
    tiny.reset()
    tiny.set_sampling(p)
    tiny.prefill([5, 6, 7])
    logits = tiny.step([8, 9, 10, 11])
    tiny.top2_host()
    assert tiny.sampled_host().tolist() == sample(logits, p, [3, 4, 5, 6])
    tiny.set_sampling(SamplingParams())  # greedy again: the top-2 ids
    assert tiny.step_sample([12]) == tiny.top2_host()[1][:, 0].tolist()


def test_generate_rejects_bad_parameters_and_keeps_state(tiny):
    tiny.reset()
    tiny.prefill([1, 2, 3])
    for kw in ({"temperature": -1.0}, {"top_p": 0.0}, {"top_k": -2}, {"min_p": 2.0}):
        with pytest.raises(ValueError):
            generate(tiny, [1, 2], 4, **kw)
    assert tiny.pos == 3


def test_greedy_default_unchanged(tiny):
    a = generate(tiny, [3, 1, 4, 1, 5], 12).tokens
    b = generate(tiny, [3, 1, 4, 1, 5], 12, temperature=0.0, top_k=5, seed=9).tokens
    assert a == b


def test_different_seeds_differ(tiny):
    runs = {tuple(generate(tiny, [2, 7, 1], 12, temperature=1.0, seed=s).tokens) for s in range(4)}
    assert len(runs) == 4
    again = generate(tiny, [2, 7, 1], 12, temperature=1.0, seed=3).tokens
    assert tuple(again) in runs


class Oracle:
    """Drafts the reference output's next tokens, each replaced by a wrong one with probability
    `wrong`: verifies then accept some drafts and reject others."""

    def __init__(self, want: list[int], prompt_len: int, wrong: float, seed: int):
        self.want, self.n0, self.wrong, self.rng = want, prompt_len, wrong, random.Random(seed)

    def reset(self) -> None:
        pass

    def propose(self, ctx: list[int], k: int) -> list[int]:
        nxt = self.want[len(ctx) - self.n0 : len(ctx) - self.n0 + k]
        return [(t + 1) % 512 if self.rng.random() < self.wrong else t for t in nxt]


def _spec_vs_plain(engine, prompts, settings, ks, wrong=0.3):
    """(configurations compared, drafts accepted, drafts rejected); asserts identity."""
    n = acc = rej = 0
    for i, prompt in enumerate(prompts):
        for kw in settings:
            want = generate(engine, prompt, 24, **kw).tokens
            for k in ks:
                g = generate(engine, prompt, 24, proposer=Oracle(want, len(prompt), wrong, i), k=k,
                             **kw)  # fmt: skip
                assert g.tokens == want, f"prompt {i}, {kw}, k={k}"
                n, acc, rej = (
                    n + 1,
                    acc + g.stats.accepted,
                    rej + g.stats.drafted - g.stats.accepted,
                )
    return n, acc, rej


SETTINGS = [
    {"temperature": 0.7, "seed": 1},
    {"temperature": 1.0, "top_k": 50, "top_p": 0.9, "seed": 2},
    {"temperature": 1.3, "min_p": 0.05, "seed": 3},
]


def test_speculative_sampling_equals_plain_tiny(tiny):
    rng = random.Random(0)
    prompts = [[rng.randrange(512) for _ in range(rng.randrange(2, 12))] for _ in range(3)]
    n, acc, rej = _spec_vs_plain(tiny, prompts, SETTINGS, ks=(1, 3, 8, 16))
    print(f"{n} configurations identical: {acc} drafts accepted, {rej} rejected")
    assert n == 36 and acc > 100 and rej > 100


class StepKeyed:
    """Negative control: an engine whose verify rows all draw the uniform of the step's first
    position (a sampler keyed on the step, not on each row's absolute position)."""

    def __init__(self, engine):
        self.engine, self._p0 = engine, 0

    def __getattr__(self, name):
        return getattr(self.engine, name)

    def step_top2(self, ids):
        self._p0 = self.engine.pos
        return self.engine.step_top2(ids)

    def sampled_host(self):
        logits = self.engine.activations(self.engine._last_m)["logits"]
        p0 = self._p0
        return torch.tensor(sample(logits, self.engine.sampling, [p0] * logits.shape[0]))


def test_negative_control_step_keyed_sampler_breaks_identity(tiny):
    prompt = [9, 8, 7, 6]
    kw = SETTINGS[0]
    want = generate(tiny, prompt, 24, **kw).tokens
    got = generate(StepKeyed(tiny), prompt, 24, proposer=Oracle(want, 4, 0.0, 0), k=4, **kw)
    assert got.tokens != want


def test_guarded_tau_inf_sampling_is_exact_sampling(tiny):
    """tau = inf: the guard fires on every row, so every token is the exact engine's sample."""
    from speccc.model import load

    _, w = load("tiny")
    ver = TorchVerifier(tiny, w, torch.bfloat16)
    prompt = [4, 4, 2, 9]
    for kw in SETTINGS[:2]:
        want = generate(tiny, prompt, 10, **kw).tokens
        g = generate(tiny, prompt, 10, proposer=PromptLookup(), k=3, mode="guarded", tau=math.inf,
                     verifier=ver, **kw)  # fmt: skip
        assert g.tokens == want and g.stats.guard_fired == g.stats.guard_rows
        t = generate(tiny, prompt, 10, mode="torch", verifier=ver, **kw)
        assert len(t.tokens) == 10  # the raw bf16 verifier samples its own logits


# ---- the real model --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def smol(smollm2, smollm2_tokenizer):
    _, w = smollm2
    eng = Engine.load(llvm_artifact("smollm2-135m"), w, max_rows=17)
    draft = Engine.load(llvm_artifact("smollm2-135m", n_layers=6), w, max_rows=17)
    return eng, draft, smollm2_tokenizer


def test_speculative_sampling_equals_plain_smollm2(smol):
    from bench.prompts import GROUNDED

    eng, _, tok = smol
    ids = tok.encode(GROUNDED[5])
    accepted = 0
    for kw in ({"temperature": 0.6, "seed": 5}, {"temperature": 1.0, "top_p": 0.9, "seed": 6}):
        want = generate(eng, ids, 12, **kw).tokens
        prop = PromptLookup(policy=None)  # every step verifies (no device chunks between)
        g = generate(eng, ids, 12, proposer=prop, k=4, device_loop=False, **kw)
        assert g.tokens == want
        accepted += g.stats.accepted
    assert accepted > 0


@pytest.mark.slow
def test_speculative_sampling_equals_plain_many_prompts(smol):
    """>= 50 prompts x 3 seeds x 2 temperatures, 10 new tokens each; prompt lookup and the
    draft model alternate, K cycles through 1..16."""
    from bench.prompts import many

    eng, draft, tok = smol
    n = acc = 0
    for i, text in enumerate(many(50)):
        ids = tok.encode(text)
        for seed in (1, 2, 3):
            for temp in (0.6, 1.0):
                kw = {"temperature": temp, "top_p": 0.95 if seed == 2 else 1.0, "seed": seed}
                want = generate(eng, ids, 10, **kw).tokens
                k = 1 + (i * 6 + seed * 2 + int(temp)) % 16
                prop = PromptLookup() if (i + seed) % 2 else DraftModel(draft)
                g = generate(eng, ids, 10, proposer=prop, k=k, **kw)
                assert g.tokens == want, (text, kw, k)
                n, acc = n + 1, acc + g.stats.accepted
        print(f"prompt {i + 1}/50: {n} configurations identical, {acc} drafts accepted", flush=True)
    assert n == 300 and acc > 0
