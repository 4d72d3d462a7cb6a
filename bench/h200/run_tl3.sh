# Call TL3 (twenty-fourth session, about 5 minutes). 1. The timeline lab (`python3
# bench/lab_timeline.py build .carry/lab_tl`) with every variant timed plain against the chain as
# built, alternating, at M=1 and M=8 @512 (TL2: a traced chain does not rank forms): the step
# forms measured before (qkv_epiearly, gate_up_wring4, gate_up_t8w7, down_wring8: does the lab
# rank them as the step did?) and `gemv.l2_partner` (CTA bx < P prefetches into L2 the weights
# of CTA bx + NCTA - P, whose CTAs start only after the kernel before ends) on gate_up (76) and
# qkv (36). 2. The step: q28_part (`bash bench/h200/lite.sh q28_part --model qwen2.5-0.5b
# --max-ctx 4096 --knob "gemv.l2_partner='9728x896:76,1152x896:36'"`) against q28_main (main:
# byte-identical to q27_epil): same bits, the A/B (two passes), the 1000-replay race test.
# Carry .carry/wheels .carry/libs .carry/lab_tl .carry/lite_q28_main .carry/lite_q28_part.
. bench/h200/lib.sh
setup_call tl3 "q28_main q28_part"
OUT=$R timeout 150 python3 bench/lab_timeline.py run .carry/lab_tl > $R/lab_timeline.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; grep -v Warning $R/lab_timeline.log | grep -v "blocks after" | cut -c1-200
same_bits q28_main q28_part qwen_part 60
ab_step 2 "q28_main q28_part" --m 1,8,16 --lengths 512,4095
finish_call tl3
race1000 q28_part 110
finish_call tl3
