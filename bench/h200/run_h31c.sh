# Call H31c (twenty-ninth session): after the call before it on the warm machine, the SmolLM2
# GGUF's part h2b into /tmp/gg. Carry .carry/h2b.
. bench/h200/lib.sh
stash_gguf_part h2b
ls -la /tmp/gg
