"""Engine: runs the exact kernels of an artifact over a KV cache.

A step is the artifact's call program replayed over M rows: step(ids[M]) consumes M tokens at
positions pos..pos+M-1 and returns fp32 logits [M, V]. Decode (M=1) and verify (M=K+1) are the
same call; every kernel computes a row with the same float ops whatever M is, so row i of an
M-row step is bitwise the M=1 step for that token at that position.

prefill(ids) runs the same exact kernels, max_rows rows at a time, so the prompt's K/V are
bitwise those of one-token-at-a-time decode too.
"""

from __future__ import annotations

from pathlib import Path

import torch

from speccc.ir.graph import ROWS
from speccc.runtime.artifact import Artifact, open_artifact
from speccc.runtime.buffers import allocate
from speccc.runtime.weights import weight_planes

DEFAULT_MAX_ROWS = 17


class Engine:
    def __init__(
        self,
        art: Artifact,
        weights: dict,
        *,
        max_rows: int = DEFAULT_MAX_ROWS,
        cuda_graphs: bool = True,
    ):
        self.art, self.cfg = art, art.cfg
        self.device = torch.device("cuda" if art.target == "cuda" else "cpu")
        if max_rows < 1:
            raise ValueError(f"max_rows must be >= 1, got {max_rows}")
        self.max_rows = max_rows
        self.module = art.load_module()
        mf = art.manifest
        self._funcs = {k.uri: self.module[k.uri] for k in mf.kernels}
        self._weights = weight_planes(mf.program, weights, mf.wdtypes, self.device)
        self._tensors = self._alloc_tensors()
        self._pos = 0
        self._calls_by_m: dict[int, list] = {}
        self._graphs: dict[int, torch.cuda.CUDAGraph] = {}
        self.use_graphs = cuda_graphs and self.device.type == "cuda"
        self.steps = 0  # step() calls, for stats

    @classmethod
    def load(cls, artifact: str | Path, weights=None, **kw) -> Engine:
        """Open an artifact and its weights: None (the artifact's model), a name/path, or a dict."""
        return cls.load_with_weights(artifact, weights, **kw)[0]

    @classmethod
    def load_with_weights(cls, artifact: str | Path, weights=None, **kw) -> tuple[Engine, dict]:
        """As load(), also returning the canonical weights, so callers that need them too (a
        torch verifier, a draft engine) read the checkpoint once."""
        art = open_artifact(artifact)
        if weights is None or isinstance(weights, str | Path):
            from speccc.model import load

            src = art.manifest.model if weights is None else str(weights)
            _, weights = load(src, max_ctx=art.cfg.max_ctx)
        elif isinstance(weights, tuple):
            weights = weights[1]
        return cls(art, weights, **kw), weights

    # ---- buffers -------------------------------------------------------------------------
    def _alloc_tensors(self) -> dict[str, torch.Tensor]:
        """Every non-weight tensor, from the buffer plan (speccc.runtime.buffers); row-major
        activations get max_rows rows (sliced per step)."""
        cfg = self.cfg
        mem = self.memory = allocate(self.art.manifest, self.max_rows, self.device)
        out, self.k_all, self.v_all = mem.by_name, mem.k_all, mem.v_all
        inv = [cfg.rope_theta ** (-2.0 * i / cfg.head_dim) for i in range(cfg.head_dim // 2)]
        ang = torch.arange(cfg.max_ctx, dtype=torch.float64)[:, None] * torch.tensor(inv)[None]
        out["rope_cos"].copy_(torch.cos(ang).float())
        out["rope_sin"].copy_(torch.sin(ang).float())
        return out

    def _calls(self, m: int) -> list:
        """(func, args) for an m-row step; row-major tensors are sliced to their first m rows."""
        if m not in self._calls_by_m:
            specs = self.art.manifest.tensors
            calls = []
            for c in self.art.manifest.program:
                args = []
                for a in c.args:
                    if a.kind == "weight":
                        args.append(self._weights[(a.name, a.plane)])
                    else:
                        t = self._tensors[a.name]
                        rowed = specs[a.name].shape[:1] == (ROWS,)
                        args.append(t[:m] if rowed else t)
                calls.append((self._funcs[c.kernel], args))
            self._calls_by_m[m] = calls
        return self._calls_by_m[m]

    def _run(self, m: int) -> None:
        for f, args in self._calls(m):
            f(*args)

    def _run_graph(self, m: int) -> None:
        if m not in self._graphs:
            s = torch.cuda.Stream()
            s.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(s):
                self._run(m)  # warm-up outside capture (module load, lazy init)
            torch.cuda.current_stream().wait_stream(s)
            g = torch.cuda.CUDAGraph()
            with torch.cuda.graph(g):
                self._run(m)
            self._graphs[m] = g
        self._graphs[m].replay()

    # ---- public API ------------------------------------------------------------------------
    @property
    def pos(self) -> int:
        """Number of positions in the KV cache (the next row's position)."""
        return self._pos

    def _check(self, ids, what: str = "step") -> list[int]:
        """Validate before anything runs, so a failed call leaves pos and the cache as they were."""
        ids = [int(i) for i in ids]
        if not ids:
            raise ValueError(f"{what} needs at least one token id")
        if what == "step" and len(ids) > self.max_rows:
            raise ValueError(
                f"step got {len(ids)} rows; this engine holds max_rows={self.max_rows}"
            )
        if self._pos + len(ids) > self.cfg.max_ctx:
            raise ValueError(
                f"KV cache full: pos {self._pos} + {len(ids)} tokens > max_ctx {self.cfg.max_ctx}"
            )
        bad = [i for i in ids if not 0 <= i < self.cfg.vocab]
        if bad:
            raise ValueError(f"token ids {bad[:5]} outside the vocabulary [0, {self.cfg.vocab})")
        return ids

    def step(self, ids) -> torch.Tensor:
        """Consume len(ids) tokens at pos.. and return fp32 logits [M, V] (a fresh tensor)."""
        ids = self._check(ids)
        m = len(ids)
        t = self._tensors
        t["ids"][:m].copy_(torch.tensor(ids, dtype=torch.int32))
        t["pos"][:m].copy_(torch.arange(self._pos, self._pos + m, dtype=torch.int32))
        if self.use_graphs:
            self._run_graph(m)
        else:
            self._run(m)
        self._pos += m
        self.steps += 1
        return t["logits"][:m].clone()

    def top2(self, m: int) -> tuple[torch.Tensor, torch.Tensor]:
        """(values [m, 2], ids [m, 2]) of the last step, from the fused top-2 kernel."""
        return self._tensors["top2_val"][:m].clone(), self._tensors["top2_idx"][:m].clone()

    def prefill(self, ids) -> torch.Tensor:
        """Consume a prompt with the exact kernels, max_rows at a time; logits of its last row."""
        ids = self._check(ids, "prefill")
        for s in range(0, len(ids), self.max_rows):
            logits = self.step(ids[s : s + self.max_rows])
        return logits[-1:]

    def rollback(self, n: int) -> None:
        """Drop the last n positions (their K/V rows are dead; later steps overwrite them)."""
        if not 0 <= n <= self._pos:
            raise ValueError(f"rollback({n}) outside 0..pos={self._pos}")
        self._pos -= n

    def advance(self, n: int) -> None:
        """Re-admit n positions past pos whose K/V rows are still intact (undo a rollback)."""
        if not 0 <= n <= self.cfg.max_ctx - self._pos:
            raise ValueError(f"advance({n}) outside 0..{self.cfg.max_ctx - self._pos}")
        self._pos += n

    def reset(self) -> None:
        self._pos = 0

    def kv_snapshot(self) -> dict[str, torch.Tensor]:
        """CPU copies of the live K/V rows [0, pos) of every layer."""
        return {
            n: t[: self._pos].detach().cpu().clone()
            for n, t in self._tensors.items()
            if n.startswith(("k_cache.", "v_cache."))
        }

    def kv_tensors(self) -> list[tuple[torch.Tensor, torch.Tensor]]:
        """The live cache tensors per layer, (K, V) each [max_ctx, Hkv, hd] (shared layout)."""
        return [
            (self._tensors[f"k_cache.{i}"], self._tensors[f"v_cache.{i}"])
            for i in range(self.cfg.n_layers)
        ]

    def __repr__(self) -> str:
        return f"Engine({self.cfg.name}, target={self.art.target}, pos={self._pos})"
