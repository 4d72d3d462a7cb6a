# Call R6c (twenty-fifth session, right after run_r6a.sh and run_r2b.sh on the warm machine, about
# 6 minutes): real SmolLM2 weights on main's builds with two X parts, staged by run_r6a.sh: the
# float64 tier (gpu_check); bench/gpu_decode.py; bench/gpu_spec.py (speculative == greedy, 50
# prompts x K, configurations taking turns); the step against the torch peers (gpu_step);
# bitwise row parity with graph replays (gpu_parity).
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call r6c ""
OUT=$R timeout 60 python3 bench/gpu_check.py /tmp/art/smol --prompts 4 > $R/check.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
tail -1 $R/check.log | cut -c1-250
real_decode
real_spec 230
OUT=$R timeout 170 python3 bench/gpu_step.py /tmp/art/smol --m 1,8 --lengths 100,1000 --name gpu_step_smollm2-135m > $R/step.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|compile|eager" $R/step.log | cut -c1-200 | head -12
OUT=$R timeout 90 python3 bench/gpu_parity.py /tmp/art/smol --name gpu_parity_smollm2-135m > $R/parity.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
grep "ALL BITWISE\|differ" $R/parity.log | cut -c1-250
finish_call r6c
