"""RULES: per target kind, the ordered schedule rules (contract: speccc.schedules.rule), and the
two questions they answer for the rest of speccc: which plan (select_plan) and which kernel
(make_kernel).

To add a rule: one line in its target's list, ahead of the rules it overrides.
"""

from __future__ import annotations

from speccc.schedules import attention, elementwise, gemv, rmsnorm, rope_kv, sample, top2
from speccc.schedules.cuda import attention as attention_split
from speccc.schedules.cuda import gemv_lanes, gemv_mma, gemv_mma_quant
from speccc.schedules.cuda import top2 as top2_split
from speccc.schedules.llvm import attention as llvm_attention
from speccc.schedules.llvm import gemv as llvm_gemv
from speccc.schedules.llvm import top2 as llvm_top2
from speccc.schedules.rule import Rule

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target, get_target
from speccc.ops.family import Params
from speccc.ops.registry import family_named, family_of

RULES: dict[str, list[Rule]] = {
    "cuda": [
        gemv_mma.RULE,
        gemv_mma_quant.RULE,
        gemv_lanes.RULE,
        gemv.RULE,
        rmsnorm.RULE,
        attention_split.RULE,
        attention.CUDA,
        top2_split.RULE,
        top2.RULE,
        sample.RULE,
        rope_kv.RULE,
        elementwise.EMBED,
        elementwise.SILU_MUL,
        elementwise.ADD,
    ],
    "llvm": [
        llvm_gemv.RULE,
        rmsnorm.RULE,
        llvm_attention.RULE,
        llvm_top2.RULE,
        sample.RULE,
    ],
}


def check_knobs(target: str | Target, knobs) -> None:
    """ValueError (one line) unless every knob ("family.name") is declared by a rule of
    `target` serving that family (Rule.knobs)."""
    t = get_target(target)
    known = sorted({f"{r.family}.{k}" for r in RULES[t.kind] for k in r.knobs_on(t)})
    for key in knobs:
        if key not in known:
            raise ValueError(
                f"unknown knob {key!r} for {t.kind}; known: {', '.join(known) or 'none'}"
            )


def rules_for(family: str, target: str | Target) -> list[Rule]:
    """The rules of `target` serving `family`, in order."""
    t = get_target(target)
    return [r for r in RULES[t.kind] if r.serves(family, t)]


def select_plan(family: str, dtype: str, n: int, k: int, target: str | Target):
    """The plan of key (family, dtype, N, K, target): the first serving rule's default_plan, or
    None when no rule has one. No M parameter and no state: one key, one plan."""
    t = get_target(target)
    family_named(family)  # unknown family: a clear error
    for rule in rules_for(family, t):
        if (plan := rule.default_plan(dtype, n, k, t)) is not None:
            return plan
    return None


def plan_for(kind: str, params: Params, target: str | Target) -> ReductionPlan | None:
    """select_plan for the kernel of one op kind with `params`."""
    fam = family_of(kind)
    return select_plan(fam.name, *fam.plan_key(params), target)


def can_build(kind: str, params: Params, target: str | Target) -> bool:
    """Whether a rule of `target` builds op kind `kind` with `params` and the key's plan."""
    t = get_target(target)
    fam = family_of(kind)
    plan = plan_for(kind, params, t)
    return any(r.accepts(fam, kind, params, plan) for r in rules_for(fam.name, t))


def make_kernel(kind: str, params: Params, target: str | Target, plan: ReductionPlan | None = None):
    """The kernel (a scheduled PrimFunc) of op kind `kind` with the family's `params`, built by
    the first rule of `target` that answers. `plan`: the op's pinned plan; None takes the key's
    default (non-reducing families are not pinned in the graph). Without a rule, a CPU target
    takes the compute definition as written, if the family has one and no plan is pinned."""
    t = get_target(target)
    fam = family_of(kind)
    pinned = plan
    plan = plan or plan_for(kind, params, t)
    for rule in rules_for(fam.name, t):
        if (func := rule.kernel(fam, kind, params, t, plan)) is not None:
            return func
    func = None if t.gpu or pinned is not None else fam.compute(kind, params)
    if func is None:
        raise ValueError(f"no schedule rule builds {kind} {params} on {t.kind} with plan {plan}")
    return func
