# Call X4 (prepared in the fourteenth session, about 4 minutes), after run_x1.sh:
# 1. Plain decoding on the device (Engine.decode: the step's graph with a feed of its sampled
#    token into the next step, replayed; generate(device_loop=True); CPU-tested only):
#    bench/gpu_decode.py on SmolLM2's shape (s15_main: `python3 build.py --target cuda --model
#    smollm2-135m-shape --max-ctx 2048`) and Qwen's (q15_main): the same tokens and K/V as
#    step_sample (greedy and sampled, with a negative control), and ms a token against
#    step_sample and the replay. If identical and faster, make it generate's default
#    (device_loop=True; it is False until this check) and run gpu_spec (greedy-device).
# 2. SmolLM2's Q8_0 head with the top-2 epilogue (s15_t2e: main with gemv_mma.TOP2_EPILOGUE on;
#    9 kernels, the head 222 registers, no spill): same bits as s15_main, A/B, 1000 replays.
# Carry .carry/wheels .carry/libs .carry/lite_q15_main .carry/lite_s15_main .carry/lite_s15_t2e.
. bench/h200/lib.sh
setup_call x4 "q15_main s15_main s15_t2e"
for b in s15_main q15_main; do
  OUT=$R timeout 90 python3 bench/gpu_decode.py .carry/$b > $R/decode_$b.log 2>&1
  echo "decode $b rc=$? $(( $(date +%s)-t0 ))s"; tail -6 $R/decode_$b.log | cut -c1-200
done
same_bits s15_main s15_t2e s15_t2e 120 1,100,1000,2047
ab_step 2 "s15_main s15_t2e" --m 1,8,16 --lengths 100,1000
race1000 s15_t2e 150
finish_call x4
