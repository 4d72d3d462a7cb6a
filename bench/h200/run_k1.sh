# Call K1 (prepared in the sixth session, branch norm-rows-relaxed; not yet run): the side-by-side
# rmsnorm prologue again, its X loads now ld.relaxed.gpu (coherent; ptxas does not move them
# above the PDL wait, and check_pdl_sass passes on this build). Its diagnostic twin
# (.carry/qwen_nrm_relaxed, same CUDA) passed 100-replay parity under PDL (run_j8.sh).
# 1. the norm lab: these kernels bitwise against the base commit's own kernels (=base), and timed;
# 2. Qwen step A/B, alternating: .carry/qwen (main) vs .carry/qwen_nrr (this branch);
# 3. 1000-replay parity and the reference check of .carry/qwen_nrr.
# Build here first (from this branch):
#   python bench/lab_kernels.py build .carry/nrrlab --set norm
#   python build.py --target cuda --model qwen2.5-0.5b --max-ctx 4096 --out .carry/qwen_nrr
# and .carry/qwen from main. Carry .carry/wheels .carry/nrrlab .carry/qwen .carry/qwen_nrr.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
export PYTHONPATH=$PWD
R=/tmp/k1; rm -rf $R; mkdir -p $R
OUT=$R timeout 120 python3 bench/lab_kernels.py run .carry/nrrlab > $R/lab_norm.log 2>&1
echo "lab rc=$?"; cut -c1-175 $R/lab_norm.log | grep -E "qwen|fail"
for a in qwen qwen_nrr qwen qwen_nrr; do
  OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512,4095 --peers none --profile-m none --name ab_$a > $R/ab_$a.log 2>&1
  grep "speccc replay" $R/ab_$a.log | sed "s/^/$a /"
done
OUT=$R python3 bench/gpu_check.py .carry/qwen_nrr --prompts 4 > $R/check.log 2>&1; echo "check rc=$?"
OUT=$R timeout 300 python3 bench/gpu_parity.py .carry/qwen_nrr --replays 1000 > $R/parity.log 2>&1; echo "parity rc=$?"
tail -2 $R/check.log; head -3 $R/parity.log | cut -c1-300
rm -f $R/*.png; tar czf $OUT/k1.tgz -C $R .
