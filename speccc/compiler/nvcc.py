"""Compile an artifact's CUDA source to its fatbin with nvcc, and say exactly what ran.

speccc runs nvcc itself (not through tvm.support.nvcc) so that the command recorded in the
manifest is the command that produced kernels.fatbin: the target's own flags (Target.nvcc_flags:
format, -O3, the arch) then the ones TVM 0.27 adds in `compile_cuda(..., compiler="nvcc")`, in
its order, so the binary is byte-identical to what TVM would build; fast math is off unless
asked for.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from speccc.ir.target import Target

# TVM's half/bfloat16 operator switches and lambda/constexpr flags (tvm/support/nvcc.py).
TVM_FLAGS = [
    "-U__CUDA_NO_HALF_OPERATORS__",
    "-U__CUDA_NO_HALF_CONVERSIONS__",
    "-U__CUDA_NO_BFLOAT16_OPERATORS__",
    "-U__CUDA_NO_BFLOAT16_CONVERSIONS__",
    "-U__CUDA_NO_BFLOAT162_OPERATORS__",
    "-U__CUDA_NO_BFLOAT162_CONVERSIONS__",
    "--expt-relaxed-constexpr",
    "--expt-extended-lambda",
]
PTXAS_FLAGS = "--ptxas-options=-v,--register-usage-level=10,--warn-on-local-memory-usage"


def nvcc_command(target: Target, source: str, output: str, fast_math: bool) -> list[str]:
    """The nvcc argv that compiles `source` to the device binary `output` (paths as given)."""
    return [
        "nvcc",
        *target.nvcc_flags,
        *TVM_FLAGS,
        *(["--use_fast_math"] if fast_math else []),
        PTXAS_FLAGS,
        "-o",
        output,
        source,
    ]


def nvcc_version() -> str:
    """nvcc's release line, e.g. 'Cuda compilation tools, release 13.0, V13.0.48'."""
    out = subprocess.run(["nvcc", "--version"], capture_output=True, text=True, check=True)
    return next((ln for ln in out.stdout.splitlines() if "release" in ln), out.stdout.strip())


def compile_fatbin(
    target: Target, cwd: Path, source: str, output: str, fast_math: bool
) -> list[str]:
    """Run nvcc in `cwd` on `source` writing `output` (both relative to cwd); return the argv.

    Raises RuntimeError with nvcc's last lines if nvcc is missing or fails."""
    if shutil.which("nvcc") is None:
        raise RuntimeError("nvcc not found on PATH; a cuda build needs the CUDA toolkit")
    cmd = nvcc_command(target, source, output, fast_math)
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if r.returncode != 0 or not (Path(cwd) / output).is_file():
        tail = " | ".join((r.stdout + r.stderr).strip().splitlines()[-5:])
        raise RuntimeError(f"nvcc failed (rc {r.returncode}): {tail}")
    return cmd
