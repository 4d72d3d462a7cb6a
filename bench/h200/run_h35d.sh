# Call H35d (thirtieth session, the last of four on one warm H200: run_h31a.sh stages s42_real /
# s42_draft and GGUF part h1, run_stash.sh carrying h2, then h2b, then this with h3): real
# SmolLM2-135M Q4_1 with direct_one on the card issue 11 names. gpu_spec --tokens 64 (greedy
# generate tok/s from short prompts, spec == greedy 50/50, prompt lookup k=4 / 8), then the
# float64 check, the 12-length bitwise parity suite, and the step against the torch peers at 100
# and 1000 positions (real_evidence's parts); each part comes back as it finishes.
# On another card it stops after printing the card's name.
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call h35d ""
need_h200 h35d
real_spec 250 --tokens 64 --ks 1,4,16
finish_call h35d
OUT=$R timeout 60 python3 bench/gpu_check.py /tmp/art/smol --prompts 4 > $R/check.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
tail -1 $R/check.log | cut -c1-250
OUT=$R timeout 120 python3 bench/gpu_parity.py /tmp/art/smol --name gpu_parity_smollm2-135m > $R/parity.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
grep "ALL BITWISE\|differ" $R/parity.log | cut -c1-250
finish_call h35d
OUT=$R timeout 150 python3 bench/gpu_step.py /tmp/art/smol --m 1,8 --lengths 100,1000 --name gpu_step_smollm2-135m > $R/step.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|compile|eager" $R/step.log | cut -c1-200 | head -20
finish_call h35d
