# Call Z4 (fifteenth session, about a minute; the kernel knob and the lab set as of 06ad94f, both removed after it): lab set head_persist, the Qwen LM head with the
# final norm (main's plan, PDL) on a grid of 132 / 264 / 396 / 528 CTAs walking its 2374 column
# tiles in turn (gemv_mma `persist`), against one CTA a tile: whether the ~1.2 us of fixed cost
# a wave (bench/results/wring/z1) is the CTAs' start and end. A mapping: `same_as` the default,
# M = 1..17. Build: `python3 bench/lab_kernels.py build .carry/headp --set head_persist`.
# Carry .carry/wheels .carry/headp.
. bench/h200/lib.sh
setup_call z4 ""
lab_run headp 150
finish_call z4
