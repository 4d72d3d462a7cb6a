# Call P2 (seventeenth session, about 5 minutes; run_r2b.sh and run_o7.sh follow at once on the
# warm machine): P1 found SmolLM2's wo (576x576, Q4_1) faster at 2 output tiles a warp than at 1;
# the down projection (576x1536) has the same outputs and takes 1 tile too (gemv_mma_quant's
# SMALL_N). Builds of the SmolLM2 shape (`--model smollm2-135m-shape --max-ctx 2048`): p1_smain
# (main), p1_swo2 (`--knob "gemv.tiles='576x576:2'"`), p2_sdown2 (`'576x1536:2'`), p2_swd2
# (`'576x576:2,576x1536:2'`). Same bits against main, the A/B at M = 1, 8, 16 (100 positions, two
# passes; 1000 positions, one), 1000 graph replays a step of p2_swd2 and p1_swo2; then stages the
# real-weight builds and GGUF part 1 (stage_real) for run_o7.sh.
# Carry .carry/p2set (wheels, libs, lite_p1_smain, lite_p1_swo2, lite_p2_sdown2, lite_p2_swd2,
# lite_smol_kv_real, lite_smol_kv_draft; copied into .carry/ first) and .carry/h1.
. bench/h200/lib.sh
setup_call p2 "p1_smain p1_swo2 p2_sdown2 p2_swd2 smol_kv_real smol_kv_draft"
stage_real smol_kv_real smol_kv_draft
for b in p2_sdown2 p2_swd2; do same_bits p1_smain $b $b 60 1,100,1000; done
ab_step 2 "p1_smain p1_swo2 p2_sdown2 p2_swd2" --m 1,8,16 --lengths 100
ab_step 1 "p1_smain p1_swo2 p2_sdown2 p2_swd2" --m 1,8 --lengths 1000
race1000 p2_swd2 120
race1000 p1_swo2 120
finish_call p2
