"""Draft proposers: given the context so far, guess the next k tokens."""

from __future__ import annotations

from typing import Literal, Protocol

import torch

from speccc.speculative.ngram_index import NgramIndex
from speccc.speculative.policy import DraftPolicy


class Proposer(Protocol):
    def reset(self) -> None: ...
    def propose(self, ctx: list[int], k: int) -> list[int]: ...


class PromptLookup:
    """n-gram lookup in prompt + output: find the latest earlier occurrence of the context's last
    n tokens (n from max_ngram down to min_ngram) and propose the k tokens that followed it
    (speccc.speculative.ngram_index: an index updated with the new tokens only).

    `policy` decides how many of those k to verify (speccc.speculative.policy): "default" (a
    DraftPolicy with its default costs), a DraftPolicy, or None (always all k). It never changes
    the output, only the number of rows verified."""

    def __init__(
        self,
        max_ngram: int = 3,
        min_ngram: int = 1,
        policy: DraftPolicy | None | Literal["default"] = "default",
    ):
        self.index = NgramIndex(max_ngram, min_ngram)
        self.max_ngram, self.min_ngram = max_ngram, min_ngram
        self.policy = DraftPolicy() if policy == "default" else policy

    def reset(self) -> None:
        self.index.clear()
        if self.policy is not None:
            self.policy.reset()

    def propose(self, ctx: list[int], k: int) -> list[int]:
        """Up to k drafts to follow `ctx` (see NgramIndex.sync for how ctx may change between
        calls)."""
        new = self.index.sync(ctx)
        drafts, match = self.index.lookup(k)
        if self.policy is None:
            return drafts
        self.policy.observe(new)
        return drafts[: self.policy.choose(drafts, match)]


def _ranked(logits: torch.Tensor) -> torch.Tensor:
    """float32 logits with NaN as -inf: the order of the fused top-2 kernel (speccc.ops.top2)."""
    x = logits.float()
    return torch.where(torch.isnan(x), float("-inf"), x)


def argmax_ids(logits: torch.Tensor) -> list[int]:
    """Greedy pick per row: the largest logit, ties to the lowest token id, NaN ranked as -inf:
    the rule of the fused top-2 kernel, so its top-1 id is this pick."""
    return torch.argmax(_ranked(logits), dim=-1).tolist()


def top2_of(logits: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """The fused top-2 kernel's result computed with torch, for backends without it:
    (values [M, 2] float32, ids [M, 2] int32) on logits' device, best first, equal values by the
    lower id, NaN reported and ranked as -inf."""
    x = _ranked(logits)  # x: [M, V]
    i1 = x.argmax(-1, keepdim=True)
    rest = x.scatter(-1, i1, float("-inf"))
    i2 = rest.argmax(-1, keepdim=True)
    v2 = rest.gather(-1, i2)
    # every other value is -inf: the lowest id other than i1 (argmax may have returned i1)
    i2 = torch.where(v2 == float("-inf"), (i1 == 0).long(), i2)
    return torch.cat([x.gather(-1, i1), v2], -1), torch.cat([i1, i2], -1).int()


class DraftModel:
    """A second engine proposes greedily (e.g. the target's first layers, LayerSkip-style).

    Its cache always holds a prefix of the context; propose() catches it up, drafts k tokens with
    M=1 steps, then rolls back all but the context.
    """

    def __init__(self, engine):
        self.engine = engine

    def reset(self) -> None:
        self.engine.reset()

    def propose(self, ctx: list[int], k: int) -> list[int]:
        e = self.engine
        if k < 1 or len(ctx) + k > e.cfg.max_ctx:
            return []
        if e.pos >= len(ctx):  # need the last context token's logits again
            e.rollback(e.pos - len(ctx) + 1)
        logits = e.prefill(ctx[e.pos :])
        drafts = [argmax_ids(logits[-1:])[0]]
        for _ in range(k - 1):
            drafts.append(int(e.step_top2([drafts[-1]])[1][0, 0]))  # the fused top-2's top-1
        e.rollback(k - 1)
        return drafts
