#!/usr/bin/env bash
# Fill .carry/ (ignored by git) on the build box for device calls: the wheels the H200 host lacks
# (apache-tvm-ffi's core for its Python 3.12; gguf, which speccc.model imports), the TVM runtime
# libraries of the installed apache-tvm (unlite.sh copies them into each build), and the
# SmolLM2 GGUF in four parts (h1, h2, h2b: 25 MB each, h3: the rest + the whole file's sha256;
# a call stashes each of h1, h2, h2b in /tmp/gg, join_gguf.sh / lib.sh setup_gguf_call join and
# check them), each small enough to travel with builds and the working tree (64 MiB a call; the
# tracked tree is ~31 MiB since the twenty-fifth session).
set -euo pipefail
cd "$(dirname "$0")/../.."
PIP="python3 -m pip download -q --no-deps --only-binary=:all: --disable-pip-version-check"
rm -rf .carry/h1 .carry/h2 .carry/h2b .carry/h3
mkdir -p .carry/wheels .carry/libs .carry/h1 .carry/h2 .carry/h2b .carry/h3
$PIP --python-version 3.12 --implementation cp --platform manylinux_2_28_x86_64 \
  -d .carry/wheels apache-tvm-ffi==0.1.15.post2
$PIP -d .carry/wheels "gguf==$(python3 -c 'import importlib.metadata as m; print(m.version("gguf"))')"
lib=$(python3 -c "import os, tvm; print(os.path.join(os.path.dirname(tvm.__file__), 'lib'))")
cp "$lib/libtvm_runtime.so" "$lib/libtvm_runtime_cuda.so" .carry/libs/
gguf=$(python3 -c "from speccc.model import smollm2_gguf_path; print(smollm2_gguf_path())")
dd if="$gguf" of=.carry/h1/gpart_aa bs=1000000 count=25 status=none  # 25 MB parts
dd if="$gguf" of=.carry/h2/gpart_ab bs=1000000 skip=25 count=25 status=none
dd if="$gguf" of=.carry/h2b/gpart_ac bs=1000000 skip=50 count=25 status=none
dd if="$gguf" of=.carry/h3/gpart_ad bs=1000000 skip=75 status=none
sha256sum "$gguf" | cut -d' ' -f1 > .carry/h3/sha256.txt
du -sh .carry/wheels .carry/libs .carry/h1 .carry/h2 .carry/h2b .carry/h3
