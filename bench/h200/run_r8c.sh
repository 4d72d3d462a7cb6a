# Call R8c (twelfth session), after R8b: bench/lab_sync.py with a fifth form, `flags` (a flag a
# CTA, every thread polling one or two CTAs' flags: the grid barrier without a contended
# address). Build: `python3 bench/lab_sync.py build .carry/lab_sync` (runtime libs removed).
# Carry .carry/wheels .carry/libs .carry/lab_sync.
. bench/h200/lib.sh
cp .carry/libs/*.so .carry/lab_sync/
setup_call r8c ""
OUT=$R timeout 120 python3 bench/lab_sync.py run .carry/lab_sync > $R/lab_sync.log 2>&1
echo "lab_sync rc=$? $(( $(date +%s)-t0 ))s"; tail -9 $R/lab_sync.log
finish_call r8c
