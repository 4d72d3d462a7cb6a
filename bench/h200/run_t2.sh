# Call T2 (prepared in the thirteenth session), after run_t1.sh and the quantized fold made the
# default: s12_f (`python3 build.py --target cuda --model smollm2-135m-shape --max-ctx 2048`
# with it) against main's s10_w (prepare_next.sh) in alternating A/B, its own bitwise row
# parity with graph replays and float64 check, the 1000-replay race test. Then rebuild the
# real-weight lites (prepare_next.sh) and run run_r2.sh + run_r3.sh at once.
# Carry .carry/wheels .carry/libs .carry/lite_s10_w .carry/lite_s12_f.
. bench/h200/lib.sh
new_order_call t2 s10_w s12_f 100,1000 200 90
