# Call T2 (eighteenth session): top-2's inserts by selects instead of branches (`--knob
# top2.branchless=True`; with `top2.chains=4` too), after T1 found the per-thread scan, not the
# CTAs' residency, the cost (the lab: 37 logits a thread 1.2 us slower than 19). The top-2 lab
# (`python3 bench/lab_top2.py build .carry/top2lab`, now with dsel / dselc4), the SASS of main's
# top-2 with stall samples (Nsight Compute, Qwen step M=1 @512), same bits of the step variants
# against main (q18_main, s18_main as in T1), the A/B (two passes).
# Carry .carry/t2set (copied into .carry/ first).
. bench/h200/lib.sh
setup_call t2 "q18_main q18_sel q18_selc4 s18_main s18_sel"
cp .carry/libs/*.so .carry/top2lab/
OUT=$R timeout 90 python3 bench/lab_top2.py run .carry/top2lab > $R/lab_top2.log 2>&1
echo "lab top2 rc=$? $(( $(date +%s)-t0 ))s"
grep -A5 "bitwise\|us " $R/lab_top2.log | cut -c1-250
ncu_sass q18_main 1 512 top2
same_bits q18_main q18_sel q18_sel 40 1,511
same_bits q18_main q18_selc4 q18_selc4 40 1,511
same_bits s18_main s18_sel s18_sel 40 1,100
ab_step 2 "q18_main q18_sel q18_selc4" --m 1,8,16 --lengths 512
ab_step 2 "s18_main s18_sel" --m 1,8,16 --lengths 100
OUT=$R timeout 60 python3 bench/gpu_step.py .carry/q18_sel --m 1,8 --lengths 512 --peers none --profile-m 1,8 --name prof_q18_sel > $R/prof_q18_sel.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"; grep "profile M=" $R/prof_q18_sel.log | grep -o "top2 [^,]*\|sample [^,]*" | tr '\n' ' '; echo
finish_call t2
