# Call H36 (thirtieth session, any card, ~4 minutes): split attention alone on its SM. TL15 saw
# 128 live attention CTAs run two a SM on 65 SMs (qkv's CTAs leave no room beside them) with
# their shared-memory phases ~1.4x slower. First the timeline lab (TL16: VARIANTS attn_solo and
# attn_loads32 in the chain, same bits checked, timed against the chain as built), then the
# step: q44_solo (main with --knob attention.solo_pad=81920: 80 KB of dynamic shared memory,
# never read, so one attention CTA an SM) against q42_main, same bits first, then two passes
# at M = 1, 8, 16 @512 and 4096.
# Builds: `bash bench/h200/lite.sh q44_solo --model qwen2.5-0.5b --max-ctx 4096 --knob
# attention.solo_pad=81920`, `python3 bench/lab_timeline.py build .carry/lab_tl`.
# Carry .carry/wheels .carry/libs .carry/lab_tl .carry/lite_q42_main .carry/lite_q44_solo.
. bench/h200/lib.sh
setup_call h36 "q42_main q44_solo"
card_name
OUT=$R timeout 120 python3 bench/lab_timeline.py run .carry/lab_tl > $R/lab_timeline.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"
grep -E "^M=|same bits|attention window" $R/lab_timeline.log | cut -c1-160
finish_call h36
same_bits q42_main q44_solo qwen_solo 90 1,64,511,4095
finish_call h36
ab_step 2 "q42_main q44_solo" --m 1,8,16 --lengths 512,4096
finish_call h36
