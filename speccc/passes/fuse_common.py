"""What the fusion passes share: a gemv op's fused form, if the target can build it."""

from __future__ import annotations

from speccc.ir.graph import DecodeGraph, Op
from speccc.ops.registry import family_of
from speccc.schedules.registry import can_build


def sole_reader(graph: DecodeGraph, tensor: str) -> Op | None:
    """The one op that reads `tensor` (an act nobody else reads), else None."""
    readers = graph.consumers(tensor)
    if graph.tensors[tensor].role != "act" or len(readers) != 1:
        return None
    return readers[0]


def plain_gemv(op: Op | None) -> bool:
    """A gemv with neither a norm prologue nor an epilogue yet."""
    return (
        op is not None
        and op.kind == "gemv"
        and not op.attrs.get("epilogue")
        and not op.attrs.get("norm_weight")
    )


def buildable(graph: DecodeGraph, op: Op) -> bool:
    """Whether graph.target has a kernel for `op`. `op` need not be in `graph` yet: its tensors
    must be graph's (a family's params read only graph.tensors and the op's own fields)."""
    fam = family_of(op.kind)
    return can_build(op.kind, fam.params(graph, op), graph.target)


def try_fuse(graph: DecodeGraph, old: list[str], fused: Op) -> bool:
    """Replace ops `old` by `fused` (over tensors `graph` has) when the target builds it; True
    if it did. Checked before `graph` changes, so a refused fusion costs no copy of the graph."""
    if not buildable(graph, fused):
        return False
    graph.replace(old, [fused])
    return True
