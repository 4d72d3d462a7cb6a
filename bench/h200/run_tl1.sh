# Call TL1 (twenty-third session, about 1 minute on the GPU; run twice: the second with VARIANTS): the layer timeline lab
# (`python3 bench/lab_timeline.py build .carry/lab_tl`): 24 Qwen-shape layers of the step's five
# kernels with PDL in one CUDA graph, the four GEMVs in their trace form; checks (traced ==
# plain bitwise, a 1-ulp weight seen, events in order), per-kernel CTA timelines, at M=1 @512,
# M=8 @512, M=1 @4096.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
export PYTHONPATH=$PWD
R=/tmp/tl1; rm -rf $R; mkdir -p $R
OUT=$R timeout 150 python3 bench/lab_timeline.py run .carry/lab_tl > $R/lab_timeline.log 2>&1
echo "lab rc=$?"; cat $R/lab_timeline.log | grep -v Warning | cut -c1-220
tar czf $OUT/tl1.tgz -C $R .
