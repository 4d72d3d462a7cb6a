"""Deterministic random weights of a config's real shape (for presets without a checkpoint)."""

from __future__ import annotations

import math
import zlib

import numpy as np
import torch

from speccc.model.config import ModelConfig
from speccc.model.quant import BLOCK, QuantTensor, quant_format
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


def random_quant_weights(cfg: ModelConfig, wdtypes: dict[str, str], seed: int = 0) -> Weights:
    """Seeded weights stored as a quantized checkpoint stores them: matrices in
    wdtypes["matrix"], embed (and an untied lm_head) in wdtypes["embed"], norms and biases as
    random_weights' float32. The packed planes are drawn directly (uniform quants, scales that
    give each row about the spread of N(0, 1/fan_in)), so a 100M-parameter model takes a second,
    not a quantizer's minutes: for timing a checkpoint's kernels without the checkpoint."""
    floats = random_weights(cfg, seed)
    out: Weights = {}
    for name, t in floats.items():
        if t.dim() != 2:
            out[name] = t
            continue
        role = "embed" if name in ("embed", "lm_head") else "matrix"
        out[name] = _random_quant(wdtypes[role], tuple(t.shape), seed, name)
    return out


def _random_quant(qtype: str, shape: tuple[int, int], seed: int, name: str) -> QuantTensor:
    fmt = quant_format(qtype)
    n, k = shape
    g = np.random.default_rng(seed * 1_000_003 + zlib.crc32(name.encode()))
    sd = 1.0 / math.sqrt(k)
    jitter = g.uniform(0.8, 1.2, (n, k // BLOCK))
    qs_plane = fmt.planes[0]
    if qtype == "q8_0":  # w = d q, q uniform in -127..127: std 73.6 d
        qs = g.integers(-127, 128, qs_plane.shape(n, k), dtype=np.int8)
        return QuantTensor(qtype, shape, qs, (sd / 73.6 * jitter).astype(np.float16))
    qs = g.integers(0, 256, qs_plane.shape(n, k), dtype=np.uint8)  # two 4-bit quants a byte
    d = (sd / 4.61 * jitter).astype(np.float16)  # q uniform in 0..15: std 4.61 d
    m = (-7.5 * d.astype(np.float32)).astype(np.float16) if qtype == "q4_1" else None
    return QuantTensor(qtype, shape, qs, d, m)
