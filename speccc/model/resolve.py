"""resolve: the one place a model name or path becomes a model.

    src = resolve("qwen3-0.6b" | "path/to/model.gguf" | "path/to/hf_dir", max_ctx=None)
    src.cfg, src.wdtypes        config and checkpoint storage dtypes (a GGUF's header only)
    src.weights(dtype=None)     the canonical weights (speccc.model.weights), read on call
    src.tokenizer()             the model's tokenizer

A preset is a GGUF checkpoint (config and dtypes read from the file, named after the preset)
or a real shape with seeded random weights; a .gguf path is read like a GGUF preset; a directory
with config.json (and *.safetensors for weights, tokenizer.json for a tokenizer) is an HF model.
max_ctx None: the preset's own (tiny: 256), else 2048.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import torch

from speccc.model.config import ModelConfig
from speccc.model.gguf_loader import config_from_gguf, gguf_wdtypes, load_gguf, open_gguf
from speccc.model.hf_loader import load_hf
from speccc.model.presets import PRESETS, Preset
from speccc.model.quant import QUANT_DTYPES, WEIGHT_FORMATS
from speccc.model.random_weights import random_quant_weights, random_weights
from speccc.model.tokenizer import ByteTokenizer, Tokenizer, gguf_tokenizer, hf_tokenizer
from speccc.model.weights import Weights

DEFAULT_CTX = 2048


@dataclass(frozen=True, slots=True)
class ModelSource:
    """A resolved model (see the module docstring). kind: "gguf" | "hf" | "random"."""

    name: str
    kind: str
    cfg: ModelConfig
    stored: dict[str, str] | None = None  # the weight dtypes, when known without the file
    path: Path | None = None
    preset: Preset | None = field(default=None, repr=False)

    @property
    def wdtypes(self) -> dict[str, str]:
        """{"embed": dtype, "matrix": dtype}: what the checkpoint stores, which a build keeps.
        A GGUF's come from its header, and must be one matrix dtype (ValueError if mixed)."""
        return self.stored or gguf_wdtypes(open_gguf(self.path), self.path)

    def weights(self, *, dtype: torch.dtype | None = None, seed: int = 0) -> Weights:
        """Canonical weights of self.cfg. `dtype` casts float tensors (quantized ones stay
        packed); `seed` picks the random weights of a random-weight preset."""
        if self.kind == "random":
            if self.wdtypes["matrix"] in QUANT_DTYPES:
                return random_quant_weights(self.cfg, self.wdtypes, seed)
            return random_weights(self.cfg, seed, dtype or getattr(torch, self.wdtypes["matrix"]))
        load = load_gguf if self.kind == "gguf" else load_hf
        cfg, w = load(self.path, max_ctx=self.cfg.max_ctx, dtype=dtype)
        if cfg.with_(name=self.cfg.name) != self.cfg:
            raise ValueError(f"{self.path}: its config changed since it was resolved")
        return w

    def tokenizer(self) -> Tokenizer | ByteTokenizer:
        how = self.preset.tokenizer if self.preset else self.kind
        if how == "bytes":
            return ByteTokenizer()
        if how == "gguf":
            return gguf_tokenizer(self.path)
        if how == "hf" and (self.path / "tokenizer.json").is_file():
            return hf_tokenizer(self.path)
        why = {"random": "random weights; pass the model's HF directory", "hf": "no tokenizer.json"}
        raise ValueError(f"no tokenizer for {self.name!r} ({why.get(self.kind, self.kind)})")


def _gguf(name: str, path: Path, max_ctx: int, preset: Preset | None = None) -> ModelSource:
    cfg = config_from_gguf(
        open_gguf(path), max_ctx=max_ctx, name=preset.name if preset else path.stem
    )
    return ModelSource(name, "gguf", cfg, None, path, preset)


def _hf(name: str, path: Path, max_ctx: int) -> ModelSource:
    hf = json.loads((path / "config.json").read_text())
    stored = str(hf.get("torch_dtype") or hf.get("dtype") or "float32")
    dt = stored if stored in WEIGHT_FORMATS else "float32"
    cfg = ModelConfig.from_hf(hf, max_ctx=max_ctx).with_(name=path.name)
    return ModelSource(name, "hf", cfg, {"embed": dt, "matrix": dt}, path)


def resolve(name_or_path: str, max_ctx: int | None = None) -> ModelSource:
    """A preset name, a .gguf file or an HF directory -> ModelSource; ValueError otherwise."""
    if (preset := PRESETS.get(name_or_path)) is not None:
        if preset.gguf is not None:
            return _gguf(name_or_path, Path(preset.gguf()), max_ctx or DEFAULT_CTX, preset)
        cfg = preset.config.with_(max_ctx=max_ctx) if max_ctx else preset.config
        wd = {"embed": preset.embed_dtype or preset.dtype, "matrix": preset.dtype}
        return ModelSource(name_or_path, "random", cfg, wd, None, preset)
    p = Path(name_or_path)
    if p.suffix == ".gguf" and p.is_file():
        return _gguf(name_or_path, p, max_ctx or DEFAULT_CTX)
    if p.is_dir() and (p / "config.json").is_file():
        return _hf(name_or_path, p, max_ctx or DEFAULT_CTX)
    if p.suffix == ".gguf":
        raise ValueError(f"GGUF file {name_or_path!r} does not exist")
    what = "path" if p.exists() else "unknown model"
    raise ValueError(
        f"{what} {name_or_path!r}: neither a preset ({', '.join(PRESETS)}), a .gguf file, "
        "nor a directory with config.json"
    )


def preset(name: str, max_ctx: int | None = None) -> ModelConfig:
    """The ModelConfig of a preset (a GGUF preset's read from its file)."""
    if name not in PRESETS:
        raise ValueError(f"unknown preset {name!r}; known: {sorted(PRESETS)}")
    return resolve(name, max_ctx).cfg
