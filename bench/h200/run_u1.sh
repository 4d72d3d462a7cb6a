# Call U1 (fourteenth session): the weight ring in shared memory, round 2. Lab
# (`python3 bench/lab_kernels.py build .carry/wringlab2 --set wring2`): the depths that did not
# launch in T4 (all shared memory now dynamic), wo, qkv at 2-4 blocks, the LM head with and
# without the final norm folded (gemv_mma.VOCAB_NORM), each `same_as` its register ring. Then
# main with gemv_mma.weight_ring's default (gate_up's shape at 4 blocks; `.carry/lite_q14_wr`,
# `python3 build.py --target cuda --model qwen2.5-0.5b --max-ctx 4096`) against q12_main
# (main before it): same bits, alternating A/B at M = 1, 8, 16, the 1000-replay race test
# (cp.async adds a hazard of its own).
# Carry .carry/wheels .carry/libs .carry/wringlab2 .carry/lite_q12_main .carry/lite_q14_wr.
. bench/h200/lib.sh
setup_call u1 "q12_main q14_wr"
lab_run wringlab2 150
same_bits q12_main q14_wr q14_wr 120 1,64,511,2047,4095
ab_step 2 "q12_main q14_wr" --m 1,8,16 --lengths 512,4095
race1000 q14_wr 150
finish_call u1
