# Call R7b, at once after run_r7.sh (the same carry: .carry/wheels .carry/libs .carry/r7):
# 1000 graph replays a step, M=1..9 at lengths 1, 511, 2047, every kernel's output and the K/V
# rows bitwise against the first replay, for the builds whose fences are fence.acq_rel.gpu
# (s5_fas, q5_fas: attention and sampling) and for main (s5_kv) with this stronger comparison.
. bench/h200/lib.sh
cp -r .carry/r7/lite_* .carry/
setup_call r7b "s5_kv s5_fas q5_fas"
race1000 s5_fas 170
finish_call r7b
race1000 q5_fas 190
finish_call r7b
race1000 s5_kv 170
finish_call r7b
