# Call X3 (prepared in the fourteenth session, about 6 minutes): gate_up's post-wait chain in the
# step. With PDL a GEMV loads its first ring blocks before griddepcontrol.wait and the rest of
# its K range after it, so the lab (no PDL, every load timed) can mislead: wring/u1's 8.6 ->
# 6.5 us alone bought nothing in the step. Main against, all with gate_up alone changed:
#   q15_gr4  its weight ring in shared memory, 4 blocks (`--knob gemv.wring=4 --knob
#            gemv.wring_n=9728`; a mapping: same bits)
#   q15_gr6  6 blocks, so 5 of a warp's 7 are in flight before the wait (`gemv.wring=6`; 124
#            registers, no spill; 7 spills: its X ring takes 7 slots)
#   q15_gw7  7 warps of 4 blocks, ring 4 in shared memory, 2 CTAs an SM (a new order: main with
#            gemv_mma.shape_plan's `(4, 2)` for 2048 < N < VOCAB_N, K < 2048 -> `(7, 4, 2)` and
#            ctas_per_sm's 3 -> 2, plus the two knobs above; 122 registers; prepare_next.sh
#            builds it that way). If it wins, its own order needs own_order + race1000 before
#            any merge.
# And the top-2 epilogue of the LM head (q15_t2e: main with gemv_mma.TOP2_EPILOGUE = True, so
# fuse_top2_epilogue folds the top-2 kernel into the head: 8 kernels; the head 210 registers, no
# spill): the same bits by construction (the top-2 order is total), so same_bits against main,
# the 1000-replay race test (a new counter and merge), and the A/B. If it wins: TOP2_EPILOGUE on.
# Carry .carry/wheels .carry/libs .carry/lite_q15_main .carry/lite_q15_gr4 .carry/lite_q15_gr6
# .carry/lite_q15_gw7 .carry/lite_q15_t2e.
. bench/h200/lib.sh
setup_call x3 "q15_main q15_gr4 q15_gr6 q15_gw7 q15_t2e"
same_bits q15_main q15_t2e q15_t2e 120 1,511,4095
same_bits q15_main q15_gr4 q15_gr4 120 1,511,4095
same_bits q15_main q15_gr6 q15_gr6 120 1,511,4095
ab_step 2 "q15_main q15_gr4 q15_gr6 q15_gw7 q15_t2e" --m 1,8,16 --lengths 512
race1000 q15_t2e 150
finish_call x3
