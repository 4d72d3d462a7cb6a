# Call M5 (eighth session): branch down-ring, the down projection capped to 3 CTAs an SM (80
# registers: its early-launched CTAs fit beside two gate_up CTAs, 43K registers, so it can issue
# its prefetch before its PDL wait; weight ring 3, X ring 1) against main (.carry/qwen_v2).
# Two alternating passes, the M=1 profile, and the bits against main's.
# Carry .carry/wheels .carry/libs .carry/lite_qwen_v2 .carry/lite_qwen_c3x.
. bench/h200/lib.sh
setup_call m5 "qwen_v2 qwen_c3x"
ab_step 3 "qwen_v2 qwen_c3x" --m 1,8,16 --lengths 512,4095
same_bits qwen_v2 qwen_c3x c3x
OUT=$R timeout 40 python3 bench/gpu_step.py .carry/qwen_c3x --m 1,16 --lengths 512 --peers none --profile-m 1,16 --name prof_qwen_c3x > $R/prof_c3x.log 2>&1
grep "profile M=" $R/prof_c3x.log
finish_call m5
