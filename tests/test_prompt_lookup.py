"""Prompt lookup's incremental n-gram index proposes exactly what the old rescan proposed, for
contexts that grow, shrink (rollback), change or restart, and costs O(new tokens) per step."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from speccc.speculative import PromptLookup
from speccc.speculative.ngram_index import NgramIndex, rescan

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True, database=None)


def old_propose(ctx: list[int], k: int, max_ngram: int, min_ngram: int) -> list[int]:
    """PromptLookup.propose as it was before the index (commit ad874aa), verbatim."""
    n_ctx = len(ctx)
    for n in range(min(max_ngram, n_ctx - 1), min_ngram - 1, -1):
        tail = ctx[n_ctx - n :]
        for start in range(n_ctx - n - 1, -1, -1):  # latest match first
            if ctx[start : start + n] == tail:
                follow = ctx[start + n : start + n + k]
                if follow:
                    return follow
    return []


# an edit of the context between two proposals
edits = st.one_of(
    st.tuples(st.just("append"), st.integers(1, 6)),  # generate's case: the same list grows
    st.tuples(st.just("rollback"), st.integers(1, 8)),  # a shorter new list
    st.tuples(st.just("change"), st.integers(0, 40)),  # a new list, one token changed
    st.tuples(st.just("restart"), st.integers(0, 30)),  # a new, unrelated context
)


@SETTINGS
@given(
    vocab=st.sampled_from([2, 3, 5, 50]),  # 2-5: repetitive, long matches; 50: sparse
    ngrams=st.sampled_from([(1, 1), (1, 3), (2, 3), (1, 4), (3, 4)]),
    k=st.integers(1, 8),
    start=st.integers(0, 30),
    plan=st.lists(edits, min_size=1, max_size=25),
    seed=st.integers(0, 2**31 - 1),
)
def test_index_proposes_what_the_old_rescan_proposed(vocab, ngrams, k, start, plan, seed):
    rng = random.Random(seed)
    min_n, max_n = ngrams
    prop = PromptLookup(max_n, min_n, policy=None)
    ctx = [rng.randrange(vocab) for _ in range(start)]
    for what, n in [("append", 0), *plan]:
        if what == "append":
            ctx += [rng.randrange(vocab) for _ in range(n)]  # in place: the same list object
        elif what == "rollback":
            ctx = ctx[: max(len(ctx) - n, 0)]
        elif what == "change" and ctx:
            ctx = list(ctx)
            ctx[n % len(ctx)] = (ctx[n % len(ctx)] + 1) % vocab
        elif what == "restart":
            ctx = [rng.randrange(vocab) for _ in range(n)]
        want = old_propose(ctx, k, max_n, min_n)
        assert prop.propose(ctx, k) == want, (what, ctx)
        assert rescan(ctx, k, max_n, min_n)[0] == want


def test_the_property_test_sees_a_wrong_index():
    """Negative control: an index that never rebuilds (treats every context as an extension)
    proposes differently after a rollback."""

    class Stale(NgramIndex):
        def _extends(self, ctx):
            return True

    ctx = [1, 2, 3, 1, 2, 4, 1, 2]
    idx = Stale(3, 1)
    idx.sync(ctx)
    ctx = [1, 2, 3, 1, 2]  # rolled back, then the old tail is gone
    idx.sync(ctx)
    assert idx.lookup(4)[0] != old_propose(ctx, 4, 3, 1)


def test_same_list_edited_in_place_near_its_end_is_rebuilt():
    ctx = [5, 6, 7, 5, 6, 8]
    idx = NgramIndex(3, 1)
    assert idx.sync(ctx) == ctx  # the first sync: every token is new
    ctx[-1] = 9  # inside the re-checked window (the last max_n tokens)
    assert idx.sync(ctx) is None and idx.rebuilds == 1
    assert idx.lookup(2) == rescan(ctx, 2, 3, 1)
    ctx += [5, 6]
    assert idx.sync(ctx) == [5, 6] and idx.rebuilds == 1  # an append: incremental
    assert idx.lookup(2) == rescan(ctx, 2, 3, 1) == ([9, 5], 2)


def test_bad_ngram_range():
    with pytest.raises(ValueError, match="min_ngram <= max_ngram"):
        PromptLookup(2, 3)


def test_cost_per_step_does_not_grow_with_the_context():
    """O(n-gram) per step: proposing after one appended token costs about the same at 1k and
    16k tokens of context (the rescan grows linearly; it is 10x slower at 16k here)."""
    rng = random.Random(0)

    def per_step(n_ctx: int, make) -> float:
        """The fastest of 3 runs of the mean time per step over 100 steps."""
        best = float("inf")
        for _ in range(3):
            fn = make()
            ctx = [rng.randrange(20000) for _ in range(n_ctx)]  # sparse: misses scan it all
            fn(ctx)
            t0 = time.perf_counter()
            for _ in range(100):
                ctx.append(rng.randrange(20000))
                fn(ctx)
            best = min(best, (time.perf_counter() - t0) / 100)
        return best

    def indexed():
        p = PromptLookup(policy=None)
        return lambda ctx: p.propose(ctx, 4)

    def old():
        return lambda ctx: old_propose(ctx, 4, 3, 1)

    small, big = per_step(1000, indexed), per_step(16000, indexed)
    old_small, old_big = per_step(1000, old), per_step(16000, old)
    assert old_big > 5 * old_small, (old_small, old_big)  # the control: the rescan is O(n)
    assert big < 3 * small + 20e-6, (small, big)
