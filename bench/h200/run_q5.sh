# Call Q5 (tenth session; right after run_q4.sh on the warm machine): SmolLM2 real weights,
# the build of branch q8-unpack (top-2 cluster, q8 unpack, LM head without the norm prologue): the float64 check, bitwise row parity M=1..17 with graph
# replays, speculative == greedy on 50 prompts x K (prompt lookup, self-draft) with its speed,
# and the step against the torch peers in the same run (gpu_step: eager and torch.compile, each
# in a CUDA graph).
# Carry .carry/h2.
. bench/h200/lib.sh
setup_gguf_call q5 ""
real_evidence
finish_call q5
