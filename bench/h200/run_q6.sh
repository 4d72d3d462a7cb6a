# Call Q6 (tenth session, branch kv-prewait): split attention stages its chunk's K/V rows below
# pos[0] before its PDL wait (the rows no kernel of the step writes; the later rows and q after
# it, by gpu-scope loads). The same arithmetic, so: gpu_same_bits of whole steps against the
# landed builds (smol_vh: SmolLM2 shape, two-row kernel; qwen_t2: Qwen shape at 4096, one-row
# kernel), alternating A/B of the step, then the 1000-replay race test of both (M = 1..9).
# Results are tarred after every step (the call may run to the session's device limit).
# Builds: `python3 build.py --target cuda --model smollm2-135m-shape --max-ctx 2048` (smol_kv),
# `--model qwen2.5-0.5b --max-ctx 4096` (qwen_kv).
# Carry .carry/wheels .carry/libs .carry/lite_smol_vh .carry/lite_smol_kv .carry/lite_qwen_t2
# .carry/lite_qwen_kv.
. bench/h200/lib.sh
setup_call q6 "smol_vh smol_kv qwen_t2 qwen_kv"
same_bits smol_vh smol_kv smol_kv 90
same_bits qwen_t2 qwen_kv qwen_kv 120
finish_call q6
ab_step 2 "smol_vh smol_kv" --m 1,8,16 --lengths 100,1000
ab_step 1 "qwen_t2 qwen_kv" --m 1,8,16 --lengths 512,4095
finish_call q6
for a in smol_kv qwen_kv; do
  race1000 $a 170
  finish_call q6
done
