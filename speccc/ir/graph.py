"""DecodeGraph: one decode step over a symbolic number of rows M, as a networkx.DiGraph.

Nodes are ("t", name) for tensors and ("op", name) for ops; edges run tensor -> op -> tensor and
mirror `Op.inputs` / `Op.outputs` exactly. Weights are tensors of role "weight" with no edges:
ops name them in `attrs["weight"]` / `attrs["bias"]`, and scratch tensors (an op's private
workspace, no edges either) in `attrs["scratch"]`. KV caches (role "kv") are op inputs that
`rope_kv_append` writes in place and `attention` reads; the q edge orders the two.

Mutate a graph only through the helpers here (add_tensor, add_op, remove_op, replace, prune),
so the networkx edges and the Op lists never disagree. `ops()` is a topological order that is
stable: among ready ops the one added first (a replacement inherits its predecessors' place)
comes first.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from speccc.ir.plan import ReductionPlan
from speccc.model.config import ModelConfig
from speccc.model.quant import WEIGHT_DTYPES

ROLES = ("input", "weight", "act", "kv", "output", "scratch")
ACT_DTYPES = ("float32", "int32")
ROWS = "M"  # the symbolic row count in a TensorSpec shape


@dataclass(frozen=True, slots=True)
class TensorSpec:
    """A tensor of the step. shape entries are ints or "M" (rows); role is one of ROLES:
    input (ids, pos, RoPE tables), weight, act (an op's output read by later ops), kv (caches),
    output (read by the caller), scratch (one op's private workspace: "M" only first, allocated
    zeroed once by the runtime, named in that op's attrs["scratch"], never an op input or
    output)."""

    name: str
    shape: tuple[int | str, ...]
    dtype: str
    role: str

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ValueError(
                f"tensor {self.name!r}: role must be one of {ROLES}, got {self.role!r}"
            )
        ok = WEIGHT_DTYPES if self.role == "weight" else ACT_DTYPES
        if self.dtype not in ok:
            raise ValueError(f"tensor {self.name!r}: dtype must be one of {ok}, got {self.dtype!r}")
        for d in self.shape:
            if d != ROWS and not (type(d) is int and d > 0):
                raise ValueError(f"tensor {self.name!r}: bad dim {d!r} in shape {self.shape}")
        if self.role == "scratch" and ROWS in self.shape[1:]:
            raise ValueError(f"scratch tensor {self.name!r}: {ROWS} may only come first")

    @property
    def row_elems(self) -> int:
        """Elements per row: the product of the non-M dims."""
        n = 1
        for d in self.shape:
            n *= 1 if d == ROWS else d
        return n


@dataclass(slots=True)
class Op:
    """One kernel call: reads `inputs`, writes `outputs` (tensor names, in kernel order). `kind`
    names its op family's kind (speccc.ops.registry checks it)."""

    name: str
    kind: str
    inputs: list[str]
    outputs: list[str]
    attrs: dict[str, Any] = field(default_factory=dict)
    plan: ReductionPlan | None = None

    def __post_init__(self) -> None:
        if not (isinstance(self.kind, str) and self.kind):
            raise ValueError(f"op {self.name!r}: kind must be a non-empty str, got {self.kind!r}")


class DecodeGraph:
    """The decode step of `cfg`. `target` is set by the pipeline; `buffer_plan` by plan_buffers."""

    def __init__(self, cfg: ModelConfig, target: str | None = None) -> None:
        self.cfg = cfg
        self.target = target
        self.buffer_plan: Any = None  # speccc.passes.plan_buffers.BufferPlan once planned
        self.nx = nx.DiGraph()
        self.tensors: dict[str, TensorSpec] = {}
        self._seq = 0

    # -- queries ---------------------------------------------------------------------------
    def op(self, name: str) -> Op:
        try:
            return self.nx.nodes[("op", name)]["op"]
        except KeyError:
            raise KeyError(f"no op {name!r}") from None

    def has_op(self, name: str) -> bool:
        return ("op", name) in self.nx

    def ops(self) -> list[Op]:
        """All ops in a deterministic topological order."""

        def key(node: tuple[str, str]) -> tuple:
            if node[0] == "t":
                return (0, node[1])
            return (1, self.nx.nodes[node]["seq"], node[1])

        order = nx.lexicographical_topological_sort(self.nx, key=key)
        return [self.nx.nodes[n]["op"] for n in order if n[0] == "op"]

    def producer(self, tensor: str) -> Op | None:
        preds = list(self.nx.predecessors(("t", tensor)))
        return self.nx.nodes[preds[0]]["op"] if preds else None

    def consumers(self, tensor: str) -> list[Op]:
        ops = [self.nx.nodes[n]["op"] for n in self.nx.successors(("t", tensor))]
        return sorted(ops, key=lambda o: self.nx.nodes[("op", o.name)]["seq"])

    def by_role(self, *roles: str) -> list[TensorSpec]:
        return [t for t in self.tensors.values() if t.role in roles]

    @property
    def buffers(self) -> dict | None:
        """The buffer plan as JSON-ready manifest data (BufferPlan.to_dict), None if unplanned."""
        return None if self.buffer_plan is None else self.buffer_plan.to_dict()

    # -- mutation --------------------------------------------------------------------------
    def add_tensor(self, spec: TensorSpec) -> TensorSpec:
        if spec.name in self.tensors:
            raise ValueError(f"tensor {spec.name!r} already exists")
        self.tensors[spec.name] = spec
        self.nx.add_node(("t", spec.name), spec=spec)
        return spec

    def add_op(self, op: Op, seq: tuple[int, int] | None = None) -> Op:
        if self.has_op(op.name):
            raise ValueError(f"op {op.name!r} already exists")
        for t in op.inputs + op.outputs:
            if t not in self.tensors:
                raise ValueError(f"op {op.name!r}: unknown tensor {t!r}")
        for t in op.outputs:
            if (p := self.producer(t)) is not None:
                raise ValueError(f"op {op.name!r}: tensor {t!r} already written by {p.name!r}")
        if seq is None:
            seq, self._seq = (self._seq, 0), self._seq + 1
        node = ("op", op.name)
        self.nx.add_node(node, op=op, seq=seq)
        self.nx.add_edges_from((("t", t), node) for t in op.inputs)
        self.nx.add_edges_from((node, ("t", t)) for t in op.outputs)
        return op

    def remove_op(self, name: str) -> Op:
        op = self.op(name)
        self.nx.remove_node(("op", name))
        return op

    def remove_tensor(self, name: str) -> None:
        if self.nx.degree(("t", name)):
            raise ValueError(f"tensor {name!r} is still used")
        del self.tensors[name]
        self.nx.remove_node(("t", name))

    def replace(
        self, old: Iterable[str], new_ops: list[Op], new_tensors: Iterable[TensorSpec] = ()
    ) -> None:
        """Swap ops `old` for `new_ops`, which take the first old op's place in `ops()`; then
        drop activations that nothing reads or writes any more."""
        old = list(old)
        base = min(self.nx.nodes[("op", n)]["seq"] for n in old)[0]
        for n in old:
            self.remove_op(n)
        for t in new_tensors:
            self.add_tensor(t)
        for j, op in enumerate(new_ops):
            self.add_op(op, seq=(base, j))
        self.prune()

    def prune(self) -> list[str]:
        """Remove act tensors with neither producer nor consumer; returns their names."""
        dead = [
            n for n, t in self.tensors.items() if t.role == "act" and not self.nx.degree(("t", n))
        ]
        for n in dead:
            self.remove_tensor(n)
        return dead

    def copy(self) -> DecodeGraph:
        return copy.deepcopy(self)

    def validate(self) -> None:
        """Raise ValueError unless the graph is acyclic, every act/output tensor has exactly one
        producer, graph inputs have none, every weight named in attrs exists, and every scratch
        tensor belongs to exactly one op (its attrs["scratch"]) and to no op's inputs/outputs."""
        if not nx.is_directed_acyclic_graph(self.nx):
            raise ValueError("graph has a cycle")
        for name, t in self.tensors.items():
            n_prod = self.nx.in_degree(("t", name))
            if t.role in ("act", "output") and n_prod != 1:
                raise ValueError(f"{t.role} tensor {name!r} has {n_prod} producers, need 1")
            if t.role in ("input", "kv", "weight", "scratch") and n_prod:
                raise ValueError(f"{t.role} tensor {name!r} must not be produced by an op")
            if t.role == "scratch" and self.nx.out_degree(("t", name)):
                raise ValueError(f"scratch tensor {name!r} must not be read by an op")
        owner: dict[str, str] = {}
        for op in self.ops():
            for w in weight_names(op):
                if self.tensors.get(w) is None or self.tensors[w].role != "weight":
                    raise ValueError(f"op {op.name!r}: weight {w!r} is not a weight tensor")
            for s in op.attrs.get("scratch", ()):
                if self.tensors.get(s) is None or self.tensors[s].role != "scratch":
                    raise ValueError(f"op {op.name!r}: scratch {s!r} is not a scratch tensor")
                if s in owner:
                    raise ValueError(f"scratch {s!r} is used by {owner[s]!r} and {op.name!r}")
                owner[s] = op.name
        for t in self.by_role("scratch"):
            if t.name not in owner:
                raise ValueError(f"scratch tensor {t.name!r} belongs to no op")


def weight_names(op: Op) -> list[str]:
    """Every weight `op` reads: attrs["weight"] (a name or a list), attrs["bias"] (a list), then
    attrs["norm_weight"] (a fused norm prologue's)."""
    out: list[str] = []
    for key in ("weight", "bias", "norm_weight"):
        v = op.attrs.get(key)
        if isinstance(v, str):
            out.append(v)
        elif v:
            out.extend(v)
    return out
