#!/usr/bin/env bash
# Fill .carry/ (ignored by git) on the build box for the calls the last closing note prepared, so
# a fresh checkout needs one command: the wheels, runtime libraries and GGUF parts
# (carry_setup.sh); bench/lab_sync.py's build; main's real-weight SmolLM2 builds (and the 6-layer
# self-draft) for run_r2.sh + run_r3.sh, and the labs and builds of run_t1.sh .. run_t4.sh, as
# lite builds (unlite.sh).
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
# run_t1.sh: the fold lab (Qwen and SmolLM2 normed GEMVs, with and without the fold)
rm -rf .carry/foldlab2 && python3 bench/lab_kernels.py build .carry/foldlab2 --set fold
# run_t2.sh's baseline: main's SmolLM2-shape build
lite s10_w --model smollm2-135m-shape --max-ctx 2048
# run_t3.sh: main's Qwen-shape build; split attention at two rows a CTA and top-2 through a
# counter (both same bits); main at --max-ctx 1024 (a diagnostic)
lite q12_main --model qwen2.5-0.5b --max-ctx 4096
lite q12_rows2 --knob attention.rows=2 --model qwen2.5-0.5b --max-ctx 4096
lite q12_t2c --knob top2.cluster=False --model qwen2.5-0.5b --max-ctx 4096
lite q12_c1024 --model qwen2.5-0.5b --max-ctx 1024
# run_t4.sh: the weight ring in shared memory (gemv_mma `wring`): its lab, and the step at
# depths 3 and 4
rm -rf .carry/wringlab && python3 bench/lab_kernels.py build .carry/wringlab --set wring
lite q12_wr3 --knob gemv.wring=3 --model qwen2.5-0.5b --max-ctx 4096
lite q12_wr4 --knob gemv.wring=4 --model qwen2.5-0.5b --max-ctx 4096
du -sh .carry/*
