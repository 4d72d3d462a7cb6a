# Call J9 (sixth session, the last ~2 device minutes): a first timing of norm-rows-relaxed,
# one alternation only: .carry/qwen_aheadnone (main's Qwen kernels, byte-identical) vs
# .carry/qwen_nrr (branch norm-rows-relaxed), M=1,8,16 at 512 positions. Lines go to $OUT as
# they come (the call may be cut by the device budget). Carry .carry/wheels
# .carry/qwen_aheadnone .carry/qwen_nrr.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
export PYTHONPATH=$PWD
for a in qwen_aheadnone qwen_nrr qwen_aheadnone qwen_nrr; do
  OUT=/tmp timeout 40 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512 --peers none --profile-m none --name ab_$a > /tmp/ab_$a.log 2>&1
  grep "speccc replay" /tmp/ab_$a.log | sed "s/^/$a /" | tee -a $OUT/ab_j9.log
done
