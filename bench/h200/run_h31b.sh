# Call H31b (twenty-ninth session): after the call before it on the warm machine, the SmolLM2
# GGUF's part h2 into /tmp/gg. Carry .carry/h2.
. bench/h200/lib.sh
stash_gguf_part h2
ls -la /tmp/gg
