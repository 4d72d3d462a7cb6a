"""Draft proposers: given the context so far, guess the next k tokens."""

from __future__ import annotations

from typing import Protocol

import torch


class Proposer(Protocol):
    def reset(self) -> None: ...
    def propose(self, ctx: list[int], k: int) -> list[int]: ...


class PromptLookup:
    """n-gram lookup in prompt + output: find the latest earlier occurrence of the context's last
    n tokens (n from max_ngram down to min_ngram) and propose the k tokens that followed it."""

    def __init__(self, max_ngram: int = 3, min_ngram: int = 1):
        if not 1 <= min_ngram <= max_ngram:
            raise ValueError(f"need 1 <= min_ngram <= max_ngram, got {min_ngram}, {max_ngram}")
        self.max_ngram, self.min_ngram = max_ngram, min_ngram

    def reset(self) -> None:
        pass

    def propose(self, ctx: list[int], k: int) -> list[int]:
        n_ctx = len(ctx)
        for n in range(min(self.max_ngram, n_ctx - 1), self.min_ngram - 1, -1):
            tail = ctx[n_ctx - n :]
            for start in range(n_ctx - n - 1, -1, -1):  # latest match first
                if ctx[start : start + n] == tail:
                    follow = ctx[start + n : start + n + k]
                    if follow:
                        return follow
        return []


def argmax_ids(logits: torch.Tensor) -> list[int]:
    """Greedy pick per row; ties go to the lowest token id (torch.argmax returns the first)."""
    return torch.argmax(logits.float(), dim=-1).tolist()


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
            drafts.append(argmax_ids(e.step([drafts[-1]]))[0])
        e.rollback(k - 1)
        return drafts
