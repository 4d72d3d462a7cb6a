# Call Y3 (fifteenth session; right after run_y1.sh and run_r2b.sh on the warm machine): real
# SmolLM2 weights with plain decoding on the device as generate's default: speculative ==
# greedy (greedy now Engine.decode) on 50 prompts x K, the speeds (greedy, greedy-step, prompt
# lookup, self-draft), and bench/gpu_decode.py (Engine.decode against step_sample: same tokens,
# K/V, pos; ms a token). The kernels are those of norm_fold/r3_real (the same builds).
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call y3 ""
OUT=$R timeout 100 python3 bench/gpu_decode.py /tmp/art/smol > $R/decode.log 2>&1; echo "decode rc=$? $(( $(date +%s)-t0 ))s"
tail -6 $R/decode.log | cut -c1-200
OUT=$R timeout 300 python3 bench/gpu_spec.py /tmp/art/smol /tmp/art/smol_draft > $R/spec.log 2>&1; echo "spec rc=$? $(( $(date +%s)-t0 ))s"
grep -E "identical|tok/s|prompts x" $R/spec.log | cut -c1-160
finish_call y3
