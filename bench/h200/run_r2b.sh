# Call R2b (fourteenth session): between run_r2.sh and run_r3.sh on the warm machine, the SmolLM2
# GGUF's part 2 into /tmp/gg (three parts since the working tree grew: part 1 with the builds
# and wheels, part 2 alone, part 3 with the joining call).
# Carry .carry/h2.
. bench/h200/lib.sh
stash_gguf_part h2
ls -la /tmp/gg
