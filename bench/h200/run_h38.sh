# Call H38 (thirtieth session, ran on an H100; merge_smem removed after it: git history 0a12a4d,
# bench/results/timeline/h38/), ~4 minutes: split attention's merge through shared
# memory (attention.merge_smem: the last CTA copies its heads' live chunk partials by cp.async
# into the dynamic shared memory solo reserves, grown to 7 x 64 x 64 floats, in one round trip,
# then the same scans and folds). The timeline lab (variants attn_paired, attn_msmem: same bits
# against the chain, timed against it), then q46_msmem (main with --knob
# attention.merge_smem=True) against q45_main (main): same bits at 1..4095 x M 1..17, one A/B
# pass at M = 1, 8, 16 @512 and 4096.
# Builds: `bash bench/h200/lite.sh q46_msmem --model qwen2.5-0.5b --max-ctx 4096 --knob
# attention.merge_smem=True`, q45_main (prepare_next.sh), `python3 bench/lab_timeline.py build
# .carry/lab_tl`.
# Carry .carry/wheels .carry/libs .carry/lab_tl .carry/lite_q45_main .carry/lite_q46_msmem.
. bench/h200/lib.sh
setup_call h38 "q45_main q46_msmem"
card_name
OUT=$R timeout 100 python3 bench/lab_timeline.py run .carry/lab_tl > $R/lab_timeline.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"
grep -E "^M=|same bits|attention window|^[0-9]+ failing|BAD" $R/lab_timeline.log | cut -c1-160
finish_call h38
same_bits q45_main q46_msmem qwen_msmem 90 1,64,65,511,2047,2111,4095
finish_call h38
ab_step 1 "q45_main q46_msmem" --m 1,8,16 --lengths 512,4096
finish_call h38
