"""speccc build CLI: `python build.py --model tiny --dump-ir [--target llvm] [--dot g.dot]`.

A thin shell over the library: speccc.ir.build_decode_graph -> speccc.passes.run_pipeline ->
speccc.ir.dump. Compilation to an artifact directory (--out) is not wired yet.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from speccc.ir.builder import build_decode_graph, default_wdtypes
from speccc.ir.dump import dump_text, to_dot
from speccc.ir.graph import DecodeGraph
from speccc.model.config import PRESETS, preset
from speccc.ops.common import TARGETS


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--model",
        default="tiny",
        choices=sorted(PRESETS),
        help="model preset (default: %(default)s)",
    )
    p.add_argument("--target", default="llvm", choices=TARGETS, help="default: %(default)s")
    p.add_argument("--out", type=Path, default=None, help="artifact directory (compilation)")
    p.add_argument("--dump-ir", action="store_true", help="print the planned DecodeGraph")
    p.add_argument(
        "--dot",
        type=Path,
        default=None,
        metavar="FILE",
        help="also write the graph as graphviz source to FILE",
    )
    return p.parse_args(argv)


def lower(model: str, target: str) -> DecodeGraph:
    """The preset's DecodeGraph after the whole pass pipeline for `target`."""
    from speccc.passes import run_pipeline

    cfg = preset(model)
    return run_pipeline(build_decode_graph(cfg, default_wdtypes(cfg)), target)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if not (args.dump_ir or args.dot):
        raise SystemExit("build.py: compilation is not wired yet; use --dump-ir or --dot FILE")
    graph = lower(args.model, args.target)
    if args.dump_ir:
        sys.stdout.write(dump_text(graph))
    if args.dot:
        args.dot.write_text(to_dot(graph))
    return 0


if __name__ == "__main__":
    sys.exit(main())
