# Call T4 (prepared in the thirteenth session): the wring lab (`python3 bench/lab_kernels.py
# build .carry/wringlab --set wring`, prepare_next.sh): the Qwen-shape GEMVs with the weight ring
# in (dynamic) shared memory filled by cp.async, 2-8 blocks deep, against today's register ring:
# every variant must equal it bitwise (same_as, M = 1..17; a mapping), then the times. The LM
# head's register ring is 2 blocks at 255 registers (136-194 with the shared ring, no spill).
# Then the step with one depth for every GEMV (`--knob gemv.wring=3` / `=4`: q12_wr3, q12_wr4,
# prepare_next.sh): same bits against main's q12_main, A/B at M = 1, 8, 16. If a depth wins, give
# it to the plan (a per-shape choice). Carry .carry/wheels .carry/libs .carry/wringlab
# .carry/lite_q12_main .carry/lite_q12_wr3 .carry/lite_q12_wr4.
. bench/h200/lib.sh
setup_call t4 "q12_main q12_wr3 q12_wr4"
lab_run wringlab 150
same_bits q12_main q12_wr3 q12_wr3 120 1,511,4095
same_bits q12_main q12_wr4 q12_wr4 120 1,511,4095
ab_step 2 "q12_main q12_wr3 q12_wr4" --m 1,8,16 --lengths 512,4095
finish_call t4
