# Call KB1 (twenty-first session, about 6 minutes). 1. The attention lab with a bfloat16 K/V
# cache (`python3 bench/lab_attention.py build .carry/lab_kvbf`: kinds `default`, main's split
# kernel on the float32 cache, and `kvbf16`, the same kernel reading the cache as bfloat16 and
# widening each value exactly as it stages it): both bitwise against the single-CTA kernel on a
# cache of bfloat16 values at 13 lengths x M = 1..17 with 100 replays and negative controls,
# then timed alone at M = 1, 8, 16 and 64..4096 positions: what half the K/V bytes would buy.
# 2. The twentieth session's review mend (mapped.driver_query, stream_wait._driver) on the
# H200: verify steps armed ahead (gpu_verify_gap: their top-2 bitwise the plain loop's, with a
# negative control) and the device decode loop (gpu_decode: tokens, pos, K/V of step_sample)
# on main's SmolLM2-shape build (s19_main).
# Carry .carry/wheels .carry/libs .carry/lab_kvbf .carry/lite_s19_main.
. bench/h200/lib.sh
setup_call kb1 "s19_main"
OUT=$R timeout 300 python3 bench/lab_attention.py run .carry/lab_kvbf > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; cut -c1-160 $R/lab_attention.log | tail -30
OUT=$R timeout 100 python3 bench/gpu_verify_gap.py .carry/s19_main --k 4,8 --steps 200 --reps 3 > $R/gap_s19_main.log 2>&1
echo "gap rc=$? $(( $(date +%s)-t0 ))s"; grep "^k=" $R/gap_s19_main.log | cut -c1-300; tail -3 $R/gap_s19_main.log | cut -c1-200
OUT=$R timeout 60 python3 bench/gpu_decode.py .carry/s19_main > $R/decode.log 2>&1
echo "decode rc=$? $(( $(date +%s)-t0 ))s"; grep -E "^(replay|steps|decode|ahead)|False|identical|same" $R/decode.log | cut -c1-160 | head -12
finish_call kb1
