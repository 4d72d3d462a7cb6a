"""Exact seeded sampling: the sampled token of a row is a pure function of (its fp32 logits, the
sampling parameters, the seed, its absolute position).

SamplingParams (params.py) is what a caller sets and its encoding as one row of the kernel's
params tensor; fixed.py holds the fixed-point arithmetic every implementation shares; philox.py
the counter-based generator; reference.py the pure-torch sampler (the definition the kernels
are tested against, and the sampler of non-exact backends).

The reference sampler (torch) loads on first use, so SamplingParams can check a command line's
settings before torch is imported (speccc.__main__).
"""

from speccc.sampling.params import GREEDY, SamplingParams
from speccc.sampling.philox import philox4x32_10, uniform_u32

_REFERENCE = ("pick_margin", "sample", "sample_row")

__all__ = [
    "GREEDY",
    "SamplingParams",
    "philox4x32_10",
    "pick_margin",
    "sample",
    "sample_row",
    "uniform_u32",
]


def __getattr__(name: str):
    if name in _REFERENCE:
        from speccc.sampling import reference

        return getattr(reference, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
