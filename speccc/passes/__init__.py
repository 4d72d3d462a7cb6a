"""Graph passes, one per file, each `run(graph) -> graph`; PIPELINE orders them."""

from speccc.passes.pipeline import PIPELINE, run_pipeline

__all__ = ["PIPELINE", "run_pipeline"]
