# Call G4 (nineteenth session): how fast the device and the host see each other
# (bench/lab_host_wake.py: a launch, a stream wait on a host word, a polling kernel, the wake-up
# after a copy back), then G3's traced verify loops once more on the SmolLM2 shape build.
# Carry .carry/wheels .carry/libs .carry/lite_s19_main.
. bench/h200/lib.sh
setup_call g4 "s19_main"
OUT=$R timeout 120 python3 bench/lab_host_wake.py --iters 200 > $R/wake.log 2>&1
echo "wake rc=$? $(( $(date +%s)-t0 ))s"; cat $R/wake.log | cut -c1-300 | tail -12
finish_call g4
