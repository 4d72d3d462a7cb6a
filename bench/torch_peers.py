"""The non-exact torch peers of a speccc artifact, on the same weights.

StaticDecoder is a gpt-fast-style Llama/Qwen2 decoder: a static KV cache
[n_layers, max_ctx, Hkv, hd] and one step function of static shapes,

    forward(ids[M], pos[M]) -> logits [M, V] float32,

which appends the rows' K/V at `pos` and attends over the whole static cache with a mask from
`pos` (row i sees cache positions <= pos[i], so the block is causal inside). QKV and gate/up are
single concatenated matrices, as in gpt-fast; quantized weights are dequantized once. RoPE comes
from speccc.model.rope.rope_tables and the norm / rotation from speccc.reference, so it computes
what speccc.reference.TorchModel computes, in another order.

PeerStep is one peer at a fixed M: static ids/pos buffers and the step captured in a CUDA graph
(on cuda; on cpu it calls the function). The two peers of the benchmark are `eager` (the module
as it is) and `compile` (torch.compile(fullgraph=True, dynamic=False), compiled once per M,
warmed up, then captured: the gpt-fast recipe). Neither is M-invariant; they are the speed bar.
Needs only torch (no tvm).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import torch
import torch.nn.functional as F
from torch import nn

from speccc.model.config import ModelConfig
from speccc.model.quant import QuantTensor
from speccc.model.rope import rope_tables
from speccc.model.weights import Weights, check_weights
from speccc.reference import apply_rope, rms_norm

PEERS = ("eager", "compile")
COMPILE_MODES = ("default", "max-autotune-no-cudagraphs")
# Relative L2 error of a peer's logits against an exact step that a working peer stays within
# (tiny preset on cpu: ~1e-6 in float32, ~1e-2 in bfloat16; qwen2.5-0.5b shape bf16: ~2e-2).
PEER_TOL = {torch.float32: 1e-3, torch.float16: 0.05, torch.bfloat16: 0.05}


class _Layer(nn.Module):
    def __init__(self, w: dict[str, torch.Tensor], p: str) -> None:
        super().__init__()
        self.register_buffer("attn_norm", w[p + "attn_norm"])
        self.register_buffer("wqkv", torch.cat([w[p + "wq"], w[p + "wk"], w[p + "wv"]]))
        bias = [w.get(p + b) for b in ("bq", "bk", "bv")]
        self.register_buffer("bqkv", None if bias[0] is None else torch.cat(bias))
        self.register_buffer("wo", w[p + "wo"])
        self.register_buffer("ffn_norm", w[p + "ffn_norm"])
        self.register_buffer("w13", torch.cat([w[p + "w_gate"], w[p + "w_up"]]))
        self.register_buffer("w2", w[p + "w_down"])


def attend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """Grouped-query attention of M rows over a static cache, without repeating K/V.

    q: [M, Hq, hd]; k, v: [T, Hkv, hd]; mask: [M, T] bool (True: attend). Scores and softmax in
    float32. Query head h reads KV head h // (Hq / Hkv). Returns [M, Hq * hd] in q's dtype."""
    m, hq, hd = q.shape
    t, hkv = k.shape[0], k.shape[1]
    g = hq // hkv
    qg = q.view(m, hkv, g, hd).permute(1, 0, 2, 3).reshape(hkv, m * g, hd)  # [Hkv, M*G, hd]
    s = torch.matmul(qg, k.permute(1, 2, 0)).float() * hd**-0.5  # [Hkv, M*G, T]
    s = s.view(hkv, m, g, t).masked_fill(~mask[None, :, None, :], float("-inf"))
    p = torch.softmax(s, dim=-1).to(q.dtype).view(hkv, m * g, t)
    o = torch.matmul(p, v.permute(1, 0, 2))  # [Hkv, M*G, hd]
    return o.view(hkv, m, g, hd).permute(1, 0, 2, 3).reshape(m, hq * hd)


