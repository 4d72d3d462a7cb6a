# Call H31d (twenty-ninth session, right after run_h31a.sh and the two stashing calls on the warm machine, about 5
# minutes): real SmolLM2 on main with direct_one (a row of one live chunk finished by its CTA):
# gpu_decode; gpu_spec at 64 new tokens (issue 11's greedy criterion: 64 new tokens, short
# prompts), speculative == greedy on 50 prompts x K 1, 4, 16; the step at 32 / 100 / 1000
# positions (no peers: R6c's are in gpu_step_smollm2-135m.json).
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call h31d ""
real_decode
real_spec 250 --tokens 64 --ks 1,4,16
OUT=$R timeout 60 python3 bench/gpu_step.py /tmp/art/smol --m 1,8 --lengths 32,100,1000 --peers none --name step_smol_real > $R/step.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay" $R/step.log | cut -c1-200 | head -12
finish_call h31d
