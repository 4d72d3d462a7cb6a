"""The RoPE table: one function, used by every backend (engine, torch reference, interpreter).

Half-split (NeoX / HF) rotation; for position p and pair j < head_dim / 2:
    angle[p, j] = p * inv_freq[j],  inv_freq[j] = rope_theta ** (-2j / head_dim)
then rescaled by cfg.rope_scaling when the model has one (llama3: see inv_freq).
Computed in float64; callers cast (the kernels take float32), so every backend reads one table.
"""

from __future__ import annotations

import math

import torch

from speccc.model.config import ModelConfig


def inv_freq(cfg: ModelConfig) -> torch.Tensor:
    """float64 [head_dim / 2]: the rotation frequency of each pair, rope_scaling applied."""
    hd = cfg.head_dim
    inv = 1.0 / cfg.rope_theta ** (torch.arange(0, hd, 2, dtype=torch.float64) / hd)
    sc = cfg.rope_scaling
    if sc is None:
        return inv
    # llama3 (transformers' _compute_llama3_parameters, in float64)
    old = sc.original_max_position_embeddings
    low_wavelen, high_wavelen = old / sc.low_freq_factor, old / sc.high_freq_factor
    wavelen = 2 * math.pi / inv
    scaled = torch.where(wavelen > low_wavelen, inv / sc.factor, inv)
    smooth = (old / wavelen - sc.low_freq_factor) / (sc.high_freq_factor - sc.low_freq_factor)
    smoothed = (1 - smooth) * scaled / sc.factor + smooth * scaled
    medium = (wavelen >= high_wavelen) & (wavelen <= low_wavelen)
    return torch.where(medium, smoothed, scaled)


def rope_tables(
    cfg: ModelConfig, dtype: torch.dtype = torch.float64
) -> tuple[torch.Tensor, torch.Tensor]:
    """(cos, sin), each [max_ctx, head_dim / 2]: row p holds position p's rotation, computed in
    float64 and then cast to `dtype`, so a float32 table is the correctly rounded float64 one
    whoever builds it."""
    angles = torch.outer(torch.arange(cfg.max_ctx, dtype=torch.float64), inv_freq(cfg))
    return angles.cos().to(dtype), angles.sin().to(dtype)
