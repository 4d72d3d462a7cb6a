# Call Q3 (tenth session, branch q8-unpack): the vocabulary projection without the norm prologue
# (the final norm its own kernel) and with a ring of 2 blocks (lab smolq_head2), a new order of
# the logits: smol_vh (`python3 build.py --target cuda --model smollm2-135m-shape --max-ctx
# 2048`) against run_q1.sh's smol_q8t2 in alternating A/B, its own bitwise row parity M=1..17
# with graph replays and float64 check (own_order), its per-kernel profile; then Nsight Compute
# warp-state and source counters (SASS with stall samples) of the step's attention kernel.
# Carry .carry/wheels .carry/libs .carry/lite_smol_q8t2 .carry/lite_smol_vh.
. bench/h200/lib.sh
setup_call q3 "smol_q8t2 smol_vh"
ab_step 2 "smol_q8t2 smol_vh" --m 1,8,16 --lengths 100,1000
own_order smol_vh 150 90
OUT=$R timeout 90 python3 bench/gpu_step.py .carry/smol_vh --m 1,8 --lengths 1000 --peers none --profile-m 1,8 --name prof_smol_vh > $R/prof.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"
grep -E "profile M=" $R/prof.log | cut -c1-250
timeout 120 ncu --clock-control none --profile-from-start off --section WarpStateStats --section SourceCounters --section SpeedOfLight -k "regex:attention" --launch-count 2 -o $R/ncu_att python3 bench/ncu_step.py .carry/smol_vh 1 1000 > $R/ncu_att.log 2>&1
echo "ncu rc=$? $(( $(date +%s)-t0 ))s"
ncu -i $R/ncu_att.ncu-rep --page details > $R/ncu_att.txt 2>&1
ncu -i $R/ncu_att.ncu-rep --page source --csv --print-source sass > $R/ncu_att_sass.csv 2>&1 || ncu -i $R/ncu_att.ncu-rep --page source --csv > $R/ncu_att_sass.csv 2>&1
echo "sass csv $(wc -l < $R/ncu_att_sass.csv) lines"; head -3 $R/ncu_att_sass.csv | cut -c1-300
grep -iE "stall|Warp Cycles" $R/ncu_att.txt | head -20 | cut -c1-150
finish_call q3
