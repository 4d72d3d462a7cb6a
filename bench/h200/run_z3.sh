# Call Z3 (fifteenth session, about 4 minutes): SmolLM2's Q8_0 LM head taking the final norm,
# folded into its K loop (gemv_mma.fits no longer keeps quantized vocabulary projections from
# the norm: the prologue that made them slow is gone since the fold; 242 registers against 211,
# no spill; one kernel fewer a step). s16_qf (`python3 build.py --target cuda --model
# smollm2-135m-shape --max-ctx 2048` with it) against s16_main (main): A/B at M = 1, 8, 16; a new
# order of the final norm, so its own parity, float64 check and 1000-replay race test.
# Carry .carry/wheels .carry/libs .carry/lite_s16_main .carry/lite_s16_qf.
. bench/h200/lib.sh
setup_call z3 "s16_main s16_qf"
ab_step 2 "s16_main s16_qf" --m 1,8,16 --lengths 100,1000
own_order s16_qf 200 90
race1000 s16_qf 150
finish_call z3
