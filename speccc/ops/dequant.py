"""Weight planes as TE placeholders and their float32 value, from the WeightFormat record."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import tvm
from tvm import te

from speccc.model.quant import weight_format

Deq = Callable[[tvm.tirx.Expr, tvm.tirx.Expr], tvm.tirx.Expr]
Shape = Callable[..., tuple]


def weight_planes(
    wdtype: str, rows: int, cols: int, shape: Shape, float_name: str = "W"
) -> tuple[list[te.Tensor], Deq]:
    """The argument placeholders of a [rows, cols] weight stored as `wdtype` (one per plane, in
    WeightFormat.planes order; `shape(*dims)` spells their extents) and w(j, r) -> float32 of
    row j, column r (a TE compute over it names its iter vars j, r)."""
    fmt = weight_format(wdtype)
    if fmt.quantized:
        fmt.check_k(cols, wdtype)
        planes = [
            te.placeholder(shape(*p.shape(rows, cols)), p.dtype, name=p.name) for p in fmt.planes
        ]
    else:
        planes = [te.placeholder(shape(rows, cols), wdtype, name=float_name)]  # W: [rows, cols]
    return planes, lambda j, r: plane_value(wdtype, planes, j, r)


def plane_value(wdtype: str, planes: Sequence[Any], j: Any, r: Any) -> tvm.tirx.Expr:
    """float32 value of element (j, r) of a weight stored as `wdtype` in `planes` (TE tensors or
    TIR buffers, WeightFormat.planes order).

    4-bit planes keep ggml's nibble order: element r of block b sits in byte half*b + r % half,
    in the high nibble iff r % block >= half (half = block / 2)."""
    fmt = weight_format(wdtype)
    if not fmt.quantized:
        return planes[0][j, r].astype("float32")
    qs, d = planes[0], planes[1]
    blk, half = fmt.block, fmt.block // 2
    if fmt.bits == 8:
        q = qs[j, r]
    else:
        byte = qs[j, (r // blk) * half + r % half].astype("int32")
        q = (byte >> ((r % blk) // half * 4)) & 15
    m = planes[2][j, r // blk].astype("float32") if len(planes) > 2 else None
    return fmt.dequant(q, d[j, r // blk].astype("float32"), m)
