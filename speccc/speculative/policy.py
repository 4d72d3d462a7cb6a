"""Drafting policy: how many of a proposer's drafts to verify, so that speculation pays or is
skipped (issue 11: speculation that never loses).

Output is unchanged by construction: the policy only shortens the list of drafts; generate
verifies whatever drafts it gets with the exact kernels and emits greedy's token at every
position, so the tokens are those of greedy decode with or without a policy.

Model. A verify of d drafts is one step of M = d + 1 rows, costing costs[d] relative to an M=1
step (costs[0] = 1). Drafts are accepted in order while they match; after a prompt-lookup match
of n tokens each draft is accepted with probability a_n (given the ones before it were), so the
step yields 1 + a_n + ... + a_n^d tokens in expectation. The policy verifies the d in
0..len(drafts) with the most expected tokens per unit cost (the smallest d on a tie); d = 0 is a
greedy step.

Observation. The tokens appended after a proposal are greedy's tokens at those positions whether
or not the proposal was verified, so every step says how far the full proposal would have been
accepted. The policy learns from skipped proposals too (for free), and starts drafting again
once proposals start to match. a_n is a decayed count of those outcomes (recent steps weigh
most), shrunk towards the estimate over all match lengths (so a match length seen rarely
borrows from the others), which starts from a prior.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

DEFAULT_ROW_COST = 0.15  # an extra verify row costs 15% of an M=1 step (H200 SmolLM2: M=8 2.2x)


def linear_costs(max_m: int, row_cost: float = DEFAULT_ROW_COST) -> list[float]:
    """Relative cost of an M-row step for M = 1..max_m: 1 + row_cost * (M - 1)."""
    return [1.0 + row_cost * m for m in range(max_m)]


def measure_costs(engine, max_m: int, reps: int = 5) -> list[float]:
    """Relative cost of an M-row step of `engine` for M = 1..max_m (the fastest of `reps` timed
    lean steps each, after one untimed step; CUDA graphs get captured here). The fastest of 5,
    not 2: one slow timing decides whether a low-acceptance prompt drafts at all (the H200's
    main-job prompt drafted in one run and not in another, decode_loop/a2, a3). Runs steps over
    position 0..M-1 and leaves the engine reset: call it before generate, never during. (Verifies
    priced against a token of the device loop instead were within run-to-run spread on the H200,
    bench/results/decode_loop/o7b, and not kept.)"""
    times = []
    for m in range(1, max_m + 1):
        ids = [0] * m
        best = float("inf")
        for r in range(reps + 1):
            engine.reset()
            t0 = time.perf_counter()
            engine.step_top2(ids)  # waits for the device (reads the top-2 back)
            if r:
                best = min(best, time.perf_counter() - t0)
        times.append(best)
    engine.reset()
    return [t / times[0] for t in times]


class DraftPolicy:
    """Chooses how many drafts to verify (see the module docstring). `costs[d]`: relative cost of
    a verify of d drafts (M = d + 1 rows); proposals longer than len(costs) - 1 are cut there.
    `decay`: weight of the previous observations at each new one. `prior`: (accepted, trials)
    pseudo-counts of the pooled estimate; (0.5, 1) starts at a = 0.5, i.e. drafting. A match
    length's own counts are shrunk towards the pooled estimate with the weight of prior[1]
    trials."""

    def __init__(
        self,
        costs: Sequence[float] | None = None,
        *,
        decay: float = 0.9,
        prior: tuple[float, float] = (0.5, 1.0),
    ):
        costs = list(costs) if costs is not None else linear_costs(17)
        if not costs or costs[0] <= 0 or any(c <= 0 for c in costs):
            raise ValueError(f"costs must be positive, costs[0] the M=1 step; got {costs}")
        if not 0.0 <= decay < 1.0:
            raise ValueError(f"decay must be in [0, 1), got {decay}")
        if not 0.0 <= prior[0] <= prior[1] or prior[1] <= 0:
            raise ValueError(f"prior must be (accepted, trials), 0 <= accepted <= trials: {prior}")
        self.costs = [c / costs[0] for c in costs]
        self.decay, self.prior = decay, prior
        self.reset()

    def reset(self) -> None:
        self._counts: dict[int, list[float]] = {}  # match length -> [accepted, trials], decayed
        self._pooled = [0.0, 0.0]  # the same over every match length
        self._pending: tuple[list[int], int] | None = None  # (full proposal, match length)
        self.skipped = 0  # proposals the policy did not verify at all
        self.trimmed = 0  # drafts it dropped (skipped ones included)

    def acceptance(self, match: int) -> float:
        """The current estimate of a_match."""
        acc, trials = self._pooled
        pooled = (acc + self.prior[0]) / (trials + self.prior[1])
        acc, trials = self._counts.get(match, (0.0, 0.0))
        return (acc + self.prior[1] * pooled) / (trials + self.prior[1])

    def observe(self, new_tokens: list[int] | None) -> None:
        """The tokens appended to the context since the last choose() (None: the context changed
        otherwise; forget the pending proposal)."""
        pending, self._pending = self._pending, None
        if pending is None or not new_tokens:
            return
        proposal, match = pending
        n = min(len(proposal), len(new_tokens))
        hit = 0
        while hit < n and proposal[hit] == new_tokens[hit]:
            hit += 1
        for c in (self._counts.setdefault(match, [0.0, 0.0]), self._pooled):
            c[0] = self.decay * c[0] + hit
            c[1] = self.decay * c[1] + hit + (hit < n)

    def choose(self, drafts: list[int], match: int) -> int:
        """How many of `drafts` (proposed after a match of `match` tokens) to verify."""
        self._pending = (list(drafts), match) if drafts else None
        a = self.acceptance(match)
        best, best_rate, expected = 0, 1.0, 1.0
        for d in range(1, min(len(drafts), len(self.costs) - 1) + 1):
            expected += a**d
            rate = expected / self.costs[d]
            if rate > best_rate:
                best, best_rate = d, rate
        self.skipped += bool(drafts) and best == 0
        self.trimmed += len(drafts) - best
        return best
