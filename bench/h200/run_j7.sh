# Call J7 (sixth session): diagnosis of the norm-rows failure (run_j4: Qwen parity and reference
# check failed, replays raced, with the side-by-side row norms under PDL). The same kernels built
# with SPECCC_PDL=0 (.carry/qwen_nrm_nopdl): if these pass, the failure needs PDL.
# Carry .carry/wheels .carry/qwen_nrm_nopdl.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
export PYTHONPATH=$PWD
timeout 100 python3 bench/gpu_check.py .carry/qwen_nrm_nopdl --prompts 2 > $OUT/check_nrm_nopdl.log 2>&1; echo "check rc=$?"
timeout 200 python3 bench/gpu_parity.py .carry/qwen_nrm_nopdl --replays 100 > $OUT/parity_nrm_nopdl.log 2>&1; echo "parity rc=$?"
tail -2 $OUT/check_nrm_nopdl.log; head -3 $OUT/parity_nrm_nopdl.log | cut -c1-300
