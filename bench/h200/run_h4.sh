# Call H4 (fifth session): the smol lab round 2 (first lane-step loaded ahead, `=base` 4afef32),
# the gemv6 lab (bulk L2 prefetch of the CTA's weights in the tensor-core GEMV, `=base`
# 30d351b), then the Qwen step with and without the L2 prefetch (PDL on), alternating.
# Carry .carry/wheels .carry/smollab2 .carry/gemv6 .carry/qwen .carry/qwen_l2.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p $OUT/smollab2 $OUT/gemv6
OUT=$OUT/smollab2 timeout 120 python3 .carry/smollab2/lab_kernels.py run .carry/smollab2 > $OUT/smollab2/lab.log 2>&1
cut -c1-140 $OUT/smollab2/lab.log
OUT=$OUT/gemv6 timeout 150 python3 .carry/gemv6/lab_kernels.py run .carry/gemv6 > $OUT/gemv6/lab.log 2>&1
cut -c1-170 $OUT/gemv6/lab.log
for a in qwen qwen_l2 qwen qwen_l2; do
  timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8 --lengths 512,4095 --peers none --profile-m none --name ab_$a > $OUT/ab_$a.log 2>&1
  grep "speccc replay" $OUT/ab_$a.log | sed "s/^/$a /"
done
