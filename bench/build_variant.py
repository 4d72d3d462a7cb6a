"""Build an artifact with one mapping knob of the CUDA kernels overridden, for same-run A/B
timing on the GPU (no order changes: every variant computes the same bits).

  python bench/build_variant.py VARIANT --model NAME --max-ctx N --out DIR

VARIANT: `l2none` (no bulk L2 weight prefetch), `l2all` (the prefetch in every tensor-core GEMV,
the LM head included); the default policy is `speccc.schedules.cuda.gemv_mma.l2_prefetch`.
The build cache is bypassed (the override is not part of its key).
"""

from __future__ import annotations

import os
import runpy
import sys
import tempfile
from pathlib import Path

VARIANTS = {
    "l2none": lambda n, pdl: False,
    "l2all": lambda n, pdl: pdl,
}


def main() -> None:
    variant, rest = sys.argv[1], sys.argv[2:]
    if variant not in VARIANTS:
        raise SystemExit(f"build_variant: unknown variant {variant!r} (one of {', '.join(VARIANTS)})")
    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root))
    from speccc.schedules.cuda import gemv_mma

    gemv_mma.l2_prefetch = VARIANTS[variant]
    os.environ["SPECCC_CACHE_DIR"] = tempfile.mkdtemp(prefix="speccc_variant_")
    sys.argv = [str(root / "build.py"), "--target", "cuda", *rest]
    runpy.run_path(str(root / "build.py"), run_name="__main__")


if __name__ == "__main__":
    main()
