"""Integers from callers: token ids and counts are taken as Python ints only when they are
integers (int, numpy or torch integer scalars); a float, a string or a bool is refused with a
one-line ValueError, never truncated as int() would."""

from __future__ import annotations

import operator


def int_arg(name: str, v) -> int:
    """v as an int, or ValueError naming `name`."""
    try:
        if isinstance(v, (bool, str, bytes)):
            raise TypeError
        return operator.index(v)
    except TypeError:
        raise ValueError(f"{name} must be an integer, got {v!r}") from None


def token_ids(ids, what: str) -> list[int]:
    """ids (a sequence, a 1-D integer tensor or array) as Python ints; ValueError naming `what`
    for anything else."""
    try:
        seq = list(ids)
    except TypeError:
        raise ValueError(f"{what}: token ids must be a sequence of integers, got {ids!r}") from None
    return [int_arg(f"{what}: a token id", i) for i in seq]
