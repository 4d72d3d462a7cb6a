# Call T3 (prepared in the thirteenth session): where the default's kernels wait now that the
# norm prologue is folded (Nsight Compute stall sampling by SASS instruction of gate_up, qkv and
# down at M=1 @512, as run_s5.sh did before the fold), and split attention at two rows a CTA for
# the Qwen shape on today's kernels (`--knob attention.rows=2`, same bits; last measured slower at
# M=1 in the seventh session, before the warp splits and the fold; M=8 @4096 spends 24 us a
# layer in attention), and top-2 merged through a counter instead of one thread-block cluster a
# row (`--knob top2.cluster=False`, same bits: in the step top-2 adds 10.7 us at M=8 against
# 5.9 at M=1 and 7.9 alone in the lab; its clusters of 16 CTAs may wait for whole GPCs to drain
# the LM head's last wave): same bits, A/B at M = 1, 8, 16. And a diagnostic: q12_c1024 (main
# built with --max-ctx 1024: 16 chunk CTAs a row and group instead of 64) at 512 positions: at
# M=8 the 4096-context grid launches 1024 attention CTAs of which 896 only read pos and exit;
# if they are what M=8 pays for (attention 7.1 us a layer against 5.3 at M=1), q12_c1024 is
# much faster there, and CUDA graphs per context bucket (a grid of the bucket's chunks; the
# same bits) are the fix. Builds (prepare_next.sh): q12_main (`python3 build.py --target cuda
# --model qwen2.5-0.5b --max-ctx 4096`), q12_rows2 and q12_t2c (the same with the knob),
# q12_c1024. Carry .carry/wheels .carry/libs .carry/lite_q12_main .carry/lite_q12_rows2
# .carry/lite_q12_t2c .carry/lite_q12_c1024.
. bench/h200/lib.sh
setup_call t3 "q12_main q12_rows2 q12_t2c q12_c1024"
ncu_sass q12_main 1 512 n9728 n1152 n896_k4864
same_bits q12_main q12_rows2 q12_rows2 120 1,64,511,2047,4095
same_bits q12_main q12_t2c q12_t2c 120 1,511,4095
ab_step 2 "q12_main q12_rows2 q12_t2c" --m 1,8,16 --lengths 512,4095
ab_step 2 "q12_main q12_c1024" --m 1,8,16 --lengths 100,512
finish_call t3
