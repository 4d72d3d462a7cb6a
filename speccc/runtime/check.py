"""Correctness tier: the engine's logits against the float64 reference, within a stated tolerance.

Bitwise M-parity shows that an artifact agrees with itself; it cannot see a kernel, a program
or a weight that is wrong the same way at every M. This check compares with an independent
computation: `speccc.reference.TorchModel` in float64 on CPU, fed the same weights.

Steps: the prompt (max_rows rows at a time, every row compared: the verify path) then
`decode_steps` single-row steps (the decode path), each feeding both models the reference's own
argmax, so the two always see the same tokens.

Tolerance, per row, relative to that row's logit scale max|ref|:

    |engine - ref|_max <= TOL_C * 2**-24 * sqrt(K) * (n_layers + 1) * max|ref|,  TOL_C = 8

2**-24 is float32's unit roundoff; a K-long float32 dot product (K = the model's longest
reduction: hidden, ffn or q_dim) is off by ~sqrt(K) roundoffs of its magnitude when rounding
errors are independent; each layer and the LM head add one such error to the residual stream.
TOL_C = 8 covers float32 dequantization, exp/rsqrt and correlated rounding. Measured max error /
tolerance (random prompts, prefill + 4 decode steps): tiny 8.6e-7 / 1.6e-5, SmolLM2-135M (Q4_1,
30 layers) 9.6e-6 / 5.8e-4, Qwen2.5-0.5B shape (bf16, 24 layers) 2.4e-6 / 8.4e-4. A wrong kernel,
a missing call or a swapped weight is off by O(1) of the logit scale.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import torch

from speccc.model.config import ModelConfig
from speccc.model.weights import weight_shapes

TOL_C = 8
U32 = 2.0**-24


def tolerance(cfg: ModelConfig) -> float:
    """The allowed max |engine - ref| of a row, as a fraction of that row's max |ref|."""
    k = max(cfg.hidden, cfg.ffn, cfg.q_dim)
    return TOL_C * U32 * math.sqrt(k) * (cfg.n_layers + 1)


@dataclass(slots=True)
class ReferenceCheck:
    rows: int  # rows compared
    prompt_len: int
    decode_steps: int
    max_rel_err: float  # max over rows of max|engine - ref| / max|ref|
    worst_row: int
    tol: float
    argmax_agree: int  # rows whose argmax is the same in both

    @property
    def passed(self) -> bool:
        return self.max_rel_err <= self.tol

    def summary(self) -> str:
        return (
            f"reference check (float64 torch, {self.prompt_len}-token prompt + "
            f"{self.decode_steps} decode steps, {self.rows} rows): max |engine - ref| / logit "
            f"scale = {self.max_rel_err:.2e} (row {self.worst_row}), tolerance {self.tol:.2e}: "
            f"{'PASS' if self.passed else 'FAIL'}; argmax agrees on {self.argmax_agree}/{self.rows}"
        )

    def to_dict(self) -> dict:
        return asdict(self) | {"passed": self.passed}


def default_prompt(cfg: ModelConfig, n: int = 12) -> list[int]:
    g = torch.Generator().manual_seed(0)
    return torch.randint(0, cfg.vocab, (n,), generator=g).tolist()


@torch.inference_mode()
def check_against_reference(
    engine, weights: dict, prompt: list[int] | None = None, decode_steps: int = 4
) -> ReferenceCheck:
    """Compare `engine` (reset before and after) with the float64 reference on `prompt` (default:
    12 seeded random ids) and `decode_steps` greedy steps. `weights` may hold more layers than
    the engine's config (a self-draft's checkpoint): the reference takes the config's."""
    from speccc.reference import TorchModel

    cfg = engine.cfg
    prompt = list(prompt) if prompt else default_prompt(cfg)
    if len(prompt) + decode_steps > cfg.max_ctx:
        raise ValueError(f"prompt {len(prompt)} + {decode_steps} steps > max_ctx {cfg.max_ctx}")
    mine = {n: weights[n] for n in weight_shapes(cfg) if n in weights}  # a draft: its layers
    ref = TorchModel(cfg, mine, dtype=torch.float64)
    engine.reset()
    got = [
        engine.step(prompt[s : s + engine.max_rows]) for s in range(0, len(prompt), engine.max_rows)
    ]
    want = [ref.step(prompt)]
    for _ in range(decode_steps):
        t = int(want[-1][-1].argmax())
        got.append(engine.step([t]))
        want.append(ref.step([t]))
    engine.reset()
    e, r = torch.cat(got).cpu().double(), torch.cat(want)
    rel = (e - r).abs().amax(-1) / r.abs().amax(-1).clamp_min(1e-30)  # [rows]
    rel = torch.where(torch.isnan(rel), torch.full_like(rel, math.inf), rel)  # NaN fails
    return ReferenceCheck(
        rows=len(r),
        prompt_len=len(prompt),
        decode_steps=decode_steps,
        max_rel_err=float(rel.max()),
        worst_row=int(rel.argmax()),
        tol=tolerance(cfg),
        argmax_agree=int((e.argmax(-1) == r.argmax(-1)).sum()),
    )
