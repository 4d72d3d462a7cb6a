# Call R6d (twenty-fifth session; after R6c, the working tree's limit kept it out of R6a): the
# 1000-replay race test of main's SmolLM2-shape build (s33_main: `bash bench/h200/lite.sh
# s33_main --model smollm2-135m-shape --max-ctx 2048`, byte-identical to P3's s31_p2); the
# Qwen-shape headline against the torch peers in the same run (q32_main: `--model qwen2.5-0.5b
# --max-ctx 4096`).
# Carry .carry/wheels .carry/libs .carry/lite_q32_main .carry/lite_s33_main.
. bench/h200/lib.sh
setup_call r6d "q32_main s33_main"
race1000 s33_main 100
qwen_headline q32_main 280
finish_call r6d
