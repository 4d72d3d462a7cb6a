# Call R7 (prepared in the eleventh session for the next): split attention's gpu-scope fences.
# The arrival (every thread, before the CTA barrier and thread 0's counter atomic) and the merger
# (after it learns it is last) fence with __threadfence, which is fence.sc.gpu (SASS MEMBAR.SC.GPU);
# a release / acquire pattern needs only fence.acq_rel.gpu (MEMBAR.ALL.GPU). Builds (schema 5,
# lites bundled in .carry/r7): s5_kv / q5_kv main (`python3 build.py --target cuda --model
# smollm2-135m-shape --max-ctx 2048` / `--model qwen2.5-0.5b --max-ctx 4096`); s5_fa
# `bench/build_variant.py fenceacq`; s5_f1 `fenceone` (only thread 0 fences, after the barrier);
# s5_fa1, q5_fa1 `fenceacqone` (both); s5_fas, q5_fas `fenceacqall` (and the sampling kernel's
# two fences). Same bits, A/B, ncu of the step's attention at M=1 @1000; then at once
# `run_r7b.sh`: 1000-replay race tests (the memory-ordering evidence; gpu_parity's race test
# compares every kernel's output since this session, top-2 and the sampled id included).
# Carry .carry/wheels .carry/libs .carry/r7 (both calls).
. bench/h200/lib.sh
cp -r .carry/r7/lite_* .carry/
setup_call r7 "s5_kv s5_fa s5_f1 s5_fa1 s5_fas q5_kv q5_fa1 q5_fas"
same_bits s5_kv s5_fa1 s5_fa1 90
same_bits s5_kv s5_fas s5_fas 90
same_bits q5_kv q5_fas q5_fas 120
finish_call r7
ab_step 2 "s5_kv s5_fa s5_f1 s5_fa1 s5_fas" --m 1,8,16 --lengths 100,1000,2000
ab_step 2 "q5_kv q5_fa1 q5_fas" --m 1,8,16 --lengths 512,4095
finish_call r7
for a in s5_kv s5_fa1; do
  ncu_sections ncu_$a $a 1 1000 "attention" 2 90
  grep -E "^  [a-z_]+.*\(|Duration|Registers Per|Achieved Occupancy" $R/ncu_$a.txt | cut -c1-110 | head -8
done
# issue 10's attention targets (Qwen shape, M=1: <= 5 us at 512 positions, <= 8 us at 4096)
for a in q5_kv q5_fas; do
  for L in 512 4095; do
    ncu_sections ncu_${a}_$L $a 1 $L "attention" 2 90
    grep -E "Duration" $R/ncu_${a}_$L.txt | head -2
  done
done
finish_call r7
