"""Weight storage formats, one record each, and GGUF block-quantized weights kept packed.

WEIGHT_FORMATS is the one table of weight dtypes: every dtype list (graph validation, kernels,
loaders, runtime) derives from it. Block layouts of the quantized formats (ggml, BLOCK = 32
elements per block along K, little endian):
  Q8_0: d:f16, qs:int8[32]                      w = d * q
  Q4_0: d:f16, qs:uint8[16]                     w = d * (q - 8)
  Q4_1: d:f16, m:f16, qs:uint8[16]              w = d * q + m
For the 4-bit types, byte j of a block holds element j in its low nibble and element j+16 in
its high nibble. The planes keep that byte order: qs[n, 16*b + j].
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from gguf import GGMLQuantizationType as QT
from gguf import quants

BLOCK = 32  # elements per quantization block along K (every GGUF format speccc reads)


@dataclass(frozen=True, slots=True)
class Plane:
    """One kernel argument of a weight [N, K]: `name`, storage `dtype`, K // `div` columns."""

    name: str
    dtype: str
    div: int = 1

    def shape(self, n: int, k: int) -> tuple[int, int]:
        return (n, k // self.div)


@dataclass(frozen=True, slots=True)
class WeightFormat:
    """How a weight matrix [N, K] is stored and turned back into float32.

    name:        the dtype name used everywhere ("bfloat16", "q4_1")
    gguf:        its GGML type (GGUF files)
    block:       elements per block along K (1 for float formats)
    bits:        bits per stored element (float width, or 8 / 4 for quants; 4 = two per byte)
    planes:      kernel arguments in order (QuantTensor.planes() order for quants)
    block_bytes: GGUF bytes per block (quantized formats)
    dequant:     (q, d, m) -> float32 value from the integer quant q (already unpacked) and
                 the float32 scale d and min m; generic arithmetic (numpy arrays, TIR exprs).
                 None for float formats (a cast)
    """

    name: str
    gguf: QT
    block: int
    bits: int
    planes: tuple[Plane, ...]
    block_bytes: int = 0
    dequant: Callable | None = None

    @property
    def quantized(self) -> bool:
        return self.dequant is not None

    def check_k(self, k: int, what: str) -> None:
        if k % self.block:
            raise ValueError(f"{what}: K={k} is not a multiple of {self.block} for {self.name}")


def _float(name: str, gguf: QT, bits: int) -> WeightFormat:
    return WeightFormat(name, gguf, 1, bits, (Plane("W", name),))


def _quant(name: str, gguf: QT, bits: int, nbytes: int, dequant, has_min: bool = False):
    qs = Plane("qs", "int8" if bits == 8 else "uint8", 8 // bits)
    planes = (qs, Plane("d", "float16", BLOCK)) + ((Plane("m", "float16", BLOCK),) * has_min)
    return WeightFormat(name, gguf, BLOCK, bits, planes, nbytes, dequant)


WEIGHT_FORMATS: dict[str, WeightFormat] = {
    f.name: f
    for f in (
        _float("float32", QT.F32, 32),
        _float("float16", QT.F16, 16),
        _float("bfloat16", QT.BF16, 16),
        _quant("q8_0", QT.Q8_0, 8, 34, lambda q, d, m: d * q.astype("float32")),
        _quant("q4_0", QT.Q4_0, 4, 18, lambda q, d, m: d * (q - 8).astype("float32")),
        _quant("q4_1", QT.Q4_1, 4, 20, lambda q, d, m: d * q.astype("float32") + m, True),
    )
}
WEIGHT_DTYPES = tuple(WEIGHT_FORMATS)
QUANT_DTYPES = tuple(n for n, f in WEIGHT_FORMATS.items() if f.quantized)
FORMAT_OF_GGUF = {f.gguf: f for f in WEIGHT_FORMATS.values()}


def weight_format(name: str) -> WeightFormat:
    try:
        return WEIGHT_FORMATS[name]
    except KeyError:
        raise ValueError(f"unknown weight dtype {name!r}; known: {WEIGHT_DTYPES}") from None


def quant_format(name: str) -> WeightFormat:
    fmt = weight_format(name)
    if not fmt.quantized:
        raise ValueError(f"unsupported qtype {name!r}; known: {QUANT_DTYPES}")
    return fmt


@dataclass(slots=True)
class QuantTensor:
    """A [N, K] matrix in GGUF blocks along K. Planes: qs, d (f16 scales), m (f16 mins, Q4_1)."""

    qtype: str  # a quantized WeightFormat name: "q8_0" | "q4_0" | "q4_1"
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
        return quants.dequantize(self.raw(), quant_format(self.qtype).gguf).astype(np.float32)


def split_blocks(raw: np.ndarray, qtype: str, k: int) -> QuantTensor:
    """GGUF block bytes uint8 [N, K // 32 * block_bytes] -> QuantTensor."""
    fmt = quant_format(qtype)
    fmt.check_k(k, "split_blocks")
    raw = np.ascontiguousarray(raw, dtype=np.uint8)
    n, nb = raw.shape[0], k // BLOCK
    blocks = raw.reshape(n, nb, fmt.block_bytes)
    d = np.ascontiguousarray(blocks[:, :, 0:2]).view(np.float16).reshape(n, nb)
    m, head = None, 2  # block: d, [m,] qs
    if len(fmt.planes) == 3:
        m, head = np.ascontiguousarray(blocks[:, :, 2:4]).view(np.float16).reshape(n, nb), 4
    qs_plane = fmt.planes[0]
    qs = blocks[:, :, head:].reshape(qs_plane.shape(n, k)).view(qs_plane.dtype)
    return QuantTensor(qtype, (n, k), np.ascontiguousarray(qs), d, m)


def quantize(w: np.ndarray, qtype: str) -> QuantTensor:
    """float [N, K] -> QuantTensor, quantized by the gguf package."""
    fmt = quant_format(qtype)
    w = np.ascontiguousarray(w, dtype=np.float32)
    return split_blocks(quants.quantize(w, fmt.gguf), qtype, w.shape[1])
