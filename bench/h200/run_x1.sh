# Call X1 (prepared in the fourteenth session, about 5 minutes): questions on main's Qwen
# step (q15_main: `python3 build.py --target cuda --model qwen2.5-0.5b --max-ctx 4096`).
# 1. Where M=8's attention cost goes (+1.9 us a layer over M=1 at 512, W1; the largest part of
#    M=8's extra 72 us): Nsight Compute stall sampling of split attention at M=1 and M=8 @512
#    (the regexes `attention` and `attention_n` match the same kernel; two names, two reports).
# 2. The LM head's bulk L2 prefetch, now that its predecessor is a PDL kernel (the last layer's
#    down; the final norm is fused into the head): q15_l2 (`--knob gemv.l2=True`: only the LM
#    head changes) same bits, then A/B at M = 1, 8, 16 (a mapping: no order).
# 3. Attention at 4096 positions against issue 10's 8 us (profile at M=1 @4095).
# 4. Why gate_up's weight ring in shared memory (wring/u1: 8.6 -> 6.5 us alone) bought nothing
#    in the step: its ncu in the step at M=1 @512 (`n9728`) in q15_gr4 (run_x3.sh's build: main
#    with `--knob gemv.wring=4 --knob gemv.wring_n=9728`), next to main's (the same kernel as
#    q12_main's in m_scaling/t3/ncu_n9728.txt): DRAM throughput, stalls.
# 5. How much of a layer's time is DRAM: q15_layer (`--model qwen2.5-0.5b-layer --max-ctx
#    4096`: one Qwen layer, the same kernels, a 4096-token head; 37 MB of weights stay in L2
#    across replays) profiled at M = 1, 8 @512, against W1's per-kernel times of the 24 layers.
# (Plain decoding on the device and SmolLM2's top-2 epilogue: run_x4.sh.)
# Carry .carry/wheels .carry/libs .carry/lite_q15_main .carry/lite_q15_l2 .carry/lite_q15_layer
# .carry/lite_q15_gr4.
. bench/h200/lib.sh
setup_call x1 "q15_main q15_l2 q15_layer q15_gr4"
ncu_sass q15_main 1 512 attention
ncu_sass q15_main 8 512 attention_n
ncu_sass q15_gr4 1 512 n9728
same_bits q15_main q15_l2 q15_l2 120 1,511,4095
ab_step 2 "q15_main q15_l2" --m 1,8,16 --lengths 512,4095
OUT=$R timeout 90 python3 bench/gpu_step.py .carry/q15_main --m 1 --lengths 4095 --peers none --profile-m 1 --name prof_4095 > $R/prof_4095.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"; grep -E "replay|profile M=" $R/prof_4095.log | cut -c1-250
OUT=$R timeout 90 python3 bench/gpu_step.py .carry/q15_layer --m 1,8 --lengths 512 --peers none --profile-m 1,8 --name prof_layer > $R/prof_layer.log 2>&1
echo "layer rc=$? $(( $(date +%s)-t0 ))s"; grep -E "replay|profile M=" $R/prof_layer.log | cut -c1-250
finish_call x1
