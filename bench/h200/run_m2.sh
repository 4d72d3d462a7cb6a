# Call M2 (eighth session): branch step-tail, three changes of no order measured one on another
# against main's Qwen2.5-0.5B build (.carry/qwen_epi): v1 the LM head without the bulk L2
# prefetch, v2 + the GEMV warp partials stored without bank conflicts, v3 + split attention at 3
# CTAs an SM. Two alternating passes of gpu_step; v3's bits against main's (gpu_same_bits);
# ncu of v3's LM head (M=1) and attention (M=8, 4088 positions).
# Carry .carry/wheels .carry/libs .carry/lite_qwen_epi .carry/lite_qwen_v1 .carry/lite_qwen_v2
# .carry/lite_qwen_v3.
. bench/h200/lib.sh
setup_call m2 "qwen_epi qwen_v1 qwen_v2 qwen_v3"
ab_step 2 "qwen_epi qwen_v1 qwen_v2 qwen_v3" --m 1,8,16 --lengths 512,4095
same_bits qwen_epi qwen_v3 v3 150
ncu_sections v3_head qwen_v3 1 512 "n151936" 1
ncu_sections v3_m8_attn qwen_v3 8 4088 "attention" 1
finish_call m2
