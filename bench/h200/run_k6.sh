# Call K6 (seventh session): only stashes GGUF part 1 in /tmp/gg for run_k7.sh (the machine stays
# warm between the two calls). Carry .carry/wheels .carry/h1.
. bench/h200/lib.sh
setup_call k6 ""
stash_gguf_part1 && ls -la /tmp/gg
