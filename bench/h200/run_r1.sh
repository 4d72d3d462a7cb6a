# Call R1 (prepared in the tenth session for the next): why split attention with the K/V rows
# below pos[0] staged before its PDL wait (main since 1414b31) is slower for SmolLM2 at M=16 and
# 1000 positions (0.826 -> 0.922 ms in run_q6.sh) while faster at every other M and length.
# Four SmolLM2-shape builds in alternating A/B at 100, 1000 and 2000 positions: smol_vh (before:
# plain K/V and q loads after the wait), smol_kv (main), smol_np (`python3
# bench/build_variant.py noprewait --model smollm2-135m-shape --max-ctx 2048`: main's kernel with
# every K/V row after the wait, by gpu-scope loads) and smol_kk (`build_variant.py kprewait`:
# only the K rows before the wait, half the traffic there). smol_np slow too: the gpu-scope
# loads are the cause; smol_np fast: the staging before the wait, and smol_kk says whether half
# of it keeps the gains. Then Nsight Compute sections of the step's attention and qkv kernels at
# M=16 @1000 for smol_kv and smol_vh.
# Carry .carry/wheels .carry/libs .carry/lite_smol_vh .carry/lite_smol_kv .carry/lite_smol_np
# .carry/lite_smol_kk.
. bench/h200/lib.sh
setup_call r1 "smol_vh smol_kv smol_np smol_kk"
same_bits smol_vh smol_np smol_np 90
same_bits smol_vh smol_kk smol_kk 90
ab_step 2 "smol_vh smol_kv smol_np smol_kk" --m 1,8,16 --lengths 100,1000,2000
finish_call r1
for a in smol_kv smol_vh; do
  ncu_sections ncu_$a $a 16 1000 "attention|gemv_n960" 4 120
  grep -E "^  [a-z_]+.*\(|Duration|Achieved Occupancy|Eligible Warps|L2 Hit|DRAM Throughput" $R/ncu_$a.txt | cut -c1-110 | head -24
done
finish_call r1
