"""Capturing a CUDA graph of kernel launches (the Engine's steps, the GPU labs' chains)."""

from __future__ import annotations

from collections.abc import Callable

import torch


def capture(run: Callable[[], None]) -> torch.cuda.CUDAGraph:
    """run() once on a side stream outside capture (module load, lazy init), then run()
    captured as a CUDA graph."""
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        run()
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        run()
    return g
