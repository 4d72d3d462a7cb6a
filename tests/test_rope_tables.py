"""speccc.model.rope: the one RoPE table, against transformers' own frequencies."""

from __future__ import annotations

import pytest
import torch

from speccc.model.config import ModelConfig, RopeScaling
from speccc.model.rope import inv_freq, rope_tables

LLAMA32 = RopeScaling("llama3", 32.0, 1.0, 4.0, 8192)


def _cfg(scaling: RopeScaling | None, theta: float = 500000.0) -> ModelConfig:
    return ModelConfig(
        arch="llama", n_layers=1, hidden=256, ffn=512, n_heads=4, n_kv_heads=2, head_dim=64,
        vocab=64, rope_theta=theta, rms_eps=1e-5, tie_embeddings=True, qkv_bias=False,
        rope_scaling=scaling, max_ctx=4096,
    )  # fmt: skip


@pytest.mark.parametrize("scaling", [None, LLAMA32], ids=["default", "llama3"])
def test_inv_freq_matches_transformers(scaling):
    transformers = pytest.importorskip("transformers")
    from transformers.modeling_rope_utils import ROPE_INIT_FUNCTIONS

    cfg = _cfg(scaling)
    hf = transformers.AutoConfig.for_model(**cfg.to_hf())
    if scaling is None:
        want = 1.0 / cfg.rope_theta ** (torch.arange(0, 64, 2, dtype=torch.float32) / 64)
    else:
        want, _ = ROPE_INIT_FUNCTIONS["llama3"](hf, "cpu")
    got = inv_freq(cfg)
    assert got.dtype == torch.float64
    torch.testing.assert_close(got.float(), want, rtol=2e-6, atol=0)  # HF computes in float32


def test_llama3_scaling_changes_only_long_wavelengths():
    plain, scaled = inv_freq(_cfg(None)), inv_freq(_cfg(LLAMA32))
    assert torch.equal(plain[:8], scaled[:8])  # short wavelengths (high frequency): kept
    torch.testing.assert_close(scaled[-4:], plain[-4:] / 32, rtol=1e-15, atol=0)  # long: / factor
    assert (scaled <= plain).all() and (scaled < plain).any()


def test_tables_shape_and_rows():
    cfg = _cfg(LLAMA32)
    cos, sin = rope_tables(cfg)
    assert cos.shape == sin.shape == (4096, 32) and cos.dtype == torch.float64
    assert torch.equal(cos[0], torch.ones(32)) and torch.equal(sin[0], torch.zeros(32))
    ang = 1000 * inv_freq(cfg)
    assert torch.equal(cos[1000], ang.cos()) and torch.equal(sin[1000], ang.sin())


def test_rope_scaling_round_trips_and_rejects_unknown_types():
    cfg = _cfg(LLAMA32)
    assert ModelConfig.from_dict(cfg.to_dict()) == cfg
    assert ModelConfig.from_hf(cfg.to_hf(), max_ctx=4096).with_(name=cfg.name) == cfg
    with pytest.raises(ValueError, match="not supported"):
        ModelConfig.from_hf({**cfg.to_hf(), "rope_scaling": {"rope_type": "yarn", "factor": 4.0}})
