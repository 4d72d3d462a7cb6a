# Call S1 (thirteenth session): the qwen_par kernel lab (`python3 bench/lab_kernels.py build
# .carry/qwen_par --set qwen_par`: the Qwen-shape fused GEMVs at more warps a CTA or more CTAs
# than their default plan; each split its own order, checked for row parity alone and against
# float64), then R8c (bench/lab_sync.py's `flags` form). Carry .carry/wheels .carry/libs
# .carry/lab_sync .carry/qwen_par.
. bench/h200/lib.sh
setup_call s1 ""
lab_run qwen_par 200
cp .carry/libs/*.so .carry/lab_sync/
OUT=$R timeout 120 python3 bench/lab_sync.py run .carry/lab_sync > $R/lab_sync.log 2>&1
echo "lab_sync rc=$? $(( $(date +%s)-t0 ))s"; tail -9 $R/lab_sync.log
finish_call s1
