"""Schedule rules: how a family's kernel is made for a target, and the plan it is made with.

RULES (speccc.schedules.registry) holds one ordered list of rules per target kind. For an op
family F the first rule of the list that serves F (rule.family == F.name and the target's kind
in rule.targets) and answers wins, the same way for the plan and for the kernel:

  default_plan(dtype, n, k, target) -> ReductionPlan | None
      The plan of key (F, dtype, N, K, target). No M parameter: a plan never depends on M.
      None = not mine (the next rule is asked; no rule: the op has no plan).
  kernel(family, kind, params, target, plan) -> PrimFunc | None
      The finished kernel of one op kind of F, from the family's kernel params (family.params:
      constants read from the op's own tensors) and `plan`. None = not mine. A rule that gave
      the plan of a key must build that key's kernels.
  accepts(family, kind, params, plan) -> bool
      Whether kernel() would build these params and plan, answered without building (passes
      that fuse ops ask it before they make an op only some rule can build).
  knobs: tuple[str, ...]
      The mapping knobs a build may set (Target.knobs, "family.name"): keywords of the rule's
      kernel builder that choose launch bounds, staging or prefetching, never an order. A
      rule passes knob_kwargs(target) to its builder; a knob no rule declares is an error
      (speccc.schedules.registry.check_knobs).

There are two kinds of rule; both are first-class:

  TransformRule    dlight's contract: apply(func, target, plan) -> Schedule | None, where func
                   is the family's compute definition (family.compute(kind, params)) with a
                   symbolic M. The kernel is the scheduled function.
  KernelGenerator  a hand-written kernel: generate(kind, params, target, plan) -> PrimFunc | None
                   returns a complete, already scheduled TVMScript PrimFunc; on a GPU target it
                   must carry the attr "tirx.is_scheduled" = True. It does not start from the
                   compute definition, and its plans may use ReductionPlan fields of its own.
                   To add one (e.g. schedules/cuda/gemv.py): subclass KernelGenerator with
                   `family`, `targets`, `default_plan` and `generate`, and put one instance in
                   RULES[target] ahead of the rules it replaces. That is the whole change.

Kernel arguments, for both kinds: the family's args (family.args) in order, then the op's
scratch tensors (family.scratch(kind, params, plan)) in the order declared. Every reduction a
rule emits must follow its plan and nothing else: check_m_invariance re-checks the TIR.
"""

from __future__ import annotations

from typing import Any

import tvm
from tvm import s_tir

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import TARGET_KINDS, Target
from speccc.ops.family import OpFamily, Params


class Rule:
    """Base of both rule kinds (see the module docstring)."""

    family: str = ""
    targets: tuple[str, ...] = TARGET_KINDS
    knobs: tuple[str, ...] = ()  # the builder's keywords
    plan_knobs: tuple[str, ...] = ()  # ... and those that change the plan (plan_knob) instead

    def serves(self, family: str, target: Target) -> bool:
        return family == self.family and target.kind in self.targets

    def knobs_on(self, target: Target) -> tuple[str, ...]:
        """The knobs this rule takes on `target` (a rule whose knob means nothing on some of
        its targets says so here)."""
        return self.knobs + self.plan_knobs

    def knob_kwargs(self, target: Target) -> dict[str, Any]:
        """The knobs `target` sets that this rule takes, as keywords of its builder."""
        mine = set(self.knobs_on(target)) - set(self.plan_knobs)
        return {k: v for k, v in target.knobs_of(self.family).items() if k in mine}

    def plan_knob(self, target: Target | None, name: str) -> Any:
        """The value `target` sets for this rule's plan knob `name` (None: unset, or no target:
        the shape's plan alone)."""
        return None if target is None else target.knobs_of(self.family).get(name)

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan | None:
        return None

    def kernel(
        self, family: OpFamily, kind: str, params: Params, target: Target, plan: Any
    ) -> tvm.tirx.PrimFunc | None:
        raise NotImplementedError

    def accepts(self, family: OpFamily, kind: str, params: Params, plan: Any) -> bool:
        return False

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.family} {self.targets}>"


class TransformRule(Rule):
    """Schedules the family's compute definition: apply(func, target, plan) -> Schedule | None."""

    def apply(
        self, func: tvm.tirx.PrimFunc, target: Target, plan: ReductionPlan | None
    ) -> s_tir.Schedule | None:
        raise NotImplementedError

    def kernel(self, family, kind, params, target, plan):
        func = family.compute(kind, params)
        if func is None:
            return None
        sch = self.apply(func, target, plan)
        return None if sch is None else sch.mod["main"]

    def accepts(self, family, kind, params, plan):
        return family.compute(kind, params) is not None


class KernelGenerator(Rule):
    """A hand-written kernel: generate(kind, params, target, plan) -> scheduled PrimFunc | None."""

    def generate(
        self, kind: str, params: Params, target: Target, plan: ReductionPlan | None
    ) -> tvm.tirx.PrimFunc | None:
        raise NotImplementedError

    def accepts(self, family, kind, params, plan):
        return True  # every params of its family, unless a generator says otherwise

    def kernel(self, family, kind, params, target, plan):
        func = self.generate(kind, params, target, plan)
        if func is not None and target.gpu and not is_scheduled(func):
            raise ValueError(f"{self!r} returned a kernel without attr tirx.is_scheduled")
        return func


def is_scheduled(func: tvm.tirx.PrimFunc) -> bool:
    return bool(func.attrs is not None and func.attrs.get("tirx.is_scheduled", False))
