"""The sampler's fixed-point arithmetic: every constant the kernels and the torch reference share.

A row's logits x (float32; NaN reads as -inf), with row maximum xmax, become integer weights:

  gap code  q = 0 where x == xmax; else trunc(a) if a < QMAX else QMAX, a = (xmax - x) * scale,
            scale = float32(log2(e) * 2^GAP_BITS / T): (xmax - x) / T in octaves, fixed point Q24
  weight    w = 0 if q == QMAX (OCTAVES or more octaves below the max), else
            (P(q mod 2^24) << (ONE_BITS - 31)) >> (q >> 24), where P(f) ~ 2^(-f / 2^24) in Q31:
            exp(-y) for y = f * ln2 / 2^24 (Q32) by a degree-POLY_DEGREE Horner polynomial in
            uint32 (acc = POLY[k] - mulhi(acc, y), k = POLY_DEGREE - 1 .. 0)

The max token weighs ONE = 2^40; every other weight is 2^40 * 2^(-q / 2^24) within 2.1e-9
(relative; the polynomial, measured over every fraction), and q is the gap in octaves truncated
to 2^-24, so a weight is within ~5e-8 (relative) of 2^40 * exp((x - xmax) / T) for gaps of a few
octaves (the float32 gap and scale add 2^-24 of the gap); tokens more than 40 octaves (2^-40)
below the max weigh 0. Every sum
and prefix sum of weights is exact int64, so the order of a sum never changes a bit. Only three
float32 operations touch a logit (one subtraction, one multiplication, comparisons), each
correctly rounded IEEE arithmetic on llvm, cuda (without fast math) and torch alike.

Filters and the pick (speccc.sampling.reference has the definition, the kernels the same):
  order     tokens ranked by (q, id) ascending: larger logit first, lower id first on ties
  top-k     keep the first k tokens of positive weight in that order (off: 0, or k >= their count)
  top-p     P = floor(S_k * pq / 2^TOP_P_BITS), S_k the weight top-k keeps, pq the Q24 top_p;
            keep the order's prefix up to the first token whose inclusive prefix mass >= max(P, 1)
  min-p     keep w >= mq << (ONE_BITS - MIN_P_BITS), mq = floor(min_p * 2^MIN_P_BITS)
  pick      u = the first word of Philox4x32-10(counter (pos, 0, 0, 0), key (seed lo, seed hi));
            r = floor(total * u / 2^32); the token: the first id (in id order) whose inclusive
            prefix sum of kept weights exceeds r
"""

from __future__ import annotations

import math

GAP_BITS = 24  # fraction bits of the gap code q
OCTAVES = 40  # gaps of this many octaves or more weigh 0
QMAX = OCTAVES << GAP_BITS  # the gap code of a zero-weight token (< 2^30)
Q_ALL = 1 << 30  # above every gap code: "no threshold"
ONE_BITS = 40  # the max token's weight is 2^ONE_BITS
POLY_DEGREE = 10
POLY = tuple(round(2**31 / math.factorial(k)) for k in range(POLY_DEGREE + 1))  # Q31
LN2_Q32 = round(math.log(2) * 2**32)
LOG2E = 1.0 / math.log(2)
TOP_P_BITS = 24
MIN_P_BITS = 30
RADIX_BITS = 10  # the kernels find thresholds by radix select over q: 3 digits of 10 bits
RADIX_SHIFTS = (20, 10, 0)

assert QMAX < Q_ALL and POLY[0] == 2**31 and LN2_Q32 < 2**32
