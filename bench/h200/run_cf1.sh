# Call CF1 (twenty-first session, about 6 minutes): split attention's chunk compute with its
# loads ahead of the FMA chains, a mapping (the same serial sums): the scores' head-dim loop
# unrolled (`attention.score_unroll=True`) and P.V in unrolled blocks of 4 or 8 positions
# (`attention.pv_block=4|8`). AT3's timeline: scores 0.64 us, softmax 0.32, P.V 0.80 of a
# CTA's ~3.3 us before the merge. 1. The lab (`python3 bench/lab_attention.py build
# .carry/lab_fast`): every kind bitwise against the single-CTA kernel, timed; the Qwen shape's
# timeline of default and su_pb8. 2. The step: q21_sp4 / q21_sp8 (`bash bench/h200/lite.sh
# q21_spV --model qwen2.5-0.5b --max-ctx 4096 --knob attention.score_unroll=True --knob
# attention.pv_block=V`) against q19_main, s21_sp4 / s21_sp8 (`--model smollm2-135m-shape
# --max-ctx 2048`) against s19_main: same bits, the A/B (two passes), the race test of both 8s.
# Carry .carry/wheels .carry/libs .carry/lab_fast .carry/lite_q19_main .carry/lite_s19_main
# .carry/x21 (the four lite_*21_sp* builds).
mv .carry/x21/* .carry/
. bench/h200/lib.sh
setup_call cf1 "q19_main s19_main q21_sp4 q21_sp8 s21_sp4 s21_sp8"
OUT=$R timeout 200 python3 bench/lab_attention.py run .carry/lab_fast > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; grep -E "bitwise|M=1 L=(64|512|4096)|M=8 L=(512|4096)|M=16 L=4096|traced.*M=1 L=(512|4096)" $R/lab_attention.log | cut -c1-400
same_bits q19_main q21_sp8 qwen_sp8 90
same_bits s19_main s21_sp8 smol_sp8 90
ab_step 2 "q19_main q21_sp4 q21_sp8" --m 1,8,16 --lengths 512,4095
ab_step 2 "s19_main s21_sp4 s21_sp8" --m 1,8,16 --lengths 100,1000
race1000 q21_sp8 80
race1000 s21_sp8 80
finish_call cf1
