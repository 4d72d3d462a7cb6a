"""speccc build: compile a model's decode kernels into an artifact directory.

  python build.py --target llvm|cuda --model NAME_OR_PATH --out DIR
  python build.py --model tiny --dump-ir [--dot g.dot]

A thin shell over the library (speccc.compiler.build): model -> DecodeGraph -> passes ->
kernels -> one IRModule -> compiled module + manifest.json + generated sources.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from speccc import cli
from speccc.ir.target import TARGET_KINDS
from speccc.model.presets import PRESETS


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--model",
        default="smollm2-135m",
        help=f"preset ({', '.join(PRESETS)}), a .gguf file or an HF directory "
        "(default: %(default)s)",
    )
    p.add_argument("--target", default="llvm", choices=TARGET_KINDS, help="default: %(default)s")
    p.add_argument("--out", type=Path, default=None, help="artifact directory")
    p.add_argument(
        "--max-ctx",
        type=cli.positive_int,
        default=2048,
        help="KV cache length the kernels are built for (default: %(default)s)",
    )
    p.add_argument(
        "--draft-layers",
        type=cli.positive_int,
        default=None,
        help="build a self-draft of the model's first N layers (LayerSkip-style)",
    )
    p.add_argument(
        "--fast-math",
        action="store_true",
        help="cuda: nvcc --use_fast_math (recorded in the manifest; off by default)",
    )
    p.add_argument(
        "--knob",
        type=cli.knob,
        action="append",
        default=[],
        metavar="FAMILY.NAME=VALUE",
        help="a mapping knob of the hand-written kernels, e.g. attention.min_ctas=3 (repeatable; "
        "never changes a bit; recorded in the manifest)",
    )
    p.add_argument("--dump-ir", action="store_true", help="print the planned DecodeGraph")
    p.add_argument(
        "--dot",
        type=Path,
        default=None,
        metavar="FILE",
        help="also write the graph as graphviz source to FILE",
    )
    cli.add_debug(p)
    return p.parse_args(argv)


def planned_graph(model: str, target: str, max_ctx: int = 2048, n_layers: int | None = None):
    """The model's DecodeGraph after the whole pass pipeline for `target`."""
    from speccc.compiler.build import resolve_build
    from speccc.ir.builder import build_decode_graph
    from speccc.passes import run_pipeline

    cfg, wdtypes = resolve_build(model, max_ctx, n_layers)
    graph = build_decode_graph(cfg, wdtypes)
    return run_pipeline(graph, target)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    return cli.run("build.py", _run, args)


def _run(args: argparse.Namespace) -> int:
    if args.dump_ir or args.dot:
        from speccc.ir.dump import dump_text, to_dot

        graph = planned_graph(args.model, args.target, args.max_ctx, args.draft_layers)
        if args.dump_ir:
            sys.stdout.write(dump_text(graph))
        if args.dot:
            args.dot.write_text(to_dot(graph))
        if not args.out:
            return 0
    from speccc.compiler.build import build

    out = args.out or Path("artifacts") / f"{Path(args.model).stem}-{args.target}"
    path = build(
        args.model,
        args.target,
        out,
        max_ctx=args.max_ctx,
        fast_math=args.fast_math,
        n_layers=args.draft_layers,
        knobs=dict(args.knob),
        log=lambda s: print(s, file=sys.stderr, flush=True),
    )
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
