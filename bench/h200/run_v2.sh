# Call V2 (eighteenth session, right after run_v1.sh and run_r2b.sh on the warm machine, about 6
# minutes): real SmolLM2 weights on main's builds (top-2's inserts by selects) staged by run_v1.sh:
# bench/gpu_decode.py; bench/gpu_spec.py (its configurations now take turns prompt by prompt;
# the pipelined idle chunks against "-idlesync" in the same run); the step against the torch peers
# (gpu_step); bitwise row parity with graph replays (gpu_parity).
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call v2 ""
real_decode
real_spec 240
OUT=$R timeout 200 python3 bench/gpu_step.py /tmp/art/smol --m 1,8 --lengths 100,1000 --name gpu_step_smollm2-135m > $R/step.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|compile|eager" $R/step.log | cut -c1-200 | head -12
OUT=$R timeout 120 python3 bench/gpu_parity.py /tmp/art/smol --name gpu_parity_smollm2-135m > $R/parity.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
grep "ALL BITWISE\|differ" $R/parity.log | cut -c1-250
finish_call v2
