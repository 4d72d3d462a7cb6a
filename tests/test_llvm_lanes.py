"""llvm lane helpers: L halving trees side by side (lane_trees) give the bits of L separate
lane_tree calls, so the attention kernel's packed score trees keep its reduction order."""

from __future__ import annotations

import pytest
import torch
import tvm
from speccc.schedules.llvm.lanes import lane_sum, lane_tree, lane_trees, vec
from tvm.script import tirx as T

from speccc.ir.target import get_target


def _kernel(lanes: int, packed):
    """Y[i] = `packed`(rows of X)[i] if packed else lane_tree(X[i, :]), for an [L, L] X."""

    @T.prim_func(s_tir=True)
    def f(x_h: T.handle, y_h: T.handle):
        T.func_attr({"tirx.noalias": True})
        X = T.match_buffer(x_h, (lanes, lanes), "float32")
        Y = T.match_buffer(y_h, (lanes,), "float32")
        if packed is None:
            for i in range(lanes):
                Y[i] = lane_tree(X.vload([i, 0], vec(lanes)), lanes)
        else:
            Y[T.ramp(0, 1, lanes)] = packed([X.vload([i, 0], vec(lanes)) for i in range(lanes)])

    return tvm.compile(tvm.IRModule({"main": f}), target=get_target("llvm").tvm())["main"]


def _serial(vs: list) -> tvm.tirx.PrimExpr:
    """Negative control: each row summed lane 0 + 1 + ... (another order, other bits)."""
    n = len(vs)
    cols = [tvm.tirx.Shuffle(vs, [i * n + j for i in range(n)]) for j in range(n)]
    return lane_sum(cols, 1)


@pytest.mark.parametrize("lanes", [2, 4, 8, 16])
def test_lane_trees_match_separate_trees_bitwise(lanes):
    x = torch.randn(lanes, lanes, generator=torch.Generator().manual_seed(lanes)) * 1e3
    x[:, ::3] *= 1e-4  # mixed magnitudes: another order rounds differently
    want, got = torch.empty(lanes), torch.empty(lanes)
    _kernel(lanes, None)(x, want)
    _kernel(lanes, lane_trees)(x, got)
    assert torch.equal(want.view(torch.int32), got.view(torch.int32))
    if lanes >= 8:  # the check sees another order
        serial = torch.empty(lanes)
        _kernel(lanes, _serial)(x, serial)
        assert not torch.equal(want.view(torch.int32), serial.view(torch.int32))
