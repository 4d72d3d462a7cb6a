"""Exact seeded sampling: the sampled token of a row is a pure function of (its fp32 logits, the
sampling parameters, the seed, its absolute position).

SamplingParams (params.py) is what a caller sets and its encoding as one row of the kernel's
params tensor; fixed.py holds the fixed-point arithmetic every implementation shares; philox.py
the counter-based generator; reference.py the pure-torch sampler (the definition the kernels
are tested against, and the sampler of non-exact backends).
"""

from speccc.sampling.params import GREEDY, SamplingParams
from speccc.sampling.philox import philox4x32_10, uniform_u32
from speccc.sampling.reference import pick_margin, sample, sample_row

__all__ = [
    "GREEDY",
    "SamplingParams",
    "philox4x32_10",
    "pick_margin",
    "sample",
    "sample_row",
    "uniform_u32",
]
