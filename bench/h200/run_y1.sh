# Call Y1 (fifteenth session, about 2 minutes; run_r2b.sh and run_y3.sh must follow at once on the
# warm machine): the Qwen LM head's top-2 epilogue (q15_t2e: main with gemv_mma.TOP2_EPILOGUE =
# True; SmolLM2's was slower in X4): same bits as main, A/B at M = 1, 8, 16; and the real-weight
# SmolLM2 builds staged with GGUF part 1 for run_y3.sh (stage_real).
# Carry .carry/wheels .carry/libs .carry/lite_q15_main .carry/lite_q15_t2e .carry/h1
# .carry/lite_smol_kv_real .carry/lite_smol_kv_draft.
. bench/h200/lib.sh
setup_call y1 "q15_main q15_t2e smol_kv_real smol_kv_draft"
stage_real smol_kv_real smol_kv_draft
same_bits q15_main q15_t2e q15_t2e 120 1,511,4095
ab_step 2 "q15_main q15_t2e" --m 1,8,16 --lengths 512,4095
finish_call y1
