# Call A2 (prepared in the eighteenth session, right after run_a1.sh and run_r2b.sh, about 4
# minutes): real SmolLM2, bench/gpu_spec.py with prompt lookup's verify steps armed ahead
# ("-ahead": generate.VERIFY_AHEAD) next to generate's default, configurations taking turns
# prompt by prompt; identity 50/50 at every K and every configuration's tokens == greedy's.
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call a2 ""
real_spec 300
finish_call a2
