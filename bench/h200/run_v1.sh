# Call V1 (eighteenth session; run_r2b.sh and run_v2.sh must follow at once on the warm machine):
# main with top-2's inserts by selects (top2.BRANCHLESS). 1000 graph replays a step, M = 1..9, on
# main's shape builds (q19_main: `python3 build.py --target cuda --model qwen2.5-0.5b --max-ctx
# 4096`; s19_main: `--model smollm2-135m-shape --max-ctx 2048`), then stages the real-weight builds
# (smol_kv_real, smol_kv_draft: `--model smollm2-135m --max-ctx 2048 [--draft-layers 6]`) and GGUF
# part 1 for run_v2.sh.
# Carry .carry/wheels .carry/libs .carry/h1 .carry/lite_smol_kv_real .carry/lite_smol_kv_draft
# .carry/lite_q19_main .carry/lite_s19_main.
. bench/h200/lib.sh
setup_call v1 "smol_kv_real smol_kv_draft q19_main s19_main"
stage_real smol_kv_real smol_kv_draft
echo "staged $(( $(date +%s)-t0 ))s"
race1000 s19_main 100
race1000 q19_main 150
finish_call v1
