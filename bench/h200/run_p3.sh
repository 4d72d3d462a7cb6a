# Call P3 (prepared in the twenty-fourth session, about 6 minutes): what P2a left. 1. The
# 1000-replay race test of main's Qwen-shape build with two X parts (q32_main: `bash
# bench/h200/lite.sh q32_main --model qwen2.5-0.5b --max-ctx 4096`, byte-identical to P2a's
# q31_p2). 2. The quantized kernel's two-part order: s31_p2 (`--model smollm2-135m-shape
# --max-ctx 2048 --knob gemv.parts=2`) against s19_main (main: three parts), one pass, then its
# own order's row parity and float64 tier. If it holds, the real-weight SmolLM2 spec == greedy
# run (real_spec) decides the quantized default.
# Carry .carry/wheels .carry/libs .carry/lite_q32_main .carry/lite_s19_main .carry/lite_s31_p2.
. bench/h200/lib.sh
setup_call p3 "q32_main s19_main s31_p2"
race1000 q32_main 150
finish_call p3
ab_step 1 "s19_main s31_p2" --m 1,8,16 --lengths 100,1000
finish_call p3
own_order s31_p2 150 80
finish_call p3
