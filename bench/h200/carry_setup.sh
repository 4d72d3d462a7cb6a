#!/usr/bin/env bash
# Fill .carry/ (ignored by git) on the build box for device calls: the wheels the H200 host lacks
# (apache-tvm-ffi's core for its Python 3.12; gguf, which speccc.model imports), the TVM runtime
# libraries of the installed apache-tvm (unlite.sh copies them into each build), and the
# SmolLM2 GGUF in two parts (h1: part 1, h2: part 2 + the whole file's sha256; join_gguf.sh /
# lib.sh setup_gguf_call join and check them there), each part small enough to travel with builds.
set -euo pipefail
cd "$(dirname "$0")/../.."
PIP="python3 -m pip download -q --no-deps --only-binary=:all: --disable-pip-version-check"
mkdir -p .carry/wheels .carry/libs .carry/h1 .carry/h2
$PIP --python-version 3.12 --implementation cp --platform manylinux_2_28_x86_64 \
  -d .carry/wheels apache-tvm-ffi==0.1.15.post2
$PIP -d .carry/wheels "gguf==$(python3 -c 'import importlib.metadata as m; print(m.version("gguf"))')"
lib=$(python3 -c "import os, tvm; print(os.path.join(os.path.dirname(tvm.__file__), 'lib'))")
cp "$lib/libtvm_runtime.so" "$lib/libtvm_runtime_cuda.so" .carry/libs/
gguf=$(python3 -c "from speccc.model import smollm2_gguf_path; print(smollm2_gguf_path())")
head -c 46000000 "$gguf" > .carry/h1/gpart_aa  # 46 MB: part 1 travels with builds and wheels
tail -c +46000001 "$gguf" > .carry/h2/gpart_ab
sha256sum "$gguf" | cut -d' ' -f1 > .carry/h2/sha256.txt
du -sh .carry/wheels .carry/libs .carry/h1 .carry/h2
