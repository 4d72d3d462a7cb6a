"""A plain torch decoder (Llama / Qwen2 / Qwen3 by ModelConfig features) with a static KV cache
(gpt-fast style).

This is the readable reference for the generated kernels and the project's "non-exact" torch
backend: it uses ordinary batched matmul and SDPA, so an M-row step is close to, but in general
not bitwise equal to, M single-row steps. It runs on CPU or CUDA, in float32/float64/bf16/f16.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from speccc.model.config import ModelConfig
from speccc.model.quant import QuantTensor
from speccc.model.rope import rope_tables
from speccc.model.weights import Weights, check_weights


def apply_rope(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """x: [M, H, hd]; cos, sin: [M, hd/2]. Rotates (x[:half], x[half:]) pairs."""
    x1, x2 = x.chunk(2, dim=-1)
    cos, sin = cos[:, None, :], sin[:, None, :]
    return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)


def rms_norm(x: torch.Tensor, w: torch.Tensor, eps: float) -> torch.Tensor:
    """x: [..., D], normalized over the last dim. Statistics in at least float32 (as HF), scaled
    by w in x's dtype."""
    acc = x.to(torch.promote_types(x.dtype, torch.float32))
    acc = acc * torch.rsqrt(acc.pow(2).mean(-1, keepdim=True) + eps)
    return w * acc.to(x.dtype)


