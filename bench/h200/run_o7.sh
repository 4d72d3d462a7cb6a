# Call O7 (sixteenth session, right after run_o6.sh and run_r2b.sh on the warm machine, about 3
# minutes): real SmolLM2 weights, generate's plain decoding with a chunk in flight:
# bench/gpu_decode.py (identity of decode and ahead with step_sample; ms a token) and
# bench/gpu_spec.py (speculative == greedy on 50 prompts x K; greedy and prompt-lookup tok/s) on
# main's real-weight builds (smol_kv_real, smol_kv_draft: `python3 build.py --target cuda
# --model smollm2-135m --max-ctx 2048 [--draft-layers 6]`, staged by run_o6.sh).
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call o7 ""
real_decode
real_spec 240
finish_call o7
