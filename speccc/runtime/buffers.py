"""Allocate an artifact's non-weight tensors from its buffer plan.

Every tensor is allocated zeroed, once. Tensors the plan assigns to one buffer are views of one
storage (max_rows * row_elems elements of the buffer's dtype, viewed [max_rows, *shape[1:]]),
so there are exactly as many activation allocations as the plan has buffers. KV caches are
per-layer views of one [n_layers, max_ctx, Hkv, hd] tensor each for K and V (the layout
TorchModel shares). Everything else (inputs, outputs, any unplanned activation or kernel
scratch tensor) gets its own zeroed tensor; a "M" dim becomes max_rows.

Two groups of per-row 32-bit tensors are packed into one storage each, so the host moves each
group with one copy per step: the step's inputs (ids, pos), written from the host, and its fused
top-2 outputs (top2_val, top2_idx), read back by the host. Each member is a [max_rows, *row]
view starting PACK_ALIGN bytes apart (as aligned as the allocation itself).
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from speccc.ir.graph import ROWS
from speccc.manifest import Manifest

KV_PREFIX = {"k_cache": 0, "v_cache": 1}  # tensor "k_cache.<layer>" -> K; "v_cache.<layer>" -> V
PACKED = {"inputs": ("ids", "pos"), "top2": ("top2_val", "top2_idx")}  # group -> members
PACK_ALIGN = 256  # bytes; each member of a packed group starts at a multiple of this


@dataclass(slots=True)
class Tensors:
    by_name: dict[str, torch.Tensor]  # every non-weight tensor of the manifest
    buffers: list[torch.Tensor]  # one storage per buffer of the plan, in plan order
    k_all: torch.Tensor  # [n_layers, max_ctx, Hkv, hd]
    v_all: torch.Tensor
    packed: dict[str, torch.Tensor]  # PACKED group -> its one int32 storage (members are views)


def allocate(mf: Manifest, max_rows: int, device: torch.device) -> Tensors:
    """Every non-weight tensor of `mf`, zeroed, planned activations sharing their buffers."""
    cfg = mf.config
    kv_shape = (cfg.n_layers, cfg.max_ctx, cfg.n_kv_heads, cfg.head_dim)
    kv = [torch.zeros(kv_shape, dtype=torch.float32, device=device) for _ in KV_PREFIX]
    plan = mf.buffer_plan
    buffers = [
        torch.zeros(max_rows * b.row_elems, dtype=getattr(torch, b.dtype), device=device)
        for b in (plan.buffers if plan else [])
    ]
    out, packed = {}, {}
    for group, names in PACKED.items():
        if all(n in mf.tensors for n in names):
            packed[group] = _pack(mf, names, max_rows, device, out)
    for name, s in mf.tensors.items():
        if s.role == "weight" or name in out:
            continue
        if s.role == "kv":
            kind, layer = name.split(".")
            out[name] = kv[KV_PREFIX[kind]][int(layer)]
            continue
        shape = [max_rows if d == ROWS else d for d in s.shape]
        if plan and name in plan.assign:
            out[name] = buffers[plan.assign[name]][: max_rows * s.row_elems].view(shape)
        else:
            out[name] = torch.zeros(shape, dtype=getattr(torch, s.dtype), device=device)
    return Tensors(out, buffers, kv[0], kv[1], packed)


def _pack(mf: Manifest, names, max_rows: int, device, out: dict) -> torch.Tensor:
    """One zeroed int32 storage holding per-row 32-bit tensors `names` as aligned views (added
    to `out`)."""
    specs = [mf.tensors[n] for n in names]
    for n, s in zip(names, specs, strict=True):
        if s.shape[:1] != (ROWS,) or getattr(torch, s.dtype).itemsize != 4:
            raise ValueError(f"packed tensor {n!r} must be per-row 32-bit, got {s.shape} {s.dtype}")
    word = PACK_ALIGN // 4
    stride = max(-(-max_rows * s.row_elems // word) * word for s in specs)  # int32 elements
    storage = torch.zeros(len(names) * stride, dtype=torch.int32, device=device)
    for i, (n, s) in enumerate(zip(names, specs, strict=True)):
        flat = storage[i * stride : i * stride + max_rows * s.row_elems]
        out[n] = flat.view(getattr(torch, s.dtype)).view(max_rows, *s.shape[1:])
    return storage
