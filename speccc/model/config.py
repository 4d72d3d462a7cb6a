"""Model configuration: one dataclass, built from an HF config.json, GGUF metadata or a preset."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path

# arch -> its transformers class. An architecture's behaviour is its ModelConfig feature fields
# (qkv_bias, qk_norm, rope_scaling, tie_embeddings); from_hf is the one place mapping an HF
# config of each arch onto them.
ARCHS = {"llama": "LlamaForCausalLM", "qwen2": "Qwen2ForCausalLM", "qwen3": "Qwen3ForCausalLM"}
ROPE_TYPES = ("llama3",)


@dataclass(frozen=True, slots=True)
class RopeScaling:
    """HF `rope_scaling` (rope_parameters) of a RoPE frequency rescaling; only "llama3" so far.

    llama3 (Llama 3.1 / 3.2): wavelengths longer than original_max / low_freq_factor are
    divided by `factor`, shorter than original_max / high_freq_factor kept, smoothly in between
    (speccc.model.rope.inv_freq).
    """

    rope_type: str
    factor: float
    low_freq_factor: float
    high_freq_factor: float
    original_max_position_embeddings: int

    def __post_init__(self) -> None:
        if self.rope_type not in ROPE_TYPES:
            raise ValueError(f"rope_scaling type {self.rope_type!r} not supported ({ROPE_TYPES})")
        if not self.high_freq_factor > self.low_freq_factor > 0 or self.factor <= 0:
            raise ValueError(f"rope_scaling needs factor > 0, high_freq > low_freq > 0: {self}")

    @classmethod
    def from_hf(cls, d: dict | None) -> RopeScaling | None:
        """From HF `rope_scaling` / `rope_parameters`; None for no scaling ("default" type)."""
        if not d:
            return None
        kind = d.get("rope_type") or d.get("type") or "default"
        if kind == "default":
            return None
        if kind not in ROPE_TYPES:
            raise ValueError(f"rope_scaling type {kind!r} not supported ({ROPE_TYPES})")
        return cls(
            rope_type=kind,
            factor=float(d["factor"]),
            low_freq_factor=float(d["low_freq_factor"]),
            high_freq_factor=float(d["high_freq_factor"]),
            original_max_position_embeddings=int(d["original_max_position_embeddings"]),
        )


@dataclass(frozen=True, slots=True)
class ModelConfig:
    """A decoder-only transformer (Llama family): pre-norm RMSNorm, GQA attention with
    half-split RoPE, SwiGLU MLP. Feature fields say how an architecture departs from Llama:

    qkv_bias:       q, k, v projections have a bias (Qwen2)
    qk_norm:        per-head RMSNorm of q and k (weights [head_dim]) before RoPE (Qwen3)
    rope_scaling:   RoPE frequency rescaling (Llama 3.x "llama3"), None for plain RoPE
    tie_embeddings: the LM head is the embedding matrix
    """

    arch: str  # a key of ARCHS; only names the HF class, features below decide behaviour
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
    qk_norm: bool = False
    rope_scaling: RopeScaling | None = None
    max_ctx: int = 2048  # KV cache length the kernels are built for
    name: str = "custom"

    def __post_init__(self) -> None:
        if self.arch not in ARCHS:
            raise ValueError(f"arch must be one of {tuple(ARCHS)}, got {self.arch!r}")
        if isinstance(self.rope_scaling, dict):  # from_dict / JSON
            object.__setattr__(self, "rope_scaling", RopeScaling(**self.rope_scaling))
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
        """From an HF config.json (Llama, Qwen2 or Qwen3 ForCausalLM), as a dict or a path.
        rope_theta and rope scaling are read from `rope_scaling` (transformers 4) or
        `rope_parameters` (transformers 5)."""
        if not isinstance(config, dict):
            p = Path(config)
            config = json.loads((p / "config.json" if p.is_dir() else p).read_text())
        archs = config.get("architectures") or []
        mt = config.get("model_type", "")
        arch = next((a for a, cls_name in ARCHS.items() if cls_name in archs or mt == a), None)
        if arch is None:
            raise ValueError(
                f"unsupported architecture {archs or mt!r}: need one of {list(ARCHS.values())}"
            )
        bias = arch == "qwen2" or bool(config.get("attention_bias", False))
        rope = config.get("rope_parameters") or config.get("rope_scaling") or {}
        theta = config.get("rope_theta") or rope.get("rope_theta") or 10000.0
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
            rope_theta=float(theta),
            rms_eps=float(config.get("rms_norm_eps", 1e-6)),
            tie_embeddings=bool(config.get("tie_word_embeddings", False)),
            qkv_bias=bias,
            qk_norm=arch == "qwen3",
            rope_scaling=RopeScaling.from_hf(rope),
            max_ctx=max_ctx,
            name=config.get("_name_or_path") or arch,
        )

    def to_hf(self) -> dict:
        """The HF config.json dict of this model (for the transformers oracle)."""
        if self.qk_norm != (self.arch == "qwen3") or (self.arch == "qwen2") > self.qkv_bias:
            raise ValueError(
                f"{self.arch} cannot express qk_norm={self.qk_norm}, "
                f"qkv_bias={self.qkv_bias} in an HF config"
            )
        max_pos = max(self.max_ctx, 2048)
        d = {
            "architectures": [ARCHS[self.arch]],
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
            "max_position_embeddings": max_pos,
            "hidden_act": "silu",
        }
        if self.arch != "qwen2":
            d["attention_bias"] = self.qkv_bias
        if self.rope_scaling is not None:
            d["rope_scaling"] = asdict(self.rope_scaling)
            orig = self.rope_scaling.original_max_position_embeddings
            d["max_position_embeddings"] = max(max_pos, 2 * orig)
        return d
