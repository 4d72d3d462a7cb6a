"""ReductionPlan: how one kernel reduces, fixed by everything but M.

A plan is keyed on (op family, dtype, N, K, target). None of its fields may depend on the
number of rows M; `speccc.passes.check_m_invariance` rejects plans that do.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True, slots=True)
class ReductionPlan:
    """The floating-point reduction order of one kernel.

    lanes:     threads (cuda) or partial accumulators (llvm) along the reduced axis
    vec:       contiguous elements each lane takes per step (serial inside the lane)
    tree:      how lanes combine: "shuffle" (fixed butterfly 16,8,4,2,1 then cross-warp in
               warp order) or "serial" (lane 0, 1, 2, ... in order)
    chunk:     attention KV chunk size (fixed length, not a fixed count); 0 elsewhere
    row_tile:  rows each thread keeps in registers (rows are the innermost loop); a constant
    split:     number of splits of the reduced axis (a constant, never a function of M)
    """

    lanes: int = 1
    vec: int = 1
    tree: str = "serial"
    chunk: int = 0
    row_tile: int = 1
    split: int = 1

    def __post_init__(self) -> None:
        for f in ("lanes", "vec", "row_tile", "split"):
            v = getattr(self, f)
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise ValueError(f"ReductionPlan.{f} must be a positive int constant, got {v!r}")
        if not isinstance(self.chunk, int) or self.chunk < 0:
            raise ValueError(f"ReductionPlan.chunk must be a non-negative int, got {self.chunk!r}")
        if self.tree not in ("shuffle", "serial"):
            raise ValueError(f"ReductionPlan.tree must be 'shuffle' or 'serial', got {self.tree!r}")

    def to_dict(self) -> dict:
        return asdict(self)
