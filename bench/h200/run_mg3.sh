# Call MG3 (twentieth session, about 4 minutes): the merge's group size. MG1 measured groups of 8
# chunks against one merge: -7% / -10% step at M = 8 / 16 at 4088 positions, but +5% at M = 1 at
# 512 (a 9-chunk row: two levels for one chunk more) and no gain at M = 1 at 4095. 1. The
# attention lab (`python bench/lab_attention.py build .carry/lab_attn20b`): groups of 8 (default),
# 16, 32 and one merge (flat), each bitwise against the single-CTA kernel of its own order,
# timed alone at 64 .. 4096 positions. 2. The Qwen shape (`python3 build.py --target cuda --model
# qwen2.5-0.5b --max-ctx 4096`: q19_main main's one merge, q20_grp groups of 8, q20_g16 / q20_g32
# with `--knob attention.group=16 / 32`): A/B at M = 1, 8, 16 at 512, 2048 and 4095 positions.
# Carry .carry/wheels .carry/libs .carry/lab_attn20b .carry/lite_q19_main .carry/lite_q20_grp
# .carry/lite_q20_g16 .carry/lite_q20_g32.
. bench/h200/lib.sh
setup_call mg3 "q19_main q20_grp q20_g16 q20_g32"
OUT=$R timeout 200 python3 bench/lab_attention.py run .carry/lab_attn20b > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; cut -c1-160 $R/lab_attention.log | grep -v "^  M=.* L=64 "
ab_step 2 "q19_main q20_grp q20_g16 q20_g32" --m 1,8,16 --lengths 512,2048,4095
finish_call mg3
