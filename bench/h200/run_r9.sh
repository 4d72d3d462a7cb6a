# Call R9 (prepared in the twelfth session; the form is on main, default off): split attention's
# merge over a thread-block cluster (attention.cluster=8: a row of <= 512 positions merged by rank 0 over the
# cluster's distributed shared memory, no global partials, fence, counter or reload; longer rows
# keep the counter path). Builds (lites in .carry/r9, bench/h200/prepare_next.sh): q9_kv / s9_kv
# main (`python3 build.py --target cuda --model qwen2.5-0.5b --max-ctx 4096` /
# `--model smollm2-135m-shape --max-ctx 2048`); q9_cl `bench/build_variant.py cluster8` (Qwen:
# 101 registers against 96, no spill); s9_cl `cluster8` (SmolLM2's two-row tiles: 104
# registers against 106); s9_r1 `rows1cl8` (SmolLM2 at one row a CTA: 128 registers). Same bits (rows <= 512 positions take the cluster path, longer ones the counter
# path, both inside one step at 511), the 1000-replay race test (the cluster barriers' ordering
# evidence); then at once run_r9b.sh (A/B, ncu). Carry .carry/wheels .carry/libs .carry/r9.
. bench/h200/lib.sh
cp -r .carry/r9/lite_* .carry/
setup_call r9 "q9_kv q9_cl s9_kv s9_cl s9_r1"
same_bits q9_kv q9_cl q9_cl 120 1,64,448,511,1000,1023,2047,4095
same_bits s9_kv s9_cl s9_cl 90 1,64,448,511,1000,1023,2047,4095
same_bits s9_kv s9_r1 s9_r1 90 1,64,448,511,1000,1023,2047,4095
finish_call r9
race1000 q9_cl 150
race1000 s9_cl 120
finish_call r9
