"""Sample: one token per row from logits [M, V], by the row's params (speccc.sampling).

Op "sample": inputs [logits, top2_val, top2_idx, pos, sample_params], outputs [sample_id].
A row whose params word MODE is 0 (greedy; the zeroed tensor) takes top2_idx[m, 0], the greedy
top-2 path's token. A sampled row's token is a pure function of (its logits, its params row,
pos[m]) as speccc.sampling.fixed defines it: the gap codes and weights of its logits (with the
row max top2_val[m, 0]), top-k / top-p / min-p as integer thresholds, and an inverse-CDF pick
with a Philox uniform keyed by (seed, pos[m]). Every sum is exact int64, so the result cannot
depend on a reduction order, a split, or M.

The kernels are hand-written (speccc.schedules.sample). Their scratch (declared here, per row):
each logit's gap code and weight, each CTA's weight sum and positive-weight count, and the
row's arrival count (the last CTA of a row to finish its slice does the filters and the pick).
"""

from __future__ import annotations

from speccc.ops.family import OpFamily, Scratch, row_elems, tensors
from speccc.sampling.reference import sample_words


class Sample(OpFamily):
    """Params: v (the logits row length). Plan key ("float32", 1, V)."""

    name = "sample"
    kinds = ("sample",)
    reduces = True

    def params(self, graph, op):
        return {"v": row_elems(graph, op.inputs[0])}

    def plan_key(self, p):
        return ("float32", 1, p["v"])

    def args(self, graph, op):
        return tensors(*op.inputs, *op.outputs)

    def scratch(self, kind, p, plan):
        s = 1 if plan is None else plan.split
        return [
            Scratch("gap", ("M", p["v"]), "int32"),
            Scratch("weight", ("M", p["v"]), "int64"),
            Scratch("part_sum", ("M", s), "int64"),
            Scratch("part_count", ("M", s), "int32"),
            Scratch("arrived", ("M",), "int32"),
        ]

    def interpret(self, run, op, logits, top2_val, top2_idx, pos, params):
        return sample_words(logits.float(), params, pos)


FAMILY = Sample()
