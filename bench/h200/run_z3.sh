# Call Z3 (fifteenth session, about 4 minutes): SmolLM2's Q8_0 LM head taking the final norm,
# folded into its K loop (gemv_mma.fits no longer keeps quantized vocabulary projections from
# the norm: the prologue that made them slow is gone since the fold; 242 registers against 211,
# no spill; one kernel fewer a step). s16_qf (`python3 build.py --target cuda --model
# smollm2-135m-shape --max-ctx 2048` with it) against s16_main (main): A/B at M = 1, 8, 16; a new
# order of the final norm, so its own parity, float64 check and 1000-replay race test.
# Carry .carry/wheels .carry/libs .carry/lite_s16_main .carry/lite_s16_qf.
. bench/h200/lib.sh
new_order_call z3 s16_main s16_qf 100,1000 200 90
