# Call TL8 (twenty-fourth session, about 1 minute on the GPU): the timeline lab (`python3
# bench/lab_timeline.py build .carry/lab_tl`) with gemv_mma's probe "two_part": X's first two
# bf16 parts only (x1 + x2, 17 of fp32's 24 significand bits) in gate_up, down and all four
# GEMVs, and TL7's one-part bound again, each timed against the chain as built and its output's
# max relative difference from the chain's (a numerics choice, not an exactness one: every
# row's parts would still sit at fixed places). Carry .carry/wheels .carry/lab_tl.
bash bench/h200/run_tl.sh tl8 | grep -E "^M=|same bits|rc="
