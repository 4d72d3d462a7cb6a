# Call O4 (sixteenth session, about 3 minutes): where SmolLM2's layer spends its time at M=1 and
# 100 positions, kernel by kernel: Nsight Compute warp states and stall samples by SASS
# instruction (ncu_sass) of gate_up + norm + SiLU (4.0 us added a layer), attention (4.8), qkv +
# norm + RoPE (2.9), down + residual (2.7) and wo + residual (1.9) in main's step
# (o3_smain: `python3 build.py --target cuda --model smollm2-135m-shape --max-ctx 2048`).
# Carry .carry/wheels .carry/libs .carry/lite_o3_smain.
. bench/h200/lib.sh
setup_call o4 "o3_smain"
ncu_sass o3_smain 1 100 gemv_n3072 attention gemv_n960 gemv_n576_k1536 gemv_n576_k576
finish_call o4
