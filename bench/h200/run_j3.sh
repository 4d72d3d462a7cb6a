# Call J3 (sixth session): split attention with one CTA per row tile (schedules.cuda.attention's
# `rows`: a K/V chunk staged once for 2 or 4 rows of a verify step).
# 1. The attention lab (`python bench/lab_attention.py build .carry/attnrows`): default, rows2,
#    rows4, rows4_nopf vs the single-CTA kernel, bitwise at 13 lengths x M=1..17, 100 replays,
#    negative controls, then timed (Qwen2.5-0.5B and SmolLM2-135M shapes).
# 2. Qwen step A/B, alternating: .carry/qwen (main) vs .carry/qwen_rows2 / .carry/qwen_rows4
#    (`python bench/build_variant.py rows2|rows4 --model qwen2.5-0.5b --max-ctx 4096 --out ...`).
# Everything lands in $OUT/j3.tgz (the device returns at most 8 files).
# Carry .carry/wheels .carry/attnrows .carry/qwen .carry/qwen_rows2 .carry/qwen_rows4.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
export PYTHONPATH=$PWD
R=/tmp/j3; rm -rf $R; mkdir -p $R
OUT=$R timeout 200 python3 bench/lab_attention.py run .carry/attnrows > $R/lab_attention.log 2>&1
echo "lab rc=$?"; cut -c1-120 $R/lab_attention.log | tail -40
for a in qwen qwen_rows2 qwen_rows4 qwen qwen_rows2 qwen_rows4; do
  OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512,4095 --peers none --profile-m none --name ab_$a > $R/ab_$a.log 2>&1
  grep "speccc replay" $R/ab_$a.log | sed "s/^/$a /"
done
rm -f $R/*.png; tar czf $OUT/j3.tgz -C $R .
