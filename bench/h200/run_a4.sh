# Call A4 (nineteenth session, right after run_a1.sh and run_r2b.sh): real SmolLM2 on main's
# final state (measure_costs: the fastest of 5 timings; gpu_spec records the policy's costs),
# bench/gpu_spec.py with identity at K=4 and the speed sets (configurations taking turns).
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call a4 ""
real_spec 300 --ks 4 --probe-tokens 0
finish_call a4
