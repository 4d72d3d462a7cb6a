# Calls TL1, TL2, ... (`bash bench/h200/run_tl.sh tl1`, about 1 minute on the GPU): the layer
# timeline lab (`python3 bench/lab_timeline.py build .carry/lab_tl`): 24 Qwen-shape layers of the
# step's five kernels with PDL in one CUDA graph, the four GEMVs in their trace form; checks
# (traced == plain bitwise, a 1-ulp weight seen, events in order, every variant same bits),
# per-kernel CTA timelines at M=1 @512, M=8 @512, M=1 @4096, the VARIANTS at M=1 @512.
# TL1 (twenty-third session) ran twice: tl1a without VARIANTS, tl1b with them. TL2 (prepared):
# the same with warp 0's K blocks traced one by one (gemv_mma.kernel(trace=True) since then).
# TL15 (prepared in the twenty-ninth session, `bash bench/h200/run_tl.sh tl15`, carry
# .carry/wheels .carry/lab_tl): split attention traced in the chain too (each live chunk CTA's
# start, staging, scores, softmax, P.V, arrival and its group's merge against qkv's last store:
# what M=8's attention adds over M=1's, ~2.5 us a layer, phase by phase).
set -u
name=${1:-tl}
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
export PYTHONPATH=$PWD
R=/tmp/$name; rm -rf $R; mkdir -p $R
OUT=$R timeout 300 python3 bench/lab_timeline.py run .carry/lab_tl > $R/lab_timeline.log 2>&1
echo "lab rc=$?"; cat $R/lab_timeline.log | grep -v Warning | cut -c1-220
tar czf $OUT/$name.tgz -C $R .
