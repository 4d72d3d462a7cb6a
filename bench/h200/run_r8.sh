# Call R8 (twelfth session), after R7c: (1) bench/lab_sync.py, what one dependency between two
# stages costs as a kernel boundary (a graph of kernels, with and without PDL) and as a grid
# barrier in one persistent kernel (the question behind a persistent decode step); (2) a fresh
# per-kernel profile (gpu_step --profile-m, added_us) of today's default kernels, the acq_rel
# builds s5_fas / q5_fas being byte-identical to main's default build (bench/results/fences);
# (3) ncu of the first kernels of a step (embed + one layer) at M=1, both shapes.
# Build: `python3 bench/lab_sync.py build .carry/lab_sync` (runtime libs removed: copied from
# .carry/libs here). Carry .carry/wheels .carry/libs .carry/r7 .carry/lab_sync.
. bench/h200/lib.sh
cp -r .carry/r7/lite_* .carry/
cp .carry/libs/*.so .carry/lab_sync/
setup_call r8 "s5_fas q5_fas"
OUT=$R timeout 120 python3 bench/lab_sync.py run .carry/lab_sync > $R/lab_sync.log 2>&1
echo "lab_sync rc=$? $(( $(date +%s)-t0 ))s"; tail -8 $R/lab_sync.log
finish_call r8
OUT=$R timeout 90 python3 bench/gpu_step.py .carry/s5_fas --m 1,8 --lengths 100,1000 --peers none --profile-m 1,8 --name prof_s5 > $R/prof_s5.log 2>&1
echo "prof_s5 rc=$? $(( $(date +%s)-t0 ))s"; grep "speccc replay" $R/prof_s5.log
OUT=$R timeout 90 python3 bench/gpu_step.py .carry/q5_fas --m 1,8 --lengths 512,4095 --peers none --profile-m 1,8 --name prof_q5 > $R/prof_q5.log 2>&1
echo "prof_q5 rc=$? $(( $(date +%s)-t0 ))s"; grep "speccc replay" $R/prof_q5.log
finish_call r8
ncu_sections ncu_s5_layer s5_fas 1 100 "." 6 90
grep -E "^  [a-z_]+.*\(|Duration" $R/ncu_s5_layer.txt | cut -c1-80 | head -12
ncu_sections ncu_q5_layer q5_fas 1 512 "." 6 90
grep -E "^  [a-z_]+.*\(|Duration" $R/ncu_q5_layer.txt | cut -c1-80 | head -12
rm -f $R/*.ncu-rep
finish_call r8
