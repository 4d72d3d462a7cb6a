"""Turn canonical weights into the exact kernel argument planes the call program names."""

from __future__ import annotations

import numpy as np
import torch

from speccc.manifest import Call
from speccc.model.quant import QuantTensor
from speccc.model.weights import aligned


def _concat(parts: list) -> torch.Tensor | QuantTensor:
    if isinstance(parts[0], QuantTensor):
        return parts[0] if len(parts) == 1 else QuantTensor.concat(parts)
    return parts[0] if len(parts) == 1 else torch.cat(parts, dim=0)


def weight_planes(program: list[Call], weights: dict, wdtypes: dict, device) -> dict:
    """{(key, plane): device tensor} for every weight argument of the program.

    key is a '+'-joined list of canonical names (concatenated along N). Quantized weights stay
    packed; float matrices are cast to the artifact's storage dtype; vectors (norms, biases)
    are float32, as the kernels take them. Every plane starts on a 64-byte boundary (GGUF planes
    are views at any offset; kernels compiled for AVX-512 fault on a misaligned one).
    """
    out: dict[tuple[str, int], torch.Tensor] = {}
    for call in program:
        for a in call.args:
            if a.kind != "weight" or (a.name, a.plane) in out:
                continue
            names = a.weight_names
            missing = [n for n in names if n not in weights]
            if missing:
                raise KeyError(f"weights lack {missing} needed by op {call.op!r}")
            w = _concat([weights[n] for n in names])
            if isinstance(w, QuantTensor):
                for i, p in enumerate(w.planes()):
                    out[(a.name, i)] = aligned(torch.from_numpy(np.ascontiguousarray(p)).to(device))
                continue
            if w.dim() == 1:
                t = w.to(torch.float32)
            else:
                key = "embed" if names == ["embed"] else "matrix"
                t = w.to(getattr(torch, wdtypes[key]))  # a float WeightFormat name
            out[(a.name, 0)] = aligned(t.contiguous().to(device))
    return out
