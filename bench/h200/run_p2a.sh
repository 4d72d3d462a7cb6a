# Call P2a (twenty-fourth session, the last ~4 minutes of device time): run_p2.sh's Qwen half
# (q31_p2 against q19_main, one pass; then its own order's row parity and float64 tier).
# Carry .carry/wheels .carry/libs .carry/lite_q19_main .carry/lite_q31_p2.
. bench/h200/lib.sh
setup_call p2a "q19_main q31_p2"
ab_step 1 "q19_main q31_p2" --m 1,8,16 --lengths 512,4095
finish_call p2a
own_order q31_p2 150 60
finish_call p2a