class StaticDecoder(nn.Module):
    """The decoder with its static KV cache; see the module docstring for the contract."""

    def __init__(
        self, cfg: ModelConfig, weights: Weights, *, device: str | torch.device, dtype: torch.dtype
    ) -> None:
        super().__init__()
        check_weights(cfg, weights)
        self.cfg, self.dtype = cfg, dtype
        device = torch.device(device)
        w = {}
        for name, t in weights.items():  # quantized weights: dequantized once, here
            t = torch.from_numpy(t.dequantize()) if isinstance(t, QuantTensor) else t
            w[name] = t.to(device=device, dtype=dtype)
        self.register_buffer("embed", w["embed"])
        self.register_buffer("lm_head", w.get("lm_head", w["embed"]))  # tied: the same storage
        self.register_buffer("final_norm", w["final_norm"])
        self.layers = nn.ModuleList(_Layer(w, f"layers.{i}.") for i in range(cfg.n_layers))
        cos, sin = rope_tables(cfg, dtype)
        self.register_buffer("cos", cos.to(device))
        self.register_buffer("sin", sin.to(device))
        self.register_buffer("positions", torch.arange(cfg.max_ctx, device=device))
        shape = (cfg.n_layers, cfg.max_ctx, cfg.n_kv_heads, cfg.head_dim)
        self.register_buffer("k_cache", torch.zeros(shape, device=device, dtype=dtype))
        self.register_buffer("v_cache", torch.zeros(shape, device=device, dtype=dtype))

    def forward(self, ids: torch.Tensor, pos: torch.Tensor) -> torch.Tensor:
        """ids, pos: [M] int64 (pos strictly increasing, < max_ctx) -> logits [M, V] float32."""
        cfg = self.cfg
        m, hq, hkv, hd = ids.shape[0], cfg.n_heads, cfg.n_kv_heads, cfg.head_dim
        cos, sin = self.cos[pos], self.sin[pos]  # [M, hd/2]
        mask = self.positions[None, :] <= pos[:, None]  # [M, max_ctx]
        x = F.embedding(ids, self.embed)  # x: [M, D]
        for i, layer in enumerate(self.layers):
            h = rms_norm(x, layer.attn_norm, cfg.rms_eps)
            qkv = F.linear(h, layer.wqkv, layer.bqkv)  # qkv: [M, Hq*hd + 2*Hkv*hd]
            q, k, v = qkv.split([cfg.q_dim, cfg.kv_dim, cfg.kv_dim], dim=-1)
            q = apply_rope(q.reshape(m, hq, hd), cos, sin)
            k = apply_rope(k.reshape(m, hkv, hd), cos, sin)
            self.k_cache[i].index_copy_(0, pos, k)
            self.v_cache[i].index_copy_(0, pos, v.reshape(m, hkv, hd))
            x = x + F.linear(attend(q, self.k_cache[i], self.v_cache[i], mask), layer.wo)
            h = rms_norm(x, layer.ffn_norm, cfg.rms_eps)
            gate, up = F.linear(h, layer.w13).chunk(2, dim=-1)  # each [M, F]
            x = x + F.linear(F.silu(gate) * up, layer.w2)
        x = rms_norm(x, self.final_norm, cfg.rms_eps)
        return F.linear(x, self.lm_head).float()  # [M, V]


class PeerStep:
    """fn at M rows over static int64 ids/pos buffers. On cuda the step is warmed up on a side
    stream (torch.compile compiles there) and captured in a CUDA graph; replay() reruns it over
    whatever set() wrote. On cpu replay() calls fn. `setup_s` is the warm-up + capture time."""

    def __init__(self, fn: Callable, m: int, device: torch.device, *, warmup: int = 3) -> None:
        self.fn, self.m, self.device = fn, m, device
        self.ids = torch.zeros(m, dtype=torch.long, device=device)
        self.pos = torch.arange(m, dtype=torch.long, device=device)
        self.graph = None
        t0 = time.perf_counter()
        with torch.no_grad():
            if device.type == "cuda":
                s = torch.cuda.Stream()
                s.wait_stream(torch.cuda.current_stream())
                with torch.cuda.stream(s):
                    for _ in range(warmup):
                        self.out = fn(self.ids, self.pos)
                torch.cuda.current_stream().wait_stream(s)
                self.graph = torch.cuda.CUDAGraph()
                with torch.cuda.graph(self.graph):
                    self.out = fn(self.ids, self.pos)
                torch.cuda.synchronize()
            else:
                for _ in range(warmup):
                    self.out = fn(self.ids, self.pos)
        self.setup_s = time.perf_counter() - t0

    def set(self, ids: list[int], pos0: int) -> None:
        """The rows' ids, at positions pos0..pos0+M-1."""
        if len(ids) != self.m:
            raise ValueError(f"this peer step holds M={self.m} rows, got {len(ids)} ids")
        self.ids.copy_(torch.tensor(ids, dtype=torch.long))
        self.pos.copy_(torch.arange(pos0, pos0 + self.m, dtype=torch.long))

    def replay(self) -> None:
        if self.graph is not None:
            self.graph.replay()
        else:
            with torch.no_grad():
                self.out = self.fn(self.ids, self.pos)

    def logits(self) -> torch.Tensor:
        """A copy of the last replay's logits [M, V] float32."""
        return self.out.clone()


def compile_unavailable(device: torch.device) -> str | None:
    """Why torch.compile cannot run its inductor backend on `device`, or None when it can."""
    try:
        import torch._inductor  # noqa: F401
    except Exception as e:  # any import failure means: no inductor here
        return f"torch._inductor does not import: {e}".splitlines()[0]
    if device.type == "cuda":
        try:
            import triton  # noqa: F401
        except Exception as e:
            return f"triton does not import: {e}".splitlines()[0]
    return None


def compiled_forward(
    model: StaticDecoder, mode: str = "default", *, cdt: bool = False, backend: str = "inductor"
):
    """torch.compile of model.forward with a static shape per M (one compile per M seen).
    cdt: inductor's coordinate-descent tuning of its kernels (gpt-fast turns it on; it costs
    compile time)."""
    if mode not in COMPILE_MODES:
        raise ValueError(f"compile mode must be one of {COMPILE_MODES}, got {mode!r}")
    dynamo = torch._dynamo.config
    for knob in ("recompile_limit", "cache_size_limit"):  # one compile per M, several Ms
        if hasattr(dynamo, knob):
            setattr(dynamo, knob, max(getattr(dynamo, knob), 64))
    if cdt:
        import torch._inductor.config as inductor

        inductor.coordinate_descent_tuning = True
    kw = {} if backend != "inductor" else {"mode": mode}
    return torch.compile(model.forward, fullgraph=True, dynamic=False, backend=backend, **kw)