class TorchModel:
    """Decode with a static KV cache: k_cache, v_cache [n_layers, max_ctx, Hkv, hd].

    `step(ids)` consumes M tokens at positions pos..pos+M-1 (causal inside the block) and returns
    their logits [M, V], float32 (float64 when the model runs in float64). A call rejected for
    its input (M == 0, an id out of range, pos + M > max_ctx) leaves pos and the cache unchanged.
    It implements speccc.runtime.backend.StepBackend.
    """

    def __init__(
        self,
        cfg: ModelConfig,
        weights: Weights,
        *,
        device: str | torch.device = "cpu",
        dtype: torch.dtype = torch.float32,
    ) -> None:
        check_weights(cfg, weights)
        self.cfg, self.device, self.dtype = cfg, torch.device(device), dtype
        self.w: dict[str, torch.Tensor] = {}
        for name, t in weights.items():  # quantized weights: dequantized once, here
            t = torch.from_numpy(t.dequantize()) if isinstance(t, QuantTensor) else t
            self.w[name] = t.to(device=self.device, dtype=dtype)
        if cfg.tie_embeddings:
            self.w["lm_head"] = self.w["embed"]
        cos, sin = rope_tables(cfg, dtype)
        self.cos, self.sin = cos.to(self.device), sin.to(self.device)
        shape = (cfg.n_layers, cfg.max_ctx, cfg.n_kv_heads, cfg.head_dim)
        self.k_cache = torch.zeros(shape, device=self.device, dtype=dtype)
        self.v_cache = torch.zeros(shape, device=self.device, dtype=dtype)
        self.out_dtype = torch.float64 if dtype == torch.float64 else torch.float32
        self._pos = 0

    @property
    def pos(self) -> int:
        """Number of positions in the cache (the next token's position)."""
        return self._pos

    def reset(self) -> None:
        self.rollback(self._pos)

    def rollback(self, n: int) -> None:
        """Drop the last n positions (their cache rows are zeroed)."""
        if not 0 <= n <= self._pos:
            raise ValueError(f"rollback({n}) needs 0 <= n <= pos={self._pos}")
        self.k_cache[:, self._pos - n : self._pos] = 0
        self.v_cache[:, self._pos - n : self._pos] = 0
        self._pos -= n

    def kv_rows(self, start: int, stop: int) -> list[tuple[torch.Tensor, torch.Tensor]]:
        """Copies of cache rows [start, stop) per layer: (K, V) each [stop - start, Hkv, hd]."""
        if not 0 <= start <= stop <= self.cfg.max_ctx:
            raise ValueError(f"kv_rows({start}, {stop}) outside 0..max_ctx={self.cfg.max_ctx}")
        return [
            (self.k_cache[i, start:stop].clone(), self.v_cache[i, start:stop].clone())
            for i in range(self.cfg.n_layers)
        ]

    def prefill(self, ids: list[int]) -> torch.Tensor:
        """Same as step(ids): logits [len(ids), V] for a prompt appended at pos (0 after reset)."""
        return self.step(ids)

    @torch.inference_mode()
    def step(self, ids: list[int]) -> torch.Tensor:
        """Consume ids at positions pos..pos+M-1; return logits [M, V]; advance pos by M."""
        m, cfg = len(ids), self.cfg
        if m == 0:
            raise ValueError("step needs at least one token (M == 0)")
        if self._pos + m > cfg.max_ctx:
            raise ValueError(f"pos {self._pos} + M {m} exceeds max_ctx {cfg.max_ctx}")
        bad = [t for t in ids if not 0 <= int(t) < cfg.vocab]
        if bad:
            raise ValueError(f"token ids {bad[:8]} out of vocab range [0, {cfg.vocab})")
        tok = torch.tensor([int(t) for t in ids], dtype=torch.long, device=self.device)
        logits = self._forward(tok, self._pos)
        self._pos += m
        return logits

    def _forward(self, tok: torch.Tensor, pos: int) -> torch.Tensor:
        cfg, w = self.cfg, self.w
        m, end = tok.shape[0], pos + tok.shape[0]
        hq, hkv, hd = cfg.n_heads, cfg.n_kv_heads, cfg.head_dim
        cos, sin = self.cos[pos:end], self.sin[pos:end]  # [M, hd/2]
        # Row i (position pos+i) sees cache positions 0..pos+i.
        mask = torch.ones(m, end, dtype=torch.bool, device=self.device).tril(diagonal=pos)
        x = w["embed"][tok]  # x: [M, D]
        for i in range(cfg.n_layers):
            p = f"layers.{i}."
            h = rms_norm(x, w[p + "attn_norm"], cfg.rms_eps)
            q = F.linear(h, w[p + "wq"], w.get(p + "bq")).view(m, hq, hd)  # q: [M, Hq, hd]
            k = F.linear(h, w[p + "wk"], w.get(p + "bk")).view(m, hkv, hd)  # k: [M, Hkv, hd]
            v = F.linear(h, w[p + "wv"], w.get(p + "bv")).view(m, hkv, hd)
            if cfg.qk_norm:  # per-head RMSNorm before RoPE (Qwen3)
                q, k = (
                    rms_norm(q, w[p + "q_norm"], cfg.rms_eps),
                    rms_norm(k, w[p + "k_norm"], cfg.rms_eps),
                )
            q, k = apply_rope(q, cos, sin), apply_rope(k, cos, sin)
            self.k_cache[i, pos:end] = k
            self.v_cache[i, pos:end] = v
            keys = self.k_cache[i, :end].transpose(0, 1)  # keys: [Hkv, T, hd]
            vals = self.v_cache[i, :end].transpose(0, 1)
            o = F.scaled_dot_product_attention(
                q.transpose(0, 1), keys, vals, attn_mask=mask, enable_gqa=True
            )  # o: [Hq, M, hd]
            x = x + F.linear(o.transpose(0, 1).reshape(m, hq * hd), w[p + "wo"])
            h = rms_norm(x, w[p + "ffn_norm"], cfg.rms_eps)
            g = F.silu(F.linear(h, w[p + "w_gate"])) * F.linear(h, w[p + "w_up"])  # g: [M, F]
            x = x + F.linear(g, w[p + "w_down"])
        x = rms_norm(x, w["final_norm"], cfg.rms_eps)
        return F.linear(x, w["lm_head"]).to(self.out_dtype)  # [M, V]
