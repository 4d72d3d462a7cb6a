# Call M9 (eighth session): branch attn-ml8, split attention merging 8 chunk partials a batch
# instead of 16 (66 registers instead of 98: 3 CTAs an SM, not 2; ncu showed attention at M=8
# over 4088 positions register-limited) against main (.carry/qwen_v2). Two alternating passes,
# the bits against main's. Carry .carry/wheels .carry/libs .carry/lite_qwen_v2 .carry/lite_qwen_ml8.
. bench/h200/lib.sh
setup_call m9 "qwen_v2 qwen_ml8"
ab_step 2 "qwen_v2 qwen_ml8" --m 1,8,16 --lengths 512,4095
same_bits qwen_v2 qwen_ml8 ml8 40
finish_call m9
