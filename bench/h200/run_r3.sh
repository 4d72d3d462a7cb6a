# Call R3 (prepared in the tenth session; right after run_r2.sh and run_r2b.sh on the warm machine): SmolLM2 real weights,
# main since 1414b31 (split attention stages the K/V rows below pos[0] before its wait): the float64 check, bitwise row parity M=1..17 with graph
# replays, speculative == greedy on 50 prompts x K (prompt lookup, self-draft) with its speed,
# and the step against the torch peers in the same run (gpu_step: eager and torch.compile, each
# in a CUDA graph).
# Carry .carry/h3.
. bench/h200/lib.sh
setup_gguf_call r3 ""
real_evidence
finish_call r3
