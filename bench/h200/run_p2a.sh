# Call P2a (twenty-fourth session, the session's last ~4 minutes of device time): the
# tensor-core GEMVs with plan.parts = 2 (X's first two bf16 parts, x1 + x2: a new order; TL8:
# the chain 7-9% faster, its output 1e-5 from the three-part one). q31_p2 (`bash
# bench/h200/lite.sh q31_p2 --model qwen2.5-0.5b --max-ctx 4096 --knob gemv.parts=2`) against
# q19_main (three parts), one pass; then its own order (own_order: bitwise row parity M=1..17 at
# 12 lengths with graph replays; the float64 tier, 4 prompts). SmolLM2's half: run_p3.sh.
# Carry .carry/wheels .carry/libs .carry/lite_q19_main .carry/lite_q31_p2.
. bench/h200/lib.sh
setup_call p2a "q19_main q31_p2"
ab_step 1 "q19_main q31_p2" --m 1,8,16 --lengths 512,4095
finish_call p2a
own_order q31_p2 150 60
finish_call p2a
