# Call J8 (sixth session): which part of PDL breaks the side-by-side row norms (run_j4 failed,
# run_j7 without PDL passed). Both builds are the norm-rows kernels with PDL on:
#  .carry/qwen_nrm_relaxed: the norm's X loads as ld.relaxed.gpu (coherent at GPU scope, no
#    stale L1 line) instead of the ld.global.nc nvcc picks (diagnostic build, not on any branch);
#  .carry/qwen_nrm_l2none: no bulk L2 weight prefetch before the wait.
# Carry .carry/wheels .carry/qwen_nrm_relaxed .carry/qwen_nrm_l2none.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
export PYTHONPATH=$PWD
for a in qwen_nrm_relaxed qwen_nrm_l2none; do
  timeout 120 python3 bench/gpu_parity.py .carry/$a --replays 100 > $OUT/parity_$a.log 2>&1; echo "$a parity rc=$?"
  head -2 $OUT/parity_$a.log | cut -c1-400; grep "raced" $OUT/parity_$a.log
  mv $OUT/gpu_parity_qwen2.5-0.5b.json $OUT/parity_$a.json
done
