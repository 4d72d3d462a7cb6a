#!/usr/bin/env bash
# Fill .carry/ (ignored by git) on the build box for the calls the last closing note prepared, so
# a fresh checkout needs one command: the wheels, runtime libraries and GGUF parts
# (carry_setup.sh); bench/lab_sync.py's build; main's real-weight SmolLM2 builds (and the 6-layer
# self-draft) for run_r2.sh + run_r2b.sh + run_r3.sh, and the labs and builds of run_x1.sh ..
# run_x3.sh, as lite builds (unlite.sh). Earlier calls' builds are in git history.
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
# run_x1.sh: main's Qwen-shape build, with the LM head's bulk L2 prefetch (`gemv.l2`: only the
# LM head changes), the one-layer diagnostic, main's SmolLM2-shape build (and run_x3's q15_gr4)
lite q15_main --model qwen2.5-0.5b --max-ctx 4096
lite q15_l2 --knob gemv.l2=True --model qwen2.5-0.5b --max-ctx 4096
lite q15_layer --model qwen2.5-0.5b-layer --max-ctx 4096
lite s15_main --model smollm2-135m-shape --max-ctx 2048
# run_x3.sh: gate_up's ring in shared memory at 4 and 6 blocks, and at 7 warps (a new order:
# built from main with shape_plan (gate_up's shape only, not the LM head's) and ctas_per_sm
# patched for it, then restored)
lite q15_gr4 --knob gemv.wring=4 --knob gemv.wring_n=9728 --model qwen2.5-0.5b --max-ctx 4096
lite q15_gr6 --knob gemv.wring=6 --knob gemv.wring_n=9728 --model qwen2.5-0.5b --max-ctx 4096
bak=$(mktemp)
cp schedules/cuda/gemv_mma.py "$bak"  # restored as it was (uncommitted edits too), even on failure
trap 'cp "$bak" schedules/cuda/gemv_mma.py' EXIT
sed -i 's/tile_n, warps = 4, _divisor(kb, (4, 2))/tile_n, warps = 4, _divisor(kb, (7, 4, 2) if n < VOCAB_N else (4, 2))/;
        s/return 3 if norm and gate_up else 1/return 2 if norm and gate_up else 1/' \
  schedules/cuda/gemv_mma.py
lite q15_gw7 --knob gemv.wring=4 --knob gemv.wring_n=9728 --model qwen2.5-0.5b --max-ctx 4096
cp "$bak" schedules/cuda/gemv_mma.py
# ... and the LM head's top-2 epilogue (gemv_mma.TOP2_EPILOGUE on: the top-2 kernel folded in)
sed -i 's/^TOP2_EPILOGUE = False$/TOP2_EPILOGUE = True/' schedules/cuda/gemv_mma.py
lite q15_t2e --model qwen2.5-0.5b --max-ctx 4096
lite s15_t2e --model smollm2-135m-shape --max-ctx 2048
cp "$bak" schedules/cuda/gemv_mma.py
trap - EXIT
# run_x2.sh: the lab of gate_up's splits with its weight ring in shared memory
rm -rf .carry/par3lab && python3 bench/lab_kernels.py build .carry/par3lab --set qwen_par3
du -sh .carry/*
