"""OpFamily: everything speccc knows about one kind of kernel, in one object.

A family owns one or more op kinds ("rmsnorm" owns "rmsnorm" and "add_rmsnorm"). Its object,
FAMILY in speccc/ops/<family>.py, listed once in speccc.ops.registry, answers:

  name, kinds, reduces   its name (plans and schedule rules are keyed on it), the op kinds it
                         lowers, and whether its kernels reduce (then every op of it carries a
                         ReductionPlan pinned in the graph)
  params(graph, op)      the kernel parameters of `op`: plain constants read from the op's own
                         tensors (their non-M dims and dtypes) and attrs, never from the model
                         config and never M. Equal params (and plan, target) = one kernel.
  plan_key(params)       (dtype, N, K): with the family name and the target, the whole plan key
  args(graph, op)        the kernel's arguments in order: tensors and weight planes (Arg)
  compute(kind, params)  the unscheduled definition with symbolic M, for TransformRules; None
                         when only hand-written kernels (KernelGenerators) build the family
  scratch(kind, params, plan)  op-private workspace tensors (role "scratch") the kernel takes
                         after its `args`, in this order; default none
  interpret(run, op, *inputs)  the float64 torch rule (speccc.ops.interpret.GraphInterpreter)
                         returning the op's outputs in Op.outputs order

The schedule side (speccc.schedules) turns (kind, params, plan, target) into a kernel; ops never
import schedules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from speccc.ir.graph import DecodeGraph, Op
from speccc.ir.plan import ReductionPlan
from speccc.manifest import Arg  # the artifact contract's kernel argument
from speccc.model.quant import weight_format

Params = dict[str, Any]
PlanKey = tuple[str, int, int]


@dataclass(frozen=True, slots=True)
class Scratch:
    """A workspace tensor one op's kernel needs: graph tensor f"{op.name}.{name}", role
    "scratch", `shape` of ints with "M" allowed first, dtype "float32" or "int32"; the runtime
    allocates it zeroed once and no other op reads it."""

    name: str
    shape: tuple[int | str, ...]
    dtype: str


def tensors(*names: str) -> list[Arg]:
    return [Arg("tensor", n) for n in names]


def weight(names: str | list[str], wdtype: str = "float32") -> list[Arg]:
    """The plane arguments of one weight (several names: concatenated along N)."""
    key = names if isinstance(names, str) else "+".join(names)
    return [Arg("weight", key, i) for i in range(len(weight_format(wdtype).planes))]


def row_elems(graph: DecodeGraph, name: str) -> int:
    return graph.tensors[name].row_elems


class OpFamily:
    """Base class; see the module docstring for the contract of each member."""

    name: str = ""
    kinds: tuple[str, ...] = ()
    reduces: bool = False

    def params(self, graph: DecodeGraph, op: Op) -> Params:
        raise NotImplementedError

    def plan_key(self, params: Params) -> PlanKey:
        raise NotImplementedError

    def args(self, graph: DecodeGraph, op: Op) -> list[Arg]:
        raise NotImplementedError

    def compute(self, kind: str, params: Params) -> Any:
        return None

    def scratch(self, kind: str, params: Params, plan: ReductionPlan | None) -> list[Scratch]:
        return []

    def interpret(self, run: Any, op: Op, *inputs: Any) -> Any:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<op family {self.name} {self.kinds}>"
