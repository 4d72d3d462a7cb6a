# Call O9 (seventeenth session, right after run_r2.sh and run_r2b.sh on the warm machine, about
# 2 minutes): with the idle chunks pipelined (O8), does another IDLE_CHUNK pay? bench/gpu_spec.py
# on the real SmolLM2 builds staged by run_r2.sh, prompt lookup k=4 at IDLE_CHUNK 1 and 4 next to
# the default 2, the same run (identity at K=4 only, no probe, to fit the device time left).
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call o9 ""
real_spec 220 --ks 4 --probe-tokens 0 --idle-chunks 1,4
finish_call o9
