# Call R8b (twelfth session), right after R8: bench/lab_sync.py again (the same build), now also
# timing nobar (the stage's work with no dependency kept: the floor the other forms sit above).
# Carry .carry/wheels .carry/libs .carry/lab_sync.
. bench/h200/lib.sh
cp .carry/libs/*.so .carry/lab_sync/
setup_call r8b ""
OUT=$R timeout 120 python3 bench/lab_sync.py run .carry/lab_sync > $R/lab_sync.log 2>&1
echo "lab_sync rc=$? $(( $(date +%s)-t0 ))s"; tail -8 $R/lab_sync.log
finish_call r8b
