# Call AT3 (twenty-first session, about 3 minutes). 1. AT2's timeline with the compute split
# into scores, softmax and P.V (`python3 bench/lab_attention.py build .carry/lab_trace2`: Qwen
# shape `traced`; SmolLM2 shape `rows1`, its kernel at one row a CTA, which AT2's lab timed
# faster than the two-row default alone). 2. That mapping in SmolLM2's step: s21_r1 (`bash
# bench/h200/lite.sh s21_r1 --model smollm2-135m-shape --max-ctx 2048 --knob attention.rows=1`)
# against s19_main: same bits, the A/B at M = 1, 8, 16 (two passes).
# Carry .carry/wheels .carry/libs .carry/lab_trace2 .carry/lite_s19_main .carry/lite_s21_r1.
. bench/h200/lib.sh
setup_call at3 "s19_main s21_r1"
OUT=$R timeout 300 python3 bench/lab_attention.py run .carry/lab_trace2 > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; cut -c1-500 $R/lab_attention.log | tail -42
same_bits s19_main s21_r1 smol_r1 90
ab_step 2 "s19_main s21_r1" --m 1,8,16 --lengths 100,1000,2000
finish_call at3
