"""SamplingParams: what a sampled token depends on besides its logits and its position, and its
encoding as one row of the sampling kernel's params tensor (WORDS int32 words).

Word layout (int32 each; unsigned values stored as their two's-complement bits):
  MODE     0: greedy (the row's top-2 id, lowest id on ties), 1: sample
  SCALE    float32 bits of log2(e) * 2^GAP_BITS / temperature (speccc.sampling.fixed)
  TOP_K    top-k (0: off)
  TOP_P    floor(top_p * 2^TOP_P_BITS) (2^TOP_P_BITS: off)
  MIN_P    floor(min_p * 2^MIN_P_BITS) (0: off)
  SEED_LO, SEED_HI   the 64-bit seed
  spare    0
The position is not a word: every kernel reads the row's absolute position from the step's `pos`.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass

import numpy as np

from speccc.sampling.fixed import GAP_BITS, LOG2E, MIN_P_BITS, TOP_P_BITS

WORDS = 8
MODE, SCALE, TOP_K, TOP_P, MIN_P, SEED_LO, SEED_HI = range(7)


def _int32(u: int) -> int:
    """The int32 whose bits are the unsigned 32-bit value u."""
    return u - (1 << 32) if u >= 1 << 31 else u


def _real(name: str, v: object) -> float:
    if isinstance(v, bool) or not isinstance(v, numbers.Real) or math.isnan(float(v)):
        raise ValueError(f"{name} must be a number, got {v!r}")
    return float(v)


@dataclass(frozen=True, slots=True)
class SamplingParams:
    """temperature 0 is greedy (argmax, lowest id on ties; the other fields are ignored);
    top_k 0, top_p 1 and min_p 0 are off. Invalid values raise ValueError naming the field."""

    temperature: float = 0.0
    top_k: int = 0
    top_p: float = 1.0
    min_p: float = 0.0
    seed: int = 0

    def __post_init__(self) -> None:
        t = _real("temperature", self.temperature)
        if not 0 <= t < math.inf:
            raise ValueError(f"temperature must be a finite number >= 0 (0: greedy), got {t}")
        if isinstance(self.top_k, bool) or not isinstance(self.top_k, numbers.Integral):
            raise ValueError(f"top_k must be an integer >= 0 (0: off), got {self.top_k!r}")
        if self.top_k < 0:
            raise ValueError(f"top_k must be an integer >= 0 (0: off), got {self.top_k}")
        if not 0 < _real("top_p", self.top_p) <= 1:
            raise ValueError(f"top_p must be in (0, 1] (1: off), got {self.top_p}")
        if not 0 <= _real("min_p", self.min_p) <= 1:
            raise ValueError(f"min_p must be in [0, 1] (0: off), got {self.min_p}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, numbers.Integral):
            raise ValueError(f"seed must be an integer in [0, 2^64), got {self.seed!r}")
        if not 0 <= self.seed < 1 << 64:
            raise ValueError(f"seed must be an integer in [0, 2^64), got {self.seed}")

    @property
    def greedy(self) -> bool:
        return self.temperature == 0

    @property
    def scale(self) -> np.float32:
        """log2(e) * 2^GAP_BITS / temperature, rounded once to float32 (inf when it overflows)."""
        with np.errstate(over="ignore"):
            return np.float32(LOG2E * 2**GAP_BITS / float(self.temperature))

    def words(self) -> tuple[int, ...]:
        """The params-tensor row (WORDS int32 values); greedy is all zeros."""
        if self.greedy:
            return (0,) * WORDS
        w = [0] * WORDS
        w[MODE] = 1
        w[SCALE] = int(np.array(self.scale, dtype=np.float32).view(np.int32))
        w[TOP_K] = min(int(self.top_k), 2**31 - 1)
        w[TOP_P] = math.floor(float(self.top_p) * 2**TOP_P_BITS)
        w[MIN_P] = math.floor(float(self.min_p) * 2**MIN_P_BITS)
        w[SEED_LO] = _int32(int(self.seed) & 0xFFFFFFFF)
        w[SEED_HI] = _int32(int(self.seed) >> 32)
        return tuple(w)


GREEDY = SamplingParams()
