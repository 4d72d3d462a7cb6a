# Call H5a (fifth session): Qwen step, PDL on, bulk L2 weight prefetch: the default policy
# (every tensor-core GEMV but the LM head; .carry/qwen) vs none (.carry/qwen_nol2) vs all
# (.carry/qwen_l2), alternating; stash the SmolLM2 artifact in /tmp for run_h5c.sh.
# Carry .carry/wheels .carry/qwen .carry/qwen_nol2 .carry/qwen_l2 .carry/smol.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p /tmp/art && rm -rf /tmp/art/smol && cp -r .carry/smol /tmp/art/
for a in qwen qwen_nol2 qwen_l2 qwen qwen_nol2 qwen_l2; do
  timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512,4095 --peers none --profile-m none --name ab_$a > $OUT/ab_$a.log 2>&1
  grep "speccc replay" $OUT/ab_$a.log | sed "s/^/$a /"
done
