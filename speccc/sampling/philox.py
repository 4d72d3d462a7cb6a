"""Philox4x32-10 (Salmon et al., SC'11; Random123): a counter-based generator in 32-bit integer
arithmetic only, so every target computes the same words.

The sampler draws one uniform per (seed, absolute position): uniform_u32(seed, pos) is word 0 of
philox4x32_10(counter=(pos, 0, 0, 0), key=(seed mod 2^32, seed >> 32)).
"""

from __future__ import annotations

M0, M1 = 0xD2511F53, 0xCD9E8D57  # round multipliers
W0, W1 = 0x9E3779B9, 0xBB67AE85  # key bumps (golden ratio, sqrt(3) - 1)
ROUNDS = 10
MASK = 0xFFFFFFFF


def philox4x32_10(ctr: tuple[int, int, int, int], key: tuple[int, int]) -> tuple[int, ...]:
    """The four output words for a 128-bit counter and a 64-bit key (each word < 2^32)."""
    c0, c1, c2, c3 = (c & MASK for c in ctr)
    k0, k1 = (k & MASK for k in key)
    for r in range(ROUNDS):
        if r:
            k0, k1 = (k0 + W0) & MASK, (k1 + W1) & MASK
        p0, p1 = M0 * c0, M1 * c2
        c0, c1, c2, c3 = (p1 >> 32) ^ c1 ^ k0, p1 & MASK, (p0 >> 32) ^ c3 ^ k1, p0 & MASK
    return c0, c1, c2, c3


def uniform_u32(seed: int, pos: int) -> int:
    """The sampler's uniform draw for absolute position `pos` under `seed`, in [0, 2^32)."""
    return philox4x32_10((pos, 0, 0, 0), (seed & MASK, seed >> 32))[0]
