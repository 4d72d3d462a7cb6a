# Call M6 (eighth session): branch top2-fused rebased on main (.carry/qwen_t2r: the LM head's
# top-2 in its own tail, no separate top2 kernel) against main (.carry/qwen_v2). Two
# alternating passes, the bits against main's (logits, top-2, every activation), the race test
# at 100 replays, and the profile at M=1, 8.
# Carry .carry/wheels .carry/libs .carry/lite_qwen_v2 .carry/lite_qwen_t2r.
. bench/h200/lib.sh
setup_call m6 "qwen_v2 qwen_t2r"
ab_step 2 "qwen_v2 qwen_t2r" --m 1,8,16 --lengths 512,4095
same_bits qwen_v2 qwen_t2r t2r
OUT=$R timeout 90 python3 bench/gpu_parity.py .carry/qwen_t2r --race-only --replays 100 --max-m 17 --name race_qwen_t2r > $R/race_t2r.log 2>&1; echo "race rc=$? $(( $(date +%s)-t0 ))s"
grep -E "raced|BITWISE|MISMATCH" $R/race_t2r.log | head -5
OUT=$R timeout 40 python3 bench/gpu_step.py .carry/qwen_t2r --m 1,8 --lengths 512 --peers none --profile-m 1,8 --name prof_qwen_t2r > $R/prof_t2r.log 2>&1
grep "profile M=" $R/prof_t2r.log
finish_call m6
