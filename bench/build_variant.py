"""Build an artifact with one mapping knob of the CUDA kernels overridden, for same-run A/B
timing on the GPU (no order changes: every variant computes the same bits).

  python bench/build_variant.py VARIANT --model NAME --max-ctx N --out DIR

VARIANT: `l2none` (no bulk L2 weight prefetch in the tensor-core GEMVs; the default policy is
`speccc.schedules.cuda.gemv_mma.l2_prefetch`); `rows2`, `rows4` (split attention with a CTA
per 2 / 4 rows of the step, schedules.cuda.attention's `rows`); `noprewait` (split attention
stages all of its chunk's K/V after its PDL wait, `kv_prewait=""`); `kprewait` (only its K
rows below pos[0] before the wait, `kv_prewait="k"`); `ctas2`, `ctas3` (split attention's
launch bound, `min_ctas` CTAs an SM; the default has none). (`kvnone`
measured split attention without an L2 prefetch of the cache prefix before its PDL wait, which
lost at M >= 8 and was dropped: bench/results/ab_l2/README.md.)
The build cache is bypassed (the override is not part of its key).
"""

from __future__ import annotations

import os
import runpy
import sys
import tempfile
from pathlib import Path


def _no_l2_prefetch():
    from speccc.schedules.cuda import gemv_mma

    gemv_mma.l2_prefetch = lambda pdl, n: False


def _attention(**knobs):
    """The patch: schedules.cuda.attention.kernel with `knobs` as its defaults."""

    def patch():
        import functools

        from speccc.schedules.cuda import attention

        attention.kernel = functools.partial(attention.kernel, **knobs)

    return patch


VARIANTS = {
    "l2none": _no_l2_prefetch,
    "rows2": _attention(rows=2),  # split attention: one CTA stages a K/V chunk for 2 rows
    "rows4": _attention(rows=4),
    "noprewait": _attention(kv_prewait=""),  # every K/V row staged after the PDL wait
    "kprewait": _attention(kv_prewait="k"),  # only K rows below pos[0] before it, all V after
    "ctas2": _attention(min_ctas=2),  # split attention launch-bounded to 2 CTAs an SM
    "ctas3": _attention(min_ctas=3),
}


def main() -> None:
    variant, rest = sys.argv[1], sys.argv[2:]
    if variant not in VARIANTS:
        raise SystemExit(
            f"build_variant: unknown variant {variant!r} (one of {', '.join(VARIANTS)})"
        )
    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root))
    VARIANTS[variant]()
    os.environ["SPECCC_CACHE_DIR"] = tempfile.mkdtemp(prefix="speccc_variant_")
    sys.argv = [str(root / "build.py"), "--target", "cuda", *rest]
    runpy.run_path(str(root / "build.py"), run_name="__main__")


if __name__ == "__main__":
    main()
