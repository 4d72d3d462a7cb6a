# Call I6 (fifth session): the norm set (`python bench/lab_kernels.py build DIR --set norm`): the
# rmsnorm-prologue GEMVs with a warp's row sums side by side vs the whole base kernels of 30d351b
# (tensor-core) and 4afef32 (lane-group), shared macros included. Carry .carry/wheels .carry/normlab.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
timeout 120 python3 .carry/normlab/lab_kernels.py run .carry/normlab > $OUT/lab.log 2>&1
cut -c1-175 $OUT/lab.log
