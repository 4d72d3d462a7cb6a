"""HF directories (config.json + *.safetensors; an arch of ARCHS) <-> (ModelConfig, Weights)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import torch
from safetensors import safe_open

from speccc.model.config import ModelConfig
from speccc.model.quant import QuantTensor
from speccc.model.weights import Weights, aligned, check_weights

_GLOBAL = {
    "model.embed_tokens.weight": "embed",
    "model.norm.weight": "final_norm",
    "lm_head.weight": "lm_head",
}
_LAYER = {
    "input_layernorm.weight": "attn_norm",
    "self_attn.q_proj.weight": "wq",
    "self_attn.k_proj.weight": "wk",
    "self_attn.v_proj.weight": "wv",
    "self_attn.q_proj.bias": "bq",
    "self_attn.k_proj.bias": "bk",
    "self_attn.v_proj.bias": "bv",
    "self_attn.q_norm.weight": "q_norm",
    "self_attn.k_norm.weight": "k_norm",
    "self_attn.o_proj.weight": "wo",
    "post_attention_layernorm.weight": "ffn_norm",
    "mlp.gate_proj.weight": "w_gate",
    "mlp.up_proj.weight": "w_up",
    "mlp.down_proj.weight": "w_down",
}
_LAYER_INV = {v: k for k, v in _LAYER.items()}
_GLOBAL_INV = {v: k for k, v in _GLOBAL.items()}


def hf_to_canonical(name: str) -> str | None:
    """Canonical name of an HF tensor name; None for tensors speccc does not use."""
    if name in _GLOBAL:
        return _GLOBAL[name]
    if name.startswith("model.layers."):
        layer, _, rest = name.removeprefix("model.layers.").partition(".")
        if rest in _LAYER:
            return f"layers.{int(layer)}.{_LAYER[rest]}"
    if name.endswith("rotary_emb.inv_freq"):
        return None
    raise ValueError(f"unexpected HF tensor {name!r}")


def canonical_to_hf(name: str) -> str:
    if name in _GLOBAL_INV:
        return _GLOBAL_INV[name]
    _, layer, short = name.split(".")
    return f"model.layers.{layer}.{_LAYER_INV[short]}"


def load_hf(
    path: str | os.PathLike, *, max_ctx: int = 2048, dtype: torch.dtype | None = None
) -> tuple[ModelConfig, Weights]:
    """Read config.json and every *.safetensors of an HF directory (an arch of ARCHS).

    Tensors keep their stored dtype unless `dtype` is given. A tied model's lm_head.weight, if
    present, is dropped (the canonical tied head is "embed").
    """
    p = Path(path)
    if not (p / "config.json").is_file():
        raise ValueError(f"{p} has no config.json")
    files = sorted(p.glob("*.safetensors"))
    if not files:
        raise ValueError(f"{p} has no *.safetensors files")
    cfg = ModelConfig.from_hf(json.loads((p / "config.json").read_text()), max_ctx=max_ctx)
    cfg = cfg.with_(name=p.name)
    weights: Weights = {}
    for f in files:
        with safe_open(f, framework="pt") as sf:
            for key in sf.keys():  # noqa: SIM118 (safe_open is not a mapping)
                name = hf_to_canonical(key)
                if name is None or (name == "lm_head" and cfg.tie_embeddings):
                    continue
                t = sf.get_tensor(key)
                weights[name] = aligned(t if dtype is None else t.to(dtype))
    check_weights(cfg, weights)
    return cfg, weights


def to_hf_state_dict(weights: Weights, dtype: torch.dtype | None = None) -> dict[str, torch.Tensor]:
    """HF state dict of canonical weights (QuantTensors dequantized), e.g. for the oracle."""
    out = {}
    for name, w in weights.items():
        t = torch.from_numpy(w.dequantize()) if isinstance(w, QuantTensor) else w
        out[canonical_to_hf(name)] = t if dtype is None else t.to(dtype)
    return out
