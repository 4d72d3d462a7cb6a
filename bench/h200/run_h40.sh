# Call H40 (thirty-first session, any card, ~6 minutes). (1) What the grid's dead chunk CTAs
# cost since solo (each attention CTA takes a whole SM's shared memory, so the 896 dead CTAs of
# M=8 @480 pass one an SM): main (q45_main, --max-ctx 4096: 64 chunk CTAs a row and group)
# against main built for 512 positions (q47_c512: `bash bench/h200/lite.sh q47_c512 --model
# qwen2.5-0.5b --max-ctx 512`: its grid is its live CTAs), M=1, 8, 16 @480, two passes (H33, before
# solo: 1% M=8, 3% M=16). (2) wo's launch_dependents after its wait (q48_wotrig: `bash
# bench/h200/lite.sh q48_wotrig --model qwen2.5-0.5b --max-ctx 4096 --knob
# "gemv.trigger_waited='896x896:1'"`: gate_up's CTAs and their 17 MB L2 prefetch start only once
# attention has ended, not beside its arrival): same bits as main, then the step at @480 (in
# (1)) and @4095. (3) TL17, the timeline lab (`python3 bench/lab_timeline.py build
# .carry/lab_tl`): M=1's arrival with wo's / gate_up's L2 prefetch off and with wo's trigger after
# its wait (variant wo_trigger_waited), phase by phase.
# Carry .carry/wheels .carry/libs .carry/lab_tl .carry/lite_q45_main .carry/lite_q47_c512
# .carry/lite_q48_wotrig.
. bench/h200/lib.sh
setup_call h40 "q45_main q47_c512 q48_wotrig"
card_name
ab_step 2 "q45_main q47_c512 q48_wotrig" --m 1,8,16 --lengths 480
finish_call h40
same_bits q45_main q48_wotrig qwen_wotrig 60 1,511,4095
ab_step 2 "q45_main q48_wotrig" --m 1,8,16 --lengths 4095
finish_call h40
OUT=$R timeout 150 python3 bench/lab_timeline.py run .carry/lab_tl > $R/lab_timeline.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"
grep -E "^M=|same bits|attention window|^[0-9]+ failing|BAD" $R/lab_timeline.log | cut -c1-180 | head -40
finish_call h40
