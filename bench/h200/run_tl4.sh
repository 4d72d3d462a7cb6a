# Call TL4 (twenty-fourth session, about 1 minute on the GPU): the timeline lab (`python3
# bench/lab_timeline.py build .carry/lab_tl`) at M=1 @512, M=8 @512, M=1 @4096 with split
# attention's merge as a second kernel (merge="kernel", exact) and the probe without any merge
# (probe_no_merge: not exact, its output checked to differ): how much of a layer the merge and
# the arrival cost in the chain, the bound for merging the partials elsewhere (e.g. in wo's
# prologue). Carry .carry/wheels .carry/lab_tl.
bash bench/h200/run_tl.sh tl4
