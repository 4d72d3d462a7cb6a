# Call M4 (eighth session): branch down-ring, the down projection's weight ring deeper (prefetch
# P = 9, 11, 15 blocks; X ring 4, 5, 3 blocks, rounded to the register budget) against main's
# P = 5 (.carry/qwen_v2 = main's kernels). Two alternating passes of gpu_step; each variant's
# bits against main's (gpu_same_bits). Carry .carry/wheels .carry/libs .carry/lite_qwen_v2
# .carry/lite_qwen_p9 .carry/lite_qwen_p11 .carry/lite_qwen_p15.
. bench/h200/lib.sh
setup_call m4 "qwen_v2 qwen_p9 qwen_p11 qwen_p15"
ab_step 2 "qwen_v2 qwen_p9 qwen_p11 qwen_p15" --m 1,8,16 --lengths 512,4095
for a in qwen_p9 qwen_p11 qwen_p15; do same_bits qwen_v2 $a $a; done
OUT=$R timeout 40 python3 bench/gpu_step.py .carry/qwen_p11 --m 1 --lengths 512 --peers none --profile-m 1 --name prof_qwen_p11 > $R/prof_p11.log 2>&1
grep "profile M=1" $R/prof_p11.log
finish_call m4
