# Call MG4 (twentieth session, about 5 minutes): the merge in groups of 8 only for rows of more
# than 32 chunks (plan.group_above; shorter rows merge once, main's order and bits). MG3: groups
# of 8 past 8 chunks cost M=1 5% at 512 positions (two levels for a 9-chunk row) and gained 2-10%
# at M = 8, 16 past 2048; groups of 32 gained nothing. 1. The attention lab (`python
# bench/lab_attention.py build .carry/lab_attn20c`): default (8 past 32), flat, g8 (8 past 8),
# each against the single-CTA kernel of its order. 2. The Qwen shape (`python3 build.py --target
# cuda --model qwen2.5-0.5b --max-ctx 4096`: q20_ga today's default, q19_main one merge, q20_grp
# groups of 8 past 8): A/B at M = 1, 8, 16 at 512, 2048, 3072 and 4095 positions, two passes;
# q20_ga's own row parity, float64 check and 1000-replay race test.
# Carry .carry/wheels .carry/libs .carry/lab_attn20c .carry/lite_q19_main .carry/lite_q20_grp
# .carry/lite_q20_ga.
. bench/h200/lib.sh
setup_call mg4 "q19_main q20_grp q20_ga"
OUT=$R timeout 200 python3 bench/lab_attention.py run .carry/lab_attn20c > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; cut -c1-160 $R/lab_attention.log | grep -v "^  M=.* L=64 "
ab_step 2 "q19_main q20_ga q20_grp" --m 1,8,16 --lengths 512,2048,3072,4095
own_order q20_ga 200 90
race1000 q20_ga 150
finish_call mg4
