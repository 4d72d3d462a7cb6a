python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
export PYTHONPATH=$PWD
for a in qwen qwen_pdl qwen qwen_pdl; do python3 bench/gpu_step.py .carry/$a --m 1,8 --lengths 512,4096 --peers none --profile-m none --name ab_$a > $OUT/ab_$a.log 2>&1; grep "speccc replay" $OUT/ab_$a.log | sed "s/^/$a /"; done
