"""load / load_tokenizer: a model name or path -> (config, weights) / tokenizer, through the one
resolver (speccc.model.resolve)."""

from __future__ import annotations

from pathlib import Path

import torch

from speccc.model.config import ModelConfig
from speccc.model.resolve import resolve
from speccc.model.tokenizer import ByteTokenizer, Tokenizer, hf_tokenizer
from speccc.model.weights import Weights


def load(
    name_or_path: str,
    *,
    max_ctx: int | None = None,
    seed: int = 0,
    dtype: torch.dtype | None = None,
) -> tuple[ModelConfig, Weights]:
    """(config, weights) of a preset, a .gguf file or an HF directory (speccc.model.resolve).

    `dtype` casts float tensors; quantized tensors stay packed. `seed` picks a random-weight
    preset's weights. Raises ValueError for anything else.
    """
    src = resolve(name_or_path, max_ctx)
    return src.cfg, src.weights(dtype=dtype, seed=seed)


def load_tokenizer(name_or_path: str) -> Tokenizer | ByteTokenizer:
    """The tokenizer of a model named as in `load`, or of a directory holding only
    tokenizer.json. "tiny" gets the byte fallback; random-weight presets have none."""
    p = Path(name_or_path)
    if p.is_dir() and not (p / "config.json").is_file():
        if (p / "tokenizer.json").is_file():
            return hf_tokenizer(p)
        raise ValueError(f"no tokenizer for {name_or_path!r}: no config.json or tokenizer.json")
    return resolve(name_or_path).tokenizer()
