"""StepBackend: the narrow interface every decode backend offers (the exact Engine, the torch
TorchModel, the guarded-mode verifier), so speculative decoding, the probe and the benches never
reach into a backend's private state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import torch

from speccc.model.config import ModelConfig


@runtime_checkable
class StepBackend(Protocol):
    """A model with a KV cache of cfg.max_ctx positions, of which the first `pos` are live.

    step(ids) consumes M = len(ids) tokens at positions pos..pos+M-1 (causal inside the block),
    returns their logits [M, V] (float32, or float64 for a float64 model) and advances pos by M.
    prefill(ids) does the same for a prompt; the last row of what it returns is the last id's
    logits (the Engine returns only that row). rollback(n) drops the last n positions. A call
    rejected for its input raises ValueError and leaves pos and the cache unchanged.
    kv_rows(start, stop) copies cache rows [start, stop) per layer as (K, V) [n, Hkv, hd].

    The exact Engine also has the lean step (step(ids, logits=False), top2_host(),
    step_top2(ids): the fused top-2 without an [M, V] copy); speculative generation uses it
    where a backend has step_top2 and goes through step()'s logits otherwise.
    """

    cfg: ModelConfig

    @property
    def pos(self) -> int: ...

    def reset(self) -> None: ...

    def prefill(self, ids: Sequence[int]) -> torch.Tensor: ...

    def step(self, ids: Sequence[int]) -> torch.Tensor: ...

    def rollback(self, n: int) -> None: ...

    def kv_rows(self, start: int, stop: int) -> list[tuple[torch.Tensor, torch.Tensor]]: ...
