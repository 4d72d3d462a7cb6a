# Call TL6 (twenty-fourth session, about 2 minutes on the GPU): the timeline lab (`python3
# bench/lab_timeline.py build .carry/lab_tl`) screening split attention's mapping knobs (fence,
# fence_one, merge_loads 8 / 32, merge_prefetch, pv_unroll, min_ctas 3, rows 2, kv_prewait "k",
# share) and gate_up xdepth 2, 2 tiles, min_ctas 2, wo 1 tile, each plain against the chain
# as built at M=1, 8, 16 @512 and M=1, 8 @4096; all exact (same bits checked); and the probes
# of gate_up's and down's K loops without their X loads or without their weight loads.
# Carry .carry/wheels .carry/lab_tl.
bash bench/h200/run_tl.sh tl6 | grep -E "^M=|same bits|rc="
