"""Deterministic random weights of a config's real shape (for presets without a checkpoint)."""

from __future__ import annotations

import math
import zlib

import torch

from speccc.model.config import ModelConfig
from speccc.model.weights import Weights, weight_shapes


def _generator(seed: int, name: str) -> torch.Generator:
    # One stream per tensor: a tensor's values do not depend on n_layers or on other tensors.
    return torch.Generator().manual_seed(seed * 1_000_003 + zlib.crc32(name.encode()))


def random_weights(cfg: ModelConfig, seed: int = 0, dtype: torch.dtype = torch.float32) -> Weights:
    """Seeded CPU weights in `dtype`, the same bits on every machine for one (cfg, seed, dtype).

    Scales keep activations O(1) and logits non-degenerate (std about 1-2, distinct top-2):
    matrices ~ N(0, 1/fan_in); embed and lm_head ~ N(0, 1/D), so tied logits have std about 1;
    norms 1 + N(0, 0.1^2); biases N(0, 0.02^2).
    """
    weights: Weights = {}
    for name, shape in weight_shapes(cfg).items():
        g = _generator(seed, name)
        short = name.rsplit(".", 1)[-1]
        if short.endswith("norm"):
            t = 1.0 + 0.1 * torch.randn(shape, generator=g)
        elif short in ("bq", "bk", "bv"):
            t = 0.02 * torch.randn(shape, generator=g)
        else:  # matrices [N, K]; embed and lm_head are [V, D] with fan_in D
            t = torch.randn(shape, generator=g) / math.sqrt(shape[1])
        weights[name] = t.to(dtype)
    return weights
