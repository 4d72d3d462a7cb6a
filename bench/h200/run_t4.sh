# Call T4 (prepared in the thirteenth session): the wring lab (`python3 bench/lab_kernels.py
# build .carry/wringlab --set wring`, prepare_next.sh): the Qwen-shape GEMVs with the weight ring
# in (dynamic) shared memory filled by cp.async, 2-8 blocks deep, against today's register ring:
# every variant must equal it bitwise (same_as, M = 1..17; a mapping), then the times. The LM
# head's register ring is 2 blocks at 255 registers (136-194 with the shared ring, no spill).
# If a depth wins, give it to the plan (a per-shape choice) and A/B the step with
# `--knob gemv.wring=N` first. Carry .carry/wheels .carry/wringlab.
. bench/h200/lib.sh
setup_call t4 ""
OUT=$R timeout 150 python3 bench/lab_kernels.py run .carry/wringlab > $R/lab_wring.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; cut -c1-200 $R/lab_wring.log
finish_call t4
