"""ReductionPlan: how one kernel reduces, fixed by everything but M.

A plan is keyed on (op family, dtype, N, K, target). None of its fields may depend on the
number of rows M; `speccc.passes.check_m_invariance` rejects plans that do.

Every field is a plain int or str constant described by its metadata (`_int` / `_str`), and
everything else here (validation, the URI spelling, to_dict) walks the fields generically. To
add a field: one line below, with a URI tag no other field uses. New fields are spelled in a
kernel URI only when they differ from their default, so existing kernels keep their URIs (and
the golden sources their names).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields


def _int(default: int, tag: str, minimum: int = 1, legacy: bool = False):
    return field(default=default, metadata={"tag": tag, "min": minimum, "legacy": legacy})


def _str(default: str, tag: str, choices: tuple[str, ...], legacy: bool = False):
    return field(default=default, metadata={"tag": tag, "choices": choices, "legacy": legacy})


@dataclass(frozen=True, slots=True)
class ReductionPlan:
    """The floating-point reduction order of one kernel.

    lanes:     threads (cuda) or partial accumulators (llvm) along the reduced axis
    vec:       contiguous elements each lane takes per step (serial inside the lane)
    tree:      how lanes combine: "shuffle" (TVM's allreduce: shuffle-down 16,8,4,2,1 then
               cross-warp in warp order), "serial" (lane 0, 1, 2, ... in order), "xor" (an XOR
               butterfly over the lanes: every lane ends with the same bits) or "mma" (tensor-
               core k-steps: each MMA sums its k-step in the hardware's fixed order)
    chunk:     attention KV chunk size (fixed length, not a fixed count); 0 elsewhere
    row_tile:  rows each thread keeps in registers (rows are the innermost loop); a constant
    split:     number of splits of the reduced axis (a constant, never a function of M),
               combined in split order
    tile_n:    outputs each lane group (or warp) owns: thread mapping only, no order
    warps:     warps per CTA: thread mapping only (an order only through `split`)
    prefetch:  steps of weights loaded ahead of their use: scheduling only, no order
    parts:     tree "mma": the 16-bit parts of each float32 X value that go through the tensor
               cores, x1 + x2 + x3 (3: exact) or x1 + x2 (2: 17 of its 24 significant bits);
               part of the order
    """

    lanes: int = _int(1, "l", legacy=True)
    vec: int = _int(1, "v", legacy=True)
    tree: str = _str("serial", "", ("shuffle", "serial", "xor", "mma"), legacy=True)
    chunk: int = _int(0, "c", minimum=0, legacy=True)
    row_tile: int = _int(1, "r", legacy=True)
    split: int = _int(1, "s", legacy=True)
    tile_n: int = _int(1, "t")
    warps: int = _int(1, "w")
    prefetch: int = _int(0, "p", minimum=0)
    parts: int = _int(3, "x")

    def __post_init__(self) -> None:
        for f in fields(self):
            v, meta = getattr(self, f.name), f.metadata
            if "choices" in meta:
                if v not in meta["choices"]:
                    raise ValueError(f"ReductionPlan.{f.name} must be one of {meta['choices']}, "
                                     f"got {v!r}")  # fmt: skip
            elif type(v) is not int or v < meta["min"]:
                raise ValueError(
                    f"ReductionPlan.{f.name} must be an int constant >= {meta['min']}, got {v!r}"
                )

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> ReductionPlan:
        return cls(**d)

    def uri(self) -> str:
        """The plan's part of a kernel URI, e.g. "_l32v8shc0r8s1" (legacy fields always, in
        order; str fields by their first two letters; other fields only when not default)."""
        parts = []
        for f in fields(self):
            v = getattr(self, f.name)
            if not f.metadata["legacy"] and v == f.default:
                continue
            short = v[:2] if f.metadata["legacy"] and isinstance(v, str) else str(v)
            parts.append(f"{f.metadata['tag']}{short}")
        return "_" + "".join(parts)


_TAGS = [f.metadata["tag"] for f in fields(ReductionPlan) if f.metadata["tag"]]
assert len(_TAGS) == len(set(_TAGS)), f"ReductionPlan URI tags repeat: {_TAGS}"
