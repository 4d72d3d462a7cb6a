# Call R6b (twenty-fifth session): between run_r6a.sh and run_r2b.sh on the warm machine, the
# SmolLM2 GGUF's part 1 into /tmp/gg (alone: with the wheels it is over the working tree's limit).
# Carry .carry/h1.
. bench/h200/lib.sh
stash_gguf_part h1
ls -la /tmp/gg
