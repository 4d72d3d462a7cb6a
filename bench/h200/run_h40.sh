# Call H40 (thirty-first session, any card, ~3 minutes): what the grid's dead chunk CTAs cost
# since solo (each attention CTA now takes a whole SM's shared memory, so the 896 dead CTAs of
# M=8 @480 pass one an SM): main (q45_main, --max-ctx 4096: 64 chunk CTAs a row and group)
# against main built for 512 positions (q47_c512: `bash bench/h200/lite.sh q47_c512 --model
# qwen2.5-0.5b --max-ctx 512`: 8, so the grid is its live CTAs), M=1, 8, 16 @480, two passes
# (H33 measured the same before solo: 1% M=8, 3% M=16). Then TL17 (the timeline lab: M=1's
# arrival with wo's / gate_up's L2 prefetch off; `python3 bench/lab_timeline.py build .carry/lab_tl`).
# Carry .carry/wheels .carry/libs .carry/lab_tl .carry/lite_q45_main .carry/lite_q47_c512.
. bench/h200/lib.sh
setup_call h40 "q45_main q47_c512"
card_name
ab_step 2 "q45_main q47_c512" --m 1,8,16 --lengths 480
finish_call h40
OUT=$R timeout 150 python3 bench/lab_timeline.py run .carry/lab_tl > $R/lab_timeline.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"
grep -E "^M=|same bits|attention window|arriv|^[0-9]+ failing|BAD" $R/lab_timeline.log | cut -c1-180 | head -40
finish_call h40
