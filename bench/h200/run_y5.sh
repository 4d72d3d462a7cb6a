# Call Y5 (fifteenth session; right after run_r2.sh and run_r2b.sh on the warm machine): real
# SmolLM2 weights, a speculative loop's steps with no drafts decoding IDLE_CHUNK tokens on the
# device (generate's default since 0d288ee): gpu_spec with prompt lookup (and the drafting
# policy) at idle chunks of 4 (the default), 2 and the step loop, every configuration's tokens
# compared with greedy's; speculative == greedy (the step loop, every K).
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call y5 ""
OUT=$R timeout 400 python3 bench/gpu_spec.py /tmp/art/smol /tmp/art/smol_draft > $R/spec.log 2>&1; echo "spec rc=$? $(( $(date +%s)-t0 ))s"
grep -E "identical|tok/s|prompts x" $R/spec.log | cut -c1-170
finish_call y5
