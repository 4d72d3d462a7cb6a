# Call S5 (thirteenth session): where gate_up and down (the new default, q10_w) stall, by
# instruction: Nsight Compute warp-state and source counters (SASS with stall samples) of the
# step's gate_up and down kernels at M=1, 512 positions. Carry .carry/wheels .carry/libs
# .carry/lite_q10_w.
. bench/h200/lib.sh
setup_call s5 "q10_w"
for k in n9728 n896_k4864; do
  timeout 120 ncu --clock-control none --profile-from-start off --section WarpStateStats --section SourceCounters --section SpeedOfLight -k "regex:$k" --launch-count 2 -o $R/ncu_$k python3 bench/ncu_step.py .carry/q10_w 1 512 > $R/ncu_$k.log 2>&1
  echo "ncu $k rc=$? $(( $(date +%s)-t0 ))s"
  ncu -i $R/ncu_$k.ncu-rep --page details --print-details all > $R/ncu_$k.txt 2>&1 || ncu -i $R/ncu_$k.ncu-rep --page details > $R/ncu_$k.txt 2>&1
  ncu -i $R/ncu_$k.ncu-rep --page source --csv --print-source sass > $R/ncu_${k}_sass.csv 2>&1
  echo "sass csv $(wc -l < $R/ncu_${k}_sass.csv) lines"
  grep -iE "Duration|stall|Warp Cycles" $R/ncu_$k.txt | head -30 | cut -c1-150
done
rm -f $R/*.ncu-rep
finish_call s5
