# Call TL7 (twenty-fourth session, about 1 minute on the GPU): the timeline lab (`python3
# bench/lab_timeline.py build .carry/lab_tl`) with gemv_mma's timing probes (not exact; outputs
# checked to differ): one MMA a k-step instead of the exact split's three ("one_part") in each
# GEMV and in all four, with and without the weight loads ("no_w") and X ("no_x"): how much of
# gate_up's ~5.5 us that TL6 found neither weights nor X the MMAs take.
# Carry .carry/wheels .carry/lab_tl.
bash bench/h200/run_tl.sh tl7 | grep -E "^M=|same bits|rc="
