# Call MG8 (prepared in the twentieth session for the next, about 2 minutes): where split
# attention's +3.8 us a layer at 4095 positions (M=1, MG7) goes. Three Qwen-shape builds
# (`bash bench/h200/prepare_next.sh`): q19_main (main), q20_np (`--knob
# "attention.kv_prewait=''"`: every K/V row staged after the PDL wait) and q20_ml8 (`--knob
# attention.merge_loads=8`: 70 registers against 96), all the same bits (mappings;
# gpu_same_bits earlier: bench/results/ab_l2/, merge_groups/mg5/). Each profiled in the graph at
# M = 1, 8 at 512 and 4095 positions (attention's device us and the us it adds under PDL). If
# q20_np adds as much at 4095 as main, the K/V staging before the wait is hidden and the time
# is after it (the merge, the arrivals' tail); if much more, the staging is what long rows pay.
# Carry .carry/wheels .carry/libs .carry/lite_q19_main .carry/lite_q20_np .carry/lite_q20_ml8.
. bench/h200/lib.sh
setup_call mg8 "q19_main q20_np q20_ml8"
for b in q19_main q20_np q20_ml8; do
  OUT=$R timeout 100 python3 bench/gpu_step.py .carry/$b --m 1,8 --lengths 512,4095 --peers none --profile-m 1,8 --name prof_$b > $R/prof_$b.log 2>&1
  echo "$b rc=$? $(( $(date +%s)-t0 ))s"
  grep -E "replay|profile M=" $R/prof_$b.log | cut -c1-300 | head -8
done
finish_call mg8
