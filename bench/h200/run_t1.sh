# Call T1 (prepared in the thirteenth session): the fold lab with SmolLM2's quantized normed GEMVs
# (`python3 bench/lab_kernels.py build .carry/foldlab2 --set fold`, bench/h200/prepare_next.sh):
# Q4_1 qkv + RoPE and gate_up + SiLU with the norm prologue (their default) and folded into the
# K loop (gemv_mma_quant.kernel's `fold` knob), each its own order checked alone; the Qwen cases
# again for reference, and the Qwen LM head taking the final norm folded (gemv_mma.VOCAB_NORM)
# against the norm-free head (today's, after the final norm's own kernel, ~2.1 us added in the
# step and no PDL overlap for the head): if lm_head_norm_fold costs less than the norm-free head
# plus ~2-3 us, set VOCAB_NORM (the fusion pass then fuses the final norm) and A/B it. If fold wins for SmolLM2, make it the quantized default (gemv_mma.kernel:
# `fold = eps is not None and (quant is None if fold is None else fold)` -> fold unless told
# otherwise), build `.carry/lite_s12_f` (SmolLM2 shape, --max-ctx 2048) and run run_t2.sh.
# Carry .carry/wheels .carry/foldlab2.
. bench/h200/lib.sh
setup_call t1 ""
lab_run foldlab2 100
finish_call t1
