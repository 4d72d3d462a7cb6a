"""Build an artifact with mapping knobs of the CUDA kernels set, by the names the GPU A/B runs
use (no order changes: every variant computes the same bits).

  python bench/build_variant.py VARIANT --model NAME --max-ctx N --out DIR

is `python build.py --target cuda --knob ... --model NAME --max-ctx N --out DIR` with the
variant's knobs (VARIANTS; build.py --knob, speccc.ir.target.Target.knobs): the manifest records
them and the build cache keys on them. (`kvnone` measured split attention without an L2
prefetch of the cache prefix before its PDL wait, which lost at M >= 8 and was dropped:
bench/results/ab_l2/README.md.)
"""

from __future__ import annotations

import sys
from pathlib import Path

VARIANTS = {
    # no bulk L2 weight prefetch in the tensor-core GEMVs (default: gemv_mma.l2_prefetch)
    "l2none": ["gemv.l2=False"],
    # split attention with a CTA per 2 / 4 rows of the step (default: attention.row_tile)
    "rows2": ["attention.rows=2"],
    "rows4": ["attention.rows=4"],
    # split attention stages every K/V row after its PDL wait
    "noprewait": ["attention.kv_prewait=''"],
    # only its K rows below pos[0] before the wait, every V row after
    "kprewait": ["attention.kv_prewait='k'"],
    # split attention launch-bounded to 2 / 3 CTAs an SM (default: no bound)
    "ctas2": ["attention.min_ctas=2"],
    "ctas3": ["attention.min_ctas=3"],
    # split attention's arrival and merger, and the sampling kernel, fenced by __threadfence
    # (fence.sc.gpu) in every thread: the default before H200 run_r7 (acq_rel, thread 0 alone
    # fencing the arrival: bench/results/fences/)
    "fencesc": [
        "attention.fence='sc'",
        "attention.fence_one=False",
        "sample.fence='sc'",
    ],
    # top-2's split CTAs merged through a counter in global memory, not as one cluster
    "top2counter": ["top2.cluster=False"],
    # split attention's merger with 8 partials a batch in flight (default 16): 70 registers
    # against 96 (Qwen shape), 77 against 106 (SmolLM2); faster at M = 8, 16 on long rows,
    # slower at M = 1 and at M = 8 on short rows (bench/results/merge_groups/ MG5)
    "merge8": ["attention.merge_loads=8"],
}


def main() -> None:
    if len(sys.argv) < 2 or sys.argv[1] not in VARIANTS:
        got = sys.argv[1] if len(sys.argv) > 1 else "none"
        raise SystemExit(f"build_variant: unknown variant {got!r} (one of {', '.join(VARIANTS)})")
    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root))
    import build

    knobs = [a for k in VARIANTS[sys.argv[1]] for a in ("--knob", k)]
    sys.exit(build.main(["--target", "cuda", *knobs, *sys.argv[2:]]))


if __name__ == "__main__":
    main()
