"""The exact-kernel runtime, and the StepBackend interface every backend offers."""

from speccc.runtime.backend import StepBackend
from speccc.runtime.engine import Engine

__all__ = ["Engine", "StepBackend"]
