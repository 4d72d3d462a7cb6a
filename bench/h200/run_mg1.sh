# Call MG1 (twentieth session, about 6 minutes): split attention's merge in groups of 8 chunks
# (plan.group; rows past 512 positions: a new order). 1. The attention lab (`python
# bench/lab_attention.py build .carry/lab_attn20`): `default` (groups) and `flat` (one merge,
# main's kernel) each bitwise against the single-CTA kernel of its own order at 13 lengths x
# M = 1..17, 100 replays, negative controls, then timed alone. 2. The Qwen shape (q20_grp:
# `python3 build.py --target cuda --model qwen2.5-0.5b --max-ctx 4096` with groups; q19_main:
# main's): A/B at M = 1, 8, 16 at 512 and 4095 positions, two passes; q20_grp's own row parity,
# float64 check and 1000-replay race test.
# Carry .carry/wheels .carry/libs .carry/lab_attn20 .carry/lite_q19_main .carry/lite_q20_grp.
. bench/h200/lib.sh
setup_call mg1 "q19_main q20_grp"
OUT=$R timeout 200 python3 bench/lab_attention.py run .carry/lab_attn20 > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; cut -c1-160 $R/lab_attention.log | tail -36
ab_step 2 "q19_main q20_grp" --m 1,8,16 --lengths 512,4095
own_order q20_grp 200 90
race1000 q20_grp 150
finish_call mg1
