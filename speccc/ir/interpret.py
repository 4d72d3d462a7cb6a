"""GraphInterpreter: run a DecodeGraph op by op with torch, in float64 by default.

The correctness reference for the generated kernels (a tolerance tier, not a parity tier).
It runs the unfused forms the builder emits and the fused forms the passes produce.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import torch

from speccc.ir.graph import DecodeGraph, Op
from speccc.model.rope import rope_tables

Weights = Mapping[str, Any]  # name -> torch.Tensor | speccc.model.quant.QuantTensor


def rope(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """HF half-split RoPE. x: [M, H, hd]; cos, sin: [M, hd/2]."""
    half = x.shape[-1] // 2
    x1, x2 = x[..., :half], x[..., half:]
    c, s = cos[:, None, :], sin[:, None, :]
    return torch.cat([x1 * c - x2 * s, x2 * c + x1 * s], dim=-1)


class GraphInterpreter:
    """Executes `graph` with `weights`; owns its KV cache (`self.kv`, zeros at start).

    step(ids, pos) runs one decode step over M = len(ids) rows at absolute positions pos and
    returns logits [M, V]; every graph output of the last step is kept in `self.outputs`.
    """

    def __init__(self, graph: DecodeGraph, weights: Weights, dtype: torch.dtype = torch.float64):
        self.graph, self.weights, self.dtype = graph, weights, dtype
        self._cat: dict[tuple[str, ...], torch.Tensor] = {}
        cfg = graph.cfg
        self.cos, self.sin = rope_tables(cfg, dtype)
        self.kv = {t.name: torch.zeros(t.shape, dtype=dtype) for t in graph.by_role("kv")}
        self.outputs: dict[str, torch.Tensor] = {}

    def weight(self, names: str | Sequence[str]) -> torch.Tensor:
        """The named weights, dequantized, in self.dtype, concatenated along dim 0."""
        key = (names,) if isinstance(names, str) else tuple(names)
        if key not in self._cat:
            parts = []
            for n in key:
                w = self.weights[n]
                if hasattr(w, "dequantize") and not isinstance(w, torch.Tensor):
                    w = torch.from_numpy(w.dequantize())
                parts.append(torch.as_tensor(w).to(self.dtype))
            self._cat[key] = torch.cat(parts) if len(parts) > 1 else parts[0]
        return self._cat[key]

    def step(self, ids: Sequence[int] | torch.Tensor, pos: Sequence[int] | torch.Tensor):
        env: dict[str, torch.Tensor] = dict(self.kv)
        env["ids"] = torch.as_tensor(ids, dtype=torch.long).reshape(-1)
        env["pos"] = torch.as_tensor(pos, dtype=torch.long).reshape(-1)
        if env["ids"].shape != env["pos"].shape:
            raise ValueError(f"ids {tuple(env['ids'].shape)} and pos {tuple(env['pos'].shape)}")
        env["rope_cos"], env["rope_sin"] = self.cos, self.sin
        for op in self.graph.ops():
            outs = getattr(self, "_" + op.kind)(op, *[env[t] for t in op.inputs])
            outs = outs if isinstance(outs, tuple) else (outs,)
            env.update(zip(op.outputs, outs, strict=True))
        self.outputs = {t.name: env[t.name] for t in self.graph.by_role("output")}
        return env["logits"]

    # -- ops: each returns its outputs in Op.outputs order ---------------------------------
    def _embed(self, op: Op, ids):
        return self.weight(op.attrs["weight"])[ids]  # [M, D]

    def _rmsnorm(self, op: Op, x):
        w = self.weight(op.attrs["weight"])
        return x * torch.rsqrt(x.square().mean(-1, keepdim=True) + op.attrs["eps"]) * w

    def _add(self, op: Op, x, y):
        return x + y

    def _add_rmsnorm(self, op: Op, x, r):
        h = x + r
        return h, self._rmsnorm(op, h)

    def _gemv(self, op: Op, x):
        y = x @ self.weight(op.attrs["weight"]).T  # [M, K] @ [K, N]
        if op.attrs.get("bias"):
            y = y + self.weight(op.attrs["bias"])
        return y

    def _rope_kv_append(self, op: Op, *ins):
        a = op.attrs
        hq, hkv, hd = a["n_heads"], a["n_kv_heads"], a["head_dim"]
        if len(ins) == 8:  # unfused: q, k, v, pos, cos, sin, kc, vc
            q, k, v, pos, cos, sin, kc, vc = ins
        else:  # fused: qkv, pos, cos, sin, kc, vc
            qkv, pos, cos, sin, kc, vc = ins
            q, k, v = qkv.split([hq * hd, hkv * hd, hkv * hd], dim=-1)
        m = q.shape[0]
        c, s = cos[pos], sin[pos]  # [M, hd/2]
        kc[pos] = rope(k.reshape(m, hkv, hd), c, s)  # writes the caches in place
        vc[pos] = v.reshape(m, hkv, hd)
        return rope(q.reshape(m, hq, hd), c, s)  # [M, Hq, hd]

    def _attention(self, op: Op, q, kc, vc, pos):
        a = op.attrs
        hq, hkv = a["n_heads"], a["n_kv_heads"]
        n = int(pos.max()) + 1
        k = kc[:n].repeat_interleave(hq // hkv, dim=1)  # [n, Hq, hd]
        v = vc[:n].repeat_interleave(hq // hkv, dim=1)
        s = torch.einsum("mhd,nhd->mhn", q, k) * a["scale"]  # [M, Hq, n]
        masked = torch.arange(n)[None, :] > pos[:, None]  # [M, n]: row m sees 0..pos[m]
        s = s.masked_fill(masked[:, None, :], float("-inf"))
        out = torch.einsum("mhn,nhd->mhd", s.softmax(-1), v)
        return out.reshape(q.shape[0], -1)  # [M, Hq*hd]

    def _silu_mul(self, op: Op, *ins):
        gate, up = ins if len(ins) == 2 else ins[0].chunk(2, dim=-1)
        return torch.nn.functional.silu(gate) * up

    def _top2(self, op: Op, logits):
        i1 = logits.argmax(-1)  # the first (lowest id) maximum
        rest = logits.scatter(-1, i1[:, None], float("-inf"))
        i2 = rest.argmax(-1)
        idx = torch.stack([i1, i2], -1)
        return logits.gather(-1, idx), idx.to(torch.int32)
