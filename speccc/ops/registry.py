"""The op-family registry: every family speccc can lower, interpret and plan, by op kind.

A new family is one file (speccc/ops/<family>.py defining FAMILY) and one line in FAMILIES.
Nothing else in speccc lists op kinds: the passes, the lowering, the interpreter and the plan
pinning all ask family_of(op.kind).
"""

from __future__ import annotations

from speccc.ops import add, attention, embed, gemv, rmsnorm, rope_kv, sample, silu_mul, top2
from speccc.ops.family import OpFamily

FAMILIES: list[OpFamily] = [
    embed.FAMILY,
    rmsnorm.FAMILY,
    add.FAMILY,
    gemv.FAMILY,
    rope_kv.FAMILY,
    attention.FAMILY,
    silu_mul.FAMILY,
    top2.FAMILY,
    sample.FAMILY,
]
_BY_KIND: dict[str, OpFamily] = {}
_BY_NAME: dict[str, OpFamily] = {}


def register(family: OpFamily) -> OpFamily:
    """Add a family (its kinds and name must be new); returns it."""
    taken = [k for k in family.kinds if k in _BY_KIND]
    if not family.name or not family.kinds or taken or family.name in _BY_NAME:
        raise ValueError(f"cannot register {family!r}: empty, or name/kinds {taken} taken")
    _BY_NAME[family.name] = family
    _BY_KIND.update(dict.fromkeys(family.kinds, family))
    return family


def unregister(family: OpFamily) -> None:
    """Remove a family added by register (tests of toy families)."""
    if _BY_NAME.get(family.name) is not family:
        raise ValueError(f"{family!r} is not registered")
    del _BY_NAME[family.name]
    for k in family.kinds:
        del _BY_KIND[k]


def family_of(kind: str) -> OpFamily:
    try:
        return _BY_KIND[kind]
    except KeyError:
        raise ValueError(f"no op family for kind {kind!r}; known: {op_kinds()}") from None


def family_named(name: str) -> OpFamily:
    try:
        return _BY_NAME[name]
    except KeyError:
        raise ValueError(f"no op family named {name!r}; known: {sorted(_BY_NAME)}") from None


def op_kinds() -> tuple[str, ...]:
    return tuple(_BY_KIND)


for _f in FAMILIES:
    register(_f)
