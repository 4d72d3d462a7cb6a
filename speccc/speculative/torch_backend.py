"""The non-exact verify backend: speccc.reference.TorchModel over the exact engine's KV cache.

It shares the engine's cache tensors and position, so guarded mode can verify with torch
(cuBLAS/SDPA on GPU) and re-decode any row at M=1 with the exact kernels in place.
"""

from __future__ import annotations

import torch

from speccc.reference import TorchModel


class TorchVerifier:
    def __init__(self, engine, weights: dict, dtype: torch.dtype = torch.float32):
        if dtype != torch.float32:
            raise ValueError("the shared KV cache is float32; TorchVerifier runs in float32")
        self.engine = engine
        self.model = TorchModel(engine.cfg, weights, device=engine.device, dtype=dtype)
        self.model.k_cache = engine.k_all  # share, don't copy: [L, max_ctx, Hkv, hd]
        self.model.v_cache = engine.v_all

    @property
    def pos(self) -> int:
        return self.engine.pos

    def step(self, ids: list[int]) -> torch.Tensor:
        """M rows at the engine's pos through torch; writes K/V into the shared cache."""
        self.engine._check(ids)
        self.model._pos = self.engine.pos
        logits = self.model.step(ids)
        self.engine.advance(len(ids))
        return logits.float()
