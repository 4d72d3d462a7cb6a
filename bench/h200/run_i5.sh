# Call I5 (fifth session, last): the row norms of a warp summed side by side (all rows' loads in
# flight; each row's order unchanged): the gemv lab (`--set gemv3`, every Qwen case `same_as`
# 30d351b), the smol lab (`--set smol`, `same_as` 4afef32), then the Qwen step before
# (.carry/qwen) and after (.carry/qwen_nrm), alternating.
# Carry .carry/wheels .carry/gemv7 .carry/smollab3 .carry/qwen .carry/qwen_nrm.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p $OUT/gemv7 $OUT/smollab3
OUT=$OUT/gemv7 timeout 100 python3 .carry/gemv7/lab_kernels.py run .carry/gemv7 > $OUT/gemv7/lab.log 2>&1
cut -c1-175 $OUT/gemv7/lab.log | grep -E "norm|failing|neg"
OUT=$OUT/smollab3 timeout 100 python3 .carry/smollab3/lab_kernels.py run .carry/smollab3 > $OUT/smollab3/lab.log 2>&1
cut -c1-175 $OUT/smollab3/lab.log | grep -E "norm|failing|neg"
for a in qwen qwen_nrm qwen qwen_nrm; do
  timeout 45 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512 --peers none --profile-m none --name ab_$a > $OUT/ab_$a.log 2>&1
  grep "speccc replay" $OUT/ab_$a.log | sed "s/^/$a /"
done
