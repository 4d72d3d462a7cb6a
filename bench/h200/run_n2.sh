# Call N2 (ninth session, after run_n1.sh holds; run_n3.sh must follow on the warm machine, the
# two back to back): SmolLM2-135M with the real weights on the gemv_mma_quant build. This call
# only stages: the wheels, GGUF part 1 stashed in /tmp/gg, the real-weight builds of this branch
# (build.py --target cuda --model smollm2-135m, and --draft-layers 6) stashed in /tmp/art.
# Carry .carry/wheels .carry/libs .carry/h1 .carry/lite_smol_mmaq_real .carry/lite_smol_mmaq_draft.
. bench/h200/lib.sh
setup_call n2 "smol_mmaq_real smol_mmaq_draft"
stage_real smol_mmaq_real smol_mmaq_draft
ls -la /tmp/gg /tmp/art | head
finish_call n2
