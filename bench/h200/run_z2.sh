# Call Z2 (fifteenth session, about a minute; the kernel and the set as of 974bcac, both removed after it): lab set qwen_head2, the LM head with the final
# norm with the warp partials in the weight ring's shared memory (gemv_mma RED_IN_RING: the
# ring is free after the K loop), rings of 4 (main's), 5, 6, 7 blocks and 16 tiles a CTA. In
# Z1 the deeper rings fell to 1 CTA an SM (7 blocks: M=1 71.1 us, M=16 +16%). A mapping: each
# case's row parity M = 1..17 and float64 checked by the lab.
# Carry .carry/wheels .carry/headlab2.
. bench/h200/lib.sh
setup_call z2 ""
lab_run headlab2 150
finish_call z2
