#!/usr/bin/env bash
# Fill .carry/ (ignored by git) on the build box for the calls the last closing note prepared, so
# a fresh checkout needs one command: the wheels, runtime libraries and GGUF parts
# (carry_setup.sh); bench/lab_sync.py's build; main's real-weight SmolLM2 builds (and the 6-layer
# self-draft) for run_r2.sh + run_r2b.sh + run_r3.sh / run_y5.sh, and main's shape builds, as
# lite builds (unlite.sh). Earlier calls' builds are in git history.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash bench/h200/carry_setup.sh
rm -rf .carry/lab_sync && python3 bench/lab_sync.py build .carry/lab_sync
rm -f .carry/lab_sync/libtvm*.so
lite() { bash bench/h200/lite.sh "$@"; }  # NAME BUILD_ARGS...
lite smol_kv_real --model smollm2-135m --max-ctx 2048
lite smol_kv_draft --model smollm2-135m --max-ctx 2048 --draft-layers 6
# main's shape builds (the A/B base of any kernel change; q16_layer: one Qwen layer, L2-resident)
lite q16_main --model qwen2.5-0.5b --max-ctx 4096
lite q16_layer --model qwen2.5-0.5b-layer --max-ctx 4096
lite s16_main --model smollm2-135m-shape --max-ctx 2048
# run_p4.sh: wo at 4 output tiles a warp (gemv.tiles), against main; carried as one folder
S="--model smollm2-135m-shape --max-ctx 2048"
Q="--model qwen2.5-0.5b --max-ctx 4096"
lite p4_smain $S
lite p4_swo4 $S --knob "gemv.tiles='576x576:4'"
lite p1_qmain $Q
lite p4_qwo4 $Q --knob "gemv.tiles='896x896:4'"
rm -rf .carry/p4set && mkdir .carry/p4set
cp -r .carry/wheels .carry/libs .carry/lite_p4_smain .carry/lite_p4_swo4 .carry/lite_p1_qmain \
  .carry/lite_p4_qwo4 .carry/p4set/
du -sh .carry/*
