"""The decode-step IR: DecodeGraph of Ops over TensorSpecs, each reduction with a ReductionPlan."""

from speccc.ir.builder import build_decode_graph
from speccc.ir.graph import DecodeGraph, Op, TensorSpec
from speccc.ir.plan import ReductionPlan

__all__ = [
    "DecodeGraph",
    "Op",
    "ReductionPlan",
    "TensorSpec",
    "build_decode_graph",
]
