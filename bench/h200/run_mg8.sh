# Call MG8 (prepared in the twentieth session for the next, about 2 minutes): where split
# attention's +3.8 us a layer at 4095 positions (M=1, MG7) goes. Four Qwen-shape builds
# (`bash bench/h200/prepare_next.sh`): q19_main (main), q20_np (`--knob
# "attention.kv_prewait=''"`: every K/V row staged after the PDL wait) and q20_ml8 (`--knob
# attention.merge_loads=8`: 70 registers against 96), all the same bits (mappings;
# gpu_same_bits earlier: bench/results/ab_l2/, merge_groups/mg5/), and q20_nopdl (`SPECCC_PDL=0`:
# no kernel starts before its predecessor ends: each kernel's own time in the graph). Each
# profiled in the graph at M = 1, 8 at 512 and 4095 positions (attention's device us and the us
# it adds under PDL). If q20_np adds as much at 4095 as main, the K/V staging before the wait is
# not hidden (its CTAs may not be resident before the qkv GEMV's leave) or not the cost; q20_nopdl
# gives attention's own +us at 4095 to compare with MG6's ncu (+2.9 us alone).
# Carry .carry/wheels .carry/libs .carry/lite_q19_main .carry/lite_q20_np .carry/lite_q20_ml8
# .carry/lite_q20_nopdl.
. bench/h200/lib.sh
setup_call mg8 "q19_main q20_np q20_ml8 q20_nopdl"
for b in q19_main q20_np q20_ml8 q20_nopdl; do
  OUT=$R timeout 100 python3 bench/gpu_step.py .carry/$b --m 1,8 --lengths 512,4095 --peers none --profile-m 1,8 --name prof_$b > $R/prof_$b.log 2>&1
  echo "$b rc=$? $(( $(date +%s)-t0 ))s"
  grep -E "replay|profile M=" $R/prof_$b.log | cut -c1-300 | head -8
done
finish_call mg8
