# Call M7 (eighth session): branch smol-head, SmolLM2's tied Q8_0 LM head with 4 outputs a lane
# group instead of 2 (X is read once for 4 outputs: ncu, call M3, showed the head at 25 us, DRAM
# 25%, L1 57% busy), weight ring 1 (t4_1) or 2 (t4_2), against main (.carry/smol_main); all on the
# SmolLM2-135M shape (random Q4_1 / Q8_0 planes, main's kernels). Two alternating passes, the bits
# of each against main's. Carry .carry/wheels .carry/libs .carry/lite_smol_main
# .carry/lite_smol_t4_1 .carry/lite_smol_t4_2.
. bench/h200/lib.sh
setup_call m7 "smol_main smol_t4_1 smol_t4_2"
ab_step 2 "smol_main smol_t4_1 smol_t4_2" --m 1,8,16 --lengths 100,1000
for a in smol_t4_1 smol_t4_2; do same_bits smol_main $a $a; done
finish_call m7
