# Call Q1 (tenth session, branch q8-unpack): SmolLM2's Q8_0 LM head with the q8 unpack by byte
# permute + magic add (q8_pair) instead of I2F + F2F (the same bf16 values), and top-2 as one
# thread-block cluster of 16 CTAs of 512 a row (top2.default_plan; the order is total). Both
# change no bits: checked with gpu_same_bits of whole steps against main's builds (SmolLM2 shape,
# Qwen shape at --max-ctx 4096), then alternating A/B of the step, the smolq_head lab set
# (`python bench/lab_kernels.py build .carry/labs2/gemv --set smolq_head`), the top-2 lab
# (`python bench/lab_top2.py build .carry/labs2/t2`: counter vs cluster in one run) and the
# per-kernel profile of the new SmolLM2 shape step.
# Builds: `python3 build.py --target cuda --model smollm2-135m-shape --max-ctx 2048` (smol_q8t2)
# and `--model qwen2.5-0.5b --max-ctx 4096` (qwen_t2), as runtime-less tarballs.
# Carry .carry/wheels .carry/libs .carry/labs2 .carry/lite_smol_mq2_pdl .carry/lite_smol_q8t2
# .carry/lite_qwen_v2 .carry/lite_qwen_t2.
. bench/h200/lib.sh
setup_call q1 "smol_mq2_pdl smol_q8t2 qwen_v2 qwen_t2"
same_bits smol_mq2_pdl smol_q8t2 smol_q8t2 90
same_bits qwen_v2 qwen_t2 qwen_t2 120
OUT=$R timeout 60 python3 bench/lab_top2.py run .carry/labs2/t2 > $R/lab_top2.log 2>&1
echo "lab top2 rc=$? $(( $(date +%s)-t0 ))s"
grep -A4 "us " $R/lab_top2.log | cut -c1-200
OUT=$R timeout 150 python3 .carry/labs2/gemv/lab_kernels.py run .carry/labs2/gemv > $R/lab_head.log 2>&1
echo "lab head rc=$? $(( $(date +%s)-t0 ))s"
grep -E "head_def|head_lanes|failing" $R/lab_head.log | cut -c1-200
ab_step 2 "smol_mq2_pdl smol_q8t2" --m 1,8,16 --lengths 100,1000
ab_step 2 "qwen_v2 qwen_t2" --m 1,8,16 --lengths 512,4095
OUT=$R timeout 90 python3 bench/gpu_step.py .carry/smol_q8t2 --m 1,8 --lengths 1000 --peers none --profile-m 1,8 --name prof_smol_q8t2 > $R/prof.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"
grep -E "profile M=" -A12 $R/prof.log | cut -c1-160 | head -30
finish_call q1
