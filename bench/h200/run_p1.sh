# Call P1 (prepared in the sixteenth session for the next, about 6 minutes): output tiles a warp
# (gemv.tiles, a mapping: the same MMAs a output, so the same bits) of the projections whose
# kernels are latency chains (bench/results/smol_layer/: SmolLM2's gate_up adds 4.0 us a layer
# in 192 CTAs of 6 warps, 2 an SM on 60 SMs). SmolLM2 shape (`python3 build.py --target cuda
# --model smollm2-135m-shape --max-ctx 2048`): p1_smain (main), p1_sgu4 (`--knob
# gemv.tiles='3072x576:4' --knob gemv.min_ctas=1`: gate_up in 96 CTAs, 198 registers, no spill),
# p1_sgu8 (`'3072x576:8'`: 48 CTAs, 255 registers, 4 B spilled), p1_swo2 (`'576x576:2'`: wo in
# 36 CTAs); Qwen shape (`--model qwen2.5-0.5b --max-ctx 4096`): p1_qmain, p1_qgu2
# (`'9728x896:2'`: gate_up in 608 CTAs), p1_qwo1 (`'896x896:1'`: wo in 112 CTAs). Same bits
# against main first (a failure there is a finding: the knob would not be a mapping), then A/B
# at M = 1, 8, 16, two passes.
# Carry .carry/wheels .carry/libs .carry/lite_p1_smain .carry/lite_p1_sgu4 .carry/lite_p1_sgu8
# .carry/lite_p1_swo2 .carry/lite_p1_qmain .carry/lite_p1_qgu2 .carry/lite_p1_qwo1.
. bench/h200/lib.sh
setup_call p1 "p1_smain p1_sgu4 p1_sgu8 p1_swo2 p1_qmain p1_qgu2 p1_qwo1"
for b in p1_sgu4 p1_sgu8 p1_swo2; do same_bits p1_smain $b $b 60 1,100,1000; done
for b in p1_qgu2 p1_qwo1; do same_bits p1_qmain $b $b 60 1,511,4095; done
ab_step 2 "p1_smain p1_sgu4 p1_sgu8 p1_swo2" --m 1,8,16 --lengths 100,1000
ab_step 2 "p1_qmain p1_qgu2 p1_qwo1" --m 1,8,16 --lengths 512
finish_call p1
