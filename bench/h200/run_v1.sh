# Call V1 (fourteenth session): the LM head taking the final norm, folded (gemv_mma.VOCAB_NORM on:
# the fusion pass fuses the final norm into it, one kernel fewer) with its weight ring in shared
# memory 4 blocks deep (gemv_mma.weight_ring; lab u1: 75.2 us at M=1 against the norm-free
# head's 79.0 plus the norm's kernel). q14_vn (`python3 build.py --target cuda --model
# qwen2.5-0.5b --max-ctx 4096` with it) against q12_main in alternating A/B at M = 1, 8, 16;
# a new order of the final norm (its sum of squares folded), so checked on its own: bitwise row
# parity with graph replays, float64, the 1000-replay race test.
# Carry .carry/wheels .carry/libs .carry/lite_q12_main .carry/lite_q14_vn.
. bench/h200/lib.sh
new_order_call v1 q12_main q14_vn 512,4095 150 60
