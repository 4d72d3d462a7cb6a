# Call N3 (ninth session, right after run_n2.sh on the warm machine): joins the GGUF (part 2
# carried, sha256-checked) and runs the real-weight evidence a new order needs before it can
# merge: the float64 check, bitwise row parity M=1..17 with graph replays, and speculative ==
# greedy on 50 prompts x K with prompt lookup and the self-draft, with the speed (gpu_spec).
# Carry .carry/h2.
. bench/h200/lib.sh
setup_gguf_call n3 ""
OUT=$R timeout 120 python3 bench/gpu_check.py /tmp/art/smol --prompts 4 > $R/check.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
tail -3 $R/check.log | cut -c1-250
OUT=$R timeout 180 python3 bench/gpu_parity.py /tmp/art/smol --name gpu_parity_smollm2-135m_mmaq > $R/parity.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
head -2 $R/parity.log | cut -c1-250
OUT=$R timeout 250 python3 bench/gpu_spec.py /tmp/art/smol /tmp/art/smol_draft > $R/spec.log 2>&1; echo "spec rc=$? $(( $(date +%s)-t0 ))s"
tail -20 $R/spec.log | cut -c1-200
finish_call n3
