"""Bitwise comparison helpers. Parity is equality of integer views, never a tolerance."""

from __future__ import annotations

import torch

_INT_OF = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}


def int_view(t: torch.Tensor) -> torch.Tensor:
    t = t.contiguous()
    if t.dtype.is_floating_point:
        return t.view(_INT_OF[t.element_size()])
    return t


def bitwise_equal(a: torch.Tensor, b: torch.Tensor) -> bool:
    """True iff a and b have the same shape, dtype and bits (NaN payloads included)."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    return bool(torch.equal(int_view(a.cpu()), int_view(b.cpu())))


def mismatched_rows(full: torch.Tensor, rows: list[torch.Tensor]) -> list[int]:
    """Rows i where full[i] differs bitwise from rows[i] (rows[i]: an M=1 output [1, ...])."""
    return [i for i, r in enumerate(rows) if not bitwise_equal(full[i : i + 1], r)]
