"""Canonical weight names and shapes, shared by every loader and backend.

`Weights` maps a canonical name to a CPU tensor in its storage dtype (f32 / f16 / bf16) or to a
packed `QuantTensor`. Matrices are [N_out, K_in] (torch Linear layout). Names (i = layer):

    embed [V, D]
    layers.{i}.attn_norm [D]
    layers.{i}.wq [Hq*hd, D]   layers.{i}.wk [Hkv*hd, D]   layers.{i}.wv [Hkv*hd, D]
    layers.{i}.bq [Hq*hd]      layers.{i}.bk [Hkv*hd]      layers.{i}.bv [Hkv*hd]   (qkv_bias only)
    layers.{i}.q_norm [hd]     layers.{i}.k_norm [hd]                               (qk_norm only)
    layers.{i}.wo [D, Hq*hd]
    layers.{i}.ffn_norm [D]
    layers.{i}.w_gate [F, D]   layers.{i}.w_up [F, D]      layers.{i}.w_down [D, F]
    final_norm [D]
    lm_head [V, D]             (only when not tied; tied models use "embed")

RoPE is the HF half-split (NeoX) style everywhere: Q/K rows of Llama GGUFs, which llama.cpp
stores interleaved, are un-permuted at load (`unpermute_rows`).
"""

from __future__ import annotations

import numpy as np
import torch

from speccc.model.config import ModelConfig
from speccc.model.quant import QuantTensor

Weights = dict[str, torch.Tensor | QuantTensor]


def weight_shapes(cfg: ModelConfig) -> dict[str, tuple[int, ...]]:
    """Every canonical name of `cfg` with its shape, in a fixed order (embed, layers, head)."""
    d, f, v = cfg.hidden, cfg.ffn, cfg.vocab
    shapes: dict[str, tuple[int, ...]] = {"embed": (v, d)}
    for i in range(cfg.n_layers):
        p = f"layers.{i}."
        shapes[p + "attn_norm"] = (d,)
        shapes[p + "wq"] = (cfg.q_dim, d)
        shapes[p + "wk"] = (cfg.kv_dim, d)
        shapes[p + "wv"] = (cfg.kv_dim, d)
        if cfg.qkv_bias:
            shapes[p + "bq"] = (cfg.q_dim,)
            shapes[p + "bk"] = (cfg.kv_dim,)
            shapes[p + "bv"] = (cfg.kv_dim,)
        if cfg.qk_norm:
            shapes[p + "q_norm"] = (cfg.head_dim,)
            shapes[p + "k_norm"] = (cfg.head_dim,)
        shapes[p + "wo"] = (d, cfg.q_dim)
        shapes[p + "ffn_norm"] = (d,)
        shapes[p + "w_gate"] = (f, d)
        shapes[p + "w_up"] = (f, d)
        shapes[p + "w_down"] = (d, f)
    shapes["final_norm"] = (d,)
    if not cfg.tie_embeddings:
        shapes["lm_head"] = (v, d)
    return shapes


def shape_of(t: torch.Tensor | QuantTensor) -> tuple[int, ...]:
    return tuple(t.shape)


def check_weights(cfg: ModelConfig, weights: Weights) -> None:
    """Raise ValueError unless `weights` has exactly the canonical names and shapes of `cfg`."""
    want = weight_shapes(cfg)
    missing = sorted(set(want) - set(weights))
    extra = sorted(set(weights) - set(want))
    if missing or extra:
        raise ValueError(f"weights do not match config: missing {missing[:8]}, extra {extra[:8]}")
    for name, shape in want.items():
        got = shape_of(weights[name])
        if got != shape:
            raise ValueError(f"weight {name!r} has shape {got}, config needs {shape}")


ALIGN = 64  # bytes: TVM kernels assume buffers this aligned (misaligned vector loads fault)


def aligned(t: torch.Tensor) -> torch.Tensor:
    """`t`, or a copy of it when its data does not start on an ALIGN-byte boundary (safetensors
    hands out views at any offset of the file's buffer)."""
    return t if t.data_ptr() % ALIGN == 0 else t.clone()


def lm_head(weights: Weights) -> torch.Tensor | QuantTensor:
    """The output projection [V, D]: "lm_head" when present, else the tied "embed"."""
    return weights.get("lm_head", weights["embed"])


def rope_row_order(n_heads: int, head_dim: int) -> np.ndarray:
    """Row index that turns llama.cpp's interleaved-RoPE Q/K rows into HF half-split rows.

    new[r] = old[idx[r]]; equals `w.reshape(h, d//2, 2, -1).swapaxes(1, 2).reshape(w.shape)`.
    """
    idx = np.arange(n_heads * head_dim).reshape(n_heads, head_dim // 2, 2)
    return idx.swapaxes(1, 2).reshape(-1)


def unpermute_rows(
    w: torch.Tensor | QuantTensor, n_heads: int, head_dim: int
) -> torch.Tensor | QuantTensor:
    """Un-permute the rows of a [h*d, K] matrix or [h*d] bias stored for interleaved RoPE."""
    if shape_of(w)[0] != n_heads * head_dim:
        raise ValueError(f"rows {shape_of(w)[0]} != n_heads*head_dim = {n_heads * head_dim}")
    idx = rope_row_order(n_heads, head_dim)
    if isinstance(w, QuantTensor):
        return w.rows(idx)
    return w[torch.from_numpy(idx)].contiguous()
