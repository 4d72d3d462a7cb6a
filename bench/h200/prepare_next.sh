#!/usr/bin/env bash
# Fill .carry/ (ignored by git) on the build box for the calls the last closing note prepared, so
# a fresh checkout needs one command: the wheels, runtime libraries and GGUF parts
# (carry_setup.sh); bench/lab_sync.py's build for run_r8c.sh; main's real-weight SmolLM2 builds
# (and the 6-layer self-draft) for run_r2.sh + run_r3.sh, and run_r9.sh's builds (the
# attention.cluster knob), as lite builds (unlite.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash bench/h200/carry_setup.sh
rm -rf .carry/lab_sync && python3 bench/lab_sync.py build .carry/lab_sync
rm -f .carry/lab_sync/libtvm*.so
lite() {  # NAME BUILD_ARGS...: build.py into a fresh cache, packed as .carry/lite_NAME/a.tgz
  local name=$1 tmp
  shift
  tmp=$(mktemp -d)
  SPECCC_CACHE_DIR=$tmp/cache python3 build.py --target cuda "$@" --out "$tmp/out" | tail -1
  mkdir -p ".carry/lite_$name"
  tar czf ".carry/lite_$name/a.tgz" -C "$tmp/out" --exclude='libtvm*.so' .
  rm -rf "$tmp"
}
lite smol_kv_real --model smollm2-135m --max-ctx 2048
lite smol_kv_draft --model smollm2-135m --max-ctx 2048 --draft-layers 6
# run_r9.sh: main and the attention.cluster forms, bundled in .carry/r9
Q="--model qwen2.5-0.5b --max-ctx 4096" S="--model smollm2-135m-shape --max-ctx 2048"
lite q9_kv $Q
lite s9_kv $S
lite q9_cl --knob attention.cluster=8 $Q
lite q9_c16 --knob attention.cluster=16 $Q
lite s9_cl --knob attention.cluster=8 $S
lite s9_r1 --knob attention.rows=1 --knob attention.cluster=8 $S
rm -rf .carry/r9 && mkdir -p .carry/r9 && mv .carry/lite_q9_* .carry/lite_s9_* .carry/r9/
du -sh .carry/*
