# Call N4 (ninth session): branch mma-quant after the smolq lab (more warps a CTA, one tile below
# 768 outputs, q4 nibbles by mask + magic + one bf16x2 subtract, q8 bytes by I2F) on the
# SmolLM2-135M shape: its own row parity (M = 1..17, 100 graph replays; a new order, so no
# same_bits against main), the float64 tier, alternating A/B against main's lane kernels
# (.carry/smol_main) with and without PDL, the PDL build's bits against the plain one. Then it
# stages run_n3.sh (which must follow on the warm machine): GGUF part 1 into /tmp/gg, the
# real-weight builds into /tmp/art.
# Carry .carry/wheels .carry/libs .carry/h1 .carry/lite_smol_main .carry/lite_smol_mq2
# .carry/lite_smol_mq2_pdl .carry/lite_smol_mq2_real .carry/lite_smol_mq2_draft.
. bench/h200/lib.sh
setup_call n4 "smol_main smol_mq2 smol_mq2_pdl smol_mq2_real smol_mq2_draft"
stage_real smol_mq2_real smol_mq2_draft
own_order smol_mq2 150 120
ab_step 2 "smol_main smol_mq2 smol_mq2_pdl" --m 1,8,16 --lengths 100,1000
same_bits smol_mq2 smol_mq2_pdl mq2_pdl
finish_call n4
