# Call N1 (ninth session): branch mma-quant, SmolLM2-135M's quantized GEMVs on the tensor-core
# kernel speccc.schedules.cuda.gemv_mma_quant (Q4_1 qkv+norm+rope_kv, wo+residual,
# gate_up+norm+silu_mul, down+residual; the Q8_0 tied LM head+norm): per quantization block
# S_q = MMA of X's three bf16 parts with the quants converted exactly to bf16, S_x (Q4_1) = the
# same MMAs with a B of ones, y = fma(d, S_q, y) then fma(m, S_x, y); flat in M like Qwen's
# 16-bit gemv_mma (main's lane GEMVs take 1.7-2.4x their M=1 time at M=8). All on the
# SmolLM2-135M shape (random Q4_1 / Q8_0 planes), without PDL (the model default).
#
# The reduction order changed (per 32-element block, then d and m), so the new build's bits are
# NOT compared with main's: no same_bits here. Its checks are its own:
#   gpu_parity   every op's output rows of an M-row step bitwise those of M single steps,
#                M = 1..17 at the boundary cache lengths, and 100 graph replays of each M-step
#                giving the same bits (the rule this kernel must keep)
#   gpu_check    logits against the float64 reference within the tolerance tier (4 prompts),
#                and the engine's M-step parity
# then the speed: alternating gpu_step passes against main (.carry/smol_main) at M = 1, 8, 16,
# and ncu of the new GEMVs at M=8 (the first five gemv launches of a replay: qkv, wo, gate_up,
# down of layer 0, qkv of layer 1; then the LM head alone).
# Priority if time runs short: parity, check, A/B; ncu last.
#
# Carry .carry/wheels .carry/libs .carry/lite_smol_main .carry/lite_smol_mmaq (the build of
# this branch: build.py --target cuda --model smollm2-135m-shape, runtime libraries left out)
# .carry/lite_smol_mmaq_pdl (the same with SPECCC_PDL=1: PDL was off for SmolLM2 because it
# slowed the lane GEMVs at M = 8, 16; its bits equal smol_mmaq's, PDL moves no value).
. bench/h200/lib.sh
setup_call n1 "smol_main smol_mmaq smol_mmaq_pdl"
own_order smol_mmaq 200 150
ab_step 2 "smol_main smol_mmaq smol_mmaq_pdl" --m 1,8,16 --lengths 100,1000
same_bits smol_mmaq smol_mmaq_pdl mmaq_pdl
ncu_sections ncu_mmaq_m8 smol_mmaq 8 100 "gemv" 5 60
ncu_sections ncu_mmaq_head_m8 smol_mmaq 8 100 "gemv_n49152" 1 40
grep -E "^  gemv|Duration|Registers Per|Achieved Occupancy" $R/ncu_mmaq_m8.txt | cut -c1-160 | head -30
finish_call n1
