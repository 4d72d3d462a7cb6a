# Call R3 (prepared in the tenth session; right after run_r2.sh on the warm machine): SmolLM2 real weights,
# main since 1414b31 (split attention stages the K/V rows below pos[0] before its wait): the float64 check, bitwise row parity M=1..17 with graph
# replays, speculative == greedy on 50 prompts x K (prompt lookup, self-draft) with its speed,
# and the step against the torch peers in the same run (gpu_step: eager and torch.compile, each
# in a CUDA graph).
# Carry .carry/h2.
. bench/h200/lib.sh
setup_gguf_call r3 ""
OUT=$R timeout 60 python3 bench/gpu_check.py /tmp/art/smol --prompts 4 > $R/check.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
tail -1 $R/check.log | cut -c1-250
OUT=$R timeout 120 python3 bench/gpu_parity.py /tmp/art/smol --name gpu_parity_smollm2-135m > $R/parity.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
grep "ALL BITWISE\|differ" $R/parity.log | cut -c1-250
OUT=$R timeout 200 python3 bench/gpu_spec.py /tmp/art/smol /tmp/art/smol_draft > $R/spec.log 2>&1; echo "spec rc=$? $(( $(date +%s)-t0 ))s"
grep -E "identical|tok/s" $R/spec.log | cut -c1-160
OUT=$R timeout 200 python3 bench/gpu_step.py /tmp/art/smol --m 1,8 --lengths 100,1000 --name gpu_step_smollm2-135m > $R/step.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|compile|eager" $R/step.log | cut -c1-200 | head -20
finish_call r3
