# Call NC3 (twenty-fifth session, about 2 minutes): NC2's stall sampling with the step's PDL
# overlap kept: Nsight Compute profiles one replay of main's Qwen step graph as one workload
# (`--graph-profiling graph`: the kernels run as the graph runs them, programmatic edges
# included), warp states and stall samples by SASS instruction (q32_main, M=1 @512).
# Carry .carry/wheels .carry/libs .carry/lite_q32_main.
. bench/h200/lib.sh
setup_call nc3 "q32_main"
timeout 150 ncu --clock-control none --profile-from-start off --graph-profiling graph --section WarpStateStats --section SourceCounters --section SpeedOfLight --launch-count 1 -o $R/ncu_graph python3 bench/ncu_step.py .carry/q32_main 1 512 > $R/ncu_graph.log 2>&1
echo "ncu graph rc=$? $(( $(date +%s)-t0 ))s"; tail -3 $R/ncu_graph.log | cut -c1-200
ncu -i $R/ncu_graph.ncu-rep --page details --print-details all > $R/ncu_graph.txt 2>&1
ncu -i $R/ncu_graph.ncu-rep --page source --csv --print-source sass > $R/ncu_graph_sass.csv 2>&1
grep -E "Duration|Stall (Long|Barrier|Wait|Short)" $R/ncu_graph.txt | head -6 | cut -c1-120
ls -la $R; rm -f $R/ncu_graph.ncu-rep; gzip -9f $R/ncu_graph_sass.csv
finish_call nc3
