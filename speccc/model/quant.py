"""GGUF block-quantized weights kept packed, split into the planes the GEMV kernels read.

Block layouts (ggml, 32 elements per block, little endian):
  Q8_0: d:f16, qs:int8[32]                      w = d * q
  Q4_0: d:f16, qs:uint8[16]                     w = d * (q - 8)
  Q4_1: d:f16, m:f16, qs:uint8[16]              w = d * q + m
For the 4-bit types, byte j of a block holds element j in its low nibble and element j+16 in
its high nibble. The planes keep that byte order: qs[n, 16*b + j].
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from gguf import GGMLQuantizationType as QT
from gguf import quants

BLOCK = 32
QTYPES = {"q8_0": QT.Q8_0, "q4_0": QT.Q4_0, "q4_1": QT.Q4_1}
_BYTES = {"q8_0": 34, "q4_0": 18, "q4_1": 20}


@dataclass(slots=True)
class QuantTensor:
    """A [N, K] matrix in GGUF blocks along K. Planes: qs, d (f16 scales), m (f16 mins, Q4_1)."""

    qtype: str  # "q8_0" | "q4_0" | "q4_1"
    shape: tuple[int, int]  # (N, K)
    qs: np.ndarray  # q8_0: int8 [N, K]; q4_*: uint8 [N, K // 2]
    d: np.ndarray  # float16 [N, K // 32]
    m: np.ndarray | None = None  # float16 [N, K // 32], q4_1 only

    def planes(self) -> list[np.ndarray]:
        """Kernel argument order: qs, d[, m]."""
        return [self.qs, self.d] + ([self.m] if self.m is not None else [])

    def rows(self, idx) -> QuantTensor:
        """A row slice or permutation (blocks run along K, so rows move whole)."""
        m = None if self.m is None else self.m[idx]
        qs = self.qs[idx]
        return QuantTensor(self.qtype, (qs.shape[0], self.shape[1]), qs, self.d[idx], m)

    @staticmethod
    def concat(parts: list[QuantTensor]) -> QuantTensor:
        qt = parts[0].qtype
        if any(p.qtype != qt or p.shape[1] != parts[0].shape[1] for p in parts):
            raise ValueError("concat needs one qtype and one K")
        m = None if parts[0].m is None else np.concatenate([p.m for p in parts])
        qs = np.concatenate([p.qs for p in parts])
        return QuantTensor(
            qt, (qs.shape[0], parts[0].shape[1]), qs, np.concatenate([p.d for p in parts]), m
        )

    def raw(self) -> np.ndarray:
        """Back to GGUF block bytes, uint8 [N, K // 32 * block_bytes]."""
        n, k = self.shape
        nb = k // BLOCK
        head = [self.d.view(np.uint8).reshape(n, nb, 2)]
        if self.m is not None:
            head.append(self.m.view(np.uint8).reshape(n, nb, 2))
        qs = self.qs.view(np.uint8).reshape(n, nb, -1)
        return np.concatenate(head + [qs], axis=2).reshape(n, -1)

    def dequantize(self) -> np.ndarray:
        """float32 [N, K] through the gguf package (the independent reference)."""
        return quants.dequantize(self.raw(), QTYPES[self.qtype]).astype(np.float32)


def split_blocks(raw: np.ndarray, qtype: str, k: int) -> QuantTensor:
    """GGUF block bytes uint8 [N, K // 32 * block_bytes] -> QuantTensor."""
    if qtype not in QTYPES:
        raise ValueError(f"unsupported qtype {qtype!r}; known: {sorted(QTYPES)}")
    if k % BLOCK:
        raise ValueError(f"K={k} is not a multiple of the block size {BLOCK}")
    raw = np.ascontiguousarray(raw, dtype=np.uint8)
    n, nb = raw.shape[0], k // BLOCK
    blocks = raw.reshape(n, nb, _BYTES[qtype])
    d = np.ascontiguousarray(blocks[:, :, 0:2]).view(np.float16).reshape(n, nb)
    if qtype == "q4_1":
        m = np.ascontiguousarray(blocks[:, :, 2:4]).view(np.float16).reshape(n, nb)
        qs = blocks[:, :, 4:].reshape(n, k // 2)
    else:
        m = None
        qs = blocks[:, :, 2:].reshape(n, -1)
        if qtype == "q8_0":
            qs = qs.view(np.int8)
    return QuantTensor(qtype, (n, k), np.ascontiguousarray(qs), d, m)


def quantize(w: np.ndarray, qtype: str) -> QuantTensor:
    """float [N, K] -> QuantTensor, quantized by the gguf package."""
    if qtype not in QTYPES:
        raise ValueError(f"unsupported qtype {qtype!r}; known: {sorted(QTYPES)}")
    w = np.ascontiguousarray(w, dtype=np.float32)
    return split_blocks(quants.quantize(w, QTYPES[qtype]), qtype, w.shape[1])
