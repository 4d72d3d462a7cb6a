# Call MK1 (twenty-second session, about 6 minutes): split attention's chunk partials merged by a
# second kernel of the op's PrimFunc (`attention.merge='kernel'`: one warp per (row, q head), 32
# partials in flight a batch) instead of the last chunk CTA to arrive (AT3: that merge is 3.2 us
# of the Qwen kernel's 6.8 at 4096 positions, the arrival 0.64). 1. The lab (`python3
# bench/lab_attention.py build .carry/lab_mk`): kinds default, traced, merge_kernel,
# merge_kernel16 bitwise against the single-CTA kernel, 100 replays, timed (own time, no PDL).
# 2. The step: q22_mk (`bash bench/h200/lite.sh q22_mk --model qwen2.5-0.5b --max-ctx 4096
# --knob "attention.merge='kernel'"`) against q19_main, s22_mk (`--model smollm2-135m-shape
# --max-ctx 2048`) against s19_main: same bits, the A/B (two passes), the race test.
# Carry .carry/wheels .carry/libs .carry/lab_mk .carry/lite_q19_main .carry/lite_s19_main
# .carry/x22 (lite_q22_mk, lite_s22_mk).
mv .carry/x22/* .carry/
. bench/h200/lib.sh
setup_call mk1 "q19_main s19_main q22_mk s22_mk"
OUT=$R timeout 200 python3 bench/lab_attention.py run .carry/lab_mk > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; grep -E "bitwise|seen|^  us|M=1 L=(64|512|4096)|M=8 L=(512|4096)|M=16 L=4096" $R/lab_attention.log | cut -c1-400
same_bits q19_main q22_mk qwen_mk 90
same_bits s19_main s22_mk smol_mk 90
ab_step 2 "q19_main q22_mk" --m 1,8,16 --lengths 512,4095
ab_step 2 "s19_main s22_mk" --m 1,8,16 --lengths 100,1000
race1000 q22_mk 80
race1000 s22_mk 80
finish_call mk1
