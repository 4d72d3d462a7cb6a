"""The artifacts several test files share (and test_build_gguf's, built from the GGUF's path),
built by a second process while the session runs.

pytest runs tests one at a time on one core; a cold build is mostly single-threaded Python
(scheduling) and LLVM. A child process building these into the session's build cache uses the
other core: a test that asks for one (tests.artifacts) finds it built, or waits on the cache's
lock for the child to finish it, or builds it itself if the child has not started it. Nothing
else changes: the same build() fills the same cache entry, checked against its manifest on
every hit.

`python -m tests.prebuild` builds SHARED in order (the order tests first ask for them).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# stands for the SmolLM2 GGUF file's path (speccc.model.smollm2_gguf_path), a model argument
SMOLLM2_GGUF = "<smollm2-135m gguf path>"

# (model, target, max_ctx, n_layers) as tests.artifacts (and test_build_gguf, by the GGUF's
# path) build them, in order of first use
SHARED = (
    ("tiny", "llvm", 512, None),
    ("tiny", "llvm", 512, 1),
    ("smollm2-135m", "llvm", 512, 1),
    (SMOLLM2_GGUF, "llvm", 512, 1),
    ("smollm2-135m", "llvm", 512, None),
    ("tiny", "cuda", 64, None),
    ("smollm2-135m", "llvm", 512, 6),
)


def wanted(modules) -> bool:
    """Whether a session running the tests of `modules` prebuilds: two or more of them ask
    tests.artifacts for artifacts (one file alone builds only what it asks for)."""
    from tests.artifacts import cuda_artifact, llvm_artifact

    helpers = (llvm_artifact, cuda_artifact)
    users = [m for m in modules if any(v is h for v in vars(m).values() for h in helpers)]
    return len(users) >= 2


def start() -> subprocess.Popen:
    """The builder, started in the session's cache (SPECCC_CACHE_DIR, as tests.artifacts sets
    it); its output is discarded (a failed build here is redone, and reported, by the test)."""
    return subprocess.Popen(
        [sys.executable, "-m", "tests.prebuild"],
        cwd=ROOT,
        env=dict(os.environ),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def stop(proc: subprocess.Popen) -> None:
    """End the builder if it still runs (a build it leaves half done is a stale tmp directory,
    which the next build removes)."""
    if proc.poll() is None:
        proc.terminate()
    proc.wait()


def main() -> None:
    import pytest

    from speccc.compiler.build import build
    from speccc.model import smollm2_gguf_path
    from tests.artifacts import schedule_each_kernel_once
    from tests.tvm_script_speed import fast_macro_lookup

    with pytest.MonkeyPatch.context() as mp:
        schedule_each_kernel_once(mp)
        fast_macro_lookup(mp)
        for model, target, max_ctx, n_layers in SHARED:
            model = smollm2_gguf_path() if model == SMOLLM2_GGUF else model
            build(model, target, max_ctx=max_ctx, n_layers=n_layers, log=lambda s: None)


if __name__ == "__main__":
    main()
