# Call X2 (prepared in the fourteenth session, about 2 minutes): gate_up's warp splits and tiles
# again, now with its weight ring in shared memory (lab set qwen_par3: `python3
# bench/lab_kernels.py build .carry/par3lab --set qwen_par3`; ptxas at build: every variant 80-162
# registers, only c6 spills, against the register ring's 168), every case
# built with PDL, so a launch's loads before its wait overlap the launch before it as in the
# step (the lab without PDL misled: wring/u1's 8.6 -> 6.5 us bought nothing there). Each warp
# split is its own order: the lab checks each case's row parity M = 1..17 and float64. Issue 10
# wants gate_up >= 2.8 TB/s (6.2 us); in the step it adds 7.8 (W1). If a case beats 6.5 us alone
# by a clear margin, build main with it (gemv_mma.shape_plan / weight_ring) and A/B it in the
# step before anything else (u1: the lab's 8.6 -> 6.5 bought nothing in the step).
# Carry .carry/wheels .carry/par3lab.
. bench/h200/lib.sh
setup_call x2 ""
lab_run par3lab 150
finish_call x2
