# Call H6 (fifth session): Qwen step, PDL on, same run, alternating: this tree's default
# (.carry/qwen: bulk L2 weight prefetch in every tensor-core GEMV, the final norm its own kernel
# ahead of a norm-free LM head, split attention prefetching the cache prefix before its wait),
# without the attention prefetch (.carry/qwen_kvnone, bench/build_variant.py kvnone), and the
# previous build (.carry/qwen_l2: the LM head with the norm prologue, no attention prefetch).
# Carry .carry/wheels .carry/qwen .carry/qwen_kvnone .carry/qwen_l2.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
for a in qwen qwen_kvnone qwen_l2 qwen qwen_kvnone qwen_l2; do
  timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512,4095 --peers none --profile-m none --name ab_$a > $OUT/ab_$a.log 2>&1
  grep "speccc replay" $OUT/ab_$a.log | sed "s/^/$a /"
done
