# Call S5 (thirteenth session): where gate_up and down (the new default, q10_w) stall, by
# instruction: Nsight Compute warp-state and source counters (SASS with stall samples) of the
# step's gate_up and down kernels at M=1, 512 positions. Carry .carry/wheels .carry/libs
# .carry/lite_q10_w.
. bench/h200/lib.sh
setup_call s5 "q10_w"
ncu_sass q10_w 1 512 n9728 n896_k4864
finish_call s5
