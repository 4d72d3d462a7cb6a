# Call P2 (twenty-fourth session, about 6 minutes): the tensor-core GEMVs with plan.parts = 2
# (X's first two bf16 parts, x1 + x2: a new order; TL8: the chain 7-9% faster, its output 1e-5
# from the three-part one). q31_p2 (`bash bench/h200/lite.sh q31_p2 --model qwen2.5-0.5b
# --max-ctx 4096 --knob gemv.parts=2`), s31_p2 (`--model smollm2-135m-shape --max-ctx 2048`,
# the same knob): each checked on its own (own_order: bitwise row parity M=1..17 at 12 lengths
# with graph replays; the float64 tier, 4 prompts) and timed against main's build (one pass).
# Carry .carry/wheels .carry/libs .carry/lite_q19_main .carry/lite_q31_p2 .carry/lite_s19_main
# .carry/lite_s31_p2.
. bench/h200/lib.sh
setup_call p2 "q19_main q31_p2 s19_main s31_p2"
ab_step 1 "q19_main q31_p2" --m 1,8,16 --lengths 512,4095
finish_call p2
own_order q31_p2 200 100
finish_call p2
ab_step 1 "s19_main s31_p2" --m 1,8,16 --lengths 100,1000
finish_call p2
own_order s31_p2 150 80
finish_call p2
