"""The RoPE table: one function, so the engine, the torch reference and the fp64 interpreter
all rotate with the same cos/sin bits."""

from __future__ import annotations

import torch

from speccc.model.config import ModelConfig


def rope_tables(
    cfg: ModelConfig, dtype: torch.dtype = torch.float64
) -> tuple[torch.Tensor, torch.Tensor]:
    """(cos, sin), each [max_ctx, head_dim/2], HF half-split (NeoX) convention:
    angle[p, j] = p * theta**(-2j/head_dim), computed in float64 and then cast to `dtype`, so a
    float32 table is the correctly rounded float64 one whoever builds it."""
    hd = cfg.head_dim
    inv_freq = 1.0 / cfg.rope_theta ** (torch.arange(0, hd, 2, dtype=torch.float64) / hd)
    angles = torch.outer(torch.arange(cfg.max_ctx, dtype=torch.float64), inv_freq)
    return angles.cos().to(dtype), angles.sin().to(dtype)
