"""The drafting policy: it skips drafting where proposals do not get accepted, drafts again when
they do, weighs the verify cost of each row count, and never changes the output."""

from __future__ import annotations

import random

import pytest

from speccc.model import load
from speccc.runtime import Engine
from speccc.speculative import PromptLookup, generate
from speccc.speculative.ngram_index import rescan
from speccc.speculative.policy import DraftPolicy, linear_costs, measure_costs
from tests.artifacts import llvm_artifact


def simulate(truth: list[int], prompt: int, proposer, k: int) -> list[tuple[int, int]]:
    """generate's loop against a fixed greedy output `truth` (an oracle model): per step,
    (drafts verified, drafts accepted). The context is one list that grows, as in generate."""
    proposer.reset()
    ctx, steps = truth[:prompt], []
    while len(ctx) < len(truth):
        room = min(k, len(truth) - len(ctx) - 1)
        drafts = proposer.propose(ctx, room) if room else []
        n = 0
        while n < len(drafts) and drafts[n] == truth[len(ctx) + n]:
            n += 1
        ctx += truth[len(ctx) : len(ctx) + n + 1]
        steps.append((len(drafts), n))
    assert ctx == truth
    return steps


def adversarial(n: int, rng: random.Random, start: list[int]) -> list[int]:
    """Tokens of a 10-symbol alphabet (so the last token always occurred before: prompt lookup
    always proposes), each one different from what prompt lookup proposes there: acceptance 0."""
    seq = list(start)
    while len(seq) < n:
        guess = rescan(seq, 1, 3, 1)[0]
        seq.append(rng.choice([t for t in range(10) if [t] != guess]))
    return seq


def test_policy_skips_drafting_when_nothing_is_accepted():
    truth = adversarial(200, random.Random(0), [0, 1, 2, 3])
    raw = simulate(truth, 4, PromptLookup(policy=None), 4)
    assert sum(d > 0 for d, _ in raw) > 0.9 * len(raw) and sum(a for _, a in raw) == 0  # control
    policy = DraftPolicy()
    steps = simulate(truth, 4, PromptLookup(policy=policy), 4)
    assert sum(a for _, a in steps) == 0
    assert sum(d for d, _ in steps[:10]) > 0  # it starts out drafting (the prior)
    assert sum(d for d, _ in steps[30:]) == 0  # then stops: every later step is a greedy step
    assert policy.skipped >= len(steps) - 30


def test_policy_drafts_again_when_proposals_match():
    """Skipped proposals are still scored against the tokens that follow (free), so the policy
    sees a repetitive stretch start and drafts through it."""
    rng = random.Random(1)
    truth = adversarial(120, rng, [0, 1, 2, 3])
    truth += [4, 5, 6, 7, 8, 9, 3] * 25  # a loop: prompt lookup predicts it after one period
    steps = simulate(truth, 4, PromptLookup(policy=DraftPolicy()), 4)
    assert sum(d for d, _ in steps[40:100]) == 0  # skipping in the adversarial stretch
    late = steps[-15:]
    assert sum(a for _, a in late) >= 2.5 * len(late)  # drafting, and accepted, again


def test_policy_weighs_the_row_costs():
    """At acceptance ~0.2 a verify costing 50% per row does not pay, a free one does (a CPU
    whose step costs the same for M=1..5)."""
    steep, flat = DraftPolicy(linear_costs(5, 0.5)), DraftPolicy([1.0] * 5)
    for p in (steep, flat):
        for _ in range(30):  # 1 in 5 first drafts right: a ~ 0.2
            for hit in (True, False, False, False, False):
                p.choose([1, 2, 3, 4], match=1)
                p.observe([1, 9] if hit else [9])
        assert 0.1 < p.acceptance(1) < 0.35
    assert steep.choose([1, 2, 3, 4], 1) == 0
    assert flat.choose([1, 2, 3, 4], 1) == 4
    assert DraftPolicy(linear_costs(3, 0.0)).choose([1, 2, 3, 4], 1) == 2  # cut at len(costs)-1


def test_policy_keeps_an_estimate_per_match_length():
    p = DraftPolicy()
    for _ in range(20):
        p.choose([1, 2], match=1)
        p.observe([7])  # unigram matches: wrong
        p.choose([1, 2], match=3)
        p.observe([1, 2, 5])  # trigram matches: right
    assert p.acceptance(1) < 0.1 < 0.9 < p.acceptance(3)
    assert p.choose([1, 2], 1) == 0 and p.choose([1, 2], 3) == 2


def test_bad_policy_arguments():
    with pytest.raises(ValueError, match="costs must be positive"):
        DraftPolicy([1.0, 0.0])
    with pytest.raises(ValueError, match="decay"):
        DraftPolicy(decay=1.0)
    with pytest.raises(ValueError, match="prior"):
        DraftPolicy(prior=(2.0, 1.0))


@pytest.fixture(scope="module")
def tiny():
    _, w = load("tiny", max_ctx=512)
    return Engine.load(llvm_artifact("tiny"), w, max_rows=9)


def test_output_is_identical_with_and_without_the_policy(tiny):
    """Exact engine: greedy, raw prompt lookup and prompt lookup under policies that draft
    everything, draft little and skip often give the same tokens."""
    eng = tiny
    g = random.Random(3)
    prompts = [[g.randrange(eng.cfg.vocab) for _ in range(n)] for n in (5, 9, 17)]
    prompts.append([3, 4, 5, 3, 4, 5, 3, 4])
    policies = {
        "flat": DraftPolicy([1.0] * 9),
        "default": DraftPolicy(),
        "steep": DraftPolicy(linear_costs(9, 0.4), prior=(0.1, 1.0)),
    }
    skipped = 0
    for p in prompts:
        want = generate(eng, p, 40).tokens
        assert generate(eng, p, 40, proposer=PromptLookup(policy=None), k=8).tokens == want
        for name, pol in policies.items():
            got = generate(eng, p, 40, proposer=PromptLookup(policy=pol), k=8)
            assert got.tokens == want, name
            skipped += pol.skipped
    assert skipped > 0  # the policies did change what was verified


def test_measured_costs(tiny):
    costs = measure_costs(tiny, 3, reps=1)
    assert len(costs) == 3 and costs[0] == 1.0 and all(c > 0 for c in costs)
    assert tiny.pos == 0
