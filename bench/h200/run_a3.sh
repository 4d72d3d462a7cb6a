# Call A3 (nineteenth session, right after run_a1.sh and run_r2b.sh): real SmolLM2,
# bench/gpu_spec.py with every prompt lookup configuration also with its idle chunks doubling
# up to 16 tokens ("-grow": generate.IDLE_MAX = 16) next to the default (IDLE_CHUNK = 2 each),
# configurations taking turns prompt by prompt; identity 50/50 at K=4 and every
# configuration's tokens == greedy's. A2 measured "-ahead" (not paying): left out here.
# Ran at commit 5e2a591 (its --grow and --no-ahead are gone since). Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call a3 ""
real_spec 300 --no-ahead --grow 16 --ks 4 --probe-tokens 0
finish_call a3
