# Call N6 (ninth session, right after run_n5.sh on the warm machine): SmolLM2-135M real weights,
# the PDL build of branch mma-quant: the float64 check, bitwise row parity M=1..17 with graph
# replays, speculative == greedy on 50 prompts x K (prompt lookup, self-draft) with its speed,
# and the step against the torch peers in the same run (gpu_step: eager and torch.compile, each
# in a CUDA graph).
# Carry .carry/h2.
. bench/h200/lib.sh
setup_gguf_call n6 ""
real_evidence
finish_call n6
