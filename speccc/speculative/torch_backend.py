"""The non-exact verify backend of guarded and torch modes: speccc.reference.TorchModel (batched
matmul and SDPA; cuBLAS on GPU) with its own KV cache, on the exact engine's device.

It never reads or writes the exact engine's cache: guarded mode keeps the exact cache holding
only K/V that the exact kernels wrote (see speccc.speculative.guard).
"""

from __future__ import annotations

import torch

from speccc.reference import TorchModel

VERIFIER_DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16}


class TorchVerifier(TorchModel):
    """A StepBackend for `engine`'s model in `dtype` (float32 or bfloat16, the seed's setting);
    step() returns float32 logits [M, V]."""

    def __init__(self, engine, weights: dict, dtype: torch.dtype = torch.float32):
        if dtype not in VERIFIER_DTYPES.values():
            raise ValueError(f"verifier dtype must be one of {list(VERIFIER_DTYPES)}, got {dtype}")
        super().__init__(engine.cfg, weights, device=engine.device, dtype=dtype)

    def __repr__(self) -> str:
        return f"TorchVerifier({self.cfg.name}, {self.dtype}, pos={self.pos})"
