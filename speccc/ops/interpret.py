"""GraphInterpreter: run a DecodeGraph op by op with torch, in float64 by default.

The correctness reference for the generated kernels (a tolerance tier, not a parity tier).
It runs the unfused forms the builder emits and the fused forms the passes produce; each op
by its family's `interpret` rule (speccc.ops.registry).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import torch

from speccc.ir.graph import DecodeGraph
from speccc.model.rope import rope_tables
from speccc.ops.registry import family_of
from speccc.sampling.params import WORDS as PARAM_WORDS

Weights = Mapping[str, Any]  # name -> torch.Tensor | speccc.model.quant.QuantTensor


class GraphInterpreter:
    """Executes `graph` with `weights`; owns its KV cache (`self.kv`, zeros at start).

    step(ids, pos) runs one decode step over M = len(ids) rows at absolute positions pos and
    returns logits [M, V]; every graph output of the last step is kept in `self.outputs`.
    """

    def __init__(self, graph: DecodeGraph, weights: Weights, dtype: torch.dtype = torch.float64):
        self.graph, self.weights, self.dtype = graph, weights, dtype
        self._cat: dict[tuple[str, ...], torch.Tensor] = {}
        self.cos, self.sin = (t.to(dtype) for t in rope_tables(graph.cfg))
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

    def step(
        self,
        ids: Sequence[int] | torch.Tensor,
        pos: Sequence[int] | torch.Tensor,
        sample_params: torch.Tensor | None = None,
    ):
        env: dict[str, torch.Tensor] = dict(self.kv)
        env["ids"] = torch.as_tensor(ids, dtype=torch.long).reshape(-1)
        env["pos"] = torch.as_tensor(pos, dtype=torch.long).reshape(-1)
        if env["ids"].shape != env["pos"].shape:
            raise ValueError(f"ids {tuple(env['ids'].shape)} and pos {tuple(env['pos'].shape)}")
        m = env["ids"].shape[0]
        if sample_params is None:  # greedy rows
            sample_params = torch.zeros(m, PARAM_WORDS, dtype=torch.int32)
        env["sample_params"] = torch.as_tensor(sample_params, dtype=torch.int32).reshape(m, -1)
        env["rope_cos"], env["rope_sin"] = self.cos, self.sin
        for op in self.graph.ops():
            outs = family_of(op.kind).interpret(self, op, *[env[t] for t in op.inputs])
            outs = outs if isinstance(outs, tuple) else (outs,)
            env.update(zip(op.outputs, outs, strict=True))
        self.outputs = {t.name: env[t.name] for t in self.graph.by_role("output")}
        return env["logits"]
