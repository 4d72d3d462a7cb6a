# Call R6a (twenty-fifth session; run_r2b.sh and run_r6c.sh must follow at once on the warm
# machine): main with two X parts in every tensor-core GEMV (the quantized ones too, 453091c).
# The 1000-replay race test of main's SmolLM2-shape build (s33_main: `bash bench/h200/lite.sh
# s33_main --model smollm2-135m-shape --max-ctx 2048`, byte-identical to P3's s31_p2); the
# Qwen-shape headline against the torch peers in the same run (q32_main: `--model qwen2.5-0.5b
# --max-ctx 4096`); stages the real-weight builds (smol_kv_real, smol_kv_draft: `--model
# smollm2-135m --max-ctx 2048 [--draft-layers 6]`) and GGUF part 1 for run_r6c.sh.
# Carry .carry/wheels .carry/libs .carry/h1 .carry/lite_smol_kv_real .carry/lite_smol_kv_draft
# .carry/lite_q32_main .carry/lite_s33_main.
. bench/h200/lib.sh
setup_call r6a "smol_kv_real smol_kv_draft q32_main s33_main"
stage_real smol_kv_real smol_kv_draft
echo "staged $(( $(date +%s)-t0 ))s"
race1000 s33_main 100
qwen_headline q32_main 280
finish_call r6a
