"""The exact-kernel runtime."""

from speccc.runtime.engine import Engine

__all__ = ["Engine"]
