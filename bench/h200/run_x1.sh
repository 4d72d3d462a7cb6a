# Call X1 (prepared in the fourteenth session, about 7 minutes): questions on main's Qwen
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
# 6. Plain decoding on the device (Engine.decode: the step's graph with a feed of its sampled
#    token into the next step, replayed; generate(device_loop=True); CPU-tested only): bench/gpu_decode.py on SmolLM2's shape (s15_main: `python3 build.py
#    --target cuda --model smollm2-135m-shape --max-ctx 2048`) and q15_main: the same tokens and
#    K/V as step_sample (greedy and sampled, with a negative control), and ms a token against
#    step_sample and the replay. If identical and faster, make it generate's default
#    (device_loop=True; it is False until this check) and run gpu_spec (greedy-device).
# 7. SmolLM2's Q8_0 head with the top-2 epilogue (s15_t2e: main with gemv_mma.TOP2_EPILOGUE on;
#    9 kernels, the head 222 registers, no spill): same bits as s15_main, A/B, 1000 replays.
# Carry .carry/wheels .carry/libs .carry/lite_q15_main .carry/lite_q15_l2 .carry/lite_q15_layer
# .carry/lite_s15_main .carry/lite_q15_gr4 .carry/lite_s15_t2e.
. bench/h200/lib.sh
setup_call x1 "q15_main q15_l2 q15_layer s15_main q15_gr4 s15_t2e"
for b in s15_main q15_main; do
  OUT=$R timeout 90 python3 bench/gpu_decode.py .carry/$b > $R/decode_$b.log 2>&1
  echo "decode $b rc=$? $(( $(date +%s)-t0 ))s"; tail -6 $R/decode_$b.log | cut -c1-200
done
ncu_sass q15_main 1 512 attention
ncu_sass q15_main 8 512 attention_n
ncu_sass q15_gr4 1 512 n9728
same_bits q15_main q15_l2 q15_l2 120 1,511,4095
ab_step 2 "q15_main q15_l2" --m 1,8,16 --lengths 512,4095
OUT=$R timeout 90 python3 bench/gpu_step.py .carry/q15_main --m 1 --lengths 4095 --peers none --profile-m 1 --name prof_4095 > $R/prof_4095.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"; grep -E "replay|profile M=" $R/prof_4095.log | cut -c1-250
OUT=$R timeout 90 python3 bench/gpu_step.py .carry/q15_layer --m 1,8 --lengths 512 --peers none --profile-m 1,8 --name prof_layer > $R/prof_layer.log 2>&1
echo "layer rc=$? $(( $(date +%s)-t0 ))s"; grep -E "replay|profile M=" $R/prof_layer.log | cut -c1-250
same_bits s15_main s15_t2e s15_t2e 120 1,100,1000,2047
ab_step 2 "s15_main s15_t2e" --m 1,8,16 --lengths 100,1000
race1000 s15_t2e 150
finish_call x1
