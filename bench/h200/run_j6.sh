# Call J6 (sixth session, after run_j5.sh): speculative == greedy on 50 prompts and the spec
# speed with SmolLM2 at 2 attention rows a CTA (stashed by run_j5.sh). Carry .carry/smol_draft.
set -u
export PYTHONPATH=$PWD:/tmp/site
mkdir -p .carry && rm -rf .carry/smol && cp -r /tmp/art/smol .carry/smol
timeout 280 python3 bench/gpu_spec.py .carry/smol .carry/smol_draft > $OUT/spec_smol.log 2>&1; echo "spec rc=$?"
tail -25 $OUT/spec_smol.log
