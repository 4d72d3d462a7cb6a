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
lite q16_layer --model qwen2.5-0.5b-layer --max-ctx 4096  # one Qwen layer, L2-resident
# the shape builds of the exact three-part split (the A/B base of calls P2a, P3)
lite q19_main --model qwen2.5-0.5b --max-ctx 4096 --knob gemv.parts=3  # the three-part split (main before P2a)
lite s19_main --model smollm2-135m-shape --max-ctx 2048 --knob gemv.parts=3  # ... before P3
# the attention lab with this session's kinds (traced, merge_kernel, share_mk): the base for the
# merge's next form (`bash bench/h200/run_se1.sh` form with .carry/lab_next)
rm -rf .carry/lab_next && python3 bench/lab_attention.py build .carry/lab_next
# the timeline lab (bash bench/h200/run_tl.sh NAME; TL14's variants: unroll_k, run_uk1.sh) and
# main's shape builds with two X parts everywhere (R6d: q32_main, s33_main), the A/B base of the
# next kernel change; run_nc2.sh (ncu stall sampling in the step) takes q32_main
rm -rf .carry/lab_tl && python3 bench/lab_timeline.py build .carry/lab_tl
# (main before UK1 and H26: both defaults taken back by their knobs)
lite q32_main --model qwen2.5-0.5b --max-ctx 4096 --knob gemv.unroll_k=False --knob attention.fold_select=False --knob attention.direct_one=False
lite s33_main --model smollm2-135m-shape --max-ctx 2048 --knob attention.direct_one=False
# call UK1 (run_uk1.sh): the K loop unrolled whole (q36_unroll: main between UK1 and H26)
lite q36_unroll --model qwen2.5-0.5b --max-ctx 4096 --knob gemv.unroll_k=True --knob attention.fold_select=False --knob attention.direct_one=False
lite s36_unroll --model smollm2-135m-shape --max-ctx 2048 --knob gemv.unroll_k=True --knob attention.direct_one=False
# call H28 (run_h28.sh): main's headline on an H200 (q39_main, byte-identical to H26's q38_fsel
# and to main since; its SmolLM2-shape build is s33_main's). H26b / H27's q40_pvf took the knob
# attention.pv_full, removed after H27 (git history e925cbd)
lite q39_main --model qwen2.5-0.5b --max-ctx 4096 --knob attention.direct_one=False  # main before H30
# call H30 (run_h30.sh): attention.direct_one on both shapes, the LM head at 16 output tiles a
# CTA, top-2 in clusters of 8 CTAs a row, against q39_main / s33_main (main's fatbins are byte-identical with direct_one off)
lite q41_direct --model qwen2.5-0.5b --max-ctx 4096 --knob attention.direct_one=True
lite s41_direct --model smollm2-135m-shape --max-ctx 2048 --knob attention.direct_one=True
lite q41_lmt16 --model qwen2.5-0.5b --max-ctx 4096 --knob "gemv.tiles='151936x896:16'"
lite q41_t2s8 --model qwen2.5-0.5b --max-ctx 4096 --knob top2.split=8
# calls H31a-e, H32 (twenty-ninth session): main since H30 (direct_one on by default; q42_main's
# kernels.fatbin == q41_direct's, s41_direct's == main's SmolLM2-shape build), its real-weight
# SmolLM2 builds; run_h34.sh (main's headline with the peers and greedy from short prompts) is
# to run on an H200
lite q42_main --model qwen2.5-0.5b --max-ctx 4096 --knob attention.solo=False
lite s42_real --model smollm2-135m --max-ctx 2048
lite s42_draft --model smollm2-135m --max-ctx 2048 --draft-layers 6
lite q43_c512 --model qwen2.5-0.5b --max-ctx 512  # call H33: the grid without dead chunk CTAs at M=8
# calls H36, H36b, H36c (thirtieth session): attention alone on its SM (q44_solo, the knob's
# first form, byte-identical to q45_main, main since); run_h34.sh takes q45_main
lite q44_solo --model qwen2.5-0.5b --max-ctx 4096
lite q45_main --model qwen2.5-0.5b --max-ctx 4096
# call H40 (thirty-first session): main built for 512 positions (the grid without dead chunk
# CTAs, since solo) and wo's launch_dependents after its wait; run_h39.sh takes q45_main
lite q47_c512 --model qwen2.5-0.5b --max-ctx 512
lite q48_wotrig --model qwen2.5-0.5b --max-ctx 4096 --knob "gemv.trigger_waited='896x896:1'"
du -sh .carry/*
