# Call R7c (twelfth session), after R7 / R7b: R7b's race tests overran their limits at the first
# length (each replay copied every output to the host tensor by tensor); with the comparison on
# the device (one byte string a replay, bench/gpu_parity.py replays), 1000 graph replays a step,
# M=1..9 at lengths 1, 511, 2047, every kernel's output and K/V row, for the acq_rel builds
# s5_fas, q5_fas and main s5_kv. Carry .carry/wheels .carry/libs .carry/r7.
. bench/h200/lib.sh
cp -r .carry/r7/lite_* .carry/
setup_call r7c "s5_kv s5_fas q5_fas"
race1000 s5_fas 170
finish_call r7c
race1000 q5_fas 200
finish_call r7c
race1000 s5_kv 170
finish_call r7c
